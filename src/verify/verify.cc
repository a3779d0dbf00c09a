// Cross-check mode (ascendc_host/verify.h): runs the scalar reference on a
// copy of the state the SIMD path started from and compares the results.
#include "ascendc_host/verify.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"
#include "reference/copy.h"
#include "reference/gather.h"
#include "reference/gather_mask.h"
#include "reference/reference.h"
#include "reference/reg_reference.h"
#include "reference/scatter.h"

namespace ascendc_host {
namespace verify {
namespace internal {

namespace {
bool InitialVerifyMode() {
  const char* env = std::getenv("ASCENDC_HOST_VERIFY");
  return env != nullptr && std::strcmp(env, "0") != 0 && std::strcmp(env, "off") != 0 &&
         std::strcmp(env, "false") != 0 && env[0] != '\0';
}
}  // namespace

std::atomic<bool> g_enabled{InitialVerifyMode()};

}  // namespace internal

namespace {

std::atomic<bool> g_corrupt_next{false};

const char* ApiName(Api api) {
  switch (api) {
    case Api::kGatherCount:
    case Api::kGatherMasked:
    case Api::kRegGather:
    case Api::kRegPermute: return "Gather";
    case Api::kScatterCount:
    case Api::kScatterMasked: return "Scatter";
    case Api::kGatherMask: return "GatherMask";
    case Api::kDataCopyToUb:
    case Api::kDataCopyToGm: return "DataCopy";
    case Api::kRegLoad:
    case Api::kRegLoadDual: return "LoadAlign";
    case Api::kRegStore:
    case Api::kRegStoreDual:
    case Api::kRegStoreSplit: return "StoreAlign";
  }
  return "?";
}

bool WritesUb(Api api) {
  switch (api) {
    case Api::kDataCopyToGm:
    case Api::kRegLoad:
    case Api::kRegLoadDual:
    case Api::kRegGather:
    case Api::kRegPermute: return false;
    default: return true;
  }
}

std::string HexBytes(const uint8_t* p, uint32_t n) {
  // Little-endian element value, most significant byte first.
  static const char digits[] = "0123456789abcdef";
  std::string s = "0x";
  for (uint32_t i = n; i-- > 0;) {
    s += digits[p[i] >> 4];
    s += digits[p[i] & 15];
  }
  return s;
}

reference::MaskMode RefMode(runtime::MaskMode m) {
  return m == runtime::MaskMode::kCounter ? reference::MaskMode::kCounter : reference::MaskMode::kNormal;
}

}  // namespace

void CorruptNextResultForTesting() { g_corrupt_next.store(true); }
bool internal::TakeCorruptionRequest() { return g_corrupt_next.exchange(false); }

struct Scope::State {
  Call call;
  // A family's call (Checker): its name, checker and description.
  const char* family_api = nullptr;
  const Checker* checker = nullptr;
  std::vector<uint8_t> family_call;
  runtime::CoreState* core = nullptr;
  runtime::MaskMode mode_before = runtime::MaskMode::kNormal;
  std::vector<uint8_t> ub;  // UB before the call; the reference's result after Finish()
  std::vector<uint8_t> gm;  // DataCopy to GM: the destination before the call
  uint8_t reg_in[2][reference::kVl] = {};
  reference::MaskImage predicate;
  int uncaught = 0;
};

Scope::Scope(const Call& call) : state_(new State) {
  State& s = *state_;
  s.call = call;
  s.uncaught = std::uncaught_exceptions();
  s.core = &runtime::CurrentCore();
  s.mode_before = s.core->mask_mode;
  if (WritesUb(call.api)) s.ub.assign(s.core->ub, s.core->ub + s.core->ub_bytes);
  if (call.api == Api::kDataCopyToGm && call.gm != nullptr) {
    const uint64_t bytes = uint64_t{call.count} * call.element_bytes / kDataBlockBytes * kDataBlockBytes;
    s.gm.assign(call.gm, call.gm + bytes);
  }
  // Register inputs are copied: the destination may be the same register.
  for (int r = 0; r < 2; ++r)
    if (call.reg_in[r] != nullptr) std::memcpy(s.reg_in[r], call.reg_in[r], reference::kVl);
  if (call.predicate != nullptr) std::memcpy(s.predicate.words, call.predicate, sizeof(s.predicate.words));
}

Scope::Scope(const char* api, const Checker& checker, const void* call, size_t call_bytes) : state_(new State) {
  State& s = *state_;
  s.uncaught = std::uncaught_exceptions();
  s.core = &runtime::CurrentCore();
  s.family_api = api;
  s.checker = &checker;
  const auto* bytes = static_cast<const uint8_t*>(call);
  s.family_call.assign(bytes, bytes + call_bytes);
  s.ub.assign(s.core->ub, s.core->ub + s.core->ub_bytes);
  if (checker.outside != nullptr) {
    const OutsideRegion region = checker.outside(call);
    if (region.bytes != 0) s.gm.assign(region.address, region.address + region.bytes);
  }
}

void Scope::Finish() {
  State* raw = state_;
  state_ = nullptr;
  std::unique_ptr<State> owned(raw);
  State& s = *raw;
  // The SIMD path raised: its error is what the caller sees.
  if (std::uncaught_exceptions() > s.uncaught) return;
  const Call& c = s.call;
  const char* api = s.checker != nullptr ? s.family_api : ApiName(c.api);
  runtime::CoreState& core = *s.core;
  const reference::Ub ref_ub(s.ub.empty() ? core.ub : s.ub.data(), core.ub_bytes);
  const bool corrupt = g_corrupt_next.exchange(false);

  auto fail = [&](const std::string& param, const std::string& simd, const std::string& ref) {
    Diagnostic d;
    d.severity = Severity::kError;
    d.api = api;
    d.param = param;
    d.value = simd + " (SIMD) vs " + ref + " (reference)";
    d.rule = "differs from the scalar reference (cross-check mode)";
    d.block = core.block_idx;
    throw Error(std::move(d));
  };
  // First differing element of `n` bytes of two images; `origin` names the
  // operand whose element 0 sits at byte `base` of the image.
  auto compare = [&](const uint8_t* simd, const uint8_t* ref, uint64_t n, const char* operand, uint64_t base,
                     uint32_t element_bytes, bool whole_ub) {
    if (std::memcmp(simd, ref, n) == 0) return;
    uint64_t i = 0;
    while (simd[i] == ref[i]) ++i;
    if (i < base || element_bytes == 0) {
      fail(whole_ub ? "UB byte " + std::to_string(i) : std::string(operand) + " byte " + std::to_string(i),
           HexBytes(simd + i, 1), HexBytes(ref + i, 1));
    }
    const uint64_t k = (i - base) / element_bytes;
    const uint64_t at = base + k * element_bytes;
    const uint32_t len = static_cast<uint32_t>(std::min<uint64_t>(element_bytes, n - at));
    fail(std::string(operand) + "[" + std::to_string(k) + "]", HexBytes(simd + at, len), HexBytes(ref + at, len));
  };

  if (s.checker != nullptr) {
    MaskRegisterState expected;
    OutsideRegion region;
    if (s.checker->outside != nullptr) {
      region = s.checker->outside(s.family_call.data());
      s.checker->run_outside(s.family_call.data(), s.ub.data(), core.ub_bytes, s.gm.data(), &expected);
    } else {
      s.checker->run(s.family_call.data(), s.ub.data(), core.ub_bytes, &expected);
    }
    const char* operand = "dst";
    uint64_t base = 0;
    uint32_t element_bytes = 1;
    s.checker->primary(s.family_call.data(), &operand, &base, &element_bytes);
    if (corrupt) {
      if (region.bytes != 0) region.address[0] ^= 1;
      else core.ub[base < core.ub_bytes ? base : 0] ^= 1;
    }
    compare(core.ub, s.ub.data(), core.ub_bytes, operand, base, element_bytes, true);
    if (region.bytes != 0 && std::memcmp(region.address, s.gm.data(), region.bytes) != 0) {
      uint64_t i = 0;
      while (region.address[i] == s.gm[i]) ++i;
      const uint32_t eb = region.element_bytes == 0 ? 1 : region.element_bytes;
      const uint64_t k = (i + region.first_element) / eb;
      const uint64_t at = k * eb < region.first_element ? 0 : k * eb - region.first_element;
      const uint32_t len = static_cast<uint32_t>(std::min<uint64_t>(eb, region.bytes - at));
      fail(std::string(region.name) + "[" + std::to_string(k) + "]", HexBytes(region.address + at, len),
           HexBytes(s.gm.data() + at, len));
    }
    const bool counter = core.mask_mode == runtime::MaskMode::kCounter;
    if (counter != expected.counter_mode)
      fail("maskMode after the call", counter ? "Counter" : "Normal", expected.counter_mode ? "Counter" : "Normal");
    for (int w = 0; w < 2; ++w)
      if (core.vector_mask[w] != expected.vector_mask[w])
        fail("vectorMask[" + std::to_string(w) + "] after the call", std::to_string(core.vector_mask[w]),
             std::to_string(expected.vector_mask[w]));
    for (int w = 0; w < 2; ++w)
      if (core.cmp_mask[w] != expected.cmp_mask[w])
        fail("CMPMASK[" + std::to_string(w) + "] after the call", HexBytes(reinterpret_cast<const uint8_t*>(&core.cmp_mask[w]), 8),
             HexBytes(reinterpret_cast<const uint8_t*>(&expected.cmp_mask[w]), 8));
    return;
  }

  reference::MaskArg mask;
  mask.bitwise = c.bitwise_mask;
  mask.contiguous = c.mask[0];
  mask.words[0] = c.mask[0];
  mask.words[1] = c.mask[1];
  uint8_t ref_out[2][reference::kVl] = {};
  const char* ub_operand = "dst";
  uint64_t ub_operand_base = c.dst;

  switch (c.api) {
    case Api::kGatherCount:
      reference::GatherCount(ref_ub, c.profile, c.element_bytes, c.dst, c.src, c.offsets, c.base_addr, c.count);
      break;
    case Api::kGatherMasked:
      reference::GatherMasked(ref_ub, c.profile, RefMode(s.mode_before), mask, c.element_bytes, c.dst, c.src,
                              c.offsets, c.base_addr, c.repeat_time, c.rep_stride);
      break;
    case Api::kScatterCount:
      reference::ScatterCount(ref_ub, c.element_bytes, c.dst, c.src, c.offsets, c.base_addr, c.count);
      break;
    case Api::kScatterMasked:
      reference::ScatterMasked(ref_ub, RefMode(s.mode_before), mask, c.element_bytes, c.dst, c.src, c.offsets,
                               c.base_addr, c.repeat_time, c.rep_stride);
      break;
    case Api::kGatherMask: {
      reference::GatherMaskArgs args;
      args.element_bytes = c.element_bytes;
      args.dst = c.dst;
      args.src0 = c.src;
      args.pattern_is_tensor = c.pattern_is_tensor;
      args.pattern = c.offsets;
      args.builtin_id = c.builtin_id;
      args.reduce_mode = c.reduce_mode;
      args.mask = c.gather_mask;
      args.src0_block_stride = c.src0_block_stride;
      args.repeat_times = c.repeat_times;
      args.src0_repeat_stride = c.src0_repeat_stride;
      args.src1_repeat_stride = c.src1_repeat_stride;
      reference::MaskMode mode = RefMode(s.mode_before);
      const uint64_t kept = reference::GatherMask(c.profile, ref_ub, args, mode);
      if (c.rsvd_cnt != nullptr && *c.rsvd_cnt != kept)
        fail("rsvdCnt", std::to_string(*c.rsvd_cnt), std::to_string(kept));
      if (RefMode(core.mask_mode) != mode)
        fail("maskMode after the call", core.mask_mode == runtime::MaskMode::kCounter ? "Counter" : "Normal",
             mode == reference::MaskMode::kCounter ? "Counter" : "Normal");
      break;
    }
    case Api::kDataCopyToUb:
      reference::DataCopyGmToUb(ref_ub, c.dst, c.gm, c.count, c.element_bytes);
      break;
    case Api::kDataCopyToGm:
      if (!s.gm.empty()) reference::DataCopyUbToGm(ref_ub, s.gm.data(), c.src, c.count, c.element_bytes);
      break;
    case Api::kRegLoad:
      if (c.reg_num == 2) reference::reg::LoadB64Split(ref_ub, c.address, ref_out[0], ref_out[1]);
      else reference::reg::Load(ref_ub, c.dist, c.address, ref_out[0]);
      break;
    case Api::kRegLoadDual:
      reference::reg::LoadDual(ref_ub, c.dist, c.address, ref_out[0], ref_out[1]);
      break;
    case Api::kRegStore:
      ub_operand = "dstAddr";
      ub_operand_base = c.address;
      if (c.reg_num == 2)
        reference::reg::StoreB64Split(ref_ub, c.address, c.address + reference::kVl, s.reg_in[0], s.reg_in[1],
                                      s.predicate);
      else
        reference::reg::Store(ref_ub, c.dist, c.element_bytes, c.address, s.reg_in[0], s.predicate);
      break;
    case Api::kRegStoreDual:
      ub_operand = "dstAddr";
      ub_operand_base = c.address;
      reference::reg::StoreDual(ref_ub, c.dist, c.address, s.reg_in[0], s.reg_in[1]);
      break;
    case Api::kRegGather:
      reference::reg::Gather(ref_ub, c.element_bytes, c.reg_num, c.src_bytes, c.address, c.index_bytes,
                             c.index_reg_num, s.reg_in[0], s.reg_in[1], s.predicate, ref_out[0], ref_out[1]);
      break;
    case Api::kRegPermute:
      reference::reg::Permute(c.element_bytes, s.reg_in[0], s.reg_in[1], ref_out[0]);
      break;
    case Api::kRegStoreSplit:
      ub_operand = "dstAddr";
      ub_operand_base = c.address;
      reference::reg::StoreB64Split(ref_ub, c.address, c.address2, s.reg_in[0], s.reg_in[1], s.predicate);
      break;
  }

  // Fault injection flips bit 0 of the first byte of the primary result.
  if (c.api == Api::kDataCopyToGm) {
    if (corrupt && !s.gm.empty()) c.gm[0] ^= 1;
    compare(c.gm, s.gm.data(), s.gm.size(), "dst", 0, c.element_bytes, false);
    return;
  }
  if (c.api == Api::kRegLoad || c.api == Api::kRegLoadDual || c.api == Api::kRegGather || c.api == Api::kRegPermute) {
    if (corrupt) c.reg_out[0][0] ^= 1;
    const uint32_t lane_bytes = c.api == Api::kRegGather && c.reg_num == 2 ? 4 : c.element_bytes;
    const int regs = c.api == Api::kRegLoadDual || c.reg_num == 2 ? 2 : 1;
    for (int r = 0; r < regs; ++r) {
      const char* name = c.api == Api::kRegLoadDual ? (r == 0 ? "dstReg0" : "dstReg1")
                         : regs == 2                ? (r == 0 ? "dstReg.low" : "dstReg.high")
                                                    : "dstReg";
      compare(c.reg_out[r], ref_out[r], reference::kVl, name, 0, lane_bytes == 0 ? 1 : lane_bytes, false);
    }
    return;
  }
  if (corrupt) core.ub[ub_operand_base < core.ub_bytes ? ub_operand_base : 0] ^= 1;
  compare(core.ub, s.ub.data(), core.ub_bytes, ub_operand, ub_operand_base, c.element_bytes, true);
}

}  // namespace verify

void SetVerifyMode(bool on) { verify::internal::g_enabled.store(on, std::memory_order_relaxed); }

}  // namespace ascendc_host
