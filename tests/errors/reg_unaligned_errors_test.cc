// Error rows of the unaligned Reg moves (SPEC 13.12): FATAL before any byte
// moves (UB, the register and the unaligned register untouched), the ERROR
// rules with their release behaviour, the WARNs of streams that do not
// continue, and what is not an error (any byte address).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/reg_helpers.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
namespace R = AscendC::Reg;
using ah::Severity;
using ah::testing::ExpectFatalLeavesUbUntouched;
using ah::testing::FreshCore;
using ah::testing::RaisesError;
using ah::testing::SameBytes;
using ah::testing::Snapshot;
using ah::testing::UbPtr;
using ah::testing::Warned;

TEST(RegUnalignedErrors, LoadsOutsideUbAreFatal) {
  auto& core = FreshCore();
  for (uint32_t i = 0; i < core.ub_bytes; ++i) core.ub[i] = static_cast<uint8_t>(i * 7);
  R::UnalignRegForLoad ureg;
  R::RegTensor<uint8_t> reg;
  // The DataBlock of the end of UB lies outside it.
  ExpectFatalLeavesUbUntouched([&] { R::LoadUnAlignPre(ureg, UbPtr<uint8_t>(core.ub_bytes)); },
                               {"LoadUnAlignPre", "srcAddr"});
  // The window reaches past the end: one byte too many.
  R::LoadUnAlignPre(ureg, UbPtr<uint8_t>(core.ub_bytes - 255));
  const R::UnalignRegForLoad before = ureg;
  ExpectFatalLeavesUbUntouched([&] { R::LoadUnAlign(reg, ureg, UbPtr<uint8_t>(core.ub_bytes - 255)); },
                               {"LoadUnAlign: srcAddr=", "outside the UB arena"});
  EXPECT_EQ(std::memcmp(before.bytes, ureg.bytes, 32), 0);
  for (int i = 0; i < 256; ++i) ASSERT_EQ(reg.reg[0][i], 0);
  // The last 256 bytes exactly: fine (the DataBlock after them reads as 0).
  R::LoadUnAlignPre(ureg, UbPtr<uint8_t>(core.ub_bytes - 256));
  R::LoadUnAlign(reg, ureg, UbPtr<uint8_t>(core.ub_bytes - 256));
  EXPECT_TRUE(SameBytes(core.ub + core.ub_bytes - 256, reg.reg[0], 256));
  for (int i = 0; i < 32; ++i) EXPECT_EQ(ureg.bytes[i], 0);
  // A post-update leaving UB, an AddrReg offset past it, a pointer before it.
  uint8_t* p = UbPtr<uint8_t>(0);
  ExpectFatalLeavesUbUntouched([&] { R::LoadUnAlign(reg, ureg, p, core.ub_bytes + 1); },
                               {"LoadUnAlign: postUpdateStride=", "post-update moves the pointer outside"});
  EXPECT_EQ(p, UbPtr<uint8_t>(0));
  R::AddrReg far = R::CreateAddrReg<uint8_t>(1, core.ub_bytes + 32);
  ExpectFatalLeavesUbUntouched([&] { R::LoadUnAlign(reg, ureg, p, far, 0); }, {"LoadUnAlign: srcAddr+areg="});
  ExpectFatalLeavesUbUntouched([&] { R::Load(reg, reinterpret_cast<uint8_t*>(core.ub) - 1); }, {"Load: srcAddr=-1"});
  ExpectFatalLeavesUbUntouched([&] { R::Load(reg, UbPtr<uint8_t>(core.ub_bytes - 200)); }, {"Load", "srcAddr"});
  // b64 RegTraitNumTwo: both loads are checked before the first.
  R::RegTensor<uint64_t, R::RegTraitNumTwo> wide;
  uint64_t* q = UbPtr<uint64_t>(core.ub_bytes - 400);
  ExpectFatalLeavesUbUntouched([&] { R::LoadUnAlign(wide, ureg, q, 40); }, {"LoadUnAlign: srcAddr=", "outside"});
}

TEST(RegUnalignedErrors, StoresOutsideUbAreFatal) {
  auto& core = FreshCore();
  R::RegTensor<uint32_t> reg;
  for (uint32_t k = 0; k < 64; ++k) reg.SetElement(k, k);
  R::UnalignRegForStore ureg;
  uint32_t* p = UbPtr<uint32_t>(core.ub_bytes - 100);
  // A store never writes past where its pointer moves: the post-update check fires.
  ExpectFatalLeavesUbUntouched([&] { R::StoreUnAlign(p, reg, ureg, 64); },
                               {"StoreUnAlign: postUpdateStride=", "outside"});
  EXPECT_EQ(p, UbPtr<uint32_t>(core.ub_bytes - 100));
  EXPECT_EQ(ureg.from, 32u);
  // 24 elements fit: 96 bytes, 68 written, 28 pending and flushed at the end.
  R::StoreUnAlign(p, reg, ureg, 24);
  EXPECT_EQ(p, UbPtr<uint32_t>(core.ub_bytes - 4));
  R::StoreUnAlignPost(p, ureg, 0);
  for (uint32_t k = 0; k < 24; ++k) EXPECT_EQ(UbPtr<uint32_t>(core.ub_bytes - 100)[k], k);
  // The AR form and the AddrReg form address past the end.
  core.spr_ar = core.ub_bytes + 64;  // dstAddr + AR - 64 lies past the end
  core.squeeze_bytes = 64;
  ExpectFatalLeavesUbUntouched([&] { R::StoreUnAlign(UbPtr<uint32_t>(64), reg, ureg); }, {"StoreUnAlign: dstAddr+AR="});
  EXPECT_EQ(core.spr_ar, core.ub_bytes + 64);
  R::AddrReg areg = R::CreateAddrReg<uint32_t>(1, core.ub_bytes / 4 - 32);
  uint32_t* base = UbPtr<uint32_t>(64);
  ExpectFatalLeavesUbUntouched([&] { R::StoreUnAlign(base, reg, ureg, areg); }, {"StoreUnAlign", "dstAddr"});
  EXPECT_EQ(areg.byte_offset, uint64_t{core.ub_bytes} - 128);
  ExpectFatalLeavesUbUntouched([&] { R::Store(UbPtr<uint32_t>(core.ub_bytes - 16), reg, 5); }, {"Store", "dstAddr"});
  uint32_t* end = UbPtr<uint32_t>(core.ub_bytes);
  ExpectFatalLeavesUbUntouched([&] { R::StoreUnAlignPost(end, ureg, 1); }, {"StoreUnAlignPost: postUpdateStride="});
}

TEST(RegUnalignedErrors, CountsAboveOneRegisterAreErrors) {
  auto& core = FreshCore();
  R::RegTensor<half> reg;
  for (uint32_t k = 0; k < 128; ++k) reg.SetElement(k, static_cast<half>(static_cast<float>(k)));
  R::UnalignRegForStore ureg;
  {
    ah::ScopedCheckedMode on(true);
    half* p = UbPtr<half>(2);
    EXPECT_TRUE(RaisesError([&] { R::StoreUnAlign(p, reg, ureg, 129); }, Severity::kError,
                            {"StoreUnAlign: postUpdateStride=129 must be <= 128, the elements of one register"}));
    EXPECT_TRUE(RaisesError([&] { R::Store(UbPtr<half>(2), reg, 200); }, Severity::kError,
                            {"Store: count=200 must be <= 128 (256 bytes / sizeof(T))"}));
    core.squeeze_bytes = 3;
    EXPECT_TRUE(RaisesError([&] { R::StoreUnAlign(UbPtr<half>(2), reg, ureg); }, Severity::kError,
                            {"StoreUnAlign: squeeze bytes=3 must be a multiple of sizeof(T) in [0, 256]"}));
    R::RegTensor<uint64_t, R::RegTraitNumTwo> wide;
    uint64_t* q = UbPtr<uint64_t>(0);
    EXPECT_TRUE(RaisesError([&] { R::StoreUnAlign(q, wide, ureg, 65); }, Severity::kError,
                            {"postUpdateStride=65 must be <= 64"}));
  }
  // Release: one register is stored, the pointer moves as asked.
  ah::ScopedCheckedMode off(false);
  half* p = UbPtr<half>(2);
  R::StoreUnAlign(p, reg, ureg, 129);
  EXPECT_EQ(p, UbPtr<half>(2 + 2 * 129));
  R::StoreUnAlignPost(p, ureg, 0);  // flushes at 260: the pending bytes belonged to 258
  EXPECT_EQ(std::memcmp(core.ub + 2, reg.reg[0], 254), 0);
  R::Store(UbPtr<half>(1000), reg, 200);
  EXPECT_EQ(std::memcmp(core.ub + 1000, reg.reg[0], 256), 0);
  EXPECT_EQ(core.ub[1256], 0);
}

TEST(RegUnalignedErrors, MaskRegStoreAlignment) {
  FreshCore();
  R::MaskReg mask = R::CreateMask<uint16_t>();
  R::UnalignRegForStore ureg;
  ah::ScopedCheckedMode on(true);
  uint16_t* p16 = UbPtr<uint16_t>(8);
  EXPECT_TRUE(RaisesError([&] { R::StoreUnAlign(p16, mask, ureg); }, Severity::kError,
                          {"StoreUnAlign: dstAddr.address=8 is not a multiple of 16 bytes as a b16 MaskReg store"}));
  uint32_t* p32 = UbPtr<uint32_t>(4);
  EXPECT_TRUE(RaisesError([&] { R::StoreUnAlign(p32, mask, ureg); }, Severity::kError,
                          {"dstAddr.address=4 is not a multiple of 8 bytes as a b32 MaskReg store"}));
  uint32_t* ok = UbPtr<uint32_t>(8);
  R::StoreUnAlign(ok, mask, ureg);  // 8 is enough for b32
  EXPECT_EQ(ok, UbPtr<uint32_t>(16));
}

TEST(RegUnalignedErrors, StreamsThatDoNotContinueWarn) {
  auto& core = FreshCore();
  ah::ClearWarnings();
  ah::ScopedCheckedMode on(true);
  R::RegTensor<uint8_t> reg;
  R::UnalignRegForLoad load;
  R::LoadUnAlign(reg, load, UbPtr<uint8_t>(100));  // no LoadUnAlignPre
  EXPECT_TRUE(Warned("LoadUnAlign: ureg=100 does not cache the DataBlock of srcAddr"));
  ah::ClearWarnings();
  R::LoadUnAlignPre(load, UbPtr<uint8_t>(100));
  R::LoadUnAlign(reg, load, UbPtr<uint8_t>(100));
  R::LoadUnAlign(reg, load, UbPtr<uint8_t>(356));  // continues: no warning
  EXPECT_TRUE(ah::RecordedWarnings().empty());
  R::UnalignRegForStore store;
  uint8_t* p = UbPtr<uint8_t>(1003);
  R::StoreUnAlign(p, reg, store, 100);
  R::StoreUnAlign(p, reg, store, 100);  // continues: no warning
  EXPECT_TRUE(ah::RecordedWarnings().empty());
  uint8_t* q = UbPtr<uint8_t>(3000);
  R::StoreUnAlign(q, reg, store, 10);
  EXPECT_TRUE(Warned("StoreUnAlign: ureg=3000 holds pending bytes of another address"));
  ah::ClearWarnings();
  uint8_t* r = UbPtr<uint8_t>(3020);
  R::StoreUnAlignPost(r, store, 0);
  EXPECT_TRUE(Warned("StoreUnAlignPost: dstAddr=3020 is not where the pending bytes of ureg end"));
  (void)core;
}

// Not errors: every byte address, in checked mode.
TEST(RegUnalignedErrors, AnyByteAddressIsValid) {
  auto& core = FreshCore();
  ah::ScopedCheckedMode on(true);
  for (uint32_t i = 0; i < 2048; ++i) core.ub[i] = static_cast<uint8_t>(i);
  R::RegTensor<float> reg;
  for (uint32_t at = 1; at < 40; at += 3) {
    R::UnalignRegForLoad ureg;
    float* p = reinterpret_cast<float*>(core.ub + at);
    R::LoadUnAlignPre(ureg, p);
    R::LoadUnAlign(reg, ureg, p, 64);
    EXPECT_TRUE(SameBytes(core.ub + at, reg.reg[0], 256));
    R::UnalignRegForStore out;
    float* q = reinterpret_cast<float*>(core.ub + 4096 + at);
    R::StoreUnAlign(q, reg, out, 64);
    R::StoreUnAlignPost(q, out, 0);
    EXPECT_TRUE(SameBytes(core.ub + at, core.ub + 4096 + at, 256));
  }
}

}  // namespace
