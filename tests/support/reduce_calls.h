// Random calls of the reductions (docs/SPEC.md 8.8) for the differential
// tests, on top of RandomVectorCall, and the surface call each description
// names (the page's name or, at random, its older name).
#ifndef ASCENDC_HOST_TESTS_SUPPORT_REDUCE_CALLS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_REDUCE_CALLS_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <random>

#include "kernel_operator.h"
#include "support/cmpsel_calls.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {

// Values rich in ties, signed zeros, NaN, infinities and overflowing sums.
inline uint64_t ReducePoolBits(DType t, std::mt19937_64& rng) {
  static const uint64_t f16[] = {0x0000, 0x8000, 0x3C00, 0xBC00, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0xFE00,
                                 0x7BFF, 0xFBFF, 0x7A00, 0x0001, 0x8001, 0x3555, 0x6400, 0x1400};
  static const uint64_t f32[] = {0x00000000, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000,
                                 0x7FC00000, 0x7F800001, 0xFFC00000, 0x7F7FFFFF, 0xFF7FFFFF, 0x7F000000,
                                 0x00000001, 0x80000001, 0x3EAAAAAB, 0x4B800000, 0x33800000};
  if (t == DType::kF16) return f16[rng() % (sizeof f16 / 8)];
  if (t == DType::kF32) return f32[rng() % (sizeof f32 / 8)];
  const uint32_t s = SizeOf(t);
  const uint64_t top = s == 8 ? ~0ull : (1ull << (8 * s)) - 1, sign = 1ull << (8 * s - 1);
  const uint64_t pick[] = {0, 1, 2, top, top - 1, sign, sign - 1, sign + 1, 7};
  return pick[rng() % 9];
}

// UB of interesting values, a third of them from the small pool above.
inline void FillReduceData(uint8_t* ub, uint32_t bytes, DType t, std::mt19937_64& rng) {
  FillInteresting(ub, bytes, t, rng);
  const uint32_t s = SizeOf(t);
  const uint32_t mode = static_cast<uint32_t>(rng() % 4);
  if (mode == 0) return;
  for (uint32_t i = 0; i + s <= bytes; i += s) {
    if (mode == 1 && rng() % 3 != 0) continue;
    if (mode == 2) {
      // Mostly one value: ties everywhere.
      const uint64_t v = rng() % 16 == 0 ? ReducePoolBits(t, rng) : (t == DType::kF16 ? 0x3C00 : t == DType::kF32 ? 0x3F800000 : 5);
      std::memcpy(ub + i, &v, s);
      continue;
    }
    const uint64_t v = ReducePoolBits(t, rng);
    std::memcpy(ub + i, &v, s);
  }
}

// Bytes a reduction writes from dst for `repeats` repeats.
inline uint64_t ReduceDstSpan(const VectorCallDesc& c, uint64_t repeats) {
  const uint32_t ds = SizeOf(c.reduce.dst_type), ss = SizeOf(c.type);
  const bool sum = c.op == static_cast<uint8_t>(ReduceOp::kSum);
  uint64_t unit = ds, last = ds;
  switch (c.reduce.scope) {
    case ReduceScope::kDataBlock: unit = last = 8ull * ds; break;
    case ReduceScope::kPair: unit = 128; last = 128 / ss * ds; break;
    case ReduceScope::kRepeat:
      if (!sum) {
        if (c.reduce.layout == ReduceLayout::kValueIndex || c.reduce.layout == ReduceLayout::kIndexValue) unit = 2ull * ds;
        if (c.reduce.layout == ReduceLayout::kOnlyIndex) unit = 4;
      }
      last = unit;
      break;
    case ReduceScope::kAll: return 16;
  }
  return repeats == 0 ? last : (repeats - 1) * c.reduce.dst_repeat_stride * unit + last;
}

// A random reduction of `scope` / `op` from `src` to `dst` type.
inline VectorCallDesc RandomReduceCall(ReduceScope scope, ReduceOp op, DType src, DType dst, std::mt19937_64& rng,
                                       bool count_form_allowed = true) {
  const uint32_t ub_bytes = runtime::CurrentCore().ub_bytes;
  const bool all = scope == ReduceScope::kAll;
  const uint32_t s = SizeOf(src), epr = 256 / s;
  RandomCallOptions opt;
  opt.sources = 1;
  opt.allow_overlap = false;
  opt.mask_forms = SizeOf(src) != 8;
  opt.max_count = rng() % 4 == 0 ? 40000 : 2000;
  opt.count_is_set_mask = all && op == ReduceOp::kSum && kProfile.profile == Profile::kPA2;
  VectorCallDesc c;
  for (;;) {
    c = RandomVectorCall(src, VectorCallDesc::Family::kReduce, static_cast<uint8_t>(op), opt, ub_bytes, rng);
    if (all ? (count_form_allowed || c.form != VectorCallDesc::Form::kCount) : c.form != VectorCallDesc::Form::kCount)
      break;
  }
  c.reduce.scope = scope;
  c.reduce.dst_type = dst;
  c.reduce.layout = static_cast<ReduceLayout>(rng() % 4);
  if (all) {
    c.reduce.layout = rng() % 2 ? ReduceLayout::kValueIndex : ReduceLayout::kOnlyValue;
    if (c.form != VectorCallDesc::Form::kCount && !c.is_set_mask) {
      // ReduceSum / ReduceMax / ReduceMin have no isSetMask: the mask is the argument.
      if (c.counter_mode) c.mask[0] = c.vector_mask[0];
      c.is_set_mask = true;
    }
    c.src0.block_stride = 1;
    if (c.form != VectorCallDesc::Form::kCount && rng() % 3 == 0) {
      // Many repeats: the upper levels of ReduceSum, long searches.
      c.src0.repeat_stride = static_cast<uint16_t>(rng() % 3);
      c.repeat_time = static_cast<uint32_t>(rng() % 700);
      if (c.counter_mode) c.mask[0] = rng() % (40ull * epr);
    }
    if (c.counter_mode && c.form != VectorCallDesc::Form::kCount && rng() % 3 == 0) c.mask[0] = rng() % (5ull * epr);
  }
  c.reduce.dst_repeat_stride = static_cast<uint32_t>(rng() % 3 == 0 ? rng() % 4 : 1);
  // Sources that fit: the span of the positions the call visits.
  const uint64_t repeats = std::max<uint64_t>(MaxRepeats(c), 1);
  const uint64_t src_span = c.form == VectorCallDesc::Form::kCount
                                ? repeats * 256
                                : ((repeats - 1) * c.src0.repeat_stride + 7ull * c.src0.block_stride + 1) * 32;
  if (src_span + 64 > ub_bytes) {
    // Too large for UB: a short call instead.
    c.form = VectorCallDesc::Form::kContiguousMask;
    c.counter_mode = false;
    c.is_set_mask = true;
    c.mask[0] = epr;
    c.repeat_time = 2;
    c.src0.repeat_stride = 8;
    c.src0.block_stride = 1;
  }
  const uint64_t span = std::max<uint64_t>(src_span, 32);
  c.src0.address = static_cast<uint32_t>((span >= ub_bytes ? 0 : rng() % ((ub_bytes - span) / 32 + 1)) * 32);
  const uint64_t dst_span = ReduceDstSpan(c, std::max<uint64_t>(MaxRepeats(c), 1)) + 32;
  c.dst.address = static_cast<uint32_t>((rng() % ((ub_bytes - dst_span) / 32 + 1)) * 32);
  if (rng() % 8 == 0) c.dst.address = c.src0.address;  // over its own source
  return c;
}

// The surface call a level-0 description names (ReduceRepeat, ReduceDataBlock,
// ReducePairElem, or their older names), dst T, src U.
template <AscendC::ReduceType kType, typename T, typename U, bool kSet>
void InvokeLevelZeroAs(const VectorCallDesc& c) {
  const auto dst = OperandTensor<T>(c.dst);
  const auto src = OperandTensor<U>(c.src0);
  const uint64_t mask[2] = {c.mask[0], c.mask[1]};
  const int32_t m = static_cast<int32_t>(c.mask[0]);
  const int32_t rep = static_cast<int32_t>(c.repeat_time), dr = static_cast<int32_t>(c.reduce.dst_repeat_stride);
  const int32_t sb = c.src0.block_stride, sr = c.src0.repeat_stride;
  const bool bitwise = c.form == VectorCallDesc::Form::kBitwiseMask;
  const bool old_name = (c.dst.address / 32 + c.src0.address / 32) % 2 == 1;
  const auto order = static_cast<AscendC::ReduceOrder>(c.reduce.layout);
  switch (c.reduce.scope) {
    case ReduceScope::kRepeat:
      if (!old_name) {
        if (bitwise) AscendC::ReduceRepeat<kType, T, U, kSet>(dst, src, mask, rep, dr, sb, sr, order);
        else AscendC::ReduceRepeat<kType, T, U, kSet>(dst, src, m, rep, dr, sb, sr, order);
      } else if constexpr (kType == AscendC::ReduceType::SUM) {
        if (bitwise) AscendC::WholeReduceSum<U, kSet, T>(dst, src, mask, rep, dr, sb, sr);
        else if (c.dst.address % 64 == 0) AscendC::WholeReduceSum<U, kSet, T>(dst, src, m, rep, dr, sb, sr);
        else AscendC::RepeatReduceSum<U, kSet, T>(dst, src, rep, m, 1, sb, dr, sr);
      } else if constexpr (kType == AscendC::ReduceType::MAX) {
        if (bitwise) AscendC::WholeReduceMax<T, kSet>(dst, src, mask, rep, dr, sb, sr, order);
        else AscendC::WholeReduceMax<T, kSet>(dst, src, m, rep, dr, sb, sr, order);
      } else {
        if (bitwise) AscendC::WholeReduceMin<T, kSet>(dst, src, mask, rep, dr, sb, sr, order);
        else AscendC::WholeReduceMin<T, kSet>(dst, src, m, rep, dr, sb, sr, order);
      }
      break;
    case ReduceScope::kDataBlock:
      if constexpr (std::is_same_v<T, U> && detail::kOneOf<T, half, float>) {
        if (!old_name) {
          if (bitwise) AscendC::ReduceDataBlock<kType, T, U, kSet>(dst, src, mask, rep, dr, sb, sr);
          else AscendC::ReduceDataBlock<kType, T, U, kSet>(dst, src, m, rep, dr, sb, sr);
        } else if constexpr (kType == AscendC::ReduceType::SUM) {
          if (bitwise) AscendC::BlockReduceSum<T, kSet>(dst, src, rep, mask, dr, sb, sr);
          else AscendC::BlockReduceSum<T, kSet>(dst, src, rep, m, dr, sb, sr);
        } else if constexpr (kType == AscendC::ReduceType::MAX) {
          if (bitwise) AscendC::BlockReduceMax<T, kSet>(dst, src, rep, mask, dr, sb, sr);
          else AscendC::BlockReduceMax<T, kSet>(dst, src, rep, m, dr, sb, sr);
        } else {
          if (bitwise) AscendC::BlockReduceMin<T, kSet>(dst, src, rep, mask, dr, sb, sr);
          else AscendC::BlockReduceMin<T, kSet>(dst, src, rep, m, dr, sb, sr);
        }
      }
      break;
    case ReduceScope::kPair:
      if constexpr (std::is_same_v<T, U> && detail::kOneOf<T, half, float> && kType == AscendC::ReduceType::SUM) {
        if (!old_name) {
          if (bitwise) AscendC::ReducePairElem<kType, T, U, kSet>(dst, src, mask, rep, dr, sb, sr);
          else AscendC::ReducePairElem<kType, T, U, kSet>(dst, src, m, rep, dr, sb, sr);
        } else {
          if (bitwise) AscendC::PairReduceSum<T, kSet>(dst, src, rep, mask, dr, sb, sr);
          else AscendC::PairReduceSum<T, kSet>(dst, src, rep, m, dr, sb, sr);
        }
      }
      break;
    case ReduceScope::kAll: break;
  }
}

template <AscendC::ReduceType kType, typename T, typename U>
void InvokeLevelZero(const VectorCallDesc& c) {
  if (c.is_set_mask) InvokeLevelZeroAs<kType, T, U, true>(c);
  else InvokeLevelZeroAs<kType, T, U, false>(c);
}

// ReduceSum / ReduceMax / ReduceMin: the source doubles as sharedTmpBuffer
// (the pages allow it).
template <ReduceOp kOp, typename T>
void InvokeWhole(const VectorCallDesc& c) {
  const auto dst = OperandTensor<T>(c.dst);
  const auto src = OperandTensor<T>(c.src0);
  const uint64_t mask[2] = {c.mask[0], c.mask[1]};
  const int32_t m = static_cast<int32_t>(c.mask[0]);
  const int32_t rep = static_cast<int32_t>(c.repeat_time), sr = c.src0.repeat_stride;
  const bool cal_index = c.reduce.layout == ReduceLayout::kValueIndex;
  const int32_t count = static_cast<int32_t>(c.count);
  if (c.form == VectorCallDesc::Form::kCount) {
    if constexpr (kOp == ReduceOp::kSum) {
      if (c.is_set_mask) AscendC::ReduceSum<T, true>(dst, src, src, count);
      else AscendC::ReduceSum<T, false>(dst, src, src, count);
    } else if constexpr (kOp == ReduceOp::kMax) {
      AscendC::ReduceMax<T>(dst, src, src, count, cal_index);
    } else {
      AscendC::ReduceMin<T>(dst, src, src, count, cal_index);
    }
    return;
  }
  if constexpr (sizeof(T) != 8) {
    const bool bitwise = c.form == VectorCallDesc::Form::kBitwiseMask;
    if constexpr (kOp == ReduceOp::kSum) {
      if (bitwise) AscendC::ReduceSum<T>(dst, src, src, mask, rep, sr);
      else AscendC::ReduceSum<T>(dst, src, src, m, rep, sr);
    } else if constexpr (kOp == ReduceOp::kMax) {
      if (bitwise) AscendC::ReduceMax<T>(dst, src, src, mask, rep, sr, cal_index);
      else AscendC::ReduceMax<T>(dst, src, src, m, rep, sr, cal_index);
    } else {
      if (bitwise) AscendC::ReduceMin<T>(dst, src, src, mask, rep, sr, cal_index);
      else AscendC::ReduceMin<T>(dst, src, src, m, rep, sr, cal_index);
    }
  }
}

// Runs `cases` random calls of one API and type pair against the reference.
template <ReduceScope kScope, ReduceOp kOp, typename T, typename U>
void RunReduceCases(int cases, std::mt19937_64& rng) {
  constexpr AscendC::ReduceType kType = kOp == ReduceOp::kSum   ? AscendC::ReduceType::SUM
                                        : kOp == ReduceOp::kMax ? AscendC::ReduceType::MAX
                                                                : AscendC::ReduceType::MIN;
  for (int i = 0; i < cases; ++i) {
    const VectorCallDesc c = RandomReduceCall(kScope, kOp, detail::DTypeOf<U>(), detail::DTypeOf<T>(), rng,
                                              /*count_form_allowed=*/true);
    auto invoke = [](const VectorCallDesc& d) {
      if constexpr (kScope == ReduceScope::kAll) InvokeWhole<kOp, T>(d);
      else InvokeLevelZero<kType, T, U>(d);
    };
    ASSERT_TRUE(MatchesReferenceOn(c, rng, invoke, [&c](uint8_t* ub, uint32_t bytes, std::mt19937_64& r) {
      FillReduceData(ub, bytes, c.type, r);
    })) << ReduceOpName(kOp, kScope) << " " << DTypeName(c.type) << "->" << DTypeName(c.reduce.dst_type)
        << " layout=" << int(c.reduce.layout) << " dstRep=" << c.reduce.dst_repeat_stride;
  }
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_REDUCE_CALLS_H_
