// Target selection: which of the compiled Highway targets the kernels run on.
#include <hwy/highway.h>
#include <hwy/targets.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ascendc_host/target.h"
#include "kernels/dispatch.h"

namespace ascendc_host {
namespace internal {
int64_t ProbeDispatchedTarget();
}  // namespace internal

namespace target {
namespace {

std::atomic<int64_t> g_forced{0};

struct NamedTarget {
  const char* name;
  int64_t bit;
};

const std::vector<NamedTarget>& KnownTargets() {
  static const std::vector<NamedTarget> known = {
#if HWY_ARCH_X86
      {"avx3_dl", HWY_AVX3_DL}, {"avx3", HWY_AVX3}, {"avx2", HWY_AVX2}, {"sse4", HWY_SSE4}, {"ssse3", HWY_SSSE3},
#endif
#if HWY_ARCH_ARM
      {"sve2_128", HWY_SVE2_128}, {"sve_256", HWY_SVE_256}, {"sve2", HWY_SVE2}, {"sve", HWY_SVE}, {"neon", HWY_NEON},
#endif
      {"emu128", HWY_EMU128}, {"scalar", HWY_SCALAR},
  };
  return known;
}

// The CPU's targets, read once. hwy::SupportedTargets() also points
// Highway's chosen target at a preliminary set (on Arm without SVE_256 /
// SVE2_128), so the final set is chosen right after, as Highway's own first
// dispatch does.
int64_t CpuTargets() {
  static const int64_t targets = [] {
    const int64_t t = hwy::SupportedTargets();
    hwy::GetChosenTarget().Update(t);
    return t;
  }();
  return targets;
}

}  // namespace

std::vector<int64_t> Available() {
  const int64_t supported = CpuTargets() & HWY_TARGETS;
  std::vector<int64_t> out;
  for (int64_t t = supported; t != 0; t &= t - 1) out.push_back(t & ~(t - 1));
  // Lower bits are better targets in Highway's numbering.
  return out;
}

const char* Name(int64_t t) { return hwy::TargetName(t); }

namespace internal {
std::atomic<uint32_t> generation{0};
std::atomic<uint8_t> vf_level{kVfLevelUnset};
}  // namespace internal

VfLevel VfLevelOf(int64_t t) {
#if HWY_ARCH_X86 && (defined(__GNUC__) || defined(__clang__))
  if (t == HWY_AVX3 || t == HWY_AVX3_DL) return VfLevel::kAvx512;
  if (t == HWY_AVX2) return VfLevel::kAvx2;
#endif
  (void)t;
  return VfLevel::kBaseline;
}

const char* VfLevelName(VfLevel level) {
  switch (level) {
    case VfLevel::kAvx512: return "avx512";
    case VfLevel::kAvx2: return "avx2";
    case VfLevel::kBaseline: break;
  }
  return "baseline";
}

namespace {
// The level of the forced target, or of the best available one.
void UpdateVfLevel(int64_t forced) {
  const auto avail = Available();
  const int64_t t = forced != 0 ? forced : (avail.empty() ? 0 : avail.front());
  internal::vf_level.store(static_cast<uint8_t>(VfLevelOf(t)), std::memory_order_relaxed);
}
}  // namespace

namespace internal {
uint8_t ResolveVfLevel() {
  ::ascendc_host::internal::EnsureTargetOverride();
  uint8_t level = vf_level.load(std::memory_order_relaxed);
  if (level == kVfLevelUnset) {
    UpdateVfLevel(g_forced.load());
    level = vf_level.load(std::memory_order_relaxed);
  }
  return level;
}
}  // namespace internal

bool Force(int64_t t) {
  if (t != 0) {
    const auto avail = Available();
    if (std::find(avail.begin(), avail.end(), t) == avail.end()) return false;
  }
  // HWY_DYNAMIC_DISPATCH indexes every export table by the chosen target:
  // pointing it at one target (or back at the CPU's best) switches every
  // kernel at once, through Highway's public dispatch state.
  g_forced.store(t);
  hwy::GetChosenTarget().Update(t != 0 ? t : CpuTargets());
  UpdateVfLevel(t);
  internal::generation.fetch_add(1);
  return true;
}

bool ForceByName(const std::string& name) {
  std::string lower;
  for (char c : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower.empty() || lower == "best" || lower == "auto") return Force(0);
  for (const auto& k : KnownTargets())
    if (lower == k.name) return Force(k.bit);
  return false;
}

std::string Active() { return hwy::TargetName(::ascendc_host::internal::ProbeDispatchedTarget()); }

}  // namespace target

namespace internal {
bool ApplyTargetOverrideFromEnv() {
  const char* env = std::getenv("ASCENDC_HOST_TARGET");
  if (env != nullptr && *env != '\0' && !target::ForceByName(env)) {
    std::string list;
    for (int64_t t : target::Available()) list += std::string(" ") + hwy::TargetName(t);
    std::fprintf(stderr, "ascendc-host: ASCENDC_HOST_TARGET=%s is not available here; available:%s\n", env,
                 list.c_str());
  }
  return true;
}
}  // namespace internal
}  // namespace ascendc_host
