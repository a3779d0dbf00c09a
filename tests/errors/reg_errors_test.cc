// Every constraint row of SPEC 1.5 and 4.6 (and the generic rows of 0.6 they
// use): the documented diagnostic in checked mode, the release behaviour
// otherwise, FATAL always and before any access.
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "reference/reg_reference.h"
#include "support/ub_helpers.h"

namespace {

namespace R = AscendC::Reg;
using ascendc_host::Severity;
using ascendc_host::ScopedCheckedMode;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::RaisesError;
using ascendc_host::testing::Snapshot;

template <typename T>
T* UbPtr(int64_t address) {
  return reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(ascendc_host::runtime::CurrentCore().ub) + address);
}

// ---- SPEC 4.6 ----------------------------------------------------------
TEST(RegLoadStoreErrors, MisalignedAddressIsErrorAndReleaseUsesExactAddress) {
  auto& core = FreshCore();
  for (uint32_t x = 0; x < 1024; ++x) core.ub[x] = static_cast<uint8_t>(x * 7);
  R::RegTensor<uint8_t> reg;
  {
    ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign(reg, UbPtr<uint8_t>(33)); }, Severity::kError,
                            {"LoadAlign: srcAddr.address=33", "32 bytes as DIST_NORM", "[ERROR]"}));
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign<uint8_t, R::LoadDist::DIST_E2B_B16>(reg, UbPtr<uint8_t>(8)); },
                            Severity::kError, {"srcAddr.address=8", "16 bytes as DIST_E2B_B16"}));
    R::LoadAlign<uint8_t, R::LoadDist::DIST_BRC_B8>(reg, UbPtr<uint8_t>(33));  // 1-byte alignment: fine
    R::MaskReg mask = R::CreateMask<uint8_t>();
    EXPECT_TRUE(RaisesError([&] { R::StoreAlign(UbPtr<uint8_t>(2048 + 4), reg, mask); }, Severity::kError,
                            {"StoreAlign: dstAddr.address=2052"}));
    EXPECT_TRUE(RaisesError(
        [&] { R::StoreAlign<uint8_t, R::StoreDist::DIST_FIRST_ELEMENT_B32>(UbPtr<uint8_t>(2050), reg, mask); },
        Severity::kError, {"dstAddr.address=2050", "4 bytes as DIST_FIRST_ELEMENT_B32"}));
  }
  ScopedCheckedMode off(false);
  R::LoadAlign(reg, UbPtr<uint8_t>(33));
  for (int j = 0; j < 256; ++j) ASSERT_EQ(reg.GetElement(j), static_cast<uint8_t>((33 + j) * 7));
  R::MaskReg mask = R::CreateMask<uint8_t>();
  R::StoreAlign(UbPtr<uint8_t>(2048 + 4), reg, mask);
  EXPECT_EQ(0, std::memcmp(core.ub + 2052, core.ub + 33, 256));
}

TEST(RegLoadStoreErrors, StrideAndAddrRegAlignment) {
  FreshCore();
  R::RegTensor<float> reg;
  R::MaskReg mask = R::CreateMask<float>();
  {
    ScopedCheckedMode on(true);
    float* p = UbPtr<float>(1024);
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign<float, R::PostLiteral::POST_MODE_UPDATE>(reg, p, 3); },
                            Severity::kError, {"postUpdateStride*sizeof(T)=12", "32 bytes"}));
    EXPECT_EQ(p, UbPtr<float>(1024));  // raised before the access and the update
    EXPECT_TRUE(RaisesError([&] { R::StoreAlign<float, R::PostLiteral::POST_MODE_UPDATE>(p, reg, -2, mask); },
                            Severity::kError, {"postUpdateStride*sizeof(T)=8"}));
    R::AddrReg a = R::CreateAddrReg<float>(1, 3);
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign(reg, p, a); }, Severity::kError, {"offset*sizeof(T)=12"}));
    EXPECT_TRUE(RaisesError([&] { R::StoreAlign(p, reg, a, mask); }, Severity::kError, {"offset*sizeof(T)=12"}));
    R::RegTensor<float> r1;
    EXPECT_TRUE(RaisesError(
        [&] { R::LoadAlign<float, R::PostLiteral::POST_MODE_UPDATE, R::LoadDist::DIST_DINTLV_B32>(reg, r1, p, 4); },
        Severity::kError, {"postUpdateStride*sizeof(T)=16", "DIST_DINTLV_B32"}));
  }
  ScopedCheckedMode off(false);
  float* p = UbPtr<float>(1024);
  R::LoadAlign<float, R::PostLiteral::POST_MODE_UPDATE>(reg, p, 3);  // release: proceeds
  EXPECT_EQ(p, UbPtr<float>(1024) + 3);
}

TEST(RegLoadStoreErrors, AccessOutsideUbIsFatalInEveryModeAndTouchesNothing) {
  for (bool checked : {true, false}) {
    ScopedCheckedMode mode(checked);
    auto& core = FreshCore();
    const int64_t end = core.ub_bytes;
    R::RegTensor<uint16_t> reg, r1;
    for (int k = 0; k < 128; ++k) reg.SetElement(k, 0xBEEF);
    const auto before = Snapshot(core);
    R::MaskReg mask = R::CreateMask<uint16_t>();
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign(reg, UbPtr<uint16_t>(end - 224)); }, Severity::kFatal,
                            {"LoadAlign: srcAddr=", "outside the UB arena", "[FATAL]"}));
    EXPECT_EQ(reg.GetElement(0), 0xBEEF);
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign<uint16_t, R::LoadDist::DIST_DS_B16>(reg, UbPtr<uint16_t>(end - 256)); },
                            Severity::kFatal, {"outside the UB arena"}));
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign(reg, UbPtr<uint16_t>(-32)); }, Severity::kFatal, {"outside the UB arena"}));
    EXPECT_TRUE(RaisesError([&] { R::StoreAlign(UbPtr<uint16_t>(end - 128), reg, mask); }, Severity::kFatal,
                            {"StoreAlign: dstAddr=", "outside the UB arena"}));
    EXPECT_TRUE(RaisesError(
        [&] { R::StoreAlign<uint16_t, R::StoreDist::DIST_INTLV_B16>(UbPtr<uint16_t>(end - 256), reg, r1, mask); },
        Severity::kFatal, {"outside the UB arena"}));
    R::AddrReg far = R::CreateAddrReg<uint16_t>(1000, 128);
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign(reg, UbPtr<uint16_t>(0), far); }, Severity::kFatal,
                            {"LoadAlign: offset=0+256000", "outside the UB arena"}));
    EXPECT_TRUE(RaisesError([&] { R::StoreAlign(UbPtr<uint16_t>(0), reg, far, mask); }, Severity::kFatal,
                            {"StoreAlign: offset="}));
    // Post-update results must stay in UB (one past the end is allowed).
    uint16_t* p = UbPtr<uint16_t>(end - 256);
    R::LoadAlign<uint16_t, R::PostLiteral::POST_MODE_UPDATE>(reg, p, 128);
    EXPECT_EQ(p, UbPtr<uint16_t>(end));
    p = UbPtr<uint16_t>(0);
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign<uint16_t, R::PostLiteral::POST_MODE_UPDATE>(reg, p, -16); },
                            Severity::kFatal, {"post-update moves the pointer outside the UB arena"}));
    EXPECT_TRUE(ascendc_host::testing::SameBytes(before, Snapshot(core)));
  }
}

TEST(RegLoadStoreErrors, NumTwoPostUpdateBelow32WarnsAndOverlaps) {
  auto& core = FreshCore();
  R::RegTensor<uint64_t, R::RegTraitNumTwo> reg;
  for (uint32_t k = 0; k < 64; ++k) reg.SetElement(k, 0x100000000ull * k + k);
  R::MaskReg mask = R::CreateMask<uint64_t, R::MaskPattern::ALL, R::RegTraitNumTwo>();
  ascendc_host::ClearWarnings();
  {
    ScopedCheckedMode on(true);
    uint64_t* p = UbPtr<uint64_t>(1024);
    R::StoreAlign<uint64_t, R::PostLiteral::POST_MODE_UPDATE>(p, reg, 0, mask);
    EXPECT_TRUE(ascendc_host::testing::Warned("the second half overwrites the first"));
    EXPECT_EQ(p, UbPtr<uint64_t>(1024));
  }
  // Stride 0: elements 32..63 land on 0..31.
  for (uint32_t k = 0; k < 32; ++k) ASSERT_EQ(UbPtr<uint64_t>(1024)[k], 0x100000000ull * (k + 32) + k + 32);
  EXPECT_EQ(core.ub[1024 + 256], 0);
}

// ---- SPEC 1.5 ----------------------------------------------------------
TEST(RegGatherErrors, BaseAlignment) {
  auto& core = FreshCore();
  for (uint32_t x = 0; x < 1024; ++x) core.ub[x] = static_cast<uint8_t>(x);
  R::RegTensor<uint16_t> dst, index;
  for (int k = 0; k < 128; ++k) index.SetElement(k, static_cast<uint16_t>(k));
  R::MaskReg mask = R::CreateMask<uint16_t>();
  {
    ScopedCheckedMode on(true);
    ascendc_host::ClearWarnings();
    EXPECT_TRUE(RaisesError([&] { R::Gather(dst, UbPtr<uint16_t>(33), index, mask); }, Severity::kError,
                            {"Gather: baseAddr.address=33 is not a multiple of sizeof(T1)=2"}));
    R::Gather(dst, UbPtr<uint16_t>(34), index, mask);  // element aligned: WARN only
    EXPECT_TRUE(ascendc_host::testing::Warned("baseAddr.address=34 is not 32-byte aligned"));
  }
  ScopedCheckedMode off(false);
  R::Gather(dst, UbPtr<uint16_t>(33), index, mask);  // release: exact address
  uint16_t expected;
  std::memcpy(&expected, core.ub + 33 + 2 * 5, 2);
  EXPECT_EQ(dst.GetElement(5), expected);
}

TEST(RegGatherErrors, ActiveLaneOutsideUbIsFatalInactiveNeverChecked) {
  for (bool checked : {true, false}) {
    ScopedCheckedMode mode(checked);
    auto& core = FreshCore();
    R::RegTensor<uint32_t> dst, index;
    for (int k = 0; k < 64; ++k) index.SetElement(k, static_cast<uint32_t>(k));
    index.SetElement(17, core.ub_bytes / 4);  // one element past the end
    for (int k = 0; k < 64; ++k) dst.SetElement(k, 0xAAAAAAAAu);
    R::MaskReg all = R::CreateMask<uint32_t>();
    EXPECT_TRUE(RaisesError([&] { R::Gather(dst, UbPtr<uint32_t>(0), index, all); }, Severity::kFatal,
                            {"Gather: index[17]=63488", "outside the UB arena", "[FATAL]"}));
    EXPECT_EQ(dst.GetElement(0), 0xAAAAAAAAu);  // refused before any access
    // Lane 17 inactive: never read, and its lane is zero.
    R::MaskReg vl16 = R::CreateMask<uint32_t, R::MaskPattern::VL16>();
    R::Gather(dst, UbPtr<uint32_t>(0), index, vl16);
    EXPECT_EQ(dst.GetElement(17), 0u);
    // A base below UB with indices that bring every active read inside is fine.
    for (int k = 0; k < 64; ++k) index.SetElement(k, static_cast<uint32_t>(8 + k));
    R::Gather(dst, UbPtr<uint32_t>(-32), index, all);
    index.SetElement(3, 7);
    EXPECT_TRUE(RaisesError([&] { R::Gather(dst, UbPtr<uint32_t>(-32), index, all); }, Severity::kFatal,
                            {"index[3]=7", "reads UB bytes [-4, 0)"}));
    R::RegTensor<int16_t> d16;
    R::RegTensor<uint16_t> i16;
    i16.SetElement(100, 0xFFFF);
    R::MaskReg m16 = R::CreateMask<int16_t>();
    EXPECT_TRUE(RaisesError([&] { R::Gather(d16, UbPtr<int8_t>(core.ub_bytes - 1000), i16, m16); }, Severity::kFatal,
                            {"index[100]=65535"}));
  }
}

TEST(RegGatherErrors, ReadsBeyondTheAllocationWarn) {
  auto& core = FreshCore();
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 1024);
  R::RegTensor<uint32_t> dst, index;
  for (int k = 0; k < 64; ++k) index.SetElement(k, static_cast<uint32_t>(k * 10));
  R::MaskReg mask = R::CreateMask<uint32_t>();
  ScopedCheckedMode on(true);
  ascendc_host::ClearWarnings();
  R::Gather(dst, UbPtr<uint32_t>(0), index, mask);
  EXPECT_TRUE(ascendc_host::testing::Warned("beyond the 1024 bytes the kernel allocated"));
  (void)core;
}

TEST(RegGatherErrors, B64IndexAbove2Pow31) {
  auto& core = FreshCore();
  for (uint32_t x = 0; x < 4096; ++x) core.ub[x] = static_cast<uint8_t>(x * 13);
  R::RegTensor<uint64_t> dst;
  R::RegTensor<uint32_t> index;
  index.SetElement(2, 0x80000001u);  // 2*i mod 2^32 = 2 words = 8 bytes
  R::MaskReg mask = R::CreateMask<uint64_t>();
  {
    ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { R::Gather(dst, UbPtr<uint64_t>(0), index, mask); }, Severity::kError,
                            {"Gather: index[2]=2147483649 is >= 2^31"}));
  }
  ScopedCheckedMode off(false);
  R::Gather(dst, UbPtr<uint64_t>(0), index, mask);
  uint64_t expected;
  std::memcpy(&expected, core.ub + 8, 8);
  EXPECT_EQ(dst.GetElement(2), expected);
  // u64 index with high bits: ERROR, release uses the low 32 bits.
  R::RegTensor<uint64_t> wide;
  wide.SetElement(1, (5ull << 32) | 3);
  {
    ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { R::Gather(dst, UbPtr<uint64_t>(0), wide, mask); }, Severity::kError,
                            {"index[1]=21474836483 has bits above 2^32"}));
  }
  R::Gather(dst, UbPtr<uint64_t>(0), wide, mask);
  std::memcpy(&expected, core.ub + 24, 8);
  EXPECT_EQ(dst.GetElement(1), expected);
}

// Compile-time rows (4.6 and 1.5: unsupported dist / trait / type / post
// mode) are static_asserts; these detectors keep the valid forms valid.
template <typename U, typename T, typename = void>
struct CanLoadPost : std::false_type {};
template <typename U, typename T>
struct CanLoadPost<U, T,
                   std::void_t<decltype(R::LoadAlign<T, R::PostLiteral::POST_MODE_UPDATE>(std::declval<U&>(),
                                                                                         std::declval<T*&>(), 0))>>
    : std::true_type {};
TEST(RegCompileTimeRules, OverloadSelection) {
  static_assert(CanLoadPost<R::RegTensor<float>, float>::value);
  static_assert(CanLoadPost<R::RegTensor<uint64_t, R::RegTraitNumTwo>, uint64_t>::value);
}

}  // namespace
