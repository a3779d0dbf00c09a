// What the Reg compute operations (SPEC 14) share beyond reg/lanes.h: how a
// RegTensor of each element type is seen as computation lanes (Repr), the
// lane-wise executors, the numeric mode of the call, the type checks, and
// the cross-check hook.
//
// A Repr walks a register in groups of one native vector:
//   NativeRepr      b8..b64 RegTraitNumOne and float: the lanes as stored;
//   Float16Repr     half, bfloat16: computed in float lanes, rounded once
//                   on the way back (SPEC 14.1);
//   SplitB64Repr    b64 RegTraitNumTwo: low words in reg[0], high words in
//                   reg[1] (SPEC 0.5), joined into 64-bit lanes.
// Every executor reads group g of all sources before writing group g of the
// destination, so a destination may be one of the sources.
#ifndef ASCENDC_HOST_ASCENDC_REG_COMPUTE_COMMON_H_
#define ASCENDC_HOST_ASCENDC_REG_COMPUTE_COMMON_H_

#include <cstdint>
#include <cstring>
#include <memory>
#include <type_traits>

#include "ascendc_host/ascendc/reg/lanes.h"
#include "ascendc_host/ascendc/reg/load_store.h"
#include "ascendc_host/ascendc/reg/values.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/runtime/reg_compute.h"
#include "ascendc_host/verify/reg_compute.h"

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"

namespace AscendC {
namespace Reg {
namespace compute {

namespace rl = ascendc_host::reg_lanes;
using ascendc_host::DType;
using ascendc_host::NumericMode;
using ascendc_host::RegComputeCall;
using ascendc_host::RegComputeResult;
using ascendc_host::RegOp;
using ascendc_host::detail::kOneOf;

template <typename T>
constexpr DType TypeOf() {
  if constexpr (std::is_same_v<T, bool>) return DType::kU8;
  else return ascendc_host::detail::DTypeOf<T>();
}

// A type list of a page's "数据类型" section (for the static_asserts).
template <typename E, typename... Allowed>
inline constexpr bool kTypeIn = kOneOf<E, Allowed...>;

template <typename T>
inline constexpr bool kIsFloat16 = std::is_same_v<T, half> || std::is_same_v<T, bfloat16_t>;
template <typename T>
inline constexpr bool kIsFloating = kIsFloat16<T> || std::is_same_v<T, float>;

// The lane type of a register as bits (bit operations, selects, moves).
template <typename T>
using BitLane = rl::UintOf<sizeof(T)>;

// --- Representations ---------------------------------------------------------

template <typename T>
struct NativeRepr {
  using Lane = std::conditional_t<std::is_same_v<T, bool>, uint8_t, T>;
  using Value = rl::Vec<Lane>;
  using Mask = rl::Pred<sizeof(T)>;
  static constexpr uint32_t kGroups = rl::kChunks;
  static constexpr uint32_t kPredicateBytes = sizeof(T);  // lane width the predicate is read at

  template <typename U>
  static ASCENDC_HOST_HOT_INLINE Value Load(const U& r, uint32_t g) {
    return rl::LoadBytes<Value>(r.reg[0], g * rl::kChunkBytes);
  }
  static ASCENDC_HOST_HOT_INLINE Mask Active(const MaskReg& m, uint32_t g) {
    return rl::Active<sizeof(T)>(m, g * rl::kChunkBytes);
  }
  // `active` null: every lane is written.
  template <typename U>
  static ASCENDC_HOST_HOT_INLINE void Store(U& r, uint32_t g, const Value& v, const Mask* active, bool merging,
                                            const NumericMode&) {
    // Float results carry no NaN payload (SPEC 8.2).
    Value out = v;
    if constexpr (std::is_same_v<Lane, float>) out = rl::CanonicalNaN(v);
    if (active == nullptr) {
      rl::StoreBytes(r.reg[0], g * rl::kChunkBytes, out);
      return;
    }
    const Value old = merging ? Load(r, g) : Value{};
    rl::StoreBytes(r.reg[0], g * rl::kChunkBytes, rl::Blend(*active, out, old));
  }
  static ASCENDC_HOST_HOT_INLINE void StorePredicate(MaskReg& m, uint32_t g, const Mask& p) {
    rl::PredicateBits<sizeof(T)>(m, g * rl::kChunkBytes, p);
  }
};

// Lanes wider than stored: a group is half a chunk of the stored lanes,
// widened to a chunk of Lane (Float16Repr, SplitB64Repr).
template <typename LaneT, uint32_t kStoredBytes>
struct WidenedGroups {
  static constexpr uint32_t kHalfChunk = rl::kChunkBytes / 2;
  static constexpr uint32_t kGroups = 2 * rl::kChunks;
  static constexpr uint32_t kPredicateBytes = kStoredBytes;  // the stored lane width (b64 RegTraitNumTwo: b32)
  using Lane = LaneT;
  using Value = rl::Vec<LaneT>;
  using Mask = rl::Pred<sizeof(LaneT)>;
  using Stored = rl::Vec<rl::UintOf<kStoredBytes>, kHalfChunk>;
  using StoredMask = rl::Pred<kStoredBytes, kHalfChunk>;

  // The stored lanes at `offset` of `image`: `bits` where active, else the
  // old ones (MERGING) or 0.
  static ASCENDC_HOST_HOT_INLINE void Put(uint8_t* image, uint32_t offset, const Stored& bits, const Mask* active,
                                          bool merging) {
    if (active == nullptr) {
      rl::StoreBytes(image, offset, bits);
      return;
    }
    const Stored old = merging ? rl::LoadBytes<Stored>(image, offset) : Stored{};
    rl::StoreBytes(image, offset, rl::Blend(__builtin_convertvector(*active, StoredMask), bits, old));
  }
  static ASCENDC_HOST_HOT_INLINE void StorePredicate(MaskReg& m, uint32_t g, const Mask& p) {
    rl::PredicateBits<kStoredBytes, kHalfChunk>(m, g * kHalfChunk, __builtin_convertvector(p, StoredMask));
  }
};

template <typename T>
struct Float16Repr : WidenedGroups<float, 2> {
  using Bits = Stored;

  template <typename U>
  static ASCENDC_HOST_HOT_INLINE Bits LoadBits(const U& r, uint32_t g) {
    return rl::LoadBytes<Bits>(r.reg[0], g * kHalfChunk);
  }
  template <typename U>
  static ASCENDC_HOST_HOT_INLINE Value Load(const U& r, uint32_t g) {
    if constexpr (std::is_same_v<T, half>) return rl::HalfToFloat(LoadBits(r, g));
    else return rl::Bf16ToFloat(LoadBits(r, g));
  }
  static ASCENDC_HOST_HOT_INLINE rl::Pred<2, kHalfChunk> Active16(const MaskReg& m, uint32_t g) {
    return rl::Active<2, kHalfChunk>(m, g * kHalfChunk);
  }
  static ASCENDC_HOST_HOT_INLINE Mask Active(const MaskReg& m, uint32_t g) {
    return __builtin_convertvector(Active16(m, g), Mask);
  }
  static ASCENDC_HOST_HOT_INLINE Bits Round(const Value& v, const NumericMode& n) {
    if constexpr (std::is_same_v<T, half>) return rl::FloatToHalf(v, n.half_saturating);
    else return rl::FloatToBf16(v, n.bf16_saturating);
  }
  template <typename U>
  static ASCENDC_HOST_HOT_INLINE void Store(U& r, uint32_t g, const Value& v, const Mask* active, bool merging,
                                            const NumericMode& n) {
    Put(r.reg[0], g * kHalfChunk, Round(v, n), active, merging);
  }
};

template <typename T>
struct SplitB64Repr : WidenedGroups<T, 4> {
  using Base = WidenedGroups<T, 4>;
  using typename Base::Mask;
  using typename Base::Value;
  using Word = typename Base::Stored;
  using Base::kHalfChunk;

  template <typename U>
  static ASCENDC_HOST_HOT_INLINE Value Load(const U& r, uint32_t g) {
    using V64 = rl::Vec<uint64_t>;
    const V64 lo = __builtin_convertvector(rl::LoadBytes<Word>(r.reg[0], g * kHalfChunk), V64);
    const V64 hi = __builtin_convertvector(rl::LoadBytes<Word>(r.reg[1], g * kHalfChunk), V64);
    return rl::BitCast<Value>(lo | (hi << 32));
  }
  static ASCENDC_HOST_HOT_INLINE rl::Pred<4, kHalfChunk> Active32(const MaskReg& m, uint32_t g) {
    return rl::Active<4, kHalfChunk>(m, g * kHalfChunk);
  }
  static ASCENDC_HOST_HOT_INLINE Mask Active(const MaskReg& m, uint32_t g) {
    return __builtin_convertvector(Active32(m, g), Mask);
  }
  template <typename U>
  static ASCENDC_HOST_HOT_INLINE void Store(U& r, uint32_t g, const Value& v, const Mask* active, bool merging,
                                            const NumericMode&) {
    const rl::Vec<uint64_t> u = rl::BitCast<rl::Vec<uint64_t>>(v);
    Base::Put(r.reg[0], g * kHalfChunk, __builtin_convertvector(u, Word), active, merging);
    Base::Put(r.reg[1], g * kHalfChunk, __builtin_convertvector(u >> 32, Word), active, merging);
  }
};

template <typename U>
using Repr = std::conditional_t<U::REG_NUM == 2, SplitB64Repr<typename U::ActualT>,
                                std::conditional_t<kIsFloat16<typename U::ActualT>, Float16Repr<typename U::ActualT>,
                                                   NativeRepr<typename U::ActualT>>>;
// The bits of a register (moves, selects, bit operations): 16-bit floats
// as their bits.
template <typename U>
using BitRepr = std::conditional_t<U::REG_NUM == 2, SplitB64Repr<uint64_t>, NativeRepr<BitLane<typename U::ActualT>>>;

// --- Numerics -------------------------------------------------------------------

ASCENDC_HOST_HOT_INLINE NumericMode CallNumerics() {
  return ascendc_host::detail::CurrentNumericMode(ascendc_host::runtime::CurrentCore());
}

// Wrapping integer arithmetic (signed overflow is defined: done unsigned).
template <typename V>
ASCENDC_HOST_HOT_INLINE V WrapAdd(const V& a, const V& b) {
  using Lane = std::remove_cv_t<std::remove_reference_t<decltype(a[0])>>;
  if constexpr (std::is_floating_point_v<Lane>) {
    return a + b;
  } else {
    using UV = rl::Vec<rl::UintOf<sizeof(Lane)>, sizeof(V)>;
    return rl::BitCast<V>(rl::BitCast<UV>(a) + rl::BitCast<UV>(b));
  }
}
template <typename V>
ASCENDC_HOST_HOT_INLINE V WrapSub(const V& a, const V& b) {
  using Lane = std::remove_cv_t<std::remove_reference_t<decltype(a[0])>>;
  if constexpr (std::is_floating_point_v<Lane>) {
    return a - b;
  } else {
    using UV = rl::Vec<rl::UintOf<sizeof(Lane)>, sizeof(V)>;
    return rl::BitCast<V>(rl::BitCast<UV>(a) - rl::BitCast<UV>(b));
  }
}
template <typename V>
ASCENDC_HOST_HOT_INLINE V WrapMul(const V& a, const V& b) {
  using Lane = std::remove_cv_t<std::remove_reference_t<decltype(a[0])>>;
  if constexpr (std::is_floating_point_v<Lane>) {
    return a * b;
  } else {
    using UV = rl::Vec<rl::UintOf<sizeof(Lane)>, sizeof(V)>;
    return rl::BitCast<V>(rl::BitCast<UV>(a) * rl::BitCast<UV>(b));
  }
}

// Saturating integer add / sub (CTRL[53] = 1); floating lanes as they are.
template <bool kAdd, typename V>
ASCENDC_HOST_HOT_INLINE V SaturatingAddSub(const V& a, const V& b) {
  using Lane = std::remove_cv_t<std::remove_reference_t<decltype(a[0])>>;
  const V r = kAdd ? WrapAdd(a, b) : WrapSub(a, b);
  if constexpr (std::is_floating_point_v<Lane>) {
    return r;
  } else if constexpr (std::is_signed_v<Lane>) {
    // Overflow: the operands' signs allowed it and the result's differs.
    const V same_sign = kAdd ? ~(a ^ b) : (a ^ b);
    const V overflow = (same_sign & (a ^ r)) >> (8 * sizeof(Lane) - 1);  // all ones where it overflowed
    const V limit = (a >> (8 * sizeof(Lane) - 1)) ^ std::numeric_limits<Lane>::max();  // MIN if a < 0, else MAX
    return rl::Blend(overflow, limit, r);
  } else if constexpr (kAdd) {
    return r < a ? rl::Splat<V>(std::numeric_limits<Lane>::max()) : r;
  } else {
    return a < b ? V{} : r;
  }
}
template <typename V>
ASCENDC_HOST_HOT_INLINE V SaturatingAdd(const V& a, const V& b) { return SaturatingAddSub<true>(a, b); }
template <typename V>
ASCENDC_HOST_HOT_INLINE V SaturatingSub(const V& a, const V& b) { return SaturatingAddSub<false>(a, b); }

// Max / Min of float lanes (SPEC 8.2): NaN if either is NaN, +0 above -0.
template <typename V>
ASCENDC_HOST_HOT_INLINE V FloatMax(const V& a, const V& b, bool max) {
  using UV = rl::Vec<uint32_t, sizeof(V)>;
  const V larger = max ? (a > b ? a : b) : (a < b ? a : b);
  // Equal values: only +-0 differ in bits; OR of the bits is -0 if either
  // is (Min), AND is -0 only if both are (Max).
  const UV ua = rl::BitCast<UV>(a), ub = rl::BitCast<UV>(b);
  const V tied = rl::BitCast<V>(max ? (ua & ub) : (ua | ub));
  V r = a == b ? tied : larger;
  return ((a != a) | (b != b)) ? rl::BitCast<V>(rl::Splat<UV>(0x7FC00000u)) : r;
}

// --- Executors ---------------------------------------------------------------

// dst = f(sources...) lane by lane; inactive lanes zero or kept (MERGING).
template <typename R, typename U, typename F, typename... Src>
ASCENDC_HOST_HOT_INLINE void MapLanes(U& dst, const MaskReg& mask, bool merging, const NumericMode& n, F&& f,
                                      const Src&... src) {
  if (rl::AllActive<R::kPredicateBytes>(mask)) {
    for (uint32_t g = 0; g < R::kGroups; ++g) R::Store(dst, g, f(R::Load(src, g)...), nullptr, merging, n);
  } else {
    for (uint32_t g = 0; g < R::kGroups; ++g) {
      const typename R::Mask active = R::Active(mask, g);
      R::Store(dst, g, f(R::Load(src, g)...), &active, merging, n);
    }
  }
}

// Every lane written (no mask).
template <typename R, typename U, typename F, typename... Src>
ASCENDC_HOST_HOT_INLINE void MapAllLanes(U& dst, F&& f, const Src&... src) {
  const NumericMode n = std::is_same_v<R, Float16Repr<typename U::ActualT>> ? CallNumerics() : NumericMode{};
  for (uint32_t g = 0; g < R::kGroups; ++g) R::Store(dst, g, f(R::Load(src, g)...), nullptr, false, n);
}

// dst predicate = f(sources...) on the active lanes (inactive lanes false).
template <typename R, typename F, typename... Src>
ASCENDC_HOST_HOT_INLINE void MapToPredicate(MaskReg& dst, const MaskReg& mask, F&& f, const Src&... src) {
  MaskReg out;
  if (rl::AllActive<R::kPredicateBytes>(mask)) {
    for (uint32_t g = 0; g < R::kGroups; ++g) R::StorePredicate(out, g, f(R::Load(src, g)...));
  } else {
    for (uint32_t g = 0; g < R::kGroups; ++g) R::StorePredicate(out, g, f(R::Load(src, g)...) & R::Active(mask, g));
  }
  dst = out;
}

// --- Type checks -------------------------------------------------------------------

template <typename T, typename U>
constexpr void CheckRegister() {
  static_assert(kIsRegTensor<U>, "the register operands must be RegTensors");
  static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, typename U::ActualT>,
                "T must equal the RegTensor's element type (U::ActualT)");
}

// The scalar argument as the element type (SPEC 8.3: any arithmetic type,
// half or bfloat16_t, converted first).
template <typename E, typename S>
ASCENDC_HOST_HOT_INLINE E ScalarAs(const S& s) {
  static_assert(std::is_arithmetic_v<S> || std::is_same_v<S, half> || std::is_same_v<S, bfloat16_t>,
                "the scalar operand must be an arithmetic type, half or bfloat16_t");
  if constexpr (std::is_same_v<S, E>) return s;
  else if constexpr (kIsFloat16<S>) return static_cast<E>(static_cast<float>(s));
  else return static_cast<E>(s);
}
template <typename E>
ASCENDC_HOST_HOT_INLINE uint64_t BitsOf(const E& v) {
  uint64_t bits = 0;
  std::memcpy(&bits, &v, sizeof(E));
  return bits;
}
// The scalar as a computation lane of representation R.
template <typename R, typename E>
ASCENDC_HOST_HOT_INLINE typename R::Lane LaneOf(const E& v) {
  if constexpr (kIsFloat16<E>) return static_cast<float>(v);
  else return static_cast<typename R::Lane>(v);
}

// The scalar operand converted to E, in every lane of representation R;
// its bits (as E) go to *bits for the cross-check.
template <typename R, typename E, typename S>
ASCENDC_HOST_HOT_INLINE typename R::Value ScalarLanes(const S& scalar, uint64_t* bits) {
  const E value = ScalarAs<E>(scalar);
  *bits = BitsOf(value);
  return rl::Splat<typename R::Value>(LaneOf<R>(value));
}

// --- Cross-check mode (SPEC 14.1) ------------------------------------------------

template <typename U>
ASCENDC_HOST_HOT_INLINE void CopyRegister(uint8_t (&out)[2][256], const U& r) {
  std::memcpy(out[0], r.reg[0], 256);
  if constexpr (U::REG_NUM == 2) std::memcpy(out[1], r.reg[1], 256);
}
template <typename U>
ASCENDC_HOST_HOT_INLINE void CopyRegister(U& r, const uint8_t (&in)[2][256]) {
  std::memcpy(r.reg[0], in[0], 256);
  if constexpr (U::REG_NUM == 2) std::memcpy(r.reg[1], in[1], 256);
}
ASCENDC_HOST_HOT_INLINE void CopyMask(uint64_t (&out)[4], const MaskReg& m) { std::memcpy(out, m.words, 32); }

// The call's description with the parts every operation has.
template <typename E, int kRegNum>
inline std::unique_ptr<RegComputeCall> Describe(RegOp op, bool merging = false) {
  auto call = std::make_unique<RegComputeCall>();
  call->op = op;
  call->type = call->dst_type = TypeOf<E>();
  call->reg_num = static_cast<uint8_t>(kRegNum);
  call->merging = merging;
  call->numeric = CallNumerics();
  call->spr_ar = ascendc_host::runtime::CurrentCore().spr_ar;
  return call;
}

// Cross-check mode's comparison, out of line and cold. It sees only the
// copies the description and the result hold, never a register: a
// RegTensor whose address reaches an out-of-line call lives in memory for
// the whole vector function (every operation a store and a reload), while
// one that is only read by the inlined copies below stays in machine
// registers.
__attribute__((noinline, cold)) inline void CompareWithReference(const RegComputeCall& call,
                                                                 RegComputeResult& result) {
  result.spr_ar = ascendc_host::runtime::CurrentCore().spr_ar;
  ascendc_host::verify::CheckRegCompute(call, result);
}

// Runs `run` (the operation); in cross-check mode first `describe` (fills
// the call from the inputs, before a destination that is also a source is
// overwritten), afterwards `collect` (the outputs), then the reference
// comparison. All three are inlined: only copies reach the comparison.
template <typename Describe, typename Run, typename Collect>
ASCENDC_HOST_HOT_INLINE void CrossChecked(Describe&& describe, Run&& run, Collect&& collect) {
  std::unique_ptr<RegComputeCall> call;
  if (__builtin_expect(ascendc_host::verify::Enabled(), 0)) call = describe();
  run();
  if (__builtin_expect(call != nullptr, 0)) {
    RegComputeResult result;
    collect(result);
    CompareWithReference(*call, result);
  }
}

}  // namespace compute
}  // namespace Reg
}  // namespace AscendC

#pragma GCC diagnostic pop

#endif  // ASCENDC_HOST_ASCENDC_REG_COMPUTE_COMMON_H_
