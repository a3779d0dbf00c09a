// Basic Gather and Scatter (SPEC 5, 3), every overload and width, against
// the reference on a copy of the whole UB: operand addresses anywhere in UB
// (overlapping or not, aligned or not), offsets valid and invalid (past the
// UB end, misaligned, beyond the 16-bit index range), masks in Normal and
// Counter mode, repeat counts and strides, in checked and release mode, on
// every SIMD target this CPU runs.
#include <vector>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "reference/gather.h"
#include "reference/scatter.h"
#include "ub_oracle.h"

namespace {

namespace ref = ascendc_host::reference;

enum class Form : uint8_t { kCount, kBitwise, kContiguous };

struct Call {
  bool scatter = false;
  uint32_t element_bytes = 2;
  Form form = Form::kCount;
  bool counter_mode = false;
  uint32_t dst = 0, src = 0, offsets = 0;  // UB byte addresses of the tensors
  uint32_t dst_size = 0, src_size = 0, offsets_size = 0;
  uint32_t base = 0;
  uint32_t count = 0;
  uint64_t mask_words[2] = {0, 0};
  uint64_t contiguous = 0;
  uint8_t repeat_time = 0;
  uint16_t rep_stride = 0;  // Gather: dstRepStride (16 bits); Scatter: srcRepStride (8 bits)
};

// A UB byte address for an operand: mostly 32-byte aligned, sometimes only
// `unit`-aligned, often near the end of UB where range checks matter.
uint32_t PickAddress(fuzz::Input& in, uint32_t ub_bytes, uint32_t unit) {
  const uint8_t how = in.Take<uint8_t>() % 4;
  const uint32_t r = in.Take<uint32_t>();
  uint32_t at = 0;
  switch (how) {
    case 0: at = r % (ub_bytes / 32 + 1) * 32; break;
    case 1: at = ub_bytes - (r % 64) * 32; break;             // the last few blocks
    case 2: at = r % (ub_bytes / unit + 1) * unit; break;     // element-aligned only
    default: at = (r % 8) * 1024 + (r >> 16) % 4 * 32; break;  // low UB, likely overlapping
  }
  return at > ub_bytes ? ub_bytes : at;
}

uint32_t NextRandom(uint64_t& state) {
  state = state * 6364136223846793005ull + 1442695040888963407ull;
  return static_cast<uint32_t>(state >> 32);
}

// Writes the offset values the call will read (as far as they lie in UB).
void WriteOffsets(fuzz::Input& in, const Call& c, uint8_t* ub, uint32_t ub_bytes, uint64_t used) {
  const uint8_t style = in.Take<uint8_t>() % 5;
  uint64_t state = in.Take<uint64_t>();
  const uint32_t s = c.element_bytes;
  const uint32_t target = c.scatter ? c.dst : c.src;
  const uint64_t room = ub_bytes > uint64_t{target} + c.base ? ub_bytes - target - c.base : 1;
  const uint32_t span = room > 0xFFFFFFFFull ? 0xFFFFFFFFu : static_cast<uint32_t>(room);
  const uint32_t steered = in.Take<uint8_t>() % 9;  // leading offsets taken from the input
  for (uint64_t k = 0; k < used; ++k) {
    const uint64_t at = c.offsets + 4 * k;
    if (at + 4 > ub_bytes) break;
    uint32_t v;
    if (k < steered) {
      v = in.Take<uint32_t>();
    } else {
      const uint32_t r = NextRandom(state);
      switch (style) {
        case 0: v = r % (span / s + 1) * s; break;                    // valid, element-aligned
        case 1: v = r % (span / s + 1) * s + (r >> 28) % s; break;    // valid, sometimes misaligned
        case 2: v = (span / s) * s - (r % 4) * s; break;              // at the last elements
        case 3: v = r % (0x20000u * s); break;                        // around the 16-bit index limit
        default: v = r; break;                                        // anything
      }
    }
    std::memcpy(ub + at, &v, 4);
  }
}

template <typename T>
AscendC::LocalTensor<T> TensorAt(uint8_t* ub, uint32_t address, uint32_t size) {
  return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(ub + address), size, AscendC::TPosition::VECCALC, 0, 0);
}

template <typename T>
void CallLibrary(const Call& c, uint8_t* ub) {
  auto dst = TensorAt<T>(ub, c.dst, c.dst_size);
  auto src = TensorAt<T>(ub, c.src, c.src_size);
  auto offsets = TensorAt<uint32_t>(ub, c.offsets, c.offsets_size);
  if (c.form == Form::kCount) {
    if (c.scatter) AscendC::Scatter(dst, src, offsets, c.base, c.count);
    else AscendC::Gather(dst, src, offsets, c.base, c.count);
    return;
  }
  if constexpr (sizeof(T) != 1) {
    if (c.form == Form::kBitwise) {
      const uint64_t mask[2] = {c.mask_words[0], c.mask_words[1]};
      if (c.scatter) AscendC::Scatter(dst, src, offsets, c.base, mask, c.repeat_time, static_cast<uint8_t>(c.rep_stride));
      else AscendC::Gather(dst, src, offsets, c.base, mask, c.repeat_time, c.rep_stride);
    } else {
      if (c.scatter) AscendC::Scatter(dst, src, offsets, c.base, c.contiguous, c.repeat_time, static_cast<uint8_t>(c.rep_stride));
      else AscendC::Gather(dst, src, offsets, c.base, c.contiguous, c.repeat_time, c.rep_stride);
    }
  }
}

void CallReference(const Call& c, const ref::Ub& ub) {
  const auto mode = c.counter_mode ? ref::MaskMode::kCounter : ref::MaskMode::kNormal;
  ref::MaskArg mask;
  mask.bitwise = c.form == Form::kBitwise;
  mask.contiguous = c.contiguous;
  mask.words[0] = c.mask_words[0];
  mask.words[1] = c.mask_words[1];
  const uint32_t s = c.element_bytes;
  if (c.scatter) {
    if (c.form == Form::kCount) ref::ScatterCount(ub, s, c.dst, c.src, c.offsets, c.base, c.count);
    else ref::ScatterMasked(ub, mode, mask, s, c.dst, c.src, c.offsets, c.base, c.repeat_time, c.rep_stride);
  } else {
    if (c.form == Form::kCount) ref::GatherCount(ub, ascendc_host::Profile::kP950, s, c.dst, c.src, c.offsets, c.base, c.count);
    else ref::GatherMasked(ub, ascendc_host::Profile::kP950, mode, mask, s, c.dst, c.src, c.offsets, c.base, c.repeat_time, c.rep_stride);
  }
}

bool InitialOffsetLeavesUb(const Call& c, const uint8_t* ub, uint32_t ub_bytes) {
  const uint32_t s = c.element_bytes, epr = 256 / s;
  auto leaves = [&](uint64_t k) {
    const uint64_t at = c.offsets + 4 * k;
    if (at + 4 > ub_bytes) return false;  // the offsets tensor itself: the reference raises FATAL
    uint32_t offset;
    std::memcpy(&offset, ub + at, 4);
    const uint64_t element = c.scatter ? ref::ScatterElementAddress(s, c.dst, c.base, offset)
                                       : ref::GatherElementAddress(ascendc_host::Profile::kP950, s, c.src, c.base, offset);
    return element + s > ub_bytes;
  };
  if (c.form == Form::kCount) {
    for (uint64_t k = 0; k < c.count; ++k)
      if (leaves(k)) return true;
    return false;
  }
  ref::MaskArg mask;
  mask.bitwise = c.form == Form::kBitwise;
  mask.contiguous = c.contiguous;
  mask.words[0] = c.mask_words[0];
  mask.words[1] = c.mask_words[1];
  const auto mode = c.counter_mode ? ref::MaskMode::kCounter : ref::MaskMode::kNormal;
  const uint32_t repeats = ref::RepeatCount(ascendc_host::Profile::kP950, mode, mask, s, c.repeat_time);
  for (uint32_t r = 0; r < repeats; ++r)
    for (uint32_t k = 0; k < epr; ++k)
      if (ref::PositionActive(ascendc_host::Profile::kP950, mode, mask, s, r, k) && leaves(uint64_t{r} * epr + k)) return true;
  return false;
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

  Call c;
  c.scatter = in.Bool();
  c.element_bytes = 1u << (in.Take<uint8_t>() % 4);
  const uint8_t form = in.Take<uint8_t>() % 3;
  c.form = c.element_bytes == 1 ? Form::kCount : static_cast<Form>(form);
  c.counter_mode = in.Bool();
  if (c.counter_mode) AscendC::SetMaskCount();
  else AscendC::SetMaskNorm();
  c.dst = PickAddress(in, ub_bytes, c.element_bytes);
  c.src = PickAddress(in, ub_bytes, c.element_bytes);
  c.offsets = PickAddress(in, ub_bytes, 4);
  c.dst_size = in.Range(0, 70000);
  c.src_size = in.Range(0, 70000);
  c.offsets_size = in.Range(0, 70000);
  c.base = in.Bool() ? in.Take<uint32_t>() : in.Range(0, 4096);
  const uint32_t epr = 256 / c.element_bytes;
  uint64_t used = 0;  // offsets the call may read
  if (c.form == Form::kCount) {
    c.count = in.Bool() ? in.Range(0, 70000) : in.Range(0, 600);
    used = c.count;
  } else {
    c.mask_words[0] = in.Take<uint64_t>();
    c.mask_words[1] = in.Bool() ? 0 : in.Take<uint64_t>();
    c.contiguous = in.Bool() ? in.Range(0, epr + 2) : in.Take<uint64_t>();
    if (c.counter_mode && in.Bool()) {  // keep Counter-mode totals within a few repeats mostly
      c.mask_words[0] %= 8 * epr + 1;
      c.contiguous %= 8 * epr + 1;
    }
    c.repeat_time = in.Bool() ? in.Take<uint8_t>() : static_cast<uint8_t>(in.Range(0, 8));
    c.rep_stride = in.Take<uint16_t>();
    if (c.scatter || in.Bool()) c.rep_stride &= 0xFF;
    if (in.Bool()) c.rep_stride %= 17;
  }
  if (c.form != Form::kCount) {
    ref::MaskArg mask;
    mask.bitwise = c.form == Form::kBitwise;
    mask.contiguous = c.contiguous;
    mask.words[0] = c.mask_words[0];
    mask.words[1] = c.mask_words[1];
    used = uint64_t{ref::RepeatCount(ascendc_host::Profile::kP950,
                                     c.counter_mode ? ref::MaskMode::kCounter : ref::MaskMode::kNormal, mask,
                                     c.element_bytes, c.repeat_time)} * epr;
  }

  fuzz::FillUb(core.ub, ub_bytes, in.Take<uint64_t>());
  WriteOffsets(in, c, core.ub, ub_bytes, used);

  const std::vector<uint8_t> original(core.ub, core.ub + ub_bytes);
  std::vector<uint8_t> expected = original;
  fuzz::Verdict verdict{c.scatter ? "Scatter" : "Gather", fuzz::Outcome::kNone, fuzz::Outcome::kNone};
  verdict.reference = fuzz::Run([&] { CallReference(c, ref::Ub(expected.data(), ub_bytes)); }, &verdict.reference_message);
  verdict.library = fuzz::Run(
      [&] {
        switch (c.element_bytes) {
          case 1: CallLibrary<int8_t>(c, core.ub); break;
          case 2: CallLibrary<half>(c, core.ub); break;
          case 4: CallLibrary<float>(c, core.ub); break;
          default: CallLibrary<int64_t>(c, core.ub); break;
        }
      },
      &verdict.library_message);
  // The library judges memory safety on the offsets as they are when the
  // call starts (one vectorised pass before any access). Targets that
  // overlap the offsets tensor may rewrite an offending offset before the
  // pseudo-code reaches it; the library still raises FATAL for it.
  verdict.fatal_permitted = InitialOffsetLeavesUb(c, original.data(), ub_bytes);
  verdict.Apply(original.data(), expected.data(), core.ub, ub_bytes);
  // The mask overloads may leave their mask in vectorMask (SPEC 0.4); the
  // mode itself must be unchanged.
  const auto mode = ascendc_host::runtime::CurrentCore().mask_mode;
  if ((mode == ascendc_host::runtime::MaskMode::kCounter) != c.counter_mode) verdict.Fail("mask mode changed");
  ascendc_host::target::Force(0);
  return 0;
}
