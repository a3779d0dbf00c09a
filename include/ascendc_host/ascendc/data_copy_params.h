// Parameter structs and registers of the data-movement APIs (SPEC 13):
// DataCopyParams, DataCopyExtParams, DataCopyPadParams,
// DataCopyPadExtParams<T>, PaddingMode, SliceInfo / K_MAX_DIM,
// LoopModeParams / DataCopyMVType, GatherRepeatParams, CopyRepeatParams, and
// the register setters SetPadValue, SetLoopModePara, ResetLoopModePara.
//
// Field names, orders, types and defaults are the devkit's, so brace
// initialisation in kernel code means the same thing. The constructors take
// any integral arguments: kernels pass expressions such as
// `len * sizeof(T)` (a size_t) where the field is narrower, which a
// fixed-type constructor would reject as narrowing in braces.
#ifndef ASCENDC_HOST_ASCENDC_DATA_COPY_PARAMS_H_
#define ASCENDC_HOST_ASCENDC_DATA_COPY_PARAMS_H_

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_host/checks.h"
#include "ascendc_host/config.h"
#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/ascendc/constants.h"
#include "ascendc_host/ascendc/types.h"

namespace AscendC {

// K_MAX_DIM (constants.h): most dimensions of a SliceInfo copy.

// DataCopy with DataCopyParams: lengths and gaps in DataBlocks (32 bytes).
// The same struct in DataCopyPad's older form counts blockLen in bytes
// (SPEC 13.3). srcGap/dstGap are the devkit's newer names of srcStride/dstStride.
struct DataCopyParams {
  DataCopyParams() {}
  template <typename C, typename L, typename S, typename D,
            typename = std::enable_if_t<std::is_integral_v<C> && std::is_integral_v<L> && std::is_integral_v<S> &&
                                        std::is_integral_v<D>>>
  DataCopyParams(C count, L len, S srcStrideIn, D dstStrideIn)
      : blockCount(static_cast<uint16_t>(count)), blockLen(static_cast<uint16_t>(len)) {
    srcGap = static_cast<uint16_t>(srcStrideIn);
    dstGap = static_cast<uint16_t>(dstStrideIn);
  }
  uint16_t blockCount = 1;
  uint16_t blockLen = 0;
  union {
    uint16_t srcGap = 0;
    uint16_t srcStride;
  };
  union {
    uint16_t dstGap = 0;
    uint16_t dstStride;
  };
};

// DataCopyPad: blockLen in bytes; the GM side's stride in bytes, the UB
// side's in DataBlocks. Strides are int64_t as on Ascend 950 (GM -> UB may
// repeat a block with srcStride = -blockLen); Atlas A2/A3 take [0, 2^32-1].
struct DataCopyExtParams {
  DataCopyExtParams() {}
  template <typename C, typename L, typename S, typename D, typename R,
            typename = std::enable_if_t<std::is_integral_v<C> && std::is_integral_v<L> && std::is_integral_v<S> &&
                                        std::is_integral_v<D> && std::is_integral_v<R>>>
  DataCopyExtParams(C count, L len, S srcStrideIn, D dstStrideIn, R rsvIn)
      : blockCount(static_cast<uint16_t>(count)),
        blockLen(static_cast<uint32_t>(len)),
        srcStride(static_cast<int64_t>(srcStrideIn)),
        dstStride(static_cast<int64_t>(dstStrideIn)),
        rsv(static_cast<uint32_t>(rsvIn)) {}
  uint16_t blockCount = 1;
  uint32_t blockLen = 0;
  int64_t srcStride = 0;
  int64_t dstStride = 0;
  uint32_t rsv = 0;
};

// DataCopyPad's older padding struct: the pad value as raw bits.
struct DataCopyPadParams {
  DataCopyPadParams() {}
  template <typename L, typename R, typename V,
            typename = std::enable_if_t<std::is_integral_v<L> && std::is_integral_v<R> && std::is_integral_v<V>>>
  DataCopyPadParams(bool isPadValue, L leftPadValue, R rightPadValue, V padValue)
      : isPad(isPadValue),
        leftPadding(static_cast<uint8_t>(leftPadValue)),
        rightPadding(static_cast<uint8_t>(rightPadValue)),
        paddingValue(static_cast<uint64_t>(padValue)) {}
  bool isPad = false;
  uint8_t leftPadding = 0;
  uint8_t rightPadding = 0;
  uint64_t paddingValue = 0;
};

template <typename T>
struct DataCopyPadExtParams {
  DataCopyPadExtParams() {}
  template <typename L, typename R, typename V,
            typename = std::enable_if_t<std::is_integral_v<L> && std::is_integral_v<R> &&
                                        (std::is_arithmetic_v<V> || std::is_same_v<V, T>)>>
  DataCopyPadExtParams(bool isPadValue, L leftPadValue, R rightPadValue, V padValue)
      : isPad(isPadValue),
        leftPadding(static_cast<uint8_t>(leftPadValue)),
        rightPadding(static_cast<uint8_t>(rightPadValue)),
        paddingValue(static_cast<T>(padValue)) {}
  bool isPad = false;
  uint8_t leftPadding = 0;
  uint8_t rightPadding = 0;
  T paddingValue = T(0);
};

// Ascend 950: Normal pads every block to 32 bytes; Compact packs the blocks
// and pads once at the end (SPEC 13.2).
enum class PaddingMode : uint8_t { Normal = 0, Compact };

// One dimension of a slice copy; dimension 0 is the innermost.
struct SliceInfo {
  SliceInfo() {}
  template <typename A, typename B, typename C, typename D, typename E = uint32_t,
            typename = std::enable_if_t<std::is_integral_v<A> && std::is_integral_v<B> && std::is_integral_v<C> &&
                                        std::is_integral_v<D> && std::is_integral_v<E>>>
  SliceInfo(A startIndexIn, B endIndexIn, C strideIn, D burstLenIn, E shapeValueIn = 0)
      : startIndex(static_cast<uint32_t>(startIndexIn)),
        endIndex(static_cast<uint32_t>(endIndexIn)),
        stride(static_cast<uint32_t>(strideIn)),
        burstLen(static_cast<uint32_t>(burstLenIn)),
        shapeValue(static_cast<uint32_t>(shapeValueIn)) {}
  uint32_t startIndex = 0;
  uint32_t endIndex = 31;
  uint32_t stride = 0;
  uint32_t burstLen = 32;
  uint32_t shapeValue = 0;
};

// Loop mode of the GM <-> UB moves (Ascend 950): two loops around a
// DataCopy / DataCopyPad; strides in bytes.
enum class DataCopyMVType : uint8_t { UB_TO_OUT = 0, OUT_TO_UB = 1 };
struct LoopModeParams {
  LoopModeParams() {}
  template <typename A, typename B, typename C, typename D, typename E, typename F,
            typename = std::enable_if_t<std::is_integral_v<A> && std::is_integral_v<B> && std::is_integral_v<C> &&
                                        std::is_integral_v<D> && std::is_integral_v<E> && std::is_integral_v<F>>>
  LoopModeParams(A loop1SizeIn, B loop2SizeIn, C loop1SrcStrideIn, D loop1DstStrideIn, E loop2SrcStrideIn,
                 F loop2DstStrideIn)
      : loop1Size(static_cast<uint32_t>(loop1SizeIn)),
        loop2Size(static_cast<uint32_t>(loop2SizeIn)),
        loop1SrcStride(static_cast<uint64_t>(loop1SrcStrideIn)),
        loop1DstStride(static_cast<uint64_t>(loop1DstStrideIn)),
        loop2SrcStride(static_cast<uint64_t>(loop2SrcStrideIn)),
        loop2DstStride(static_cast<uint64_t>(loop2DstStrideIn)) {}
  uint32_t loop1Size = 0;
  uint32_t loop2Size = 0;
  uint64_t loop1SrcStride = 0;
  uint64_t loop1DstStride = 0;
  uint64_t loop2SrcStride = 0;
  uint64_t loop2DstStride = 0;
};

// Gatherb: destination strides in DataBlocks; the other fields are
// reserved (ignored).
struct GatherRepeatParams {
  GatherRepeatParams() {}
  template <typename B, typename R, typename = std::enable_if_t<std::is_integral_v<B> && std::is_integral_v<R>>>
  GatherRepeatParams(B dstBlkStrideIn, R dstRepStrideIn)
      : dstRepStride(static_cast<uint16_t>(dstRepStrideIn)), dstBlkStride(static_cast<uint8_t>(dstBlkStrideIn)) {}
  uint32_t blockNumber = 8;
  uint16_t dstRepStride = 8;
  uint8_t dstBlkStride = 1;
  uint8_t src0BlkStride = 1;
  uint8_t src1BlkStride = 1;
  uint8_t src0RepStride = 8;
  uint8_t src1RepStride = 8;
  bool repeatStrideMode = false;
  bool strideSizeMode = false;
};

// Copy with a mask: DataBlock strides within a repeat and between repeats,
// in DataBlocks (the devkit's field and constructor order).
struct CopyRepeatParams {
  CopyRepeatParams() {}
  template <typename A, typename B, typename C, typename D,
            typename = std::enable_if_t<std::is_integral_v<A> && std::is_integral_v<B> && std::is_integral_v<C> &&
                                        std::is_integral_v<D>>>
  CopyRepeatParams(A dstStrideIn, B srcStrideIn, C dstRepeatSizeIn, D srcRepeatSizeIn)
      : dstStride(static_cast<uint16_t>(dstStrideIn)),
        srcStride(static_cast<uint16_t>(srcStrideIn)),
        dstRepeatSize(static_cast<uint16_t>(dstRepeatSizeIn)),
        srcRepeatSize(static_cast<uint16_t>(srcRepeatSizeIn)) {}
  uint16_t dstStride = 1;
  uint16_t srcStride = 1;
  uint16_t dstRepeatSize = 8;
  uint16_t srcRepeatSize = 8;
};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

// The bit pattern of a value of T, zero-extended (the pad register's content).
template <typename T>
uint64_t PadBits(const T& v) {
  static_assert(sizeof(T) <= 8, "pad values are at most 64 bits");
  uint64_t bits = 0;
  std::memcpy(&bits, &v, sizeof(T));
  return bits;
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// Sets the value DataCopyPad fills with when isPad is false (SPEC 13.2).
// `pos` names the destination (VECIN, VECOUT or MAX = both): one register
// serves both on the CPU.
template <typename T, TPosition pos = TPosition::MAX>
__aicore__ inline void SetPadValue(T paddingValue) {
  static_assert(pos == TPosition::VECIN || pos == TPosition::VECOUT || pos == TPosition::MAX,
                "SetPadValue takes TPosition::VECIN, VECOUT or MAX");
  auto& regs = ascendc_host::runtime::CurrentCore().data_move;
  regs.pad_value = ascendc_host::detail::PadBits(paddingValue);
  regs.pad_value_set = true;
}

#if !(defined(ASCENDC_HOST_PROFILE_PA2) && ASCENDC_HOST_PROFILE_PA2)
// Loop mode (Ascend 950 only: not declared under the PA2 profile): the next
// DataCopy / DataCopyPad of that direction runs loop2Size x loop1Size times
// (SPEC 13.2). Range and alignment rules are ERROR in checked mode; the
// values are kept as given.
__aicore__ inline void SetLoopModePara(const LoopModeParams& loopParams, DataCopyMVType type) {
  namespace d = ascendc_host::detail;
  const char* api = "SetLoopModePara";
  const bool to_ub = type == DataCopyMVType::OUT_TO_UB;
  if (ascendc_host::CheckedMode()) {
    constexpr uint64_t k21 = 1ull << 21, k40 = 1ull << 40;
    auto limit = [&](const char* name, uint64_t v, uint64_t bound) {
      if (v >= bound)
        ascendc_host::ReportError(api, name, d::Str(v), bound == k21 ? "must be below 2^21" : "must be below 2^40");
    };
    auto aligned = [&](const char* name, uint64_t v) {
      if (v % ascendc_host::kDataBlockBytes != 0)
        ascendc_host::ReportError(api, name, d::Str(v), "is a UB stride and must be a multiple of 32 bytes");
    };
    limit("loopParams.loop1Size", loopParams.loop1Size, k21);
    limit("loopParams.loop2Size", loopParams.loop2Size, k21);
    // The UB side of each direction: below 2^21 and 32-byte aligned; the GM side below 2^40.
    limit("loopParams.loop1SrcStride", loopParams.loop1SrcStride, to_ub ? k40 : k21);
    limit("loopParams.loop2SrcStride", loopParams.loop2SrcStride, to_ub ? k40 : k21);
    limit("loopParams.loop1DstStride", loopParams.loop1DstStride, to_ub ? k21 : k40);
    limit("loopParams.loop2DstStride", loopParams.loop2DstStride, to_ub ? k21 : k40);
    if (to_ub) {
      aligned("loopParams.loop1DstStride", loopParams.loop1DstStride);
      aligned("loopParams.loop2DstStride", loopParams.loop2DstStride);
    } else {
      aligned("loopParams.loop1SrcStride", loopParams.loop1SrcStride);
      aligned("loopParams.loop2SrcStride", loopParams.loop2SrcStride);
    }
  }
  auto& regs = ascendc_host::runtime::CurrentCore().data_move;
  auto& loop = to_ub ? regs.to_ub : regs.to_gm;
  loop.loop1_size = loopParams.loop1Size;
  loop.loop2_size = loopParams.loop2Size;
  loop.loop1_src_stride = loopParams.loop1SrcStride;
  loop.loop1_dst_stride = loopParams.loop1DstStride;
  loop.loop2_src_stride = loopParams.loop2SrcStride;
  loop.loop2_dst_stride = loopParams.loop2DstStride;
}

__aicore__ inline void ResetLoopModePara(DataCopyMVType type) {
  auto& regs = ascendc_host::runtime::CurrentCore().data_move;
  (type == DataCopyMVType::OUT_TO_UB ? regs.to_ub : regs.to_gm) = ascendc_host::runtime::DataMoveRegisters::LoopMode{};
}
#endif  // not the PA2 profile

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_DATA_COPY_PARAMS_H_
