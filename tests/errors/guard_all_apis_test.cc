// Every API against a UB arena that lies between inaccessible pages: offsets
// and addresses at and beyond the UB end (and below its start where the API
// can express it) must raise FATAL before any access, leave every UB byte as
// it was, and never fault. A range check that let one access escape would
// crash here instead of passing. Runs on every compiled target, since ASan
// and the guard pages cannot see inside a hardware gather the same way.
//
// Also the regressions of the fuzzers' findings: calls that overwrite their
// own offsets or pattern (sequential order on a copy, checked per element)
// and post-update pointers that leave UB (checked before the access).
#include <gtest/gtest.h>

#include <vector>

#include "kernel_operator.h"
#include "reference/gather_mask.h"
#include "reference/scatter.h"
#include "support/per_target.h"
#include "support/ub_helpers.h"

namespace {

namespace R = AscendC::Reg;
using ascendc_host::Severity;
using ascendc_host::testing::RaisesError;
using ascendc_host::testing::SameBytes;
using ascendc_host::testing::Snapshot;

class GuardAllApis : public ascendc_host::testing::PerTarget {
 protected:
  void SetUp() override {
    PerTarget::SetUp();
    ascendc_host::runtime::SetGuardPages(true);
    ascendc_host::runtime::ResetDefaultCore();
    core_ = &ascendc_host::runtime::CurrentCore();
    std::mt19937_64 rng(7);
    ascendc_host::testing::FillRandom(core_->ub, core_->ub_bytes, rng);
  }
  void TearDown() override {
    ascendc_host::runtime::SetGuardPages(false);
    ascendc_host::runtime::ResetDefaultCore();
    PerTarget::TearDown();
  }
  template <typename T>
  AscendC::LocalTensor<T> At(uint32_t address, uint32_t size) {
    return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core_->ub + address), size,
                                           AscendC::TPosition::VECCALC, 0, 0);
  }
  template <typename T>
  T* Ptr(int64_t address) {
    return reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(core_->ub) + static_cast<uintptr_t>(address));
  }
  // `body` must raise FATAL (in checked and in release mode) and touch nothing.
  template <typename Body>
  void ExpectFatalUntouched(const char* what, Body&& body) {
    for (bool checked : {true, false}) {
      ascendc_host::ScopedCheckedMode mode(checked);
      const auto before = Snapshot(*core_);
      EXPECT_TRUE(RaisesError(body, Severity::kFatal, {})) << what << (checked ? " (checked)" : " (release)");
      EXPECT_TRUE(SameBytes(before, Snapshot(*core_))) << what;
    }
  }
  void WriteOffsets(uint32_t address, std::initializer_list<uint32_t> values) {
    uint32_t k = 0;
    for (uint32_t v : values) std::memcpy(core_->ub + address + 4 * k++, &v, 4);
  }
  ascendc_host::runtime::CoreState* core_ = nullptr;
};

TEST_P(GuardAllApis, BasicGatherAndScatterOffsetsAtAndBeyondTheEnd) {
  const uint32_t ub = core_->ub_bytes;
  // Offsets: the first element past the end, then far beyond it. One valid
  // offset before each, so a kernel that wrote as it went would show it.
  for (uint32_t beyond : {ub, ub + 4, 0x7FFFFFF8u, 0xFFFFFFF8u}) {
    WriteOffsets(1024, {0, beyond - 4096, 8, 16});  // src/dst tensors start at UB byte 4096
    ExpectFatalUntouched("Gather count", [&] { AscendC::Gather(At<float>(0, 64), At<float>(4096, 64), At<uint32_t>(1024, 64), 0, 4); });
    ExpectFatalUntouched("Gather count b64", [&] { AscendC::Gather(At<int64_t>(0, 64), At<int64_t>(4096, 64), At<uint32_t>(1024, 64), 0, 4); });
    ExpectFatalUntouched("Scatter count", [&] { AscendC::Scatter(At<float>(4096, 64), At<float>(0, 64), At<uint32_t>(1024, 64), 0, 4); });
    ExpectFatalUntouched("Scatter count b64", [&] { AscendC::Scatter(At<uint64_t>(4096, 64), At<uint64_t>(0, 64), At<uint32_t>(1024, 64), 0, 4); });
    const uint64_t bits[2] = {0xF, 0};
    ExpectFatalUntouched("Gather bit-wise mask", [&] { AscendC::Gather(At<float>(0, 64), At<float>(4096, 64), At<uint32_t>(1024, 64), 0, bits, 1, 8); });
    ExpectFatalUntouched("Gather contiguous mask", [&] { AscendC::Gather(At<float>(0, 64), At<float>(4096, 64), At<uint32_t>(1024, 64), 0, uint64_t{4}, 1, 8); });
    ExpectFatalUntouched("Scatter bit-wise mask", [&] { AscendC::Scatter(At<float>(4096, 64), At<float>(0, 64), At<uint32_t>(1024, 64), 0, bits, 1, 8); });
    ExpectFatalUntouched("Scatter contiguous mask", [&] { AscendC::Scatter(At<float>(4096, 64), At<float>(0, 64), At<uint32_t>(1024, 64), 0, uint64_t{4}, 1, 8); });
  }
  // b16 P950: the 16-bit element index wraps (Gather) or saturates (Scatter),
  // so only the base address can leave UB.
  WriteOffsets(1024, {0, 2, 4, 0xFFFFFFFEu});
  ExpectFatalUntouched("Gather b16 base", [&] { AscendC::Gather(At<half>(0, 64), At<half>(ub - 64, 32), At<uint32_t>(1024, 64), 0x20000, 4); });
  ExpectFatalUntouched("Scatter b16 base", [&] { AscendC::Scatter(At<half>(ub - 64, 32), At<half>(0, 64), At<uint32_t>(1024, 64), 0, 4); });
  // The strided side and the offsets tensor themselves running off the end.
  ExpectFatalUntouched("Gather dst past the end", [&] { AscendC::Gather(At<float>(ub - 32, 8), At<float>(0, 64), At<uint32_t>(1024, 64), 0, 16); });
  ExpectFatalUntouched("Scatter src past the end", [&] { AscendC::Scatter(At<float>(0, 64), At<float>(ub - 32, 8), At<uint32_t>(1024, 64), 0, 16); });
  ExpectFatalUntouched("offsets past the end", [&] { AscendC::Gather(At<float>(0, 64), At<float>(0, 64), At<uint32_t>(ub - 8, 2), 0, 4); });
  ExpectFatalUntouched("tensor beyond the end", [&] { AscendC::Gather(At<float>(0, 64), At<float>(ub + 32, 8), At<uint32_t>(1024, 64), 0, 1); });
}

TEST_P(GuardAllApis, GatherMaskReadsAndWritesAtTheEnd) {
  const uint32_t ub = core_->ub_bytes;
  uint64_t kept = 0;
  ExpectFatalUntouched("src0 past the end", [&] { AscendC::GatherMask(At<uint16_t>(0, 128), At<uint16_t>(ub - 128, 64), 7, false, 0, {1, 1, 8, 0}, kept); });
  ExpectFatalUntouched("repeats past the end", [&] { AscendC::GatherMask(At<uint16_t>(0, 128), At<uint16_t>(ub - 512, 64), 1, false, 0, {1, 3, 8, 0}, kept); });
  ExpectFatalUntouched("dst past the end", [&] { AscendC::GatherMask(At<uint32_t>(ub - 64, 16), At<uint32_t>(0, 64), 7, false, 0, {1, 1, 8, 0}, kept); });
  ExpectFatalUntouched("counter mask past the end", [&] { AscendC::GatherMask(At<uint8_t>(0, 64), At<uint8_t>(ub - 4096, 64), 7, true, 8192, {1, 1, 8, 0}, kept); });
  ExpectFatalUntouched("pattern past the end", [&] { AscendC::GatherMask(At<uint16_t>(0, 128), At<uint16_t>(4096, 128), At<uint16_t>(ub - 32, 16), false, 0, {1, 2, 8, 1}, kept); });
  ExpectFatalUntouched("pattern repeats past the end", [&] { AscendC::GatherMask(At<uint16_t>(0, 128), At<uint16_t>(4096, 128), At<uint16_t>(ub - 64, 4), false, 0, {1, 4, 8, 1}, kept); });
}

TEST_P(GuardAllApis, RegLoadsStoresAndGathersAtBothEnds) {
  const int64_t ub = core_->ub_bytes;
  R::RegTensor<float> reg;
  R::RegTensor<uint64_t, R::RegTraitNumTwo> split;
  R::RegTensor<uint32_t> index_words;
  R::MaskReg all = R::CreateMask<float>();
  for (int64_t at : {ub - 224, ub, ub + 32, int64_t{-32}, int64_t{-4096}}) {
    ExpectFatalUntouched("LoadAlign", [&] { R::LoadAlign(reg, Ptr<float>(at)); });
    ExpectFatalUntouched("LoadAlign dual", [&] { R::LoadAlign<float, R::LoadDist::DIST_DINTLV_B32>(reg, reg, Ptr<float>(at)); });
    ExpectFatalUntouched("LoadAlign split b64", [&] { R::LoadAlign(split, Ptr<uint64_t>(at)); });
    ExpectFatalUntouched("StoreAlign", [&] { R::StoreAlign(Ptr<float>(at), reg, all); });
    ExpectFatalUntouched("StoreAlign dual", [&] { R::StoreAlign<float, R::StoreDist::DIST_INTLV_B32>(Ptr<float>(at), reg, reg, all); });
    ExpectFatalUntouched("StoreAlign split b64", [&] { R::StoreAlign(Ptr<uint64_t>(at), split, all); });
  }
  for (int64_t at : {ub - 96, int64_t{-32}})  // 128 bytes written
    ExpectFatalUntouched("StoreAlign pack", [&] { R::StoreAlign<uint32_t, R::StoreDist::DIST_PACK_B32>(Ptr<uint32_t>(at), index_words, all); });
  // AddrReg offsets that carry an in-range base past the end.
  const R::AddrReg past = R::CreateAddrReg<float>(static_cast<uint16_t>(1), static_cast<uint32_t>(ub / 4 - 32));
  ExpectFatalUntouched("LoadAlign AddrReg", [&] { R::LoadAlign(reg, Ptr<float>(0), past); });
  ExpectFatalUntouched("StoreAlign AddrReg", [&] { R::StoreAlign(Ptr<float>(0), reg, past, all); });
  // Post-update: the access is inside, the updated pointer is not (checked
  // before the access, so nothing is stored).
  ExpectFatalUntouched("StoreAlign post-update below the start", [&] {
    float* p = Ptr<float>(0);
    R::StoreAlign<float, R::PostLiteral::POST_MODE_UPDATE>(p, reg, -64, all);
  });
  ExpectFatalUntouched("StoreAlign split post-update past the end", [&] {
    uint64_t* p = Ptr<uint64_t>(ub - 512);
    R::StoreAlign<uint64_t, R::PostLiteral::POST_MODE_UPDATE>(p, split, 128, all);
  });
  ExpectFatalUntouched("LoadAlign post-update past the end", [&] {
    float* p = Ptr<float>(ub - 256);
    R::LoadAlign<float, R::PostLiteral::POST_MODE_UPDATE>(reg, p, 1024);
  });
  // Reg Gather: an active lane one element past the end, or below the start.
  R::RegTensor<uint32_t> index;
  R::RegTensor<uint32_t> gathered;
  for (uint32_t k = 0; k < 64; ++k) index.SetElement(k, k);
  index.SetElement(63, static_cast<uint32_t>(ub / 4));
  R::MaskReg lanes = R::CreateMask<uint32_t>();
  ExpectFatalUntouched("Reg Gather past the end", [&] { R::Gather(gathered, Ptr<uint32_t>(0), index, lanes); });
  index.SetElement(63, 0);
  ExpectFatalUntouched("Reg Gather below the start", [&] { R::Gather(gathered, Ptr<uint32_t>(-32), index, lanes); });
  // Inactive lanes may point anywhere: never read, no FATAL.
  index.SetElement(63, 0xFFFFFFFFu);
  lanes.words[3] &= ~(1ull << 60);  // lane 63 (bit 252) off
  EXPECT_NO_THROW(R::Gather(gathered, Ptr<uint32_t>(0), index, lanes));
}

// The unaligned moves at any byte near both ends: the window of a load, the
// DataBlocks a store completes and the flush of the pending bytes.
TEST_P(GuardAllApis, RegUnalignedMovesAtBothEnds) {
  const int64_t ub = core_->ub_bytes;
  R::RegTensor<half> reg;
  R::MaskReg all = R::CreateMask<half>();
  for (int64_t at : {ub - 255, ub - 129, ub + 1, int64_t{-1}, int64_t{-4097}}) {
    ExpectFatalUntouched("Load", [&] { R::Load(reg, Ptr<half>(at)); });
    ExpectFatalUntouched("LoadUnAlign", [&] {
      R::UnalignRegForLoad ureg;
      R::LoadUnAlign(reg, ureg, Ptr<half>(at));
    });
    ExpectFatalUntouched("Store", [&] { R::Store(Ptr<half>(at), reg); });
    ExpectFatalUntouched("StoreUnAlign", [&] {
      R::UnalignRegForStore ureg;
      half* p = Ptr<half>(at);
      R::StoreUnAlign(p, reg, ureg, 128);
    });
  }
  ExpectFatalUntouched("LoadUnAlignPre at the end", [&] {
    R::UnalignRegForLoad ureg;
    R::LoadUnAlignPre(ureg, Ptr<half>(ub));
  });
  // Pending bytes flushed below the start (through an AddrReg that moves a
  // far pointer back into UB, then a flush before it).
  ExpectFatalUntouched("StoreUnAlignPost below the start", [&] {
    R::UnalignRegForStore ureg;
    half* p = Ptr<half>(10);
    R::StoreUnAlign(p, reg, ureg, 3);
    half* q = Ptr<half>(-16);
    R::StoreUnAlignPost(q, ureg, 0);
  });
  ExpectFatalUntouched("MaskReg StoreUnAlign past the end", [&] {
    R::UnalignRegForStore ureg;
    uint16_t* p = Ptr<uint16_t>(ub);
    R::StoreUnAlign(p, all, ureg);
  });
}

TEST_P(GuardAllApis, DataCopyAtTheEnd) {
  std::vector<uint16_t> gm(4096, 0x5A5A);
  AscendC::GlobalTensor<uint16_t> g;
  g.SetGlobalBuffer(gm.data(), gm.size());
  const uint32_t ub = core_->ub_bytes;
  ExpectFatalUntouched("DataCopy GM->UB", [&] { AscendC::DataCopy(At<uint16_t>(ub - 64, 32), g, 64); });
  ExpectFatalUntouched("DataCopy UB->GM", [&] { AscendC::DataCopy(g, At<uint16_t>(ub - 64, 32), 64); });
  EXPECT_EQ(gm[0], 0x5A5A);
}

// Regression (gather_scatter_fuzzer): a b64 Scatter whose targets overwrite
// its own dstOffset changed later offsets after the range check and wrote
// past the arena. Now the pseudo-code's order runs on a copy with a check per
// element: the reference's result, or FATAL with nothing touched.
TEST_P(GuardAllApis, ScatterOntoItsOwnOffsetsFollowsTheReference) {
  ascendc_host::ScopedCheckedMode release(false);  // the overlap is a WARN
  const uint32_t ub = core_->ub_bytes;
  // Element 0 lands on offsets 0/1 and rewrites offset 1 to point past the end.
  std::vector<uint64_t> src(4);
  src[0] = (uint64_t{ub} << 32) | 0;  // low word: offset 0 stays 0; high word: offset 1 = ub
  std::memcpy(core_->ub + 4096, src.data(), 32);
  WriteOffsets(0, {0, 64, 128, 192});
  ExpectFatalUntouched("self-modified offset", [&] { AscendC::Scatter(At<uint64_t>(0, 64), At<uint64_t>(4096, 4), At<uint32_t>(0, 4), 0, 4); });
  // A rewrite that stays inside UB: same bytes as the reference.
  src[0] = (uint64_t{8192} << 32) | 0;
  std::memcpy(core_->ub + 4096, src.data(), 32);
  std::vector<uint8_t> expected = Snapshot(*core_);
  ascendc_host::reference::ScatterCount(ascendc_host::reference::Ub(expected.data(), ub), 8, 0, 4096, 0, 0, 4);
  AscendC::Scatter(At<uint64_t>(0, 64), At<uint64_t>(4096, 4), At<uint32_t>(0, 4), 0, 4);
  EXPECT_TRUE(SameBytes(expected, Snapshot(*core_)));
}

// Regression (gather_mask_fuzzer): kept elements written onto the pattern
// of later repeats; the count taken before the call no longer held.
TEST_P(GuardAllApis, GatherMaskOntoItsOwnPatternFollowsTheReference) {
  ascendc_host::ScopedCheckedMode release(false);
  std::memset(core_->ub + 8192, 0xFF, 64);  // pattern: keep all; dst starts on repeat 1's pattern
  namespace ref = ascendc_host::reference;
  ref::GatherMaskArgs a;
  a.element_bytes = 2;
  a.dst = 8192 + 32;
  a.src0 = 0;
  a.pattern_is_tensor = true;
  a.pattern = 8192;
  a.repeat_times = 3;
  a.src0_repeat_stride = 8;
  a.src1_repeat_stride = 1;
  std::vector<uint8_t> expected = Snapshot(*core_);
  ref::MaskMode mode = ref::MaskMode::kNormal;
  const uint64_t expected_kept = ref::GatherMask(ascendc_host::Profile::kP950, ref::Ub(expected.data(), core_->ub_bytes), a, mode);
  uint64_t kept = 0;
  AscendC::GatherMask(At<uint16_t>(a.dst, 512), At<uint16_t>(0, 512), At<uint16_t>(8192, 64), false, 0, {1, 3, 8, 1}, kept);
  EXPECT_EQ(kept, expected_kept);
  EXPECT_TRUE(SameBytes(expected, Snapshot(*core_)));
}

// The data-movement APIs of SPEC 13: calls that end exactly at the UB end
// must run without faulting (no over-read or over-write, padding and
// dummy bytes included), one byte or block further must be FATAL.
TEST_P(GuardAllApis, DataMovementAtAndBeyondTheEnd) {
  const uint32_t ub = core_->ub_bytes;
  std::vector<uint8_t> gm(4096, 7);
  AscendC::GlobalTensor<uint8_t> g;
  g.SetGlobalBuffer(gm.data(), gm.size());
  const AscendC::DataCopyPadExtParams<uint8_t> pad{true, 3, 4, 9};
  // 2 rows of 3 + 47 + 4 bytes, each padded to 64: 128 bytes.
  AscendC::DataCopyPad(At<uint8_t>(ub - 128, 128), g, AscendC::DataCopyExtParams{2, 47, 0, 0, 0}, pad);
  EXPECT_EQ(core_->ub[ub - 1], 9);
  ExpectFatalUntouched("DataCopyPad to UB", [&] {
    AscendC::DataCopyPad(At<uint8_t>(ub - 96, 96), g, AscendC::DataCopyExtParams{2, 47, 0, 0, 0}, pad);
  });
  AscendC::DataCopyPad<uint8_t, AscendC::PaddingMode::Compact>(At<uint8_t>(ub - 96, 96), g,
                                                                 AscendC::DataCopyExtParams{2, 47, 0, 0, 0}, pad);
  AscendC::DataCopyPad(g, At<uint8_t>(ub - 64, 64), AscendC::DataCopyExtParams{1, 64, 0, 0, 0});
  ExpectFatalUntouched("DataCopyPad to GM", [&] {
    AscendC::DataCopyPad(g, At<uint8_t>(ub - 64, 64), AscendC::DataCopyExtParams{3, 20, 0, 0, 0});  // rows 32 apart
  });
  ExpectFatalUntouched("DataCopy DataCopyParams UB -> UB", [&] {
    AscendC::DataCopy(At<uint8_t>(ub - 64, 64), At<uint8_t>(0, 64), AscendC::DataCopyParams{2, 1, 0, 1});
  });
  AscendC::Copy(At<uint16_t>(ub - 512, 256), At<uint16_t>(0, 256), 256);
  ExpectFatalUntouched("Copy count", [&] { AscendC::Copy(At<uint16_t>(ub - 510, 256), At<uint16_t>(0, 256), 256); });
  // Copy with a mask reads whole DataBlocks: one element in the last block.
  AscendC::Copy(At<float>(0, 64), At<float>(ub - 256, 64), uint64_t{57}, 1, AscendC::CopyRepeatParams{1, 1, 8, 8});
  ExpectFatalUntouched("Copy mask", [&] {
    AscendC::Copy(At<float>(0, 64), At<float>(ub - 224, 64), uint64_t{57}, 1, AscendC::CopyRepeatParams{1, 1, 8, 8});
  });
  WriteOffsets(1024, {0, 32, ub - 4096 - 32, 64, 96, 128, 160, 192});
  AscendC::Gatherb(At<uint32_t>(8192, 64), At<uint32_t>(4096, 64), At<uint32_t>(1024, 8), 1, AscendC::GatherRepeatParams{1, 8});
  WriteOffsets(1024, {0, 32, ub - 4096, 64, 96, 128, 160, 192});
  ExpectFatalUntouched("Gatherb", [&] {
    AscendC::Gatherb(At<uint32_t>(8192, 64), At<uint32_t>(4096, 64), At<uint32_t>(1024, 8), 1, AscendC::GatherRepeatParams{1, 8});
  });
  ExpectFatalUntouched("LocalTensor(pos, addr, tileSize)",
                       [&] { AscendC::LocalTensor<float> t(AscendC::TPosition::VECIN, ub - 32, 9); });
  // Reg: a MaskReg DIST_DS load reads 64 bytes; DataBlock moves and GatherB
  // read selected blocks only; Scatter writes active lanes only.
  R::MaskReg mask;
  R::LoadAlign<uint8_t, R::MaskDist::DIST_DS>(mask, Ptr<uint8_t>(ub - 64));
  ExpectFatalUntouched("LoadAlign MaskReg", [&] { R::LoadAlign<uint8_t, R::MaskDist::DIST_DS>(mask, Ptr<uint8_t>(ub - 32)); });
  R::StoreAlign(Ptr<uint8_t>(ub - 32), mask);
  R::RegTensor<float> reg;
  uint32_t n = 8;
  R::MaskReg block0 = R::UpdateMask<float>(n);
  R::LoadAlign<float, R::DataCopyMode::DATA_BLOCK_COPY>(reg, Ptr<float>(ub - 32), 100, block0);
  R::StoreAlign<float, R::DataCopyMode::DATA_BLOCK_COPY>(Ptr<float>(ub - 32), reg, 100, block0);
  R::MaskReg all = R::CreateMask<float>();
  ExpectFatalUntouched("StoreAlign DATA_BLOCK_COPY", [&] {
    R::StoreAlign<float, R::DataCopyMode::DATA_BLOCK_COPY>(Ptr<float>(ub - 32), reg, 1, all);
  });
  R::RegTensor<uint32_t> index;
  for (uint32_t k = 0; k < 64; ++k) index.SetElement(k, k);
  index.SetElement(63, ub / 4 - 1);
  R::Scatter(Ptr<float>(0), reg, index, all);
  index.SetElement(63, ub / 4);
  ExpectFatalUntouched("Scatter", [&] { R::Scatter(Ptr<float>(0), reg, index, all); });
  for (uint32_t j = 0; j < 8; ++j) index.SetElement(j, ub - 32);
  R::GatherB(reg, Ptr<float>(0), index, all);
  index.SetElement(7, ub);
  ExpectFatalUntouched("GatherB", [&] { R::GatherB(reg, Ptr<float>(0), index, all); });
}

// TransDataTo5HD: every DataBlock of every repeat of the 32 listed
// addresses, up to the end and below the start.
TEST_P(GuardAllApis, TransDataTo5HDAtBothEnds) {
  const uint32_t ub = core_->ub_bytes;
  using Params = AscendC::TransDataTo5HDParams;
  uint64_t low[16], last[16];
  for (uint32_t i = 0; i < 16; ++i) {
    low[i] = reinterpret_cast<uint64_t>(Ptr<uint8_t>(32 * i));
    last[i] = reinterpret_cast<uint64_t>(Ptr<uint8_t>(ub - 2048 + 128 * i));  // 16 blocks 4 apart, the last ends at the end
  }
  AscendC::TransDataTo5HD<int8_t>(last, low, Params(true, true, 4, 1, 1));
  AscendC::TransDataTo5HD<float>(low, last, Params(false, false, 4, 1, 1));
  ExpectFatalUntouched("TransDataTo5HD dst past the end",
                       [&] { AscendC::TransDataTo5HD<int8_t>(last, low, Params(true, true, 5, 1, 1)); });
  ExpectFatalUntouched("TransDataTo5HD src one stride past the end",
                       [&] { AscendC::TransDataTo5HD<half>(low, last, Params(false, false, 1, 0, 4)); });
  low[9] = reinterpret_cast<uint64_t>(Ptr<uint8_t>(-32));
  ExpectFatalUntouched("TransDataTo5HD src below the start",
                       [&] { AscendC::TransDataTo5HD<uint16_t>(last, low, Params(false, false, 1, 0, 0)); });
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(GuardAllApis);

}  // namespace
