// The verdict every API fuzzer applies after running one call through the
// library (on the live UB) and through the reference (on a copy):
//   - the library raised an Error: nothing may have been touched (FATAL and
//     ERROR both come before any access), and a FATAL must be one the
//     reference (or a documented stricter library rule) also calls for;
//   - the library raised nothing: the reference must not have hit a UB
//     bound (a missing FATAL), and both whole UB images must be identical.
#ifndef ASCENDC_HOST_FUZZ_UB_ORACLE_H_
#define ASCENDC_HOST_FUZZ_UB_ORACLE_H_

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/target.h"
#include "ascendc_host/verify.h"
#include "fuzz_input.h"

namespace fuzz {

enum class Outcome { kNone, kFatal, kError };

// Runs `body`; an ascendc_host::Error becomes its severity, anything else
// propagates (a crash is a finding).
template <typename Body>
Outcome Run(Body&& body, std::string* message = nullptr) {
  try {
    body();
  } catch (const ascendc_host::Error& e) {
    if (message) *message = e.what();
    return e.severity() == ascendc_host::Severity::kFatal ? Outcome::kFatal : Outcome::kError;
  }
  return Outcome::kNone;
}

// A tensor of T at a UB byte address of the current core, reaching to the
// end of UB (the fuzzers' operands).
template <typename T>
AscendC::LocalTensor<T> TensorAt(uint32_t address) {
  auto& core = ascendc_host::runtime::CurrentCore();
  return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + address),
                                         (core.ub_bytes - address) / sizeof(T), AscendC::TPosition::VECCALC, 0, 0);
}

// Picks one of the SIMD targets compiled in and supported here, so that
// every target's kernels meet the sanitizers (ASan cannot see inside a
// hardware gather; the emulated targets expose the same over-read).
inline void ForceTarget(Input& in) {
  static const std::vector<int64_t> available = ascendc_host::target::Available();
  const uint8_t pick = in.Take<uint8_t>();
  if (available.empty()) return;
  ascendc_host::target::Force(available[pick % available.size()]);
}

// A UB byte address for an operand: aligned anywhere, in the last few
// DataBlocks, 4-byte aligned only (ERROR in checked mode), or low in UB
// where operands likely overlap.
inline uint32_t PickAddress(Input& in, uint32_t ub_bytes) {
  const uint8_t how = in.Take<uint8_t>() % 4;
  const uint32_t r = in.Take<uint32_t>();
  uint32_t at = 0;
  switch (how) {
    case 0: at = r % (ub_bytes / 32 + 1) * 32; break;
    case 1: at = ub_bytes - (r % 64) * 32; break;
    case 2: at = r % (ub_bytes / 4 + 1) * 4; break;
    default: at = (r % 8) * 512; break;
  }
  return at > ub_bytes ? ub_bytes : at;
}

struct Verdict {
  const char* api;
  Outcome library;
  Outcome reference;
  // A FATAL the library may raise where the reference reads less, e.g. the
  // library checks a whole vector or pattern word the reference reads byte
  // by byte (see the fuzzer for the rule).
  bool fatal_permitted = false;
  std::string library_message;
  std::string reference_message;

  [[noreturn]] void Fail(const char* what) const {
    std::fprintf(stderr, "%s: %s\n  library: %s\n  reference: %s\n", api, what, library_message.c_str(),
                 reference_message.c_str());
    std::abort();
  }
  // `original` is the UB before the call, `expected` the reference's image,
  // `actual` the live UB.
  void Apply(const uint8_t* original, const uint8_t* expected, const uint8_t* actual, size_t n) const {
    if (library != Outcome::kNone) {
      if (library == Outcome::kFatal && reference != Outcome::kFatal && !fatal_permitted)
        Fail("FATAL raised where the reference stays inside UB");
      RequireSame("UB after a raised error (must be untouched)", original, actual, n);
      return;
    }
    if (reference == Outcome::kFatal) Fail("missing FATAL: the reference left the UB arena");
    if (reference == Outcome::kError) Fail("the reference raised an error");
    RequireSame("UB", expected, actual, n);
  }
};

// Fills the UB with bytes derived from `seed`: every call sees different
// data without spending fuzzer input on it.
inline void FillUb(uint8_t* ub, size_t n, uint64_t seed) {
  uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
  for (size_t i = 0; i < n; i += 8) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    std::memcpy(ub + i, &x, n - i < 8 ? n - i : 8);
  }
}

// A tensor over the rest of the current core's UB from `address`.
template <typename T>
AscendC::LocalTensor<T> TensorFrom(uint32_t address) {
  auto& core = ascendc_host::runtime::CurrentCore();
  return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + address),
                                         (core.ub_bytes - address) / sizeof(T), AscendC::TPosition::VECCALC, 0, 0);
}

// The frame of a fuzzer that lets cross-check mode judge each call: checked
// mode from the input, cross-check mode on, a fresh default core, a SIMD
// target from the input; the target override is dropped at the end.
class CrossCheckedInput {
 public:
  explicit CrossCheckedInput(Input& in) : checked_(in.Bool()), verify_(true) {
    ascendc_host::SetWarningsPrinted(false);
    ascendc_host::runtime::ResetDefaultCore();
    ForceTarget(in);
  }
  ~CrossCheckedInput() { ascendc_host::target::Force(0); }

 private:
  ascendc_host::ScopedCheckedMode checked_;
  ascendc_host::ScopedVerifyMode verify_;
};

// Runs `body`: FATAL and ERROR are answers; a difference from the reference
// (cross-check mode's error) is a finding and aborts.
template <typename Body>
void AbortOnReferenceDifference(Body&& body) {
  try {
    body();
  } catch (const ascendc_host::Error& e) {
    if (std::strstr(e.what(), "differs from the scalar reference") != nullptr) {
      std::fprintf(stderr, "%s\n", e.what());
      std::abort();
    }
  }
}

}  // namespace fuzz

#endif  // ASCENDC_HOST_FUZZ_UB_ORACLE_H_
