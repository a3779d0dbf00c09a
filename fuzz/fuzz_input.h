// Decodes fuzzer bytes into API parameters, and compares UB images.
#ifndef ASCENDC_HOST_FUZZ_FUZZ_INPUT_H_
#define ASCENDC_HOST_FUZZ_FUZZ_INPUT_H_

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace fuzz {

class Input {
 public:
  Input(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  // Missing bytes read as zero, so every input decodes.
  template <typename T>
  T Take() {
    T v{};
    const size_t n = sizeof(T) < size_ - pos_ ? sizeof(T) : size_ - pos_;
    std::memcpy(&v, data_ + pos_, n);
    pos_ += n;
    return v;
  }
  bool Bool() { return Take<uint8_t>() & 1; }
  // Mostly small values, sometimes anything: valid and invalid parameters.
  uint32_t Range(uint32_t lo, uint32_t hi) {
    const uint32_t r = Take<uint32_t>();
    return hi <= lo ? lo : lo + r % (hi - lo + 1);
  }
  size_t remaining() const { return size_ - pos_; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

// Aborts (a libFuzzer finding) with the first differing byte.
inline void RequireSame(const char* what, const uint8_t* expected, const uint8_t* actual, size_t n) {
  if (std::memcmp(expected, actual, n) == 0) return;
  for (size_t i = 0; i < n; ++i) {
    if (expected[i] != actual[i]) {
      std::fprintf(stderr, "%s: first difference at byte %zu: expected %u, got %u\n", what, i, expected[i], actual[i]);
      std::abort();
    }
  }
}

}  // namespace fuzz

#endif  // ASCENDC_HOST_FUZZ_FUZZ_INPUT_H_
