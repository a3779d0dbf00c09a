// Host data utilities in the style of CANN's samples: binary files in and
// out, and printing of half-precision data through aclFloat16.
#ifndef CONSUMER_DATA_UTILS_H_
#define CONSUMER_DATA_UTILS_H_

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>

#include "acl/acl.h"

#define INFO_LOG(fmt, ...) std::fprintf(stdout, "[INFO]  " fmt "\n", ##__VA_ARGS__)
#define ERROR_LOG(fmt, ...) std::fprintf(stderr, "[ERROR] " fmt "\n", ##__VA_ARGS__)

inline bool WriteFile(const std::string& path, const void* buffer, size_t size) {
  std::ofstream out(path, std::ios::binary);
  out.write(static_cast<const char*>(buffer), static_cast<std::streamsize>(size));
  if (!out) ERROR_LOG("cannot write %s", path.c_str());
  return static_cast<bool>(out);
}

inline bool ReadFile(const std::string& path, size_t& fileSize, void* buffer, size_t bufferSize) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) {
    ERROR_LOG("cannot open %s", path.c_str());
    return false;
  }
  // fileSize changes only on success: callers pass their buffer-size
  // variable here and reuse it for the next file.
  const size_t bytes = static_cast<size_t>(in.tellg());
  if (bytes > bufferSize) {
    ERROR_LOG("%s holds %zu bytes, more than the %zu-byte buffer", path.c_str(), bytes, bufferSize);
    return false;
  }
  in.seekg(0);
  in.read(static_cast<char*>(buffer), static_cast<std::streamsize>(bytes));
  if (!in) return false;
  fileSize = bytes;
  return true;
}

// Prints `count` half values, `perRow` to a line.
inline void PrintHalfData(const aclFloat16* data, size_t count, size_t perRow = 8) {
  for (size_t i = 0; i < count; ++i) {
    std::printf("%10.4f%s", aclFloat16ToFloat(data[i]), (i + 1) % perRow == 0 ? "\n" : " ");
  }
  if (count % perRow != 0) std::printf("\n");
}

#endif  // CONSUMER_DATA_UTILS_H_
