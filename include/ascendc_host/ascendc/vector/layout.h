// Fill and layout (数据填充, 数据排布转换, 数据重排): Brcb, CreateVecIndex (count
// and mask forms), Transpose (16 x 16 and the enhanced form with
// TransposeParamsExt: [N,C,H,W] <-> [N,H,W,C]), Interleave and DeInterleave
// (Ascend 950). Pure data movement, except CreateVecIndex's arithmetic.
// Semantics and decisions: docs/SPEC.md 8.9.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_LAYOUT_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_LAYOUT_H_

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/kernels/vector_reduce.h"

namespace AscendC {

struct BrcbRepeatParams {
  BrcbRepeatParams() {}
  BrcbRepeatParams(const uint16_t dstBlkStrideIn, const uint16_t dstRepStrideIn)
      : dstRepStride(dstRepStrideIn), dstBlkStride(dstBlkStrideIn) {}
  uint32_t blockNumber = DEFAULT_BLK_NUM;  // reserved (the page: not used)
  uint16_t dstRepStride = DEFAULT_REPEAT_STRIDE;
  uint16_t dstBlkStride = DEFAULT_BLK_STRIDE;
  uint8_t src0BlkStride = DEFAULT_BLK_STRIDE;  // reserved
  uint8_t src1BlkStride = DEFAULT_BLK_STRIDE;  // reserved
  uint8_t src0RepStride = DEFAULT_REPEAT_STRIDE;  // reserved
  uint8_t src1RepStride = DEFAULT_REPEAT_STRIDE;  // reserved
  bool repeatStrideMode = false;  // reserved
  bool strideSizeMode = false;    // reserved
};

enum class TransposeType : uint8_t {
  TRANSPOSE_TYPE_NONE,
  TRANSPOSE_NZ2ND_0213,
  TRANSPOSE_NZ2NZ_0213,
  TRANSPOSE_NZ2NZ_012_WITH_N,
  TRANSPOSE_NZ2ND_012_WITH_N,
  TRANSPOSE_NZ2ND_012_WITHOUT_N,
  TRANSPOSE_NZ2NZ_012_WITHOUT_N,
  TRANSPOSE_ND2ND_ONLY,
  TRANSPOSE_ND_UB_GM,
  TRANSPOSE_GRAD_ND_UB_GM,
  TRANSPOSE_ND2ND_B16,
  TRANSPOSE_NCHW2NHWC,
  TRANSPOSE_NHWC2NCHW
};

struct TransposeParamsExt {
  TransposeParamsExt() {}
  TransposeParamsExt(const uint16_t nSizeIn, const uint16_t cSizeIn, const uint16_t hSizeIn, const uint16_t wSizeIn,
                     const TransposeType transposeTypeIn)
      : nSize(nSizeIn), cSize(cSizeIn), hSize(hSizeIn), wSize(wSizeIn), transposeType(transposeTypeIn) {}
  uint16_t nSize = 0;
  uint16_t cSize = 0;
  uint16_t hSize = 0;
  uint16_t wSize = 0;
  TransposeType transposeType = TransposeType::TRANSPOSE_ND2ND_B16;
};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

inline constexpr bool kLayoutPa2 = kProfile.profile == Profile::kPA2;

template <typename T>
constexpr bool BrcbTypes() {
  if constexpr (kLayoutPa2) return kOneOf<T, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float>;
  else
    return kOneOf<T, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float, int64_t, uint64_t>;
}
template <typename T>
constexpr bool CreateVecIndexTypes(bool mask_form) {
  if constexpr (kLayoutPa2) return kOneOf<T, int16_t, half, int32_t, float>;
  else return kOneOf<T, int16_t, half, int32_t, float> || (!mask_form && kOneOf<T, int8_t, int64_t>);
}
// The enhanced Transpose's types for any transposeType (checked per type at run time).
template <typename T>
constexpr bool TransposeTypes() {
  if constexpr (kLayoutPa2) return kOneOf<T, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float>;
  else return kOneOf<T, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float>;
}
template <typename T>
constexpr bool RearrangeTypes() {
  return kOneOf<T, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float, int64_t, uint64_t>;
}

inline uint32_t UbAddress(const void* p) {
  const auto& core = runtime::CurrentCore();
  return static_cast<uint32_t>(reinterpret_cast<uintptr_t>(p) - reinterpret_cast<uintptr_t>(core.ub));
}

// Cross-check mode for the layout calls that do not go through VectorCall:
// fills `desc` (family kLayout and the core's registers, then `fill`) when
// the mode is on.
template <class Fill>
bool DescribeLayout(VectorCallDesc& desc, Fill&& fill) {
  if (__builtin_expect(!verify::Enabled(), 1)) return false;
  const auto& core = runtime::CurrentCore();
  desc.family = VectorCallDesc::Family::kLayout;
  desc.profile = static_cast<uint8_t>(kProfile.profile);
  desc.numeric = CurrentNumericMode(core);
  desc.counter_mode = core.mask_mode == runtime::MaskMode::kCounter;
  desc.vector_mask[0] = core.vector_mask[0];
  desc.vector_mask[1] = core.vector_mask[1];
  desc.cmp_mask[0] = core.cmp_mask[0];
  desc.cmp_mask[1] = core.cmp_mask[1];
  fill(desc);
  return true;
}
#define ASCENDC_HOST_LAYOUT_VERIFY(api, ...)                                                              \
  ::ascendc_host::VectorCallDesc layout_desc_;                                                            \
  const bool layout_verify_ = ::ascendc_host::detail::DescribeLayout(layout_desc_, __VA_ARGS__);              \
  const ::ascendc_host::verify::Scope layout_scope_ =                                                     \
      layout_verify_ ? ::ascendc_host::verify::Scope(api, ::ascendc_host::verify::kVectorChecker, &layout_desc_, \
                                                     sizeof layout_desc_)                                 \
                     : ::ascendc_host::verify::Scope()

// Range (FATAL), alignment (ERROR) and allocation (WARN) of one operand of
// `bytes` bytes; returns its UB address.
template <typename T>
uint32_t CheckLayoutOperand(const char* api, const char* name, const AscendC::LocalTensor<T>& t, uint64_t bytes,
                            bool written) {
  const uint32_t ub = runtime::CheckUbRange(api, name, t.GetPhyAddr(), bytes);
  if (bytes == 0) return ub;
  CheckUbAligned(api, name, ub);
  if (CheckedMode()) {
    if (written && t.OwnerEnd() != 0 && (ub < t.OwnerBegin() || ub + bytes > t.OwnerEnd()))
      ReportWarning(api, name, "[" + Str(ub) + ", " + Str(ub + bytes) + ")",
                    "writes outside the allocation the tensor came from");
    if (bytes > uint64_t{t.GetSize()} * sizeof(T))
      ReportWarning(api, name, Str(bytes / sizeof(T)) + " elements",
                    written ? "writes beyond the tensor's GetSize()" : "reads beyond the tensor's GetSize()");
  }
  return ub;
}

inline void WarnOverlap(const char* api, const char* a_name, uint32_t a, uint64_t a_bytes, const char* b_name, uint32_t b,
                        uint64_t b_bytes) {
  if (!CheckedMode() || a_bytes == 0 || b_bytes == 0) return;
  if (a < b + b_bytes && b < a + a_bytes)
    ReportWarning(api, a_name, "[" + Str(a) + ", +" + Str(a_bytes) + ")",
                  (std::string("overlaps ") + b_name +
                   " (not supported; every source is read before anything is written)")
                      .c_str());
}

template <typename T>
void RunBrcb(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src, uint8_t repeat_time,
             const AscendC::BrcbRepeatParams& p) {
  constexpr const char* kApi = "Brcb";
  uint16_t block_stride = p.dstBlkStride;
  if (block_stride == 0) {
    ReportError(kApi, "dstBlkStride", "0", "must not be 0 (release: 1, as the page's pseudo-code)");
    block_stride = 1;
  }
  if (repeat_time == 0) return;
  const uint64_t dst_bytes = (uint64_t{repeat_time - 1u} * p.dstRepStride + 7ull * block_stride + 1) * 32;
  const uint64_t src_bytes = uint64_t{repeat_time} * 8 * sizeof(T);
  const uint32_t d = CheckLayoutOperand(kApi, "dst", dst, dst_bytes, true);
  const uint32_t s = CheckLayoutOperand(kApi, "src", src, src_bytes, false);
  WarnOverlap(kApi, "dst", d, dst_bytes, "src", s, src_bytes);
  ASCENDC_HOST_LAYOUT_VERIFY(kApi, [&](VectorCallDesc& c) {
    c.op = static_cast<uint8_t>(LayoutOp::kBrcb);
    c.type = DTypeOf<T>();
    c.repeat_time = repeat_time;
    c.dst.address = d;
    c.dst.block_stride = block_stride;
    c.dst.repeat_stride = p.dstRepStride;
    c.src0.address = s;
  });
  kernels::Brcb(sizeof(T), reinterpret_cast<uint8_t*>(dst.GetPhyAddr()),
                reinterpret_cast<const uint8_t*>(src.GetPhyAddr()), repeat_time, uint64_t{block_stride} * 32,
                uint64_t{p.dstRepStride} * 32);
}

template <typename T>
void RunCreateVecIndex(const AscendC::LocalTensor<T>& dst, const T& first, const VectorForm& form, uint16_t blk,
                       uint16_t rep) {
  VectorCall call("CreateVecIndex", form, sizeof(T));
  call.Add(Operand("dst", dst, true, blk, rep));
  uint64_t bits = 0;
  std::memcpy(&bits, &first, sizeof(T));
  call.DescribeForVerify([&](VectorCallDesc& d) {
    d.family = VectorCallDesc::Family::kLayout;
    d.op = static_cast<uint8_t>(LayoutOp::kCreateVecIndex);
    d.type = DTypeOf<T>();
    d.scalar_bits = bits;
  });
  call.Run([&](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode& mode) {
    kernels::CreateVecIndex(DTypeOf<T>(), shape, o[0], bits, mode);
  });
}

template <typename T>
void RunTranspose(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src, LayoutOp op, uint32_t n,
                  uint32_t c, uint32_t hw, uint16_t h, uint16_t w) {
  constexpr const char* kApi = "Transpose";
  const uint64_t bytes = uint64_t{n} * c * hw * sizeof(T);
  if (bytes == 0) return;
  const uint32_t d = CheckLayoutOperand(kApi, "dst", dst, bytes, true);
  const uint32_t s = CheckLayoutOperand(kApi, "src", src, bytes, false);
  // The 16 x 16 form may run in place; the enhanced [N,C,H,W] forms may not overlap.
  if (!(op == LayoutOp::kTranspose16 && d == s)) WarnOverlap(kApi, "dst", d, bytes, "src", s, bytes);
  ASCENDC_HOST_LAYOUT_VERIFY(kApi, [&](VectorCallDesc& desc) {
    desc.op = static_cast<uint8_t>(op);
    desc.type = DTypeOf<T>();
    desc.dst.address = d;
    desc.src0.address = s;
    desc.layout.n = static_cast<uint16_t>(n);
    desc.layout.c = static_cast<uint16_t>(c);
    desc.layout.h = h;
    desc.layout.w = w;
  });
  uint8_t* out = reinterpret_cast<uint8_t*>(dst.GetPhyAddr());
  const uint8_t* in = reinterpret_cast<const uint8_t*>(src.GetPhyAddr());
  switch (op) {
    case LayoutOp::kTranspose16: return kernels::TransposeMatrices(sizeof(T), out, in, 1, 16, 16);
    case LayoutOp::kNchwToNhwc: return kernels::TransposeMatrices(sizeof(T), out, in, n, c, hw);
    default: return kernels::TransposeMatrices(sizeof(T), out, in, n, hw, c);
  }
}

// An element count that must be even and not negative (Interleave, DeInterleave).
inline uint64_t CheckedEvenCount(const char* api, const char* name, int32_t count) {
  if (count < 0) {
    ReportError(api, name, std::to_string(count), "must not be negative (release: nothing is done)");
    return 0;
  }
  if (count % 2 != 0)
    ReportError(api, name, std::to_string(count), "must be even (release: the element streams of SPEC 8.9)");
  return static_cast<uint64_t>(count);
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

namespace layout_detail = ::ascendc_host::detail;

template <typename T>
__aicore__ inline void Brcb(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint8_t repeatTime,
                            const BrcbRepeatParams& repeatParams) {
  static_assert(layout_detail::BrcbTypes<T>(), "Brcb: unsupported element type on this profile (see its page, 数据类型)");
  layout_detail::RunBrcb(dst, src, repeatTime, repeatParams);
}

// CreateVecIndex: dst[p] = firstValue + p.
template <typename T>
__aicore__ inline void CreateVecIndex(LocalTensor<T> dst, const T& firstValue, uint32_t count) {
  static_assert(layout_detail::CreateVecIndexTypes<T>(false),
                "CreateVecIndex: unsupported element type on this profile (see its page, 数据类型)");
  layout_detail::RunCreateVecIndex(dst, firstValue, layout_detail::VectorForm::Count(count), 1, 8);
}
template <typename T>
__aicore__ inline void CreateVecIndex(const LocalTensor<T>& dst, const T& firstValue, uint64_t mask[],
                                      uint8_t repeatTime, uint16_t dstBlkStride, uint8_t dstRepStride) {
  static_assert(layout_detail::CreateVecIndexTypes<T>(true),
                "CreateVecIndex: unsupported element type for the mask forms on this profile (see its page)");
  layout_detail::RunCreateVecIndex(dst, firstValue, layout_detail::VectorForm::Bitwise(mask, repeatTime, true),
                                   dstBlkStride, dstRepStride);
}
template <typename T>
__aicore__ inline void CreateVecIndex(const LocalTensor<T>& dst, const T& firstValue, uint64_t mask,
                                      uint8_t repeatTime, uint16_t dstBlkStride, uint8_t dstRepStride) {
  static_assert(layout_detail::CreateVecIndexTypes<T>(true),
                "CreateVecIndex: unsupported element type for the mask forms on this profile (see its page)");
  layout_detail::RunCreateVecIndex(dst, firstValue, layout_detail::VectorForm::Contiguous(mask, repeatTime, true),
                                   dstBlkStride, dstRepStride);
}

// The 16 x 16 transpose of two-byte elements (may run in place).
template <typename T>
__aicore__ inline void Transpose(const LocalTensor<T>& dst, const LocalTensor<T>& src) {
  static_assert(layout_detail::kOneOf<T, int16_t, uint16_t, half>,
                "Transpose (16 x 16): int16_t, uint16_t or half (see its page, 数据类型)");
  layout_detail::RunTranspose(dst, src, ::ascendc_host::LayoutOp::kTranspose16, 1, 16, 16, 16, 16);
}

// The enhanced transpose: TRANSPOSE_ND2ND_B16 (16 x 16), TRANSPOSE_NCHW2NHWC,
// TRANSPOSE_NHWC2NCHW; the other types are "当前不支持" on the page.
template <typename T>
__aicore__ inline void Transpose(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<uint8_t>& sharedTmpBuffer, const TransposeParamsExt& transposeParams) {
  static_assert(layout_detail::TransposeTypes<T>(), "Transpose: unsupported element type (see its page, 数据类型)");
  namespace d = ::ascendc_host::detail;
  constexpr const char* kApi = "Transpose";
  const TransposeParamsExt& p = transposeParams;
  switch (p.transposeType) {
    case TransposeType::TRANSPOSE_TYPE_NONE: return;
    case TransposeType::TRANSPOSE_ND2ND_B16: {
      const bool type_ok = layout_detail::kLayoutPa2 ? std::is_same_v<T, uint16_t>
                                                     : layout_detail::kOneOf<T, int16_t, uint16_t, half>;
      if (!type_ok)
        ::ascendc_host::ReportError(kApi, "T", ::ascendc_host::DTypeName(d::DTypeOf<T>()),
                       "is not a type of TRANSPOSE_ND2ND_B16 on this profile (see the page, 数据类型; release: runs)");
      if (sizeof(T) != 2) return;
      if (p.hSize != 16 || p.wSize != 16)
        ::ascendc_host::ReportError(kApi, "transposeParams.hSize/wSize", std::to_string(p.hSize) + "/" + std::to_string(p.wSize),
                       "must be 16 for TRANSPOSE_ND2ND_B16 (release: 16 x 16)");
      layout_detail::RunTranspose(dst, src, ::ascendc_host::LayoutOp::kTranspose16, 1, 16, 16, 16, 16);
      return;
    }
    case TransposeType::TRANSPOSE_NCHW2NHWC:
    case TransposeType::TRANSPOSE_NHWC2NCHW: {
      const uint32_t hw = uint32_t{p.hSize} * p.wSize;
      if (p.cSize > 4095) ::ascendc_host::ReportError(kApi, "transposeParams.cSize", std::to_string(p.cSize), "must be in [0, 4095]");
      if (hw > 4095) ::ascendc_host::ReportError(kApi, "transposeParams.hSize * wSize", std::to_string(hw), "must be in [0, 4095]");
      if (hw * sizeof(T) % 32 != 0)
        ::ascendc_host::ReportError(kApi, "transposeParams.hSize * wSize * sizeof(T)", std::to_string(hw * sizeof(T)),
                       "must be a multiple of 32 (release: runs)");
      // sharedTmpBuffer: the page's minimum (not used by the library).
      const uint64_t h0 = sizeof(T) == 1 ? 32 : 16, w0 = 32 / sizeof(T);
      const bool to_nhwc = p.transposeType == TransposeType::TRANSPOSE_NCHW2NHWC;
      const uint64_t need = (to_nhwc ? uint64_t{p.cSize} + 2 : uint64_t{p.cSize} * 2 + 1) * h0 * w0 * sizeof(T);
      if (::ascendc_host::CheckedMode() && uint64_t{p.nSize} * p.cSize * hw != 0) {
        if (sharedTmpBuffer.GetSize() < need)
          ::ascendc_host::ReportError(kApi, "sharedTmpBuffer", std::to_string(sharedTmpBuffer.GetSize()) + " bytes",
                         ("is smaller than the " + std::to_string(need) + " bytes the page's formula requires").c_str());
        d::CheckUbAligned(kApi, "sharedTmpBuffer", layout_detail::UbAddress(sharedTmpBuffer.GetPhyAddr()));
      }
      layout_detail::RunTranspose(dst, src,
                                  to_nhwc ? ::ascendc_host::LayoutOp::kNchwToNhwc : ::ascendc_host::LayoutOp::kNhwcToNchw,
                                  p.nSize, p.cSize, hw, p.hSize, p.wSize);
      return;
    }
    default:
      ::ascendc_host::ReportError(kApi, "transposeParams.transposeType", std::to_string(static_cast<int>(p.transposeType)),
                     "is not supported (the page: 当前不支持; release: nothing is done)");
      return;
  }
}

namespace layout_detail_impl {
// Interleave and DeInterleave: two destinations, one or two sources of n
// elements; the checks of SPEC 8.9, then the kernel.
template <typename T>
void RearrangeRun(::ascendc_host::LayoutOp op, const LocalTensor<T>& dst0, const LocalTensor<T>& dst1,
                  const LocalTensor<T>& src0, const LocalTensor<T>* src1, int32_t count) {
  namespace d = ::ascendc_host::detail;
  const bool interleave = op == ::ascendc_host::LayoutOp::kInterleave;
  const char* api = interleave ? "Interleave" : "DeInterleave";
  const uint64_t n = d::CheckedEvenCount(api, src1 ? "count" : "srcCount", count);
  if (n == 0) return;
  // Interleave and two-source DeInterleave write n per destination; one source of n gives n / 2.
  const uint64_t out_bytes = (src1 ? n : n / 2) * sizeof(T), in_bytes = n * sizeof(T);
  const uint32_t a = d::CheckLayoutOperand(api, "dst0", dst0, out_bytes, true);
  const uint32_t b = d::CheckLayoutOperand(api, "dst1", dst1, out_bytes, true);
  const uint32_t x = d::CheckLayoutOperand(api, src1 ? "src0" : "src", src0, in_bytes, false);
  const uint32_t y = src1 ? d::CheckLayoutOperand(api, "src1", *src1, in_bytes, false) : 0;
  d::WarnOverlap(api, "dst0", a, out_bytes, "dst1", b, out_bytes);
  for (int i = 0; i < (src1 ? 2 : 1); ++i) {
    const char* name = i == 0 ? (src1 ? "src0" : "src") : "src1";
    d::WarnOverlap(api, "dst0", a, out_bytes, name, i == 0 ? x : y, in_bytes);
    d::WarnOverlap(api, "dst1", b, out_bytes, name, i == 0 ? x : y, in_bytes);
  }
  ASCENDC_HOST_LAYOUT_VERIFY(api, [&](::ascendc_host::VectorCallDesc& c) {
    c.op = static_cast<uint8_t>(op);
    c.type = d::DTypeOf<T>();
    c.count = static_cast<int64_t>(n);
    c.dst.address = a;
    c.layout.dst1.address = b;
    c.src0.address = x;
    c.src1.address = y;
    c.layout.one_source = src1 == nullptr;
  });
  auto* out0 = reinterpret_cast<uint8_t*>(dst0.GetPhyAddr());
  auto* out1 = reinterpret_cast<uint8_t*>(dst1.GetPhyAddr());
  const auto* in0 = reinterpret_cast<const uint8_t*>(src0.GetPhyAddr());
  const auto* in1 = src1 ? reinterpret_cast<const uint8_t*>(src1->GetPhyAddr()) : nullptr;
  if (interleave) ::ascendc_host::kernels::Interleave(sizeof(T), out0, out1, in0, in1, n);
  else ::ascendc_host::kernels::DeInterleave(sizeof(T), out0, out1, in0, n, in1, src1 ? n : 0);
}
}  // namespace layout_detail_impl

// Interleave (Ascend 950): src0[0], src1[0], src0[1], src1[1], ... of 2 *
// count elements, the first count to dst0, the rest to dst1.
template <typename T>
__aicore__ inline void Interleave(const LocalTensor<T>& dst0, const LocalTensor<T>& dst1, const LocalTensor<T>& src0,
                                  const LocalTensor<T>& src1, const int32_t count) {
  static_assert(sizeof(T) > 0 && !layout_detail::kLayoutPa2, "Interleave exists on Ascend 950 only (see its page)");
  static_assert(layout_detail::RearrangeTypes<T>(), "Interleave: unsupported element type (see its page, 数据类型)");
  layout_detail_impl::RearrangeRun(::ascendc_host::LayoutOp::kInterleave, dst0, dst1, src0, &src1, count);
}

// DeInterleave (Ascend 950): the even elements of src0 ++ src1 to dst0, the odd to dst1.
template <typename T>
__aicore__ inline void DeInterleave(const LocalTensor<T>& dst0, const LocalTensor<T>& dst1, const LocalTensor<T>& src0,
                                    const LocalTensor<T>& src1, const int32_t count) {
  static_assert(sizeof(T) > 0 && !layout_detail::kLayoutPa2, "DeInterleave exists on Ascend 950 only (see its page)");
  static_assert(layout_detail::RearrangeTypes<T>(), "DeInterleave: unsupported element type (see its page, 数据类型)");
  layout_detail_impl::RearrangeRun(::ascendc_host::LayoutOp::kDeInterleave, dst0, dst1, src0, &src1, count);
}
template <typename T>
__aicore__ inline void DeInterleave(const LocalTensor<T>& dst0, const LocalTensor<T>& dst1, const LocalTensor<T>& src,
                                    const int32_t srcCount) {
  static_assert(sizeof(T) > 0 && !layout_detail::kLayoutPa2, "DeInterleave exists on Ascend 950 only (see its page)");
  static_assert(layout_detail::RearrangeTypes<T>(), "DeInterleave: unsupported element type (see its page, 数据类型)");
  layout_detail_impl::RearrangeRun(::ascendc_host::LayoutOp::kDeInterleave, dst0, dst1, src,
                                   static_cast<const LocalTensor<T>*>(nullptr), srcCount);
}

// VectorPadding exists on the Atlas inference AI Core only (its page, 产品支持情况): a compile
// error on Ascend 950 and Atlas A2/A3.
template <typename T, bool isSetMask = true, typename... Args>
__aicore__ inline void VectorPadding(const LocalTensor<T>& dst, const LocalTensor<T>& src, Args&&...) {
  static_assert(sizeof(T) == 0,
                "VectorPadding exists on the Atlas inference AI Core only, not on Ascend 950 or Atlas A2/A3 "
                "(see its page, 产品支持情况)");
  (void)dst;
  (void)src;
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_LAYOUT_H_
