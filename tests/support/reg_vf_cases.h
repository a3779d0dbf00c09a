// Vector functions over the Reg data-movement operations, shared by two
// translation units compiled in different modes (SPEC 14.13):
//   tests/kernels/reg_fast_path_test.cc  inline operations, VF copies per
//                                        instruction set (multiversioned)
//   tests/kernels/reg_kernel_calls.cc    one kernel call per operation
//                                        (ASCENDC_HOST_REG_MOVES_INLINE=0)
// Everything here has internal linkage, so each unit keeps its own copy.
// Every case reads its operands (data, indices, predicates) from UB and
// stores every result register to UB, so the whole UB image shows a case's
// outcome.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_REG_VF_CASES_H_
#define ASCENDC_HOST_TESTS_SUPPORT_REG_VF_CASES_H_

#include <cstdint>
#include <cstring>

#include "kernel_operator.h"

namespace {
namespace reg_vf_cases {

namespace R = AscendC::Reg;

// UB layout of every case (bytes): inputs below kOut, results from kOut.
constexpr uint32_t kData = 0;             // source data, 64 KiB
constexpr uint32_t kIndex = 64 * 1024;    // indices, 32 KiB
constexpr uint32_t kMasks = 96 * 1024;    // predicates, 32 bytes each, 8 KiB
constexpr uint32_t kOut = 112 * 1024;     // results, up to 128 KiB
constexpr uint32_t kRegs = 64;            // registers a case moves

template <typename T>
__ubuf__ T* At(__ubuf__ uint8_t* ub, uint32_t byte) {
  return reinterpret_cast<__ubuf__ T*>(ub + byte);
}

// Predicate i of the table in UB.
__simd_callee__ inline R::MaskReg MaskAt(__ubuf__ uint8_t* ub, uint32_t i) {
  R::MaskReg mask;
  R::LoadAlign<uint8_t, R::MaskDist::DIST_NORM>(mask, ub + kMasks + 32 * (i % 256));
  return mask;
}

// ------------------------------------------------------------- the cases
// LoadAlign + StoreAlign NORM with UpdateMask over `count` elements (the
// last register partial), plain, post-update and AddrReg forms.
template <typename T>
__simd_vf__ inline void CopyNorm(__ubuf__ uint8_t* ub, uint32_t count) {
  R::RegTensor<T> reg;
  constexpr uint32_t kLanes = 256 / sizeof(T);
  const uint16_t repeats = static_cast<uint16_t>((count + kLanes - 1) / kLanes);
  uint32_t left = count;
  for (uint16_t i = 0; i < repeats; ++i) {
    R::MaskReg mask = R::UpdateMask<T>(left);
    R::LoadAlign(reg, At<T>(ub, kData) + i * kLanes);
    R::StoreAlign(At<T>(ub, kOut) + i * kLanes, reg, mask);
  }
  __ubuf__ T* src = At<T>(ub, kData);
  __ubuf__ T* dst = At<T>(ub, kOut + 32 * 1024);
  left = count;
  for (uint16_t i = 0; i < repeats; ++i) {
    R::MaskReg mask = R::UpdateMask<T>(left);
    R::LoadAlign<T, R::PostLiteral::POST_MODE_UPDATE>(reg, src, kLanes);
    R::StoreAlign<T, R::PostLiteral::POST_MODE_UPDATE>(dst, reg, kLanes, mask);
  }
  const R::MaskReg all = R::CreateMask<T>();
  for (uint16_t i = 0; i < repeats; ++i) {
    const R::AddrReg offset = R::CreateAddrReg<T>(i, kLanes);
    R::LoadAlign(reg, At<T>(ub, kData + 256), offset);
    R::StoreAlign(At<T>(ub, kOut + 64 * 1024), reg, offset, const_cast<R::MaskReg&>(all));
  }
}

// One load distribution into every register, stored whole.
template <typename T, R::LoadDist dist>
__simd_vf__ inline void LoadDist(__ubuf__ uint8_t* ub, uint32_t step) {
  R::RegTensor<T> reg;
  R::MaskReg all = R::CreateMask<uint8_t>();
  for (uint32_t i = 0; i < kRegs; ++i) {
    R::LoadAlign<T, dist>(reg, At<T>(ub, kData + i * step));
    R::StoreAlign<uint8_t>(At<uint8_t>(ub, kOut + 256 * i), reinterpret_cast<R::RegTensor<uint8_t>&>(reg), all);
  }
}

// Dual loads and interleaving stores.
template <typename T, R::LoadDist load, R::StoreDist store>
__simd_vf__ inline void Dual(__ubuf__ uint8_t* ub) {
  R::RegTensor<T> a, b;
  R::MaskReg all = R::CreateMask<T>();
  for (uint32_t i = 0; i < kRegs / 2; ++i) {
    R::LoadAlign<T, load>(a, b, At<T>(ub, kData + 512 * i));
    R::StoreAlign<T>(At<T>(ub, kOut + 1024 * i), a, all);
    R::StoreAlign<T>(At<T>(ub, kOut + 1024 * i + 256), b, all);
    R::StoreAlign<T, store>(At<T>(ub, kOut + 1024 * i + 512), b, a, all);
  }
}

// One store distribution under the predicates of the table.
template <typename T, R::StoreDist dist>
__simd_vf__ inline void StoreDist(__ubuf__ uint8_t* ub, uint32_t step) {
  R::RegTensor<T> reg;
  for (uint32_t i = 0; i < kRegs; ++i) {
    R::MaskReg mask = MaskAt(ub, i);
    R::LoadAlign(reg, At<T>(ub, kData + 256 * i));
    R::StoreAlign<T, dist>(At<T>(ub, kOut + step * i), reg, mask);
  }
}

// UB gather by the index table under the predicates of the table; indices
// are reduced into the source's 64 KiB (b64: 32 KiB of words) by the host.
template <typename D, typename S, typename I>
__simd_vf__ inline void GatherCase(__ubuf__ uint8_t* ub) {
  R::RegTensor<I> index;
  R::RegTensor<D> dst;
  for (uint32_t i = 0; i < kRegs; ++i) {
    R::MaskReg mask = MaskAt(ub, i + 7);
    R::LoadAlign(index, At<I>(ub, kIndex + 256 * (i % 128)));
    R::Gather(dst, At<S>(ub, kData), index, mask);
    R::MaskReg all = R::CreateMask<uint8_t>();
    R::StoreAlign<uint8_t>(At<uint8_t>(ub, kOut + 256 * i), reinterpret_cast<R::RegTensor<uint8_t>&>(dst), all);
  }
}

// Floating-point arithmetic in a VF body: a * b + c per lane must not be
// contracted into a fused multiply-add in any copy (SPEC 14.13).
__simd_vf__ inline void MultiplyAdd(__ubuf__ uint8_t* ub) {
  R::RegTensor<float> a, b;
  R::MaskReg all = R::CreateMask<float>();
  for (uint32_t i = 0; i < kRegs; ++i) {
    R::LoadAlign(a, At<float>(ub, kData + 512 * i));
    R::LoadAlign(b, At<float>(ub, kData + 512 * i + 256));
    for (uint32_t k = 0; k < 64; ++k) {
      const float x = a.GetElement(k), y = b.GetElement(k);
      a.SetElement(k, x * y + y);
    }
    R::StoreAlign(At<float>(ub, kOut + 256 * i), a, all);
  }
}

// ------------------------------------------------------------- the table
enum class Case : uint32_t {
  kCopyB8, kCopyB16, kCopyB32, kCopyB64,
  kLoadBrcB8, kLoadBrcB16, kLoadBrcB32, kLoadUsB8, kLoadUsB16, kLoadDsB8, kLoadDsB16,
  kLoadUnpackB8, kLoadUnpackB16, kLoadUnpackB32, kLoadUnpack4B8, kLoadBlk, kLoadE2bB16, kLoadE2bB32,
  kDualB8, kDualB16, kDualB32,
  kStoreB8, kStoreB16, kStoreB32, kStoreB64, kStoreNormB16, kStoreFirstB32,
  kStorePackB16, kStorePackB32, kStorePackB64, kStorePack4B32,
  kGatherB8, kGatherB16, kGatherB32, kGatherB64,
  kMultiplyAdd,
  kCount
};

inline const char* CaseName(Case c) {
  static const char* const kNames[] = {
      "CopyB8", "CopyB16", "CopyB32", "CopyB64",
      "LoadBrcB8", "LoadBrcB16", "LoadBrcB32", "LoadUsB8", "LoadUsB16", "LoadDsB8", "LoadDsB16",
      "LoadUnpackB8", "LoadUnpackB16", "LoadUnpackB32", "LoadUnpack4B8", "LoadBlk", "LoadE2bB16", "LoadE2bB32",
      "DualB8", "DualB16", "DualB32",
      "StoreB8", "StoreB16", "StoreB32", "StoreB64", "StoreNormB16", "StoreFirstB32",
      "StorePackB16", "StorePackB32", "StorePackB64", "StorePack4B32",
      "GatherB8", "GatherB16", "GatherB32", "GatherB64",
      "MultiplyAdd"};
  return kNames[static_cast<uint32_t>(c)];
}

// Runs one case on the current core's UB; through asc_vf_call (the copy of
// the active level when multiversioned) or as a plain call.
template <auto F, typename... A>
void Launch(bool vf_call, A... args) {
  if (vf_call) asc_vf_call<F>(args...);
  else F(args...);
}

inline void RunCase(Case c, bool vf_call, uint32_t count) {
  __ubuf__ uint8_t* ub = ascendc_host::runtime::CurrentCore().ub;
  using LD = R::LoadDist;
  using SD = R::StoreDist;
  switch (c) {
    case Case::kCopyB8: return Launch<CopyNorm<uint8_t>>(vf_call, ub, count);
    case Case::kCopyB16: return Launch<CopyNorm<half>>(vf_call, ub, count);
    case Case::kCopyB32: return Launch<CopyNorm<float>>(vf_call, ub, count);
    case Case::kCopyB64: return Launch<CopyNorm<int64_t>>(vf_call, ub, count);
    case Case::kLoadBrcB8: return Launch<LoadDist<uint8_t, LD::DIST_BRC_B8>>(vf_call, ub, 33u);
    case Case::kLoadBrcB16: return Launch<LoadDist<uint16_t, LD::DIST_BRC_B16>>(vf_call, ub, 34u);
    case Case::kLoadBrcB32: return Launch<LoadDist<float, LD::DIST_BRC_B32>>(vf_call, ub, 36u);
    case Case::kLoadUsB8: return Launch<LoadDist<int8_t, LD::DIST_US_B8>>(vf_call, ub, 160u);
    case Case::kLoadUsB16: return Launch<LoadDist<half, LD::DIST_US_B16>>(vf_call, ub, 160u);
    case Case::kLoadDsB8: return Launch<LoadDist<uint8_t, LD::DIST_DS_B8>>(vf_call, ub, 512u);
    case Case::kLoadDsB16: return Launch<LoadDist<int16_t, LD::DIST_DS_B16>>(vf_call, ub, 544u);
    case Case::kLoadUnpackB8: return Launch<LoadDist<uint16_t, LD::DIST_UNPACK_B8>>(vf_call, ub, 128u);
    case Case::kLoadUnpackB16: return Launch<LoadDist<uint32_t, LD::DIST_UNPACK_B16>>(vf_call, ub, 160u);
    case Case::kLoadUnpackB32: return Launch<LoadDist<uint32_t, LD::DIST_UNPACK_B32>>(vf_call, ub, 96u);
    case Case::kLoadUnpack4B8: return Launch<LoadDist<int32_t, LD::DIST_UNPACK4_B8>>(vf_call, ub, 64u);
    case Case::kLoadBlk: return Launch<LoadDist<float, LD::DIST_BLK>>(vf_call, ub, 32u);
    case Case::kLoadE2bB16: return Launch<LoadDist<half, LD::DIST_E2B_B16>>(vf_call, ub, 48u);
    case Case::kLoadE2bB32: return Launch<LoadDist<uint32_t, LD::DIST_E2B_B32>>(vf_call, ub, 32u);
    case Case::kDualB8: return Launch<Dual<uint8_t, LD::DIST_DINTLV_B8, SD::DIST_INTLV_B8>>(vf_call, ub);
    case Case::kDualB16: return Launch<Dual<half, LD::DIST_DINTLV_B16, SD::DIST_INTLV_B16>>(vf_call, ub);
    case Case::kDualB32: return Launch<Dual<float, LD::DIST_DINTLV_B32, SD::DIST_INTLV_B32>>(vf_call, ub);
    case Case::kStoreB8: return Launch<StoreDist<uint8_t, SD::DIST_NORM>>(vf_call, ub, 256u);
    case Case::kStoreB16: return Launch<StoreDist<half, SD::DIST_NORM>>(vf_call, ub, 288u);
    case Case::kStoreB32: return Launch<StoreDist<int32_t, SD::DIST_NORM>>(vf_call, ub, 256u);
    case Case::kStoreB64: return Launch<StoreDist<uint64_t, SD::DIST_NORM>>(vf_call, ub, 320u);
    case Case::kStoreNormB16: return Launch<StoreDist<uint8_t, SD::DIST_NORM_B16>>(vf_call, ub, 256u);
    case Case::kStoreFirstB32: return Launch<StoreDist<float, SD::DIST_FIRST_ELEMENT_B32>>(vf_call, ub, 36u);
    case Case::kStorePackB16: return Launch<StoreDist<uint16_t, SD::DIST_PACK_B16>>(vf_call, ub, 160u);
    case Case::kStorePackB32: return Launch<StoreDist<uint32_t, SD::DIST_PACK_B32>>(vf_call, ub, 128u);
    case Case::kStorePackB64: return Launch<StoreDist<uint64_t, SD::DIST_PACK_B64>>(vf_call, ub, 192u);
    case Case::kStorePack4B32: return Launch<StoreDist<int32_t, SD::DIST_PACK4_B32>>(vf_call, ub, 64u);
    case Case::kGatherB8: return Launch<GatherCase<uint16_t, uint8_t, uint16_t>>(vf_call, ub);
    case Case::kGatherB16: return Launch<GatherCase<half, half, uint16_t>>(vf_call, ub);
    case Case::kGatherB32: return Launch<GatherCase<float, float, uint32_t>>(vf_call, ub);
    case Case::kGatherB64: return Launch<GatherCase<int64_t, int64_t, uint32_t>>(vf_call, ub);
    case Case::kMultiplyAdd: return Launch<MultiplyAdd>(vf_call, ub);
    case Case::kCount: break;
  }
}

}  // namespace reg_vf_cases
}  // namespace

#endif  // ASCENDC_HOST_TESTS_SUPPORT_REG_VF_CASES_H_
