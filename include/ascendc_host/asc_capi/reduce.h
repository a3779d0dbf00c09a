// C API reductions (SPEC 17.6): per DataBlock (asc_datablock_reduce_*),
// per repeat (asc_repeat_reduce_sum, asc_repeat_reduce_max/min_<order>) and
// per pair (asc_pair_reduce_sum), half and float, on the basic API's
// BlockReduce*, WholeReduce* and PairReduceSum. Repeat form
// (dst, src, repeat, dst_repeat_stride, src_block_stride, src_repeat_stride)
// under the mask register as the core holds it; count form (dst, src,
// count) as the C API runs it: Counter mode with MASK0 = count, one call of
// the repeat form with strides 1, 1, 8, then Normal mode (MASK0 stays count).
#ifndef ASCENDC_HOST_ASC_CAPI_REDUCE_H_
#define ASCENDC_HOST_ASC_CAPI_REDUCE_H_

#include <cstdint>

#include "ascendc_host/ascendc/vector.h"
#include "ascendc_host/asc_capi/registers.h"
#include "ascendc_host/asc_capi/vector.h"

#define ASCENDC_HOST_CAPI_REDUCE(name, T, ...)                                                                    \
  __aicore__ inline void name(__ubuf__ T* dst, __ubuf__ T* src, uint8_t repeat, uint16_t dst_repeat_stride,       \
                              uint16_t src_block_stride, uint16_t src_repeat_stride) {                            \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    const AscendC::LocalTensor<T> d = c::Dst<T>(#name, dst), s = c::Src<T>(#name, src);                          \
    __VA_ARGS__;                                                                                                  \
  }                                                                                                               \
  __aicore__ inline void name(__ubuf__ T* dst, __ubuf__ T* src, uint32_t count) {                                 \
    ::ascendc_host::asc_capi::InCounterMode(count, [&] { name(dst, src, 1, 1, 1, 8); });                           \
  }                                                                                                               \
  __aicore__ inline void name##_sync(__ubuf__ T* dst, __ubuf__ T* src, uint32_t count) { name(dst, src, count); }

#define ASCENDC_HOST_CAPI_REDUCE_TYPES(name, ...)     \
  ASCENDC_HOST_CAPI_REDUCE(name, half, __VA_ARGS__)   \
  ASCENDC_HOST_CAPI_REDUCE(name, float, __VA_ARGS__)

#define ASCENDC_HOST_CAPI_BLOCK_REDUCE(Api) \
  AscendC::Api<decltype(d)::PrimType, false>(d, s, repeat, 0, dst_repeat_stride, src_block_stride, src_repeat_stride)
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_datablock_reduce_sum, ASCENDC_HOST_CAPI_BLOCK_REDUCE(BlockReduceSum))
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_datablock_reduce_max, ASCENDC_HOST_CAPI_BLOCK_REDUCE(BlockReduceMax))
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_datablock_reduce_min, ASCENDC_HOST_CAPI_BLOCK_REDUCE(BlockReduceMin))
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_pair_reduce_sum, ASCENDC_HOST_CAPI_BLOCK_REDUCE(PairReduceSum))
#undef ASCENDC_HOST_CAPI_BLOCK_REDUCE

ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_repeat_reduce_sum,
                               AscendC::WholeReduceSum<decltype(d)::PrimType, false>(
                                   d, s, 0, repeat, dst_repeat_stride, src_block_stride, src_repeat_stride))

#define ASCENDC_HOST_CAPI_WHOLE_REDUCE(Api, kOrder)                                                        \
  AscendC::Api<decltype(d)::PrimType, false>(d, s, 0, repeat, dst_repeat_stride, src_block_stride,        \
                                             src_repeat_stride, AscendC::ReduceOrder::kOrder)
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_repeat_reduce_max_value_index, ASCENDC_HOST_CAPI_WHOLE_REDUCE(WholeReduceMax, ORDER_VALUE_INDEX))
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_repeat_reduce_max_index_value, ASCENDC_HOST_CAPI_WHOLE_REDUCE(WholeReduceMax, ORDER_INDEX_VALUE))
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_repeat_reduce_max_only_value, ASCENDC_HOST_CAPI_WHOLE_REDUCE(WholeReduceMax, ORDER_ONLY_VALUE))
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_repeat_reduce_max_only_index, ASCENDC_HOST_CAPI_WHOLE_REDUCE(WholeReduceMax, ORDER_ONLY_INDEX))
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_repeat_reduce_min_value_index, ASCENDC_HOST_CAPI_WHOLE_REDUCE(WholeReduceMin, ORDER_VALUE_INDEX))
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_repeat_reduce_min_index_value, ASCENDC_HOST_CAPI_WHOLE_REDUCE(WholeReduceMin, ORDER_INDEX_VALUE))
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_repeat_reduce_min_only_value, ASCENDC_HOST_CAPI_WHOLE_REDUCE(WholeReduceMin, ORDER_ONLY_VALUE))
ASCENDC_HOST_CAPI_REDUCE_TYPES(asc_repeat_reduce_min_only_index, ASCENDC_HOST_CAPI_WHOLE_REDUCE(WholeReduceMin, ORDER_ONLY_INDEX))
#undef ASCENDC_HOST_CAPI_WHOLE_REDUCE

#endif  // ASCENDC_HOST_ASC_CAPI_REDUCE_H_
