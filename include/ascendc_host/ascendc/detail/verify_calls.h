// The surface's side of cross-check mode (ascendc_host/verify.h): one helper
// per API entry point turns the call's arguments into a verify::Call. Each
// returns an inactive Scope when the mode is off, so the entry points pay
// one branch. Addresses are computed, never dereferenced: a pointer outside
// UB is rejected by the surface's own checks (and an error skips the
// cross-check).
#ifndef ASCENDC_HOST_ASCENDC_DETAIL_VERIFY_CALLS_H_
#define ASCENDC_HOST_ASCENDC_DETAIL_VERIFY_CALLS_H_

#include <cstdint>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/verify.h"

namespace ascendc_host {
namespace detail {

inline int64_t VerifyUbOffset(const void* p) {
  const runtime::CoreState& core = runtime::CurrentCore();
  return static_cast<int64_t>(reinterpret_cast<uintptr_t>(p) - reinterpret_cast<uintptr_t>(core.ub));
}
template <typename T>
uint32_t VerifyUb(const AscendC::LocalTensor<T>& t) {
  return static_cast<uint32_t>(VerifyUbOffset(t.GetPhyAddr()));
}

template <typename T>
verify::Call VerifyBasicCall(verify::Api api, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                             const AscendC::LocalTensor<uint32_t>& offsets, uint32_t base_addr) {
  verify::Call c;
  c.api = api;
  c.element_bytes = sizeof(T);
  c.dst = VerifyUb(dst);
  c.src = VerifyUb(src);
  c.offsets = VerifyUb(offsets);
  c.base_addr = base_addr;
  return c;
}

// Gather / Scatter, count overload.
template <typename T>
verify::Scope VerifyOffsetCount(verify::Api api, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                                const AscendC::LocalTensor<uint32_t>& offsets, uint32_t base_addr, uint32_t count) {
  if (__builtin_expect(!verify::Enabled(), 1)) return verify::Scope();
  verify::Call c = VerifyBasicCall(api, dst, src, offsets, base_addr);
  c.count = count;
  return verify::Scope(c);
}

// Gather / Scatter, mask overloads (bitwise: mask[0..1]; contiguous: mask[0]).
template <typename T>
verify::Scope VerifyOffsetMasked(verify::Api api, const AscendC::LocalTensor<T>& dst,
                                 const AscendC::LocalTensor<T>& src, const AscendC::LocalTensor<uint32_t>& offsets,
                                 uint32_t base_addr, bool bitwise, const uint64_t* mask, uint32_t repeat_time,
                                 uint32_t rep_stride) {
  if (__builtin_expect(!verify::Enabled(), 1)) return verify::Scope();
  verify::Call c = VerifyBasicCall(api, dst, src, offsets, base_addr);
  c.bitwise_mask = bitwise;
  c.mask[0] = mask[0];
  c.mask[1] = bitwise ? mask[1] : 0;
  c.repeat_time = repeat_time;
  c.rep_stride = rep_stride;
  return verify::Scope(c);
}

template <typename T>
verify::Scope VerifyGatherMask(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src0,
                               const uint8_t* pattern_tensor, uint8_t builtin_id, bool reduce_mode, uint32_t mask,
                               uint8_t src0_block_stride, uint16_t repeat_times, uint16_t src0_repeat_stride,
                               uint8_t src1_repeat_stride, uint64_t& rsvd_cnt) {
  if (__builtin_expect(!verify::Enabled(), 1)) return verify::Scope();
  verify::Call c;
  c.api = verify::Api::kGatherMask;
  c.element_bytes = sizeof(T);
  c.dst = VerifyUb(dst);
  c.src = VerifyUb(src0);
  c.pattern_is_tensor = pattern_tensor != nullptr;
  if (pattern_tensor != nullptr) c.offsets = static_cast<uint32_t>(VerifyUbOffset(pattern_tensor));
  c.builtin_id = builtin_id;
  c.reduce_mode = reduce_mode;
  c.gather_mask = mask;
  c.src0_block_stride = src0_block_stride;
  c.repeat_times = repeat_times;
  c.src0_repeat_stride = src0_repeat_stride;
  c.src1_repeat_stride = src1_repeat_stride;
  c.rsvd_cnt = &rsvd_cnt;
  return verify::Scope(c);
}

template <typename T>
verify::Scope VerifyDataCopy(verify::Api api, const AscendC::LocalTensor<T>& local, const AscendC::GlobalTensor<T>& global,
                             uint32_t count) {
  if (__builtin_expect(!verify::Enabled(), 1)) return verify::Scope();
  verify::Call c;
  c.api = api;
  c.element_bytes = sizeof(T);
  c.count = count;
  c.dst = c.src = VerifyUb(local);
  c.gm = reinterpret_cast<uint8_t*>(global.GetPhyAddr());
  return verify::Scope(c);
}

// Reg layer: `dist` is the devkit's LoadDist/StoreDist value.
inline verify::Scope VerifyRegMove(verify::Api api, uint32_t dist, uint32_t element_bytes, int reg_num,
                                   const void* ub_address, uint8_t* out0, uint8_t* out1, const uint8_t* in0,
                                   const uint8_t* in1, const uint64_t* predicate) {
  if (__builtin_expect(!verify::Enabled(), 1)) return verify::Scope();
  verify::Call c;
  c.api = api;
  c.dist = dist;
  c.element_bytes = element_bytes;
  c.reg_num = reg_num;
  c.address = VerifyUbOffset(ub_address);
  c.reg_out[0] = out0;
  c.reg_out[1] = out1;
  c.reg_in[0] = in0;
  c.reg_in[1] = in1;
  c.predicate = predicate;
  return verify::Scope(c);
}

inline verify::Scope VerifyRegGather(uint32_t dst_bytes, int dst_reg_num, uint32_t src_bytes, const void* base,
                                     uint32_t index_bytes, int index_reg_num, const uint8_t* index0,
                                     const uint8_t* index1, const uint64_t* predicate, uint8_t* dst0, uint8_t* dst1) {
  if (__builtin_expect(!verify::Enabled(), 1)) return verify::Scope();
  verify::Call c;
  c.api = verify::Api::kRegGather;
  c.element_bytes = dst_bytes;
  c.reg_num = dst_reg_num;
  c.src_bytes = src_bytes;
  c.address = VerifyUbOffset(base);
  c.index_bytes = index_bytes;
  c.index_reg_num = index_reg_num;
  c.reg_in[0] = index0;
  c.reg_in[1] = index1;
  c.predicate = predicate;
  c.reg_out[0] = dst0;
  c.reg_out[1] = dst1;
  return verify::Scope(c);
}

// Reg register permutation: dst[k] = src[index[k] mod lanes].
inline verify::Scope VerifyRegPermute(uint32_t element_bytes, const uint8_t* src, const uint8_t* index, uint8_t* dst) {
  if (__builtin_expect(!verify::Enabled(), 1)) return verify::Scope();
  verify::Call c;
  c.api = verify::Api::kRegPermute;
  c.element_bytes = element_bytes;
  c.reg_in[0] = src;
  c.reg_in[1] = index;
  c.reg_out[0] = dst;
  return verify::Scope(c);
}

// b64 RegTraitNumTwo post-update StoreAlign: halves at `first` and `second`.
inline verify::Scope VerifyRegStoreSplit(const void* first, const void* second, const uint8_t* low,
                                         const uint8_t* high, const uint64_t* predicate) {
  if (__builtin_expect(!verify::Enabled(), 1)) return verify::Scope();
  verify::Call c;
  c.api = verify::Api::kRegStoreSplit;
  c.element_bytes = 8;
  c.reg_num = 2;
  c.address = VerifyUbOffset(first);
  c.address2 = VerifyUbOffset(second);
  c.reg_in[0] = low;
  c.reg_in[1] = high;
  c.predicate = predicate;
  return verify::Scope(c);
}

}  // namespace detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_DETAIL_VERIFY_CALLS_H_
