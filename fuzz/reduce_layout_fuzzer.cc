// The reductions (ReduceRepeat / ReduceDataBlock / ReducePairElem and their
// older names, ReduceSum / ReduceMax / ReduceMin) and the fill and layout
// APIs (Brcb, CreateVecIndex, Transpose, Interleave, DeInterleave; SPEC 8.8,
// 8.9) under cross-check mode: every call runs on the SIMD path and on the
// reference, and the whole UB image and the mask registers must agree, which
// cross-check mode turns into an Error naming the difference. Parameters
// valid and not: every form and ReduceOrder, masks and Counter mode,
// isSetMask, strides (0 included), repeat counts outside [0, 255], operands
// near the UB end, misaligned and overlapping, checked and release mode, on
// every SIMD target.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "ub_oracle.h"

namespace {

using AscendC::ReduceOrder;
using AscendC::ReduceType;
using fuzz::PickAddress;
template <typename T>
AscendC::LocalTensor<T> TensorAt(uint32_t address) {
  return fuzz::TensorFrom<T>(address);
}

struct Call {
  bool bitwise = false;
  bool set_mask = true;
  uint64_t mask[2] = {0, 0};
  int32_t count = 0, repeat = 0, dst_rep = 1, src_blk = 1, src_rep = 8;
  ReduceOrder order = ReduceOrder::ORDER_VALUE_INDEX;
  bool cal_index = false, old_name = false;
  uint32_t dst = 0, dst1 = 0, src = 0, src1 = 0;
  uint16_t n = 0, c = 0, h = 0, w = 0;
  uint64_t scalar_bits = 0;
};

template <ReduceType kType, typename T, typename U, bool kSet>
void LevelZero(int scope, const Call& c) {
  namespace d = ascendc_host::detail;
  const auto dst = TensorAt<T>(c.dst);
  const auto src = TensorAt<U>(c.src);
  const int32_t m = static_cast<int32_t>(c.mask[0]);
  if (scope == 0) {
    if constexpr (d::ReduceRepeatTypes<kType, T, U>()) {
      bool done = false;
      if constexpr (kType == ReduceType::SUM) {
        if (c.old_name) {
          if (c.bitwise) AscendC::WholeReduceSum<U, kSet, T>(dst, src, c.mask, c.repeat, c.dst_rep, c.src_blk, c.src_rep);
          else AscendC::RepeatReduceSum<U, kSet, T>(dst, src, c.repeat, m, 1, c.src_blk, c.dst_rep, c.src_rep);
          done = true;
        }
      }
      if (done) {
      } else if (c.bitwise) {
        AscendC::ReduceRepeat<kType, T, U, kSet>(dst, src, c.mask, c.repeat, c.dst_rep, c.src_blk, c.src_rep, c.order);
      } else {
        AscendC::ReduceRepeat<kType, T, U, kSet>(dst, src, m, c.repeat, c.dst_rep, c.src_blk, c.src_rep, c.order);
      }
    }
  } else if constexpr (d::ReduceBlockTypes<T, U>()) {
    if (scope == 1) {
      if (c.bitwise) AscendC::ReduceDataBlock<kType, T, U, kSet>(dst, src, c.mask, c.repeat, c.dst_rep, c.src_blk, c.src_rep);
      else AscendC::ReduceDataBlock<kType, T, U, kSet>(dst, src, m, c.repeat, c.dst_rep, c.src_blk, c.src_rep);
    } else if (c.bitwise) {
      AscendC::PairReduceSum<T, kSet>(dst, src, c.repeat, c.mask, c.dst_rep, c.src_blk, c.src_rep);
    } else {
      AscendC::ReducePairElem<ReduceType::SUM, T, U, kSet>(dst, src, m, c.repeat, c.dst_rep, c.src_blk, c.src_rep);
    }
  }
}

template <typename T>
void Whole(int op, int form, const Call& c) {
  namespace d = ascendc_host::detail;
  const auto dst = TensorAt<T>(c.dst), src = TensorAt<T>(c.src), tmp = TensorAt<T>(c.src1);
  const int32_t m = static_cast<int32_t>(c.mask[0]);
  if (form == 0 || !d::ReduceAllTypes<ascendc_host::ReduceOp::kMax, T>(false)) {
    if (op == 0) {
      if constexpr (d::ReduceAllTypes<ascendc_host::ReduceOp::kSum, T>(true)) {
        if (c.set_mask) AscendC::ReduceSum<T, true>(dst, src, tmp, c.count);
        else AscendC::ReduceSum<T, false>(dst, src, tmp, c.count);
      }
    } else if (op == 1) {
      AscendC::ReduceMax(dst, src, tmp, c.count, c.cal_index);
    } else {
      AscendC::ReduceMin(dst, src, tmp, c.count, c.cal_index);
    }
    return;
  }
  if constexpr (d::ReduceAllTypes<ascendc_host::ReduceOp::kMax, T>(false)) {
    if (op == 0) {
      if constexpr (d::ReduceAllTypes<ascendc_host::ReduceOp::kSum, T>(false)) {
        if (c.bitwise) AscendC::ReduceSum(dst, src, tmp, c.mask, c.repeat, c.src_rep);
        else AscendC::ReduceSum(dst, src, tmp, m, c.repeat, c.src_rep);
      }
    } else if (op == 1) {
      if (c.bitwise) AscendC::ReduceMax(dst, src, tmp, c.mask, c.repeat, c.src_rep, c.cal_index);
      else AscendC::ReduceMax(dst, src, tmp, m, c.repeat, c.src_rep, c.cal_index);
    } else {
      if (c.bitwise) AscendC::ReduceMin(dst, src, tmp, c.mask, c.repeat, c.src_rep, c.cal_index);
      else AscendC::ReduceMin(dst, src, tmp, m, c.repeat, c.src_rep, c.cal_index);
    }
  }
}

template <typename T>
void Layout(int api, const Call& c) {
  namespace d = ascendc_host::detail;
  const auto dst = TensorAt<T>(c.dst), dst1 = TensorAt<T>(c.dst1), src = TensorAt<T>(c.src), src1 = TensorAt<T>(c.src1);
  T first;
  std::memcpy(&first, &c.scalar_bits, sizeof(T));
  switch (api) {
    case 0:
      if constexpr (d::BrcbTypes<T>())
        AscendC::Brcb(dst, src, static_cast<uint8_t>(c.repeat), AscendC::BrcbRepeatParams(c.src_blk, c.dst_rep));
      break;
    case 1:
      if constexpr (d::CreateVecIndexTypes<T>(true)) {
        if (c.count > 0) AscendC::CreateVecIndex(dst, first, static_cast<uint32_t>(c.count));
        else if (c.bitwise) AscendC::CreateVecIndex(dst, first, const_cast<uint64_t*>(c.mask), static_cast<uint8_t>(c.repeat),
                                                    static_cast<uint16_t>(c.src_blk), static_cast<uint8_t>(c.dst_rep));
        else AscendC::CreateVecIndex(dst, first, c.mask[0], static_cast<uint8_t>(c.repeat),
                                     static_cast<uint16_t>(c.src_blk), static_cast<uint8_t>(c.dst_rep));
      }
      break;
    case 2:
      if constexpr (d::kOneOf<T, int16_t, uint16_t, half>) AscendC::Transpose(dst, src);
      break;
    case 3:
      if constexpr (d::TransposeTypes<T>())
        AscendC::Transpose(dst, src, TensorAt<uint8_t>(c.src1),
                           AscendC::TransposeParamsExt(c.n, c.c, c.h, c.w,
                                                       static_cast<AscendC::TransposeType>(c.order == ReduceOrder::ORDER_VALUE_INDEX ? 11
                                                                                           : c.order == ReduceOrder::ORDER_INDEX_VALUE ? 12
                                                                                           : c.order == ReduceOrder::ORDER_ONLY_VALUE ? 10
                                                                                                                                      : 0)));
      break;
    case 4: AscendC::Interleave(dst, dst1, src, src1, c.count); break;
    case 5: AscendC::DeInterleave(dst, dst1, src, src1, c.count); break;
    default: AscendC::DeInterleave(dst, dst1, src, c.count); break;
  }
}

template <ReduceType kType, typename T, typename U>
void LevelZeroAny(int scope, const Call& c) {
  if (c.set_mask) LevelZero<kType, T, U, true>(scope, c);
  else LevelZero<kType, T, U, false>(scope, c);
}

template <typename T>
void Reduction(int family, int op, const Call& c) {
  if (family == 3) {
    Whole<T>(op, c.count >= 0 && c.repeat == 0 ? 0 : 1, c);
    return;
  }
  if (op == 0) LevelZeroAny<ReduceType::SUM, T, T>(family, c);
  else if (op == 1) LevelZeroAny<ReduceType::MAX, T, T>(family, c);
  else LevelZeroAny<ReduceType::MIN, T, T>(family, c);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  const fuzz::CrossCheckedInput frame(in);
  auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t ub_bytes = core.ub_bytes;

  // family: 0 ReduceRepeat, 1 ReduceDataBlock, 2 ReducePairElem, 3 ReduceSum/Max/Min, 4 layout
  const int family = in.Take<uint8_t>() % 5;
  const int op = in.Take<uint8_t>() % 7;  // reductions: 0 sum, 1 max, 2 min; layouts: the API
  const int type = in.Take<uint8_t>() % 7;
  Call c;
  c.bitwise = in.Bool();
  c.set_mask = in.Take<uint8_t>() % 4 != 0;
  c.mask[0] = in.Bool() ? in.Take<uint64_t>() : in.Range(0, 130);
  c.mask[1] = in.Bool() ? in.Take<uint64_t>() : 0;
  c.count = in.Bool() ? static_cast<int32_t>(in.Range(0, 70000)) - 8 : static_cast<int32_t>(in.Range(0, 1100));
  c.repeat = in.Bool() ? static_cast<int32_t>(in.Range(0, 300)) - 4 : static_cast<int32_t>(in.Range(0, 5));
  auto stride = [&](int32_t usual) { return in.Bool() ? static_cast<int32_t>(in.Range(0, 20)) : usual; };
  c.dst_rep = stride(1);
  c.src_blk = stride(1);
  c.src_rep = stride(8);
  c.order = static_cast<ReduceOrder>(in.Take<uint8_t>() % 4);
  c.cal_index = in.Bool();
  c.old_name = in.Bool();
  c.dst = PickAddress(in, ub_bytes);
  c.src = in.Bool() ? c.dst : PickAddress(in, ub_bytes);
  c.src1 = PickAddress(in, ub_bytes);
  c.dst1 = PickAddress(in, ub_bytes);
  c.n = static_cast<uint16_t>(in.Range(0, 4));
  c.c = static_cast<uint16_t>(in.Range(0, 40));
  c.h = static_cast<uint16_t>(in.Range(0, 4));
  c.w = static_cast<uint16_t>(in.Range(0, 4) * 16);
  c.scalar_bits = in.Take<uint64_t>();
  if (in.Bool()) AscendC::SetMaskCount();
  core.vector_mask[0] = in.Bool() ? in.Range(0, 4096) : in.Take<uint64_t>();
  core.vector_mask[1] = in.Take<uint64_t>();
  if (in.Bool()) AscendC::SetCtrlSpr<48, 48>(1);
  // Keep one input's work bounded: Counter mode may count to 2^64.
  if (core.mask_mode == ascendc_host::runtime::MaskMode::kCounter &&
      (core.vector_mask[0] > (1u << 17) || c.mask[0] > (1u << 17)))
    return 0;
  fuzz::FillUb(core.ub, ub_bytes, in.Take<uint64_t>());

  if (std::getenv("FUZZ_DEBUG"))
    std::fprintf(stderr, "target=%s checked=%d family=%d op=%d type=%d bitwise=%d set=%d mask=%llx/%llx count=%d repeat=%d "
                 "strides=%d/%d/%d order=%d dst=%u src=%u src1=%u dst1=%u counter=%d\n",
                 ascendc_host::target::Active().c_str(), ascendc_host::CheckedMode(), family, op, type, c.bitwise,
                 c.set_mask, static_cast<unsigned long long>(c.mask[0]), static_cast<unsigned long long>(c.mask[1]),
                 c.count, c.repeat, c.dst_rep, c.src_blk, c.src_rep, int(c.order), c.dst, c.src, c.src1, c.dst1,
                 int(core.mask_mode));
  fuzz::AbortOnReferenceDifference([&] {
    if (family == 4) {
      switch (type) {
        case 0: Layout<half>(op, c); break;
        case 1: Layout<float>(op, c); break;
        case 2: Layout<int16_t>(op, c); break;
        case 3: Layout<uint8_t>(op, c); break;
        case 4: Layout<int64_t>(op, c); break;
        case 5: Layout<bfloat16_t>(op, c); break;
        default: Layout<int32_t>(op, c); break;
      }
    } else {
      const int rop = op % 3;
      switch (type % 4) {
        case 0: Reduction<half>(family, rop, c); break;
        case 1: Reduction<float>(family, rop, c); break;
        case 2:
          if (family == 0 && rop == 0) LevelZeroAny<ReduceType::SUM, int32_t, int16_t>(0, c);
          else if (family == 0 || family == 3) Reduction<int16_t>(family, rop, c);
          break;
        default:
          if (family == 3) Whole<int64_t>(rop, 0, c);
          else if (family == 0) Reduction<uint32_t>(family, rop, c);
          break;
      }
    }
  });
  return 0;
}
