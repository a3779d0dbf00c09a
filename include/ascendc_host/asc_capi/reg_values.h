// C API registers of NPU architecture 3510 (SPEC 17.10, 编程指南/.../基于指针的
// C语言编程/Reg矢量计算编程): the vector, mask and unaligned register types,
// the mask generators asc_create_mask_bN / asc_update_mask_bN, the vector
// length and asc_mem_bar. Each C API register is the Reg (MicroAPI) value of
// the same width, so every asc_ register function is the Reg function of the
// same operation (SPEC 0.5, 13, 14) on its arguments.
#ifndef ASCENDC_HOST_ASC_CAPI_REG_VALUES_H_
#define ASCENDC_HOST_ASC_CAPI_REG_VALUES_H_

#include <atomic>
#include <cstdint>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/reg.h"
#include "ascendc_host/checks.h"

using vector_int8_t = AscendC::Reg::RegTensor<int8_t>;
using vector_uint8_t = AscendC::Reg::RegTensor<uint8_t>;
using vector_int16_t = AscendC::Reg::RegTensor<int16_t>;
using vector_uint16_t = AscendC::Reg::RegTensor<uint16_t>;
using vector_half = AscendC::Reg::RegTensor<half>;
using vector_bfloat16_t = AscendC::Reg::RegTensor<bfloat16_t>;
using vector_int32_t = AscendC::Reg::RegTensor<int32_t>;
using vector_uint32_t = AscendC::Reg::RegTensor<uint32_t>;
using vector_float = AscendC::Reg::RegTensor<float>;
using vector_int64_t = AscendC::Reg::RegTensor<int64_t>;  // 32 elements (b64: VL / 8)
using vector_uint64_t = AscendC::Reg::RegTensor<uint64_t>;
// The compiler's own names of the same registers, which some kernels use.
using vector_s8 = vector_int8_t;
using vector_u8 = vector_uint8_t;
using vector_s16 = vector_int16_t;
using vector_u16 = vector_uint16_t;
using vector_f16 = vector_half;
using vector_bf16 = vector_bfloat16_t;
using vector_s32 = vector_int32_t;
using vector_u32 = vector_uint32_t;
using vector_f32 = vector_float;
using vector_s64 = vector_int64_t;
using vector_u64 = vector_uint64_t;
// The mask register: VL / 8 bits, bit b <-> register byte b (an element of
// N bytes is governed by the lowest of its N bits).
using vector_bool = AscendC::Reg::MaskReg;
using vector_load_unalign = AscendC::Reg::UnalignRegForLoad;
using vector_store_unalign = AscendC::Reg::UnalignRegForStore;

// pat_mode of asc_create_mask_bN: every element, the first 1..128, every
// third / fourth, the lower half / quarter, none. MASK_PATTERN_ALL is the
// guide's spelling of PAT_ALL.
namespace __cce_simd {
enum pat_mode_t : uint8_t {
  PAT_ALL = 0, PAT_VL1, PAT_VL2, PAT_VL3, PAT_VL4, PAT_VL8, PAT_VL16, PAT_VL32, PAT_VL64, PAT_VL128,
  PAT_M3, PAT_M4, PAT_H, PAT_Q, PAT_ALLF = 15, MASK_PATTERN_ALL = PAT_ALL
};
}  // namespace __cce_simd
using __cce_simd::pat_mode_t;
using __cce_simd::PAT_ALL;
using __cce_simd::PAT_VL1;
using __cce_simd::PAT_VL2;
using __cce_simd::PAT_VL3;
using __cce_simd::PAT_VL4;
using __cce_simd::PAT_VL8;
using __cce_simd::PAT_VL16;
using __cce_simd::PAT_VL32;
using __cce_simd::PAT_VL64;
using __cce_simd::PAT_VL128;
using __cce_simd::PAT_M3;
using __cce_simd::PAT_M4;
using __cce_simd::PAT_H;
using __cce_simd::PAT_Q;
using __cce_simd::PAT_ALLF;
using __cce_simd::MASK_PATTERN_ALL;

// Which field of a wider lane a narrow element takes in a conversion (the
// newer pages' position arguments, replacing the _v2 / _v3 / _v4 names):
// EVEN / ODD for 2:1 pairs, the four quarters for 4:1 pairs.
enum class asc_position_mode { EVEN = 0, ODD };
inline constexpr std::integral_constant<asc_position_mode, asc_position_mode::EVEN> ASC_POSITION_EVEN{};
inline constexpr std::integral_constant<asc_position_mode, asc_position_mode::ODD> ASC_POSITION_ODD{};
enum class asc_position_quarter_mode {
  DISPERSE_FIRST_QUARTER = 0, DISPERSE_SECOND_QUARTER, DISPERSE_THIRD_QUARTER, DISPERSE_FOURTH_QUARTER
};
inline constexpr std::integral_constant<asc_position_quarter_mode, asc_position_quarter_mode::DISPERSE_FIRST_QUARTER>
    ASC_DISPERSE_FIRST_QUARTER{};
inline constexpr std::integral_constant<asc_position_quarter_mode, asc_position_quarter_mode::DISPERSE_SECOND_QUARTER>
    ASC_DISPERSE_SECOND_QUARTER{};
inline constexpr std::integral_constant<asc_position_quarter_mode, asc_position_quarter_mode::DISPERSE_THIRD_QUARTER>
    ASC_DISPERSE_THIRD_QUARTER{};
inline constexpr std::integral_constant<asc_position_quarter_mode, asc_position_quarter_mode::DISPERSE_FOURTH_QUARTER>
    ASC_DISPERSE_FOURTH_QUARTER{};

// asc_mem_bar's directions (source pipe _ destination pipe): V vector, S
// scalar, ST / LD / VST / VLD their stores and loads.
enum class MEM_TYPE : uint8_t {
  VV_ALL, VST_VLD, VLD_VST, VST_VST, VS_ALL, VST_LD, VLD_ST, VST_ST, SV_ALL, ST_VLD, LD_VST, ST_VST,
  SS_ALL, ST_LD, LD_ST, ST_ST
};
inline constexpr MEM_TYPE VV_ALL = MEM_TYPE::VV_ALL, VST_VLD = MEM_TYPE::VST_VLD, VLD_VST = MEM_TYPE::VLD_VST,
                          VST_VST = MEM_TYPE::VST_VST, VS_ALL = MEM_TYPE::VS_ALL, VST_LD = MEM_TYPE::VST_LD,
                          VLD_ST = MEM_TYPE::VLD_ST, VST_ST = MEM_TYPE::VST_ST, SV_ALL = MEM_TYPE::SV_ALL,
                          ST_VLD = MEM_TYPE::ST_VLD, LD_VST = MEM_TYPE::LD_VST, ST_VST = MEM_TYPE::ST_VST,
                          SS_ALL = MEM_TYPE::SS_ALL, ST_LD = MEM_TYPE::ST_LD, LD_ST = MEM_TYPE::LD_ST,
                          ST_ST = MEM_TYPE::ST_ST;

namespace ascendc_host {
namespace asc_capi {

template <typename T>
AscendC::Reg::MaskReg CreateMask(pat_mode_t pattern) {
  using AscendC::Reg::MaskPattern;
  using AscendC::Reg::CreateMask;
  switch (pattern) {
    case PAT_ALL: return CreateMask<T, MaskPattern::ALL>();
    case PAT_VL1: return CreateMask<T, MaskPattern::VL1>();
    case PAT_VL2: return CreateMask<T, MaskPattern::VL2>();
    case PAT_VL3: return CreateMask<T, MaskPattern::VL3>();
    case PAT_VL4: return CreateMask<T, MaskPattern::VL4>();
    case PAT_VL8: return CreateMask<T, MaskPattern::VL8>();
    case PAT_VL16: return CreateMask<T, MaskPattern::VL16>();
    case PAT_VL32: return CreateMask<T, MaskPattern::VL32>();
    case PAT_VL64: return CreateMask<T, MaskPattern::VL64>();
    case PAT_VL128: return CreateMask<T, MaskPattern::VL128>();
    case PAT_M3: return CreateMask<T, MaskPattern::M3>();
    case PAT_M4: return CreateMask<T, MaskPattern::M4>();
    case PAT_H: return CreateMask<T, MaskPattern::H>();
    case PAT_Q: return CreateMask<T, MaskPattern::Q>();
    case PAT_ALLF: return CreateMask<T, MaskPattern::ALLF>();
  }
  ReportError("asc_create_mask", "pat_mode", std::to_string(static_cast<int>(pattern)),
              "must be a PAT_* value (0..13 or 15)");
  return AscendC::Reg::MaskReg{};
}

}  // namespace asc_capi
}  // namespace ascendc_host

// A mask of the elements `pattern` names, for b8 / b16 / b32 elements.
__simd_callee__ inline vector_bool asc_create_mask_b8(pat_mode_t pattern) {
  return ascendc_host::asc_capi::CreateMask<uint8_t>(pattern);
}
__simd_callee__ inline vector_bool asc_create_mask_b16(pat_mode_t pattern) {
  return ascendc_host::asc_capi::CreateMask<uint16_t>(pattern);
}
__simd_callee__ inline vector_bool asc_create_mask_b32(pat_mode_t pattern) {
  return ascendc_host::asc_capi::CreateMask<uint32_t>(pattern);
}

// The first min(value, VL_T) elements; then value = value < VL_T ? 0 :
// value - VL_T (VL_T = 256, 128, 64 elements).
__simd_callee__ inline vector_bool asc_update_mask_b8(uint32_t& value) {
  return AscendC::Reg::UpdateMask<uint8_t>(value);
}
__simd_callee__ inline vector_bool asc_update_mask_b16(uint32_t& value) {
  return AscendC::Reg::UpdateMask<uint16_t>(value);
}
__simd_callee__ inline vector_bool asc_update_mask_b32(uint32_t& value) {
  return AscendC::Reg::UpdateMask<uint32_t>(value);
}

// The vector length in bytes (VL = 256).
__aicore__ inline constexpr int64_t asc_get_vf_len() { return AscendC::Reg::kRegBytes; }

// Orders UB accesses of the vector function's pipes; on the CPU they run
// in program order, so it only keeps the compiler from moving accesses
// across it (Reg::LocalMemBar).
__simd_callee__ inline void asc_mem_bar(MEM_TYPE) { std::atomic_signal_fence(std::memory_order_seq_cst); }

#endif  // ASCENDC_HOST_ASC_CAPI_REG_VALUES_H_
