// PlatformAscendC: the chips' numbers (docs/SPEC.md, "PlatformAscendC").
#include "tiling/platform/platform_ascendc.h"

#include <cstdio>
#include <cstring>
#include <mutex>

#include "ascendc_host/fronts/program_profile.h"

namespace platform_ascendc {

struct PlatformSpec {
  const char* soc_name;
  SocVersion soc_version;
  NpuArch arch;
  uint32_t aic_cores;
  uint32_t aiv_cores;
  uint32_t vec_reg_len;
  uint64_t l0a, l0b, l0c, l1, l2, ub, hbm, fb, bt;
  uint64_t l2_bytes_per_cycle, hbm_bytes_per_cycle;
};

namespace {

constexpr uint64_t KiB = 1024, MiB = 1024 * KiB, GiB = 1024 * MiB;

// Atlas A2/A3: CANN's platform configurations of these SoCs, which differ
// only in core counts and HBM size; UB is the PA2 profile's visible UB.
constexpr PlatformSpec AtlasA2A3(const char* name, uint32_t aic, uint32_t aiv, uint64_t hbm) {
  return {name, SocVersion::ASCEND910B, NpuArch::DAV_2201, aic, aiv, 0, 64 * KiB, 64 * KiB, 128 * KiB, 512 * KiB,
          192 * MiB, 196608, hbm, 7 * KiB, 1 * KiB, 128, 32};
}

// Ascend 950: core counts of an Ascend950PR_9579 part, local memories from
// the 950PR configuration, UB the P950 profile's; its L2, HBM, FB and BT
// sizes and both chips' bandwidths are not published and take the A2 values
// (docs/SPEC.md section 10.5).
const PlatformSpec kSpecs[] = {
    AtlasA2A3("Ascend910B1", 24, 48, 64 * GiB),
    AtlasA2A3("Ascend910B2", 24, 48, 64 * GiB),
    AtlasA2A3("Ascend910B3", 20, 40, 64 * GiB),
    AtlasA2A3("Ascend910B4", 20, 40, 32 * GiB),
    AtlasA2A3("Ascend910_93", 24, 48, 64 * GiB),
    {"Ascend950", SocVersion::ASCEND950, NpuArch::DAV_3510, 28, 56, 256, 64 * KiB, 64 * KiB, 256 * KiB, 512 * KiB,
     192 * MiB, 253952, 64 * GiB, 7 * KiB, 1 * KiB, 128, 32},
};
const PlatformSpec& kSpecPA2 = kSpecs[0];
const PlatformSpec& kSpecP950 = kSpecs[5];

const PlatformSpec& SpecOfProgram() {
  return ascendc_host::fronts::ProgramProfile().profile == ascendc_host::Profile::kPA2 ? kSpecPA2 : kSpecP950;
}

// The spec whose name starts the SoC name (Ascend910B2C -> Ascend910B2,
// Ascend950PR_9599 -> Ascend950); null when none does.
const PlatformSpec* SpecNamed(const char* soc) {
  const PlatformSpec* best = nullptr;
  size_t best_len = 0;
  for (const PlatformSpec& s : kSpecs) {
    const size_t len = std::strlen(s.soc_name);
    if (std::strncmp(soc, s.soc_name, len) == 0 && len > best_len) {
      best = &s;
      best_len = len;
    }
  }
  return best;
}

std::once_flag g_once;
PlatformAscendC* g_instance = nullptr;

}  // namespace

PlatformAscendC::PlatformAscendC(fe::PlatFormInfos*) : spec_(&SpecOfProgram()) {}

uint32_t PlatformAscendC::GetCoreNum() const { return spec_->aiv_cores; }
uint32_t PlatformAscendC::GetCoreNumAic() const { return spec_->aic_cores; }
uint32_t PlatformAscendC::GetCoreNumAiv() const { return spec_->aiv_cores; }
uint32_t PlatformAscendC::GetCoreNumVector() const { return 0; }
SocVersion PlatformAscendC::GetSocVersion() const { return spec_->soc_version; }
NpuArch PlatformAscendC::GetCurNpuArch() const { return spec_->arch; }
uint32_t PlatformAscendC::GetVecRegLen() const { return spec_->vec_reg_len; }

// A fused kernel starts groups of one cube core and aiv/aic vector cores;
// the block count is the number of groups the slices need. Kernels of one
// kind (the other count 0) start one block per slice.
uint32_t PlatformAscendC::CalcTschNumBlocks(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const {
  if (aicCoreNum == 0 || aivCoreNum == 0) return sliceNum;
  const uint32_t ratio = aivCoreNum >= aicCoreNum ? aivCoreNum / aicCoreNum : 1;
  return (sliceNum + ratio - 1) / ratio;
}

void PlatformAscendC::GetCoreMemSize(const CoreMemType& memType, uint64_t& size) const {
  switch (memType) {
    case CoreMemType::L0_A: size = spec_->l0a; break;
    case CoreMemType::L0_B: size = spec_->l0b; break;
    case CoreMemType::L0_C: size = spec_->l0c; break;
    case CoreMemType::L1: size = spec_->l1; break;
    case CoreMemType::L2: size = spec_->l2; break;
    case CoreMemType::UB: size = spec_->ub - reserved_ub_bytes_; break;
    case CoreMemType::HBM: size = spec_->hbm; break;
    case CoreMemType::FB: size = spec_->fb; break;
    case CoreMemType::BT: size = spec_->bt; break;
    default: size = 0; break;
  }
}

// Only L2 and HBM bandwidths exist (the page marks the others reserved).
void PlatformAscendC::GetCoreMemBw(const CoreMemType& memType, uint64_t& bwSize) const {
  bwSize = memType == CoreMemType::L2 ? spec_->l2_bytes_per_cycle
           : memType == CoreMemType::HBM ? spec_->hbm_bytes_per_cycle
                                         : 0;
}

uint32_t PlatformAscendC::GetLibApiWorkSpaceSize() const { return 16 * 1024 * 1024; }
// Cube groups and group barriers are cube-core features this library does
// not simulate: they need no workspace here.
uint32_t PlatformAscendC::GetResGroupBarrierWorkSpaceSize() const { return 0; }
uint32_t PlatformAscendC::GetResCubeGroupWorkSpaceSize() const { return 0; }

void PlatformAscendC::ReserveLocalMemory(ReservedSize size) {
  reserved_ub_bytes_ = size == ReservedSize::RESERVED_SIZE_8K    ? 8 * 1024
                       : size == ReservedSize::RESERVED_SIZE_16K ? 16 * 1024
                                                                 : 32 * 1024;
}

PlatformAscendC* PlatformAscendCManager::GetInstance() { return GetInstance(nullptr); }

PlatformAscendC* PlatformAscendCManager::GetInstance(const char* customSocVersion) {
  std::call_once(g_once, [customSocVersion] {
    const PlatformSpec* spec = &SpecOfProgram();
    if (customSocVersion != nullptr && customSocVersion[0] != '\0') {
      if (const PlatformSpec* named = SpecNamed(customSocVersion)) {
        spec = named;
      } else {
        std::fprintf(stderr,
                     "ascendc-host: PlatformAscendCManager::GetInstance: unknown SoC \"%s\"; describing the program's "
                     "%s instead (known: Ascend910B1..4, Ascend910_93xx, Ascend950*)\n",
                     customSocVersion, spec->soc_name);
      }
    }
    g_instance = new PlatformAscendC(spec);  // a singleton for the program's life
  });
  return g_instance;
}

}  // namespace platform_ascendc
