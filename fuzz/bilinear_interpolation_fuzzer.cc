// BilinearInterpolation (SPEC 8.11) against the reference: both mask forms,
// Counter mode, random repeats, repeat modes, strides, vertical offsets
// (valid and not), offsets anywhere (off a block, off an element, past UB),
// operands near the UB end and overlapping, CTRL saturation, checked and
// release mode. A raised error must leave UB untouched; otherwise UB and the
// mask registers equal the reference's, and the reference must not find an
// access outside UB the library let through.
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "reference/vector.h"
#include "ub_oracle.h"

namespace {

template <typename T>
AscendC::LocalTensor<T> TensorAt(uint32_t address) {
  auto& core = ascendc_host::runtime::CurrentCore();
  return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + address), (core.ub_bytes - address) / sizeof(T) + 1,
                                         AscendC::TPosition::VECCALC, 0, 0);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  namespace ref = ascendc_host::reference;
  fuzz::Input in(data, size);
  ascendc_host::SetWarningsPrinted(false);
  ascendc_host::ScopedCheckedMode mode(in.Bool());
  ascendc_host::runtime::ResetDefaultCore();
  auto& core = ascendc_host::runtime::CurrentCore();
  for (uint32_t i = 0; i < core.ub_bytes; i += 2) {  // half values, specials included
    const uint16_t v = static_cast<uint16_t>(i * 2654435761u >> 7);
    std::memcpy(core.ub + i, &v, 2);
  }
  ref::BilinearCall b;
  ascendc_host::VectorCallDesc& c = b.call;
  c.type = ascendc_host::DType::kF16;
  c.numeric.half_saturating = in.Bool();
  if (!c.numeric.half_saturating) core.ctrl |= 1ull << ascendc_host::runtime::ctrl::kFloatNonSaturating;
  c.form = in.Bool() ? ascendc_host::VectorCallDesc::Form::kBitwiseMask : ascendc_host::VectorCallDesc::Form::kContiguousMask;
  c.counter_mode = in.Range(0, 3) == 0;
  if (c.counter_mode) core.mask_mode = ascendc_host::runtime::MaskMode::kCounter;
  c.vector_mask[0] = core.vector_mask[0];
  c.vector_mask[1] = core.vector_mask[1];
  c.mask[0] = in.Take<uint64_t>() % (in.Bool() ? 130 : 2000);
  if (c.form == ascendc_host::VectorCallDesc::Form::kBitwiseMask) c.mask[0] = in.Take<uint64_t>(), c.mask[1] = in.Take<uint64_t>();
  const uint8_t h_repeat = static_cast<uint8_t>(in.Range(0, 6));
  const uint8_t v_repeat = static_cast<uint8_t>(in.Range(0, 6));
  c.repeat_time = v_repeat;
  b.h_repeat = h_repeat;
  b.repeat_mode = in.Bool();
  c.dst.block_stride = static_cast<uint16_t>(in.Range(0, 4));
  b.v_r_offset = in.Bool() ? 128 + 16 * in.Range(0, 100) : in.Range(0, 3000);
  b.src0 = fuzz::PickAddress(in, core.ub_bytes);
  b.src0_offset = fuzz::PickAddress(in, core.ub_bytes);
  b.src1 = fuzz::PickAddress(in, core.ub_bytes);
  c.dst.address = fuzz::PickAddress(in, core.ub_bytes);
  // The offsets: mostly whole blocks near src0, sometimes anything.
  const uint32_t blocks = uint32_t{h_repeat} * v_repeat * 8;
  for (uint32_t i = 0; i < blocks && b.src0_offset + 4 * i + 4 <= core.ub_bytes; ++i) {
    uint32_t o = 32 * in.Range(0, 300);
    if (in.Range(0, 15) == 0) o = in.Take<uint32_t>() % (core.ub_bytes + 4096);
    std::memcpy(core.ub + b.src0_offset + 4 * i, &o, 4);
  }
  std::vector<uint8_t> before(core.ub, core.ub + core.ub_bytes);
  std::vector<uint8_t> expected = before;
  uint64_t mask_words[2] = {c.mask[0], c.mask[1]};
  bool raised = false;
  try {
    auto dst = TensorAt<half>(c.dst.address);
    auto src0 = TensorAt<half>(b.src0);
    auto offsets = TensorAt<uint32_t>(b.src0_offset);
    auto src1 = TensorAt<half>(b.src1);
    auto tmp = TensorAt<uint8_t>(0);
    const uint16_t v_r_offset = static_cast<uint16_t>(b.v_r_offset);
    if (c.form == ascendc_host::VectorCallDesc::Form::kBitwiseMask)
      AscendC::BilinearInterpolation(dst, src0, offsets, src1, mask_words, h_repeat, b.repeat_mode, c.dst.block_stride,
                                     v_r_offset, v_repeat, tmp);
    else
      AscendC::BilinearInterpolation(dst, src0, offsets, src1, c.mask[0], h_repeat, b.repeat_mode, c.dst.block_stride,
                                     v_r_offset, v_repeat, tmp);
  } catch (const ascendc_host::Error&) {
    raised = true;
  }
  if (raised) {
    fuzz::RequireSame("UB after an error", before.data(), core.ub, core.ub_bytes);
    return 0;
  }
  ref::MaskRegisters after;
  try {
    after = ref::RunBilinearInterpolation(ref::Ub(expected.data(), core.ub_bytes), b);
  } catch (const ascendc_host::Error&) {
    std::abort();  // the reference left UB where the library raised nothing
  }
  fuzz::RequireSame("UB", expected.data(), core.ub, core.ub_bytes);
  if ((core.mask_mode == ascendc_host::runtime::MaskMode::kCounter) != after.counter_mode ||
      core.vector_mask[0] != after.vector_mask[0] || core.vector_mask[1] != after.vector_mask[1])
    std::abort();
  return 0;
}
