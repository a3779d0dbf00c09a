// The unaligned Reg moves (SPEC 13.12) and MaskGenWithRegTensor (13.13)
// against the reference: random streams of LoadUnAlign / StoreUnAlign in
// every form, at any byte address, with calls that continue their stream and
// calls that do not (release mode, where the hardware's stale bytes are the
// defined result); after every call the register, the unaligned register's
// state and the whole UB image must match the reference bit for bit.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <utility>
#include <vector>

#include "kernel_operator.h"
#include "reference/reg_unaligned.h"
#include "support/reg_helpers.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
namespace R = AscendC::Reg;
namespace ref = ascendc_host::reference;
using ah::testing::FillRandomWords;
using ah::testing::FreshCore;
using ah::testing::ImageOf;
using ah::testing::Pick;
using ah::testing::RandomMask;
using ah::testing::SameBytes;
using ah::testing::Snapshot;
using ah::testing::UbPtr;

constexpr uint32_t kRounds = 60;

// Random UB image and checked mode off: streams that do not continue run
// their release behaviour (SPEC 13.12), which the reference defines.
class RegUnaligned : public ::testing::Test {
 protected:
  void SetUp() override {
    previous_ = ah::CheckedMode();
    ah::SetCheckedMode(false);
  }
  void TearDown() override { ah::SetCheckedMode(previous_); }

 private:
  bool previous_ = false;
};

ref::reg::UnalignLoadState StateOf(const R::UnalignRegForLoad& u) {
  ref::reg::UnalignLoadState s;
  std::memcpy(s.bytes, u.bytes, 32);
  return s;
}
ref::reg::UnalignStoreState StateOf(const R::UnalignRegForStore& u) {
  ref::reg::UnalignStoreState s;
  std::memcpy(s.bytes, u.bytes, 32);
  s.from = u.from;
  return s;
}
::testing::AssertionResult SameState(const ref::reg::UnalignStoreState& expected, const R::UnalignRegForStore& u) {
  if (expected.from != u.from)
    return ::testing::AssertionFailure() << "ureg.from " << u.from << ", expected " << expected.from;
  return SameBytes(expected.bytes, u.bytes, 32);
}

// --------------------------------------------------------------- loads
template <typename T>
void CheckLoadStreams(std::mt19937_64& rng) {
  constexpr uint32_t kLanes = 256 / sizeof(T);
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    const ref::Ub ub(core.ub, core.ub_bytes);
    // Any byte address, some of them in the last KiB (the window's last
    // DataBlock may lie past the end of UB).
    uint32_t at = round % 6 == 5 ? core.ub_bytes - 256 - Pick(rng, 600) : Pick(rng, core.ub_bytes - 4096);
    at = at / sizeof(T) * sizeof(T) + (round % 3 == 2 ? Pick(rng, sizeof(T)) : 0);
    R::UnalignRegForLoad ureg;
    ref::reg::UnalignLoadState expected;
    if (round % 7 != 6) {  // round 6 of 7: no LoadUnAlignPre (stale register)
      T* p = UbPtr<T>(at);
      if (round % 2 == 0) R::LoadUnAlignPre(ureg, p);
      else {
        R::AddrReg areg = R::CreateAddrReg<T>(0, 0);
        R::LoadUnAlignPre(ureg, p, areg);
      }
      ref::reg::LoadUnalignPre(ub, at, expected);
      ASSERT_TRUE(SameBytes(expected.bytes, ureg.bytes, 32)) << "Pre, round " << round;
    }
    T* p = UbPtr<T>(at);
    uint32_t address = at;
    const uint32_t steps = 1 + Pick(rng, 4);
    for (uint32_t step = 0; step < steps; ++step) {
      if (address + 256 > core.ub_bytes) break;
      R::RegTensor<T> dst;
      uint8_t want[256];
      ref::reg::LoadUnalign(ub, address, expected, want);
      // Continue the stream (stride one register) or jump elsewhere.
      const bool jump = round % 5 == 4 && step == 1;
      switch ((round + step) % 3) {
        case 0: {
          uint32_t stride = jump ? Pick(rng, 200) : kLanes;
          if (address + stride * sizeof(T) > core.ub_bytes) stride = 0;  // stays inside UB
          R::LoadUnAlign(dst, ureg, p, stride);
          ASSERT_EQ(reinterpret_cast<uint8_t*>(p), core.ub + address + stride * sizeof(T));
          address += stride * sizeof(T);
          break;
        }
        case 1: {
          R::LoadUnAlign(dst, ureg, UbPtr<T>(address));
          const uint32_t stride = jump ? Pick(rng, 200) : kLanes;
          address += stride * sizeof(T);
          p = UbPtr<T>(address);
          break;
        }
        default: {
          T* base = UbPtr<T>(address - address % 64);
          R::AddrReg areg = R::CreateAddrReg<T>(1, (address % 64) / sizeof(T));
          T* before = base;
          const uint32_t extra = address % sizeof(T);
          if (extra == 0) {
            R::LoadUnAlign(dst, ureg, base, areg, 0);
            ASSERT_EQ(base, before);
          } else {
            R::LoadUnAlign(dst, ureg, UbPtr<T>(address));
          }
          address += (jump ? Pick(rng, 200) : kLanes) * sizeof(T);
          p = UbPtr<T>(address);
          break;
        }
      }
      ASSERT_TRUE(SameBytes(want, dst.reg[0], 256)) << sizeof(T) << "-byte load, round " << round << " step " << step;
      ASSERT_TRUE(SameBytes(expected.bytes, ureg.bytes, 32)) << "ureg after step " << step << ", round " << round;
    }
  }
}

TEST_F(RegUnaligned, LoadStreamsMatchReference) {
  std::mt19937_64 rng(1201);
  CheckLoadStreams<uint8_t>(rng);
  CheckLoadStreams<half>(rng);
  CheckLoadStreams<float>(rng);
  CheckLoadStreams<int64_t>(rng);
}

TEST_F(RegUnaligned, SplitB64LoadsMatchReference) {
  std::mt19937_64 rng(1202);
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    const ref::Ub ub(core.ub, core.ub_bytes);
    const uint32_t at = Pick(rng, core.ub_bytes - 2048);
    const uint32_t stride = round % 3 == 0 ? 64 : Pick(rng, 90);
    R::UnalignRegForLoad ureg;
    uint64_t* p = reinterpret_cast<uint64_t*>(core.ub + at);
    R::LoadUnAlignPre(ureg, p);
    ref::reg::UnalignLoadState expected;
    ref::reg::LoadUnalignPre(ub, at, expected);
    R::RegTensor<uint64_t, R::RegTraitNumTwo> dst;
    uint8_t low[256], high[256];
    ref::reg::LoadUnalignB64Split(ub, at, 8 * (stride < 32 ? stride : 32), expected, low, high);
    R::LoadUnAlign(dst, ureg, p, stride);
    ASSERT_EQ(reinterpret_cast<uint8_t*>(p), core.ub + at + 8 * stride);
    ASSERT_TRUE(SameBytes(low, dst.reg[0], 256)) << "round " << round << " stride " << stride;
    ASSERT_TRUE(SameBytes(high, dst.reg[1], 256)) << "round " << round;
    ASSERT_TRUE(SameBytes(expected.bytes, ureg.bytes, 32));
  }
}

// -------------------------------------------------------------- stores
// One random call of the store family on `ureg` at `address`, mirrored on
// the reference; returns the address the stream continues at.
template <typename T>
uint32_t RandomStoreCall(std::mt19937_64& rng, uint32_t round, uint32_t address, R::UnalignRegForStore& ureg,
                         ref::reg::UnalignStoreState& state, std::vector<uint8_t>& image) {
  auto& core = ah::runtime::CurrentCore();
  const ref::Ub ub(image.data(), core.ub_bytes);
  constexpr uint32_t kLanes = 256 / sizeof(T);
  R::RegTensor<T> src;
  FillRandomWords(src.reg[0], 256, rng);
  switch (Pick(rng, 6)) {
    case 0: {  // post-update, any count up to a register
      const uint32_t n = round % 2 == 0 ? kLanes : Pick(rng, kLanes + 1);
      T* p = UbPtr<T>(address);
      ref::reg::StoreUnalign(ub, address, src.reg[0], n * sizeof(T), state);
      R::StoreUnAlign(p, src, ureg, n);
      EXPECT_EQ(reinterpret_cast<uint8_t*>(p), core.ub + address + n * sizeof(T));
      return address + n * sizeof(T);
    }
    case 1: {  // AddrReg: a whole register; POST_MODE_UPDATE moves the AddrReg
      const uint32_t lead = address % 512 / sizeof(T) * sizeof(T);
      T* base = UbPtr<T>(address - lead);
      R::AddrReg areg = R::CreateAddrReg<T>(1, lead / sizeof(T));
      const uint32_t at = address - lead + lead;
      ref::reg::StoreUnalign(ub, at, src.reg[0], 256, state);
      if (round % 3 == 0) {
        R::StoreUnAlign<T, R::PostLiteral::POST_MODE_NORMAL>(base, src, ureg, areg);
        EXPECT_EQ(areg.byte_offset, lead);
      } else {
        R::StoreUnAlign(base, src, ureg, areg);
        EXPECT_EQ(areg.byte_offset, lead + 256);
      }
      return at + 256;
    }
    case 2: {  // AR form: the count Squeeze left; POST_MODE_UPDATE at dstAddr + AR - count
      const uint32_t bytes = Pick(rng, kLanes + 1) * sizeof(T);
      core.squeeze_bytes = bytes;
      ref::reg::StoreUnalign(ub, address, src.reg[0], bytes, state);
      if (round % 2 == 0) {
        const uint32_t before = Pick(rng, 64) * sizeof(T);
        const uint32_t at = address < before ? address : address - before;
        core.spr_ar = (address - at) + bytes;  // Squeeze has added `bytes` already
        R::StoreUnAlign<T, R::PostLiteral::POST_MODE_UPDATE>(UbPtr<T>(at), src, ureg);
        EXPECT_EQ(core.spr_ar, (address - at) + bytes);
      } else {
        core.spr_ar = 12345;
        R::StoreUnAlign<T, R::PostLiteral::POST_MODE_NORMAL>(UbPtr<T>(address), src, ureg);
        EXPECT_EQ(core.spr_ar, 12345);
      }
      return address + bytes;
    }
    case 3: {  // MaskReg, b16 or b32 packing
      const R::MaskReg mask = RandomMask(rng, round);
      R::MaskReg copy = mask;
      const uint32_t packed = sizeof(T) == 2 || sizeof(T) == 1 ? 16 : 8;
      if (packed == 16) {
        uint16_t* p = UbPtr<uint16_t>(address);
        ref::reg::StoreMaskUnalign(ub, address, 2, ImageOf(mask), state);
        R::StoreUnAlign(p, copy, ureg);
        EXPECT_EQ(reinterpret_cast<uint8_t*>(p), core.ub + address + 16);
      } else {
        uint32_t* p = UbPtr<uint32_t>(address);
        ref::reg::StoreMaskUnalign(ub, address, 4, ImageOf(mask), state);
        R::StoreUnAlign(p, copy, ureg);
        EXPECT_EQ(reinterpret_cast<uint8_t*>(p), core.ub + address + 8);
      }
      return address + packed;
    }
    case 4: {  // flush, POST_MODE_UPDATE or POST_MODE_NORMAL, or through an AddrReg
      const int32_t stride = static_cast<int32_t>(Pick(rng, 4));
      T* p = UbPtr<T>(address);
      switch (round % 3) {
        case 0:
          ref::reg::StoreUnalignPost(ub, address, state);
          R::StoreUnAlignPost(p, ureg, stride);
          EXPECT_EQ(reinterpret_cast<uint8_t*>(p), core.ub + address + stride * sizeof(T));
          break;
        case 1:
          ref::reg::StoreUnalignPost(ub, address + stride * sizeof(T), state);
          R::StoreUnAlignPost<T, R::PostLiteral::POST_MODE_NORMAL>(p, ureg, stride);
          EXPECT_EQ(reinterpret_cast<uint8_t*>(p), core.ub + address);
          break;
        default: {
          R::AddrReg areg = R::CreateAddrReg<T>(0, 0);
          ref::reg::StoreUnalignPost(ub, address, state);
          R::StoreUnAlignPost(p, ureg, areg);
          break;
        }
      }
      return address + 32 * Pick(rng, 3) + Pick(rng, 32);
    }
    default:  // a jump: the next call does not continue the stream
      return address + Pick(rng, 300);
  }
}

template <typename T>
void CheckStoreStreams(std::mt19937_64& rng) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    std::vector<uint8_t> image = Snapshot(core);
    uint32_t address = Pick(rng, core.ub_bytes / 2);
    R::UnalignRegForStore ureg;
    ref::reg::UnalignStoreState state;
    for (uint32_t call = 0; call < 12 && address + 600 < core.ub_bytes; ++call) {
      address = RandomStoreCall<T>(rng, round, address, ureg, state, image);
      ASSERT_TRUE(SameState(state, ureg)) << sizeof(T) << "-byte stores, round " << round << " call " << call;
      ASSERT_TRUE(SameBytes(image, Snapshot(core))) << sizeof(T) << "-byte stores, round " << round << " call " << call;
    }
  }
}

TEST_F(RegUnaligned, StoreStreamsMatchReference) {
  std::mt19937_64 rng(1203);
  CheckStoreStreams<uint8_t>(rng);
  CheckStoreStreams<half>(rng);
  CheckStoreStreams<int32_t>(rng);
  CheckStoreStreams<double>(rng);
}

TEST_F(RegUnaligned, SplitB64StoresMatchReference) {
  std::mt19937_64 rng(1204);
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    std::vector<uint8_t> image = Snapshot(core);
    const ref::Ub ub(image.data(), core.ub_bytes);
    uint32_t address = Pick(rng, core.ub_bytes - 4096);
    R::UnalignRegForStore ureg;
    ref::reg::UnalignStoreState state;
    for (uint32_t call = 0; call < 4; ++call) {
      R::RegTensor<uint64_t, R::RegTraitNumTwo> src;
      FillRandomWords(src.reg[0], 512, rng);
      const uint32_t n = round % 2 == 0 ? 64 : Pick(rng, 65);
      uint8_t natural[512];
      for (uint32_t k = 0; k < 64; ++k) {
        std::memcpy(natural + 8 * k, src.reg[0] + 4 * k, 4);
        std::memcpy(natural + 8 * k + 4, src.reg[1] + 4 * k, 4);
      }
      const uint32_t bytes = 8 * n;
      ref::reg::StoreUnalign(ub, address, natural, bytes < 256 ? bytes : 256, state);
      if (bytes > 256) ref::reg::StoreUnalign(ub, address + 256, natural + 256, bytes - 256, state);
      uint64_t* p = reinterpret_cast<uint64_t*>(core.ub + address);
      R::StoreUnAlign(p, src, ureg, n);
      address += bytes;
      ASSERT_EQ(reinterpret_cast<uint8_t*>(p), core.ub + address);
      ASSERT_TRUE(SameState(state, ureg)) << "round " << round;
      ASSERT_TRUE(SameBytes(image, Snapshot(core))) << "round " << round << " call " << call;
    }
    ref::reg::StoreUnalignPost(ub, address, state);
    uint64_t* p = reinterpret_cast<uint64_t*>(core.ub + address);
    R::StoreUnAlignPost(p, ureg, 0);
    ASSERT_TRUE(SameBytes(image, Snapshot(core))) << "round " << round << " post";
  }
}

// ------------------------------------------------------------ Load, Store
template <typename T>
void CheckLoadStore(std::mt19937_64& rng) {
  constexpr uint32_t kLanes = 256 / sizeof(T);
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    const uint32_t from = Pick(rng, core.ub_bytes - 256), to = Pick(rng, core.ub_bytes - 256);
    R::RegTensor<T> reg;
    R::Load(reg, UbPtr<T>(from));
    ASSERT_TRUE(SameBytes(core.ub + from, reg.reg[0], 256));
    std::vector<uint8_t> expected = Snapshot(core);
    const uint32_t count = round % 2 == 0 ? kLanes : Pick(rng, kLanes + 1);
    std::memcpy(expected.data() + to, reg.reg[0], count * sizeof(T));
    if (count == kLanes && round % 4 == 0) R::Store(UbPtr<T>(to), reg);
    else R::Store(UbPtr<T>(to), reg, count);
    ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << "round " << round;
  }
}

TEST_F(RegUnaligned, LoadAndStoreMoveExactBytes) {
  std::mt19937_64 rng(1205);
  CheckLoadStore<int8_t>(rng);
  CheckLoadStore<bfloat16_t>(rng);
  CheckLoadStore<uint32_t>(rng);
  CheckLoadStore<uint64_t>(rng);
  // b64 RegTraitNumTwo: the first 32 elements in element order.
  auto& core = FreshCore();
  R::RegTensor<int64_t, R::RegTraitNumTwo> wide;
  for (uint32_t k = 0; k < 64; ++k) wide.SetElement(k, static_cast<int64_t>(k) * -0x100000001ll);
  R::Store(UbPtr<int64_t>(8), wide, 20);
  for (uint32_t k = 0; k < 20; ++k) ASSERT_EQ(UbPtr<int64_t>(8)[k], wide.GetElement(k));
  ASSERT_EQ(UbPtr<int64_t>(8)[20], 0);
  R::Store(UbPtr<int64_t>(1000), wide);
  for (uint32_t k = 0; k < 32; ++k) {
    int64_t v;
    std::memcpy(&v, core.ub + 1000 + 8 * k, 8);
    ASSERT_EQ(v, wide.GetElement(k));
  }
}

// --------------------------------------------------- MaskGenWithRegTensor
template <typename T, int16_t kOffset>
void CheckMaskGen(std::mt19937_64& rng) {
  R::RegTensor<T> src;
  FillRandomWords(src.reg[0], 256, rng);
  R::MaskReg mask = RandomMask(rng, 4);
  R::MaskGenWithRegTensor<T, kOffset>(mask, src);
  const ref::MaskImage expected = ref::reg::MaskGen(sizeof(T), kOffset, src.reg[0]);
  EXPECT_EQ(std::memcmp(expected.words, mask.words, 32), 0) << sizeof(T) << " offset " << kOffset;
}

template <typename T, int16_t... kOffsets>
void CheckMaskGenOffsets(std::mt19937_64& rng, std::integer_sequence<int16_t, kOffsets...>) {
  (CheckMaskGen<T, kOffsets>(rng), ...);
}

TEST_F(RegUnaligned, MaskGenWithRegTensorMatchesReference) {
  std::mt19937_64 rng(1206);
  for (int i = 0; i < 4; ++i) {
    CheckMaskGenOffsets<half>(rng, std::make_integer_sequence<int16_t, 16>());
    CheckMaskGenOffsets<uint16_t>(rng, std::make_integer_sequence<int16_t, 16>());
    CheckMaskGenOffsets<float>(rng, std::make_integer_sequence<int16_t, 32>());
    CheckMaskGenOffsets<int32_t>(rng, std::make_integer_sequence<int16_t, 32>());
  }
}

}  // namespace
