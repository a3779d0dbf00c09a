// GatherMask (SPEC 2), both overloads and every width, against the
// reference on a copy of the whole UB: pattern tensors and built-in ids
// (valid and not), Normal and Counter reduceMode with any mask, every
// stride (0 included), repeat counts past 255, in place (dst = src0) and
// arbitrary overlaps, operands near the UB end, checked and release mode, on
// every SIMD target this CPU runs. rsvdCnt and the mask mode must match too.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "reference/gather_mask.h"
#include "ub_oracle.h"

namespace {

namespace ref = ascendc_host::reference;

using fuzz::PickAddress;

template <typename T>
AscendC::LocalTensor<T> TensorAt(uint8_t* ub, uint32_t address, uint32_t size) {
  return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(ub + address), size, AscendC::TPosition::VECCALC, 0, 0);
}

template <typename T>
uint64_t CallLibrary(const ref::GatherMaskArgs& a, uint32_t dst_size, uint8_t* ub) {
  using U = std::conditional_t<sizeof(T) == 1, uint8_t, std::conditional_t<sizeof(T) == 2, uint16_t, uint32_t>>;
  auto dst = TensorAt<T>(ub, a.dst, dst_size);
  auto src0 = TensorAt<T>(ub, a.src0, 4096);
  const AscendC::GatherMaskParams params{a.src0_block_stride, a.repeat_times, a.src0_repeat_stride,
                                         a.src1_repeat_stride};
  uint64_t kept = 0xDEADBEEF;
  if (a.pattern_is_tensor)
    AscendC::GatherMask(dst, src0, TensorAt<U>(ub, a.pattern, 64), a.reduce_mode, a.mask, params, kept);
  else
    AscendC::GatherMask(dst, src0, a.builtin_id, a.reduce_mode, a.mask, params, kept);
  return kept;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  ascendc_host::SetWarningsPrinted(false);
  ascendc_host::ScopedCheckedMode checked(in.Bool());
  ascendc_host::runtime::ResetDefaultCore();
  fuzz::ForceTarget(in);
  auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t ub_bytes = core.ub_bytes;

  ref::GatherMaskArgs a;
  a.element_bytes = 1u << (in.Take<uint8_t>() % 3);
  const bool counter_mode = in.Bool();  // the global mode: GatherMask must not depend on it
  if (counter_mode) AscendC::SetMaskCount();
  else AscendC::SetMaskNorm();
  a.src0 = PickAddress(in, ub_bytes);
  a.dst = in.Bool() ? a.src0 : PickAddress(in, ub_bytes);  // in place, the devkit's own usage
  a.pattern_is_tensor = in.Bool();
  a.pattern = PickAddress(in, ub_bytes);
  a.builtin_id = in.Bool() ? in.Take<uint8_t>() : static_cast<uint8_t>(in.Range(1, 7));
  a.reduce_mode = in.Bool();
  a.mask = in.Bool() ? in.Take<uint32_t>() : in.Range(0, 2048);
  a.src0_block_stride = in.Bool() ? in.Take<uint8_t>() : static_cast<uint8_t>(in.Range(0, 2));
  a.repeat_times = in.Bool() ? static_cast<uint16_t>(in.Range(0, 300)) : static_cast<uint16_t>(in.Range(0, 4));
  a.src0_repeat_stride = in.Bool() ? in.Take<uint16_t>() : static_cast<uint16_t>(in.Range(0, 16));
  a.src1_repeat_stride = in.Bool() ? in.Take<uint8_t>() : static_cast<uint8_t>(in.Range(0, 2));
  const uint32_t dst_size = in.Range(0, 70000);
  // Keep the work of one input bounded: a Counter-mode repeat of 2^32
  // positions is legal but would take the reference minutes.
  if (uint64_t{a.reduce_mode ? a.mask : 256u / a.element_bytes} * a.repeat_times > (1u << 20)) return 0;
  fuzz::FillUb(core.ub, ub_bytes, in.Take<uint64_t>());
  // Sparse or dense patterns, not only noise.
  const uint8_t density = in.Take<uint8_t>() % 4;
  if (density < 3) {
    for (uint32_t i = a.pattern; i < ub_bytes && i < a.pattern + 4096; ++i)
      core.ub[i] = density == 0 ? 0x00 : density == 1 ? 0xFF : (core.ub[i] & 0x11);
  }

  if (std::getenv("FUZZ_DEBUG"))
    std::fprintf(stderr,
                 "target=%s checked=%d s=%u dst=%u src0=%u pattern_tensor=%d pattern=%u id=%u reduce=%d mask=%u "
                 "block=%u repeats=%u src0rep=%u src1rep=%u\n",
                 ascendc_host::target::Active().c_str(), ascendc_host::CheckedMode(), a.element_bytes, a.dst, a.src0,
                 a.pattern_is_tensor, a.pattern, a.builtin_id, a.reduce_mode, a.mask, a.src0_block_stride,
                 a.repeat_times, a.src0_repeat_stride, a.src1_repeat_stride);
  const std::vector<uint8_t> original(core.ub, core.ub + ub_bytes);
  std::vector<uint8_t> expected = original;
  ref::MaskMode ref_mode = counter_mode ? ref::MaskMode::kCounter : ref::MaskMode::kNormal;
  uint64_t expected_kept = 0, kept = 0;
  fuzz::Verdict verdict{"GatherMask", fuzz::Outcome::kNone, fuzz::Outcome::kNone};
  verdict.reference = fuzz::Run(
      [&] { expected_kept = ref::GatherMask(ascendc_host::Profile::kP950, ref::Ub(expected.data(), ub_bytes), a, ref_mode); },
      &verdict.reference_message);
  verdict.library = fuzz::Run(
      [&] {
        switch (a.element_bytes) {
          case 1: kept = CallLibrary<uint8_t>(a, dst_size, core.ub); break;
          case 2: kept = CallLibrary<half>(a, dst_size, core.ub); break;
          default: kept = CallLibrary<float>(a, dst_size, core.ub); break;
        }
      },
      &verdict.library_message);
  // The library checks whole pattern words of U (what the hardware loads,
  // gather_mask.h); the reference reads pattern bytes.
  if (a.pattern_is_tensor && a.repeat_times > 0) {
    const uint64_t positions = a.reduce_mode ? a.mask : 256 / a.element_bytes;
    const uint64_t word_bits = 8 * a.element_bytes;
    const uint64_t end = a.pattern + uint64_t{a.repeat_times - 1u} * a.src1_repeat_stride * 32 +
                         (positions + word_bits - 1) / word_bits * a.element_bytes;
    verdict.fatal_permitted = end > ub_bytes;
  }
  verdict.Apply(original.data(), expected.data(), core.ub, ub_bytes);
  if (verdict.library == fuzz::Outcome::kNone && kept != expected_kept) verdict.Fail("rsvdCnt differs");
  const bool counter_after = ascendc_host::runtime::CurrentCore().mask_mode == ascendc_host::runtime::MaskMode::kCounter;
  if (counter_after != (ref_mode == ref::MaskMode::kCounter)) verdict.Fail("mask mode after the call differs");
  ascendc_host::target::Force(0);
  return 0;
}
