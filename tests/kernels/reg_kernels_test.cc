// Every Reg-layer distribution, width and gather combination through the
// surface on every compiled target, against the scalar reference on a copy
// of the whole UB image: register bytes and every UB byte must match.
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "reference/reg_reference.h"
#include "support/per_target.h"
#include "support/reg_helpers.h"
#include "support/ub_helpers.h"

namespace {

namespace R = AscendC::Reg;
namespace ref = ascendc_host::reference;
using ascendc_host::testing::FillRandom;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::ImageOf;
using ascendc_host::testing::RandomMask;
using ascendc_host::testing::UbPtr;
using ascendc_host::testing::SameBytes;

constexpr uint32_t kRounds = 24;

class RegKernels : public ascendc_host::testing::PerTarget {};

// Addresses: aligned ones across UB, and the last one that still fits.
uint32_t PickAddress(std::mt19937_64& rng, uint32_t round, uint32_t bytes, uint32_t alignment) {
  const uint32_t ub = ascendc_host::runtime::CurrentCore().ub_bytes;
  if (round == 0) return 0;
  if (round == 1) return (ub - bytes) / alignment * alignment;
  return static_cast<uint32_t>(rng() % ((ub - bytes) / alignment)) * alignment;
}

template <typename T, R::LoadDist dist>
void CheckSingleLoad(std::mt19937_64& rng, uint32_t bytes, uint32_t alignment) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandom(core.ub, core.ub_bytes, rng);
    const uint32_t at = PickAddress(rng, round, bytes, alignment);
    R::RegTensor<T> reg;
    FillRandom(reg.reg[0], 256, rng);
    R::LoadAlign<T, dist>(reg, UbPtr<T>(at));
    uint8_t expected[256];
    ref::reg::Load(ref::Ub(core.ub, core.ub_bytes), static_cast<uint32_t>(dist), at, expected);
    ASSERT_TRUE(SameBytes(expected, reg.reg[0], 256)) << "dist " << int(dist) << " at " << at;
  }
}

TEST_P(RegKernels, SingleLoadsMatchReference) {
  std::mt19937_64 rng(1);
  CheckSingleLoad<uint8_t, R::LoadDist::DIST_NORM>(rng, 256, 32);
  CheckSingleLoad<half, R::LoadDist::DIST_NORM>(rng, 256, 32);
  CheckSingleLoad<float, R::LoadDist::DIST_NORM>(rng, 256, 32);
  CheckSingleLoad<int64_t, R::LoadDist::DIST_NORM>(rng, 256, 32);
  CheckSingleLoad<uint8_t, R::LoadDist::DIST_BRC_B8>(rng, 1, 1);
  CheckSingleLoad<uint16_t, R::LoadDist::DIST_BRC_B16>(rng, 2, 2);
  CheckSingleLoad<float, R::LoadDist::DIST_BRC_B32>(rng, 4, 4);
  CheckSingleLoad<int8_t, R::LoadDist::DIST_US_B8>(rng, 128, 32);
  CheckSingleLoad<bfloat16_t, R::LoadDist::DIST_US_B16>(rng, 128, 32);
  CheckSingleLoad<uint8_t, R::LoadDist::DIST_DS_B8>(rng, 512, 32);
  CheckSingleLoad<int16_t, R::LoadDist::DIST_DS_B16>(rng, 512, 32);
  CheckSingleLoad<uint16_t, R::LoadDist::DIST_UNPACK_B8>(rng, 128, 32);
  CheckSingleLoad<uint32_t, R::LoadDist::DIST_UNPACK_B16>(rng, 128, 32);
  CheckSingleLoad<uint32_t, R::LoadDist::DIST_UNPACK_B32>(rng, 128, 32);
  CheckSingleLoad<int32_t, R::LoadDist::DIST_UNPACK4_B8>(rng, 64, 32);
  CheckSingleLoad<float, R::LoadDist::DIST_BLK>(rng, 32, 32);
  CheckSingleLoad<half, R::LoadDist::DIST_E2B_B16>(rng, 16, 16);
  CheckSingleLoad<uint32_t, R::LoadDist::DIST_E2B_B32>(rng, 32, 32);
  // The distribution is defined on bytes, independent of T.
  CheckSingleLoad<uint8_t, R::LoadDist::DIST_UNPACK_B16>(rng, 128, 32);
  CheckSingleLoad<float, R::LoadDist::DIST_US_B8>(rng, 128, 32);
}

template <typename T, R::LoadDist dist>
void CheckDualLoad(std::mt19937_64& rng) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandom(core.ub, core.ub_bytes, rng);
    const uint32_t at = PickAddress(rng, round, 512, 32);
    R::RegTensor<T> r0, r1;
    R::LoadAlign<T, dist>(r0, r1, UbPtr<T>(at));
    uint8_t e0[256], e1[256];
    ref::reg::LoadDual(ref::Ub(core.ub, core.ub_bytes), static_cast<uint32_t>(dist), at, e0, e1);
    ASSERT_TRUE(SameBytes(e0, r0.reg[0], 256)) << int(dist);
    ASSERT_TRUE(SameBytes(e1, r1.reg[0], 256)) << int(dist);
  }
}

TEST_P(RegKernels, DualAndSplitLoadsMatchReference) {
  std::mt19937_64 rng(2);
  CheckDualLoad<uint8_t, R::LoadDist::DIST_DINTLV_B8>(rng);
  CheckDualLoad<half, R::LoadDist::DIST_DINTLV_B8>(rng);
  CheckDualLoad<uint16_t, R::LoadDist::DIST_DINTLV_B16>(rng);
  CheckDualLoad<float, R::LoadDist::DIST_DINTLV_B32>(rng);
  CheckDualLoad<uint64_t, R::LoadDist::DIST_DINTLV_B32>(rng);
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandom(core.ub, core.ub_bytes, rng);
    const uint32_t at = 64 + PickAddress(rng, round, 512 + 64, 32);  // room for the -8 post-update
    R::RegTensor<int64_t, R::RegTraitNumTwo> reg;
    int64_t* p = UbPtr<int64_t>(at);
    R::LoadAlign<int64_t, R::PostLiteral::POST_MODE_UPDATE>(reg, p, -8);
    EXPECT_EQ(p, UbPtr<int64_t>(at) - 8);
    uint8_t e0[256], e1[256];
    ref::reg::LoadB64Split(ref::Ub(core.ub, core.ub_bytes), at, e0, e1);
    ASSERT_TRUE(SameBytes(e0, reg.reg[0], 256));
    ASSERT_TRUE(SameBytes(e1, reg.reg[1], 256));
  }
}

// A store through the surface on the live UB and through the reference on a
// copy; the whole images must agree (inactive lanes and the rest untouched).
template <typename T, R::StoreDist dist>
void CheckSingleStore(std::mt19937_64& rng, uint32_t bytes, uint32_t alignment) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandom(core.ub, core.ub_bytes, rng);
    const uint32_t at = PickAddress(rng, round, bytes, alignment);
    R::RegTensor<T> reg;
    FillRandom(reg.reg[0], 256, rng);
    R::MaskReg mask = RandomMask(rng, round);
    std::vector<uint8_t> expected = ascendc_host::testing::Snapshot(core);
    ref::reg::Store(ref::Ub(expected.data(), core.ub_bytes), static_cast<uint32_t>(dist), sizeof(T), at, reg.reg[0],
                    ImageOf(mask));
    R::StoreAlign<T, dist>(UbPtr<T>(at), reg, mask);
    ASSERT_TRUE(SameBytes(expected, ascendc_host::testing::Snapshot(core))) << "dist " << int(dist) << " round " << round;
  }
}

TEST_P(RegKernels, SingleStoresMatchReference) {
  std::mt19937_64 rng(3);
  CheckSingleStore<uint8_t, R::StoreDist::DIST_NORM>(rng, 256, 32);
  CheckSingleStore<half, R::StoreDist::DIST_NORM>(rng, 256, 32);
  CheckSingleStore<float, R::StoreDist::DIST_NORM>(rng, 256, 32);
  CheckSingleStore<uint64_t, R::StoreDist::DIST_NORM>(rng, 256, 32);
  CheckSingleStore<float, R::StoreDist::DIST_NORM_B8>(rng, 256, 32);
  CheckSingleStore<uint8_t, R::StoreDist::DIST_NORM_B16>(rng, 256, 32);
  CheckSingleStore<int16_t, R::StoreDist::DIST_NORM_B32>(rng, 256, 32);
  CheckSingleStore<uint8_t, R::StoreDist::DIST_FIRST_ELEMENT_B8>(rng, 1, 1);
  CheckSingleStore<half, R::StoreDist::DIST_FIRST_ELEMENT_B16>(rng, 2, 2);
  CheckSingleStore<float, R::StoreDist::DIST_FIRST_ELEMENT_B32>(rng, 4, 4);
  CheckSingleStore<uint16_t, R::StoreDist::DIST_PACK_B16>(rng, 128, 32);
  CheckSingleStore<uint32_t, R::StoreDist::DIST_PACK_B32>(rng, 128, 32);
  CheckSingleStore<int64_t, R::StoreDist::DIST_PACK_B64>(rng, 128, 32);
  CheckSingleStore<uint32_t, R::StoreDist::DIST_PACK4_B32>(rng, 64, 32);
}

template <typename T, R::StoreDist dist>
void CheckDualStore(std::mt19937_64& rng) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandom(core.ub, core.ub_bytes, rng);
    const uint32_t at = PickAddress(rng, round, 512, 32);
    R::RegTensor<T> r0, r1;
    FillRandom(r0.reg[0], 256, rng);
    FillRandom(r1.reg[0], 256, rng);
    R::MaskReg mask = RandomMask(rng, round);  // ignored by INTLV
    std::vector<uint8_t> expected = ascendc_host::testing::Snapshot(core);
    ref::reg::StoreDual(ref::Ub(expected.data(), core.ub_bytes), static_cast<uint32_t>(dist), at, r0.reg[0], r1.reg[0]);
    R::StoreAlign<T, dist>(UbPtr<T>(at), r0, r1, mask);
    ASSERT_TRUE(SameBytes(expected, ascendc_host::testing::Snapshot(core))) << int(dist);
  }
}

// Release behaviour of a misaligned dual load or store: the access happens
// at the exact address, odd for b16/b32 lanes, and must stay defined on
// every target (Highway's emulated interleaving accessed memory through a
// misaligned T*; the sanitize stage aborts on that).
TEST_P(RegKernels, MisalignedDualLoadsAndStoresAreExactAndDefined) {
  std::mt19937_64 rng(5);
  ascendc_host::ScopedCheckedMode off(false);
  for (uint32_t at : {1u, 3u, 6u, 1001u}) {
    auto& core = FreshCore();
    FillRandom(core.ub, core.ub_bytes, rng);
    R::RegTensor<uint16_t> a0, a1;
    R::LoadAlign<uint16_t, R::LoadDist::DIST_DINTLV_B16>(a0, a1, UbPtr<uint16_t>(at));
    R::RegTensor<uint32_t> b0, b1;
    R::LoadAlign<uint32_t, R::LoadDist::DIST_DINTLV_B32>(b0, b1, UbPtr<uint32_t>(at + 2048));
    uint8_t e0[256], e1[256];
    ref::reg::LoadDual(ref::Ub(core.ub, core.ub_bytes), static_cast<uint32_t>(R::LoadDist::DIST_DINTLV_B16), at, e0, e1);
    ASSERT_TRUE(SameBytes(e0, a0.reg[0], 256));
    ASSERT_TRUE(SameBytes(e1, a1.reg[0], 256));
    ref::reg::LoadDual(ref::Ub(core.ub, core.ub_bytes), static_cast<uint32_t>(R::LoadDist::DIST_DINTLV_B32), at + 2048,
                       e0, e1);
    ASSERT_TRUE(SameBytes(e0, b0.reg[0], 256));
    ASSERT_TRUE(SameBytes(e1, b1.reg[0], 256));
    std::vector<uint8_t> expected = ascendc_host::testing::Snapshot(core);
    ref::reg::StoreDual(ref::Ub(expected.data(), core.ub_bytes), static_cast<uint32_t>(R::StoreDist::DIST_INTLV_B16),
                        at + 4096, a0.reg[0], a1.reg[0]);
    R::MaskReg mask = R::CreateMask<uint16_t>();
    R::StoreAlign<uint16_t, R::StoreDist::DIST_INTLV_B16>(UbPtr<uint16_t>(at + 4096), a0, a1, mask);
    ASSERT_TRUE(SameBytes(expected, ascendc_host::testing::Snapshot(core))) << "at " << at;
    R::RegTensor<uint16_t> down;
    R::LoadAlign<uint16_t, R::LoadDist::DIST_DS_B16>(down, UbPtr<uint16_t>(at + 8192));
    uint8_t e2[256];
    ref::reg::Load(ref::Ub(core.ub, core.ub_bytes), static_cast<uint32_t>(R::LoadDist::DIST_DS_B16), at + 8192, e2);
    ASSERT_TRUE(SameBytes(e2, down.reg[0], 256));
  }
}

TEST_P(RegKernels, DualAndSplitStoresMatchReference) {
  std::mt19937_64 rng(4);
  CheckDualStore<uint8_t, R::StoreDist::DIST_INTLV_B8>(rng);
  CheckDualStore<uint16_t, R::StoreDist::DIST_INTLV_B16>(rng);
  CheckDualStore<float, R::StoreDist::DIST_INTLV_B32>(rng);
  CheckDualStore<half, R::StoreDist::DIST_INTLV_B8>(rng);
  ascendc_host::ScopedCheckedMode off(false);  // stride < 32 is a WARN, reproduced in release
  for (int32_t stride : {64, 32, 16, 4, 0, -32, 40}) {
    for (uint32_t round = 0; round < 8; ++round) {
      auto& core = FreshCore();
      FillRandom(core.ub, core.ub_bytes, rng);
      const uint32_t at = 1024 + 32 * static_cast<uint32_t>(rng() % 64);
      R::RegTensor<uint64_t, R::RegTraitNumTwo> reg;
      FillRandom(reg.reg[0], 256, rng);
      FillRandom(reg.reg[1], 256, rng);
      R::MaskReg mask = RandomMask(rng, round);
      std::vector<uint8_t> expected = ascendc_host::testing::Snapshot(core);
      const ref::Ub image(expected.data(), core.ub_bytes);
      const uint64_t next = ref::reg::StoreB64SplitPostUpdate(image, at, stride, reg.reg[0], reg.reg[1], ImageOf(mask));
      uint64_t* p = UbPtr<uint64_t>(at);
      R::StoreAlign<uint64_t, R::PostLiteral::POST_MODE_UPDATE>(p, reg, stride, mask);
      ASSERT_TRUE(SameBytes(expected, ascendc_host::testing::Snapshot(core))) << "stride " << stride;
      ASSERT_EQ(p, UbPtr<uint64_t>(static_cast<uint32_t>(next)));
      // The plain store: the two halves back to back.
      expected = ascendc_host::testing::Snapshot(core);
      ref::reg::StoreB64Split(ref::Ub(expected.data(), core.ub_bytes), at, at + 256, reg.reg[0], reg.reg[1], ImageOf(mask));
      R::StoreAlign(UbPtr<uint64_t>(at), reg, mask);
      ASSERT_TRUE(SameBytes(expected, ascendc_host::testing::Snapshot(core)));
    }
  }
}

// Every UB gather combination of SPEC 1.4 (and same-width variants).
template <typename D, typename S, typename I, const R::RegTrait& dst_trait = R::RegTraitNumOne,
          const R::RegTrait& index_trait = R::RegTraitNumOne>
void CheckGather(std::mt19937_64& rng) {
  using Dst = R::RegTensor<D, dst_trait>;
  using Index = R::RegTensor<I, index_trait>;
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandom(core.ub, core.ub_bytes, rng);
    const uint32_t base = static_cast<uint32_t>(rng() % 4096) / sizeof(S) * sizeof(S);
    // Indices address the whole rest of UB (b16 indices: at most 65535).
    uint64_t limit = (core.ub_bytes - base) / sizeof(S);
    if (sizeof(I) == 2 && limit > 65536) limit = 65536;
    R::MaskReg mask = RandomMask(rng, round);
    Index index;
    for (uint32_t k = 0; k < Index::kElements; ++k) {
      uint64_t v = rng() % limit;
      if (round == 1 && k % 5 == 0) v = limit - 1;  // the last admissible element
      index.SetElement(k, static_cast<I>(v));
    }
    // Inactive lanes may hold indices far outside UB: they must not be read.
    const uint32_t dst_lanes = Dst::kElements;
    const uint32_t step = sizeof(S) == 8 ? (dst_trait.REG_NUM == 2 ? 4 : 8) : sizeof(D);
    for (uint32_t k = 0; k < dst_lanes && k < Index::kElements; ++k)
      if (!mask.Bit(k * step)) index.SetElement(k, static_cast<I>(sizeof(I) == 2 ? 0xFFFF : 0x7FFFFFFF));
    Dst dst;
    FillRandom(dst.reg[0], 256, rng);
    const std::vector<uint8_t> before = ascendc_host::testing::Snapshot(core);
    R::Gather(dst, UbPtr<S>(base), index, mask);
    uint8_t e0[256] = {}, e1[256] = {};
    ref::reg::Gather(ref::Ub(core.ub, core.ub_bytes), sizeof(D), dst_trait.REG_NUM, sizeof(S), base, sizeof(I),
                     index_trait.REG_NUM, index.reg[0], index_trait.REG_NUM == 2 ? index.reg[index_trait.REG_NUM - 1] : nullptr,
                     ImageOf(mask), e0, e1);
    ASSERT_TRUE(SameBytes(e0, dst.reg[0], 256)) << "round " << round;
    if (dst_trait.REG_NUM == 2) {
      ASSERT_TRUE(SameBytes(e1, dst.reg[dst_trait.REG_NUM - 1], 256));
    }
    ASSERT_TRUE(SameBytes(before, ascendc_host::testing::Snapshot(core)));
  }
}

TEST_P(RegKernels, UbGathersMatchReference) {
  std::mt19937_64 rng(5);
  CheckGather<int16_t, int8_t, uint16_t>(rng);
  CheckGather<uint16_t, uint8_t, uint16_t>(rng);
  CheckGather<int16_t, int16_t, uint16_t>(rng);
  CheckGather<uint16_t, uint16_t, uint16_t>(rng);
  CheckGather<half, half, uint16_t>(rng);
  CheckGather<bfloat16_t, bfloat16_t, uint16_t>(rng);
  CheckGather<int32_t, int32_t, uint32_t>(rng);
  CheckGather<uint32_t, uint32_t, uint32_t>(rng);
  CheckGather<float, float, uint32_t>(rng);
  CheckGather<uint64_t, uint64_t, uint32_t>(rng);
  CheckGather<int64_t, int64_t, uint32_t, R::RegTraitNumTwo>(rng);
  CheckGather<uint64_t, uint64_t, uint64_t>(rng);
  CheckGather<int64_t, int64_t, uint64_t, R::RegTraitNumOne, R::RegTraitNumTwo>(rng);
  CheckGather<uint64_t, uint64_t, uint64_t, R::RegTraitNumTwo, R::RegTraitNumTwo>(rng);
}

template <typename T>
void CheckPermute(std::mt19937_64& rng) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    R::RegTensor<T> src, dst;
    R::RegTensor<std::make_unsigned_t<T>> index;
    FillRandom(src.reg[0], 256, rng);
    FillRandom(index.reg[0], 256, rng);  // any value: reduced modulo the lane count
    uint8_t expected[256];
    ref::reg::Permute(sizeof(T), src.reg[0], index.reg[0], expected);
    R::Gather(dst, src, index);
    ASSERT_TRUE(SameBytes(expected, dst.reg[0], 256));
    R::Gather(src, src, index);  // in place
    ASSERT_TRUE(SameBytes(expected, src.reg[0], 256));
  }
}

TEST_P(RegKernels, PermutationsMatchReference) {
  std::mt19937_64 rng(6);
  CheckPermute<uint8_t>(rng);
  CheckPermute<int8_t>(rng);
  CheckPermute<uint16_t>(rng);
  CheckPermute<int16_t>(rng);
  CheckPermute<uint32_t>(rng);
  CheckPermute<int32_t>(rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(RegKernels);

}  // namespace
