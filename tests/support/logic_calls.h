// Random calls of the logic family (docs/SPEC.md 8.4: And, Or, Ands, Ors,
// ShiftLeft, ShiftRight by a scalar or a tensor) and of the scalar-position
// arithmetic (8.5: the flexible Adds ... Divs, LeakyRelu) for the
// differential tests of both profiles, and the surface call each
// description names. A scalar given as a LocalTensor element is placed at
// the description's src1 address by the fill (FillWithScalarElement), so the
// reference, which reads scalar_bits, and the surface see the same value.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_LOGIC_CALLS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_LOGIC_CALLS_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>

#include "kernel_operator.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {

inline constexpr AscendC::BinaryConfig kScalarLeft = {0};
inline constexpr AscendC::BinaryConfig kScalarRight = {1};

// Whether a scalar-position call takes its scalar from a tensor element
// (at src1) or as an immediate: by turns, from the description.
inline bool ScalarFromTensor(const VectorCallDesc& c) { return (c.src1.address / 32) % 2 != 0; }

// Interesting data, with the scalar element written at src1 (scalar forms)
// and, for the tensor-count shifts, counts around the width at src1.
inline void FillForLogic(const VectorCallDesc& c, uint8_t* ub, uint32_t bytes, std::mt19937_64& rng) {
  FillInteresting(ub, bytes, c.type, rng);
  const uint32_t s = SizeOf(c.type);
  const bool tensor_counts = c.family == VectorCallDesc::Family::kLogic &&
                             (static_cast<LogicOp>(c.op) == LogicOp::kShiftLeftTensor ||
                              static_cast<LogicOp>(c.op) == LogicOp::kShiftRightTensor);
  if (tensor_counts) {
    const int width = static_cast<int>(8 * s);
    for (uint32_t i = c.src1.address; i + s <= bytes && i < c.src1.address + 64 * 1024; i += s) {
      const int64_t count = rng() % 8 == 0 ? -static_cast<int64_t>(rng() % (width + 3)) : static_cast<int64_t>(rng() % (width + 3));
      std::memcpy(ub + i, &count, s);
    }
  } else if (c.src1.address + s <= bytes) {
    std::memcpy(ub + c.src1.address, &c.scalar_bits, s);
  }
}

template <class Invoke>
::testing::AssertionResult LogicMatchesReference(const VectorCallDesc& c, std::mt19937_64& rng, Invoke&& invoke) {
  return MatchesReferenceOn(c, rng, invoke,
                            [&c](uint8_t* ub, uint32_t bytes, std::mt19937_64& r) { FillForLogic(c, ub, bytes, r); });
}

// A random logic call: shift counts mostly around the width (negative now
// and then), roundEn on Atlas A2/A3 only.
template <typename T>
VectorCallDesc RandomLogicCall(LogicOp op, std::mt19937_64& rng) {
  RandomCallOptions opt;
  const bool two_tensors = op == LogicOp::kAnd || op == LogicOp::kOr || op == LogicOp::kShiftLeftTensor ||
                           op == LogicOp::kShiftRightTensor;
  opt.sources = two_tensors ? 2 : 1;
  switch (op) {
    case LogicOp::kAnd:
    case LogicOp::kOr: opt.mask_forms = detail::LogicTypeSupported<LogicOp::kAnd, T>(true); break;
    case LogicOp::kAnds:
    case LogicOp::kOrs:
      opt.mask_forms = detail::LogicTypeSupported<LogicOp::kAnds, T>(true);
      opt.count_is_set_mask = true;
      break;
    case LogicOp::kShiftLeft:
    case LogicOp::kShiftRight:
      opt.mask_forms = detail::LogicTypeSupported<LogicOp::kShiftLeft, T>(true);
      opt.count_is_set_mask = true;
      break;
    default: opt.mask_forms = false; break;
  }
  VectorCallDesc c = RandomVectorCall(detail::DTypeOf<T>(), VectorCallDesc::Family::kLogic, static_cast<uint8_t>(op),
                                      opt, runtime::CurrentCore().ub_bytes, rng);
  if (!two_tensors) {
    // The scalar element's place (only read when ScalarFromTensor).
    c.src1.address = static_cast<uint32_t>(rng() % (runtime::CurrentCore().ub_bytes / 32)) * 32;
    c.scalar_bits = InterestingBits(c.type, rng);
    c.scalar_left = (op == LogicOp::kAnds || op == LogicOp::kOrs) && rng() % 2 == 0;
  }
  if (op == LogicOp::kShiftLeft || op == LogicOp::kShiftRight) {
    const int width = static_cast<int>(8 * sizeof(T));
    int64_t count = static_cast<int64_t>(rng() % (width + 3));
    if (std::is_signed_v<T> && rng() % 8 == 0) count = -count;
    if (rng() % 8 == 0) count = static_cast<int64_t>(InterestingBits(c.type, rng));
    c.scalar_bits = static_cast<uint64_t>(count) & (sizeof(T) == 8 ? ~0ull : (1ull << (8 * sizeof(T))) - 1);
    c.round_shift = op == LogicOp::kShiftRight && kProfile.profile == Profile::kPA2 && c.form != VectorCallDesc::Form::kCount &&
                    rng() % 2 == 0;
  }
  return c;
}

template <typename T>
void InvokeLogic(const VectorCallDesc& c) {
  using Form = VectorCallDesc::Form;
  const auto dst = OperandTensor<T>(c.dst), src0 = OperandTensor<T>(c.src0);
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  const auto op = static_cast<LogicOp>(c.op);
  const auto n = static_cast<int32_t>(c.count);
  const uint8_t r = static_cast<uint8_t>(c.repeat_time);
  const AscendC::BinaryRepeatParams bp(static_cast<uint8_t>(c.dst.block_stride), static_cast<uint8_t>(c.src0.block_stride),
                                       static_cast<uint8_t>(c.src1.block_stride), static_cast<uint8_t>(c.dst.repeat_stride),
                                       static_cast<uint8_t>(c.src0.repeat_stride), static_cast<uint8_t>(c.src1.repeat_stride));
  const AscendC::UnaryRepeatParams up(c.dst.block_stride, c.src0.block_stride, static_cast<uint8_t>(c.dst.repeat_stride),
                                      static_cast<uint8_t>(c.src0.repeat_stride));
  T scalar;
  std::memcpy(&scalar, &c.scalar_bits, sizeof(T));
  switch (op) {
    case LogicOp::kAnd:
    case LogicOp::kOr: {
      if constexpr (!detail::LogicTypeSupported<LogicOp::kAnd, T>(false)) return;
      const auto src1 = OperandTensor<T>(c.src1);
      const bool is_and = op == LogicOp::kAnd;
      if (c.form == Form::kCount) {
        if constexpr (detail::LogicTypeSupported<LogicOp::kAnd, T>(false))
          is_and ? AscendC::And(dst, src0, src1, n) : AscendC::Or(dst, src0, src1, n);
      } else if constexpr (detail::LogicTypeSupported<LogicOp::kAnd, T>(true)) {
        auto run = [&](auto m) {
          if (c.is_set_mask) is_and ? AscendC::And<T, true>(dst, src0, src1, m, r, bp) : AscendC::Or<T, true>(dst, src0, src1, m, r, bp);
          else is_and ? AscendC::And<T, false>(dst, src0, src1, m, r, bp) : AscendC::Or<T, false>(dst, src0, src1, m, r, bp);
        };
        if (c.form == Form::kBitwiseMask) run(static_cast<uint64_t*>(mask));
        else run(c.mask[0]);
      }
      return;
    }
    case LogicOp::kAnds:
    case LogicOp::kOrs:
      if constexpr (detail::LogicTypeSupported<LogicOp::kAnds, T>(false)) {
        const bool is_and = op == LogicOp::kAnds;
        const auto element = OperandTensor<T>(c.src1);
        // Name<BinaryDefaultType, isSetMask, config>(dst, x, y, args...), x or y the scalar.
        auto call = [&](auto set_mask, auto&&... args) {
          constexpr bool kSet = decltype(set_mask)::value;
          if (c.scalar_left) {
            if (ScalarFromTensor(c)) {
              is_and ? AscendC::Ands<AscendC::BinaryDefaultType, kSet, kScalarLeft>(dst, element, src0, args...)
                     : AscendC::Ors<AscendC::BinaryDefaultType, kSet, kScalarLeft>(dst, element, src0, args...);
            } else {
              is_and ? AscendC::Ands<AscendC::BinaryDefaultType, kSet>(dst, scalar, src0, args...)
                     : AscendC::Ors<AscendC::BinaryDefaultType, kSet>(dst, scalar, src0, args...);
            }
          } else if (ScalarFromTensor(c)) {
            is_and ? AscendC::Ands<AscendC::BinaryDefaultType, kSet>(dst, src0, element, args...)
                   : AscendC::Ors<AscendC::BinaryDefaultType, kSet>(dst, src0, element, args...);
          } else {
            is_and ? AscendC::Ands<AscendC::BinaryDefaultType, kSet, kScalarRight>(dst, src0, scalar, args...)
                   : AscendC::Ors<AscendC::BinaryDefaultType, kSet, kScalarRight>(dst, src0, scalar, args...);
          }
        };
        auto dispatch = [&](auto&&... args) {
          if (c.is_set_mask) call(std::true_type{}, args...);
          else call(std::false_type{}, args...);
        };
        if (c.form == Form::kCount) dispatch(n);
        else if constexpr (detail::LogicTypeSupported<LogicOp::kAnds, T>(true)) {
          if (c.form == Form::kBitwiseMask) dispatch(static_cast<const uint64_t*>(mask), r, up);
          else dispatch(c.mask[0], r, up);
        }
      }
      return;
    case LogicOp::kShiftLeft:
    case LogicOp::kShiftRight: {
      const bool left = op == LogicOp::kShiftLeft;
      if (c.form == Form::kCount) {
        // The deduced form and the TensorTrait form (U spelled out), by turns.
        if (ScalarFromTensor(c)) {
          if (c.is_set_mask) left ? AscendC::ShiftLeft<T, T, true>(dst, src0, scalar, n) : AscendC::ShiftRight<T, T, true>(dst, src0, scalar, n);
          else left ? AscendC::ShiftLeft<T, T, false>(dst, src0, scalar, n) : AscendC::ShiftRight<T, T, false>(dst, src0, scalar, n);
        } else {
          if (c.is_set_mask) left ? AscendC::ShiftLeft<T, true>(dst, src0, scalar, n) : AscendC::ShiftRight<T, true>(dst, src0, scalar, n);
          else left ? AscendC::ShiftLeft<T, false>(dst, src0, scalar, n) : AscendC::ShiftRight<T, false>(dst, src0, scalar, n);
        }
      } else if constexpr (detail::LogicTypeSupported<LogicOp::kShiftLeft, T>(true)) {
        auto run = [&](auto m) {
          if (left) {
            if (c.is_set_mask) AscendC::ShiftLeft<T, true>(dst, src0, scalar, m, r, up);
            else AscendC::ShiftLeft<T, false>(dst, src0, scalar, m, r, up);
          } else if (ScalarFromTensor(c)) {
            if (c.is_set_mask) AscendC::ShiftRight<T, T, true>(dst, src0, scalar, m, r, up, c.round_shift);
            else AscendC::ShiftRight<T, T, false>(dst, src0, scalar, m, r, up, c.round_shift);
          } else {
            if (c.is_set_mask) AscendC::ShiftRight<T, true>(dst, src0, scalar, m, r, up, c.round_shift);
            else AscendC::ShiftRight<T, false>(dst, src0, scalar, m, r, up, c.round_shift);
          }
        };
        if (c.form == Form::kBitwiseMask) run(static_cast<uint64_t*>(mask));
        else run(c.mask[0]);
      }
      return;
    }
    case LogicOp::kShiftLeftTensor:
    case LogicOp::kShiftRightTensor:
      if constexpr (detail::LogicTypeSupported<LogicOp::kShiftLeftTensor, T>(false)) {
        using C = std::make_signed_t<T>;
        const auto counts = OperandTensor<C>(c.src1);
        if (op == LogicOp::kShiftLeftTensor) AscendC::ShiftLeft(dst, src0, counts, n);
        else AscendC::ShiftRight(dst, src0, counts, n);
      }
      return;
  }
}

// --- Scalar-position arithmetic: the flexible Adds ... Divs, LeakyRelu ------

// A random call: the scalar on either side (LeakyRelu: right), its element
// place at src1.
template <typename T>
VectorCallDesc RandomScalarPositionCall(ScalarOp op, std::mt19937_64& rng) {
  RandomCallOptions opt;
  opt.sources = 1;
  opt.count_is_set_mask = true;
  switch (op) {
    case ScalarOp::kLeakyRelu: opt.mask_forms = true; break;
    case ScalarOp::kAdds: opt.mask_forms = detail::FlexibleTypeSupported<ScalarOp::kAdds, T>(true); break;
    case ScalarOp::kMuls: opt.mask_forms = detail::FlexibleTypeSupported<ScalarOp::kMuls, T>(true); break;
    case ScalarOp::kMaxs: opt.mask_forms = detail::FlexibleTypeSupported<ScalarOp::kMaxs, T>(true); break;
    case ScalarOp::kMins: opt.mask_forms = detail::FlexibleTypeSupported<ScalarOp::kMins, T>(true); break;
    case ScalarOp::kSubs: opt.mask_forms = detail::FlexibleTypeSupported<ScalarOp::kSubs, T>(true); break;
    case ScalarOp::kDivs: opt.mask_forms = detail::FlexibleTypeSupported<ScalarOp::kDivs, T>(true); break;
    default: break;
  }
  VectorCallDesc c = RandomVectorCall(detail::DTypeOf<T>(), VectorCallDesc::Family::kScalar, static_cast<uint8_t>(op),
                                      opt, runtime::CurrentCore().ub_bytes, rng);
  c.src1.address = static_cast<uint32_t>(rng() % (runtime::CurrentCore().ub_bytes / 32)) * 32;
  c.scalar_left = op != ScalarOp::kLeakyRelu && rng() % 2 == 0;
  return c;
}

template <typename T>
void InvokeScalarPosition(const VectorCallDesc& c) {
  using Form = VectorCallDesc::Form;
  const auto dst = OperandTensor<T>(c.dst), src = OperandTensor<T>(c.src0), element = OperandTensor<T>(c.src1);
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  const auto n = static_cast<int32_t>(c.count);
  const uint8_t r = static_cast<uint8_t>(c.repeat_time);
  const AscendC::UnaryRepeatParams p(c.dst.block_stride, c.src0.block_stride, static_cast<uint8_t>(c.dst.repeat_stride),
                                     static_cast<uint8_t>(c.src0.repeat_stride));
  T scalar;
  std::memcpy(&scalar, &c.scalar_bits, sizeof(T));
  // Runs call(args...) with the arguments of the described form.
  auto with_form = [&](auto&& call, auto set_mask) {
    if (c.form == Form::kCount) call(set_mask, n);
    else if (c.form == Form::kBitwiseMask) call(set_mask, static_cast<const uint64_t*>(mask), r, p);
    else call(set_mask, c.mask[0], r, p);
  };
  auto set_mask = [&](auto&& call) {
    if (c.is_set_mask) with_form(call, std::true_type{});
    else with_form(call, std::false_type{});
  };
  const auto op = static_cast<ScalarOp>(c.op);
  if (op == ScalarOp::kLeakyRelu) {
    if constexpr (detail::kOneOf<T, half, float>) {
      set_mask([&](auto s, auto&&... args) {
        constexpr bool kSet = decltype(s)::value;
        // The deduced form and the TensorTrait form, by turns.
        if (ScalarFromTensor(c)) AscendC::LeakyRelu<T, T, kSet>(dst, src, scalar, args...);
        else AscendC::LeakyRelu<T, kSet>(dst, src, scalar, args...);
      });
    }
    return;
  }
#define ASCENDC_HOST_TEST_FLEXIBLE(Name)                                                                          \
  do {                                                                                                          \
    if constexpr (detail::FlexibleTypeSupported<ScalarOp::k##Name, T>(false)) {                                \
      if (c.form != Form::kCount && !detail::FlexibleTypeSupported<ScalarOp::k##Name, T>(true)) break;         \
      set_mask([&](auto s, auto&&... args) {                                                                    \
        constexpr bool kSet = decltype(s)::value;                                                               \
        if constexpr (sizeof...(args) == 1 || detail::FlexibleTypeSupported<ScalarOp::k##Name, T>(true)) {      \
          if (c.scalar_left && ScalarFromTensor(c))                                                             \
            AscendC::Name<AscendC::BinaryDefaultType, kSet, kScalarLeft>(dst, element, src, args...);            \
          else if (c.scalar_left)                                                                               \
            AscendC::Name<AscendC::BinaryDefaultType, kSet>(dst, scalar, src, args...);                          \
          else if (ScalarFromTensor(c))                                                                         \
            AscendC::Name<AscendC::BinaryDefaultType, kSet>(dst, src, element, args...);                         \
          else                                                                                                  \
            AscendC::Name<AscendC::BinaryDefaultType, kSet, kScalarRight>(dst, src, scalar, args...);            \
        }                                                                                                       \
      });                                                                                                       \
    }                                                                                                           \
  } while (0)
  switch (op) {
    case ScalarOp::kAdds: ASCENDC_HOST_TEST_FLEXIBLE(Adds); break;
    case ScalarOp::kMuls: ASCENDC_HOST_TEST_FLEXIBLE(Muls); break;
    case ScalarOp::kMaxs: ASCENDC_HOST_TEST_FLEXIBLE(Maxs); break;
    case ScalarOp::kMins: ASCENDC_HOST_TEST_FLEXIBLE(Mins); break;
    case ScalarOp::kSubs: ASCENDC_HOST_TEST_FLEXIBLE(Subs); break;
    case ScalarOp::kDivs: ASCENDC_HOST_TEST_FLEXIBLE(Divs); break;
    default: break;
  }
#undef ASCENDC_HOST_TEST_FLEXIBLE
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_LOGIC_CALLS_H_
