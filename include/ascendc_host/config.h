// Target profiles (SPEC 0.1), chosen at compile time.
//
// The library itself is profile-agnostic: everything that differs between
// profiles is a parameter of the runtime and kernel calls. The profile of an
// operator is fixed by the macro below in the translation units that include
// kernel_operator.h:
//   (default)                       Ascend 950 (P950): UB 253 952 B, VL 256 B
//   -DASCENDC_HOST_PROFILE_PA2=1    Atlas A2/A3 (PA2): UB 196 608 B, no Reg API
// Do not mix both profiles in one program's kernels (they are different
// chips); the tests build one executable per profile.
#ifndef ASCENDC_HOST_CONFIG_H_
#define ASCENDC_HOST_CONFIG_H_

#include <cstdint>

namespace ascendc_host {

enum class Profile : uint8_t { kP950 = 0, kPA2 = 1 };

struct ProfileInfo {
  Profile profile;
  uint32_t arch_id;          // devkit NPU arch id (3510 / 2201)
  uint32_t ub_bytes;         // UB visible to kernels
  uint32_t vector_bytes;     // Reg vector length (0: no Reg API)
  const char* name;
};

inline constexpr ProfileInfo kProfileP950{Profile::kP950, 3510, 253952, 256, "Ascend950"};
inline constexpr ProfileInfo kProfilePA2{Profile::kPA2, 2201, 196608, 0, "AtlasA2A3"};

// Physical UB of the largest profile; every arena is this big so a pooled
// arena can serve either profile.
inline constexpr uint32_t kMaxUbBytes = 256 * 1024;

inline constexpr uint32_t kDataBlockBytes = 32;   // unit of all strides, UB alignment unit
inline constexpr uint32_t kRepeatBytes = 256;     // one basic-API repeat = 8 DataBlocks
inline constexpr uint32_t kMaxRepeatTimes = 255;  // hardware repeat-time limit
inline constexpr uint32_t kVectorBytes = 256;     // Reg vector length on P950
inline constexpr uint32_t kQueueBuffersPerPosition = 8;
inline constexpr uint32_t kMaxPipeBuffers = 64;

#if defined(ASCENDC_HOST_PROFILE_PA2) && ASCENDC_HOST_PROFILE_PA2
inline constexpr ProfileInfo kProfile = kProfilePA2;
#define ASCENDC_HOST_HAS_REG_API 0
#else
inline constexpr ProfileInfo kProfile = kProfileP950;
#define ASCENDC_HOST_HAS_REG_API 1
#endif

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_CONFIG_H_
