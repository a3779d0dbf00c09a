// The Reg-level moves of SPEC 13.7-13.9 (MaskReg LoadAlign/StoreAlign,
// DATA_BLOCK_COPY LoadAlign/StoreAlign, Scatter, GatherB) through the
// surface on every compiled target, against the reference on a copy of the
// whole UB image: registers, predicates and every UB byte must match. Also
// the dual and down-sampling moves at addresses off their element (release
// mode), which Highway's EMU128 target must not reach through misaligned
// element pointers (run under the sanitizer stage).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <numeric>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "reference/reg_data_move.h"
#include "reference/reg_reference.h"
#include "support/per_target.h"
#include "support/reg_helpers.h"
#include "support/ub_helpers.h"

namespace {

namespace R = AscendC::Reg;
namespace ref = ascendc_host::reference;
using ascendc_host::testing::FillRandomWords;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::ImageOf;
using ascendc_host::testing::Pick;
using ascendc_host::testing::RandomMask;
using ascendc_host::testing::UbPtr;
using ascendc_host::testing::SameBytes;
using ascendc_host::testing::Snapshot;

constexpr uint32_t kRounds = 40;

class RegDataMove : public ascendc_host::testing::ReleaseModePerTarget {};

// --------------------------------------------------------- MaskReg moves
template <typename T, R::MaskDist dist>
void CheckMaskLoads(std::mt19937_64& rng, uint32_t alignment) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    const uint32_t at = 128 + alignment * Pick(rng, (core.ub_bytes - 512) / alignment);
    R::MaskReg mask;
    const ref::MaskImage expected = ref::reg::LoadMask(ref::Ub(core.ub, core.ub_bytes), static_cast<uint32_t>(dist), at);
    switch (round % 3) {
      case 0: R::LoadAlign<T, dist>(mask, UbPtr<T>(at)); break;
      case 1: {
        T* p = UbPtr<T>(at);
        const int32_t step = static_cast<int32_t>(alignment) * (static_cast<int32_t>(Pick(rng, 5)) - 2);
        R::LoadAlign<T, R::PostLiteral::POST_MODE_UPDATE, dist>(mask, p, step);
        ASSERT_EQ(reinterpret_cast<uint8_t*>(p), core.ub + at + step);
        break;
      }
      default: {
        const uint32_t i = Pick(rng, 4);
        const uint32_t elements = alignment / sizeof(T) ? alignment / sizeof(T) : 1;
        const R::AddrReg offset = R::CreateAddrReg<T>(i, elements);
        R::LoadAlign<T, dist>(mask, UbPtr<T>(at - i * elements * sizeof(T)), offset);
        break;
      }
    }
    ASSERT_EQ(std::memcmp(expected.words, mask.words, 32), 0) << "dist " << int(dist) << " round " << round;
  }
}

template <typename T, R::MaskDist dist>
void CheckMaskStores(std::mt19937_64& rng, uint32_t alignment) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    const uint32_t at = 128 + alignment * Pick(rng, (core.ub_bytes - 512) / alignment);
    R::MaskReg mask = RandomMask(rng, round);
    std::vector<uint8_t> expected = Snapshot(core);
    ref::reg::StoreMask(ref::Ub(expected.data(), core.ub_bytes), static_cast<uint32_t>(dist), at, ImageOf(mask));
    switch (round % 3) {
      case 0: R::StoreAlign<T, dist>(UbPtr<T>(at), mask); break;
      case 1: {
        T* p = UbPtr<T>(at);
        R::StoreAlign<T, R::PostLiteral::POST_MODE_UPDATE, dist>(p, mask, static_cast<int32_t>(alignment));
        ASSERT_EQ(reinterpret_cast<uint8_t*>(p), core.ub + at + alignment);
        break;
      }
      default: R::StoreAlign<T, dist>(UbPtr<T>(at - 64), mask, R::CreateAddrReg<T>(1, 64 / sizeof(T))); break;
    }
    ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << "dist " << int(dist) << " round " << round;
  }
}

TEST_P(RegDataMove, MaskRegLoadsAndStoresMatchReference) {
  std::mt19937_64 rng(21);
  CheckMaskLoads<uint8_t, R::MaskDist::DIST_NORM>(rng, 32);
  CheckMaskLoads<uint16_t, R::MaskDist::DIST_US>(rng, 16);
  CheckMaskLoads<float, R::MaskDist::DIST_DS>(rng, 32);
  CheckMaskLoads<int64_t, R::MaskDist::DIST_NORM>(rng, 32);
  CheckMaskLoads<half, R::MaskDist::DIST_DS>(rng, 32);
  CheckMaskStores<uint8_t, R::MaskDist::DIST_NORM>(rng, 32);
  CheckMaskStores<uint32_t, R::MaskDist::DIST_PACK>(rng, 16);
  CheckMaskStores<uint64_t, R::MaskDist::DIST_NORM>(rng, 32);
  CheckMaskStores<half, R::MaskDist::DIST_PACK>(rng, 16);
}

// ----------------------------------------------------------- DataBlock moves
template <typename T>
void CheckBlockMoves(std::mt19937_64& rng) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    const uint32_t stride = round % 7 == 0 ? 0 : Pick(rng, 40);
    const uint32_t repeat = Pick(rng, 30);
    const uint32_t at = 32 * Pick(rng, 3000);
    R::MaskReg mask = RandomMask(rng, round);
    R::RegTensor<T> reg;
    FillRandomWords(reg.reg[0], 256, rng);
    if (round % 2 == 0) {
      uint8_t expected[256];
      const uint32_t from = round % 4 == 0 ? at + 32 * repeat : at;  // POST_MODE_NORMAL reads at + repeatStride
      ref::reg::LoadBlocks(ref::Ub(core.ub, core.ub_bytes), sizeof(T), from, stride, ImageOf(mask), expected);
      T* p = UbPtr<T>(at);
      if (round % 4 == 0) {
        R::LoadAlign<T, R::DataCopyMode::DATA_BLOCK_COPY, R::PostLiteral::POST_MODE_NORMAL>(reg, p, stride, repeat, mask);
        ASSERT_EQ(p, UbPtr<T>(at));
      } else if (round % 8 == 2) {
        R::LoadAlign<T, R::DataCopyMode::DATA_BLOCK_COPY, R::PostLiteral::POST_MODE_UPDATE>(reg, p, stride, repeat, mask);
        ASSERT_EQ(p, UbPtr<T>(at + 32 * repeat));
      } else {
        R::LoadAlign<T, R::DataCopyMode::DATA_BLOCK_COPY>(reg, p, stride, mask);
      }
      ASSERT_TRUE(SameBytes(expected, reg.reg[0], 256)) << "round " << round;
    } else {
      std::vector<uint8_t> expected = Snapshot(core);
      const uint32_t to = round % 4 == 1 ? at + 32 * repeat : at;
      ref::reg::StoreBlocks(ref::Ub(expected.data(), core.ub_bytes), sizeof(T), to, stride, reg.reg[0], ImageOf(mask));
      T* p = UbPtr<T>(at);
      if (round % 4 == 1) {
        R::StoreAlign<T, R::DataCopyMode::DATA_BLOCK_COPY, R::PostLiteral::POST_MODE_NORMAL>(p, reg, stride, repeat, mask);
      } else if (round % 8 == 3) {
        R::StoreAlign<T, R::DataCopyMode::DATA_BLOCK_COPY, R::PostLiteral::POST_MODE_UPDATE>(p, reg, stride, repeat, mask);
        ASSERT_EQ(p, UbPtr<T>(at + 32 * repeat));
      } else {
        R::StoreAlign<T, R::DataCopyMode::DATA_BLOCK_COPY>(p, reg, stride, mask);
      }
      ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << "round " << round;
    }
  }
}

TEST_P(RegDataMove, DataBlockLoadsAndStoresMatchReference) {
  std::mt19937_64 rng(22);
  CheckBlockMoves<uint8_t>(rng);
  CheckBlockMoves<int8_t>(rng);
  CheckBlockMoves<half>(rng);
  CheckBlockMoves<uint16_t>(rng);
  CheckBlockMoves<float>(rng);
  CheckBlockMoves<int32_t>(rng);
}

// ------------------------------------------------------------------ Scatter
template <typename E, typename I, const R::RegTrait& src_trait = R::RegTraitNumOne,
          const R::RegTrait& index_trait = R::RegTraitNumOne>
void CheckScatter(std::mt19937_64& rng) {
  using Src = R::RegTensor<E, src_trait>;
  using Index = R::RegTensor<I, index_trait>;
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    const uint32_t base = 32 * Pick(rng, 128);
    // Distinct indices over the rest of UB (u16: at most 65536 elements);
    // some rounds repeat indices (the later lane stays).
    uint64_t limit = (core.ub_bytes - base) / sizeof(E);
    if (sizeof(I) == 2 && limit > 65536) limit = 65536;
    std::vector<uint32_t> pool(Index::kElements);
    for (auto& v : pool) v = static_cast<uint32_t>(rng() % limit);
    if (round % 5 == 3)
      for (size_t i = 1; i < pool.size(); i += 3) pool[i] = pool[i - 1];
    Index index;
    for (uint32_t k = 0; k < Index::kElements; ++k) index.SetElement(k, static_cast<I>(pool[k]));
    Src src;
    for (int r = 0; r < src_trait.REG_NUM; ++r) FillRandomWords(src.reg[r], 256, rng);
    R::MaskReg mask = RandomMask(rng, round);
    std::vector<uint8_t> expected = Snapshot(core);
    ref::reg::Scatter(ref::Ub(expected.data(), core.ub_bytes), sizeof(E), src_trait.REG_NUM, base, sizeof(I),
                      index_trait.REG_NUM, src.reg[0], src.reg[src_trait.REG_NUM - 1], index.reg[0],
                      index.reg[index_trait.REG_NUM - 1], ImageOf(mask));
    R::Scatter(UbPtr<E>(base), src, index, mask);
    ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << "round " << round << " sizeof " << sizeof(E);
  }
}

TEST_P(RegDataMove, ScatterMatchesReference) {
  std::mt19937_64 rng(23);
  CheckScatter<int8_t, uint16_t>(rng);
  CheckScatter<uint8_t, uint16_t>(rng);
  CheckScatter<int16_t, uint16_t>(rng);
  CheckScatter<uint16_t, uint16_t>(rng);
  CheckScatter<half, uint16_t>(rng);
  CheckScatter<bfloat16_t, uint16_t>(rng);
  CheckScatter<int32_t, uint32_t>(rng);
  CheckScatter<uint32_t, uint32_t>(rng);
  CheckScatter<float, uint32_t>(rng);
  CheckScatter<int64_t, uint32_t>(rng);
  CheckScatter<int64_t, uint32_t, R::RegTraitNumTwo>(rng);
  CheckScatter<int64_t, uint64_t>(rng);
  CheckScatter<int64_t, uint64_t, R::RegTraitNumOne, R::RegTraitNumTwo>(rng);
  CheckScatter<int64_t, uint64_t, R::RegTraitNumTwo, R::RegTraitNumTwo>(rng);
  CheckScatter<uint64_t, uint32_t>(rng);
  CheckScatter<uint64_t, uint32_t, R::RegTraitNumTwo>(rng);
  CheckScatter<uint64_t, uint64_t>(rng);
  CheckScatter<uint64_t, uint64_t, R::RegTraitNumOne, R::RegTraitNumTwo>(rng);
  CheckScatter<uint64_t, uint64_t, R::RegTraitNumTwo, R::RegTraitNumTwo>(rng);
}

// ------------------------------------------------------------------ GatherB
template <typename T>
void CheckGatherB(std::mt19937_64& rng) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    const uint32_t base = 32 * Pick(rng, 1024);
    R::RegTensor<uint32_t> index;
    FillRandomWords(index.reg[0], 256, rng);  // lanes 8.. are not used
    R::MaskReg mask = RandomMask(rng, round);
    for (uint32_t j = 0; j < 8; ++j) {
      uint32_t o = 32 * Pick(rng, (core.ub_bytes - base) / 32);
      if (!R::detail::BlockHasActiveLane(mask, sizeof(T), j) && round % 3 == 0) o = 0xFFFFFFE0u;  // never read
      index.SetElement(j, o);
    }
    R::RegTensor<T> dst;
    FillRandomWords(dst.reg[0], 256, rng);
    uint8_t expected[256];
    ref::reg::GatherB(ref::Ub(core.ub, core.ub_bytes), sizeof(T), base, index.reg[0], ImageOf(mask), expected);
    R::GatherB(dst, UbPtr<T>(base), index, mask);
    ASSERT_TRUE(SameBytes(expected, dst.reg[0], 256)) << "round " << round;
  }
}

TEST_P(RegDataMove, GatherBMatchesReference) {
  std::mt19937_64 rng(24);
  CheckGatherB<uint8_t>(rng);
  CheckGatherB<half>(rng);
  CheckGatherB<float>(rng);
  CheckGatherB<int64_t>(rng);
}

// ---------------------------------- moves at addresses off their element
// Release mode lets a dual or down-sampling LoadAlign/StoreAlign run at any
// address; the element-granular de-/interleaves then start off the element
// (regression: Highway's EMU128 accessed those through misaligned element
// pointers, undefined behaviour that the sanitizer stage reports).
TEST_P(RegDataMove, DualAndDownsamplingMovesAtAddressesOffTheElement) {
  std::mt19937_64 rng(25);
  for (uint32_t misalign : {1u, 2u, 3u, 5u}) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    const uint32_t at = 4096 + misalign;
    R::RegTensor<uint16_t> a, b;
    R::LoadAlign<uint16_t, R::LoadDist::DIST_DINTLV_B16>(a, b, UbPtr<uint16_t>(at));
    uint8_t e0[256], e1[256];
    ref::reg::LoadDual(ref::Ub(core.ub, core.ub_bytes), static_cast<uint32_t>(R::LoadDist::DIST_DINTLV_B16), at, e0, e1);
    ASSERT_TRUE(SameBytes(e0, a.reg[0], 256));
    ASSERT_TRUE(SameBytes(e1, b.reg[0], 256));
    R::RegTensor<float> c, d;
    R::LoadAlign<float, R::LoadDist::DIST_DINTLV_B32>(c, d, UbPtr<float>(at));
    ref::reg::LoadDual(ref::Ub(core.ub, core.ub_bytes), static_cast<uint32_t>(R::LoadDist::DIST_DINTLV_B32), at, e0, e1);
    ASSERT_TRUE(SameBytes(e0, c.reg[0], 256));
    ASSERT_TRUE(SameBytes(e1, d.reg[0], 256));
    R::RegTensor<int16_t> ds;
    R::LoadAlign<int16_t, R::LoadDist::DIST_DS_B16>(ds, UbPtr<int16_t>(at));
    ref::reg::Load(ref::Ub(core.ub, core.ub_bytes), static_cast<uint32_t>(R::LoadDist::DIST_DS_B16), at, e0);
    ASSERT_TRUE(SameBytes(e0, ds.reg[0], 256));
    R::MaskReg all = R::CreateMask<uint16_t>();
    std::vector<uint8_t> expected = Snapshot(core);
    ref::reg::StoreDual(ref::Ub(expected.data(), core.ub_bytes), static_cast<uint32_t>(R::StoreDist::DIST_INTLV_B16), at,
                        a.reg[0], b.reg[0]);
    R::StoreAlign<uint16_t, R::StoreDist::DIST_INTLV_B16>(UbPtr<uint16_t>(at), a, b, all);
    ASSERT_TRUE(SameBytes(expected, Snapshot(core)));
    ref::reg::StoreDual(ref::Ub(expected.data(), core.ub_bytes), static_cast<uint32_t>(R::StoreDist::DIST_INTLV_B32),
                        at + 600, c.reg[0], d.reg[0]);
    R::StoreAlign<float, R::StoreDist::DIST_INTLV_B32>(UbPtr<float>(at + 600), c, d, all);
    ASSERT_TRUE(SameBytes(expected, Snapshot(core)));
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(RegDataMove);

}  // namespace
