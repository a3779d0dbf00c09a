// Cast (a pair per fuzzer byte, any round mode), Truncate, AddReluCast,
// SubReluCast, MulCast, MulsCast, AddDeqRelu and CastDequant (SPEC 8.7)
// under cross-check mode: every call runs on the SIMD path and on the
// reference, and the whole UB image and the mask registers must agree,
// which cross-check mode turns into an Error naming the difference.
// Parameters valid and not: every form, masks and Counter mode, strides (0
// included), operands near the UB end and misaligned, overlaps, int4b_t
// counts and masks, unlisted round modes, CTRL[48]/[53]/[59]/[60] and the
// DEQSCALE register holding anything, checked and release mode, on every
// SIMD target.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "ub_oracle.h"

namespace {

using AscendC::BinaryRepeatParams;
using AscendC::int4b_t;
using AscendC::RoundMode;
using AscendC::UnaryRepeatParams;
using fuzz::PickAddress;
using fuzz::TensorAt;


struct Call {
  int form = 0;  // 0 count, 1 bit-wise mask, 2 contiguous mask
  uint32_t count = 0;
  uint64_t mask[2] = {0, 0};
  uint8_t repeat = 0;
  BinaryRepeatParams binary;
  UnaryRepeatParams unary;
  uint32_t dst = 0, src0 = 0, src1 = 0;
  RoundMode mode = RoundMode::CAST_NONE;
};

template <typename T, typename U>
void RunCast(const Call& c) {
  const auto dst = TensorAt<T>(c.dst);
  const auto src = TensorAt<U>(c.src0);
  if (c.form == 0) AscendC::Cast(dst, src, c.mode, c.count);
  else if (c.form == 1) AscendC::Cast(dst, src, c.mode, c.mask, c.repeat, c.unary);
  else AscendC::Cast<T, U, false>(dst, src, c.mode, c.mask[0], c.repeat, c.unary);
}

template <ascendc_host::CastOp kOp, typename T, typename U>
void RunComposite(const Call& c) {
  namespace d = ascendc_host::detail;
  const auto dst = TensorAt<T>(c.dst);
  const auto a = TensorAt<U>(c.src0), b = TensorAt<U>(c.src1);
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  constexpr bool kMaskForms = d::CompositeTypeSupported<kOp, T, U>(true);
#define ASCENDC_HOST_FUZZ_CALL(Name)                                                          \
  if (c.form == 0 || !kMaskForms) AscendC::Name<T, U>(dst, a, b, c.count);                     \
  else if constexpr (kMaskForms) {                                                             \
    if (c.form == 1) AscendC::Name<T, U>(dst, a, b, mask, c.repeat, c.binary);                 \
    else AscendC::Name<T, U, false>(dst, a, b, c.mask[0], c.repeat, c.binary);                 \
  }
  if constexpr (kOp == ascendc_host::CastOp::kAddReluCast) { ASCENDC_HOST_FUZZ_CALL(AddReluCast) }
  else if constexpr (kOp == ascendc_host::CastOp::kSubReluCast) { ASCENDC_HOST_FUZZ_CALL(SubReluCast) }
  else if constexpr (kOp == ascendc_host::CastOp::kMulCast) { ASCENDC_HOST_FUZZ_CALL(MulCast) }
  else { ASCENDC_HOST_FUZZ_CALL(AddDeqRelu) }
#undef ASCENDC_HOST_FUZZ_CALL
}

void RunOther(int which, const Call& c, uint64_t scalar_bits) {
  float scalar;
  std::memcpy(&scalar, &scalar_bits, 4);
  switch (which) {
    case 0: AscendC::MulsCast(TensorAt<half>(c.dst), TensorAt<float>(c.src0), scalar, c.count); break;
    case 1: AscendC::MulsCast(TensorAt<half>(c.dst), scalar, TensorAt<float>(c.src0), c.count); break;
    case 2: AscendC::Truncate<float, RoundMode::CAST_ROUND>(TensorAt<float>(c.dst), TensorAt<float>(c.src0), c.count); break;
    case 3: AscendC::Truncate<half, RoundMode::CAST_FLOOR>(TensorAt<half>(c.dst), TensorAt<half>(c.src0), c.count); break;
    case 4:
      AscendC::Truncate<bfloat16_t, RoundMode::CAST_RINT>(TensorAt<bfloat16_t>(c.dst), TensorAt<bfloat16_t>(c.src0),
                                                          c.count);
      break;
    case 5:
      if (c.form == 0) AscendC::CastDequant<half, int32_t>(TensorAt<half>(c.dst), TensorAt<int32_t>(c.src0), c.count);
      else AscendC::CastDequant<half, int32_t>(TensorAt<half>(c.dst), TensorAt<int32_t>(c.src0), c.mask, c.repeat, c.unary);
      break;
    default:
      if (c.form == 0) AscendC::AddDeqRelu(TensorAt<half>(c.dst), TensorAt<int32_t>(c.src0), TensorAt<int32_t>(c.src1), c.count);
      else RunComposite<ascendc_host::CastOp::kAddDeqRelu, half, int32_t>(c);
      break;
  }
}

// The Cast pairs of the Ascend 950 table, by index.
void RunCastPair(int pair, const Call& c) {
  switch (pair % 40) {
    case 0: return RunCast<int16_t, int4b_t>(c);
    case 1: return RunCast<half, int4b_t>(c);
    case 2: return RunCast<bfloat16_t, int4b_t>(c);
    case 3: return RunCast<int16_t, int8_t>(c);
    case 4: return RunCast<half, int8_t>(c);
    case 5: return RunCast<int32_t, int8_t>(c);
    case 6: return RunCast<uint16_t, uint8_t>(c);
    case 7: return RunCast<half, uint8_t>(c);
    case 8: return RunCast<uint32_t, uint8_t>(c);
    case 9: return RunCast<int4b_t, int16_t>(c);
    case 10: return RunCast<uint8_t, int16_t>(c);
    case 11: return RunCast<half, int16_t>(c);
    case 12: return RunCast<int32_t, int16_t>(c);
    case 13: return RunCast<uint32_t, int16_t>(c);
    case 14: return RunCast<float, int16_t>(c);
    case 15: return RunCast<uint8_t, uint16_t>(c);
    case 16: return RunCast<uint32_t, uint16_t>(c);
    case 17: return RunCast<int4b_t, half>(c);
    case 18: return RunCast<int8_t, half>(c);
    case 19: return RunCast<uint8_t, half>(c);
    case 20: return RunCast<int16_t, half>(c);
    case 21: return RunCast<bfloat16_t, half>(c);
    case 22: return RunCast<int32_t, half>(c);
    case 23: return RunCast<float, half>(c);
    case 24: return RunCast<half, bfloat16_t>(c);
    case 25: return RunCast<int32_t, bfloat16_t>(c);
    case 26: return RunCast<float, bfloat16_t>(c);
    case 27: return RunCast<uint8_t, int32_t>(c);
    case 28: return RunCast<int16_t, int32_t>(c);
    case 29: return RunCast<uint16_t, int32_t>(c);
    case 30: return RunCast<half, int32_t>(c);
    case 31: return RunCast<float, int32_t>(c);
    case 32: return RunCast<int64_t, int32_t>(c);
    case 33: return RunCast<int16_t, uint32_t>(c);
    case 34: return RunCast<int16_t, float>(c);
    case 35: return RunCast<half, float>(c);
    case 36: return RunCast<bfloat16_t, float>(c);
    case 37: return RunCast<float, float>(c);
    case 38: return RunCast<int64_t, float>(c);
    default: return RunCast<float, int64_t>(c);
  }
}

void RunCompositePair(int pair, const Call& c) {
  using ascendc_host::CastOp;
  switch (pair % 14) {
    case 0: return RunComposite<CastOp::kAddReluCast, int8_t, half>(c);
    case 1: return RunComposite<CastOp::kAddReluCast, int8_t, int16_t>(c);
    case 2: return RunComposite<CastOp::kAddReluCast, half, float>(c);
    case 3: return RunComposite<CastOp::kAddReluCast, float, int64_t>(c);
    case 4: return RunComposite<CastOp::kAddReluCast, int32_t, int64_t>(c);
    case 5: return RunComposite<CastOp::kSubReluCast, int8_t, half>(c);
    case 6: return RunComposite<CastOp::kSubReluCast, int8_t, int16_t>(c);
    case 7: return RunComposite<CastOp::kSubReluCast, half, float>(c);
    case 8: return RunComposite<CastOp::kSubReluCast, float, int64_t>(c);
    case 9: return RunComposite<CastOp::kMulCast, int8_t, half>(c);
    case 10: return RunComposite<CastOp::kMulCast, uint8_t, half>(c);
    case 11: return RunComposite<CastOp::kMulCast, float, int64_t>(c);
    case 12: return RunComposite<CastOp::kMulCast, int32_t, int64_t>(c);
    default: return RunComposite<CastOp::kAddDeqRelu, half, int32_t>(c);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  const fuzz::CrossCheckedInput frame(in);
  auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t ub_bytes = core.ub_bytes;

  const int family = in.Take<uint8_t>() % 3;
  const int pair = in.Take<uint8_t>();
  Call c;
  c.form = in.Take<uint8_t>() % 3;
  c.mode = static_cast<RoundMode>(in.Take<uint8_t>() % 8);
  c.count = in.Bool() ? in.Range(0, 70000) : in.Range(0, 1024);
  c.mask[0] = in.Bool() ? in.Take<uint64_t>() : in.Range(0, 130);
  c.mask[1] = in.Bool() ? in.Take<uint64_t>() : 0;
  c.repeat = static_cast<uint8_t>(in.Bool() ? in.Take<uint8_t>() : in.Range(0, 4));
  auto stride = [&](uint32_t usual) { return static_cast<uint8_t>(in.Bool() ? in.Range(0, 20) : usual); };
  c.binary = BinaryRepeatParams(stride(1), stride(1), stride(1), stride(4), stride(8), stride(8));
  c.unary = UnaryRepeatParams(stride(1), stride(1), stride(8), stride(4));
  c.dst = PickAddress(in, ub_bytes);
  c.src0 = in.Bool() ? c.dst : PickAddress(in, ub_bytes);
  c.src1 = PickAddress(in, ub_bytes);
  const uint64_t scalar_bits = in.Take<uint64_t>();
  core.ctrl = in.Take<uint64_t>() & ((1ull << 48) | (1ull << 53) | (1ull << 59) | (1ull << 60));
  core.deq_scale = in.Take<uint16_t>();
  if (in.Bool()) AscendC::SetMaskCount();
  core.vector_mask[0] = in.Bool() ? in.Range(0, 4096) : in.Take<uint64_t>();
  core.vector_mask[1] = in.Take<uint64_t>();
  if (core.mask_mode == ascendc_host::runtime::MaskMode::kCounter &&
      (core.vector_mask[0] > (1u << 16) || c.mask[0] > (1u << 16)))
    return 0;
  fuzz::FillUb(core.ub, ub_bytes, in.Take<uint64_t>());

  if (std::getenv("FUZZ_DEBUG"))
    std::fprintf(stderr, "target=%s checked=%d family=%d pair=%d form=%d mode=%d count=%u mask=%llx/%llx repeat=%u "
                 "dst=%u src0=%u src1=%u counter=%d ctrl=%llx\n",
                 ascendc_host::target::Active().c_str(), ascendc_host::CheckedMode(), family, pair, c.form,
                 int(c.mode), c.count, static_cast<unsigned long long>(c.mask[0]),
                 static_cast<unsigned long long>(c.mask[1]), c.repeat, c.dst, c.src0, c.src1, int(core.mask_mode),
                 static_cast<unsigned long long>(core.ctrl));
  fuzz::AbortOnReferenceDifference([&] {
    if (family == 0) RunCastPair(pair, c);
    else if (family == 1) RunCompositePair(pair, c);
    else RunOther(pair % 7, c, scalar_bits);
  });
  return 0;
}
