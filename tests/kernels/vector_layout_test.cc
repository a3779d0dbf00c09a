// Brcb, CreateVecIndex, Transpose (16 x 16, NCHW <-> NHWC), Interleave and
// DeInterleave on every SIMD target against the reference: random types,
// sizes, strides, masks, Counter mode, overlapping operands; whole UB images
// and mask registers compared bit for bit.
#include <gtest/gtest.h>

#include <random>

#include "kernel_operator.h"
#include "support/per_target.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {
namespace {

uint32_t Place(uint64_t bytes, std::mt19937_64& rng) {
  const uint32_t ub = runtime::CurrentCore().ub_bytes;
  const uint64_t room = bytes >= ub ? 0 : (ub - bytes) / 32;
  return static_cast<uint32_t>((room ? rng() % (room + 1) : 0) * 32);
}

VectorCallDesc LayoutCall(LayoutOp op, DType t) {
  VectorCallDesc c;
  c.family = VectorCallDesc::Family::kLayout;
  c.op = static_cast<uint8_t>(op);
  c.type = t;
  c.profile = static_cast<uint8_t>(kProfile.profile);
  return c;
}

template <typename T>
void Brcbs(int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    VectorCallDesc c = LayoutCall(LayoutOp::kBrcb, detail::DTypeOf<T>());
    c.repeat_time = static_cast<uint32_t>(rng() % 4 == 0 ? rng() % 256 : rng() % 12);
    c.dst.block_stride = static_cast<uint16_t>(1 + rng() % 3);
    c.dst.repeat_stride = static_cast<uint16_t>(rng() % 3 == 0 ? rng() % 24 : 8);
    const uint64_t r = std::max<uint32_t>(c.repeat_time, 1);
    const uint64_t dst_bytes = ((r - 1) * c.dst.repeat_stride + 7ull * c.dst.block_stride + 1) * 32;
    if (dst_bytes > runtime::CurrentCore().ub_bytes / 2) c.repeat_time = 3;
    c.dst.address = Place(dst_bytes, rng);
    c.src0.address = rng() % 8 == 0 ? c.dst.address : Place(r * 8 * sizeof(T), rng);
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) {
      AscendC::Brcb(OperandTensor<T>(d.dst), OperandTensor<T>(d.src0), static_cast<uint8_t>(d.repeat_time),
                    AscendC::BrcbRepeatParams(d.dst.block_stride, d.dst.repeat_stride));
    }));
  }
}

template <typename T>
void Indexes(int cases, std::mt19937_64& rng) {
  RandomCallOptions opt;
  opt.sources = 0;
  opt.mask_forms = detail::CreateVecIndexTypes<T>(true);
  for (int i = 0; i < cases; ++i) {
    VectorCallDesc c;
    do {  // CreateVecIndex has no isSetMask parameter
      c = RandomVectorCall(detail::DTypeOf<T>(), VectorCallDesc::Family::kLayout,
                           static_cast<uint8_t>(LayoutOp::kCreateVecIndex), opt, runtime::CurrentCore().ub_bytes, rng);
    } while (!c.is_set_mask);
    c.scalar_bits = rng() % 2 ? InterestingBits(c.type, rng) : rng() % 40;
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) {
      const auto dst = OperandTensor<T>(d.dst);
      T first;
      std::memcpy(&first, &d.scalar_bits, sizeof(T));
      if (d.form == VectorCallDesc::Form::kCount) return AscendC::CreateVecIndex(dst, first, static_cast<uint32_t>(d.count));
      if constexpr (detail::CreateVecIndexTypes<T>(true)) {
        uint64_t mask[2] = {d.mask[0], d.mask[1]};
        if (d.form == VectorCallDesc::Form::kBitwiseMask)
          AscendC::CreateVecIndex(dst, first, mask, static_cast<uint8_t>(d.repeat_time), d.dst.block_stride,
                                  static_cast<uint8_t>(d.dst.repeat_stride));
        else
          AscendC::CreateVecIndex(dst, first, d.mask[0], static_cast<uint8_t>(d.repeat_time), d.dst.block_stride,
                                  static_cast<uint8_t>(d.dst.repeat_stride));
      }
    }));
  }
}

template <typename T>
void Transposes(int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    const int kind = static_cast<int>(rng() % 3);
    VectorCallDesc c = LayoutCall(kind == 0 ? LayoutOp::kTranspose16 : kind == 1 ? LayoutOp::kNchwToNhwc
                                                                                 : LayoutOp::kNhwcToNchw,
                                  detail::DTypeOf<T>());
    uint64_t bytes = 512;
    if (kind == 0) {
      if constexpr (!detail::kOneOf<T, int16_t, uint16_t, half>) continue;
    } else {
      const uint32_t unit = 32 / sizeof(T);  // H * W in whole DataBlocks
      c.layout.n = static_cast<uint16_t>(1 + rng() % 3);
      c.layout.c = static_cast<uint16_t>(1 + rng() % 40);
      c.layout.h = static_cast<uint16_t>(1 + rng() % 4);
      c.layout.w = static_cast<uint16_t>(unit * (1 + rng() % 6));
      bytes = uint64_t{c.layout.n} * c.layout.c * c.layout.h * c.layout.w * sizeof(T);
    }
    c.dst.address = Place(bytes, rng);
    c.src0.address = kind == 0 && rng() % 3 == 0 ? c.dst.address : Place(bytes, rng);
    ASSERT_TRUE(MatchesReference(c, rng, [kind](const VectorCallDesc& d) {
      const auto dst = OperandTensor<T>(d.dst), src = OperandTensor<T>(d.src0);
      const auto tmp = OperandTensor<uint8_t>(VectorCallDesc::Operand{});
      if (kind == 0) {
        if constexpr (detail::kOneOf<T, int16_t, uint16_t, half>) {
          if (d.src0.address % 64 == 0) AscendC::Transpose(dst, src);
          else
            AscendC::Transpose(dst, src, tmp,
                               AscendC::TransposeParamsExt(0, 0, 16, 16, AscendC::TransposeType::TRANSPOSE_ND2ND_B16));
        }
        return;
      }
      AscendC::Transpose(dst, src, tmp,
                         AscendC::TransposeParamsExt(d.layout.n, d.layout.c, d.layout.h, d.layout.w,
                                                     kind == 1 ? AscendC::TransposeType::TRANSPOSE_NCHW2NHWC
                                                               : AscendC::TransposeType::TRANSPOSE_NHWC2NCHW));
    }));
  }
}

template <typename T>
void Rearranges(int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    const int kind = static_cast<int>(rng() % 3);  // interleave, deinterleave of two, of one
    VectorCallDesc c = LayoutCall(kind == 0 ? LayoutOp::kInterleave : LayoutOp::kDeInterleave, detail::DTypeOf<T>());
    c.layout.one_source = kind == 2;
    c.count = 2 * static_cast<int64_t>(rng() % 4 == 0 ? rng() % 4000 : rng() % 100);
    const uint64_t bytes = std::max<uint64_t>(c.count * sizeof(T), 32);
    c.dst.address = Place(bytes, rng);
    c.layout.dst1.address = Place(bytes, rng);
    c.src0.address = Place(bytes, rng);
    c.src1.address = Place(bytes, rng);
    if (rng() % 6 == 0) c.src0.address = c.dst.address;  // overlapping: sources read first
    ASSERT_TRUE(MatchesReference(c, rng, [kind](const VectorCallDesc& d) {
      const auto d0 = OperandTensor<T>(d.dst), d1 = OperandTensor<T>(d.layout.dst1);
      const auto s0 = OperandTensor<T>(d.src0), s1 = OperandTensor<T>(d.src1);
      const int32_t n = static_cast<int32_t>(d.count);
      if (kind == 0) AscendC::Interleave(d0, d1, s0, s1, n);
      else if (kind == 1) AscendC::DeInterleave(d0, d1, s0, s1, n);
      else AscendC::DeInterleave(d0, d1, s0, n);
    }));
  }
}

class VectorLayout : public PerTarget {};

TEST_P(VectorLayout, BrcbMatchesTheReference) {
  std::mt19937_64 rng(61 + GetParam());
  const ScopedCheckedMode release(false);
  Brcbs<half>(40, rng);
  Brcbs<float>(40, rng);
  Brcbs<int16_t>(20, rng);
  Brcbs<uint32_t>(20, rng);
  Brcbs<bfloat16_t>(20, rng);
  Brcbs<int8_t>(20, rng);
  Brcbs<uint64_t>(20, rng);
}

TEST_P(VectorLayout, CreateVecIndexMatchesTheReference) {
  std::mt19937_64 rng(67 + GetParam());
  const ScopedCheckedMode release(false);
  Indexes<half>(80, rng);
  Indexes<float>(80, rng);
  Indexes<int16_t>(40, rng);
  Indexes<int32_t>(40, rng);
  Indexes<int8_t>(30, rng);
  Indexes<int64_t>(30, rng);
}

TEST_P(VectorLayout, TransposeMatchesTheReference) {
  std::mt19937_64 rng(71 + GetParam());
  const ScopedCheckedMode release(false);
  Transposes<half>(40, rng);
  Transposes<uint16_t>(30, rng);
  Transposes<int16_t>(30, rng);
  Transposes<float>(30, rng);
  Transposes<int8_t>(30, rng);
  Transposes<uint32_t>(20, rng);
  Transposes<bfloat16_t>(20, rng);
}

TEST_P(VectorLayout, InterleaveAndDeInterleaveMatchTheReference) {
  std::mt19937_64 rng(73 + GetParam());
  const ScopedCheckedMode release(false);
  Rearranges<half>(40, rng);
  Rearranges<float>(40, rng);
  Rearranges<int8_t>(30, rng);
  Rearranges<uint16_t>(30, rng);
  Rearranges<int64_t>(30, rng);
  Rearranges<bfloat16_t>(20, rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorLayout);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
