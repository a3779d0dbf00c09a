// ascendc-host-cc: builds Ascend C programs (.asc sources with <<<...>>>
// launches, host .cpp files) for this CPU, taking bisheng's everyday
// options. Each source is compiled by the host C++ compiler (g++ or clang++)
// against the installed ascendc-host after its launches are rewritten into
// the library's stream launcher; programs are linked with the library.
// `ascendc-host-cc --help` lists the options.
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "launch_translator.h"

namespace {

constexpr const char* kTool = "ascendc-host-cc";

enum class Lang { kAuto, kAsc, kCxx, kC, kLinkInput };
enum class Mode { kLink, kCompile, kPreprocess, kAssemble, kShared, kStaticLib };

struct Input {
  std::string path;
  Lang lang;
};

// One item of the link line, in command-line order: an input or a -l.
struct LinkItem {
  bool is_input;
  size_t input;     // index into inputs when is_input
  std::string arg;  // the -l option otherwise
};

struct Options {
  std::string host_cxx;
  int arch = 0;  // 0: not given (the default profile)
  std::string run_mode = "npu";
  bool run_mode_given = false;
  Mode mode = Mode::kLink;
  std::string output;
  std::vector<Input> inputs;
  std::vector<LinkItem> link_items;
  std::vector<std::string> compile_flags;
  std::vector<std::string> link_flags;
  std::vector<std::string> dep_flags;
  bool dep_target_given = false;
  bool dep_file_given = false;
  bool std_given = false;
  bool opt_given = false;
  bool verbose = false;
  bool save_temps = false;
  bool simt = false;  // --enable-simt (SPEC 16)
  bool help = false;
  bool version = false;
  std::vector<std::string> ignored;  // bisheng options without meaning here
};

void Error(const std::string& message) { std::cerr << kTool << ": error: " << message << "\n"; }
void Note(const std::string& message) { std::cerr << kTool << ": note: " << message << "\n"; }

bool StartsWith(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// dav-2201 / dav-3510, and the aicore-arch spellings of the same chips.
int ParseArch(const std::string& value) {
  if (value == "dav-2201" || StartsWith(value, "dav-c220")) return 2201;
  if (value == "dav-3510" || StartsWith(value, "dav-c310")) return 3510;
  return 0;
}

// --npu-soc names (Ascend910B1, Ascend910_9391, Ascend950PR_9599, ...).
int ArchOfSoc(const std::string& soc) {
  if (StartsWith(soc, "Ascend910B") || StartsWith(soc, "Ascend910_93")) return 2201;
  if (StartsWith(soc, "Ascend950")) return 3510;
  return 0;
}

Lang LangOfExtension(const std::string& path) {
  const size_t dot = path.rfind('.');
  const std::string ext = dot == std::string::npos ? "" : path.substr(dot);
  if (ext == ".asc") return Lang::kAsc;
  if (ext == ".cpp" || ext == ".cc" || ext == ".cxx" || ext == ".c++" || ext == ".C" || ext == ".cp" ||
      ext == ".CPP") {
    return Lang::kCxx;
  }
  if (ext == ".c") return Lang::kC;
  return Lang::kLinkInput;  // objects, archives, shared libraries, linker scripts
}

bool ParseLang(const std::string& value, Lang* lang) {
  if (value == "asc") *lang = Lang::kAsc;
  else if (value == "c++" || value == "cpp" || value == "cce") *lang = Lang::kCxx;
  else if (value == "c") *lang = Lang::kC;
  else if (value == "none") *lang = Lang::kAuto;
  else return false;
  return true;
}

bool ParseArgs(int argc, char** argv, Options* o) {
  Lang forced = Lang::kAuto;
  bool have_npu_arch = false;
  int soc_arch = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    // Options taking a value either joined (-Ifoo, --x=foo) or as the next argument.
    auto value = [&](const char* name, std::string* out) -> bool {
      const std::string n = name;
      if (a == n) {
        if (i + 1 >= argc) {
          Error("missing value after " + n);
          return false;
        }
        *out = argv[++i];
        return true;
      }
      if (StartsWith(a, (n + "=").c_str()) && n.size() > 2) {
        *out = a.substr(n.size() + 1);
        return true;
      }
      if (n.size() == 2 && a.size() > 2 && StartsWith(a, name)) {
        *out = a.substr(2);
        return true;
      }
      return false;
    };
    std::string v;
    if (a == "--help" || a == "-help" || a == "-h") {
      o->help = true;
    } else if (a == "--version") {
      o->version = true;
    } else if (a == "-v" || a == "--verbose") {
      o->verbose = true;
    } else if (a == "--save-temps" || a == "-save-temps") {
      o->save_temps = true;
    } else if (StartsWith(a, "--npu-arch") && value("--npu-arch", &v)) {
      o->arch = ParseArch(v);
      have_npu_arch = true;
      if (o->arch == 0) {
        Error("--npu-arch=" + v + " is not supported: ascendc-host runs dav-2201 (Atlas A2/A3) and dav-3510 "
              "(Ascend 950)");
        return false;
      }
    } else if (StartsWith(a, "--cce-aicore-arch") && value("--cce-aicore-arch", &v)) {
      o->arch = ParseArch(v);
      have_npu_arch = true;
      if (o->arch == 0) {
        Error("--cce-aicore-arch=" + v + " is not supported (dav-c220*, dav-c310*)");
        return false;
      }
    } else if (StartsWith(a, "--npu-soc") && value("--npu-soc", &v)) {
      soc_arch = ArchOfSoc(v);
      if (soc_arch == 0) {
        Error("--npu-soc=" + v + " is not supported: Ascend910B*, Ascend910_93* (dav-2201) and Ascend950* (dav-3510)");
        return false;
      }
    } else if (StartsWith(a, "--run-mode") && value("--run-mode", &v)) {
      if (v != "npu" && v != "cpu" && v != "sim") {
        Error("--run-mode=" + v + ": expected npu, cpu or sim");
        return false;
      }
      o->run_mode = v;
      o->run_mode_given = true;
    } else if (StartsWith(a, "--host-cxx") && value("--host-cxx", &v)) {
      o->host_cxx = v;
    } else if (a == "--enable-simt") {
      o->simt = true;
    } else if (StartsWith(a, "--cce-") || StartsWith(a, "--sanitizer") || a == "-rdc=true") {
      o->ignored.push_back(a);
    } else if (a == "-c" || a == "-dc") {
      o->mode = Mode::kCompile;
    } else if (a == "-E") {
      o->mode = Mode::kPreprocess;
    } else if (a == "-S") {
      o->mode = Mode::kAssemble;
    } else if (a == "-shared" || a == "--shared") {
      o->mode = Mode::kShared;
    } else if (a == "-lib" || a == "--cce-build-static-lib") {
      o->mode = Mode::kStaticLib;
    } else if (StartsWith(a, "-x") && value("-x", &v)) {
      if (!ParseLang(v, &forced)) {
        Error("-x " + v + ": expected asc, c++, c or none");
        return false;
      }
    } else if (StartsWith(a, "-o") && value("-o", &v)) {
      o->output = v;
    } else if ((StartsWith(a, "-I") && value("-I", &v))) {
      o->compile_flags.push_back("-I" + v);
    } else if ((StartsWith(a, "-D") && value("-D", &v))) {
      o->compile_flags.push_back("-D" + v);
    } else if ((StartsWith(a, "-U") && value("-U", &v))) {
      o->compile_flags.push_back("-U" + v);
    } else if (a == "-isystem" || a == "-iquote" || a == "-idirafter" || a == "-include" || a == "-imacros") {
      if (i + 1 >= argc) {
        Error("missing value after " + a);
        return false;
      }
      o->compile_flags.push_back(a);
      o->compile_flags.push_back(argv[++i]);
    } else if (StartsWith(a, "-L") && value("-L", &v)) {
      o->link_flags.push_back("-L" + v);
    } else if (StartsWith(a, "-l") && value("-l", &v)) {
      o->link_items.push_back({false, 0, "-l" + v});
    } else if (a == "-MF" || a == "-MT" || a == "-MQ") {
      if (i + 1 >= argc) {
        Error("missing value after " + a);
        return false;
      }
      (a == "-MF" ? o->dep_file_given : o->dep_target_given) = true;
      o->dep_flags.push_back(a);
      o->dep_flags.push_back(argv[++i]);
    } else if (a == "-M" || a == "-MM" || a == "-MD" || a == "-MMD" || a == "-MP" || a == "-MG") {
      o->dep_flags.push_back(a);
    } else if (StartsWith(a, "-std=")) {
      o->std_given = true;
      o->compile_flags.push_back(a);
    } else if (StartsWith(a, "-O")) {
      o->opt_given = true;
      o->compile_flags.push_back(a);
    } else if (StartsWith(a, "-g") || StartsWith(a, "-W") || a == "-w" || a == "-pedantic") {
      if (StartsWith(a, "-Wl,")) o->link_flags.push_back(a);
      else o->compile_flags.push_back(a);
    } else if (a == "-Xlinker") {
      if (i + 1 >= argc) {
        Error("missing value after -Xlinker");
        return false;
      }
      o->link_flags.push_back(a);
      o->link_flags.push_back(argv[++i]);
    } else if (a == "-pthread" || StartsWith(a, "-f") || StartsWith(a, "-m")) {
      o->compile_flags.push_back(a);
      o->link_flags.push_back(a);
    } else if (!a.empty() && a[0] == '-' && a != "-") {
      if (StartsWith(a, "--")) {
        Error("unknown option " + a + " (see --help)");
        return false;
      }
      // Anything else the host compiler may know: give it to both steps.
      o->compile_flags.push_back(a);
      o->link_flags.push_back(a);
    } else {
      const Lang lang = forced != Lang::kAuto ? forced : LangOfExtension(a);
      o->link_items.push_back({true, o->inputs.size(), ""});
      o->inputs.push_back({a, lang});
    }
  }
  if (!have_npu_arch && soc_arch != 0) o->arch = soc_arch;  // --npu-arch wins over --npu-soc
  return true;
}

void PrintHelp() {
  std::cout
      << "usage: " << kTool << " [options] file...\n"
         "Builds Ascend C programs (.asc, .cpp) for this CPU with ascendc-host; bisheng's everyday options:\n"
         "  --npu-arch=dav-2201|dav-3510  profile: Atlas A2/A3 or Ascend 950 (default dav-3510); defines __NPU_ARCH__\n"
         "  --npu-soc=<SoC>               the same by SoC name (Ascend910B1, Ascend950PR_9599, ...)\n"
         "  --run-mode=npu|cpu|sim        every mode runs on this CPU; cpu is CANN's CPU-debug mode\n"
         "  --enable-simt                 SIMT kernels (threadIdx, asc_syncthreads, shared __ubuf__ arrays)\n"
         "  -x asc|c++|c|none             language of the following inputs (.asc files are Ascend C)\n"
         "  -c, -dc                       compile only; -E, -S  preprocess, assemble\n"
         "  -shared, -lib                 shared or static library (link the program with " << kTool << ")\n"
         "  -o <file>  -I<dir>  -L<dir>  -l<lib>  -D<m>[=v]  -U<m>  -O0|-O2|-O3 (default -O2)  -g  -fPIC  -std=...\n"
         "  --host-cxx=<compiler>         host C++ compiler (default: $ASCENDC_HOST_CXX, $CXX, then the one the\n"
         "                                package was built with)\n"
         "  -v                            print the commands run;  --save-temps  keep the rewritten sources\n"
         "Other options starting with - go to the host compiler; --cce-* options have no effect here.\n";
}

// --- the installation this driver belongs to ---

struct Installation {
  std::string include_dir;
  std::string compat_dir;
  std::string library;
};

std::string DirName(const std::string& path) {
  const size_t slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

Installation Locate() {
  std::string prefix;
  if (const char* env = std::getenv("ASCENDC_HOST_CC_PREFIX")) {
    prefix = env;
  } else {
    char exe[PATH_MAX];
    const ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    std::string self = n > 0 ? std::string(exe, static_cast<size_t>(n)) : std::string(".");
    prefix = DirName(self);
    // Up one level per component of the install's bin folder.
    const std::string bindir = ASCENDC_HOST_CC_BINDIR;
    for (size_t p = 0; p != std::string::npos; p = bindir.find('/', p + 1)) prefix = DirName(prefix);
  }
  Installation inst;
  inst.include_dir = prefix + "/" ASCENDC_HOST_CC_INCLUDEDIR;
  inst.compat_dir = inst.include_dir + "/ascendc_host/compat";
  inst.library = prefix + "/" ASCENDC_HOST_CC_LIBDIR "/libascendc_host.a";
  return inst;
}

std::vector<std::string> Split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(s);
  while (std::getline(in, part, sep)) {
    if (!part.empty()) parts.push_back(part);
  }
  return parts;
}

bool IsExecutable(const std::string& path) { return access(path.c_str(), X_OK) == 0; }

std::string HostCompiler(const Options& o) {
  if (!o.host_cxx.empty()) return o.host_cxx;
  if (const char* env = std::getenv("ASCENDC_HOST_CXX"); env != nullptr && *env != '\0') return env;
  if (const char* env = std::getenv("CXX"); env != nullptr && *env != '\0') return env;
  if (IsExecutable(ASCENDC_HOST_CC_DEFAULT_CXX)) return ASCENDC_HOST_CC_DEFAULT_CXX;
  return "c++";
}

// --- running commands ---

std::string Quote(const std::string& s) {
  if (s.find_first_of(" \t\"'\\$") == std::string::npos && !s.empty()) return s;
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

int Run(const std::vector<std::string>& cmd, bool verbose) {
  if (verbose) {
    std::string line;
    for (const auto& a : cmd) line += (line.empty() ? "" : " ") + Quote(a);
    std::cerr << line << "\n";
  }
  std::vector<char*> args;
  for (const auto& a : cmd) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const pid_t pid = fork();
  if (pid < 0) {
    Error(std::string("fork failed: ") + std::strerror(errno));
    return 1;
  }
  if (pid == 0) {
    execvp(args[0], args.data());
    std::cerr << kTool << ": error: cannot run " << cmd[0] << ": " << std::strerror(errno) << "\n";
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return 1;
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

// A private folder for rewritten sources and intermediate objects.
class TempDir {
 public:
  TempDir() {
    const char* base = std::getenv("TMPDIR");
    std::string pattern = std::string(base != nullptr && *base != '\0' ? base : "/tmp") + "/ascendc-host-cc.XXXXXX";
    std::vector<char> buf(pattern.begin(), pattern.end());
    buf.push_back('\0');
    if (mkdtemp(buf.data()) != nullptr) path_ = buf.data();
  }
  ~TempDir() {
    if (path_.empty() || keep_) return;
    for (const auto& f : files_) unlink(f.c_str());
    rmdir(path_.c_str());
  }
  bool ok() const { return !path_.empty(); }
  void Keep() { keep_ = true; }
  const std::string& path() const { return path_; }
  std::string File(const std::string& name) {
    files_.push_back(path_ + "/" + name);
    return files_.back();
  }

 private:
  std::string path_;
  std::vector<std::string> files_;
  bool keep_ = false;
};

bool ReadFile(const std::string& path, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  *out = s.str();
  return true;
}

bool WriteFile(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

std::string BaseName(const std::string& path) {
  const size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}
std::string Stem(const std::string& path) {
  const std::string base = BaseName(path);
  const size_t dot = base.rfind('.');
  return dot == std::string::npos || dot == 0 ? base : base.substr(0, dot);
}

// The body of a C string literal naming `s`.
std::string CString(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '\\' || c == '"') out += '\\';
    out += c;
  }
  return out;
}

// Make's escaping of a path in a dependency file.
std::string MakeEscape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == ' ' || c == '#') out += '\\';
    if (c == '$') out += '$';
    out += c;
  }
  return out;
}

void ReplaceAll(std::string* s, const std::string& from, const std::string& to) {
  for (size_t at = s->find(from); at != std::string::npos; at = s->find(from, at + to.size())) {
    s->replace(at, from.size(), to);
  }
}

// --- compiling one source ---

struct Compiler {
  const Options& o;
  const Installation& inst;
  std::string host;
  TempDir& tmp;

  std::vector<std::string> ArchFlags() const {
    const int arch = o.arch != 0 ? o.arch : 3510;
    std::vector<std::string> flags{"-D__NPU_ARCH__=" + std::to_string(arch)};
    if (arch == 2201) flags.push_back("-DASCENDC_HOST_PROFILE_PA2=1");
    // Every mode runs on the CPU: sources take their CPU-debug paths.
    flags.push_back("-DASCENDC_CPU_DEBUG=1");
    // The Reg fast path (SPEC 14.13): vector functions compiled once per x86
    // instruction-set level (the same bits on every level: no contraction,
    // below). -DASCENDC_HOST_VF_MULTIVERSION=0 (or -U) keeps one copy.
    bool user_chose = false;
    for (const auto& f : o.compile_flags)
      user_chose = user_chose || f.rfind("-DASCENDC_HOST_VF_MULTIVERSION", 0) == 0 ||
                   f.rfind("-UASCENDC_HOST_VF_MULTIVERSION", 0) == 0;
    if (!user_chose) flags.push_back("-DASCENDC_HOST_VF_MULTIVERSION=1");
    // SIMT sources see the SIMT built-ins (ascendc_host/ascendc/simt.h).
    if (o.simt) flags.push_back("-DASCENDC_HOST_SIMT=1");
    return flags;
  }

  // Compiles `in` into `out` (the mode's product: object, preprocessed text
  // or assembly; empty `out` for -E means standard output).
  int Compile(const Input& in, size_t index, const std::string& out) {
    const bool is_c = in.lang == Lang::kC;
    std::string text;
    if (!ReadFile(in.path, &text)) {
      Error("cannot read " + in.path + ": " + std::strerror(errno));
      return 1;
    }
    bool rewrite = false;
    ascendc_host_cc::Translation t;
    if (!is_c) {
      if (o.simt) {
        std::string shared = ascendc_host_cc::RewriteSimtSharedMemory(text);
        rewrite = shared != text;
        text = std::move(shared);
      }
      t = ascendc_host_cc::TranslateLaunches(text);
      for (const auto& e : t.errors) std::cerr << in.path << ":" << e.line << ": error: " << e.message << "\n";
      if (!t.errors.empty()) return 1;
      rewrite = rewrite || in.lang == Lang::kAsc || t.launches > 0;
    }
    std::string source = in.path;
    if (rewrite) {
      // A kernel's unqualified printf prints its block prefix (kernel_printf.h).
      t.text = ascendc_host_cc::RewriteUnqualifiedPrintf(t.text);
      // A SIMD kernel's UB arrays live in its block's UB (fronts/ub_array.h).
      if (!o.simt) t.text = ascendc_host_cc::RewriteSimdUbArrays(t.text);
      if (t.text.rfind("\xEF\xBB\xBF", 0) == 0) t.text.erase(0, 3);  // a byte-order mark cannot follow #line
      source = tmp.File(std::to_string(index) + "-" + BaseName(in.path) + ".cc");
      const std::string name = CString(in.path);
      const std::string prologue = "#define ASCENDC_HOST_TRANSLATION_UNIT \"" + name +
                                   "\"\n#include \"ascendc_host/fronts/asc_source.h\"\n#line 1 \"" + name + "\"\n";
      if (!WriteFile(source, prologue + t.text)) {
        Error("cannot write " + source);
        return 1;
      }
    }
    std::vector<std::string> cmd{host};
    if (!is_c && !o.std_given) cmd.push_back("-std=c++17");
    if (!o.opt_given) cmd.push_back("-O2");
    // The Reg compute operations round a*b+c twice (SPEC 14.1): no FMA contraction.
    if (!is_c) cmd.push_back("-ffp-contract=off");
    for (auto& f : ArchFlags()) cmd.push_back(f);
    // Quoted includes of the rewritten copy resolve as from the original.
    if (rewrite) {
      cmd.push_back("-iquote");
      cmd.push_back(DirName(in.path));
    }
    for (const auto& f : o.compile_flags) {
      if (!(is_c && StartsWith(f, "-std=c++"))) cmd.push_back(f);
    }
    cmd.push_back("-I" + inst.include_dir);
    cmd.push_back("-I" + inst.compat_dir);
    // The samples also name the SIMT and debug headers without their folder
    // ("asc_simt.h", "asc_printf.h"), as bisheng's include path allows; after
    // every other folder, so a project's own header of the same name wins.
    cmd.push_back("-idirafter");
    cmd.push_back(inst.compat_dir + "/simt_api");
    cmd.push_back("-idirafter");
    cmd.push_back(inst.compat_dir + "/utils/debug");
    for (const auto& d : Split(ASCENDC_HOST_CC_DEP_INCLUDES, '|')) cmd.push_back("-I" + d);
    std::string dep_file;
    if (!o.dep_flags.empty()) {
      for (const auto& f : o.dep_flags) cmd.push_back(f);
      // Name the target and the file ourselves when the host compiler would
      // derive them from the rewritten copy's name.
      if (!o.dep_target_given && !out.empty()) {
        cmd.push_back("-MT");
        cmd.push_back(out);
      }
      for (size_t i = 0; i + 1 < o.dep_flags.size(); ++i) {
        if (o.dep_flags[i] == "-MF") dep_file = o.dep_flags[i + 1];
      }
      if (dep_file.empty() && !out.empty()) {
        dep_file = DirName(out) + "/" + Stem(out) + ".d";  // the host compiler's own choice for -MD
        bool writes_file = false;
        for (const auto& f : o.dep_flags) writes_file |= f == "-MD" || f == "-MMD";
        if (writes_file) {
          cmd.push_back("-MF");
          cmd.push_back(dep_file);
        } else {
          dep_file.clear();
        }
      }
    }
    cmd.push_back(o.mode == Mode::kPreprocess ? "-E" : o.mode == Mode::kAssemble ? "-S" : "-c");
    if (is_c) cmd.push_back("-xc");
    else if (!rewrite && in.lang == Lang::kCxx && LangOfExtension(in.path) != Lang::kCxx) cmd.push_back("-xc++");
    cmd.push_back(source);
    if (!out.empty()) {
      cmd.push_back("-o");
      cmd.push_back(out);
    }
    const int rc = Run(cmd, o.verbose);
    if (rc == 0 && rewrite && !dep_file.empty()) {
      std::string deps;
      if (ReadFile(dep_file, &deps)) {
        ReplaceAll(&deps, source, MakeEscape(in.path));
        WriteFile(dep_file, deps);
      }
    }
    return rc;
  }
};

std::string DefaultOutput(const Input& in, Mode mode) {
  if (mode == Mode::kPreprocess) return "";
  return Stem(in.path) + (mode == Mode::kAssemble ? ".s" : ".o");
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  if (!ParseArgs(argc, argv, &o)) return 1;
  if (o.help) {
    PrintHelp();
    return 0;
  }
  const std::string host = HostCompiler(o);
  if (o.version) {
    std::cout << kTool << " " << ASCENDC_HOST_CC_VERSION << " (ascendc-host; host compiler " << host << ")\n";
    if (o.inputs.empty()) return 0;
  }
  if (o.inputs.empty()) {
    Error("no input files");
    return 1;
  }
  for (const auto& ignored : o.ignored) Note(ignored + " has no effect on the CPU and is ignored");
  if (o.run_mode_given && o.run_mode != "cpu") {
    Note("--run-mode=" + o.run_mode + ": there is no NPU or simulator here; the program runs on this CPU");
  }
  const bool separate_outputs = o.mode == Mode::kCompile || o.mode == Mode::kPreprocess || o.mode == Mode::kAssemble;
  size_t sources = 0;
  for (const auto& in : o.inputs) sources += in.lang != Lang::kLinkInput;
  if (separate_outputs && sources > 1 && !o.output.empty()) {
    Error("-o cannot name one output for several sources with -c, -E or -S");
    return 1;
  }
  if (o.mode == Mode::kStaticLib && o.output.empty()) {
    Error("-lib needs -o <library>.a");
    return 1;
  }
  TempDir tmp;
  if (!tmp.ok()) {
    Error("cannot create a temporary folder");
    return 1;
  }
  if (o.save_temps) {
    tmp.Keep();
    Note("rewritten sources and objects are kept in " + tmp.path());
  }
  const Installation inst = Locate();
  Compiler compiler{o, inst, host, tmp};

  std::vector<std::string> products(o.inputs.size());
  for (size_t i = 0; i < o.inputs.size(); ++i) {
    const Input& in = o.inputs[i];
    if (in.lang == Lang::kLinkInput) {
      if (separate_outputs) Note(in.path + ": linker input unused with -c, -E or -S");
      products[i] = in.path;
      continue;
    }
    std::string out;
    if (separate_outputs) {
      out = !o.output.empty() ? o.output : DefaultOutput(in, o.mode);
    } else {
      out = tmp.File(std::to_string(i) + "-" + Stem(in.path) + ".o");
    }
    if (const int rc = compiler.Compile(in, i, out)) return rc;
    products[i] = out;
  }
  if (separate_outputs) return 0;

  if (o.mode == Mode::kStaticLib) {
    unlink(o.output.c_str());
    std::vector<std::string> cmd{"ar", "rcs", o.output};
    for (size_t i = 0; i < o.inputs.size(); ++i) cmd.push_back(products[i]);
    return Run(cmd, o.verbose);
  }

  std::vector<std::string> cmd{host};
  if (o.mode == Mode::kShared) cmd.push_back("-shared");
  for (const auto& f : o.link_flags) cmd.push_back(f);
  for (const auto& item : o.link_items) cmd.push_back(item.is_input ? products[item.input] : item.arg);
  // A shared library leaves the library's symbols to the program that loads
  // it, so that a program has one runtime (streams, cores, profile).
  if (o.mode != Mode::kShared) {
    cmd.push_back(inst.library);
    for (const auto& lib : Split(ASCENDC_HOST_CC_LINK_LIBS, '|')) cmd.push_back(lib);
    cmd.push_back("-lpthread");
  }
  cmd.push_back("-o");
  cmd.push_back(o.output.empty() ? "a.out" : o.output);
  return Run(cmd, o.verbose);
}
