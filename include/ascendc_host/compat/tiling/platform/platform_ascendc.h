// Hardware facts for host-side tiling code (CANN's "tiling/platform/
// platform_ascendc.h"): core counts and memory sizes of the chip the
// program's kernels were compiled for. docs/SPEC.md, section
// "PlatformAscendC", lists the numbers and where they come from.
#ifndef ASCENDC_HOST_COMPAT_TILING_PLATFORM_PLATFORM_ASCENDC_H_
#define ASCENDC_HOST_COMPAT_TILING_PLATFORM_PLATFORM_ASCENDC_H_

#include <cstdint>

namespace fe {
class PlatFormInfos;
}  // namespace fe

// The architecture numbers (__NPU_ARCH__) as GetCurNpuArch reports them.
enum class NpuArch : uint32_t {
  DAV_1001 = 1001,
  DAV_2002 = 2002,
  DAV_2201 = 2201,
  DAV_3002 = 3002,
  DAV_3510 = 3510,
  DAV_RESV = 0xFFFFFFFFu
};

namespace platform_ascendc {

using ::NpuArch;

enum class CoreMemType { L0_A = 0, L0_B = 1, L0_C = 2, L1 = 3, L2 = 4, UB = 5, HBM = 6, FB = 7, BT = 8, RESERVED };

// Atlas A3 reports ASCEND910B, as CANN does (GetSocVersion page).
enum class SocVersion {
  ASCEND910 = 0,
  ASCEND910B,
  ASCEND310P,
  ASCEND310B,
  ASCEND910_93,
  ASCEND910_95,
  ASCEND950 = ASCEND910_95,
  RESERVED_VERSION = 99999
};

enum class ReservedSize { RESERVED_SIZE_8K, RESERVED_SIZE_16K, RESERVED_SIZE_32K };

struct PlatformSpec;  // the numbers of one chip (library-internal)

class PlatformAscendC {
 public:
  PlatformAscendC() = delete;
  ~PlatformAscendC() = default;
  // The platform information of graph-mode tiling contexts does not exist
  // here: the object describes the program's chip whatever is passed.
  explicit PlatformAscendC(fe::PlatFormInfos* platformInfo);

  uint32_t GetCoreNum() const;        // vector cores (separated AIC/AIV architectures)
  uint32_t GetCoreNumAic() const;
  uint32_t GetCoreNumAiv() const;
  uint32_t GetCoreNumVector() const;  // 0: no stand-alone vector cores on these chips
  SocVersion GetSocVersion() const;
  NpuArch GetCurNpuArch() const;
  uint32_t GetVecRegLen() const;      // Reg vector length in bytes; 0 without the Reg API
  uint32_t CalcTschNumBlocks(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const;
  void GetCoreMemSize(const CoreMemType& memType, uint64_t& size) const;
  void GetCoreMemBw(const CoreMemType& memType, uint64_t& bwSize) const;
  uint32_t GetLibApiWorkSpaceSize() const;
  uint32_t GetResGroupBarrierWorkSpaceSize() const;
  uint32_t GetResCubeGroupWorkSpaceSize() const;
  void ReserveLocalMemory(ReservedSize size);

  // Not CANN API: an instance describing the named SoC (Ascend910B1, ...).
  explicit PlatformAscendC(const PlatformSpec* spec) : spec_(spec) {}

 private:
  const PlatformSpec* spec_;
  uint32_t reserved_ub_bytes_ = 0;
};

class PlatformAscendCManager {
 public:
  static PlatformAscendC* GetInstance();
  // Only the first call's name counts (the instance is a singleton).
  static PlatformAscendC* GetInstance(const char* customSocVersion);
};

}  // namespace platform_ascendc

#endif  // ASCENDC_HOST_COMPAT_TILING_PLATFORM_PLATFORM_ASCENDC_H_
