// Sorting (排序组合（ISASI）): Sort32 sorts 32 (score, index) pairs per
// repeat, MrgSort merges up to four sorted queues of such pairs,
// GetMrgSortResult reads how far a suspended merge got. MrgSort4, RpSort16,
// ProposalConcat and ProposalExtract (Region Proposal forms) exist on the
// Atlas inference AI Core and Atlas training series only: compile errors on
// both profiles here. Semantics and decisions: docs/SPEC.md 8.10.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_SORT_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_SORT_H_

#include <cstdint>
#include <string>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/ascendc/vector/layout.h"
#include "ascendc_host/ascendc/vector/reduce.h"
#include "ascendc_host/kernels/sort.h"
#include "ascendc_host/runtime/sort_call.h"

namespace AscendC {

inline constexpr int32_t MRG_SORT_ELEMENT_LEN = 4;

struct MrgSort4Info {
  __aicore__ MrgSort4Info() {}
  __aicore__ MrgSort4Info(const uint16_t elementLengthsIn[MRG_SORT_ELEMENT_LEN], const bool ifExhaustedSuspensionIn,
                          const uint16_t validBitIn, const uint16_t repeatTimesIn)
      : ifExhaustedSuspension(ifExhaustedSuspensionIn),
        validBit(validBitIn),
        repeatTimes(static_cast<uint8_t>(repeatTimesIn)) {
    for (int32_t i = 0; i < MRG_SORT_ELEMENT_LEN; ++i) elementLengths[i] = elementLengthsIn[i];
  }
  uint16_t elementLengths[MRG_SORT_ELEMENT_LEN] = {0};  // structures of 8 bytes per queue
  bool ifExhaustedSuspension = false;
  uint16_t validBit = 0;
  uint8_t repeatTimes = 1;
};

template <typename T>
struct MrgSortSrcList {
  __aicore__ MrgSortSrcList() {}
  __aicore__ MrgSortSrcList(const LocalTensor<T>& src1In, const LocalTensor<T>& src2In, const LocalTensor<T>& src3In,
                            const LocalTensor<T>& src4In) {
    src1 = src1In[0];
    src2 = src2In[0];
    src3 = src3In[0];
    src4 = src4In[0];
  }
  LocalTensor<T> src1;
  LocalTensor<T> src2;
  LocalTensor<T> src3;
  LocalTensor<T> src4;
};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

template <typename T>
constexpr bool SortTypes() {
  return kOneOf<T, half, float>;
}

inline constexpr int64_t kSortMaxRepeat = 255;
inline constexpr uint16_t kMrgSortMaxLength = 4095;

// Range (FATAL), start alignment (ERROR) and GetSize (WARN) of one operand.
template <typename T>
uint32_t CheckSortOperand(const char* api, const char* name, const AscendC::LocalTensor<T>& t, uint64_t bytes,
                          uint32_t alignment, bool written) {
  const uint32_t ub = runtime::CheckUbRange(api, name, t.GetPhyAddr(), bytes);
  if (bytes == 0) return ub;
  CheckUbAligned(api, name, ub, alignment);
  if (CheckedMode() && bytes > uint64_t{t.GetSize()} * sizeof(T))
    ReportWarning(api, name, Str(bytes / sizeof(T)) + " elements",
                  written ? "writes beyond the tensor's GetSize()" : "reads beyond the tensor's GetSize()");
  return ub;
}

// A per-repeat alignment the page asks for beyond the 32-byte start (ERROR;
// release runs at the address).
inline void CheckRepeatAligned(const char* api, const char* name, uint32_t ub, uint32_t alignment) {
  if (ub % alignment != 0 && CheckedMode())
    ReportError(api, std::string(name) + ".address", Str(ub),
                ("is not " + std::to_string(alignment) + "-byte aligned (每次迭代的对齐要求)").c_str());
}

// The description of one call for cross-check mode (the rest of it is
// filled only when the mode is on).
inline SortCallDesc NewSortCall(SortOp op, DType type, uint32_t dst) {
  SortCallDesc desc;
  desc.op = op;
  desc.type = type;
  desc.profile = static_cast<uint8_t>(kProfile.profile);
  desc.dst = dst;
  return desc;
}

// Cross-check mode's scope of one call (`desc` filled when the mode is on).
inline verify::Scope SortVerifyScope(const char* api, const SortCallDesc& desc) {
  return verify::Enabled() ? verify::Scope(api, verify::kSortChecker, &desc, sizeof desc) : verify::Scope();
}

template <typename T>
void RunSort32(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src0,
               const AscendC::LocalTensor<uint32_t>& src1, int32_t repeat_time) {
  constexpr const char* kApi = "Sort32";
  const uint32_t repeats = static_cast<uint32_t>(CheckedRange(kApi, "repeatTime", repeat_time, 0, kSortMaxRepeat));
  if (repeats == 0) return;  // a NOP on both profiles (SPEC 8.10)
  const uint64_t dst_bytes = uint64_t{repeats} * kSort32Elements * kSortPairBytes;
  const uint64_t src0_bytes = uint64_t{repeats} * kSort32Elements * sizeof(T);
  const uint64_t src1_bytes = uint64_t{repeats} * kSort32Elements * sizeof(uint32_t);
  const uint32_t d = CheckSortOperand(kApi, "dst", dst, dst_bytes, kDataBlockBytes, true);
  const uint32_t s0 = CheckSortOperand(kApi, "src0", src0, src0_bytes, kDataBlockBytes, false);
  const uint32_t s1 = CheckSortOperand(kApi, "src1", src1, src1_bytes, kDataBlockBytes, false);
  CheckRepeatAligned(kApi, "dst", d, kSort32Elements * kSortPairBytes);
  CheckRepeatAligned(kApi, "src0", s0, kSort32Elements * sizeof(T));
  CheckRepeatAligned(kApi, "src1", s1, kSort32Elements * sizeof(uint32_t));
  SortCallDesc desc = NewSortCall(SortOp::kSort32, DTypeOf<T>(), d);
  if (verify::Enabled()) {
    desc.src0 = s0;
    desc.src1 = s1;
    desc.repeats = repeats;
  }
  const verify::Scope scope = SortVerifyScope(kApi, desc);
  kernels::Sort32(sizeof(T), reinterpret_cast<uint8_t*>(dst.GetPhyAddr()),
                  reinterpret_cast<const uint8_t*>(src0.GetPhyAddr()),
                  reinterpret_cast<const uint8_t*>(src1.GetPhyAddr()), repeats);
}

template <typename T>
void RunMrgSort(const AscendC::LocalTensor<T>& dst, const AscendC::MrgSortSrcList<T>& src,
                const AscendC::MrgSort4Info& p) {
  constexpr const char* kApi = "MrgSort";
  static const char* const kQueueNames[4] = {"src1", "src2", "src3", "src4"};
  static const char* const kLengthNames[4] = {"elementLengths[0]", "elementLengths[1]", "elementLengths[2]",
                                              "elementLengths[3]"};
  const AscendC::LocalTensor<T>* queues[4] = {&src.src1, &src.src2, &src.src3, &src.src4};
  if (p.validBit != 3 && p.validBit != 7 && p.validBit != 15)
    ReportError(kApi, "validBit", Str(p.validBit), "is not 3, 7 or 15 (release: queue i takes part when bit i is set)");
  const uint8_t bits = static_cast<uint8_t>(p.validBit & 0xF);
  uint16_t lengths[4] = {0, 0, 0, 0};
  uint64_t total = 0;
  for (int q = 0; q < 4; ++q) {
    if (!((bits >> q) & 1u)) continue;
    lengths[q] = p.elementLengths[q];
    if (lengths[q] > kMrgSortMaxLength) {
      ReportError(kApi, kLengthNames[q], Str(lengths[q]), "is outside [0, 4095] (release: clamped)");
      lengths[q] = kMrgSortMaxLength;
    }
    total += lengths[q];
  }
  uint32_t repeats = p.repeatTimes;
  if (repeats == 0) return;  // a NOP on both profiles: the counts stay (SPEC 8.10)
  if (repeats > 1) {
    const uintptr_t base = reinterpret_cast<uintptr_t>(src.src1.GetPhyAddr());
    bool contiguous = true;
    for (int q = 1; q < 4; ++q)
      contiguous = contiguous && reinterpret_cast<uintptr_t>(queues[q]->GetPhyAddr()) ==
                                     base + static_cast<uint64_t>(q) * lengths[0] * kSortPairBytes;
    const bool effective = bits == 15 && lengths[1] == lengths[0] && lengths[2] == lengths[0] &&
                           lengths[3] == lengths[0] && contiguous && !p.ifExhaustedSuspension;
    if (!effective) {
      ReportWarning(kApi, "repeatTimes", Str(repeats),
                    "has no effect unless four equal, contiguous queues merge without ifExhaustedSuspension "
                    "(one merge is done)");
      repeats = 1;
    }
  }
  const uint64_t span = (uint64_t{repeats} - 1) * total * kSortPairBytes;
  const uint32_t d = CheckSortOperand(kApi, "dst", dst, span + total * kSortPairBytes, kDataBlockBytes, true);
  uint32_t q_ub[4] = {0, 0, 0, 0};
  for (int q = 0; q < 4; ++q)
    if ((bits >> q) & 1u)
      q_ub[q] = CheckSortOperand(kApi, kQueueNames[q], *queues[q], span + uint64_t{lengths[q]} * kSortPairBytes,
                                 kSortPairBytes, false);
  for (int q = 0; q < 4; ++q)
    if ((bits >> q) & 1u)
      WarnOverlap(kApi, "dst", d, span + total * kSortPairBytes, kQueueNames[q], q_ub[q],
                  span + uint64_t{lengths[q]} * kSortPairBytes);
  runtime::CoreState& core = runtime::CurrentCore();
  SortCallDesc desc = NewSortCall(SortOp::kMrgSort, DTypeOf<T>(), d);
  if (verify::Enabled()) {
    for (int q = 0; q < 4; ++q) {
      desc.queue[q] = q_ub[q];
      desc.lengths[q] = lengths[q];
    }
    desc.queue_bits = bits;
    desc.exhausted_suspension = p.ifExhaustedSuspension;
    desc.repeats = repeats;
    desc.consumed_after = core.mrg_sort_consumed;
  }
  const verify::Scope scope = SortVerifyScope(kApi, desc);
  for (uint32_t r = 0; r < repeats; ++r) {
    const uint64_t step = uint64_t{r} * total * kSortPairBytes;
    const uint8_t* in[4] = {nullptr, nullptr, nullptr, nullptr};
    for (int q = 0; q < 4; ++q)
      if ((bits >> q) & 1u) in[q] = reinterpret_cast<const uint8_t*>(queues[q]->GetPhyAddr()) + step;
    kernels::MergeSortedQueues(sizeof(T), reinterpret_cast<uint8_t*>(dst.GetPhyAddr()) + step, in, lengths,
                               p.ifExhaustedSuspension, core.mrg_sort_consumed);
  }
  core.mrg_sort_suspended = p.ifExhaustedSuspension;
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

namespace sort_detail = ::ascendc_host::detail;

template <typename T>
__aicore__ inline void Sort32(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<uint32_t>& src1,
                              const int32_t repeatTime) {
  static_assert(sort_detail::SortTypes<T>(), "Sort32: unsupported element type (see its page, 数据类型: half, float)");
  sort_detail::RunSort32(dst, src0, src1, repeatTime);
}

template <typename T>
__aicore__ inline void MrgSort(const LocalTensor<T>& dst, const MrgSortSrcList<T>& src, const MrgSort4Info& params) {
  static_assert(sort_detail::SortTypes<T>(), "MrgSort: unsupported element type (see its page, 数据类型: half, float)");
  sort_detail::RunMrgSort(dst, src, params);
}

// The structures of each queue the last MrgSort consumed (all zero before
// any). The page requires that MrgSort to have run with
// ifExhaustedSuspension = true: WARN otherwise (the counts are returned).
__aicore__ inline void GetMrgSortResult(uint16_t& mrgSortList1, uint16_t& mrgSortList2, uint16_t& mrgSortList3,
                                        uint16_t& mrgSortList4) {
  const ::ascendc_host::runtime::CoreState& core = ::ascendc_host::runtime::CurrentCore();
  if (!core.mrg_sort_suspended && ::ascendc_host::CheckedMode())
    ::ascendc_host::ReportWarning("GetMrgSortResult", "ifExhaustedSuspension", "false",
                                  "the last MrgSort did not run with ifExhaustedSuspension = true");
  mrgSortList1 = core.mrg_sort_consumed[0];
  mrgSortList2 = core.mrg_sort_consumed[1];
  mrgSortList3 = core.mrg_sort_consumed[2];
  mrgSortList4 = core.mrg_sort_consumed[3];
}

// The Region Proposal APIs exist on the Atlas inference AI Core and the Atlas
// training series only (their pages, 产品支持情况): compile errors on Ascend
// 950 and Atlas A2/A3.
#define ASCENDC_HOST_ATLAS_INFERENCE_ONLY_API(api, instead)                                                            \
  template <typename T, typename... Args>                                                                              \
  __aicore__ inline void api(const LocalTensor<T>& dst, Args&&...) {                                                   \
    static_assert(sizeof(T) == 0, #api " exists on the Atlas inference AI Core and Atlas training series only, "       \
                                       "not on Ascend 950 or Atlas A2/A3 (see its page, 产品支持情况" instead ")");          \
    (void)dst;                                                                                                         \
  }
ASCENDC_HOST_ATLAS_INFERENCE_ONLY_API(MrgSort4, "; MrgSort is the form here")
ASCENDC_HOST_ATLAS_INFERENCE_ONLY_API(RpSort16, "; Sort32 is the form here")
ASCENDC_HOST_ATLAS_INFERENCE_ONLY_API(ProposalConcat, "")
ASCENDC_HOST_ATLAS_INFERENCE_ONLY_API(ProposalExtract, "")
#undef ASCENDC_HOST_ATLAS_INFERENCE_ONLY_API

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_SORT_H_
