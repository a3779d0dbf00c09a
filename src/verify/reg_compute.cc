// Cross-check mode of the Reg compute operations: the reference redoes the
// call (src/reference/reg_compute.h) and every output is compared.
#include "ascendc_host/verify/reg_compute.h"

#include <cstdlib>
#include <cstring>
#include <string>

#include "ascendc_host/checks.h"
#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"
#include "reference/reg_compute.h"

namespace ascendc_host {
namespace verify {
namespace {

[[noreturn]] void Fail(const RegComputeCall& call, const std::string& param, uint64_t simd, uint64_t ref) {
  Diagnostic d;
  d.severity = Severity::kError;
  d.api = RegOpName(call.op);
  d.param = param;
  d.value = detail::Hex(simd) + " (SIMD) vs " + detail::Hex(ref) + " (reference)";
  d.rule = "differs from the scalar reference (cross-check mode)";
  d.block = runtime::CurrentCore().block_idx;
  throw Error(std::move(d));
}

uint64_t Element(const uint8_t (&regs)[2][256], uint32_t bytes, int reg_num, uint32_t k) {
  uint64_t v = 0;
  if (reg_num == 2) {
    uint32_t lo, hi;
    std::memcpy(&lo, regs[0] + 4 * k, 4);
    std::memcpy(&hi, regs[1] + 4 * k, 4);
    return (uint64_t{hi} << 32) | lo;
  }
  std::memcpy(&v, regs[0] + k * bytes, bytes);
  return v;
}

// Distance in units in the last place between two floating-point values of
// `bytes` (2 half / 4 float); NaN only matches NaN bits exactly.
uint64_t UlpDistance(uint64_t a, uint64_t b, uint32_t bytes) {
  if (a == b) return 0;
  const uint32_t bits = 8 * bytes;
  const uint64_t sign = 1ull << (bits - 1);
  const uint64_t magnitude = sign - 1;
  const uint64_t inf = bytes == 2 ? 0x7C00u : 0x7F800000u;
  if ((a & magnitude) > inf || (b & magnitude) > inf) return ~0ull;
  auto key = [&](uint64_t x) {
    const int64_t m = static_cast<int64_t>(x & magnitude);
    return (x & sign) ? -m : m;
  };
  const int64_t d = key(a) - key(b);
  return static_cast<uint64_t>(d < 0 ? -d : d);
}

}  // namespace

void CheckRegCompute(const RegComputeCall& call, const RegComputeResult& simd_result) {
  RegComputeResult simd = simd_result;
  if (internal::TakeCorruptionRequest()) {
    // Fault injection (tests): one bit of the first output this call has.
    const bool mask_output = call.op == RegOp::kCompare || call.op == RegOp::kCompares ||
                             static_cast<int>(call.op) >= static_cast<int>(RegOp::kMaskAnd);
    // A register: bit 6 of lane 0's top byte (an exponent bit of a float,
    // far beyond any ULP bound).
    if (mask_output) simd.mask[0][0] ^= 1;
    else simd.reg[0][0][SizeOf(call.dst_type) - 1] ^= 0x40;
  }
  const RegComputeResult ref = reference::reg::Compute(call);

  const uint32_t bytes = SizeOf(call.dst_type);
  const uint32_t lanes = call.reg_num == 2 ? 64u : 256u / bytes;
  const uint64_t bound = reference::reg::UlpBound(call.op, call.dst_type);
  for (int d = 0; d < 2; ++d) {
    if (std::memcmp(simd.reg[d], ref.reg[d], sizeof(ref.reg[d])) == 0) continue;
    const std::string name = d == 0 ? "dstReg" : "dstReg1";
    for (uint32_t k = 0; k < lanes; ++k) {
      const uint64_t s = Element(simd.reg[d], bytes, call.reg_num, k);
      const uint64_t r = Element(ref.reg[d], bytes, call.reg_num, k);
      if (s == r) continue;
      if (bound != 0 && UlpDistance(s, r, bytes) <= bound) continue;
      Fail(call, name + "[" + std::to_string(k) + "]", s, r);
    }
  }
  for (int m = 0; m < 2; ++m)
    for (int w = 0; w < 4; ++w)
      if (simd.mask[m][w] != ref.mask[m][w])
        Fail(call, std::string(m == 0 ? "dst" : "dst1") + " predicate bits " + std::to_string(64 * w) + ".." +
                       std::to_string(64 * w + 63),
             simd.mask[m][w], ref.mask[m][w]);
  if (simd.spr_ar != ref.spr_ar)
    Fail(call, "AR after the call", static_cast<uint64_t>(simd.spr_ar), static_cast<uint64_t>(ref.spr_ar));
}

}  // namespace verify
}  // namespace ascendc_host
