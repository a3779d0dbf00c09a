// Random calls of the compare and select family (docs/SPEC.md 8.6) for the
// differential tests, on top of RandomVectorCall: a bit-mask operand placed
// where it fits, comparison data rich in equal pairs, NaN, infinities and
// signed zeros, and the surface call each description names.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_CMPSEL_CALLS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_CMPSEL_CALLS_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>

#include "kernel_operator.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {

// Repeats a described call visits at most (count form, Counter mode or repeatTime).
inline uint64_t MaxRepeats(const VectorCallDesc& c) {
  const uint64_t epr = 256 / SizeOf(c.type);
  if (c.form == VectorCallDesc::Form::kCount) {
    const uint64_t n = c.is_set_mask ? static_cast<uint64_t>(c.count < 0 ? 0 : c.count) : c.vector_mask[0];
    return (n + epr - 1) / epr;
  }
  if (c.counter_mode) return ((c.is_set_mask ? c.mask[0] : c.vector_mask[0]) + epr - 1) / epr;
  return c.repeat_time;
}

// A 32-byte aligned address with room for `bytes`.
inline uint32_t RandomPlace(uint64_t bytes, uint32_t ub_bytes, std::mt19937_64& rng) {
  const uint64_t room = bytes >= ub_bytes ? 0 : (ub_bytes - bytes) / 32;
  return static_cast<uint32_t>((room ? rng() % (room + 1) : 0) * 32);
}

// A few values of each type that compare equal, unordered or signed.
inline uint64_t ComparePoolBits(DType t, std::mt19937_64& rng) {
  static const uint64_t f16[] = {0x0000, 0x8000, 0x3C00, 0xBC00, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0xFFFF, 0x0001, 0x7BFF};
  static const uint64_t bf16[] = {0x0000, 0x8000, 0x3F80, 0xBF80, 0x7F80, 0xFF80, 0x7FC0, 0x7F81, 0xFFFF, 0x0001, 0x7F7F};
  static const uint64_t f32[] = {0x00000000, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000,
                                 0x7FC00000, 0x7F800001, 0xFFFFFFFF, 0x00000001, 0x7F7FFFFF};
  if (t == DType::kF16) return f16[rng() % 11];
  if (t == DType::kBF16) return bf16[rng() % 11];
  if (t == DType::kF32) return f32[rng() % 11];
  const uint32_t s = SizeOf(t);
  const uint64_t top = s == 8 ? ~0ull : (1ull << (8 * s)) - 1, sign = 1ull << (8 * s - 1);
  const uint64_t pick[] = {0, 1, 2, top, top - 1, sign, sign - 1, sign + 1};
  return pick[rng() % 8];
}

// Interesting elements, about half of them replaced by pool values so that
// equal and unordered pairs are frequent.
inline void FillCompareData(uint8_t* ub, uint32_t bytes, DType t, std::mt19937_64& rng) {
  FillInteresting(ub, bytes, t, rng);
  const uint32_t s = SizeOf(t);
  for (uint32_t i = 0; i + s <= bytes; i += s) {
    if (rng() % 2 != 0) continue;
    const uint64_t v = ComparePoolBits(t, rng);
    std::memcpy(ub + i, &v, s);
  }
}

// A random Compare / Compares / Compare into CMPMASK of `type`.
// `flexible`: the scalar may sit on the left (Ascend 950 only).
inline VectorCallDesc RandomCompareCall(DType type, uint32_t ub_bytes, bool flexible, std::mt19937_64& rng) {
  RandomCallOptions opt;
  const int kind = static_cast<int>(rng() % 4);  // 0, 1: tensors; 2: scalar; 3: into CMPMASK
  const bool half_or_float = type == DType::kF16 || type == DType::kF32;
  const bool to_register = kind == 3 && half_or_float;
  const bool scalar = kind == 2;
  opt.sources = scalar ? 1 : 2;
  opt.mask_forms = SizeOf(type) != 1 && SizeOf(type) != 8;  // b8 and b64: the count form only
  VectorCallDesc c = RandomVectorCall(type, VectorCallDesc::Family::kCompare, static_cast<uint8_t>(rng() % 6), opt,
                                      ub_bytes, rng);
  c.compare_scalar = scalar;
  c.compare_to_register = to_register;
  if (scalar) {
    c.scalar_bits = ComparePoolBits(type, rng);
    c.scalar_left = flexible && rng() % 2 == 0;
  }
  if (to_register) {
    // Mask forms only, one repeat.
    if (c.form == VectorCallDesc::Form::kCount) {
      c.form = VectorCallDesc::Form::kContiguousMask;
      c.mask[0] = rng() % (256 / SizeOf(type) + 1);
      c.is_set_mask = true;
    }
    c.repeat_time = 1;
    c.cmp_mask[0] = rng();
    c.cmp_mask[1] = rng();
    return c;
  }
  // The bit destination: whole repeats of positions / 8 bytes; in place
  // over src0 sometimes (the hardware's order makes that work).
  const uint64_t bytes = std::max<uint64_t>(MaxRepeats(c), 1) * (256 / SizeOf(type) / 8);
  if (rng() % 6 == 0 && c.src0.address + bytes <= ub_bytes) c.dst.address = c.src0.address;
  else c.dst.address = RandomPlace(bytes, ub_bytes, rng);
  c.dst.block_stride = 1;
  c.dst.repeat_stride = 8;
  return c;
}

// A random Select of `type`: mode, scalar side, the forms without a mask
// argument (CMPMASK), a selMask placed where its bits fit.
inline VectorCallDesc RandomSelectCall(DType type, uint32_t ub_bytes, bool flexible, bool register_forms,
                                       std::mt19937_64& rng) {
  const auto mode = static_cast<SelectMode>(rng() % 3);
  RandomCallOptions opt;
  opt.sources = mode == SelectMode::kTensorScalar ? 1 : 2;
  opt.mask_forms = SizeOf(type) != 1 && SizeOf(type) != 8;
  VectorCallDesc c =
      RandomVectorCall(type, VectorCallDesc::Family::kSelect, static_cast<uint8_t>(mode), opt, ub_bytes, rng);
  if (mode == SelectMode::kTensorScalar) {
    c.scalar_bits = InterestingBits(type, rng);
    c.scalar_left = flexible && rng() % 3 == 0;
    if (c.scalar_left) {  // the tensor is src1
      c.src1 = c.src0;
      c.src0 = VectorCallDesc::Operand();
    }
  }
  c.cmp_mask[0] = rng();
  c.cmp_mask[1] = rng();
  const uint32_t positions = 256 / SizeOf(type);
  uint64_t bytes = std::max<uint64_t>(MaxRepeats(c), 1) * positions / 8 + 16;
  c.bits.address = RandomPlace(bytes, ub_bytes, rng);
  if (register_forms && opt.mask_forms && !c.scalar_left && rng() % 3 == 0) {
    // No mask argument: the vector mask register in either mode.
    c.select_from_register = true;
    if (c.form == VectorCallDesc::Form::kCount) {
      c.form = VectorCallDesc::Form::kBitwiseMask;
      c.repeat_time = static_cast<uint32_t>(rng() % 6);
    }
    c.is_set_mask = false;
    if (!c.counter_mode && positions <= 64) c.vector_mask[1] = 0;
    if (c.counter_mode) c.vector_mask[0] = rng() % (5 * positions);
    bytes = std::max<uint64_t>(MaxRepeats(c), 1) * positions / 8 + 16;
    c.bits.address = RandomPlace(bytes, ub_bytes, rng);
    // VSEL_TENSOR_TENSOR_MODE finds the selMask's address in CMPMASK, as a
    // UB address, alone or repeated in both halves (both images accepted).
    if (mode == SelectMode::kTensorTensor)
      c.cmp_mask[0] = rng() % 2 ? c.bits.address : (uint64_t{c.bits.address} << 32) | c.bits.address;
  }
  return c;
}

// The surface call a kCompare description names.
template <typename T>
void InvokeCompare(const VectorCallDesc& c) {
  using Form = VectorCallDesc::Form;
  const auto src0 = OperandTensor<T>(c.src0);
  const auto src1 = OperandTensor<T>(c.src1);
  const auto mode = static_cast<AscendC::CMPMODE>(c.op);
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  if (c.compare_to_register) {
    const AscendC::BinaryRepeatParams p(1, static_cast<uint8_t>(c.src0.block_stride), static_cast<uint8_t>(c.src1.block_stride),
                                        8, static_cast<uint8_t>(c.src0.repeat_stride), static_cast<uint8_t>(c.src1.repeat_stride));
    if constexpr (detail::kOneOf<T, half, float>) {
      if (c.form == Form::kBitwiseMask) {
        if (c.is_set_mask) AscendC::Compare<T, true>(src0, src1, mode, mask, p);
        else AscendC::Compare<T, false>(src0, src1, mode, mask, p);
      } else {
        if (c.is_set_mask) AscendC::Compare<T, true>(src0, src1, mode, c.mask[0], p);
        else AscendC::Compare<T, false>(src0, src1, mode, c.mask[0], p);
      }
    }
    return;
  }
  const auto dst = OperandTensor<uint8_t>(c.dst);
  if (c.compare_scalar) {
    T scalar;
    std::memcpy(&scalar, &c.scalar_bits, sizeof(T));
    const AscendC::UnaryRepeatParams p(1, c.src0.block_stride, 8, static_cast<uint8_t>(c.src0.repeat_stride));
    if (c.scalar_left) {
      if constexpr (kProfile.profile == Profile::kP950) {
        if (c.form == Form::kCount) AscendC::Compares(dst, scalar, src0, mode, static_cast<uint32_t>(c.count));
        else if constexpr (!detail::CompareTypeSupported<T>(true)) return;
        else if (c.form == Form::kBitwiseMask) {
          if (c.is_set_mask) AscendC::Compares<AscendC::BinaryDefaultType, AscendC::BinaryDefaultType, true>(dst, scalar, src0, mode, mask, c.repeat_time, p);
          else AscendC::Compares<AscendC::BinaryDefaultType, AscendC::BinaryDefaultType, false>(dst, scalar, src0, mode, mask, c.repeat_time, p);
        } else {
          if (c.is_set_mask) AscendC::Compares<AscendC::BinaryDefaultType, AscendC::BinaryDefaultType, true>(dst, scalar, src0, mode, c.mask[0], c.repeat_time, p);
          else AscendC::Compares<AscendC::BinaryDefaultType, AscendC::BinaryDefaultType, false>(dst, scalar, src0, mode, c.mask[0], c.repeat_time, p);
        }
      }
      return;
    }
    // The two names of the same API, by turns.
    const bool older = (c.src0.address / 32) % 2 != 0;
    if (c.form == Form::kCount) {
      if (older) AscendC::CompareScalar(dst, src0, scalar, mode, static_cast<uint32_t>(c.count));
      else AscendC::Compares(dst, src0, scalar, mode, static_cast<uint32_t>(c.count));
    } else if constexpr (detail::CompareTypeSupported<T>(true)) {
      if (c.form == Form::kBitwiseMask) {
        if (c.is_set_mask) older ? AscendC::CompareScalar<T, uint8_t, true>(dst, src0, scalar, mode, mask, c.repeat_time, p)
                                 : AscendC::Compares<T, uint8_t, true>(dst, src0, scalar, mode, mask, c.repeat_time, p);
        else older ? AscendC::CompareScalar<T, uint8_t, false>(dst, src0, scalar, mode, mask, c.repeat_time, p)
                   : AscendC::Compares<T, uint8_t, false>(dst, src0, scalar, mode, mask, c.repeat_time, p);
      } else {
        if (c.is_set_mask) older ? AscendC::CompareScalar<T, uint8_t, true>(dst, src0, scalar, mode, c.mask[0], c.repeat_time, p)
                                 : AscendC::Compares<T, uint8_t, true>(dst, src0, scalar, mode, c.mask[0], c.repeat_time, p);
        else older ? AscendC::CompareScalar<T, uint8_t, false>(dst, src0, scalar, mode, c.mask[0], c.repeat_time, p)
                   : AscendC::Compares<T, uint8_t, false>(dst, src0, scalar, mode, c.mask[0], c.repeat_time, p);
      }
    }
    return;
  }
  // Tensor with tensor; the destination's element type by turns (int8_t, uint8_t).
  const auto dst8 = dst.template ReinterpretCast<int8_t>();
  const bool signed_dst = (c.dst.address / 32) % 2 != 0;
  const AscendC::BinaryRepeatParams p(1, static_cast<uint8_t>(c.src0.block_stride), static_cast<uint8_t>(c.src1.block_stride),
                                      1, static_cast<uint8_t>(c.src0.repeat_stride), static_cast<uint8_t>(c.src1.repeat_stride));
  if (c.form == Form::kCount) {
    if (signed_dst) AscendC::Compare(dst8, src0, src1, mode, static_cast<uint32_t>(c.count));
    else AscendC::Compare(dst, src0, src1, mode, static_cast<uint32_t>(c.count));
  } else if constexpr (detail::CompareTypeSupported<T>(true)) {
    if (c.form == Form::kBitwiseMask) {
      if (c.is_set_mask) AscendC::Compare<T, uint8_t, true>(dst, src0, src1, mode, mask, c.repeat_time, p);
      else AscendC::Compare<T, int8_t, false>(dst8, src0, src1, mode, mask, c.repeat_time, p);
    } else {
      if (c.is_set_mask) AscendC::Compare<T, int8_t, true>(dst8, src0, src1, mode, c.mask[0], c.repeat_time, p);
      else AscendC::Compare<T, uint8_t, false>(dst, src0, src1, mode, c.mask[0], c.repeat_time, p);
    }
  }
}

// The surface call a kSelect description names; the selMask's element type by turns.
template <typename T>
void InvokeSelect(const VectorCallDesc& c) {
  using Form = VectorCallDesc::Form;
  using AscendC::SELMODE;
  const auto dst = OperandTensor<T>(c.dst);
  const auto src0 = OperandTensor<T>(c.src0), src1 = OperandTensor<T>(c.src1);
  const auto sel8 = OperandTensor<uint8_t>(c.bits);
  const auto sel32 = sel8.template ReinterpretCast<uint32_t>();
  const bool wide_sel = (c.bits.address / 32) % 2 != 0;
  const auto mode = static_cast<SELMODE>(c.op);
  const AscendC::BinaryRepeatParams p(static_cast<uint8_t>(c.dst.block_stride), static_cast<uint8_t>(c.src0.block_stride),
                                      static_cast<uint8_t>(c.src1.block_stride), static_cast<uint8_t>(c.dst.repeat_stride),
                                      static_cast<uint8_t>(c.src0.repeat_stride), static_cast<uint8_t>(c.src1.repeat_stride));
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  const uint8_t repeat = static_cast<uint8_t>(c.repeat_time);
  T scalar;
  std::memcpy(&scalar, &c.scalar_bits, sizeof(T));
  if (c.select_from_register) {
    if constexpr (detail::kSelectRegisterType<T>) {
      if (mode == SELMODE::VSEL_TENSOR_SCALAR_MODE) wide_sel ? AscendC::Select(dst, sel32, src0, repeat, p) : AscendC::Select(dst, sel8, src0, repeat, p);
      else if (mode == SELMODE::VSEL_CMPMASK_SPR) AscendC::Select<T, SELMODE::VSEL_CMPMASK_SPR>(dst, src0, src1, repeat, p);
      else AscendC::Select<T, SELMODE::VSEL_TENSOR_TENSOR_MODE>(dst, src0, src1, repeat, p);
    }
    return;
  }
  if (c.scalar_left) {
    if constexpr (kProfile.profile == Profile::kP950) {
      if (c.form == Form::kCount) AscendC::Select(dst, sel8, scalar, src1, mode, static_cast<uint32_t>(c.count));
      else if constexpr (detail::SelectTypeSupported<T>(true)) {
        if (c.form == Form::kBitwiseMask) {
          if (c.is_set_mask) AscendC::Select<AscendC::BinaryDefaultType, uint8_t, true>(dst, sel8, scalar, src1, mode, mask, repeat, p);
          else AscendC::Select<AscendC::BinaryDefaultType, uint8_t, false>(dst, sel8, scalar, src1, mode, mask, repeat, p);
        } else {
          if (c.is_set_mask) AscendC::Select<AscendC::BinaryDefaultType, uint8_t, true>(dst, sel8, scalar, src1, mode, c.mask[0], repeat, p);
          else AscendC::Select<AscendC::BinaryDefaultType, uint8_t, false>(dst, sel8, scalar, src1, mode, c.mask[0], repeat, p);
        }
      }
    }
    return;
  }
  const bool with_scalar = mode == SELMODE::VSEL_TENSOR_SCALAR_MODE;
  if (c.form == Form::kCount) {
    const auto n = static_cast<uint32_t>(c.count);
    if (with_scalar) wide_sel ? AscendC::Select(dst, sel32, src0, scalar, mode, n) : AscendC::Select(dst, sel8, src0, scalar, mode, n);
    else wide_sel ? AscendC::Select(dst, sel32, src0, src1, mode, n) : AscendC::Select(dst, sel8, src0, src1, mode, n);
    return;
  }
  if constexpr (detail::SelectTypeSupported<T>(true)) {
#define ASCENDC_HOST_TEST_SELECT(MASK)                                                                     \
  do {                                                                                                    \
    if (with_scalar) {                                                                                    \
      if (c.is_set_mask) AscendC::Select<T, uint8_t, true>(dst, sel8, src0, scalar, mode, MASK, repeat, p);  \
      else AscendC::Select<T, uint32_t, false>(dst, sel32, src0, scalar, mode, MASK, repeat, p);          \
    } else {                                                                                              \
      if (c.is_set_mask) AscendC::Select<T, uint32_t, true>(dst, sel32, src0, src1, mode, MASK, repeat, p); \
      else AscendC::Select<T, uint8_t, false>(dst, sel8, src0, src1, mode, MASK, repeat, p);              \
    }                                                                                                     \
  } while (0)
    if (c.form == Form::kBitwiseMask) ASCENDC_HOST_TEST_SELECT(mask);
    else ASCENDC_HOST_TEST_SELECT(c.mask[0]);
#undef ASCENDC_HOST_TEST_SELECT
  }
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_CMPSEL_CALLS_H_
