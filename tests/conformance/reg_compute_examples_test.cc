// SPEC 14: the Reg compute pages' usage, run as written: a seed-style vector
// function (LoadAlign, UpdateMask, a dozen compute operations, Compare,
// Select, StoreAlign in a hardware-loop-shaped loop, launched with
// asc_vf_call) against an independent plain C++ computation, and the pages'
// own example functions.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;

template <typename T>
T* UbAt(uint32_t byte_address) {
  return reinterpret_cast<T*>(ah::runtime::CurrentCore().ub + byte_address);
}

// The kernel under test, in the pages' style: one VL per iteration, the last
// one partial through UpdateMask.
//   t = a * scale + bias; u = max(t, b); r = |u - a| * a, clamped to
//   [0, limit]; where r > b keep r, else b; then r + (a AND-masked by the
//   compare of a against 0) ... in plain words, see Expected() below.
template <typename T>
__simd_vf__ inline void SeedStyleVF(__ubuf__ T* dstAddr, __ubuf__ T* src0Addr, __ubuf__ T* src1Addr, uint32_t count,
                                    uint16_t oneRepeatSize, uint16_t repeatTimes, T scale, T bias, T limit) {
  AscendC::Reg::RegTensor<T> a, b, t, u, r;
  AscendC::Reg::MaskReg mask, greater, positive;
  for (uint16_t i = 0; i < repeatTimes; i++) {
    mask = AscendC::Reg::UpdateMask<T>(count);
    AscendC::Reg::LoadAlign(a, src0Addr + i * oneRepeatSize);
    AscendC::Reg::LoadAlign(b, src1Addr + i * oneRepeatSize);
    AscendC::Reg::Muls(t, a, scale, mask);
    AscendC::Reg::Adds(t, t, bias, mask);
    AscendC::Reg::Max(u, t, b, mask);
    AscendC::Reg::Sub(r, u, a, mask);
    AscendC::Reg::Abs(r, r, mask);
    AscendC::Reg::Mul(r, r, a, mask);
    AscendC::Reg::Mins(r, r, limit, mask);
    AscendC::Reg::Relu(r, r, mask);
    AscendC::Reg::Compare<T, AscendC::CMPMODE::GT>(greater, r, b, mask);
    AscendC::Reg::Select(r, r, b, greater);
    AscendC::Reg::Compares<T, AscendC::CMPMODE::GE>(positive, a, static_cast<T>(0), mask);
    AscendC::Reg::Neg(u, r, mask);
    AscendC::Reg::Select(r, r, u, positive);
    AscendC::Reg::StoreAlign(dstAddr + i * oneRepeatSize, r, mask);
  }
}

// The same computation element by element in plain C++ (float arithmetic,
// rounded to T after each step as the operations do).
template <typename T>
float Round(float v) {
  return static_cast<float>(T(v));
}
template <typename T>
float Expected(float a, float b, float scale, float bias, float limit) {
  float t = Round<T>(a * scale);
  t = Round<T>(t + bias);
  const float u = t > b ? t : b;
  float r = Round<T>(u - a);
  r = std::fabs(r);
  r = Round<T>(r * a);
  r = r < limit ? r : limit;
  r = r > 0 ? r : 0;
  r = r > b ? r : b;
  return a >= 0 ? r : -r;
}

template <typename T>
void RunSeedStyle(uint32_t count) {
  ah::testing::FreshCore();
  constexpr uint16_t kPerRepeat = 256 / sizeof(T);
  const uint16_t repeats = static_cast<uint16_t>((count + kPerRepeat - 1) / kPerRepeat);
  T* src0 = UbAt<T>(0);
  T* src1 = UbAt<T>(32768);
  T* dst = UbAt<T>(65536);
  std::mt19937 rng(static_cast<uint32_t>(count));
  std::uniform_real_distribution<float> dist(-20.0f, 20.0f);
  std::vector<float> a(count), b(count);
  for (uint32_t k = 0; k < count; ++k) {
    a[k] = Round<T>(dist(rng));
    b[k] = Round<T>(dist(rng));
    src0[k] = T(a[k]);
    src1[k] = T(b[k]);
  }
  const uint32_t stored = repeats * kPerRepeat;
  for (uint32_t k = 0; k < stored + kPerRepeat; ++k) dst[k] = T(-12345.0f);
  const T scale = T(1.5f), bias = T(-2.25f), limit = T(250.0f);
  asc_vf_call<SeedStyleVF<T>>(dst, src0, src1, count, kPerRepeat, repeats, scale, bias, limit);
  for (uint32_t k = 0; k < count; ++k)
    ASSERT_EQ(static_cast<float>(dst[k]), Expected<T>(a[k], b[k], 1.5f, -2.25f, 250.0f)) << "element " << k;
  // Lanes beyond count are masked off: untouched.
  for (uint32_t k = count; k < stored + kPerRepeat; ++k) ASSERT_EQ(static_cast<float>(dst[k]), Round<T>(-12345.0f)) << k;
}

TEST(RegComputeSeedStyle, FloatPartialLastRepeat) { RunSeedStyle<float>(1000); }
TEST(RegComputeSeedStyle, FloatWholeRepeats) { RunSeedStyle<float>(1024); }
TEST(RegComputeSeedStyle, HalfPartialLastRepeat) { RunSeedStyle<half>(1000); }

TEST(RegComputeSeedStyle, CrossCheckModeAgreesOnTheWholeKernel) {
  const ah::ScopedVerifyMode verify(true);
  RunSeedStyle<float>(777);
  RunSeedStyle<half>(300);
}

TEST(RegComputeSeedStyle, LaunchedOnEightBlocks) {
  // The kernel in blocks on the launcher's threads, each its own slice.
  constexpr uint32_t kPerBlock = 640;
  std::vector<float> in0(8 * kPerBlock), in1(8 * kPerBlock), out(8 * kPerBlock, 0.0f);
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> dist(-20.0f, 20.0f);
  for (auto& v : in0) v = dist(rng);
  for (auto& v : in1) v = dist(rng);
  ah::Launch(8, [&] {
    const uint32_t block = AscendC::GetBlockIdx();
    float* a = UbAt<float>(0);
    float* b = UbAt<float>(8192);
    float* d = UbAt<float>(16384);
    std::memcpy(a, in0.data() + block * kPerBlock, kPerBlock * 4);
    std::memcpy(b, in1.data() + block * kPerBlock, kPerBlock * 4);
    asc_vf_call<SeedStyleVF<float>>(d, a, b, kPerBlock, uint16_t{64}, uint16_t{10}, 1.5f, -2.25f, 250.0f);
    std::memcpy(out.data() + block * kPerBlock, d, kPerBlock * 4);
  });
  for (uint32_t k = 0; k < out.size(); ++k)
    ASSERT_EQ(out[k], Expected<float>(in0[k], in1[k], 1.5f, -2.25f, 250.0f)) << k;
}

// The Add page's example with the carry out (计算结果保留进位), as written.
template <typename T>
static __simd_vf__ inline void AddCarryVF(__ubuf__ T* dst0Addr, __ubuf__ T* dst1Addr, __ubuf__ T* src0Addr,
                                          __ubuf__ T* src1Addr, uint32_t count, uint16_t repeatTimes,
                                          uint16_t oneRepeatSize) {
  AscendC::Reg::RegTensor<T> srcReg0;
  AscendC::Reg::RegTensor<T> srcReg1;
  AscendC::Reg::RegTensor<T> dstReg0;
  AscendC::Reg::MaskReg mask;
  AscendC::Reg::MaskReg carry = AscendC::Reg::CreateMask<uint8_t>();
  for (uint16_t i = 0; i < repeatTimes; i++) {
    mask = AscendC::Reg::UpdateMask<T>(count);
    AscendC::Reg::LoadAlign(srcReg0, src0Addr + i * oneRepeatSize);
    AscendC::Reg::LoadAlign(srcReg1, src1Addr + i * oneRepeatSize);
    AscendC::Reg::Add(carry, dstReg0, srcReg0, srcReg1, mask);
    // 8*4B=32B align
    AscendC::Reg::StoreAlign<uint32_t, AscendC::Reg::MaskDist::DIST_NORM>(dst1Addr + i * 8, carry);
    AscendC::Reg::StoreAlign(dst0Addr + i * oneRepeatSize, dstReg0, mask);
  }
}

TEST(RegComputePageExamples, AddWithCarryOut) {
  ah::testing::FreshCore();
  uint32_t* a = UbAt<uint32_t>(0);
  uint32_t* b = UbAt<uint32_t>(1024);
  uint32_t* sum = UbAt<uint32_t>(2048);
  uint32_t* carries = UbAt<uint32_t>(4096);
  for (uint32_t k = 0; k < 128; ++k) {
    a[k] = 0xF0000000u + k;
    b[k] = k % 3 == 0 ? 0x20000000u : 0x01000000u;
  }
  AddCarryVF<uint32_t>(sum, carries, a, b, 128, 2, 64);
  for (uint32_t k = 0; k < 128; ++k) {
    ASSERT_EQ(sum[k], a[k] + b[k]) << k;
    const uint32_t word = carries[(k / 64) * 8 + (k % 64) / 8];
    const uint32_t group = (word >> (4 * (k % 8))) & 0xF;
    ASSERT_EQ(group, k % 3 == 0 ? 1u : 0u) << k;  // the lowest bit of the 4-bit group
  }
}

// The MaskReg Select page's example: Adds with a mask built by Select.
template <typename T>
__simd_vf__ inline void MaskSelectVF(__ubuf__ T* dstAddr, __ubuf__ T* srcAddr, uint32_t count, uint32_t oneRepeatSize,
                                     uint16_t repeatTimes) {
  AscendC::Reg::RegTensor<T> srcReg;
  AscendC::Reg::MaskReg maskFull = AscendC::Reg::CreateMask<T, AscendC::Reg::MaskPattern::ALL>();
  AscendC::Reg::MaskReg maskNone = AscendC::Reg::CreateMask<T, AscendC::Reg::MaskPattern::ALLF>();
  AscendC::Reg::MaskReg maskVL1 = AscendC::Reg::CreateMask<T, AscendC::Reg::MaskPattern::VL1>();
  AscendC::Reg::MaskReg newMask;
  AscendC::Reg::MaskReg mask;
  AscendC::Reg::Select(newMask, maskFull, maskNone, maskVL1);
  for (uint16_t i = 0; i < repeatTimes; ++i) {
    mask = AscendC::Reg::UpdateMask<T>(count);
    AscendC::Reg::LoadAlign(srcReg, srcAddr + i * oneRepeatSize);
    AscendC::Reg::Adds(srcReg, srcReg, 1, newMask);
    AscendC::Reg::StoreAlign(dstAddr + i * oneRepeatSize, srcReg, mask);
  }
}

TEST(RegComputePageExamples, MaskSelectKeepsTheFirstLane) {
  ah::testing::FreshCore();
  int32_t* src = UbAt<int32_t>(0);
  int32_t* dst = UbAt<int32_t>(1024);
  for (int k = 0; k < 128; ++k) src[k] = 10 * k;
  MaskSelectVF<int32_t>(dst, src, 128, 64, 2);
  for (int k = 0; k < 128; ++k) ASSERT_EQ(dst[k], k % 64 == 0 ? 10 * k + 1 : 0) << k;  // ZEROING elsewhere
}

// The Duplicate page's example 1 and the Arange page's example.
template <typename T>
__simd_vf__ inline void DuplicateVF(__ubuf__ T* dstAddr, T scalarValue, uint16_t oneRepeatSize, uint16_t repeatTimes) {
  AscendC::Reg::RegTensor<T> dstReg;
  AscendC::Reg::MaskReg mask = AscendC::Reg::CreateMask<T>();
  for (uint16_t i = 0; i < repeatTimes; i++) {
    AscendC::Reg::Duplicate(dstReg, scalarValue);
    AscendC::Reg::StoreAlign(dstAddr + i * oneRepeatSize, dstReg, mask);
  }
}
template <typename T>
__simd_vf__ inline void ArangeVF(__ubuf__ T* dstAddr, T scalarValue, uint32_t oneRepeatSize, uint16_t repeatTimes) {
  AscendC::Reg::RegTensor<T> dstReg;
  AscendC::Reg::MaskReg mask;
  mask = AscendC::Reg::CreateMask<T>();
  for (uint16_t i = 0; i < repeatTimes; i++) {
    AscendC::Reg::Arange(dstReg, scalarValue);
    AscendC::Reg::StoreAlign(dstAddr + i * oneRepeatSize, dstReg, mask);
  }
}

TEST(RegComputePageExamples, DuplicateAndArange) {
  ah::testing::FreshCore();
  half* d = UbAt<half>(0);
  DuplicateVF<half>(d, half(2.5f), 128, 2);
  for (int k = 0; k < 256; ++k) ASSERT_EQ(static_cast<float>(d[k]), 2.5f) << k;
  int32_t* idx = UbAt<int32_t>(1024);
  ArangeVF<int32_t>(idx, 100, 64, 2);
  for (int k = 0; k < 128; ++k) ASSERT_EQ(idx[k], 100 + k % 64) << k;
}

}  // namespace
