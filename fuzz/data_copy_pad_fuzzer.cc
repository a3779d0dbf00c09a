// DataCopyPad GM <-> UB (SPEC 13.2) with decoded parameters, valid and
// invalid: both structs, Normal and Compact, padding, the pad register,
// loop mode, a sized GM buffer, any SIMD target. The call runs through the
// library on the live UB and GM and through the reference on copies; the
// ub_oracle verdict applies to UB, and GM must match too (untouched after
// a raised error).
#include <vector>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "reference/data_move.h"
#include "ub_oracle.h"

namespace {

namespace ref = ascendc_host::reference;

template <typename T>
void RunOne(fuzz::Input& in) {
  auto& core = ascendc_host::runtime::CurrentCore();
  const bool to_ub = in.Bool();
  const bool compact = in.Bool();
  const bool older = in.Bool();
  ref::PadParams p;
  p.element_bytes = sizeof(T);
  p.compact = compact;
  p.block_count = in.Range(0, 40);
  p.block_len = in.Range(0, 700);
  p.src_stride = static_cast<int64_t>(in.Range(0, 400)) - 100;
  p.dst_stride = in.Range(0, 6);
  p.is_pad = in.Bool();
  p.left_padding = in.Range(0, 40);
  p.right_padding = in.Range(0, 40);
  p.padding_value = in.Take<uint64_t>() & (~0ull >> (64 - 8 * sizeof(T)));
  if (older) {
    p.src_stride = static_cast<uint16_t>(p.src_stride);
    p.block_len &= 0xFFFF;
  }
  ref::PadRegister reg;
  if (in.Bool()) {
    reg = {in.Take<uint64_t>() & (~0ull >> (64 - 8 * sizeof(T))), true};
    T v;
    std::memcpy(&v, &reg.value, sizeof(T));
    AscendC::SetPadValue(v);
  }
  ref::LoopMode loop;
  if (in.Bool()) {
    loop.loop1_size = in.Range(0, 3);
    loop.loop2_size = in.Range(0, 2);
    loop.loop1_src_stride = in.Range(0, 3000);
    loop.loop1_dst_stride = in.Range(0, 3000);
    loop.loop2_src_stride = in.Range(0, 6000);
    loop.loop2_dst_stride = in.Range(0, 6000);
    if (to_ub) loop.loop1_dst_stride &= ~31u, loop.loop2_dst_stride &= ~31u;
    else loop.loop1_src_stride &= ~31u, loop.loop2_src_stride &= ~31u;
    AscendC::SetLoopModePara(AscendC::LoopModeParams(loop.loop1_size, loop.loop2_size, loop.loop1_src_stride,
                                                     loop.loop1_dst_stride, loop.loop2_src_stride,
                                                     loop.loop2_dst_stride),
                             to_ub ? AscendC::DataCopyMVType::OUT_TO_UB : AscendC::DataCopyMVType::UB_TO_OUT);
  }
  const uint32_t ub_at = in.Range(0, core.ub_bytes + 64) & ~(in.Bool() ? 31u : 0u);
  // At least one element: a size of 0 would mean "unknown" (no GM checks).
  std::vector<uint8_t> gm(in.Range(0, 40000) + 16);
  fuzz::FillUb(gm.data(), gm.size(), in.Take<uint32_t>());
  const uint32_t gm_at = in.Range(0, 7);
  AscendC::GlobalTensor<T> g;
  g.SetGlobalBuffer(reinterpret_cast<T*>(gm.data() + gm_at), (gm.size() - gm_at) / sizeof(T));
  const auto ub = AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + ub_at), 64, AscendC::TPosition::VECCALC,
                                                  0, 0);

  // The reference on copies: the GM image is the bound buffer (no bytes
  // before the tensor's first element, none past its size).
  const std::vector<uint8_t> original_ub(core.ub, core.ub + core.ub_bytes);
  const std::vector<uint8_t> original_gm = gm;
  std::vector<uint8_t> expected_ub = original_ub, expected_gm = gm;
  ref::GmImage image;
  image.bytes = expected_gm.data() + gm_at;
  image.size = g.GetSize() * sizeof(T);
  fuzz::Verdict v;
  v.api = "DataCopyPad";
  v.reference = fuzz::Run(
      [&] {
        const ref::Ub ref_ub(expected_ub.data(), core.ub_bytes);
        if (to_ub) ref::DataCopyPadGmToUb(ref_ub, ub_at, image, p, reg, loop);
        else ref::DataCopyPadUbToGm(ref_ub, image, ub_at, p, loop);
      },
      &v.reference_message);
  v.library = fuzz::Run(
      [&] {
        if (older) {
          const AscendC::DataCopyParams c(p.block_count, p.block_len, p.src_stride, p.dst_stride);
          if (to_ub) {
            const AscendC::DataCopyPadParams pad(p.is_pad, p.left_padding, p.right_padding, p.padding_value);
            if (compact) AscendC::DataCopyPad<T, AscendC::PaddingMode::Compact>(ub, g, c, pad);
            else AscendC::DataCopyPad<T>(ub, g, c, pad);
          } else {
            if (compact) AscendC::DataCopyPad<T, AscendC::PaddingMode::Compact>(g, ub, c);
            else AscendC::DataCopyPad<T>(g, ub, c);
          }
          return;
        }
        const AscendC::DataCopyExtParams c(p.block_count, p.block_len, p.src_stride, p.dst_stride, 0);
        if (to_ub) {
          T value;
          std::memcpy(&value, &p.padding_value, sizeof(T));
          const AscendC::DataCopyPadExtParams<T> pad(p.is_pad, p.left_padding, p.right_padding, value);
          if (compact) AscendC::DataCopyPad<T, AscendC::PaddingMode::Compact>(ub, g, c, pad);
          else AscendC::DataCopyPad<T>(ub, g, c, pad);
        } else {
          if (compact) AscendC::DataCopyPad<T, AscendC::PaddingMode::Compact>(g, ub, c);
          else AscendC::DataCopyPad<T>(g, ub, c);
        }
      },
      &v.library_message);
  // The library checks the hull of the blocks' bytes; the reference touches
  // the bytes themselves, whose extremes are the hull's ends: both agree.
  v.Apply(original_ub.data(), expected_ub.data(), core.ub, core.ub_bytes);
  fuzz::RequireSame("GM", v.library == fuzz::Outcome::kNone ? expected_gm.data() : original_gm.data(), gm.data(),
                    gm.size());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  ascendc_host::SetWarningsPrinted(false);
  ascendc_host::ScopedCheckedMode mode(in.Bool());
  ascendc_host::runtime::ResetDefaultCore();
  fuzz::FillUb(ascendc_host::runtime::CurrentCore().ub, ascendc_host::runtime::CurrentCore().ub_bytes, size);
  fuzz::ForceTarget(in);
  switch (in.Take<uint8_t>() % 4) {
    case 0: RunOne<uint8_t>(in); break;
    case 1: RunOne<uint16_t>(in); break;
    case 2: RunOne<uint32_t>(in); break;
    default: RunOne<uint64_t>(in); break;
  }
  ascendc_host::target::Force(0);
  return 0;
}
