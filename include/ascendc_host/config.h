// Target profiles (SPEC 0.1), chosen at compile time.
//
// The library itself is profile-agnostic: everything that differs between
// profiles is a parameter of the runtime and kernel calls. The profile of an
// operator is fixed by the macros below in the translation units that include
// kernel_operator.h:
//   (default) or -D__NPU_ARCH__=3510             Ascend 950 (P950): UB 253 952 B, VL 256 B
//   -DASCENDC_HOST_PROFILE_PA2=1 and/or
//   -D__NPU_ARCH__=2201                          Atlas A2/A3 (PA2): UB 196 608 B, no Reg API
// Kernels test __NPU_ARCH__ and __CCE_AICORE__ to pick code per chip, so both
// are always defined to the profile's values (SPEC 11.1); a value that names
// another chip, or disagrees with the profile macro, stops the build.
// Do not mix both profiles in one program's kernels (they are different
// chips); the tests build one executable per profile.
#ifndef ASCENDC_HOST_CONFIG_H_
#define ASCENDC_HOST_CONFIG_H_

#include <cstdint>

// --- Profile selection from the devkit's arch macro (SPEC 11.1). ---
#if defined(__NPU_ARCH__)
#if __NPU_ARCH__ == 2201
#if defined(ASCENDC_HOST_PROFILE_PA2) && !ASCENDC_HOST_PROFILE_PA2
#error "ascendc-host: __NPU_ARCH__=2201 (Atlas A2/A3) contradicts ASCENDC_HOST_PROFILE_PA2=0 (Ascend 950); define them consistently"
#endif
#ifndef ASCENDC_HOST_PROFILE_PA2
#define ASCENDC_HOST_PROFILE_PA2 1
#endif
#elif __NPU_ARCH__ == 3510
#if defined(ASCENDC_HOST_PROFILE_PA2) && ASCENDC_HOST_PROFILE_PA2
#error "ascendc-host: __NPU_ARCH__=3510 (Ascend 950) contradicts ASCENDC_HOST_PROFILE_PA2=1 (Atlas A2/A3); define them consistently"
#endif
#else
#error "ascendc-host: __NPU_ARCH__ names a chip without a profile here; supported: 3510 (Ascend 950, the default) and 2201 (Atlas A2/A3)"
#endif
#elif defined(ASCENDC_HOST_PROFILE_PA2) && ASCENDC_HOST_PROFILE_PA2
#define __NPU_ARCH__ 2201
#else
#define __NPU_ARCH__ 3510
#endif

// The operator libraries test __CCE_AICORE__ next to __NPU_ARCH__: 220 for
// their A2/A3 code, 310 beside their Ascend 950 (arch35) code.
#if defined(ASCENDC_HOST_PROFILE_PA2) && ASCENDC_HOST_PROFILE_PA2
#define ASCENDC_HOST_CCE_AICORE 220
#else
#define ASCENDC_HOST_CCE_AICORE 310
#endif
#if defined(__CCE_AICORE__)
#if __CCE_AICORE__ != ASCENDC_HOST_CCE_AICORE
#error "ascendc-host: __CCE_AICORE__ disagrees with the profile (220 for Atlas A2/A3 = __NPU_ARCH__ 2201, 310 for Ascend 950 = __NPU_ARCH__ 3510)"
#endif
#else
#define __CCE_AICORE__ ASCENDC_HOST_CCE_AICORE
#endif
// The CANN CPU-debug defines (ASCENDC_CPU_DEBUG, __CCE_KT_TEST__) are accepted
// as given and change nothing here: this library always is the CPU twin.

namespace ascendc_host {

enum class Profile : uint8_t { kP950 = 0, kPA2 = 1 };

struct ProfileInfo {
  Profile profile;
  uint32_t arch_id;          // devkit NPU arch id (3510 / 2201) = __NPU_ARCH__
  uint32_t ub_bytes;         // UB visible to kernels
  uint32_t vector_bytes;     // Reg vector length (0: no Reg API)
  const char* name;
  uint32_t aicore_version;   // __CCE_AICORE__ the operator libraries test (310 / 220)
  uint32_t cycles_per_us;    // GetSystemCycle rate: 1 GHz (950), 50 MHz (A2/A3)
  uint32_t sys_workspace_bytes;  // system workspace before the user workspace (SPEC 11.4)
};

inline constexpr ProfileInfo kProfileP950{Profile::kP950, 3510, 253952, 256, "Ascend950", 310, 1000, 16u << 20};
inline constexpr ProfileInfo kProfilePA2{Profile::kPA2, 2201, 196608, 0, "AtlasA2A3", 220, 50, 16u << 20};

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
static_assert(kProfile.arch_id == __NPU_ARCH__ && kProfile.aicore_version == __CCE_AICORE__,
              "the arch macros and the profile agree");

// The TLS model of the per-thread variables every API call reads (the
// current core, the FP-environment scope count). initial-exec makes each read
// one %fs-relative load, also when the library is linked into a shared
// object such as a PyTorch extension, where the default model calls
// __tls_get_addr (measured: two calls per DataCopy, about 7% of an
// embedding row fetch). The variables take 12 bytes of the static TLS space
// glibc keeps for libraries loaded with dlopen.
#define ASCENDC_HOST_HOT_TLS __attribute__((tls_model("initial-exec")))

// The common case of an API that operators call once per row or per tile
// (DataCopy's count forms, tensor indexing): forced inline so the tensors'
// fields stay in registers and the checks fold into the caller's loop;
// the rare cases are out-of-line functions.
#define ASCENDC_HOST_HOT_PATH __attribute__((always_inline))
// The same for inline functions: the Reg layer's operations and their
// helpers, whose register values must never cross a real call.
#define ASCENDC_HOST_HOT_INLINE inline ASCENDC_HOST_HOT_PATH

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_CONFIG_H_
