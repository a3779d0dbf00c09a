// Reference of the vector compute APIs (LocalTensor level), written from the
// pages (Memory矢量计算, SIMD计算说明) and docs/SPEC.md section 8, position by
// position on a UB image.
#ifndef ASCENDC_HOST_SRC_REFERENCE_VECTOR_H_
#define ASCENDC_HOST_SRC_REFERENCE_VECTOR_H_

#include <cstdint>

#include "ascendc_host/ops.h"
#include "reference/reference.h"

namespace ascendc_host {
namespace reference {

// The core's mask registers as a call leaves them.
struct MaskRegisters {
  bool counter_mode = false;
  uint64_t vector_mask[2] = {~0ull, ~0ull};
  uint64_t cmp_mask[2] = {0, 0};  // the CMPMASK register (Compare / Select / SetCmpMask)
};

// Runs the call on `ub` (FATAL on any access outside it) and returns the
// mask registers after the call.
MaskRegisters RunVectorCall(const Ub& ub, const VectorCallDesc& call);

// Calls whose results are not bit-exact but within a published bound of the
// correctly rounded value the reference computes (docs/SPEC.md 8.4: Exp, Ln,
// Rsqrt outside its 0-ulp mode, ExpSub): the bound in ulps of the
// destination type; `ulps` 0 for every other call.
struct Tolerance {
  uint32_t ulps = 0;
  DType type = DType::kF32;  // the destination's element type
  bool flushing = false;     // subnormal results are flushed to zero
};
Tolerance ResultTolerance(const VectorCallDesc& call);
// Distance in ulps between two stored values of a floating type (0 when
// equal; NaNs are equal to NaNs only; +0 and -0 are 1 apart).
uint64_t UlpDistance(DType type, uint64_t a_bits, uint64_t b_bits);
// Whether a stored result is acceptable against the reference's: within the
// bound, or, when flushing, a zero against a value the bound puts within
// reach of the subnormal range (where the tininess test may go either way).
bool WithinTolerance(const Tolerance& t, uint64_t simd_bits, uint64_t reference_bits);

// BilinearInterpolation (docs/SPEC.md 8.11). `call` carries the mask form,
// the mask, repeat_time = vRepeat, the registers before the call, the
// numeric mode and the destination (dst.block_stride = dstBlkStride); the
// rest of the call is here. Returns the mask registers after the call.
struct BilinearCall {
  VectorCallDesc call;
  uint32_t src0 = 0, src0_offset = 0, src1 = 0;  // UB byte addresses
  uint32_t h_repeat = 1;
  bool repeat_mode = false;
  uint32_t v_r_offset = 128;  // elements
};
MaskRegisters RunBilinearInterpolation(const Ub& ub, const BilinearCall& b);

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_VECTOR_H_
