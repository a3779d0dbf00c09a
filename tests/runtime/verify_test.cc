// Cross-check mode (ascendc_host/verify.h): every hooked API passes on valid
// random inputs, and a deliberately corrupted SIMD result is caught with the
// API, the element and both values named, inside launched blocks too.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
using ah::testing::FreshCore;
using ah::testing::RaisesError;

using ascendc_host::testing::TensorAt;
template <typename T>
T* UbAt(uint32_t address) {
  return reinterpret_cast<T*>(ah::runtime::CurrentCore().ub + address);
}

// Random UB content below 64 KiB, offsets valid for `elements` source elements of `s` bytes.
void Prepare(uint32_t offsets_at, uint32_t n, uint32_t elements, uint32_t s, std::mt19937_64& rng) {
  auto& core = ah::runtime::CurrentCore();
  ah::testing::FillRandom(core.ub, 65536, rng);
  uint32_t* off = UbAt<uint32_t>(offsets_at);
  for (uint32_t k = 0; k < n; ++k) off[k] = static_cast<uint32_t>(rng() % elements) * s;
}

// A fresh core whose first 64 KiB of UB are random.
void FreshRandomCore(std::mt19937_64& rng) {
  FreshCore();
  ah::testing::FillRandom(ah::runtime::CurrentCore().ub, 65536, rng);
}

// The test body once as is (must pass the cross-check), once with the
// result of its call after Arm(true) corrupted (must raise the mismatch
// naming `fragments`).
void Arm(bool corrupt) {
  if (corrupt) ah::verify::CorruptNextResultForTesting();
}
template <typename Body>
void PassesThenCatchesCorruption(Body&& body, std::initializer_list<const char*> fragments) {
  ah::ScopedVerifyMode verify(true);
  ah::ScopedCheckedMode checked(true);
  body(false);
  std::vector<const char*> all(fragments);
  all.push_back("(SIMD) vs");
  all.push_back("(reference)");
  all.push_back("differs from the scalar reference");
  try {
    body(true);
    ADD_FAILURE() << "no mismatch was reported";
  } catch (const ah::Error& e) {
    EXPECT_EQ(e.severity(), ah::Severity::kError);
    for (const char* f : all) EXPECT_NE(std::strstr(e.what(), f), nullptr) << "lacks \"" << f << "\": " << e.what();
  }
}

TEST(Verify, GatherCountAndMasks) {
  std::mt19937_64 rng(1);
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        FreshCore();
        Prepare(8192, 300, 1000, 2, rng);
        Arm(corrupt);
        AscendC::Gather(TensorAt<half>(16384, 300), TensorAt<half>(0, 1000), TensorAt<uint32_t>(8192, 300), 0u, 300u);
      },
      {"Gather: dst[0]=0x"});
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        FreshCore();
        Prepare(8192, 256, 1000, 4, rng);
        const uint64_t mask[2] = {0xF0F0F0F0F0F0F0F0ull, 0};
        Arm(corrupt);
        AscendC::Gather(TensorAt<float>(16384, 256), TensorAt<float>(0, 1000), TensorAt<uint32_t>(8192, 256), 0u, mask, 4, 8);
        AscendC::Gather(TensorAt<float>(20480, 256), TensorAt<float>(0, 1000), TensorAt<uint32_t>(8192, 256), 0u, uint64_t{37}, 3, 9);
      },
      {"Gather: dst["});
}

TEST(Verify, ScatterCountAndMasks) {
  std::mt19937_64 rng(2);
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        FreshCore();
        Prepare(8192, 200, 1000, 4, rng);
        Arm(corrupt);
        AscendC::Scatter(TensorAt<uint32_t>(16384, 1000), TensorAt<uint32_t>(0, 200), TensorAt<uint32_t>(8192, 200), 0u, 200u);
      },
      {"Scatter: dst[0]=0x"});
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        FreshCore();
        Prepare(8192, 256, 1000, 2, rng);
        Arm(corrupt);
        AscendC::Scatter(TensorAt<uint16_t>(16384, 1000), TensorAt<uint16_t>(0, 512), TensorAt<uint32_t>(8192, 256), 0u, uint64_t{77},
                         2, 8);
      },
      {"Scatter: dst[0]=0x"});
}

TEST(Verify, GatherMaskBuiltinAndTensorPattern) {
  std::mt19937_64 rng(3);
  uint64_t kept = 0;
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        FreshCore();
        ah::testing::FillRandom(ah::runtime::CurrentCore().ub, 65536, rng);
        AscendC::GatherMaskParams params{1, 4, 8, 8};
        Arm(corrupt);
        AscendC::GatherMask(TensorAt<uint16_t>(32768, 1024), TensorAt<uint16_t>(0, 1024), TensorAt<uint16_t>(8192, 512), false, 0,
                            params, kept);
        AscendC::GatherMask(TensorAt<uint32_t>(40960, 1024), TensorAt<uint32_t>(0, 1024), uint8_t{3}, false, 0, params, kept);
      },
      {"GatherMask: dst[0]=0x"});
}

TEST(Verify, DataCopyBothDirections) {
  std::mt19937_64 rng(4);
  std::vector<uint16_t> gm_in(512), gm_out(512, 0);
  for (auto& v : gm_in) v = static_cast<uint16_t>(rng());
  AscendC::GlobalTensor<uint16_t> in, out;
  in.SetGlobalBuffer(gm_in.data(), gm_in.size());
  out.SetGlobalBuffer(gm_out.data(), gm_out.size());
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        FreshCore();
        Arm(corrupt);
        AscendC::DataCopy(TensorAt<uint16_t>(1024, 512), in, 512);
      },
      {"DataCopy: dst[0]=0x"});
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        FreshCore();
        AscendC::DataCopy(TensorAt<uint16_t>(1024, 512), in, 512);
        Arm(corrupt);
        AscendC::DataCopy(out, TensorAt<uint16_t>(1024, 512), 512);
      },
      {"DataCopy: dst[0]=0x"});
}

TEST(Verify, RegLoadStoreGather) {
  namespace R = AscendC::Reg;
  std::mt19937_64 rng(5);
  auto fill = [&] { FreshRandomCore(rng); };
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        fill();
        R::RegTensor<uint16_t> r;
        Arm(corrupt);
        R::LoadAlign(r, UbAt<uint16_t>(512));
        R::LoadAlign<uint16_t, R::LoadDist::DIST_BRC_B16>(r, UbAt<uint16_t>(1026));
      },
      {"LoadAlign: dstReg[0]=0x"});
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        fill();
        R::RegTensor<uint8_t> a, b;
        Arm(corrupt);
        R::LoadAlign<uint8_t, R::LoadDist::DIST_DINTLV_B8>(a, b, UbAt<uint8_t>(2048));
      },
      {"LoadAlign: dstReg0[0]=0x"});
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        fill();
        R::RegTensor<uint32_t> r;
        R::LoadAlign(r, UbAt<uint32_t>(0));
        uint32_t n = 37;
        R::MaskReg m = R::UpdateMask<uint32_t>(n);
        Arm(corrupt);
        R::StoreAlign(UbAt<uint32_t>(4096), r, m);
      },
      {"StoreAlign: dstAddr[0]=0x"});
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        fill();
        R::RegTensor<uint16_t> index, dst;
        uint16_t* idx = UbAt<uint16_t>(8192);
        for (int k = 0; k < 128; ++k) idx[k] = static_cast<uint16_t>(rng() % 2000);
        R::LoadAlign(index, idx);
        uint32_t n = 100;
        R::MaskReg m = R::UpdateMask<uint16_t>(n);
        Arm(corrupt);
        R::Gather(dst, UbAt<uint16_t>(0), index, m);
        R::Gather(index, UbAt<uint16_t>(0), index, m);  // destination = index register
      },
      {"Gather: dstReg[0]=0x"});
}

// The hooks the test above does not reach: dual stores, the b64
// RegTraitNumTwo forms (plain and post-update) and the register
// permutation. Each passes on valid input and catches a one-bit fault.
TEST(Verify, RegDualAndSplitStoresAndThePermutation) {
  namespace R = AscendC::Reg;
  std::mt19937_64 rng(6);
  auto fill = [&] { FreshRandomCore(rng); };
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        fill();
        R::RegTensor<uint8_t> a, b;
        R::LoadAlign(a, UbAt<uint8_t>(0));
        R::LoadAlign(b, UbAt<uint8_t>(256));
        R::MaskReg m = R::CreateMask<uint8_t>();
        Arm(corrupt);
        R::StoreAlign<uint8_t, R::StoreDist::DIST_INTLV_B8>(UbAt<uint8_t>(4096), a, b, m);
      },
      {"StoreAlign: dstAddr[0]=0x"});
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        fill();
        R::RegTensor<uint64_t, R::RegTraitNumTwo> r;
        Arm(corrupt);
        R::LoadAlign(r, UbAt<uint64_t>(512));
      },
      {"LoadAlign: dstReg.low[0]=0x"});
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        fill();
        R::RegTensor<uint64_t, R::RegTraitNumTwo> r;
        R::LoadAlign(r, UbAt<uint64_t>(0));
        uint32_t n = 50;
        R::MaskReg m = R::UpdateMask<uint64_t, R::RegTraitNumTwo>(n);
        uint64_t* at = UbAt<uint64_t>(8192);
        Arm(corrupt);
        R::StoreAlign<uint64_t, R::PostLiteral::POST_MODE_UPDATE>(at, r, 64, m);  // halves 256 bytes apart
      },
      {"StoreAlign: dstAddr[0]=0x"});
  PassesThenCatchesCorruption(
      [&](bool corrupt) {
        fill();
        R::RegTensor<uint64_t, R::RegTraitNumTwo> r;
        R::LoadAlign(r, UbAt<uint64_t>(0));
        R::MaskReg m = R::CreateMask<uint64_t, R::MaskPattern::ALL, R::RegTraitNumTwo>();
        uint64_t* at = UbAt<uint64_t>(12288);
        Arm(corrupt);
        R::StoreAlign<uint64_t, R::PostLiteral::POST_MODE_UPDATE>(at, r, 8, m);  // the second half 64 bytes on
      },
      {"StoreAlign: dstAddr[0]=0x"});
  for (int width : {1, 2, 4}) {
    PassesThenCatchesCorruption(
        [&](bool corrupt) {
          fill();
          auto permute = [&](auto tag) {
            using E = decltype(tag);
            R::RegTensor<E> src, index, dst;
            R::LoadAlign(src, UbAt<E>(0));
            R::LoadAlign(index, UbAt<E>(1024));
            Arm(corrupt);
            R::Gather(dst, src, index);
            R::Gather(src, src, index);  // destination = source register
          };
          if (width == 1) permute(uint8_t{});
          if (width == 2) permute(uint16_t{});
          if (width == 4) permute(uint32_t{});
        },
        {"Gather: dstReg[0]=0x"});
  }
}

// One of 40 blocks computes a corrupted result: the error reaches the host
// with that block's index.
void CopyKernel(GM_ADDR src, GM_ADDR dst) {
  AscendC::GlobalTensor<float> in, out;
  const uint32_t block = AscendC::GetBlockIdx();
  in.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(src) + block * 64, 64);
  out.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(dst) + block * 64, 64);
  AscendC::LocalTensor<float> local = TensorAt<float>(0, 64);
  if (block == 7) ah::verify::CorruptNextResultForTesting();
  AscendC::DataCopy(local, in, 64);
  AscendC::DataCopy(out, local, 64);
}

TEST(Verify, MismatchInALaunchedBlockReachesTheHost) {
  ah::ScopedVerifyMode verify(true);
  std::vector<float> src(40 * 64), dst(40 * 64, 0);
  for (size_t i = 0; i < src.size(); ++i) src[i] = static_cast<float>(i);
  ah::LaunchOptions serial;
  serial.max_threads = 1;
  try {
    ah::LaunchWith(serial, 40, CopyKernel, reinterpret_cast<GM_ADDR>(src.data()), reinterpret_cast<GM_ADDR>(dst.data()));
    ADD_FAILURE() << "no mismatch was reported";
  } catch (const ah::Error& e) {
    EXPECT_EQ(e.block(), 7);
    EXPECT_NE(std::strstr(e.what(), "DataCopy: dst[0]="), nullptr) << e.what();
    EXPECT_NE(std::strstr(e.what(), "(block 7)"), nullptr) << e.what();
  }
  // Without corruption all 40 blocks pass the cross-check.
  ah::Launch(40, [](GM_ADDR s, GM_ADDR d) {
    const uint32_t block = AscendC::GetBlockIdx();
    AscendC::GlobalTensor<float> in, out;
    in.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(s) + block * 64, 64);
    out.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(d) + block * 64, 64);
    AscendC::LocalTensor<float> local = TensorAt<float>(0, 64);
    AscendC::DataCopy(local, in, 64);
    AscendC::DataCopy(out, local, 64);
  }, reinterpret_cast<GM_ADDR>(src.data()), reinterpret_cast<GM_ADDR>(dst.data()));
  EXPECT_EQ(std::memcmp(src.data(), dst.data(), src.size() * sizeof(float)), 0);
}

// An error raised by the surface wins: the call is not cross-checked.
TEST(Verify, SurfaceErrorsAreNotMaskedByTheCrossCheck) {
  ah::ScopedVerifyMode verify(true);
  FreshCore();
  uint32_t* off = UbAt<uint32_t>(8192);
  off[0] = 1u << 30;  // far outside UB
  EXPECT_TRUE(RaisesError([&] { AscendC::Gather(TensorAt<uint32_t>(16384, 1), TensorAt<uint32_t>(0, 8), TensorAt<uint32_t>(8192, 1), 0u, 1u); },
                          ah::Severity::kFatal, {"Gather: srcOffset[0]", "outside the UB"}));
}

TEST(Verify, SwitchAndScope) {
  const bool before = ah::VerifyMode();
  {
    ah::ScopedVerifyMode on(true);
    EXPECT_TRUE(ah::VerifyMode());
    {
      ah::ScopedVerifyMode off(false);
      EXPECT_FALSE(ah::verify::Enabled());
    }
    EXPECT_TRUE(ah::VerifyMode());
  }
  EXPECT_EQ(ah::VerifyMode(), before);
}

// ctest runs this once more with ASCENDC_HOST_VERIFY=1 (verify_env_switch).
TEST(VerifyEnv, ModeFollowsTheEnvironment) {
  const char* env = std::getenv("ASCENDC_HOST_VERIFY");
  if (env == nullptr) GTEST_SKIP() << "ASCENDC_HOST_VERIFY is not set";
  EXPECT_EQ(ah::VerifyMode(), std::string(env) == "1");
}

}  // namespace
