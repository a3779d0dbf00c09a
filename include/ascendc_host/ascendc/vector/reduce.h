// Reductions (归约计算): ReduceDataBlock, ReduceRepeat, ReducePairElem (mask
// forms, isSetMask), ReduceSum, ReduceMax, ReduceMin (count form and mask
// forms with sharedTmpBuffer and calIndex), GetReduceRepeatSumSpr,
// GetReduceRepeatMaxMinSpr, and the older names operators still use
// (BlockReduceSum/Max/Min, PairReduceSum, RepeatReduceSum, WholeReduceSum/
// Max/Min, GetAccVal, GetReduceMaxMinCount). Semantics, the accumulation
// order and every decision: docs/SPEC.md 8.8.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_REDUCE_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_REDUCE_H_

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/kernels/vector_reduce.h"

namespace AscendC {

enum class ReduceType : uint8_t { SUM = 0, MAX, MIN };

// Where ReduceRepeat / WholeReduceMax / WholeReduceMin put value and index.
enum class ReduceOrder : uint8_t { ORDER_VALUE_INDEX, ORDER_INDEX_VALUE, ORDER_ONLY_VALUE, ORDER_ONLY_INDEX };

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

inline constexpr bool kPa2 = kProfile.profile == Profile::kPA2;

// --- The pages' 数据类型 sections -------------------------------------------------

// ReduceRepeat (and WholeReduce*, RepeatReduceSum): dst T, src U.
template <AscendC::ReduceType kType, typename T, typename U>
constexpr bool ReduceRepeatTypes() {
  if constexpr (kPa2) {
    return std::is_same_v<T, U> && kOneOf<T, half, float>;
  } else if constexpr (kType == AscendC::ReduceType::SUM) {
    return (std::is_same_v<T, int32_t> && kOneOf<U, int16_t, int32_t>) ||
           (std::is_same_v<T, uint32_t> && kOneOf<U, uint16_t, uint32_t>) ||
           (std::is_same_v<T, U> && kOneOf<T, half, float>);
  } else {
    return std::is_same_v<T, U> && kOneOf<T, int16_t, uint16_t, half, int32_t, uint32_t, float>;
  }
}
// ReduceDataBlock, ReducePairElem (and BlockReduce*, PairReduceSum).
template <typename T, typename U>
constexpr bool ReduceBlockTypes() {
  return std::is_same_v<T, U> && kOneOf<T, half, float>;
}
// ReduceSum / ReduceMax / ReduceMin; `count_form`: the types the page allows
// in the count form only.
template <ReduceOp kOp, typename T>
constexpr bool ReduceAllTypes(bool count_form) {
  if constexpr (kPa2) return kOneOf<T, half, float>;
  constexpr bool wide = kOneOf<T, int64_t, uint64_t>;
  if constexpr (kOp == ReduceOp::kSum) return kOneOf<T, half, float> || (count_form && wide);
  else return kOneOf<T, int16_t, uint16_t, half, int32_t, uint32_t, float> || (count_form && wide);
}

constexpr ReduceOp ToReduceOp(AscendC::ReduceType t) {
  return t == AscendC::ReduceType::SUM ? ReduceOp::kSum : t == AscendC::ReduceType::MAX ? ReduceOp::kMax : ReduceOp::kMin;
}

// --- One reduction call ----------------------------------------------------------

struct ReduceArgs {
  const char* api = nullptr;
  ReduceOp op = ReduceOp::kSum;
  ReduceScope scope = ReduceScope::kRepeat;
  ReduceLayout layout = ReduceLayout::kValueIndex;
  VectorForm form;
  int64_t dst_rep_stride = 1;
  int64_t src_blk_stride = 1;
  int64_t src_rep_stride = 8;
  // sharedTmpBuffer: where it is, its size, what the page requires (0: none).
  const uint8_t* tmp = nullptr;
  uint64_t tmp_bytes = 0;
  uint64_t tmp_required_bytes = 0;
};

// A repeat / stride argument outside the page's range: ERROR, release clamps.
inline int64_t CheckedRange(const char* api, const char* param, int64_t v, int64_t lo, int64_t hi) {
  if (v >= lo && v <= hi) return v;
  ReportError(api, param, std::to_string(v),
              ("is outside [" + std::to_string(lo) + ", " + std::to_string(hi) + "] (release: clamped)").c_str());
  return std::min(std::max(v, lo), hi);
}

// Bytes one result of a ReduceRepeat-shaped call occupies, and the
// destination's alignment (ReduceRepeat 表3).
inline uint32_t RepeatResultBytes(ReduceOp op, ReduceLayout layout, uint32_t ds) {
  if (op == ReduceOp::kSum) return ds;
  switch (layout) {
    case ReduceLayout::kValueIndex:
    case ReduceLayout::kIndexValue: return 2 * ds;
    case ReduceLayout::kOnlyValue: return ds;
    case ReduceLayout::kOnlyIndex: return 4;
  }
  return ds;
}

// The order in which ReduceSum combines its repeats (SPEC 8.8, the page's 关键特性说明).
inline kernels::SumOrder SumOrderOf(DType t, bool count_form, bool counter_mode, uint64_t active, uint32_t epr) {
  if (t == DType::kI64 || t == DType::kU64) return kernels::SumOrder::kWrapping;
  if (kPa2) return count_form ? kernels::SumOrder::kSequential : kernels::SumOrder::kLevels;
  if (count_form || counter_mode)
    return active <= 4ull * epr ? kernels::SumOrder::kMerged : kernels::SumOrder::kLevels;
  return kernels::SumOrder::kLevels;
}

template <typename T>
T FromBits(uint64_t bits) {
  T v;
  std::memcpy(&v, &bits, sizeof(T));
  return v;
}

// Writes one element's bits at a UB pointer.
inline void PutBits(uint8_t* p, uint64_t bits, uint32_t bytes) { std::memcpy(p, &bits, bytes); }

// The results of the per-group kernel, repeat by repeat when the destination
// overlaps the source (each repeat reads its positions before it writes).
inline void ReduceGroupResults(const kernels::ReduceSpec& spec, const kernels::VecShape& shape,
                               const kernels::VecOperand& src, bool per_repeat, kernels::ReduceResult* out,
                               const NumericMode& mode, void (*store)(uint32_t r, const kernels::ReduceResult*, void*),
                               void* ctx) {
  const uint32_t per = shape.positions / spec.group;
  if (!per_repeat) {
    kernels::ReduceGroups(spec, shape, src, out, mode);
    for (uint32_t r = 0; r < shape.repeats; ++r) store(r, out + uint64_t{r} * per, ctx);
    return;
  }
  for (uint32_t r = 0; r < shape.repeats; ++r) {
    kernels::VecShape one = shape;
    one.repeats = 1;
    if (shape.prefix_only && r + 1 < shape.repeats) one.last_prefix = shape.positions;
    kernels::VecOperand at = src;
    at.base = src.base + uint64_t{r} * src.repeat_stride;
    kernels::ReduceGroups(spec, one, at, out, mode);
    store(r, out, ctx);
  }
}

template <typename T, typename U>
void RunReduction(const ReduceArgs& a, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<U>& src) {
  constexpr uint32_t ds = sizeof(T), ss = sizeof(U);
  constexpr uint32_t epr = kRepeatBytes / ss;
  const bool all = a.scope == ReduceScope::kAll;
  // Strides: [0, 2^16 - 1] (ERROR, release clamps).
  const uint32_t dst_rep = all ? 0 : static_cast<uint32_t>(CheckedRange(a.api, "dstRepStride", a.dst_rep_stride, 0, 65535));
  const uint16_t src_blk = static_cast<uint16_t>(CheckedRange(a.api, "srcBlkStride", a.src_blk_stride, 0, 65535));
  const uint16_t src_rep = static_cast<uint16_t>(CheckedRange(a.api, "srcRepStride", a.src_rep_stride, 0, 65535));
  // sharedTmpBuffer: 32-byte aligned and as large as the page's formula.
  if (a.tmp != nullptr && CheckedMode()) {
    runtime::CoreState& core = runtime::CurrentCore();
    if (core.Contains(a.tmp, 0)) CheckUbAligned(a.api, "sharedTmpBuffer", core.AddressOf(a.tmp));
    if (a.tmp_bytes < a.tmp_required_bytes)
      ReportError(a.api, "sharedTmpBuffer", Str(a.tmp_bytes) + " bytes",
                  ("is smaller than the " + Str(a.tmp_required_bytes) + " bytes the page's formula requires").c_str());
  }
  VectorCall call(a.api, a.form, ss);
  call.Add(Operand("src", src, false, src_blk, src_rep));
  const uint8_t* dst_base = reinterpret_cast<const uint8_t*>(dst.GetPhyAddr());
  call.DescribeForVerify([&](VectorCallDesc& d) {
    d.family = VectorCallDesc::Family::kReduce;
    d.op = static_cast<uint8_t>(a.op);
    d.type = DTypeOf<U>();
    d.src0 = d.dst;  // the call's first operand is the source
    const auto& core = runtime::CurrentCore();
    d.dst.address = static_cast<uint32_t>(reinterpret_cast<uintptr_t>(dst_base) - reinterpret_cast<uintptr_t>(core.ub));
    d.dst.block_stride = 1;
    d.dst.repeat_stride = 0;
    d.reduce.scope = a.scope;
    d.reduce.layout = a.layout;
    d.reduce.dst_type = DTypeOf<T>();
    d.reduce.dst_repeat_stride = dst_rep;
  });
  const VectorForm form = a.form;
  call.Run([&](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode& mode) {
    runtime::CoreState& core = runtime::CurrentCore();
    uint8_t* out = reinterpret_cast<uint8_t*>(dst.GetPhyAddr());
    kernels::ReduceSpec spec;
    spec.op = a.op;
    spec.src_type = DTypeOf<U>();
    spec.dst_type = DTypeOf<T>();
    // Where the results go: unit (bytes between repeats' results), bytes written, alignment.
    uint64_t unit = 0, last = 0;
    uint32_t align = ds;
    switch (a.scope) {
      case ReduceScope::kDataBlock:
        spec.group = kDataBlockBytes / ss;
        unit = 8ull * ds;
        last = 8ull * ds;
        align = 8 * ds;
        break;
      case ReduceScope::kRepeat:
        spec.group = epr;
        unit = RepeatResultBytes(a.op, a.layout, ds);
        last = unit;
        align = static_cast<uint32_t>(unit);
        break;
      case ReduceScope::kPair:
        spec.group = 2;
        unit = kRepeatBytes / 2;
        last = epr / 2 * ds;
        align = kDataBlockBytes;
        break;
      case ReduceScope::kAll:
        spec.group = epr;
        last = a.op == ReduceOp::kSum || a.layout == ReduceLayout::kOnlyValue ? ds : (ds == 8 ? 16 : 2 * ds);
        align = static_cast<uint32_t>(std::min<uint64_t>(last, 8));
        break;
    }
    const uint64_t span = all ? last : uint64_t{shape.repeats - 1} * dst_rep * unit + last;
    // FATAL before any access: every result lies in UB.
    const uint32_t dst_ub = runtime::CheckUbRange(a.api, "dst", out, span);
    CheckUbAligned(a.api, "dst", dst_ub, align);
    const uint64_t src_span = kernels::OperandSpan(shape, o[0], ss);
    const uintptr_t d0 = reinterpret_cast<uintptr_t>(out), s0 = reinterpret_cast<uintptr_t>(o[0].base);
    const bool overlap = d0 < s0 + src_span && s0 < d0 + span;
    if (CheckedMode()) {
      if (dst.OwnerEnd() != 0 && (dst_ub < dst.OwnerBegin() || dst_ub + span > dst.OwnerEnd()))
        ReportWarning(a.api, "dst", "[" + Str(dst_ub) + ", " + Str(dst_ub + span) + ")",
                      "writes outside the allocation the tensor came from");
      if (overlap)
        ReportWarning(a.api, "dst", "[" + Str(dst_ub) + ", +" + Str(span) + ")",
                      "overlaps src (not supported; every repeat reads its positions before it writes)");
    }

    if (all) {
      const bool count_form = form.form == VectorCallDesc::Form::kCount;
      const bool counter = !count_form && core.mask_mode == runtime::MaskMode::kCounter;
      const kernels::SumOrder order = SumOrderOf(spec.src_type, count_form, counter, shape.ActiveCount(), epr);
      const uint64_t step = count_form ? epr : uint64_t{src_rep} * (kDataBlockBytes / ss);
      const kernels::ReduceResult res = kernels::ReduceAll(spec, order, step, shape, o[0], mode);
      PutBits(out, res.value, ds);
      if (a.op == ReduceOp::kSum) {
        if (count_form) core.reduce_sum_spr = res.value;
      } else {
        if (a.layout == ReduceLayout::kValueIndex) {
          // The index in an element of T (16 bits for half); 64-bit types: a
          // uint32_t index and 4 zero bytes.
          if (ds == 8) PutBits(out + 8, res.index & 0xFFFFFFFFull, 8);
          else PutBits(out + ds, res.index, ds);
        }
        if (!counter) {
          core.reduce_extreme_spr = res.value;
          core.reduce_index_spr = res.index;
        }
      }
      return;
    }

    // Every position active, dense operands, no overlap: the kernel writes
    // the results straight into UB (ReduceRepeat: sums only; its maximum and
    // minimum carry indices and the Atlas A2/A3 best-of-call register).
    const bool direct = a.scope == ReduceScope::kPair || a.scope == ReduceScope::kDataBlock ||
                        (a.scope == ReduceScope::kRepeat && a.op == ReduceOp::kSum);
    if (direct && !overlap &&
        kernels::ReduceGroupsDense(spec, shape, o[0], out, uint64_t{dst_rep} * unit, mode))
      return;
    const uint32_t per = shape.positions / spec.group;
    static thread_local std::vector<kernels::ReduceResult> results;
    results.resize(overlap ? per : uint64_t{shape.repeats} * per);
    struct Ctx {
      const ReduceArgs* a;
      uint8_t* out;
      uint64_t unit;
      uint32_t dst_rep;
      uint32_t per;
      bool counter;
      bool have_best;
      kernels::ReduceResult best;
    } ctx{&a, out, unit, dst_rep, per, core.mask_mode == runtime::MaskMode::kCounter, false, {}};
    auto store = [](uint32_t r, const kernels::ReduceResult* res, void* p) {
      // A function pointer, no captures: the sizes again as constants.
      [[maybe_unused]] constexpr uint32_t kDs = sizeof(T), kEpr = kRepeatBytes / sizeof(U);
      Ctx& c = *static_cast<Ctx*>(p);
      uint8_t* at = c.out + uint64_t{r} * c.dst_rep * c.unit;
      switch (c.a->scope) {
        case ReduceScope::kRepeat: {
          const kernels::ReduceResult& x = res[0];
          if (c.a->op == ReduceOp::kSum) {
            PutBits(at, x.value, kDs);
            break;
          }
          switch (c.a->layout) {
            case ReduceLayout::kValueIndex: PutBits(at, x.value, kDs); PutBits(at + kDs, x.index, kDs); break;
            case ReduceLayout::kIndexValue: PutBits(at, x.index, kDs); PutBits(at + kDs, x.value, kDs); break;
            case ReduceLayout::kOnlyValue: PutBits(at, x.value, kDs); break;
            case ReduceLayout::kOnlyIndex: PutBits(at, x.index, 4); break;
          }
          // Atlas A2/A3 (half, float): the best over the repeats, compared as
          // numbers (a NaN result never replaces an earlier one), for
          // GetReduceRepeatMaxMinSpr.
          if constexpr (kPa2 && kOneOf<T, half, float>) {
            bool better = !c.have_best;
            if (!better) {
              const float v = static_cast<float>(FromBits<T>(x.value)), b = static_cast<float>(FromBits<T>(c.best.value));
              better = c.a->op == ReduceOp::kMax ? v > b : v < b;
            }
            if (better) {
              c.have_best = true;
              c.best = x;
              c.best.index = uint64_t{r} * kEpr + x.index;
            }
          }
          break;
        }
        case ReduceScope::kDataBlock:
        case ReduceScope::kPair:
          for (uint32_t g = 0; g < c.per; ++g) {
            const kernels::ReduceResult& x = res[g];
            uint8_t* to = at + uint64_t{g} * kDs;
            if (!x.empty) {
              PutBits(to, x.value, kDs);
            } else if (!kPa2) {
              // Ascend 950 writes a group without active positions too: 0 for
              // sums, -inf / +inf for the maximum / minimum. Atlas A2/A3 skips it.
              uint64_t fill = 0;
              if (c.a->op != ReduceOp::kSum) {
                const uint64_t inf = kDs == 2 ? 0x7C00 : 0x7F800000u;
                fill = c.a->op == ReduceOp::kMax ? inf | (uint64_t{1} << (8 * kDs - 1)) : inf;
              }
              PutBits(to, fill, kDs);
            }
          }
          break;
        case ReduceScope::kAll: break;
      }
    };
    ReduceGroupResults(spec, shape, o[0], overlap, results.data(), mode, store, &ctx);
    if (a.scope == ReduceScope::kRepeat && a.op != ReduceOp::kSum && ctx.have_best && !ctx.counter) {
      core.reduce_extreme_spr = ctx.best.value;
      core.reduce_index_spr = ctx.best.index;
    }
  });
}

// A level-0 mask form (ReduceDataBlock / ReduceRepeat / ReducePairElem and
// their older names).
inline VectorForm MaskForm(bool bitwise, const uint64_t* mask, uint64_t contiguous, int64_t repeat_time, bool is_set_mask,
                           const char* api, int64_t max_repeat) {
  VectorForm f;
  f.form = bitwise ? VectorCallDesc::Form::kBitwiseMask : VectorCallDesc::Form::kContiguousMask;
  f.is_set_mask = is_set_mask;
  if (is_set_mask) {
    if (bitwise) {
      f.mask[0] = mask[0];
      f.mask[1] = mask[1];
    } else {
      f.mask[0] = contiguous;
    }
  }
  f.repeat_time = static_cast<uint32_t>(CheckedRange(api, "repeatTime", repeat_time, 0, max_repeat));
  return f;
}

inline constexpr int64_t kMaxRepeatTime = 255;
inline constexpr int64_t kMaxWholeRepeatTime = 0x7FFFFFFF;

template <ReduceScope kScope, ReduceOp kOp, typename T, typename U, bool kIsSetMask>
void LevelZero(const char* api, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<U>& src, bool bitwise,
               const uint64_t* mask, int64_t contiguous, int64_t repeat_time, int64_t dst_rep_stride,
               int64_t src_blk_stride, int64_t src_rep_stride, ReduceLayout layout = ReduceLayout::kValueIndex) {
  ReduceArgs a;
  a.api = api;
  a.op = kOp;
  a.scope = kScope;
  a.layout = layout;
  if (!bitwise && kIsSetMask && contiguous < 0) {
    ReportError(api, "mask", std::to_string(contiguous), "must not be negative (release: nothing is computed)");
    contiguous = 0;
  }
  a.form = MaskForm(bitwise, mask, static_cast<uint64_t>(contiguous), repeat_time, kIsSetMask, api, kMaxRepeatTime);
  a.dst_rep_stride = dst_rep_stride;
  a.src_blk_stride = src_blk_stride;
  a.src_rep_stride = src_rep_stride;
  RunReduction(a, dst, src);
}

// sharedTmpBuffer sizes of the pages (elements of T), for the mode that uses it.
inline uint64_t DivCeil(uint64_t a, uint64_t b) { return (a + b - 1) / b; }
// ReduceSum 方式二: the first level's results, rounded up to whole DataBlocks.
inline uint64_t ReduceSumTmpElements(uint64_t first_max_repeat, uint32_t per_block) {
  return DivCeil(first_max_repeat, per_block) * per_block;
}
// ReduceMax / ReduceMin (ReduceMax page, 关键特性说明).
inline uint64_t ReduceExtremeTmpElements(uint64_t first_max_repeat, uint32_t per_block, uint32_t per_repeat,
                                         bool cal_index) {
  const uint64_t iter1 = first_max_repeat * 2;
  if (!cal_index) return DivCeil(iter1, per_block) * per_block;
  const uint64_t iter2_start = DivCeil(iter1, per_block) * per_block;
  const uint64_t iter2 = DivCeil(iter1, per_repeat) * 2;
  const uint64_t iter2_end = DivCeil(iter2, per_block) * per_block;
  uint64_t need = iter2_start + iter2_end;
  if (iter2 > 2) {
    const uint64_t iter3_start = iter2_end;
    const uint64_t iter3 = DivCeil(iter2, per_repeat) * 2;
    const uint64_t iter3_end = DivCeil(iter3, per_block) * per_block;
    need = iter2_start + iter3_start + iter3_end;
  }
  return need;
}

// ReduceSum / ReduceMax / ReduceMin.
template <ReduceOp kOp, typename T>
void ReduceWhole(const char* api, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                 const AscendC::LocalTensor<T>& tmp, const VectorForm& form, int64_t src_rep_stride, bool cal_index) {
  constexpr uint32_t epr = kRepeatBytes / sizeof(T), per_block = kDataBlockBytes / sizeof(T);
  ReduceArgs a;
  a.api = api;
  a.op = kOp;
  a.scope = ReduceScope::kAll;
  a.layout = cal_index ? ReduceLayout::kValueIndex : ReduceLayout::kOnlyValue;
  a.form = form;
  a.src_rep_stride = src_rep_stride;
  a.tmp = reinterpret_cast<const uint8_t*>(tmp.GetPhyAddr());
  a.tmp_bytes = uint64_t{tmp.GetSize()} * sizeof(T);
  const bool count_form = form.form == VectorCallDesc::Form::kCount;
  const uint64_t first_max_repeat =
      count_form ? std::max<uint64_t>(1, static_cast<uint64_t>(std::max<int64_t>(form.count, 0)) / epr) : form.repeat_time;
  if (kOp == ReduceOp::kSum) {
    // The buffer holds the first level's sums whenever 方式二 runs (not for
    // 方式一, nor for the short sums of 方式三).
    const bool counter = !count_form && runtime::CurrentCore().mask_mode == runtime::MaskMode::kCounter;
    const uint64_t active = count_form ? static_cast<uint64_t>(std::max<int64_t>(form.count, 0))
                                       : (counter ? form.mask[0] : uint64_t{form.repeat_time} * epr);
    if (SumOrderOf(DTypeOf<T>(), count_form, counter, active, epr) == kernels::SumOrder::kLevels && first_max_repeat > 1)
      a.tmp_required_bytes = ReduceSumTmpElements(first_max_repeat, per_block) * sizeof(T);
  } else if (kPa2) {
    // Ascend 950 does not use the buffer (the page: any size, or src itself).
    a.tmp_required_bytes = ReduceExtremeTmpElements(first_max_repeat, per_block, epr, cal_index) * sizeof(T);
  }
  RunReduction(a, dst, src);
}

template <ReduceOp kOp, typename T>
void ReduceWholeMask(const char* api, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                     const AscendC::LocalTensor<T>& tmp, bool bitwise, const uint64_t* mask, int64_t contiguous,
                     int64_t repeat_time, int64_t src_rep_stride, bool cal_index) {
  if (!bitwise && contiguous < 0) {
    ReportError(api, "mask", std::to_string(contiguous), "must not be negative (release: nothing is computed)");
    contiguous = 0;
  }
  if (repeat_time < 0) {
    ReportError(api, "repeatTime", std::to_string(repeat_time), "must not be negative (release: nothing is computed)");
    repeat_time = 0;
  }
  const VectorForm f = MaskForm(bitwise, mask, static_cast<uint64_t>(contiguous), repeat_time, true, api, kMaxWholeRepeatTime);
  ReduceWhole<kOp>(api, dst, src, tmp, f, src_rep_stride, cal_index);
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

namespace reduce_detail = ::ascendc_host::detail;

// --- ReduceDataBlock / ReduceRepeat / ReducePairElem ------------------------------

#define ASCENDC_HOST_UNPAREN(...) __VA_ARGS__
// The bit-wise and the contiguous mask overload of a level-0 reduction;
// `extra_decl` / `extra_arg`: a parenthesized trailing parameter (with its
// leading comma) and what it passes on as the ReduceLayout.
#define ASCENDC_HOST_REDUCE_LEVEL0_API(Name, kScope, kTypesOk, extra_decl, extra_arg)                             \
  template <ReduceType reduceType, typename T, typename U, bool isSetMask = true>                                 \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<U>& src, const uint64_t mask[],         \
                              const int32_t repeatTime, const int32_t dstRepStride, const int32_t srcBlkStride,   \
                              const int32_t srcRepStride ASCENDC_HOST_UNPAREN extra_decl) {                       \
    static_assert(kTypesOk, #Name ": unsupported type combination (see its page, 数据类型)");                      \
    constexpr auto kOp = reduce_detail::ToReduceOp(reduceType);                                                    \
    reduce_detail::LevelZero<kScope, kOp, T, U, isSetMask>(::ascendc_host::ReduceOpName(kOp, kScope), dst, src,    \
                                                          true, mask, 0, repeatTime, dstRepStride, srcBlkStride,   \
                                                          srcRepStride ASCENDC_HOST_UNPAREN extra_arg);            \
  }                                                                                                              \
  template <ReduceType reduceType, typename T, typename U, bool isSetMask = true>                                 \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<U>& src, const int32_t mask,            \
                              const int32_t repeatTime, const int32_t dstRepStride, const int32_t srcBlkStride,   \
                              const int32_t srcRepStride ASCENDC_HOST_UNPAREN extra_decl) {                       \
    static_assert(kTypesOk, #Name ": unsupported type combination (see its page, 数据类型)");                      \
    constexpr auto kOp = reduce_detail::ToReduceOp(reduceType);                                                    \
    reduce_detail::LevelZero<kScope, kOp, T, U, isSetMask>(::ascendc_host::ReduceOpName(kOp, kScope), dst, src,    \
                                                          false, nullptr, mask, repeatTime, dstRepStride,          \
                                                          srcBlkStride, srcRepStride ASCENDC_HOST_UNPAREN extra_arg); \
  }

ASCENDC_HOST_REDUCE_LEVEL0_API(ReduceDataBlock, ::ascendc_host::ReduceScope::kDataBlock,
                               (reduce_detail::ReduceBlockTypes<T, U>()), (), ())
ASCENDC_HOST_REDUCE_LEVEL0_API(ReduceRepeat, ::ascendc_host::ReduceScope::kRepeat,
                               (reduce_detail::ReduceRepeatTypes<reduceType, T, U>()),
                               (, ReduceOrder order = ReduceOrder::ORDER_VALUE_INDEX),
                               (, static_cast<::ascendc_host::ReduceLayout>(order)))
ASCENDC_HOST_REDUCE_LEVEL0_API(ReducePairElem, ::ascendc_host::ReduceScope::kPair,
                               (reduceType == ReduceType::SUM && reduce_detail::ReduceBlockTypes<T, U>()), (), ())
#undef ASCENDC_HOST_REDUCE_LEVEL0_API

// --- ReduceSum / ReduceMax / ReduceMin ------------------------------------------------

// Ascend 950 ignores isSetMask (the page): the count is always `count`.
template <typename T, bool isSetMask = true>
__aicore__ inline void ReduceSum(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const int32_t count) {
  static_assert(reduce_detail::ReduceAllTypes<::ascendc_host::ReduceOp::kSum, T>(true),
                "ReduceSum: unsupported element type on this profile (see its page, 数据类型)");
  reduce_detail::ReduceWhole<::ascendc_host::ReduceOp::kSum>(
      "ReduceSum", dst, src, sharedTmpBuffer, reduce_detail::VectorForm::Count(count, isSetMask || !reduce_detail::kPa2), 8,
      false);
}
template <typename T>
__aicore__ inline void ReduceSum(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const uint64_t mask[], const int32_t repeatTime,
                                 const int32_t srcRepStride) {
  static_assert(reduce_detail::ReduceAllTypes<::ascendc_host::ReduceOp::kSum, T>(false),
                "ReduceSum: unsupported element type for the mask forms on this profile (see its page)");
  reduce_detail::ReduceWholeMask<::ascendc_host::ReduceOp::kSum>("ReduceSum", dst, src, sharedTmpBuffer, true, mask, 0,
                                                                repeatTime, srcRepStride, false);
}
template <typename T>
__aicore__ inline void ReduceSum(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<T>& sharedTmpBuffer, const int32_t mask, const int32_t repeatTime,
                                 const int32_t srcRepStride) {
  static_assert(reduce_detail::ReduceAllTypes<::ascendc_host::ReduceOp::kSum, T>(false),
                "ReduceSum: unsupported element type for the mask forms on this profile (see its page)");
  reduce_detail::ReduceWholeMask<::ascendc_host::ReduceOp::kSum>("ReduceSum", dst, src, sharedTmpBuffer, false, nullptr,
                                                                mask, repeatTime, srcRepStride, false);
}

#define ASCENDC_HOST_REDUCE_EXTREME_API(Name, kOp)                                                                  \
  template <typename T>                                                                                            \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src,                                 \
                              const LocalTensor<T>& sharedTmpBuffer, const int32_t count, bool calIndex = 0) {      \
    static_assert(reduce_detail::ReduceAllTypes<kOp, T>(true),                                                      \
                  #Name ": unsupported element type on this profile (see its page, 数据类型)");                     \
    reduce_detail::ReduceWhole<kOp>(#Name, dst, src, sharedTmpBuffer, reduce_detail::VectorForm::Count(count, true), \
                                    8, calIndex);                                                                  \
  }                                                                                                                \
  template <typename T>                                                                                            \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src,                                 \
                              const LocalTensor<T>& sharedTmpBuffer, const uint64_t mask[], const int32_t repeatTime, \
                              const int32_t srcRepStride, bool calIndex = 0) {                                     \
    static_assert(reduce_detail::ReduceAllTypes<kOp, T>(false),                                                     \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");            \
    reduce_detail::ReduceWholeMask<kOp>(#Name, dst, src, sharedTmpBuffer, true, mask, 0, repeatTime, srcRepStride,  \
                                        calIndex);                                                                 \
  }                                                                                                                \
  template <typename T>                                                                                            \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src,                                 \
                              const LocalTensor<T>& sharedTmpBuffer, const int32_t mask, const int32_t repeatTime,  \
                              const int32_t srcRepStride, bool calIndex = 0) {                                     \
    static_assert(reduce_detail::ReduceAllTypes<kOp, T>(false),                                                     \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");            \
    reduce_detail::ReduceWholeMask<kOp>(#Name, dst, src, sharedTmpBuffer, false, nullptr, mask, repeatTime,         \
                                        srcRepStride, calIndex);                                                   \
  }

ASCENDC_HOST_REDUCE_EXTREME_API(ReduceMax, ::ascendc_host::ReduceOp::kMax)
ASCENDC_HOST_REDUCE_EXTREME_API(ReduceMin, ::ascendc_host::ReduceOp::kMin)
#undef ASCENDC_HOST_REDUCE_EXTREME_API

// --- The registers the reductions leave ------------------------------------------------

// The result of the last ReduceSum count form (tensor前n个数据计算).
template <typename T>
__aicore__ inline T GetReduceRepeatSumSpr() {
  static_assert(reduce_detail::kOneOf<T, half, float>, "GetReduceRepeatSumSpr: half or float (see its page)");
  return reduce_detail::FromBits<T>(::ascendc_host::runtime::CurrentCore().reduce_sum_spr);
}
// The older name.
template <typename T>
__aicore__ inline T GetAccVal() {
  return GetReduceRepeatSumSpr<T>();
}

// Atlas A2/A3: the maximum / minimum of the last ReduceRepeat (over all its
// repeats, and its index r * elements-per-repeat + position) or ReduceMax /
// ReduceMin (value and index) in Normal mode; the index as the bits of a T.
template <typename T>
__aicore__ inline void GetReduceRepeatMaxMinSpr(T& maxMinValue, T& maxMinIndex) {
  static_assert(sizeof(T) > 0 && reduce_detail::kPa2,
                "GetReduceRepeatMaxMinSpr exists on Atlas A2/A3 only (see its page, 产品支持情况)");
  static_assert(reduce_detail::kOneOf<T, half, float>, "GetReduceRepeatMaxMinSpr: half or float (see its page)");
  const auto& core = ::ascendc_host::runtime::CurrentCore();
  maxMinValue = reduce_detail::FromBits<T>(core.reduce_extreme_spr);
  maxMinIndex = reduce_detail::FromBits<T>(core.reduce_index_spr & (sizeof(T) == 2 ? 0xFFFFull : 0xFFFFFFFFull));
}
// The value-only form exists on the Atlas inference AI Core only.
template <typename T>
__aicore__ inline void GetReduceRepeatMaxMinSpr(T& maxMinValue) {
  static_assert(sizeof(T) == 0,
                "GetReduceRepeatMaxMinSpr(value) exists on the Atlas inference AI Core only (see its page); "
                "use GetReduceRepeatMaxMinSpr(value, index)");
  (void)maxMinValue;
}
template <typename T>
__aicore__ inline void GetReduceMaxMinCount(T& maxMinValue, T& maxMinIndex) {
  GetReduceRepeatMaxMinSpr<T>(maxMinValue, maxMinIndex);
}
template <typename T>
__aicore__ inline void GetReduceMaxMinCount(T& maxMinValue) {
  GetReduceRepeatMaxMinSpr<T>(maxMinValue);
}

// --- The older names ---------------------------------------------------------------------

#define ASCENDC_HOST_BLOCK_REDUCE_API(Name, kType)                                                                  \
  template <typename T, bool isSetMask = true>                                                                     \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t repeatTime,       \
                              const int32_t mask, const int32_t dstRepStride, const int32_t srcBlkStride,           \
                              const int32_t srcRepStride) {                                                         \
    static_assert(reduce_detail::ReduceBlockTypes<T, T>(), #Name ": half or float (see its page)");                \
    constexpr auto kOp = reduce_detail::ToReduceOp(kType);                                                          \
    reduce_detail::LevelZero<::ascendc_host::ReduceScope::kDataBlock, kOp, T, T, isSetMask>(                        \
        #Name, dst, src, false, nullptr, mask, repeatTime, dstRepStride, srcBlkStride, srcRepStride);               \
  }                                                                                                                \
  template <typename T, bool isSetMask = true>                                                                     \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t repeatTime,       \
                              const uint64_t mask[], const int32_t dstRepStride, const int32_t srcBlkStride,        \
                              const int32_t srcRepStride) {                                                         \
    static_assert(reduce_detail::ReduceBlockTypes<T, T>(), #Name ": half or float (see its page)");                \
    constexpr auto kOp = reduce_detail::ToReduceOp(kType);                                                          \
    reduce_detail::LevelZero<::ascendc_host::ReduceScope::kDataBlock, kOp, T, T, isSetMask>(                        \
        #Name, dst, src, true, mask, 0, repeatTime, dstRepStride, srcBlkStride, srcRepStride);                      \
  }

ASCENDC_HOST_BLOCK_REDUCE_API(BlockReduceSum, ReduceType::SUM)
ASCENDC_HOST_BLOCK_REDUCE_API(BlockReduceMax, ReduceType::MAX)
ASCENDC_HOST_BLOCK_REDUCE_API(BlockReduceMin, ReduceType::MIN)
#undef ASCENDC_HOST_BLOCK_REDUCE_API

template <typename T, bool isSetMask = true>
__aicore__ inline void PairReduceSum(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t repeatTime,
                                     const int32_t mask, const int32_t dstRepStride, const int32_t srcBlkStride,
                                     const int32_t srcRepStride) {
  static_assert(reduce_detail::ReduceBlockTypes<T, T>(), "PairReduceSum: half or float (see its page)");
  reduce_detail::LevelZero<::ascendc_host::ReduceScope::kPair, ::ascendc_host::ReduceOp::kSum, T, T, isSetMask>(
      "PairReduceSum", dst, src, false, nullptr, mask, repeatTime, dstRepStride, srcBlkStride, srcRepStride);
}
template <typename T, bool isSetMask = true>
__aicore__ inline void PairReduceSum(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t repeatTime,
                                     const uint64_t mask[], const int32_t dstRepStride, const int32_t srcBlkStride,
                                     const int32_t srcRepStride) {
  static_assert(reduce_detail::ReduceBlockTypes<T, T>(), "PairReduceSum: half or float (see its page)");
  reduce_detail::LevelZero<::ascendc_host::ReduceScope::kPair, ::ascendc_host::ReduceOp::kSum, T, T, isSetMask>(
      "PairReduceSum", dst, src, true, mask, 0, repeatTime, dstRepStride, srcBlkStride, srcRepStride);
}

// WholeReduceSum / RepeatReduceSum: src T, dst U (Ascend 950 also sums
// int16_t / uint16_t into int32_t / uint32_t).
template <typename T, bool isSetMask = true, typename U = T>
__aicore__ inline void WholeReduceSum(const LocalTensor<U>& dst, const LocalTensor<T>& src, const uint64_t mask[],
                                      const int32_t repeatTime, const int32_t dstRepStride,
                                      const int32_t srcBlkStride, const int32_t srcRepStride) {
  static_assert(reduce_detail::ReduceRepeatTypes<ReduceType::SUM, U, T>(),
                "WholeReduceSum: unsupported type combination (see its page)");
  reduce_detail::LevelZero<::ascendc_host::ReduceScope::kRepeat, ::ascendc_host::ReduceOp::kSum, U, T, isSetMask>(
      "WholeReduceSum", dst, src, true, mask, 0, repeatTime, dstRepStride, srcBlkStride, srcRepStride);
}
template <typename T, bool isSetMask = true, typename U = T>
__aicore__ inline void WholeReduceSum(const LocalTensor<U>& dst, const LocalTensor<T>& src, const int32_t mask,
                                      const int32_t repeatTime, const int32_t dstRepStride,
                                      const int32_t srcBlkStride, const int32_t srcRepStride) {
  static_assert(reduce_detail::ReduceRepeatTypes<ReduceType::SUM, U, T>(),
                "WholeReduceSum: unsupported type combination (see its page)");
  reduce_detail::LevelZero<::ascendc_host::ReduceScope::kRepeat, ::ascendc_host::ReduceOp::kSum, U, T, isSetMask>(
      "WholeReduceSum", dst, src, false, nullptr, mask, repeatTime, dstRepStride, srcBlkStride, srcRepStride);
}
// dstBlkStride is not used (one result per repeat).
template <typename T, bool isSetMask = true, typename U = T>
__aicore__ inline void RepeatReduceSum(const LocalTensor<U>& dst, const LocalTensor<T>& src, const int32_t repeatTime,
                                       const int32_t mask, const int32_t dstBlkStride, const int32_t srcBlkStride,
                                       const int32_t dstRepStride, const int32_t srcRepStride) {
  static_assert(reduce_detail::ReduceRepeatTypes<ReduceType::SUM, U, T>(),
                "RepeatReduceSum: unsupported type combination (see its page)");
  (void)dstBlkStride;
  reduce_detail::LevelZero<::ascendc_host::ReduceScope::kRepeat, ::ascendc_host::ReduceOp::kSum, U, T, isSetMask>(
      "RepeatReduceSum", dst, src, false, nullptr, mask, repeatTime, dstRepStride, srcBlkStride, srcRepStride);
}

#define ASCENDC_HOST_WHOLE_REDUCE_API(Name, kType)                                                                  \
  template <typename T, bool isSetMask = true>                                                                     \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint64_t mask[],          \
                              const int32_t repeatTime, const int32_t dstRepStride, const int32_t srcBlkStride,     \
                              const int32_t srcRepStride, ReduceOrder order = ReduceOrder::ORDER_VALUE_INDEX) {     \
    static_assert(reduce_detail::ReduceRepeatTypes<kType, T, T>(), #Name ": unsupported element type (see its page)"); \
    constexpr auto kOp = reduce_detail::ToReduceOp(kType);                                                          \
    reduce_detail::LevelZero<::ascendc_host::ReduceScope::kRepeat, kOp, T, T, isSetMask>(                           \
        #Name, dst, src, true, mask, 0, repeatTime, dstRepStride, srcBlkStride, srcRepStride,                       \
        static_cast<::ascendc_host::ReduceLayout>(order));                                                          \
  }                                                                                                                \
  template <typename T, bool isSetMask = true>                                                                     \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t mask,             \
                              const int32_t repeatTime, const int32_t dstRepStride, const int32_t srcBlkStride,     \
                              const int32_t srcRepStride, ReduceOrder order = ReduceOrder::ORDER_VALUE_INDEX) {     \
    static_assert(reduce_detail::ReduceRepeatTypes<kType, T, T>(), #Name ": unsupported element type (see its page)"); \
    constexpr auto kOp = reduce_detail::ToReduceOp(kType);                                                          \
    reduce_detail::LevelZero<::ascendc_host::ReduceScope::kRepeat, kOp, T, T, isSetMask>(                           \
        #Name, dst, src, false, nullptr, mask, repeatTime, dstRepStride, srcBlkStride, srcRepStride,                \
        static_cast<::ascendc_host::ReduceLayout>(order));                                                          \
  }

ASCENDC_HOST_WHOLE_REDUCE_API(WholeReduceMax, ReduceType::MAX)
ASCENDC_HOST_WHOLE_REDUCE_API(WholeReduceMin, ReduceType::MIN)
#undef ASCENDC_HOST_WHOLE_REDUCE_API

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_REDUCE_H_
