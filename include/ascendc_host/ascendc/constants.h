// Named constants kernels use (the devkit's utility constants; SPEC 11.7):
// block, repeat and mask sizes, UB sizes of the profile, the system workspace.
#ifndef ASCENDC_HOST_ASCENDC_CONSTANTS_H_
#define ASCENDC_HOST_ASCENDC_CONSTANTS_H_

#include <cstddef>
#include <cstdint>

#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/config.h"

namespace AscendC {

// DEFAULT_BLK_NUM, DEFAULT_BLK_STRIDE and DEFAULT_REPEAT_STRIDE: vector/common.h.
inline constexpr uint8_t HALF_DEFAULT_REPEAT_STRIDE = 4;
inline constexpr uint8_t ONE_FOURTH_DEFAULT_REPEAT_STRIDE = 2;
inline constexpr uint64_t FULL_MASK = 0xffffffffffffffffull;
inline constexpr uint16_t MAX_HALF_MASK_LEN = 64;
inline constexpr int32_t FULL_MASK_LEN = 128;
inline constexpr int32_t HLAF_MASK_LEN = 64;  // sic: the devkit's spelling
inline constexpr int32_t DEFAULT_C0_SIZE = 32;
inline constexpr int32_t DEFAULT_BLOCK_SIZE = 256;
inline constexpr int32_t MAX_REPEAT_TIMES = 255;
inline constexpr int32_t MIN_REPEAT_TIMES = 0;
inline constexpr int32_t ONE_BYTE_BIT_SIZE = 8;
inline constexpr uint16_t ONE_BLK_SIZE = 32;
inline constexpr int32_t ONE_REPEAT_BYTE_SIZE = 256;
inline constexpr int32_t BLOCK_CUBE = 16;
inline constexpr int32_t CUBE_MAX_SIZE = 256;
inline constexpr int32_t BYTE_PER_FRACTAL = 512;
inline constexpr uint8_t B64_BYTE_SIZE = 8;
inline constexpr uint8_t B32_BYTE_SIZE = 4;
inline constexpr uint8_t B16_BYTE_SIZE = 2;
inline constexpr uint8_t B8_BYTE_SIZE = 1;
inline constexpr uint8_t B32_DATA_NUM_PER_BLOCK = 8;
inline constexpr uint8_t B16_DATA_NUM_PER_BLOCK = 16;
inline constexpr int32_t B16_DATA_NUM_PER_REPEAT = 128;
inline constexpr int32_t B32_DATA_NUM_PER_REPEAT = 64;
inline constexpr uint32_t HALF_REPEAT_SIZE = ONE_REPEAT_BYTE_SIZE / B16_BYTE_SIZE;
inline constexpr uint32_t FLOAT_REPEAT_SIZE = ONE_REPEAT_BYTE_SIZE / B32_BYTE_SIZE;
inline constexpr uint32_t ONE_REPEAT_FLOAT_SIZE = ONE_REPEAT_BYTE_SIZE / B32_BYTE_SIZE;
inline constexpr uint32_t ONE_REPEAT_HALF_SIZE = ONE_REPEAT_BYTE_SIZE / B16_BYTE_SIZE;
inline constexpr uint32_t MAX_REPEAT_FLOAT_SIZE = ONE_REPEAT_FLOAT_SIZE * MAX_REPEAT_TIMES;
inline constexpr uint32_t MAX_REPEAT_HALF_SIZE = ONE_REPEAT_HALF_SIZE * MAX_REPEAT_TIMES;
inline constexpr uint32_t ONE_BLK_HALF_NUM = ONE_BLK_SIZE / B16_BYTE_SIZE;
inline constexpr uint32_t ONE_BLK_FLOAT_NUM = ONE_BLK_SIZE / B32_BYTE_SIZE;
inline constexpr uint32_t BRCB_BROADCAST_NUMBER = 8;
inline constexpr uint32_t BRCB_MAX_REPEAT_SIZE = BRCB_BROADCAST_NUMBER * MAX_REPEAT_TIMES;
inline constexpr int32_t K_MAX_DIM = 8;
inline constexpr uint32_t CACHE_LINE_SIZE = 64;
inline constexpr uint32_t VECTOR_REG_WIDTH = 256;
// The devkit's UB sizes (SPEC 0.1): Ascend 950 has 256 KiB of which kernels
// see 248 KiB; Atlas A2/A3 192 KiB of which the vector APIs use 184 KiB.
inline constexpr uint32_t TOTAL_UB_SIZE = ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2 ? 192 * 1024
                                                                                                : 256 * 1024;
inline constexpr int32_t TOTAL_VEC_LOCAL_SIZE =
    ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2 ? 184 * 1024 : 248 * 1024;
// The system workspace in front of the user workspace (SPEC 11.4).
inline constexpr size_t RESERVED_WORKSPACE = ascendc_host::kProfile.sys_workspace_bytes;

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_CONSTANTS_H_
