// Seed 001 (GatherMask): both example kernels compiled unchanged
// (seeds/seed001_gather_mask.h, verbatim; only wrapped in a namespace, and their shared kernel name
// renamed by a macro so both link into one program), run with the data of
// SPEC E2.1 and E2.3, plus throughput rows for the GatherMask kernels.
#include <cstring>
#include <memory>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "main_job/demo.h"
#include "reference/gather_mask.h"

#include "seeds/seed001_gather_mask.h"

namespace {

std::string U32(uint32_t v) { return std::to_string(v); }

bool RunBuiltinSeed(std::ostream& out) {
  std::vector<uint16_t> src0(128), dst(128, 0);
  for (uint16_t i = 0; i < 128; ++i) src0[i] = static_cast<uint16_t>(i + 1);
  ascendc_host::Launch(1, seed001_builtin_pattern::gather_mask_builtin_pattern_kernel,
                       reinterpret_cast<uint8_t*>(src0.data()), reinterpret_cast<uint8_t*>(dst.data()));
  out << "  src0 = " << demo::Brief(src0, 128, U32) << ", src1Pattern = 2, Normal, {1, 1, 0, 0}\n";
  out << "  dst[0..63]   = " << demo::Brief(dst, 64, U32, 8) << "  (rsvdCnt 64)\n";
  out << "  dst[64..127] = untouched UB (zero)\n";
  bool ok = true;
  for (uint16_t i = 0; i < 128; ++i) ok = ok && dst[i] == (i < 64 ? 2 * (i + 1) : 0);
  return ok;
}

// SPEC E2.3: src0[i] = i; the host provides the 32 pattern words the
// kernel's DataCopy reads (SPEC 7.3 C2).
bool RunUserPatternSeed(std::ostream& out, uint32_t word, const std::vector<uint32_t>& expected) {
  std::vector<uint32_t> src0(256), src1(32, word), dst(256, 0);
  for (uint32_t i = 0; i < 256; ++i) src0[i] = i;
  ascendc_host::Launch(1, seed001_user_pattern::gather_mask_user_pattern_kernel,
                       reinterpret_cast<uint8_t*>(src0.data()), reinterpret_cast<uint8_t*>(src1.data()),
                       reinterpret_cast<uint8_t*>(dst.data()));
  char hex[16];
  std::snprintf(hex, sizeof(hex), "0x%08X", word);
  out << "  pattern words " << hex << ", Counter, mask 70, {1, 2, 4, 0}: dst[0.." << expected.size() - 1
      << "] = " << demo::Brief(dst, expected.size(), U32, 6) << "  (rsvdCnt " << expected.size() << ")\n";
  return std::equal(expected.begin(), expected.end(), dst.begin());
}

bool RunUserPatternSeeds(std::ostream& out) {
  const std::vector<uint32_t> devkit = {
      0,  2,  5,  7,  18, 19, 20, 21, 22, 25, 26, 27, 28, 29, 30, 32, 34, 37, 39, 50, 51, 52,
      53, 54, 57, 58, 59, 60, 61, 62, 64, 66, 69, 32, 34, 37, 39, 50, 51, 52, 53, 54, 57, 58,
      59, 60, 61, 62, 64, 66, 69, 71, 82, 83, 84, 85, 86, 89, 90, 91, 92, 93, 94, 96, 98, 101};
  std::vector<uint32_t> figure, all;
  for (uint32_t r = 0; r < 2; ++r) {
    for (uint32_t p = 0; p < 70; ++p) {
      if (p % 4 == 0 || p % 4 == 3) figure.push_back(32 * r + p);
      all.push_back(32 * r + p);
    }
  }
  out << "  src0 = [0 1 2 ... 255] (u32); the kernel copies 128 pattern bytes into a 32-byte buffer: WARN, "
         "not an abort\n";
  bool ok = RunUserPatternSeed(out, 0x7E7C00A5u, devkit);
  ok = RunUserPatternSeed(out, 0x99999999u, figure) && ok;
  ok = RunUserPatternSeed(out, 0xFFFFFFFFu, all) && ok;
  return ok;
}

// 64 KiB of source through the kernel, and the same call through the
// scalar reference on a UB-like byte image [src | pattern | dst].
template <typename W>
demo::Workload MakeWorkload(const std::string& name, bool tensor, uint8_t builtin_id) {
  constexpr uint32_t kBytes = 64 * 1024;
  constexpr uint32_t n = kBytes / sizeof(W);
  constexpr uint32_t pattern_at = kBytes, dst_at = kBytes + n / 8 + 64;
  auto image = std::make_shared<std::vector<uint8_t>>(dst_at + kBytes, 0);
  std::mt19937_64 rng(3);
  for (auto& b : *image) b = static_cast<uint8_t>(rng());
  static constexpr uint8_t kBuiltin[8] = {0, 0x55, 0xAA, 0x11, 0x22, 0x44, 0x88, 0xFF};
  ascendc_host::kernels::GatherMaskShape shape;
  ascendc_host::reference::GatherMaskArgs args;
  args.element_bytes = sizeof(W);
  args.dst = dst_at;
  args.pattern = pattern_at;
  args.src1_repeat_stride = 0;
  if (tensor) {  // Counter mode, one repeat over all of it, random 50% pattern
    shape.positions = n;
    shape.block_stride = 32 / sizeof(W);
    shape.pattern = image->data() + pattern_at;
    args.pattern_is_tensor = true;
    args.reduce_mode = true;
    args.mask = n;
    args.repeat_times = 1;
  } else {  // Normal mode, 256-byte repeats back to back
    shape.repeats = kBytes / 256;
    shape.positions = 256 / sizeof(W);
    shape.block_stride = 32 / sizeof(W);
    shape.repeat_stride = 256 / sizeof(W);
    shape.builtin_byte = kBuiltin[builtin_id];
    args.builtin_id = builtin_id;
    args.repeat_times = static_cast<uint16_t>(shape.repeats);
  }
  const uint64_t kept = ascendc_host::kernels::GatherMaskCount(shape, sizeof(W));
  return demo::Workload{
      name, kBytes,
      [=] {
        ascendc_host::kernels::GatherMask(reinterpret_cast<const W*>(image->data()),
                                          reinterpret_cast<W*>(image->data() + dst_at), shape, kept);
      },
      [=] {
        ascendc_host::reference::Ub ub(image->data(), static_cast<uint32_t>(image->size()));
        ascendc_host::reference::MaskMode mode = ascendc_host::reference::MaskMode::kNormal;
        ascendc_host::reference::GatherMask(ascendc_host::kProfile.profile, ub, args, mode);
      }};
}

DEMO_REGISTER(demo::Case{"GatherMask seed 001: built-in pattern 2, Normal mode (u16)", RunBuiltinSeed, {}});
DEMO_REGISTER(demo::Case{
    "GatherMask seed 001: user pattern tensor, Counter mode, mask 70 (u32)",
    RunUserPatternSeeds,
    {[] { return MakeWorkload<uint16_t>("GatherMask u16 user pattern 50%, 64 KiB", true, 0); },
     [] { return MakeWorkload<uint32_t>("GatherMask u32 built-in pattern 2, 64 KiB", false, 2); },
     [] { return MakeWorkload<uint32_t>("GatherMask u32 built-in pattern 7, 64 KiB", false, 7); }}});

}  // namespace
