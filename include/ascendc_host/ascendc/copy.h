// Copy with a mask and CopyRepeatParams (SPEC 13.3): UB -> UB under the
// vector mask model, bit-wise and contiguous masks, isSetMask. Normal mode:
// the mask's positions of each of repeatTime repeats; Counter mode: the
// first N positions of every repeat (the page: N per repeat, repeats count),
// N*sizeof(T) possibly beyond one repeat's 256 bytes. Each repeat (Counter
// mode: each 256 bytes of one) loads the DataBlocks holding its active
// positions whole and then writes the active positions, as the NPU's
// DataBlock-strided register moves do.
#ifndef ASCENDC_HOST_ASCENDC_COPY_H_
#define ASCENDC_HOST_ASCENDC_COPY_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/checks.h"
#include "ascendc_host/config.h"
#include "ascendc_host/error.h"
#include "ascendc_host/kernels/block_copy.h"
#include "ascendc_host/kernels/reg_move.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/ascendc/data_copy.h"
#include "ascendc_host/ascendc/data_copy_params.h"
#include "ascendc_host/ascendc/detail/block_move.h"
#include "ascendc_host/ascendc/tensor.h"

namespace ascendc_host {
namespace detail {

// The positions one Copy call uses.
struct CopyPositions {
  bool counter = false;
  uint64_t n = 0;            // Counter mode: positions per repeat
  uint64_t bits[2] = {0, 0};  // Normal mode: position k iff bit k
  uint32_t repeats = 0;
  bool Any() const { return repeats != 0 && (counter ? n != 0 : (bits[0] | bits[1]) != 0); }
  // First and last active position (Any() holds).
  uint64_t First() const { return counter ? 0 : bits[0] ? __builtin_ctzll(bits[0]) : 64 + __builtin_ctzll(bits[1]); }
  uint64_t Last() const { return counter ? n - 1 : bits[1] ? 127 - __builtin_clzll(bits[1]) : 63 - __builtin_clzll(bits[0]); }
};

// The mask argument (or register) as positions; leaves the mask in the
// register when isSetMask (SPEC 8.1).
inline CopyPositions ResolveCopyMask(runtime::CoreState& core, uint32_t element_bytes, bool bitwise, const uint64_t* mask,
                                     bool is_set_mask, uint32_t repeat_time) {
  const char* api = "Copy";
  const uint32_t positions = kRepeatBytes / element_bytes;
  CopyPositions p;
  p.repeats = repeat_time;
  if (core.mask_mode == runtime::MaskMode::kCounter) {
    p.counter = true;
    p.n = is_set_mask ? mask[0] : core.vector_mask[0];
    if (is_set_mask) {
      core.vector_mask[0] = p.n;
      core.vector_mask[1] = 0;
    }
    return p;
  }
  uint64_t w0 = is_set_mask ? mask[0] : core.vector_mask[0];
  uint64_t w1 = is_set_mask ? mask[1] : core.vector_mask[1];
  if (is_set_mask && !bitwise) {
    uint64_t m = w0;
    if (m > positions) {
      ReportError(api, "mask", Str(m), ("exceeds the " + Str(positions) + " elements of a repeat (release: one full repeat)").c_str());
      m = positions;
    }
    w0 = m >= 64 ? ~0ull : (1ull << m) - 1;
    w1 = m <= 64 ? 0 : (m >= 128 ? ~0ull : (1ull << (m - 64)) - 1);
  } else if (positions <= 64 && w1 != 0) {
    if (is_set_mask) ReportError(api, "mask[1]", Hex(w1), "must be 0 for 32-bit types (ignored)");
    w1 = 0;
  }
  p.bits[0] = w0;
  p.bits[1] = w1;
  if (is_set_mask) {
    core.vector_mask[0] = w0;
    core.vector_mask[1] = w1;
  }
  return p;
}

// The predicate image of 256-byte piece c of a repeat: bit k*s for the
// piece's active positions k.
inline void PiecePredicate(const CopyPositions& p, uint32_t element_bytes, uint64_t piece, uint64_t* predicate) {
  const uint32_t positions = kRepeatBytes / element_bytes;
  for (int w = 0; w < 4; ++w) predicate[w] = 0;
  for (uint32_t k = 0; k < positions; ++k) {
    const uint64_t position = piece * positions + k;
    const bool on = p.counter ? position < p.n : ((p.bits[k / 64] >> (k % 64)) & 1u);
    if (!on) continue;
    const uint32_t bit = k * element_bytes;
    predicate[bit / 64] |= 1ull << (bit % 64);
  }
}

template <typename T>
void CopyWithMask(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src, bool bitwise,
                  const uint64_t* mask, bool is_set_mask, uint8_t repeat_time, const AscendC::CopyRepeatParams& rp) {
  static_assert(sizeof(T) == 2 || sizeof(T) == 4, "Copy with a mask moves b16 or b32 elements");
  const char* api = "Copy";
  runtime::CoreState& core = runtime::CurrentCore();
  const uint64_t registers_before[2] = {core.vector_mask[0], core.vector_mask[1]};
  const bool counter_before = core.mask_mode == runtime::MaskMode::kCounter;
  if (CheckedMode()) {
    if (rp.dstRepeatSize > 4095) ReportError(api, "dstRepeatSize", Str(rp.dstRepeatSize), "must be in [0, 4095]");
    if (rp.srcRepeatSize > 4095) ReportError(api, "srcRepeatSize", Str(rp.srcRepeatSize), "must be in [0, 4095]");
  }
  const CopyPositions p = ResolveCopyMask(core, sizeof(T), bitwise, mask, is_set_mask, repeat_time);
  if (!p.Any()) return;
  constexpr uint64_t s = sizeof(T);
  const uint64_t first = p.First(), last = p.Last();
  // Bytes touched: the DataBlocks holding active positions are read, the
  // active positions written (strides are non-negative: extremes at the ends).
  ByteExtent read, written;
  read.lo = static_cast<__int128>(first * s / 32) * rp.srcStride * 32;
  read.hi = static_cast<__int128>(p.repeats - 1) * rp.srcRepeatSize * 32 +
            static_cast<__int128>(last * s / 32) * rp.srcStride * 32 + 32;
  written.lo = static_cast<__int128>(first * s / 32) * rp.dstStride * 32 + (first * s) % 32;
  written.hi = static_cast<__int128>(p.repeats - 1) * rp.dstRepeatSize * 32 +
               static_cast<__int128>(last * s / 32) * rp.dstStride * 32 + (last * s) % 32 + s;
  const auto describe = [&] {
    verify::DataMoveCall c = VerifyCallBase(verify::DataMoveCall::Kind::kCopyMasked, verify::DataMoveCall::Path::kUbToUb, s);
    c.bitwise = bitwise;
    c.is_set_mask = is_set_mask;
    c.mask[0] = mask[0];
    c.mask[1] = bitwise ? mask[1] : 0;
    c.repeat_time = repeat_time;
    c.copy_dst_stride = rp.dstStride;
    c.copy_src_stride = rp.srcStride;
    c.copy_dst_repeat = rp.dstRepeatSize;
    c.copy_src_repeat = rp.srcRepeatSize;
    c.counter_mode = counter_before;
    c.vector_mask[0] = registers_before[0];
    c.vector_mask[1] = registers_before[1];
    return c;
  };
  CheckedUbToUb(api, dst, src, read, written, describe, [&](const uint8_t* in, uint8_t* out) {
    const uint64_t pieces = p.counter ? (p.n * s + kRepeatBytes - 1) / kRepeatBytes : 1;
    alignas(64) uint8_t image[kRepeatBytes];
    for (uint64_t r = 0; r < p.repeats; ++r) {
      for (uint64_t c = 0; c < pieces; ++c) {
        uint64_t predicate[4];
        PiecePredicate(p, s, c, predicate);
        uint32_t offsets[8];
        bool selected[8];
        for (uint32_t b = 0; b < 8; ++b) {
          offsets[b] = static_cast<uint32_t>(r * rp.srcRepeatSize * 32 + (8 * c + b) * rp.srcStride * 32);
          selected[b] = static_cast<uint32_t>(predicate[b / 2] >> (32 * (b % 2))) != 0;
        }
        kernels::GatherBlocks(in, offsets, 8, 8, 32, 0, selected, true, image);
        kernels::StoreBlocksMasked(s, image, predicate, out + r * rp.dstRepeatSize * 32 + 8 * c * rp.dstStride * 32,
                                   uint64_t{rp.dstStride} * 32);
      }
    }
  });
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// The bit-wise mask form (SPEC 13.3): b16 positions 0..63 in mask[0], 64..127
// in mask[1]; b32 mask[0] only.
template <typename T, bool isSetMask = true>
__aicore__ inline void Copy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint64_t mask[],
                            const uint8_t repeatTime, const CopyRepeatParams& repeatParams) {
  ascendc_host::detail::CopyWithMask(dst, src, true, mask, isSetMask, repeatTime, repeatParams);
}

// The contiguous mask form: the first `mask` positions of each repeat
// (Counter mode: the first `mask` of every repeat, which may be more).
template <typename T, bool isSetMask = true>
__aicore__ inline void Copy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint64_t mask,
                            const uint8_t repeatTime, const CopyRepeatParams& repeatParams) {
  const uint64_t words[2] = {mask, 0};
  ascendc_host::detail::CopyWithMask(dst, src, false, words, isSetMask, repeatTime, repeatParams);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_COPY_H_
