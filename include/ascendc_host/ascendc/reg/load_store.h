// LoadAlign / StoreAlign (SPEC 4): aligned UB <-> RegTensor moves with a
// distribution mode. Each call validates, range-checks every byte it will
// touch (FATAL, before the access) and moves the bytes: inline code
// (ub_moves.h, SPEC 14.13) or one kernel call.
#ifndef ASCENDC_HOST_ASCENDC_REG_LOAD_STORE_H_
#define ASCENDC_HOST_ASCENDC_REG_LOAD_STORE_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/ascendc/detail/verify_calls.h"
#include "ascendc_host/ascendc/reg/access.h"
#include "ascendc_host/ascendc/reg/ub_moves.h"
#include "ascendc_host/ascendc/reg/values.h"
#include "ascendc_host/kernels/reg.h"
#include "ascendc_host/runtime/overlap.h"

namespace AscendC {
namespace Reg {
namespace detail {

namespace k = ascendc_host::kernels;
namespace rd = ascendc_host::reg_detail;

struct LoadDistInfo {
  bool single;               // valid for the single-register overloads
  bool dual;                 // valid for the dual-register overloads
  k::RegLoadDist kernel;     // single: the kernel's distribution
  uint32_t granule;          // dual: de-interleave granule
  uint32_t alignment;        // of the UB address
  const char* name;
};

constexpr LoadDistInfo Info(LoadDist d) {
  switch (d) {
    case LoadDist::DIST_NORM: return {true, false, k::RegLoadDist::kNorm, 0, 32, "DIST_NORM"};
    case LoadDist::DIST_BRC_B8: return {true, false, k::RegLoadDist::kBroadcastB8, 0, 1, "DIST_BRC_B8"};
    case LoadDist::DIST_BRC_B16: return {true, false, k::RegLoadDist::kBroadcastB16, 0, 2, "DIST_BRC_B16"};
    case LoadDist::DIST_BRC_B32: return {true, false, k::RegLoadDist::kBroadcastB32, 0, 4, "DIST_BRC_B32"};
    case LoadDist::DIST_US_B8: return {true, false, k::RegLoadDist::kUpsampleB8, 0, 32, "DIST_US_B8"};
    case LoadDist::DIST_US_B16: return {true, false, k::RegLoadDist::kUpsampleB16, 0, 32, "DIST_US_B16"};
    case LoadDist::DIST_DS_B8: return {true, false, k::RegLoadDist::kDownsampleB8, 0, 32, "DIST_DS_B8"};
    case LoadDist::DIST_DS_B16: return {true, false, k::RegLoadDist::kDownsampleB16, 0, 32, "DIST_DS_B16"};
    case LoadDist::DIST_UNPACK_B8: return {true, false, k::RegLoadDist::kUnpackB8, 0, 32, "DIST_UNPACK_B8"};
    case LoadDist::DIST_UNPACK_B16: return {true, false, k::RegLoadDist::kUnpackB16, 0, 32, "DIST_UNPACK_B16"};
    case LoadDist::DIST_UNPACK_B32: return {true, false, k::RegLoadDist::kUnpackB32, 0, 32, "DIST_UNPACK_B32"};
    case LoadDist::DIST_UNPACK4_B8: return {true, false, k::RegLoadDist::kUnpack4B8, 0, 32, "DIST_UNPACK4_B8"};
    case LoadDist::DIST_BLK: return {true, false, k::RegLoadDist::kBlock, 0, 32, "DIST_BLK"};
    case LoadDist::DIST_E2B_B16: return {true, false, k::RegLoadDist::kElementToBlockB16, 0, 16, "DIST_E2B_B16"};
    case LoadDist::DIST_E2B_B32: return {true, false, k::RegLoadDist::kElementToBlockB32, 0, 32, "DIST_E2B_B32"};
    case LoadDist::DIST_DINTLV_B8: return {false, true, k::RegLoadDist::kNorm, 1, 32, "DIST_DINTLV_B8"};
    case LoadDist::DIST_DINTLV_B16: return {false, true, k::RegLoadDist::kNorm, 2, 32, "DIST_DINTLV_B16"};
    case LoadDist::DIST_DINTLV_B32: return {false, true, k::RegLoadDist::kNorm, 4, 32, "DIST_DINTLV_B32"};
    default: return {false, false, k::RegLoadDist::kNorm, 0, 32, "unsupported LoadDist"};
  }
}

enum class StoreKind : uint8_t { kMasked, kFirstElement, kPacked, kInterleave, kInvalid };
struct StoreDistInfo {
  StoreKind kind;
  uint32_t width;         // masked: element width (0 = sizeof(T)); first element: bytes
  k::RegStorePack pack;
  uint32_t alignment;
  const char* name;
};

constexpr StoreDistInfo Info(StoreDist d) {
  switch (d) {
    case StoreDist::DIST_NORM: return {StoreKind::kMasked, 0, k::RegStorePack::kPackB16, 32, "DIST_NORM"};
    case StoreDist::DIST_NORM_B8: return {StoreKind::kMasked, 1, k::RegStorePack::kPackB16, 32, "DIST_NORM_B8"};
    case StoreDist::DIST_NORM_B16: return {StoreKind::kMasked, 2, k::RegStorePack::kPackB16, 32, "DIST_NORM_B16"};
    case StoreDist::DIST_NORM_B32: return {StoreKind::kMasked, 4, k::RegStorePack::kPackB16, 32, "DIST_NORM_B32"};
    case StoreDist::DIST_FIRST_ELEMENT_B8:
      return {StoreKind::kFirstElement, 1, k::RegStorePack::kPackB16, 1, "DIST_FIRST_ELEMENT_B8"};
    case StoreDist::DIST_FIRST_ELEMENT_B16:
      return {StoreKind::kFirstElement, 2, k::RegStorePack::kPackB16, 2, "DIST_FIRST_ELEMENT_B16"};
    case StoreDist::DIST_FIRST_ELEMENT_B32:
      return {StoreKind::kFirstElement, 4, k::RegStorePack::kPackB16, 4, "DIST_FIRST_ELEMENT_B32"};
    case StoreDist::DIST_PACK_B16: return {StoreKind::kPacked, 0, k::RegStorePack::kPackB16, 32, "DIST_PACK_B16"};
    case StoreDist::DIST_PACK_B32: return {StoreKind::kPacked, 0, k::RegStorePack::kPackB32, 32, "DIST_PACK_B32"};
    case StoreDist::DIST_PACK_B64: return {StoreKind::kPacked, 0, k::RegStorePack::kPackB64, 32, "DIST_PACK_B64"};
    case StoreDist::DIST_PACK4_B32:
      return {StoreKind::kPacked, 0, k::RegStorePack::kPack4B32, 32, "DIST_PACK4_B32"};
    case StoreDist::DIST_INTLV_B8: return {StoreKind::kInterleave, 1, k::RegStorePack::kPackB16, 32, "DIST_INTLV_B8"};
    case StoreDist::DIST_INTLV_B16:
      return {StoreKind::kInterleave, 2, k::RegStorePack::kPackB16, 32, "DIST_INTLV_B16"};
    case StoreDist::DIST_INTLV_B32:
      return {StoreKind::kInterleave, 4, k::RegStorePack::kPackB16, 32, "DIST_INTLV_B32"};
    default: return {StoreKind::kInvalid, 0, k::RegStorePack::kPackB16, 32, "unsupported StoreDist"};
  }
}

constexpr uint32_t PackedBytes(k::RegStorePack p) { return p == k::RegStorePack::kPack4B32 ? 64u : 128u; }

template <typename T, typename U>
constexpr void CheckOperandTypes() {
  static_assert(kIsRegTensor<U>, "the register operand must be a RegTensor");
  static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, typename U::ActualT>,
                "T must equal the RegTensor's element type (U::ActualT)");
}

template <typename T, LoadDist dist, typename U>
constexpr void CheckSingleLoad() {
  CheckOperandTypes<T, U>();
  static_assert(Info(dist).single, "this LoadDist is not a single-register distribution (SPEC 4.4)");
  static_assert(sizeof(typename U::ActualT) != 8 || dist == LoadDist::DIST_NORM,
                "b64 single loads support DIST_NORM only");
}

template <typename T, LoadDist dist, typename U>
constexpr void CheckDualLoad() {
  CheckOperandTypes<T, U>();
  static_assert(Info(dist).dual, "dual LoadAlign takes DIST_DINTLV_B8/B16/B32 only (SPEC 4.5)");
  static_assert(U::REG_NUM == 1, "RegTraitNumTwo supports the plain and post-update single overloads only");
}

template <typename T, StoreDist dist, typename U>
constexpr void CheckSingleStore() {
  CheckOperandTypes<T, U>();
  constexpr StoreKind kind = Info(dist).kind;
  static_assert(kind == StoreKind::kMasked || kind == StoreKind::kFirstElement || kind == StoreKind::kPacked,
                "this StoreDist is not a single-register distribution (SPEC 4.8)");
  static_assert(sizeof(typename U::ActualT) != 8 || dist == StoreDist::DIST_NORM || dist == StoreDist::DIST_PACK_B64,
                "b64 single stores support DIST_NORM and DIST_PACK_B64 only");
  static_assert(U::REG_NUM == 1 || dist == StoreDist::DIST_NORM, "RegTraitNumTwo stores support DIST_NORM only");
}

template <typename T, StoreDist dist, typename U>
constexpr void CheckDualStore() {
  CheckOperandTypes<T, U>();
  static_assert(Info(dist).kind == StoreKind::kInterleave, "dual StoreAlign takes DIST_INTLV_B8/B16/B32 only");
  static_assert(U::REG_NUM == 1, "RegTraitNumTwo supports the plain and post-update single overloads only");
}

// Bytes a single load reads.
template <LoadDist dist, typename U>
constexpr size_t SingleLoadBytes() {
  return U::REG_NUM == 2 ? 512 : k::RegLoadBytes(Info(dist).kernel);
}

// The moves and checked calls differ between the inline and the kernel-call
// mode (ub_moves.h): each mode has its own names.
inline namespace ASCENDC_HOST_REG_MODE_NAMESPACE {

// ------------------------------------------------------------ the moves
// Inline code (ub_moves.h) where it pays, else one kernel call.
namespace m = ascendc_host::ub_moves;

template <LoadDist dist>
ASCENDC_HOST_HOT_INLINE void LoadSingle(const uint8_t* src, uint8_t* reg) {
#if ASCENDC_HOST_REG_MOVES_INLINE
  if constexpr (dist == LoadDist::DIST_NORM) return m::LoadNorm(src, reg);
  if constexpr (dist == LoadDist::DIST_BRC_B8) return m::LoadBroadcast<uint8_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_BRC_B16) return m::LoadBroadcast<uint16_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_BRC_B32) return m::LoadBroadcast<uint32_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_UNPACK_B8) return m::LoadUnpack<uint16_t, uint8_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_UNPACK_B16) return m::LoadUnpack<uint32_t, uint16_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_UNPACK_B32) return m::LoadUnpack<uint64_t, uint32_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_BLK) return m::LoadBlock(src, reg);
#endif
#if ASCENDC_HOST_REG_INLINE_PERMUTES
  if constexpr (dist == LoadDist::DIST_US_B8) return m::LoadUpsample<uint8_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_US_B16) return m::LoadUpsample<uint16_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_DS_B8) return m::LoadDownsample<uint8_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_DS_B16) return m::LoadDownsample<uint16_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_UNPACK4_B8) return m::LoadUnpack<uint32_t, uint8_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_E2B_B16) return m::LoadElementToBlock<uint16_t>(src, reg);
  if constexpr (dist == LoadDist::DIST_E2B_B32) return m::LoadElementToBlock<uint32_t>(src, reg);
#endif
  k::LoadAlignDistributed(Info(dist).kernel, src, reg);
}

ASCENDC_HOST_HOT_INLINE void LoadDual(uint32_t granule, const uint8_t* src, uint8_t* reg0, uint8_t* reg1) {
#if ASCENDC_HOST_REG_INLINE_PERMUTES
  if (granule == 1) return m::LoadDeinterleave<uint8_t>(src, reg0, reg1);
  if (granule == 2) return m::LoadDeinterleave<uint16_t>(src, reg0, reg1);
  return m::LoadDeinterleave<uint32_t>(src, reg0, reg1);
#else
  k::LoadAlignDeinterleave(granule, src, reg0, reg1);
#endif
}

template <uint32_t kWidth>
ASCENDC_HOST_HOT_INLINE void StoreMaskedLanes(const uint8_t* reg, const uint64_t* predicate, uint8_t* dst) {
#if ASCENDC_HOST_REG_INLINE_PERMUTES
  using Lane = std::conditional_t<kWidth == 1, uint8_t,
                                  std::conditional_t<kWidth == 2, uint16_t, std::conditional_t<kWidth == 4, uint32_t, uint64_t>>>;
  return m::StoreMasked<Lane>(reg, predicate, dst);
#else
#if ASCENDC_HOST_REG_MOVES_INLINE
  // Every lane stored (CreateMask<T>() / a full UpdateMask): a plain move.
  if (m::AllLanes(predicate, kWidth)) return m::LoadNorm(reg, dst);
#endif
  k::StoreAlignMasked(kWidth, reg, predicate, dst);
#endif
}

template <k::RegStorePack kPack>
ASCENDC_HOST_HOT_INLINE void StorePackedLanes(const uint8_t* reg, const uint64_t* predicate, uint8_t* dst) {
#if ASCENDC_HOST_REG_INLINE_PERMUTES
  if constexpr (kPack == k::RegStorePack::kPackB16) return m::StorePacked<uint16_t, uint8_t>(reg, predicate, dst);
  if constexpr (kPack == k::RegStorePack::kPackB32) return m::StorePacked<uint32_t, uint16_t>(reg, predicate, dst);
  if constexpr (kPack == k::RegStorePack::kPackB64) return m::StorePacked<uint64_t, uint32_t>(reg, predicate, dst);
  if constexpr (kPack == k::RegStorePack::kPack4B32) return m::StorePacked<uint32_t, uint8_t>(reg, predicate, dst);
#endif
  k::StoreAlignPacked(kPack, reg, predicate, dst);
}

ASCENDC_HOST_HOT_INLINE void StoreDual(uint32_t granule, const uint8_t* reg0, const uint8_t* reg1, uint8_t* dst) {
#if ASCENDC_HOST_REG_INLINE_PERMUTES
  if (granule == 1) return m::StoreInterleave<uint8_t>(reg0, reg1, dst);
  if (granule == 2) return m::StoreInterleave<uint16_t>(reg0, reg1, dst);
  return m::StoreInterleave<uint32_t>(reg0, reg1, dst);
#else
  k::StoreAlignInterleave(granule, reg0, reg1, dst);
#endif
}

// ------------------------------------------------------------ checked calls
// Each call: FATAL unless every byte it touches is in UB (before the
// access), ERROR (checked mode) for a misaligned address, then the move.
// In cross-check mode (one relaxed load decides) the same steps run on a
// copy of the register operands inside a verify::Scope, which compares with
// the reference when it ends; the copies keep the caller's registers out
// of memory on the fast path.
template <LoadDist dist, typename U, typename T>
ASCENDC_HOST_HOT_INLINE void LoadOneChecked(const char* param, U& dst, const T* src) {
  constexpr LoadDistInfo info = Info(dist);
  const uint32_t at = rd::UbAddress("LoadAlign", param, src, SingleLoadBytes<dist, U>());
  if (__builtin_expect(at % info.alignment != 0, 0))
    rd::ReportMisalignedAddress("LoadAlign", param, at, info.alignment, info.name);
  const uint8_t* bytes = reinterpret_cast<const uint8_t*>(src);
  if constexpr (U::REG_NUM == 2) {
    // b64 RegTraitNumTwo: 64 elements de-interleaved into low and high words.
    LoadDual(4, bytes, dst.reg[0], dst.reg[1]);
  } else {
    LoadSingle<dist>(bytes, dst.reg[0]);
  }
}

template <LoadDist dist, typename U, typename T>
ASCENDC_HOST_HOT_INLINE void LoadOne(const char* param, U& dst, const T* src) {
  if (__builtin_expect(ascendc_host::verify::Enabled(), 0)) {
    U result = dst;
    {
      const auto cross_check = ascendc_host::detail::VerifyRegMove(
          ascendc_host::verify::Api::kRegLoad, static_cast<uint32_t>(dist), sizeof(typename U::ActualT), U::REG_NUM,
          src, result.reg[0], U::REG_NUM == 2 ? result.reg[U::REG_NUM - 1] : nullptr, nullptr, nullptr, nullptr);
      LoadOneChecked<dist>(param, result, src);
    }
    dst = result;
    return;
  }
  LoadOneChecked<dist>(param, dst, src);
}

template <LoadDist dist, typename U, typename T>
ASCENDC_HOST_HOT_INLINE void LoadTwoChecked(const char* param, U& dst0, U& dst1, const T* src) {
  constexpr LoadDistInfo info = Info(dist);
  const uint32_t at = rd::UbAddress("LoadAlign", param, src, 512);
  if (__builtin_expect(at % info.alignment != 0, 0))
    rd::ReportMisalignedAddress("LoadAlign", param, at, info.alignment, info.name);
  LoadDual(info.granule, reinterpret_cast<const uint8_t*>(src), dst0.reg[0], dst1.reg[0]);
}

template <LoadDist dist, typename U, typename T>
ASCENDC_HOST_HOT_INLINE void LoadTwo(const char* param, U& dst0, U& dst1, const T* src) {
  if (__builtin_expect(ascendc_host::verify::Enabled(), 0)) {
    U result0 = dst0, result1 = dst1;
    {
      const auto cross_check = ascendc_host::detail::VerifyRegMove(
          ascendc_host::verify::Api::kRegLoadDual, static_cast<uint32_t>(dist), sizeof(typename U::ActualT), 1, src,
          result0.reg[0], result1.reg[0], nullptr, nullptr, nullptr);
      LoadTwoChecked<dist>(param, result0, result1, src);
    }
    dst0 = result0;
    dst1 = result1;
    return;
  }
  LoadTwoChecked<dist>(param, dst0, dst1, src);
}

template <StoreDist dist, typename U, typename T>
constexpr size_t SingleStoreBytes() {
  constexpr StoreDistInfo info = Info(dist);
  if constexpr (info.kind == StoreKind::kFirstElement) return info.width;
  else if constexpr (info.kind == StoreKind::kPacked) return PackedBytes(info.pack);
  else return U::REG_NUM == 2 ? 512 : 256;
}

template <StoreDist dist, typename U, typename T>
ASCENDC_HOST_HOT_INLINE void StoreOneChecked(const char* param, T* dst, const U& src, const MaskReg& mask) {
  constexpr StoreDistInfo info = Info(dist);
  const uint32_t at = rd::UbAddress("StoreAlign", param, dst, SingleStoreBytes<dist, U, T>());
  if (__builtin_expect(at % info.alignment != 0, 0))
    rd::ReportMisalignedAddress("StoreAlign", param, at, info.alignment, info.name);
  uint8_t* bytes = reinterpret_cast<uint8_t*>(dst);
  if constexpr (U::REG_NUM == 2) {
    k::StoreAlignSplitB64(src.reg[0], src.reg[1], mask.words, bytes, bytes + 256);
  } else if constexpr (info.kind == StoreKind::kMasked) {
    constexpr uint32_t width = info.width ? info.width : static_cast<uint32_t>(sizeof(typename U::ActualT));
    StoreMaskedLanes<width>(src.reg[0], mask.words, bytes);
  } else if constexpr (info.kind == StoreKind::kFirstElement) {
    // Lane 0 only, mask ignored: a 1-4 byte move needs no SIMD kernel.
    std::memcpy(bytes, src.reg[0], info.width);
  } else {
    StorePackedLanes<info.pack>(src.reg[0], mask.words, bytes);
  }
}

template <StoreDist dist, typename U, typename T>
ASCENDC_HOST_HOT_INLINE void StoreOne(const char* param, T* dst, const U& src, const MaskReg& mask) {
  if (__builtin_expect(ascendc_host::verify::Enabled(), 0)) {
    const U operand = src;
    const MaskReg predicate = mask;
    const auto cross_check = ascendc_host::detail::VerifyRegMove(
        ascendc_host::verify::Api::kRegStore, static_cast<uint32_t>(dist), sizeof(typename U::ActualT), U::REG_NUM,
        dst, nullptr, nullptr, operand.reg[0], U::REG_NUM == 2 ? operand.reg[U::REG_NUM - 1] : nullptr,
        predicate.words);
    StoreOneChecked<dist>(param, dst, operand, predicate);
    return;
  }
  StoreOneChecked<dist>(param, dst, src, mask);
}

template <StoreDist dist, typename U, typename T>
ASCENDC_HOST_HOT_INLINE void StoreTwoChecked(const char* param, T* dst, const U& src0, const U& src1) {
  constexpr StoreDistInfo info = Info(dist);
  const uint32_t at = rd::UbAddress("StoreAlign", param, dst, 512);
  if (__builtin_expect(at % info.alignment != 0, 0))
    rd::ReportMisalignedAddress("StoreAlign", param, at, info.alignment, info.name);
  StoreDual(info.width, src0.reg[0], src1.reg[0], reinterpret_cast<uint8_t*>(dst));
}

template <StoreDist dist, typename U, typename T>
ASCENDC_HOST_HOT_INLINE void StoreTwo(const char* param, T* dst, const U& src0, const U& src1) {
  if (__builtin_expect(ascendc_host::verify::Enabled(), 0)) {
    const U operand0 = src0, operand1 = src1;
    const auto cross_check = ascendc_host::detail::VerifyRegMove(
        ascendc_host::verify::Api::kRegStoreDual, static_cast<uint32_t>(dist), sizeof(typename U::ActualT), 1, dst,
        nullptr, nullptr, operand0.reg[0], operand1.reg[0], nullptr);
    StoreTwoChecked<dist>(param, dst, operand0, operand1);
    return;
  }
  StoreTwoChecked<dist>(param, dst, src0, src1);
}

}  // namespace ASCENDC_HOST_REG_MODE_NAMESPACE

template <typename T>
inline void CheckStrideAlignment(const char* api, int32_t stride, uint32_t alignment, const char* name) {
  const int64_t bytes = static_cast<int64_t>(stride) * static_cast<int64_t>(sizeof(T));
  if (bytes % alignment != 0)
    rd::CheckAlignment(api, "postUpdateStride*sizeof(T)", static_cast<uint64_t>(bytes < 0 ? -bytes : bytes),
                       alignment, name);
}

inline void CheckOffsetAlignment(const char* api, const AddrReg& offset, uint32_t alignment, const char* name) {
  if (offset.byte_offset % alignment != 0)
    rd::CheckAlignment(api, "offset*sizeof(T)", offset.byte_offset, alignment, name);
}

}  // namespace detail

inline namespace ASCENDC_HOST_REG_MODE_NAMESPACE {

// ---------------------------------------------------------------- LoadAlign
template <typename T = DefaultType, LoadDist dist = LoadDist::DIST_NORM, typename U>
__simd_callee__ ASCENDC_HOST_REG_OP inline void LoadAlign(U& dstReg, __ubuf__ T* srcAddr) {
  detail::CheckSingleLoad<T, dist, U>();
  detail::LoadOne<dist>("srcAddr", dstReg, srcAddr);
}

template <typename T = DefaultType, PostLiteral postMode, LoadDist dist = LoadDist::DIST_NORM, typename U>
__simd_callee__ ASCENDC_HOST_REG_OP inline void LoadAlign(U& dstReg, __ubuf__ T*& srcAddr, int32_t postUpdateStride) {
  detail::CheckSingleLoad<T, dist, U>();
  static_assert(postMode == PostLiteral::POST_MODE_UPDATE,
                "the stride overload is post-update only; POST_MODE_NORMAL is the overload without a stride");
  detail::CheckStrideAlignment<T>("LoadAlign", postUpdateStride, detail::Info(dist).alignment, detail::Info(dist).name);
  // Checked before the access: a FATAL leaves everything untouched (SPEC 0.6).
  T* const next = ascendc_host::reg_detail::PostUpdated("LoadAlign", "postUpdateStride", srcAddr, postUpdateStride);
  detail::LoadOne<dist>("srcAddr", dstReg, srcAddr);
  srcAddr = next;
}

template <typename T = DefaultType, LoadDist dist = LoadDist::DIST_NORM, typename U>
__simd_callee__ ASCENDC_HOST_REG_OP inline void LoadAlign(U& dstReg, __ubuf__ T* srcAddr, AddrReg offset) {
  detail::CheckSingleLoad<T, dist, U>();
  static_assert(U::REG_NUM == 1, "RegTraitNumTwo supports the plain and post-update single overloads only");
  detail::CheckOffsetAlignment("LoadAlign", offset, detail::Info(dist).alignment, detail::Info(dist).name);
  detail::LoadOne<dist>("srcAddr+offset", dstReg,
                        ascendc_host::reg_detail::WithOffset("LoadAlign", srcAddr, offset.byte_offset,
                                                             detail::SingleLoadBytes<dist, U>()));
}

template <typename T = DefaultType, LoadDist dist, typename U>
__simd_callee__ ASCENDC_HOST_REG_OP inline void LoadAlign(U& dstReg0, U& dstReg1, __ubuf__ T* srcAddr) {
  detail::CheckDualLoad<T, dist, U>();
  detail::LoadTwo<dist>("srcAddr", dstReg0, dstReg1, srcAddr);
}

template <typename T = DefaultType, PostLiteral postMode, LoadDist dist, typename U>
__simd_callee__ ASCENDC_HOST_REG_OP inline void LoadAlign(U& dstReg0, U& dstReg1, __ubuf__ T*& srcAddr, int32_t postUpdateStride) {
  detail::CheckDualLoad<T, dist, U>();
  static_assert(postMode == PostLiteral::POST_MODE_UPDATE,
                "the stride overload is post-update only; POST_MODE_NORMAL is the overload without a stride");
  detail::CheckStrideAlignment<T>("LoadAlign", postUpdateStride, 32, detail::Info(dist).name);
  T* const next = ascendc_host::reg_detail::PostUpdated("LoadAlign", "postUpdateStride", srcAddr, postUpdateStride);
  detail::LoadTwo<dist>("srcAddr", dstReg0, dstReg1, srcAddr);
  srcAddr = next;
}

template <typename T = DefaultType, LoadDist dist, typename U>
__simd_callee__ ASCENDC_HOST_REG_OP inline void LoadAlign(U& dstReg0, U& dstReg1, __ubuf__ T* srcAddr, AddrReg offset) {
  detail::CheckDualLoad<T, dist, U>();
  detail::CheckOffsetAlignment("LoadAlign", offset, 32, detail::Info(dist).name);
  detail::LoadTwo<dist>("srcAddr+offset", dstReg0, dstReg1,
                        ascendc_host::reg_detail::WithOffset("LoadAlign", srcAddr, offset.byte_offset, 512));
}

// --------------------------------------------------------------- StoreAlign
template <typename T = DefaultType, StoreDist dist = StoreDist::DIST_NORM, typename U>
__simd_callee__ ASCENDC_HOST_REG_OP inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg, MaskReg& mask) {
  detail::CheckSingleStore<T, dist, U>();
  detail::StoreOne<dist>("dstAddr", dstAddr, srcReg, mask);
}

// b64 RegTraitNumTwo with post-update stores its two 256-byte halves apart
// (SPEC 4.8, review R1): elements 32..63 go 8*min(stride, 32) bytes after
// the first half when 0 <= stride <= 32, else 256 bytes after it.
template <typename T = DefaultType, PostLiteral postMode, StoreDist dist = StoreDist::DIST_NORM, typename U>
__simd_callee__ ASCENDC_HOST_REG_OP inline void StoreAlign(__ubuf__ T*& dstAddr, U& srcReg, int32_t postUpdateStride, MaskReg& mask) {
  detail::CheckSingleStore<T, dist, U>();
  static_assert(postMode == PostLiteral::POST_MODE_UPDATE,
                "the stride overload is post-update only; POST_MODE_NORMAL is the overload without a stride");
  detail::CheckStrideAlignment<T>("StoreAlign", postUpdateStride, detail::Info(dist).alignment,
                                  detail::Info(dist).name);
  // Checked before the store: a FATAL leaves the UB untouched (SPEC 0.6).
  T* const next = ascendc_host::reg_detail::PostUpdated("StoreAlign", "postUpdateStride", dstAddr, postUpdateStride);
  if constexpr (U::REG_NUM == 2) {
    const uint32_t second = postUpdateStride >= 0 && postUpdateStride <= 32 ? 8u * postUpdateStride : 256u;
    uint8_t* first_half = reinterpret_cast<uint8_t*>(dstAddr);
    ascendc_host::reg_detail::UbAddress("StoreAlign", "dstAddr", first_half, 256);
    uint8_t* second_half = ascendc_host::reg_detail::AddBytes(first_half, second);
    const uint32_t at = ascendc_host::reg_detail::UbAddress("StoreAlign", "dstAddr", second_half, 256) - second;
    if (at % 32 != 0) ascendc_host::reg_detail::CheckAlignment("StoreAlign", "dstAddr.address", at, 32, "DIST_NORM");
    if (ascendc_host::CheckedMode() &&
        ascendc_host::Overlapping(ascendc_host::ClassifyOverlap(first_half, 256, second_half, 256)))
      ascendc_host::ReportWarning("StoreAlign", "postUpdateStride", ascendc_host::detail::Str(postUpdateStride),
                                  "is below 32 for a RegTraitNumTwo b64 store: the second half overwrites the first");
    // Cross-check mode (verify.h), after the range checks: compares when this scope ends.
    const auto cross_check = ascendc_host::detail::VerifyRegStoreSplit(first_half, second_half, srcReg.reg[0],
                                                                       srcReg.reg[1], mask.words);
    ascendc_host::kernels::StoreAlignSplitB64(srcReg.reg[0], srcReg.reg[1], mask.words, first_half, second_half);
  } else {
    detail::StoreOne<dist>("dstAddr", dstAddr, srcReg, mask);
  }
  dstAddr = next;
}

template <typename T = DefaultType, StoreDist dist = StoreDist::DIST_NORM, typename U>
__simd_callee__ ASCENDC_HOST_REG_OP inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg, AddrReg offset, MaskReg& mask) {
  detail::CheckSingleStore<T, dist, U>();
  static_assert(U::REG_NUM == 1, "RegTraitNumTwo supports the plain and post-update single overloads only");
  detail::CheckOffsetAlignment("StoreAlign", offset, detail::Info(dist).alignment, detail::Info(dist).name);
  detail::StoreOne<dist>("dstAddr+offset",
                         ascendc_host::reg_detail::WithOffset("StoreAlign", dstAddr, offset.byte_offset,
                                                              detail::SingleStoreBytes<dist, U, T>()),
                         srcReg, mask);
}

// The interleaving dual stores ignore the mask (SPEC 4.8).
template <typename T = DefaultType, StoreDist dist, typename U>
__simd_callee__ ASCENDC_HOST_REG_OP inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg0, U& srcReg1, MaskReg& mask) {
  detail::CheckDualStore<T, dist, U>();
  detail::StoreTwo<dist>("dstAddr", dstAddr, srcReg0, srcReg1);
}

template <typename T = DefaultType, StoreDist dist, typename U>
__simd_callee__ ASCENDC_HOST_REG_OP inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg0, U& srcReg1, AddrReg offset, MaskReg& mask) {
  detail::CheckDualStore<T, dist, U>();
  detail::CheckOffsetAlignment("StoreAlign", offset, 32, detail::Info(dist).name);
  detail::StoreTwo<dist>("dstAddr+offset",
                         ascendc_host::reg_detail::WithOffset("StoreAlign", dstAddr, offset.byte_offset, 512),
                         srcReg0, srcReg1);
}

}  // namespace ASCENDC_HOST_REG_MODE_NAMESPACE
}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_LOAD_STORE_H_
