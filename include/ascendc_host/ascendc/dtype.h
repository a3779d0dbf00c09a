// Data-type codes of the graph engine as kernels use them (SPEC 11.5): the DT_*
// values that ORIG_DTYPE_<NAME> compares with (also in #if), the C_DT_* and
// C_FORMAT_* values of the tiling templates, and the C++ element type of a
// code.
//
// DTYPE_<NAME> / ORIG_DTYPE_<NAME>: the vendor build compiles an operator once
// per dtype combination with one pair per input/output (NAME = the upper-case
// parameter name). Here the user passes them as compile definitions, e.g.
// -DDTYPE_X=half -DORIG_DTYPE_X=DT_FLOAT16; the CMake function
// ascendc_host_operator_dtypes() (package AscendCHost) sets both from
// "X=half" and fails the configure step naming any DTYPE_<NAME> a kernel
// source uses but the list lacks.
#ifndef ASCENDC_HOST_ASCENDC_DTYPE_H_
#define ASCENDC_HOST_ASCENDC_DTYPE_H_

#include <cstdint>

#include "ascendc_host/ascendc/types.h"

// ge::DataType codes.
#define DT_FLOAT 0
#define DT_FLOAT16 1
#define DT_INT8 2
#define DT_INT32 3
#define DT_UINT8 4
#define DT_INT16 6
#define DT_UINT16 7
#define DT_UINT32 8
#define DT_INT64 9
#define DT_UINT64 10
#define DT_DOUBLE 11
#define DT_BOOL 12
#define DT_STRING 13
#define DT_DUAL_SUB_INT8 14
#define DT_DUAL_SUB_UINT8 15
#define DT_COMPLEX64 16
#define DT_COMPLEX128 17
#define DT_QINT8 18
#define DT_QINT16 19
#define DT_QINT32 20
#define DT_QUINT8 21
#define DT_QUINT16 22
#define DT_RESOURCE 23
#define DT_STRING_REF 24
#define DT_DUAL 25
#define DT_VARIANT 26
#define DT_BF16 27
#define DT_UNDEFINED 28
#define DT_INT4 29
#define DT_UINT1 30
#define DT_INT2 31
#define DT_UINT2 32
#define DT_COMPLEX32 33
#define DT_HIFLOAT8 34
#define DT_FLOAT8_E5M2 35
#define DT_FLOAT8_E4M3FN 36
#define DT_FLOAT8_E8M0 37
#define DT_FLOAT6_E3M2 38
#define DT_FLOAT6_E2M3 39
#define DT_FLOAT4_E2M1 40
#define DT_FLOAT4_E1M2 41

// The same codes under the tiling-template names (模板参数定义 page).
#define C_DT_FLOAT DT_FLOAT
#define C_DT_FLOAT16 DT_FLOAT16
#define C_DT_INT8 DT_INT8
#define C_DT_INT32 DT_INT32
#define C_DT_UINT8 DT_UINT8
#define C_DT_INT16 DT_INT16
#define C_DT_UINT16 DT_UINT16
#define C_DT_UINT32 DT_UINT32
#define C_DT_INT64 DT_INT64
#define C_DT_UINT64 DT_UINT64
#define C_DT_DOUBLE DT_DOUBLE
#define C_DT_BOOL DT_BOOL
#define C_DT_COMPLEX64 DT_COMPLEX64
#define C_DT_BF16 DT_BF16
#define C_DT_INT4 DT_INT4
#define C_DT_UINT1 DT_UINT1
#define C_DT_INT2 DT_INT2
#define C_DT_COMPLEX32 DT_COMPLEX32
#define C_DT_HIFLOAT8 DT_HIFLOAT8
#define C_DT_FLOAT8_E5M2 DT_FLOAT8_E5M2
#define C_DT_FLOAT8_E4M3FN DT_FLOAT8_E4M3FN
#define C_DT_FLOAT4_E2M1 DT_FLOAT4_E2M1
#define C_DT_FLOAT4_E1M2 DT_FLOAT4_E1M2

// ge::Format codes.
#define C_FORMAT_NCHW 0
#define C_FORMAT_NHWC 1
#define C_FORMAT_ND 2
#define C_FORMAT_NC1HWC0 3
#define C_FORMAT_FRACTAL_Z 4
#define C_FORMAT_NC1C0HWPAD 5
#define C_FORMAT_NHWC1C0 6
#define C_FORMAT_FSR_NCHW 7
#define C_FORMAT_FRACTAL_DECONV 8
#define C_FORMAT_C1HWNC0 9
#define C_FORMAT_FRACTAL_DECONV_TRANSPOSE 10
#define C_FORMAT_FRACTAL_DECONV_SP_STRIDE_TRANS 11
#define C_FORMAT_NC1HWC0_C04 12
#define C_FORMAT_FRACTAL_Z_C04 13
#define C_FORMAT_CHWN 14
#define C_FORMAT_FRACTAL_DECONV_SP_STRIDE8_TRANS 15
#define C_FORMAT_HWCN 16
#define C_FORMAT_NC1KHKWHWC0 17
#define C_FORMAT_BN_WEIGHT 18
#define C_FORMAT_FILTER_HWCK 19
#define C_FORMAT_HASHTABLE_LOOKUP_LOOKUPS 20
#define C_FORMAT_HASHTABLE_LOOKUP_KEYS 21
#define C_FORMAT_HASHTABLE_LOOKUP_VALUE 22
#define C_FORMAT_HASHTABLE_LOOKUP_OUTPUT 23
#define C_FORMAT_HASHTABLE_LOOKUP_HITS 24
#define C_FORMAT_C1HWNCoC0 25
#define C_FORMAT_MD 26
#define C_FORMAT_NDHWC 27
#define C_FORMAT_FRACTAL_ZZ 28
#define C_FORMAT_FRACTAL_NZ 29
#define C_FORMAT_NCDHW 30
#define C_FORMAT_DHWCN 31
#define C_FORMAT_NDC1HWC0 32
#define C_FORMAT_FRACTAL_Z_3D 33
#define C_FORMAT_CN 34
#define C_FORMAT_NC 35
#define C_FORMAT_DHWNC 36
#define C_FORMAT_FRACTAL_Z_3D_TRANSPOSE 37
#define C_FORMAT_FRACTAL_ZN_LSTM 38
#define C_FORMAT_FRACTAL_Z_G 39
#define C_FORMAT_RESERVED 40
#define C_FORMAT_ALL 41
#define C_FORMAT_NULL 42
#define C_FORMAT_ND_RNN_BIAS 43
#define C_FORMAT_FRACTAL_ZN_RNN 44
#define C_FORMAT_NYUV 45
#define C_FORMAT_NYUV_A 46
#define C_FORMAT_NCL 47
#define C_FORMAT_FRACTAL_Z_WINO 48
#define C_FORMAT_C1HWC0 49
#define C_FORMAT_FRACTAL_NZ_C0_16 50
#define C_FORMAT_FRACTAL_NZ_C0_32 51
#define C_FORMAT_FRACTAL_NZ_C0_2 52
#define C_FORMAT_FRACTAL_NZ_C0_4 53
#define C_FORMAT_FRACTAL_NZ_C0_8 54

namespace ascendc_host {

// The C++ element type of a data-type code, `void` for codes without one here
// (complex, fp8/fp4/hifloat8, sub-byte, string).
template <uint64_t kCode>
struct ElementTypeOf {
  using type = void;
};
template <> struct ElementTypeOf<DT_FLOAT> { using type = float; };
template <> struct ElementTypeOf<DT_FLOAT16> { using type = half; };
template <> struct ElementTypeOf<DT_INT8> { using type = int8_t; };
template <> struct ElementTypeOf<DT_INT32> { using type = int32_t; };
template <> struct ElementTypeOf<DT_UINT8> { using type = uint8_t; };
template <> struct ElementTypeOf<DT_INT16> { using type = int16_t; };
template <> struct ElementTypeOf<DT_UINT16> { using type = uint16_t; };
template <> struct ElementTypeOf<DT_UINT32> { using type = uint32_t; };
template <> struct ElementTypeOf<DT_INT64> { using type = int64_t; };
template <> struct ElementTypeOf<DT_UINT64> { using type = uint64_t; };
template <> struct ElementTypeOf<DT_DOUBLE> { using type = double; };
template <> struct ElementTypeOf<DT_BOOL> { using type = bool; };
template <> struct ElementTypeOf<DT_BF16> { using type = bfloat16_t; };

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_DTYPE_H_
