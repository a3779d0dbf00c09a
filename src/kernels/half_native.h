// Native half-precision arithmetic: the kernels of the AVX3_SPR target
// (x86 CPUs with AVX512-FP16, Sapphire Rapids and later; ascendc_host/target.h).
//
// Highway 1.0.3 computes half lanes in float: every half operation is a
// conversion in, the float operation and a conversion out, and the order
// of a sum tree needs one such round trip per level. AVX512-FP16 adds,
// subtracts and multiplies 32 halves at once with one IEEE rounding (round
// to nearest even, subnormals kept whatever MXCSR says), which is the NPU's
// half result: the float paths round the exact result once too (a float
// holds every sum, difference and product of two halves exactly). Division
// and square root stay on the float paths: on the CPUs measured (Sapphire
// Rapids), vdivph / vsqrtph take longer per half than vdivps / vsqrtps per
// float, conversions included.
// The functions here also give the float paths' bits for non-finite
// results (below), so a kernel may take either path: the same bits.
//
// This header includes nothing that is instantiated per translation unit:
// its only implementation file is compiled with -mavx512fp16, and an inline
// function it emitted could be chosen by the linker for code that runs on
// CPUs without AVX-512.
#ifndef ASCENDC_HOST_SRC_KERNELS_HALF_NATIVE_H_
#define ASCENDC_HOST_SRC_KERNELS_HALF_NATIVE_H_

#include <cstddef>
#include <cstdint>

namespace ascendc_host {
namespace kernels {
namespace half_native {

// Whether this build compiled the AVX512-FP16 code (x86-64 with a compiler
// that accepts -mavx512fp16). The CPU check is target.cc's.
bool Compiled();

// kLeakyRelu: a >= 0 (-0 included) ? a : a * b, b the slope (never swapped).
enum class Arith : uint8_t { kAdd, kSub, kMul, kLeakyRelu };

// dst[i] = a[i] op b[i] for i < n (b_scalar: b[0] for every i; swap: b op a)
// on half bits. saturating (the default): a result of +-inf stores +-65504
// and NaN stores +0, as the float path's clamp before its conversion;
// otherwise IEEE results with every NaN the quiet NaN 0x7E00, as the float
// path's conversion stores it. dst may equal a or b, or be disjoint from
// both. Reads and writes nothing outside the n elements.
void Binary(Arith op, uint16_t* dst, const uint16_t* a, const uint16_t* b, bool b_scalar, bool swap, size_t n,
            bool saturating);

// Saturating conversion (CTRL[59] clear) of n halves to 8-bit integer lanes
// (int8, uint8, or int4 values in int8 lanes): NaN gives 0, every other
// value is rounded (round: 0 nearest even, 1 toward -inf, 2 toward +inf,
// 3 toward zero) and clamped to [lo, hi] (integers of at most 8 bits, so
// exact in half; clamping before rounding gives the same integers). The
// lanes store the result's low byte. Reads and writes only the n elements.
void HalfToInt8(const uint16_t* src, uint8_t* dst, size_t n, int round, int lo, int hi);

// Pairwise sum trees of groups of 2^levels adjacent halves (levels 1..7),
// each level rounded to half: out[g] is group g's sum as a float (exact).
// Handles the groups in multiples of 16 from the first and returns how many
// it did (groups / 16 * 16), or 0 when some sum is not finite (an overflow,
// an infinity or a NaN among the inputs): the caller then sums those groups
// its own way, which applies its saturation rule level by level.
size_t SumTrees(const uint16_t* src, size_t groups, int levels, float* out);
// The same, the sums stored as half bits (what a tree's last rounding gives).
size_t SumTreesToHalf(const uint16_t* src, size_t groups, int levels, uint16_t* out);

}  // namespace half_native
}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_KERNELS_HALF_NATIVE_H_
