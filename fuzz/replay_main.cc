// The fuzzers' entry point where libFuzzer is not available (g++, or a
// cross build without clang's fuzzer runtime): replays the files and
// directories given on the command line through LLVMFuzzerTestOneInput, so
// every fuzzer still builds everywhere and its corpus runs as a regression
// suite. Exit status 0 when every input ran (a finding aborts, as under
// libFuzzer).
#include <dirent.h>
#include <sys/stat.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

bool ReadFile(const std::string& path, std::vector<uint8_t>& bytes) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (f == nullptr) return false;
  bytes.clear();
  uint8_t chunk[4096];
  size_t n;
  while ((n = std::fread(chunk, 1, sizeof chunk, f)) > 0) bytes.insert(bytes.end(), chunk, chunk + n);
  std::fclose(f);
  return true;
}

// Runs one file, or every file of a directory; returns the inputs run.
long Replay(const std::string& path) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0) {
    std::fprintf(stderr, "replay: cannot read %s\n", path.c_str());
    return -1;
  }
  std::vector<uint8_t> bytes;
  if (!S_ISDIR(st.st_mode)) {
    if (!ReadFile(path, bytes)) return -1;
    LLVMFuzzerTestOneInput(bytes.data(), bytes.size());
    return 1;
  }
  long runs = 0;
  if (DIR* dir = opendir(path.c_str())) {
    while (dirent* e = readdir(dir)) {
      const std::string name = e->d_name;
      if (name == "." || name == "..") continue;
      const long n = Replay(path + "/" + name);
      if (n < 0) {
        closedir(dir);
        return -1;
      }
      runs += n;
    }
    closedir(dir);
  }
  return runs;
}

}  // namespace

int main(int argc, char** argv) {
  long runs = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.rfind("-", 0) == 0) continue;  // libFuzzer options have no meaning here
    const long n = Replay(arg);
    if (n < 0) return 1;
    runs += n;
  }
  std::printf("replay: %ld inputs ran clean\n", runs);
  return 0;
}
