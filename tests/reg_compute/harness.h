// Test support of the Reg compute operations (tests/reg_compute/, compiled
// once per instruction set): random register contents with the values that
// matter, random predicates, the reference call of an operation built from
// the test's own inputs, and bit-for-bit comparison of every output.
#ifndef ASCENDC_HOST_TESTS_REG_COMPUTE_HARNESS_H_
#define ASCENDC_HOST_TESTS_REG_COMPUTE_HARNESS_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>

#include "kernel_operator.h"
#include "reference/numerics.h"
#include "reference/reg_compute.h"
#include "support/reg_helpers.h"

namespace ascendc_host {
namespace testing {
namespace reg_compute {

using AscendC::Reg::MaskReg;
using AscendC::Reg::RegTensor;
using AscendC::Reg::RegTraitNumOne;
using AscendC::Reg::RegTraitNumTwo;

template <typename T>
constexpr DType TypeOf() {
  return AscendC::Reg::compute::TypeOf<T>();
}

inline uint16_t HalfBits(float f) { return reference::FloatToHalf(f, false); }

// One element's bits: extremes, zeros, infinities, NaNs, subnormals, small
// integers and random values, so every rule of SPEC 8.2 is exercised.
template <typename T>
uint64_t RandomBits(std::mt19937_64& rng) {
  const uint64_t r = rng();
  const uint32_t pick = static_cast<uint32_t>(r % 16);
  if constexpr (std::is_same_v<T, float>) {
    static const uint32_t kSpecial[] = {0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u,
                                        0xFFC12345u, 0x7F800001u, 0x00000001u, 0x807FFFFFu, 0x00800000u,
                                        0x7F7FFFFFu, 0xFF7FFFFFu, 0x3F800000u, 0xBF800000u};
    if (pick < 3) return kSpecial[(r >> 8) % 14];
    if (pick < 6) return static_cast<uint32_t>(r >> 16);  // any bits
    // Moderate values: results stay finite and normal most of the time.
    std::uniform_real_distribution<float> d(-1000.0f, 1000.0f);
    return reference::BitsFromFloat(pick < 10 ? d(rng) : d(rng) / 997.0f);
  } else if constexpr (std::is_same_v<T, half> || std::is_same_v<T, bfloat16_t>) {
    const bool is_half = std::is_same_v<T, half>;
    static const uint16_t kHalf[] = {0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0xFE01, 0x7C01, 0x0001,
                                     0x83FF, 0x0400, 0x7BFF, 0xFBFF, 0x3C00, 0xBC00};
    static const uint16_t kBf16[] = {0x0000, 0x8000, 0x7F80, 0xFF80, 0x7FC0, 0xFFC1, 0x7F81, 0x0001,
                                     0x807F, 0x0080, 0x7F7F, 0xFF7F, 0x3F80, 0xBF80};
    if (pick < 3) return is_half ? kHalf[(r >> 8) % 14] : kBf16[(r >> 8) % 14];
    if (pick < 6) return static_cast<uint16_t>(r >> 16);
    std::uniform_real_distribution<float> d(-300.0f, 300.0f);
    const float f = pick < 10 ? d(rng) : d(rng) / 97.0f;
    return is_half ? reference::FloatToHalf(f, false) : reference::FloatToBf16(f, false);
  } else if constexpr (std::is_same_v<T, bool>) {
    return r & 1u;  // a bool object holds 0 or 1
  } else {
    using L = T;
    const L kSpecial[] = {std::numeric_limits<L>::min(), std::numeric_limits<L>::max(), L(0), L(1), L(-1),
                          static_cast<L>(std::numeric_limits<L>::min() + 1), static_cast<L>(std::numeric_limits<L>::max() - 1)};
    L v;
    if (pick < 5) v = kSpecial[(r >> 8) % 7];
    else if (pick < 9) v = static_cast<L>(static_cast<int64_t>((r >> 8) % 64) - 32);
    else v = static_cast<L>(r >> 3);
    uint64_t bits = 0;
    std::memcpy(&bits, &v, sizeof(L));
    return bits;
  }
}

template <typename T, const AscendC::Reg::RegTrait& trait>
void FillRandom(RegTensor<T, trait>& reg, std::mt19937_64& rng) {
  using U = RegTensor<T, trait>;
  for (uint32_t k = 0; k < U::kElements; ++k) {
    const uint64_t bits = RandomBits<T>(rng);
    T v;
    std::memcpy(&v, &bits, sizeof(T));
    reg.SetElement(k, v);
  }
}

// A predicate by round: all, none, a prefix, noise, or a generator's.
template <typename T, const AscendC::Reg::RegTrait& trait = RegTraitNumOne>
MaskReg RandomPredicate(std::mt19937_64& rng, uint32_t round) {
  if (round % 7 == 5) {
    uint32_t n = static_cast<uint32_t>(rng() % 300);
    return AscendC::Reg::UpdateMask<T, trait>(n);
  }
  if (round % 7 == 6) return AscendC::Reg::CreateMask<T, AscendC::Reg::MaskPattern::M3, trait>();
  return RandomMask(rng, round);
}

template <typename U>
void CopyIn(uint8_t (&out)[2][256], const U& r) {
  std::memcpy(out[0], r.reg[0], 256);
  if constexpr (U::REG_NUM == 2) std::memcpy(out[1], r.reg[1], 256);
}
inline void CopyIn(uint64_t (&out)[4], const MaskReg& m) { std::memcpy(out, m.words, 32); }

// The reference call with the parts every operation has.
template <typename E, int kRegNum = 1>
RegComputeCall CallOf(RegOp op, bool merging = false) {
  RegComputeCall c;
  c.op = op;
  c.type = c.dst_type = TypeOf<E>();
  c.reg_num = kRegNum;
  c.merging = merging;
  c.numeric = detail::CurrentNumericMode(runtime::CurrentCore());
  c.spr_ar = runtime::CurrentCore().spr_ar;
  return c;
}

inline std::string Hex(const uint8_t* p, uint32_t n) {
  std::ostringstream s;
  s << "0x" << std::hex;
  for (uint32_t i = n; i-- > 0;) s << ((p[i] >> 4) & 15) << (p[i] & 15);
  return s.str();
}

// Register image `got` equals `want` (element bytes `bytes`; RegTraitNumTwo
// images compared per half). `ulp` > 0: floating lanes may differ by that
// many units in the last place.
inline ::testing::AssertionResult SameRegister(const uint8_t (&got)[2][256], const uint8_t (&want)[2][256],
                                               uint32_t bytes, int reg_num, uint32_t ulp = 0) {
  for (int r = 0; r < reg_num; ++r) {
    const uint32_t b = reg_num == 2 ? 4 : bytes;
    for (uint32_t at = 0; at < 256; at += b) {
      if (std::memcmp(got[r] + at, want[r] + at, b) == 0) continue;
      if (ulp != 0) {
        int64_t g = 0, w = 0;
        std::memcpy(&g, got[r] + at, b);
        std::memcpy(&w, want[r] + at, b);
        const int64_t sign = int64_t{1} << (8 * b - 1), magnitude = sign - 1;
        const int64_t inf = b == 2 ? 0x7C00 : 0x7F800000;
        auto key = [&](int64_t x) { return (x & sign) ? -(x & magnitude) : (x & magnitude); };
        const bool nan = (g & magnitude) > inf || (w & magnitude) > inf;
        const int64_t d = key(g) - key(w);
        if (!nan && (d < 0 ? -d : d) <= static_cast<int64_t>(ulp)) continue;
      }
      return ::testing::AssertionFailure() << "register " << r << " lane " << at / b << ": " << Hex(got[r] + at, b)
                                           << " (SIMD) vs " << Hex(want[r] + at, b) << " (reference)";
    }
  }
  return ::testing::AssertionSuccess();
}
inline ::testing::AssertionResult SameMask(const MaskReg& got, const uint64_t (&want)[4]) {
  for (int w = 0; w < 4; ++w)
    if (got.words[w] != want[w])
      return ::testing::AssertionFailure() << "predicate word " << w << ": 0x" << std::hex << got.words[w]
                                           << " (SIMD) vs 0x" << want[w] << " (reference)";
  return ::testing::AssertionSuccess();
}

template <typename U>
::testing::AssertionResult SameAsReference(const U& got, const RegComputeResult& want, int dst = 0, uint32_t ulp = 0) {
  uint8_t image[2][256] = {};
  CopyIn(image, got);
  return SameRegister(image, want.reg[dst], sizeof(typename U::ActualT), U::REG_NUM, ulp);
}

// Restores the core's CTRL register (numeric modes) after a test.
class ScopedCtrl {
 public:
  ScopedCtrl() : saved_(runtime::CurrentCore().ctrl) {}
  ~ScopedCtrl() { runtime::CurrentCore().ctrl = saved_; }
  void Set(int bit, bool on) {
    auto& ctrl = runtime::CurrentCore().ctrl;
    ctrl = on ? ctrl | (1ull << bit) : ctrl & ~(1ull << bit);
  }

 private:
  uint64_t saved_;
};

// --- Operation checks ---------------------------------------------------------

template <typename T, const AscendC::Reg::RegTrait* kTrait = &RegTraitNumOne>
struct Case {
  using E = T;
  static constexpr const AscendC::Reg::RegTrait& trait = *kTrait;
  using U = RegTensor<T, *kTrait>;
};

template <typename... Cases, typename F>
void ForEach(F&& f) {
  (f(Cases{}), ...);
}

// Runs `run(dst, src0, src1, mask, scalar)` and the reference for
// operation `op` on random inputs; `scalar` is a random value of the type.
template <typename C, typename Run>
void CheckOp(RegOp op, bool merging, Run&& run, bool uses_scalar = false, bool ftz = false, uint32_t rounds = 200) {
  using U = typename C::U;
  using E = typename C::E;
  std::mt19937_64 rng(static_cast<uint64_t>(op) * 977 + static_cast<uint64_t>(TypeOf<E>()) * 31 + U::REG_NUM);
  for (uint32_t round = 0; round < rounds; ++round) {
    U a, b, d;
    FillRandom(a, rng);
    FillRandom(b, rng);
    FillRandom(d, rng);
    const MaskReg mask = RandomPredicate<E, C::trait>(rng, round);
    const uint64_t scalar_bits = uses_scalar ? RandomBits<E>(rng) : 0;
    E scalar{};
    std::memcpy(&scalar, &scalar_bits, sizeof(E));

    RegComputeCall call = CallOf<E, U::REG_NUM>(op, merging);
    CopyIn(call.reg[0], a);
    CopyIn(call.reg[1], b);
    CopyIn(call.reg[2], d);
    CopyIn(call.mask[0], mask);
    call.scalar = scalar_bits;
    call.flush_subnormals = ftz;
    const RegComputeResult want = reference::reg::Compute(call);

    U out = d;
    MaskReg m = mask;
    run(out, a, b, m, scalar);
    ASSERT_TRUE(SameAsReference(out, want)) << RegOpName(op) << " " << DTypeName(TypeOf<E>()) << " REG_NUM "
                                            << U::REG_NUM << (merging ? " MERGING" : "") << " round " << round;

    if (round % 3 == 0) {
      // The destination is the first source.
      U x = a;
      RegComputeCall alias = call;
      CopyIn(alias.reg[2], a);
      const RegComputeResult want_alias = reference::reg::Compute(alias);
      run(x, x, b, m, scalar);
      ASSERT_TRUE(SameAsReference(x, want_alias)) << RegOpName(op) << " dst == src0, round " << round;
    }
  }
}

// Every type case of `Cases` with both merge modes where `merging_too`.
template <bool kMergingToo, typename... Cases, typename Run>
void CheckTypes(RegOp op, Run&& run, bool uses_scalar = false) {
  ForEach<Cases...>([&](auto c) {
    using C = decltype(c);
    CheckOp<C>(op, false, [&](auto&... args) { run.template operator()<C, false>(args...); }, uses_scalar);
    if constexpr (kMergingToo)
      CheckOp<C>(op, true, [&](auto&... args) { run.template operator()<C, true>(args...); }, uses_scalar);
  });
}

#define ALL_TYPES                                                                                                 \
  Case<int8_t>, Case<uint8_t>, Case<int16_t>, Case<uint16_t>, Case<half>, Case<bfloat16_t>, Case<int32_t>,        \
      Case<uint32_t>, Case<float>, Case<int64_t>, Case<uint64_t>, Case<int64_t, &RegTraitNumTwo>,                 \
      Case<uint64_t, &RegTraitNumTwo>
#define WIDE_TYPES                                                                                                \
  Case<int16_t>, Case<uint16_t>, Case<half>, Case<bfloat16_t>, Case<int32_t>, Case<uint32_t>, Case<float>,        \
      Case<int64_t>, Case<uint64_t>, Case<int64_t, &RegTraitNumTwo>, Case<uint64_t, &RegTraitNumTwo>

inline constexpr AscendC::Reg::MaskMergeMode Mode(bool merging) { return merging ? AscendC::Reg::MaskMergeMode::MERGING : AscendC::Reg::MaskMergeMode::ZEROING; }

// A generic op call: struct with a templated call operator, so the type
// case and merge mode reach the surface's template arguments.
#define BINARY_OP(name)                                                                       \
  struct name##Op {                                                                                    \
    template <typename C, bool kMerging, typename U, typename S>                             \
    void operator()(U& d, U& a, U& b, MaskReg& m, S&) const {                                 \
      name<typename C::E, Mode(kMerging)>(d, a, b, m);                                        \
    }                                                                                         \
  };
#define UNARY_OP(name)                                                                        \
  struct name##Op {                                                                                    \
    template <typename C, bool kMerging, typename U, typename S>                             \
    void operator()(U& d, U& a, U&, MaskReg& m, S&) const {                                   \
      name<typename C::E, Mode(kMerging)>(d, a, m);                                           \
    }                                                                                         \
  };
#define SCALAR_OP(name)                                                                       \
  struct name##Op {                                                                                    \
    template <typename C, bool kMerging, typename U, typename S>                             \
    void operator()(U& d, U& a, U&, MaskReg& m, S& s) const {                                 \
      name<typename C::E, S, Mode(kMerging)>(d, a, s, m);                                     \
    }                                                                                         \
  };

}  // namespace reg_compute
}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_REG_COMPUTE_HARNESS_H_
