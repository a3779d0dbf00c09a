// TransDataTo5HD (数据排布转换): per repeat, 16 DataBlocks named by address
// lists are transposed into 16 DataBlocks (NCHW -> NC1HWC0, and matrix
// transposes of 16 x 16 b16, 16 x 8 b32, 16 x 16 halves of b8). Three forms:
// uint64_t address arrays, LocalTensor<uint64_t> address tables, LocalTensor
// arrays. Semantics and decisions: docs/SPEC.md 8.9.1.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_TRANS_DATA_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_TRANS_DATA_H_

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/ascendc/vector/layout.h"
#include "ascendc_host/kernels/vector_trans_data.h"
#include "ascendc_host/verify/trans_data.h"

namespace AscendC {

constexpr int32_t NCHW_CONV_ADDR_LIST_SIZE = 16;

struct TransDataTo5HDParams {
  TransDataTo5HDParams() {}
  TransDataTo5HDParams(const bool dstHighHalfIn, const bool srcHighHalfIn, const uint8_t repeatTimesIn,
                       const uint16_t dstRepStrideIn, const uint16_t srcRepStrideIn)
      : dstHighHalf(dstHighHalfIn),
        srcHighHalf(srcHighHalfIn),
        repeatTimes(repeatTimesIn),
        dstRepStride(dstRepStrideIn),
        srcRepStride(srcRepStrideIn) {}
  bool dstHighHalf = false;  // int8_t / uint8_t: write the high 16 bytes of each destination block
  bool srcHighHalf = false;  // int8_t / uint8_t: read the high 16 bytes of each source block
  uint8_t repeatTimes = 1;
  uint16_t dstRepStride = 0;  // DataBlocks
  uint16_t srcRepStride = 0;  // DataBlocks
};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

template <typename T>
constexpr bool TransDataTo5HDTypes() {
  if constexpr (kLayoutPa2) return kOneOf<T, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float>;
  else return kOneOf<T, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float>;
}

// One call, the 32 addresses as host pointers (what GetPhyAddr gives):
// range (FATAL) of every DataBlock of every repeat, alignment (ERROR), the
// halves of 16- and 32-bit types and overlaps (WARN), then the kernel.
template <typename T>
void RunTransDataTo5HD(const uint64_t (&dst_list)[16], const uint64_t (&src_list)[16],
                       const AscendC::TransDataTo5HDParams& p) {
  constexpr const char* kApi = "TransDataTo5HD";
  const uint32_t repeats = p.repeatTimes;
  if (repeats == 0) return;  // the page: a NOP, nothing written
  if (sizeof(T) != 1 && CheckedMode() && (p.dstHighHalf || p.srcHighHalf))
    ReportWarning(kApi, p.dstHighHalf ? "nchwconvParams.dstHighHalf" : "nchwconvParams.srcHighHalf", "true",
                  "applies to int8_t / uint8_t only (ignored for 16- and 32-bit types)");
  // The page: repeatTimes 1 starts one repeat stride after the listed
  // addresses; repeat r of more starts r strides after them.
  const uint64_t first = repeats == 1 ? 1 : 0;
  const uint64_t dst_step = uint64_t{p.dstRepStride} * 32, src_step = uint64_t{p.srcRepStride} * 32;
  const uint64_t dst_span = (repeats - 1) * dst_step + 32, src_span = (repeats - 1) * src_step + 32;
  uint8_t* dst[16];
  const uint8_t* src[16];
  uint32_t dst_ub[16], src_ub[16];
  const runtime::CoreState& core = runtime::CurrentCore();
  // Offsets computed in integers: no pointer is formed outside UB before the
  // check; the operand's name is spelled only for the report.
  auto checked = [&](const char* list, int i, uint64_t at, uint64_t span) {
    const void* p = reinterpret_cast<const void*>(at);
    if (__builtin_expect(!core.Contains(p, span), 0)) runtime::RaiseOutsideUb(kApi, Elem(list, i).c_str(), p, span);
    return core.AddressOf(p);
  };
  for (int i = 0; i < 16; ++i) {
    const uint64_t d_at = dst_list[i] + first * dst_step, s_at = src_list[i] + first * src_step;
    dst_ub[i] = checked("dstList", i, d_at, dst_span);
    src_ub[i] = checked("srcList", i, s_at, src_span);
    dst[i] = reinterpret_cast<uint8_t*>(d_at);
    src[i] = reinterpret_cast<const uint8_t*>(s_at);
  }
  if (CheckedMode()) {
    for (int i = 0; i < 16; ++i) {
      CheckUbAligned(kApi, Elem("dstList", i).c_str(), dst_ub[i]);
      CheckUbAligned(kApi, Elem("srcList", i).c_str(), src_ub[i]);
    }
    // 0.7: a destination extent may coincide with a source extent (in place),
    // not overlap it partly.
    bool warned = false;
    for (int j = 0; j < 16 && !warned; ++j)
      for (int i = 0; i < 16 && !warned; ++i) {
        const bool same = dst_ub[j] == src_ub[i] && dst_span == src_span && dst_step == src_step;
        if (!same && dst_ub[j] < src_ub[i] + src_span && src_ub[i] < dst_ub[j] + dst_span) {
          ReportWarning(kApi, Elem("dstList", j).c_str(), "[" + Str(dst_ub[j]) + ", +" + Str(dst_span) + ")",
                        ("overlaps srcList[" + std::to_string(i) +
                         "] partly (not supported; each repeat reads its 16 sources before writing)")
                            .c_str());
          warned = true;
        }
      }
  }
  // Cross-check mode: the listed addresses (the reference applies the page's repeat rule itself).
  verify::TransDataCall call;
  const bool verifying = verify::Enabled();
  if (__builtin_expect(verifying, 0)) {
    call.element_bytes = sizeof(T);
    for (int i = 0; i < 16; ++i) {
      call.dst[i] = static_cast<uint32_t>(dst_ub[i] - first * dst_step);
      call.src[i] = static_cast<uint32_t>(src_ub[i] - first * src_step);
    }
    call.dst_high_half = sizeof(T) == 1 && p.dstHighHalf;
    call.src_high_half = sizeof(T) == 1 && p.srcHighHalf;
    call.repeat_times = repeats;
    call.dst_repeat_stride = p.dstRepStride;
    call.src_repeat_stride = p.srcRepStride;
    call.registers.counter_mode = core.mask_mode == runtime::MaskMode::kCounter;
    for (int w = 0; w < 2; ++w) {
      call.registers.vector_mask[w] = core.vector_mask[w];
      call.registers.cmp_mask[w] = core.cmp_mask[w];
    }
  }
  const verify::Scope verify_scope =
      verifying ? verify::Scope(kApi, verify::kTransDataChecker, &call, sizeof call) : verify::Scope();
  kernels::TransDataTo5HD(sizeof(T), dst, src, repeats, dst_step, src_step, p.dstHighHalf, p.srcHighHalf);
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// Address lists as the values of GetPhyAddr.
template <typename T>
__aicore__ inline void TransDataTo5HD(uint64_t dstList[NCHW_CONV_ADDR_LIST_SIZE],
                                      uint64_t srcList[NCHW_CONV_ADDR_LIST_SIZE],
                                      const TransDataTo5HDParams& nchwconvParams) {
  static_assert(::ascendc_host::detail::TransDataTo5HDTypes<T>(),
                "TransDataTo5HD: unsupported element type on this profile (see its page, 数据类型)");
  uint64_t dst[16], src[16];
  for (int i = 0; i < 16; ++i) {
    dst[i] = dstList[i];
    src[i] = srcList[i];
  }
  ::ascendc_host::detail::RunTransDataTo5HD<T>(dst, src, nchwconvParams);
}

// Address tables: 16 addresses stored contiguously in each uint64_t tensor.
template <typename T>
__aicore__ inline void TransDataTo5HD(const LocalTensor<uint64_t>& dst, const LocalTensor<uint64_t>& src,
                                      const TransDataTo5HDParams& nchwconvParams) {
  static_assert(::ascendc_host::detail::TransDataTo5HDTypes<T>(),
                "TransDataTo5HD: unsupported element type on this profile (see its page, 数据类型)");
  namespace d = ::ascendc_host::detail;
  constexpr const char* kApi = "TransDataTo5HD";
  d::CheckLayoutOperand(kApi, "dst", dst, 16 * sizeof(uint64_t), false);
  d::CheckLayoutOperand(kApi, "src", src, 16 * sizeof(uint64_t), false);
  uint64_t dst_list[16], src_list[16];
  std::memcpy(dst_list, dst.GetPhyAddr(), sizeof dst_list);
  std::memcpy(src_list, src.GetPhyAddr(), sizeof src_list);
  d::RunTransDataTo5HD<T>(dst_list, src_list, nchwconvParams);
}

// LocalTensor arrays.
template <typename T>
__aicore__ inline void TransDataTo5HD(const LocalTensor<T> (&dstList)[NCHW_CONV_ADDR_LIST_SIZE],
                                      const LocalTensor<T> (&srcList)[NCHW_CONV_ADDR_LIST_SIZE],
                                      const TransDataTo5HDParams& nchwconvParams) {
  static_assert(::ascendc_host::detail::TransDataTo5HDTypes<T>(),
                "TransDataTo5HD: unsupported element type on this profile (see its page, 数据类型)");
  uint64_t dst[16], src[16];
  for (int i = 0; i < 16; ++i) {
    dst[i] = reinterpret_cast<uint64_t>(dstList[i].GetPhyAddr());
    src[i] = reinterpret_cast<uint64_t>(srcList[i].GetPhyAddr());
  }
  ::ascendc_host::detail::RunTransDataTo5HD<T>(dst, src, nchwconvParams);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_TRANS_DATA_H_
