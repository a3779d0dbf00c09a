// Compare, Compares, CompareScalar, Compare into CMPMASK, Select in its three
// modes (with and without a mask argument), GetCmpMask and SetCmpMask (SPEC
// 8.6) under cross-check mode: every call runs on the SIMD path and on the
// reference, and the whole UB image, the mask registers and CMPMASK must
// agree, which cross-check mode turns into an Error naming the difference.
// Parameters valid and not: every form, masks and Counter mode, strides (0
// included), operands near the UB end and misaligned, overlaps, CMPMASK
// holding anything, checked and release mode, on every SIMD target.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "ub_oracle.h"

namespace {

using AscendC::BinaryRepeatParams;
using AscendC::CMPMODE;
using AscendC::SELMODE;

using fuzz::PickAddress;
using fuzz::TensorAt;


struct Call {
  int form = 0;  // 0 count, 1 bit-wise mask, 2 contiguous mask
  uint32_t count = 0;
  uint64_t mask[2] = {0, 0};
  uint8_t repeat = 0;
  BinaryRepeatParams binary;
  AscendC::UnaryRepeatParams unary;
  uint32_t dst = 0, src0 = 0, src1 = 0, bits = 0;
};

template <typename T>
void Run(int api, const Call& c, CMPMODE cmp, SELMODE sel, uint64_t scalar_bits) {
  namespace d = ascendc_host::detail;
  T scalar;
  std::memcpy(&scalar, &scalar_bits, sizeof(T));
  const auto src0 = TensorAt<T>(c.src0), src1 = TensorAt<T>(c.src1), dst = TensorAt<T>(c.dst);
  const auto bits = TensorAt<uint8_t>(c.bits);
  constexpr bool kMaskForms = d::CompareTypeSupported<T>(true);
  switch (api) {
    case 0:  // Compare into a bit mask
      if (c.form == 0 || !kMaskForms) AscendC::Compare(bits, src0, src1, cmp, c.count);
      else if constexpr (kMaskForms) {
        if (c.form == 1) AscendC::Compare(bits, src0, src1, cmp, c.mask, c.repeat, c.binary);
        else AscendC::Compare<T, uint8_t, false>(bits, src0, src1, cmp, c.mask[0], c.repeat, c.binary);
      }
      break;
    case 1:  // Compares, the scalar on either side
      if (c.form == 0 || !kMaskForms) AscendC::Compares(bits, src0, scalar, cmp, c.count);
      else if constexpr (kMaskForms) {
        if (c.form == 1) AscendC::CompareScalar(bits, src0, scalar, cmp, c.mask, c.repeat, c.unary);
        else AscendC::Compares(bits, scalar, src0, cmp, c.mask[0], c.repeat, c.unary);
      }
      break;
    case 2:  // Compare into CMPMASK, then GetCmpMask
      if constexpr (d::kOneOf<T, half, float>) {
        if (c.form == 1) AscendC::Compare(src0, src1, cmp, c.mask, c.binary);
        else AscendC::Compare<T, false>(src0, src1, cmp, c.mask[0], c.binary);
        AscendC::GetCmpMask(bits);
      }
      break;
    case 3:  // SetCmpMask, then a Select without a mask argument
      AscendC::SetCmpMask(bits.template ReinterpretCast<uint32_t>());
      if constexpr (d::kSelectRegisterType<T>) {
        if (sel == SELMODE::VSEL_TENSOR_SCALAR_MODE) AscendC::Select(dst, bits, src0, c.repeat, c.binary);
        else if (sel == SELMODE::VSEL_CMPMASK_SPR) AscendC::Select<T, SELMODE::VSEL_CMPMASK_SPR>(dst, src0, src1, c.repeat, c.binary);
        else AscendC::Select<T, SELMODE::VSEL_TENSOR_TENSOR_MODE>(dst, src0, src1, c.repeat, c.binary);
      }
      break;
    default:  // Select with a selMask, a scalar or a tensor second source
      if (c.form == 0 || !kMaskForms) {
        if (sel == SELMODE::VSEL_TENSOR_SCALAR_MODE) AscendC::Select(dst, bits, src0, scalar, sel, c.count);
        else AscendC::Select(dst, bits, src0, src1, sel, c.count);
      } else if constexpr (kMaskForms) {
        if (sel == SELMODE::VSEL_TENSOR_SCALAR_MODE) AscendC::Select(dst, bits, src0, scalar, sel, c.mask, c.repeat, c.binary);
        else AscendC::Select<T, uint8_t, false>(dst, bits, src0, src1, sel, c.mask[0], c.repeat, c.binary);
      }
      break;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  const fuzz::CrossCheckedInput frame(in);
  auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t ub_bytes = core.ub_bytes;

  const int api = in.Take<uint8_t>() % 5;
  const int type = in.Take<uint8_t>() % 6;
  const auto cmp = static_cast<CMPMODE>(in.Take<uint8_t>() % 6);
  const auto sel = static_cast<SELMODE>(in.Take<uint8_t>() % 3);
  Call c;
  c.form = in.Take<uint8_t>() % 3;
  c.count = in.Bool() ? in.Range(0, 70000) : in.Range(0, 1024);
  c.mask[0] = in.Bool() ? in.Take<uint64_t>() : in.Range(0, 130);
  c.mask[1] = in.Bool() ? in.Take<uint64_t>() : 0;
  c.repeat = static_cast<uint8_t>(in.Bool() ? in.Take<uint8_t>() : in.Range(0, 4));
  auto stride = [&](uint32_t usual) { return static_cast<uint8_t>(in.Bool() ? in.Range(0, 20) : usual); };
  c.binary = BinaryRepeatParams(stride(1), stride(1), stride(1), stride(8), stride(8), stride(8));
  c.unary = AscendC::UnaryRepeatParams(stride(1), stride(1), stride(8), stride(8));
  c.dst = PickAddress(in, ub_bytes);
  c.src0 = in.Bool() ? c.dst : PickAddress(in, ub_bytes);
  c.src1 = PickAddress(in, ub_bytes);
  c.bits = in.Bool() ? c.src0 : PickAddress(in, ub_bytes);
  const uint64_t scalar_bits = in.Take<uint64_t>();
  // The registers as an earlier call may have left them.
  if (in.Bool()) AscendC::SetMaskCount();
  core.vector_mask[0] = in.Bool() ? in.Range(0, 4096) : in.Take<uint64_t>();
  core.vector_mask[1] = in.Take<uint64_t>();
  // Keep one input's work bounded: Counter mode may count to 2^64.
  if (core.mask_mode == ascendc_host::runtime::MaskMode::kCounter &&
      (core.vector_mask[0] > (1u << 16) || c.mask[0] > (1u << 16)))
    return 0;
  fuzz::FillUb(core.ub, ub_bytes, in.Take<uint64_t>());

  if (std::getenv("FUZZ_DEBUG"))
    std::fprintf(stderr, "target=%s checked=%d api=%d type=%d cmp=%d sel=%d form=%d count=%u mask=%llx/%llx repeat=%u "
                 "dst=%u src0=%u src1=%u bits=%u counter=%d\n",
                 ascendc_host::target::Active().c_str(), ascendc_host::CheckedMode(), api, type, int(cmp), int(sel),
                 c.form, c.count, static_cast<unsigned long long>(c.mask[0]), static_cast<unsigned long long>(c.mask[1]),
                 c.repeat, c.dst, c.src0, c.src1, c.bits, int(core.mask_mode));
  fuzz::AbortOnReferenceDifference([&] {
    switch (type) {
      case 0: Run<half>(api, c, cmp, sel, scalar_bits); break;
      case 1: Run<float>(api, c, cmp, sel, scalar_bits); break;
      case 2: Run<bfloat16_t>(api, c, cmp, sel, scalar_bits); break;
      case 3: Run<int16_t>(api, c, cmp, sel, scalar_bits); break;
      case 4: Run<uint8_t>(api, c, cmp, sel, scalar_bits); break;
      default: Run<int64_t>(api, c, cmp, sel, scalar_bits); break;
    }
  });
  return 0;
}
