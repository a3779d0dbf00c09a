// Fill and layout kernels (kernels/vector_reduce.h, second part), per
// target: Brcb, CreateVecIndex, the transposes, Interleave and DeInterleave.
// All but CreateVecIndex move bits only.
#include "ascendc_host/kernels/vector_reduce.h"

#include <algorithm>
#include <cstring>
#include <vector>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/vector_layout.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/transpose_square-inl.h"
#include "kernels/unaligned_access.h"
#include "kernels/vector_arith-inl.h"
#include "kernels/vector_executor-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace {

namespace hn = hwy::HWY_NAMESPACE;

template <typename U>
void BrcbLanes(uint8_t* dst, const uint8_t* src, uint32_t repeats, uint64_t block_stride, uint64_t repeat_stride) {
  const hn::CappedTag<U, 32 / sizeof(U)> d;  // at most one DataBlock per vector
  const size_t N = hn::Lanes(d);
  for (uint32_t i = 0; i < repeats; ++i) {
    // The repeat's eight elements are read before its blocks are written.
    U values[8];
    std::memcpy(values, src + uint64_t{i} * 8 * sizeof(U), sizeof values);
    for (uint32_t j = 0; j < 8; ++j) {
      uint8_t* block = dst + uint64_t{i} * repeat_stride + uint64_t{j} * block_stride;
      const auto v = hn::Set(d, values[j]);
      for (size_t k = 0; k < 32 / sizeof(U); k += N) hn::StoreU(v, d, reinterpret_cast<U*>(block) + k);
    }
  }
}

// The values of one repeat's positions, dense: first + r * positions + k.
template <DType kT>
void IndexRepeat(uint64_t first_bits, uint64_t position0, uint32_t positions, uint8_t* out, const NumericMode& mode) {
  constexpr uint32_t s = SizeOf(kT);
  if constexpr (IsFloat(kT)) {
    const hn::ScalableTag<float> d;
    const size_t N = hn::Lanes(d);
    float first;
    if constexpr (kT == DType::kF32) {
      uint32_t b = static_cast<uint32_t>(first_bits);
      std::memcpy(&first, &b, 4);
    } else {
      alignas(HWY_MAX_BYTES) uint16_t h[HWY_MAX_BYTES / 2] = {};
      h[0] = static_cast<uint16_t>(first_bits);
      first = hn::GetLane(Codec<kT>::Load(d, reinterpret_cast<const uint8_t*>(h)));
    }
    // float(first) + float(p): p < 2^24 is exact; one rounding in float,
    // then (half) the rounding to the type.
    for (uint32_t k = 0; k < positions; k += static_cast<uint32_t>(N)) {
      const auto p = hn::Add(hn::ConvertTo(d, hn::Iota(hn::RebindToSigned<decltype(d)>(), 0)),
                             hn::Set(d, static_cast<float>(position0 + k)));
      alignas(HWY_MAX_BYTES) uint8_t bytes[HWY_MAX_BYTES];
      Codec<kT>::Store(d, hn::Add(hn::Set(d, first), p), bytes, mode);
      std::memcpy(out + uint64_t{k} * s, bytes, std::min<size_t>(N, positions - k) * s);
    }
  } else {
    using U = hwy::UnsignedFromSize<s>;
    const hn::ScalableTag<U> d;
    const size_t N = hn::Lanes(d);
    for (uint32_t k = 0; k < positions; k += static_cast<uint32_t>(N)) {
      // Wrapping: unsigned lanes.
      const auto v = hn::Add(hn::Iota(d, 0), hn::Set(d, static_cast<U>(first_bits + position0 + k)));
      alignas(HWY_MAX_BYTES) U lanes[HWY_MAX_BYTES / sizeof(U)];
      hn::StoreU(v, d, lanes);
      std::memcpy(out + uint64_t{k} * s, lanes, std::min<size_t>(N, positions - k) * s);
    }
  }
}

template <DType kT>
void CreateIndex(const kernels::VecShape& shape, const kernels::VecOperand& dst, uint64_t first_bits,
                 const NumericMode& mode) {
  constexpr uint32_t s = SizeOf(kT);
  alignas(64) uint8_t scratch[256];
  const bool dense = dst.block_stride == 32 && dst.repeat_stride == uint64_t{shape.positions} * s;
  for (uint32_t r = 0; r < shape.repeats; ++r) {
    IndexRepeat<kT>(first_bits, uint64_t{r} * shape.positions, shape.positions, scratch, mode);
    if (dense && shape.prefix_only) {
      const uint32_t n = r + 1 < shape.repeats ? shape.positions : shape.last_prefix;
      std::memcpy(dst.base + uint64_t{r} * dst.repeat_stride, scratch, uint64_t{n} * s);
    } else {
      vector_detail::MoveRepeat<false>(shape, r, dst, s, scratch);
    }
  }
}

// Elements at UB addresses that may not be aligned to their width (the
// release path runs misaligned operands, which the pages forbid).
using kernels::internal::LoadAt;
using kernels::internal::StoreAt;

// in[i][j] -> out[j][i] for i in [i0, i1), j in [j0, j1), element by element.
template <typename U>
void TransposeRegion(U* out, const U* in, uint32_t rows, uint32_t cols, uint32_t i0, uint32_t i1, uint32_t j0,
                     uint32_t j1) {
  for (uint32_t i = i0; i < i1; ++i)
    for (uint32_t j = j0; j < j1; ++j) StoreAt<U>(out + uint64_t{j} * rows + i, LoadAt<U>(in + uint64_t{i} * cols + j));
}

// n matrices of rows x cols: whole L x L squares (L elements of 16 bytes)
// as vector transposes, the edges element by element.
template <typename U>
void TransposeLanes(uint8_t* dst, const uint8_t* src, uint32_t n, uint32_t rows, uint32_t cols) {
  constexpr uint32_t L = 16 / sizeof(U);
  const uint64_t matrix = uint64_t{rows} * cols;
  const uint32_t whole_rows = rows / L * L, whole_cols = cols / L * L;
  std::vector<U> copy;
  for (uint32_t m = 0; m < n; ++m) {
    const U* in = reinterpret_cast<const U*>(src) + m * matrix;
    U* out = reinterpret_cast<U*>(dst) + m * matrix;
    if (static_cast<const void*>(in) == static_cast<const void*>(out)) {
      copy.resize(matrix);
      std::memcpy(copy.data(), in, matrix * sizeof(U));
      in = copy.data();
    }
    for (uint32_t i0 = 0; i0 < whole_rows; i0 += L) {
      for (uint32_t j0 = 0; j0 < whole_cols; j0 += L) {
        TransposeSquare<U>(reinterpret_cast<const uint8_t*>(in + uint64_t{i0} * cols + j0), size_t{cols} * sizeof(U),
                           reinterpret_cast<uint8_t*>(out + uint64_t{j0} * rows + i0), size_t{rows} * sizeof(U));
      }
    }
    TransposeRegion(out, in, rows, cols, 0, whole_rows, whole_cols, cols);
    TransposeRegion(out, in, rows, cols, whole_rows, rows, 0, cols);
  }
}

template <typename U>
void InterleaveLanes(uint8_t* dst0, uint8_t* dst1, const uint8_t* a, const uint8_t* b, uint64_t count) {
  const U* x = reinterpret_cast<const U*>(a);
  const U* y = reinterpret_cast<const U*>(b);
  auto z = [&](uint64_t i) { return LoadAt<U>((i & 1) ? y + (i >> 1) : x + (i >> 1)); };
  U* out0 = reinterpret_cast<U*>(dst0);
  U* out1 = reinterpret_cast<U*>(dst1);
  if (count % 2 != 0) {
    for (uint64_t i = 0; i < count; ++i) StoreAt<U>(out0 + i, z(i));
    for (uint64_t i = 0; i < count; ++i) StoreAt<U>(out1 + i, z(count + i));
    return;
  }
  const hn::ScalableTag<U> d;
  const size_t N = hn::Lanes(d);
  const uint64_t half = count / 2;
  auto pairs = [&](U* out, uint64_t from) {
    uint64_t i = 0;
    for (; i + N <= half; i += N)
      hn::StoreInterleaved2(hn::LoadU(d, x + from + i), hn::LoadU(d, y + from + i), d, out + 2 * i);
    for (; i < half; ++i) {
      StoreAt<U>(out + 2 * i, LoadAt<U>(x + from + i));
      StoreAt<U>(out + 2 * i + 1, LoadAt<U>(y + from + i));
    }
  };
  pairs(out0, 0);
  pairs(out1, half);
}

template <typename U>
void DeInterleaveLanes(uint8_t* dst0, uint8_t* dst1, const uint8_t* a, uint64_t count0, const uint8_t* b,
                       uint64_t count1) {
  const U* x = reinterpret_cast<const U*>(a);
  const U* y = reinterpret_cast<const U*>(b);
  U* even = reinterpret_cast<U*>(dst0);
  U* odd = reinterpret_cast<U*>(dst1);
  const uint64_t total = count0 + count1;
  auto z = [&](uint64_t i) { return LoadAt<U>(i < count0 ? x + i : y + (i - count0)); };
  const hn::ScalableTag<U> d;
  const size_t N = hn::Lanes(d);
  uint64_t i = 0;  // pairs written
  if (count0 % 2 == 0) {
    auto run = [&](const U* from, uint64_t pairs) {
      uint64_t k = 0;
      for (; k + N <= pairs; k += N) {
        hn::Vec<decltype(d)> e, o;
        hn::LoadInterleaved2(d, from + 2 * k, e, o);
        hn::StoreU(e, d, even + i + k);
        hn::StoreU(o, d, odd + i + k);
      }
      for (; k < pairs; ++k) {
        StoreAt<U>(even + i + k, LoadAt<U>(from + 2 * k));
        StoreAt<U>(odd + i + k, LoadAt<U>(from + 2 * k + 1));
      }
      i += pairs;
    };
    run(x, count0 / 2);
    if (count1 != 0) run(y, count1 / 2);
  }
  for (; 2 * i + 1 < total; ++i) {
    StoreAt<U>(even + i, z(2 * i));
    StoreAt<U>(odd + i, z(2 * i + 1));
  }
}

}  // namespace

void BrcbImpl(uint32_t s, uint8_t* dst, const uint8_t* src, uint32_t repeats, uint64_t block_stride,
              uint64_t repeat_stride) {
  switch (s) {
    case 1: return BrcbLanes<uint8_t>(dst, src, repeats, block_stride, repeat_stride);
    case 2: return BrcbLanes<uint16_t>(dst, src, repeats, block_stride, repeat_stride);
    case 4: return BrcbLanes<uint32_t>(dst, src, repeats, block_stride, repeat_stride);
    default: return BrcbLanes<uint64_t>(dst, src, repeats, block_stride, repeat_stride);
  }
}

void CreateVecIndexImpl(DType type, const kernels::VecShape& shape, const kernels::VecOperand& dst,
                        uint64_t first_bits, const NumericMode& mode) {
  WithDType(type, [&](auto t) { CreateIndex<decltype(t)::value>(shape, dst, first_bits, mode); });
}

void TransposeImpl(uint32_t s, uint8_t* dst, const uint8_t* src, uint32_t n, uint32_t rows, uint32_t cols) {
  switch (s) {
    case 1: return TransposeLanes<uint8_t>(dst, src, n, rows, cols);
    case 2: return TransposeLanes<uint16_t>(dst, src, n, rows, cols);
    case 4: return TransposeLanes<uint32_t>(dst, src, n, rows, cols);
    default: return TransposeLanes<uint64_t>(dst, src, n, rows, cols);
  }
}

void InterleaveImpl(uint32_t s, uint8_t* dst0, uint8_t* dst1, const uint8_t* src0, const uint8_t* src1,
                    uint64_t count) {
  switch (s) {
    case 1: return InterleaveLanes<uint8_t>(dst0, dst1, src0, src1, count);
    case 2: return InterleaveLanes<uint16_t>(dst0, dst1, src0, src1, count);
    case 4: return InterleaveLanes<uint32_t>(dst0, dst1, src0, src1, count);
    default: return InterleaveLanes<uint64_t>(dst0, dst1, src0, src1, count);
  }
}

void DeInterleaveImpl(uint32_t s, uint8_t* dst0, uint8_t* dst1, const uint8_t* src0, uint64_t count0,
                      const uint8_t* src1, uint64_t count1) {
  switch (s) {
    case 1: return DeInterleaveLanes<uint8_t>(dst0, dst1, src0, count0, src1, count1);
    case 2: return DeInterleaveLanes<uint16_t>(dst0, dst1, src0, count0, src1, count1);
    case 4: return DeInterleaveLanes<uint32_t>(dst0, dst1, src0, count0, src1, count1);
    default: return DeInterleaveLanes<uint64_t>(dst0, dst1, src0, count0, src1, count1);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
#include "kernels/fp_env.h"
namespace ascendc_host {
HWY_EXPORT(BrcbImpl);
HWY_EXPORT(CreateVecIndexImpl);
HWY_EXPORT(TransposeImpl);
HWY_EXPORT(InterleaveImpl);
HWY_EXPORT(DeInterleaveImpl);
namespace kernels {

void Brcb(uint32_t element_bytes, uint8_t* dst, const uint8_t* src, uint32_t repeats, uint64_t block_stride,
          uint64_t repeat_stride) {
  ASCENDC_HOST_DISPATCH(BrcbImpl)(element_bytes, dst, src, repeats, block_stride, repeat_stride);
}

void CreateVecIndex(DType type, const VecShape& shape, const VecOperand& dst, uint64_t first_bits,
                    const NumericMode& mode) {
  const DefaultFloatEnvironment fp_env;
  ASCENDC_HOST_DISPATCH(CreateVecIndexImpl)(type, shape, dst, first_bits, mode);
}

void TransposeMatrices(uint32_t element_bytes, uint8_t* dst, const uint8_t* src, uint32_t n, uint32_t rows,
                       uint32_t cols) {
  // A source overlapping the destination other than exactly (the pages
  // forbid it) is read whole before anything is written.
  const uint64_t bytes = uint64_t{n} * rows * cols * element_bytes;
  std::vector<uint8_t> copy;
  if (dst != src && dst < src + bytes && src < dst + bytes) {
    copy.assign(src, src + bytes);
    src = copy.data();
  }
  ASCENDC_HOST_DISPATCH(TransposeImpl)(element_bytes, dst, src, n, rows, cols);
}

// Overlapping operands (the pages forbid them) read every source before
// writing: the sources are copied first.
void Interleave(uint32_t element_bytes, uint8_t* dst0, uint8_t* dst1, const uint8_t* src0, const uint8_t* src1,
                uint64_t count) {
  const uint64_t bytes = count * element_bytes;
  auto overlaps = [&](const uint8_t* s) {
    return (dst0 < s + bytes && s < dst0 + bytes) || (dst1 < s + bytes && s < dst1 + bytes);
  };
  std::vector<uint8_t> a, b;
  if (overlaps(src0) || overlaps(src1)) {
    a.assign(src0, src0 + bytes);
    b.assign(src1, src1 + bytes);
    src0 = a.data();
    src1 = b.data();
  }
  ASCENDC_HOST_DISPATCH(InterleaveImpl)(element_bytes, dst0, dst1, src0, src1, count);
}

void DeInterleave(uint32_t element_bytes, uint8_t* dst0, uint8_t* dst1, const uint8_t* src0, uint64_t count0,
                  const uint8_t* src1, uint64_t count1) {
  const uint64_t out = (count0 + count1) / 2 * element_bytes;
  auto overlaps = [&](const uint8_t* s, uint64_t n) {
    const uint64_t bytes = n * element_bytes;
    return (dst0 < s + bytes && s < dst0 + out) || (dst1 < s + bytes && s < dst1 + out);
  };
  std::vector<uint8_t> a, b;
  if (overlaps(src0, count0) || (count1 != 0 && overlaps(src1, count1))) {
    a.assign(src0, src0 + count0 * element_bytes);
    src0 = a.data();
    if (count1 != 0) {
      b.assign(src1, src1 + count1 * element_bytes);
      src1 = b.data();
    }
  }
  ASCENDC_HOST_DISPATCH(DeInterleaveImpl)(element_bytes, dst0, dst1, src0, count0, src1, count1);
}

}  // namespace kernels
}  // namespace ascendc_host
#endif
