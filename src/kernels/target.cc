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
#include "kernels/half_native.h"

#if HWY_ARCH_X86 && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif

namespace ascendc_host {
namespace internal {
int64_t ProbeDispatchedTarget();
}  // namespace internal

namespace target {
namespace {

std::atomic<int64_t> g_forced{0};

#if HWY_ARCH_X86
// AVX3_SPR (target.h): a bit Highway 1.0.3 leaves unused among its x86 targets.
constexpr int64_t kAvx3Spr = int64_t{1} << 4;
static_assert((kAvx3Spr & (HWY_AVX3_DL | HWY_AVX3 | HWY_AVX2 | HWY_SSE4 | HWY_SSSE3 | HWY_EMU128 | HWY_SCALAR)) == 0,
              "AVX3_SPR's bit is one of Highway's targets");
#else
constexpr int64_t kAvx3Spr = 0;
#endif

struct NamedTarget {
  const char* name;
  int64_t bit;
};

const std::vector<NamedTarget>& KnownTargets() {
  static const std::vector<NamedTarget> known = {
#if HWY_ARCH_X86
      {"avx3_spr", kAvx3Spr}, {"avx3_dl", HWY_AVX3_DL}, {"avx3", HWY_AVX3}, {"avx2", HWY_AVX2}, {"sse4", HWY_SSE4}, {"ssse3", HWY_SSSE3},
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

// The Highway target AVX3_SPR runs (the better of AVX3_DL and AVX3), or 0
// when this build or this CPU cannot run AVX3_SPR: it needs the
// AVX512-FP16 code compiled (half_native.h) and the CPU's AVX512-FP16
// (CPUID leaf 7, EDX bit 23; the OS saving the ZMM state is implied by the
// AVX-512 target Highway found usable).
int64_t SprBase() {
  static const int64_t base = [] {
#if HWY_ARCH_X86 && (defined(__GNUC__) || defined(__clang__))
    const int64_t avx512 = CpuTargets() & HWY_TARGETS & (HWY_AVX3_DL | HWY_AVX3);
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (avx512 == 0 || !kernels::half_native::Compiled() || !__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) ||
        ((edx >> 23) & 1u) == 0)
      return int64_t{0};
    return avx512 & ~(avx512 - 1);
#else
    return int64_t{0};
#endif
  }();
  return base;
}

bool IsAvx3Spr(int64_t t) { return kAvx3Spr != 0 && t == kAvx3Spr; }

// The Highway target that runs target t.
int64_t HighwayTarget(int64_t t) { return IsAvx3Spr(t) ? SprBase() : t; }

}  // namespace

std::vector<int64_t> Available() {
  const int64_t supported = CpuTargets() & HWY_TARGETS;
  std::vector<int64_t> out;
  if (SprBase() != 0) out.push_back(kAvx3Spr);
  for (int64_t t = supported; t != 0; t &= t - 1) out.push_back(t & ~(t - 1));
  // Lower bits are better targets in Highway's numbering.
  return out;
}

const char* Name(int64_t t) {
  if (IsAvx3Spr(t)) return "AVX3_SPR";
  return hwy::TargetName(t);
}

namespace internal {
std::atomic<uint32_t> generation{0};
std::atomic<uint8_t> vf_level{kVfLevelUnset};
std::atomic<uint8_t> native_half{kVfLevelUnset};
}  // namespace internal

VfLevel VfLevelOf(int64_t t) {
#if HWY_ARCH_X86 && (defined(__GNUC__) || defined(__clang__))
  if (t == HWY_AVX3 || t == HWY_AVX3_DL || IsAvx3Spr(t)) return VfLevel::kAvx512;
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
// The level and the native half switch of the forced target, or of the best available one.
void UpdateVfLevel(int64_t forced) {
  const auto avail = Available();
  const int64_t t = forced != 0 ? forced : (avail.empty() ? 0 : avail.front());
  internal::vf_level.store(static_cast<uint8_t>(VfLevelOf(t)), std::memory_order_relaxed);
  internal::native_half.store(IsAvx3Spr(t) ? 1 : 0, std::memory_order_relaxed);
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
uint8_t ResolveNativeHalf() {
  ResolveVfLevel();
  return native_half.load(std::memory_order_relaxed);
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
  hwy::GetChosenTarget().Update(t != 0 ? HighwayTarget(t) : CpuTargets());
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

std::string Active() {
  const int64_t t = ::ascendc_host::internal::ProbeDispatchedTarget();
  return NativeHalfActive() && t == SprBase() ? Name(kAvx3Spr) : hwy::TargetName(t);
}

}  // namespace target

namespace internal {
bool ApplyTargetOverrideFromEnv() {
  const char* env = std::getenv("ASCENDC_HOST_TARGET");
  if (env != nullptr && *env != '\0' && !target::ForceByName(env)) {
    std::string list;
    for (int64_t t : target::Available()) list += std::string(" ") + target::Name(t);
    std::fprintf(stderr, "ascendc-host: ASCENDC_HOST_TARGET=%s is not available here; available:%s\n", env,
                 list.c_str());
  }
  return true;
}
}  // namespace internal
}  // namespace ascendc_host
