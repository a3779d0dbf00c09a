// The C API strided copies of NPU arch 3510 (SPEC 17.10) with decoded
// parameters, valid and invalid: burst counts and lengths, head-to-head
// strides in Compact and Normal mode, padding (constant or the burst's first
// element), the loop registers, a UB address anywhere, a registered GM
// buffer. The library runs on the live UB and GM; the byte model of SPEC
// 17.10 below runs on copies. A raised error must leave both untouched and
// be one the model calls for; otherwise both images must be identical.
#include <cstdint>
#include <cstring>
#include <vector>

#include "c_api/asc_simd.h"
#include "fuzz_input.h"
#include "ub_oracle.h"

namespace {

struct Loop {
  uint32_t size1 = 1, size2 = 1;
  uint64_t src1 = 0, dst1 = 0, src2 = 0, dst2 = 0;
};

struct Call {
  bool to_ub;
  uint32_t n_burst, len;
  uint32_t left, right;  // padding elements (GM -> UB)
  bool constant_pad;
  uint64_t gm_stride;
  uint32_t ub_stride;
  Loop loop;
};

// SPEC 17.10: whether the call must raise, and otherwise its effect on the images.
template <typename T>
bool Model(const Call& c, uint8_t* ub, uint32_t ub_bytes, uint32_t ub_at, uint8_t* gm, uint64_t gm_bytes,
           uint64_t gm_at, uint64_t pad_bits) {
  if (c.to_ub && (c.left * sizeof(T) > 32 || c.right * sizeof(T) > 32)) return false;
  if (c.n_burst > 4095 || c.len > 2097151) return false;
  if (c.n_burst > 1 && c.ub_stride != c.len && c.ub_stride % 32 != 0) return false;
  if (c.n_burst == 0 || c.len == 0) return true;
  if (ub_at > ub_bytes) return false;
  const uint64_t pads = c.to_ub ? (c.left + c.right) * sizeof(T) : 0;
  const uint64_t span = uint64_t{c.n_burst - 1} * c.ub_stride + c.len + pads;
  for (uint64_t i2 = 0; i2 < c.loop.size2; ++i2)
    for (uint64_t i1 = 0; i1 < c.loop.size1; ++i1) {
      const uint64_t gm_off = c.to_ub ? i2 * c.loop.src2 + i1 * c.loop.src1 : i2 * c.loop.dst2 + i1 * c.loop.dst1;
      const uint64_t ub_off = c.to_ub ? i2 * c.loop.dst2 + i1 * c.loop.dst1 : i2 * c.loop.src2 + i1 * c.loop.src1;
      if (ub_at + ub_off + span > ub_bytes) return false;
      for (uint64_t b = 0; b < c.n_burst; ++b)
        if (gm_at + gm_off + b * c.gm_stride + c.len > gm_bytes) return false;
    }
  for (uint64_t i2 = 0; i2 < c.loop.size2; ++i2)
    for (uint64_t i1 = 0; i1 < c.loop.size1; ++i1) {
      const uint64_t gm_off = c.to_ub ? i2 * c.loop.src2 + i1 * c.loop.src1 : i2 * c.loop.dst2 + i1 * c.loop.dst1;
      const uint64_t ub_off = c.to_ub ? i2 * c.loop.dst2 + i1 * c.loop.dst1 : i2 * c.loop.src2 + i1 * c.loop.src1;
      for (uint64_t b = 0; b < c.n_burst; ++b) {
        uint8_t* u = ub + ub_at + ub_off + b * c.ub_stride;
        uint8_t* g = gm + gm_at + gm_off + b * c.gm_stride;
        if (!c.to_ub) {
          std::memmove(g, u, c.len);
          continue;
        }
        uint8_t pad[sizeof(T)];
        std::memcpy(pad, &pad_bits, sizeof(T));
        if (!c.constant_pad) std::memcpy(pad, g, sizeof(T) <= c.len ? sizeof(T) : c.len);
        for (uint32_t k = 0; k < c.left; ++k) std::memcpy(u + k * sizeof(T), pad, sizeof(T));
        std::memmove(u + c.left * sizeof(T), g, c.len);
        for (uint32_t k = 0; k < c.right; ++k) std::memcpy(u + c.left * sizeof(T) + c.len + k * sizeof(T), pad, sizeof(T));
      }
    }
  return true;
}

template <typename T>
void RunOne(fuzz::Input& in) {
  auto& core = ascendc_host::runtime::CurrentCore();
  Call c;
  c.to_ub = in.Bool();
  c.n_burst = in.Bool() ? in.Range(0, 5000) : in.Range(0, 12);
  c.len = in.Bool() ? in.Range(0, 3000000) : in.Range(0, 300);
  c.left = in.Range(0, 40);
  c.right = in.Range(0, 40);
  c.constant_pad = in.Bool();
  c.gm_stride = in.Range(0, 800);
  c.ub_stride = in.Bool() ? c.len : in.Range(0, 600);
  uint64_t pad_bits = 0;
  if (in.Bool()) {
    pad_bits = in.Take<uint64_t>();
    T v;
    std::memcpy(&v, &pad_bits, sizeof(T));
    asc_set_copy_pad_val(v);
  }
  if (in.Bool()) {
    c.loop.size1 = in.Range(0, 3);
    c.loop.size2 = in.Range(0, 2);
    c.loop.src1 = in.Range(0, 3000);
    c.loop.dst1 = in.Range(0, 3000);
    c.loop.src2 = in.Range(0, 6000);
    c.loop.dst2 = in.Range(0, 6000);
    // The UB side's strides are multiples of 32 (SetLoopModePara's rule).
    if (c.to_ub) c.loop.dst1 &= ~31ull, c.loop.dst2 &= ~31ull;
    else c.loop.src1 &= ~31ull, c.loop.src2 &= ~31ull;
    if (c.to_ub) {
      asc_set_gm2ub_loop_size(c.loop.size1, c.loop.size2);
      asc_set_gm2ub_loop1_stride(c.loop.src1, c.loop.dst1);
      asc_set_gm2ub_loop2_stride(c.loop.src2, c.loop.dst2);
    } else {
      asc_set_ub2gm_loop_size(c.loop.size1, c.loop.size2);
      asc_set_ub2gm_loop1_stride(c.loop.src1, c.loop.dst1);
      asc_set_ub2gm_loop2_stride(c.loop.src2, c.loop.dst2);
    }
  }
  const uint32_t ub_at = in.Range(0, core.ub_bytes + 64) & ~(in.Bool() ? 31u : 0u);
  std::vector<uint8_t> gm(in.Range(0, 40000) + 16);
  fuzz::FillUb(gm.data(), gm.size(), in.Take<uint32_t>());
  const uint32_t gm_at = in.Range(0, 7) * sizeof(T) % static_cast<uint32_t>(gm.size());
  ascendc_host::RegisterGmBuffer(gm.data(), gm.size());

  std::vector<uint8_t> expected_ub(core.ub, core.ub + core.ub_bytes), expected_gm = gm;
  const std::vector<uint8_t> original_ub = expected_ub, original_gm = gm;
  const bool valid = Model<T>(c, expected_ub.data(), core.ub_bytes, ub_at, expected_gm.data(), gm.size(), gm_at,
                              pad_bits);
  T* ub_ptr = reinterpret_cast<T*>(core.ub + ub_at);
  T* gm_ptr = reinterpret_cast<T*>(gm.data() + gm_at);
  const fuzz::Outcome outcome = fuzz::Run([&] {
    if (c.to_ub)
      asc_copy_gm2ub_align(ub_ptr, gm_ptr, static_cast<uint16_t>(c.n_burst), c.len, static_cast<uint8_t>(c.left),
                           static_cast<uint8_t>(c.right), c.constant_pad, asc_load_l2_cache_mode::DISABLE, c.gm_stride,
                           c.ub_stride);
    else
      asc_copy_ub2gm_align(gm_ptr, ub_ptr, static_cast<uint16_t>(c.n_burst), c.len, uint8_t{4}, c.gm_stride,
                           c.ub_stride);
  });
  ascendc_host::UnregisterGmBuffer(gm.data());
  if (outcome == fuzz::Outcome::kNone) {
    if (!valid) {
      std::fprintf(stderr, "missing error\n");
      std::abort();
    }
    fuzz::RequireSame("UB", expected_ub.data(), core.ub, core.ub_bytes);
    fuzz::RequireSame("GM", expected_gm.data(), gm.data(), gm.size());
  } else {
    if (valid && outcome == fuzz::Outcome::kFatal) {
      std::fprintf(stderr, "FATAL the model does not call for\n");
      std::abort();
    }
    fuzz::RequireSame("UB after an error", original_ub.data(), core.ub, core.ub_bytes);
    fuzz::RequireSame("GM after an error", original_gm.data(), gm.data(), gm.size());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  ascendc_host::SetWarningsPrinted(false);
  ascendc_host::ScopedCheckedMode mode(in.Bool());
  ascendc_host::runtime::ResetDefaultCore();
  fuzz::FillUb(ascendc_host::runtime::CurrentCore().ub, ascendc_host::runtime::CurrentCore().ub_bytes, size);
  switch (in.Take<uint8_t>() % 3) {
    case 0: RunOne<uint8_t>(in); break;
    case 1: RunOne<half>(in); break;
    default: RunOne<float>(in); break;
  }
  return 0;
}
