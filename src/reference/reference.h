// The scalar oracle's frame (SPEC Appendix B), written from SPEC.md alone and
// kept apart from the library's surface and kernels so a shared bug cannot
// hide: the reference works on a byte image of UB with byte addresses, the
// way the hardware does, and implements each API's pseudo-code literally.
//
// Tests and benchmarks snapshot UB, run the API through the library on one
// copy and through the reference on another, and compare whole images: that
// checks the defined outputs and that nothing else was written.
#ifndef ASCENDC_HOST_SRC_REFERENCE_REFERENCE_H_
#define ASCENDC_HOST_SRC_REFERENCE_REFERENCE_H_

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "ascendc_host/config.h"
#include "ascendc_host/error.h"

namespace ascendc_host {
namespace reference {

// A UB image with checked byte-addressed access (FATAL outside).
class Ub {
 public:
  Ub(uint8_t* bytes, uint32_t size) : bytes_(bytes), size_(size) {}
  uint32_t size() const { return size_; }
  uint8_t* data() const { return bytes_; }

  bool InRange(uint64_t address, uint64_t n) const { return address <= size_ && n <= size_ - address; }
  void Require(const char* api, uint64_t address, uint64_t n) const {
    if (!InRange(address, n))
      RaiseFatal(api, "address", std::to_string(address) + "+" + std::to_string(n),
                 "reference access outside the UB image");
  }
  template <typename W>
  W Load(const char* api, uint64_t address) const {
    Require(api, address, sizeof(W));
    W v;
    std::memcpy(&v, bytes_ + address, sizeof(W));
    return v;
  }
  template <typename W>
  void Store(const char* api, uint64_t address, W v) const {
    Require(api, address, sizeof(W));
    std::memcpy(bytes_ + address, &v, sizeof(W));
  }
  uint8_t LoadByte(const char* api, uint64_t address) const { return Load<uint8_t>(api, address); }
  void StoreByte(const char* api, uint64_t address, uint8_t v) const { Store<uint8_t>(api, address, v); }
  // One element of `element_bytes` (at most 8) from `from` to `to`, every
  // byte read before any is written.
  void MoveElement(const char* api, uint64_t from, uint64_t to, uint32_t element_bytes) const {
    uint8_t bytes[8];
    for (uint32_t b = 0; b < element_bytes; ++b) bytes[b] = LoadByte(api, from + b);
    for (uint32_t b = 0; b < element_bytes; ++b) StoreByte(api, to + b, bytes[b]);
  }

 private:
  uint8_t* bytes_;
  uint32_t size_;
};

// --- Basic-API mask model (SPEC 0.4), literally. ---------------------------
enum class MaskMode : uint8_t { kNormal, kCounter };

// The mask argument of a mask-taking Gather/Scatter overload.
struct MaskArg {
  bool bitwise = false;     // uint64_t mask[2] overload, else contiguous `uint64_t mask`
  uint64_t contiguous = 0;
  uint64_t words[2] = {0, 0};
};

// Repeats the call runs, per SPEC 0.4 (Counter: N from the mask, 8-bit wrap
// of the repeat count; Normal: repeatTime, 0 when the mask selects nothing).
uint32_t RepeatCount(Profile profile, MaskMode mode, const MaskArg& mask, uint32_t element_bytes,
                     uint32_t repeat_time);
// Whether element position k (0 <= k < 256/element_bytes) of repeat r is active.
bool PositionActive(Profile profile, MaskMode mode, const MaskArg& mask, uint32_t element_bytes, uint32_t r,
                    uint32_t k);

// --- Reg-level values (SPEC 0.5). -----------------------------------------
inline constexpr uint32_t kVl = 256;

// A RegTensor as REG_NUM register images of VL bytes.
template <int kRegNum = 1>
struct RegImage {
  uint8_t bytes[kRegNum][kVl] = {};
};

// A MaskReg: 256 predicate bits, bit b <-> register byte b.
struct MaskImage {
  uint64_t words[4] = {0, 0, 0, 0};
  bool Bit(uint32_t b) const { return (words[b / 64] >> (b % 64)) & 1u; }
  void SetBit(uint32_t b, bool on) {
    if (on) words[b / 64] |= 1ull << (b % 64);
    else words[b / 64] &= ~(1ull << (b % 64));
  }
  // Element k of width s (RegTraitNumOne) is active iff bit k*s is set.
  bool Active(uint32_t k, uint32_t element_bytes) const { return Bit(k * element_bytes); }
};

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_REFERENCE_H_
