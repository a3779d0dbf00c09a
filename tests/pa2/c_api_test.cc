// The C API (SPEC 17) on the Atlas A2/A3 profile it is written for: each
// family against the basic API it runs (the same bits in UB for the same
// arguments, on random data), the mask registers each form leaves, data
// movement against plain copies, the block UB arrays, and the errors
// (pointers outside UB, unpaired events).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "ascendc_host/fronts/ub_array.h"
#include "c_api/asc_simd.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
using ah::Severity;
using ah::testing::FillRandomWords;
using ah::testing::FreshCore;
using ah::testing::RaisesError;
using ah::testing::SameBytes;
using ah::testing::Snapshot;
using ah::testing::TensorAt;

constexpr uint32_t kA = 0, kB = 16384, kOut = 32768, kSpan = 16384;

// Random sources at kA and kB, and a destination of random bytes at kOut.
void RandomUb(ah::runtime::CoreState& core, uint64_t seed) {
  std::mt19937_64 rng(seed);
  FillRandomWords(core.ub, 3 * kSpan, rng);
}

template <typename T>
__ubuf__ T* At(uint32_t address) {
  return reinterpret_cast<T*>(ah::runtime::CurrentCore().ub + address);
}

// Runs `capi` and `basic` on the same UB contents; both leave the same UB.
template <typename CApi, typename Basic>
void ExpectSameAsBasic(const char* what, uint64_t seed, CApi&& capi, Basic&& basic) {
  auto& core = FreshCore();
  RandomUb(core, seed);
  const std::vector<uint8_t> start = Snapshot(core);
  basic();
  const std::vector<uint8_t> want = Snapshot(core);
  std::memcpy(core.ub, start.data(), start.size());
  core.ResetRegisters();  // both sides start from the same mask and CMPMASK registers
  capi();
  EXPECT_TRUE(SameBytes(want, Snapshot(core))) << what;
}

TEST(CApi, CountFormsRunTheBasicApi) {
  for (uint32_t count : {1u, 64u, 100u, 1000u, 2048u}) {
    ExpectSameAsBasic("asc_add float", count, [&] { asc_add(At<float>(kOut), At<float>(kA), At<float>(kB), count); },
                      [&] { AscendC::Add(TensorAt<float>(kOut, 4096), TensorAt<float>(kA, 4096), TensorAt<float>(kB, 4096), count); });
    ExpectSameAsBasic("asc_mul half", count, [&] { asc_mul(At<half>(kOut), At<half>(kA), At<half>(kB), count); },
                      [&] { AscendC::Mul(TensorAt<half>(kOut, 8192), TensorAt<half>(kA, 8192), TensorAt<half>(kB, 8192), count); });
    ExpectSameAsBasic("asc_max int16_t", count,
                      [&] { asc_max(At<int16_t>(kOut), At<int16_t>(kA), At<int16_t>(kB), count); },
                      [&] { AscendC::Max(TensorAt<int16_t>(kOut, 8192), TensorAt<int16_t>(kA, 8192), TensorAt<int16_t>(kB, 8192), count); });
    ExpectSameAsBasic("asc_div float", count, [&] { asc_div_sync(At<float>(kOut), At<float>(kA), At<float>(kB), count); },
                      [&] { AscendC::Div(TensorAt<float>(kOut, 4096), TensorAt<float>(kA, 4096), TensorAt<float>(kB, 4096), count); });
    ExpectSameAsBasic("asc_add_scalar half", count, [&] { asc_add_scalar(At<half>(kOut), At<half>(kA), half(1.5f), count); },
                      [&] { AscendC::Adds(TensorAt<half>(kOut, 8192), TensorAt<half>(kA, 8192), half(1.5f), count); });
    ExpectSameAsBasic("asc_exp float", count, [&] { asc_exp(At<float>(kOut), At<float>(kA), count); },
                      [&] { AscendC::Exp(TensorAt<float>(kOut, 4096), TensorAt<float>(kA, 4096), count); });
    ExpectSameAsBasic("asc_float2half_rz", count, [&] { asc_float2half_rz(At<half>(kOut), At<float>(kA), count); },
                      [&] {
                        AscendC::Cast(TensorAt<half>(kOut, 8192), TensorAt<float>(kA, 4096), AscendC::RoundMode::CAST_TRUNC,
                                      count);
                      });
    ExpectSameAsBasic("asc_duplicate int32_t", count, [&] { asc_duplicate(At<int32_t>(kOut), int32_t{-7}, count); },
                      [&] { AscendC::Duplicate(TensorAt<int32_t>(kOut, 4096), int32_t{-7}, count); });
  }
}

TEST(CApi, AxpyRunsTheBasicApi) {
  for (uint32_t count : {1u, 100u, 1000u}) {
    ExpectSameAsBasic("asc_axpy float", count, [&] { asc_axpy(At<float>(kOut), At<float>(kA), 0.75f, count); },
                      [&] { AscendC::Axpy(TensorAt<float>(kOut, 4096), TensorAt<float>(kA, 4096), 0.75f, count); });
    ExpectSameAsBasic("asc_axpy half -> float", count,
                      [&] { asc_axpy_sync(At<float>(kOut), At<half>(kA), half(1.5f), count); },
                      [&] { AscendC::Axpy(TensorAt<float>(kOut, 4096), TensorAt<half>(kA, 8192), half(1.5f), count); });
  }
  ExpectSameAsBasic("asc_axpy half repeat", 3, [&] { asc_axpy(At<half>(kOut), At<half>(kA), half(-2.0f), 2, 1, 1, 8, 8); },
                    [&] {
                      AscendC::Axpy<half, half, false>(TensorAt<half>(kOut, 8192), TensorAt<half>(kA, 8192), half(-2.0f),
                                                       uint64_t{0}, 2, AscendC::UnaryRepeatParams(1, 1, 8, 8));
                    });
}

// The page's example: 128 halves gathered in reverse by byte offsets.
TEST(CApi, GatherFollowsTheByteOffsets) {
  FreshCore();
  half* src = At<half>(kA);
  uint32_t* offsets = At<uint32_t>(kB);
  for (uint32_t i = 0; i < 128; ++i) src[i] = half(static_cast<float>(i + 1)), offsets[i] = 254 - 2 * i;
  asc_gather(At<half>(kOut), src, offsets, 128);
  for (uint32_t i = 0; i < 128; ++i) EXPECT_EQ(static_cast<float>(At<half>(kOut)[i]), static_cast<float>(128 - i)) << i;
  // The repeat form under the mask asc_init leaves (all lanes): the same, in one repeat of 128 halves.
  asc_init();
  asc_gather(At<half>(kOut + 4096), src, offsets, 8, 1);
  EXPECT_EQ(std::memcmp(At<half>(kOut), At<half>(kOut + 4096), 256), 0);
}

TEST(CApi, TransposeIsTheSixteenBySixteenTranspose) {
  FreshCore();
  int16_t* src = At<int16_t>(kA);
  for (uint32_t i = 0; i < 256; ++i) src[i] = static_cast<int16_t>(i);
  asc_transpose_sync(At<int16_t>(kOut), src);
  for (uint32_t r = 0; r < 16; ++r)
    for (uint32_t c = 0; c < 16; ++c) EXPECT_EQ(At<int16_t>(kOut)[r * 16 + c], static_cast<int16_t>(c * 16 + r));
}

TEST(CApi, BrcbRunsTheBasicApi) {
  ExpectSameAsBasic("asc_brcb uint16_t", 5, [&] { asc_brcb(At<uint16_t>(kOut), At<uint16_t>(kA), 1, 8, 3); },
                    [&] {
                      AscendC::Brcb(TensorAt<uint16_t>(kOut, 8192), TensorAt<uint16_t>(kA, 8192), 3,
                                    AscendC::BrcbRepeatParams(1, 8));
                    });
  ExpectSameAsBasic("asc_brcb_sync uint32_t", 6, [&] { asc_brcb_sync(At<uint32_t>(kOut), At<uint32_t>(kA), 2, 16, 2); },
                    [&] {
                      AscendC::Brcb(TensorAt<uint32_t>(kOut, 4096), TensorAt<uint32_t>(kA, 4096), 2,
                                    AscendC::BrcbRepeatParams(2, 16));
                    });
}

TEST(CApi, ComparesSelectAndReductionsRunTheBasicApi) {
  const AscendC::BinaryRepeatParams bin(1, 1, 1, 8, 8, 8);
  ExpectSameAsBasic("asc_lt into bits", 5,
                    [&] { asc_lt(At<uint8_t>(kOut), At<float>(kA), At<float>(kB), 3, 1, 1, 1, 8, 8, 8); },
                    [&] {
                      AscendC::Compare<float, uint8_t, false>(TensorAt<uint8_t>(kOut, 1024), TensorAt<float>(kA, 4096),
                                                              TensorAt<float>(kB, 4096), AscendC::CMPMODE::LT,
                                                              AscendC::MASK_PLACEHOLDER, 3, bin);
                    });
  ExpectSameAsBasic("asc_ge_scalar half", 6,
                    [&] { asc_ge_scalar(At<uint8_t>(kOut), At<half>(kA), half(0.5f), 2, 1, 1, 8, 8); },
                    [&] {
                      AscendC::CompareScalar<half, uint8_t, false>(
                          TensorAt<uint8_t>(kOut, 1024), TensorAt<half>(kA, 8192), half(0.5f), AscendC::CMPMODE::GE,
                          AscendC::MASK_PLACEHOLDER, 2, AscendC::UnaryRepeatParams(1, 1, 8, 8));
                    });
  // Compare into the register, then select by it.
  ExpectSameAsBasic("asc_gt + asc_select", 7,
                    [&] {
                      asc_gt(At<float>(kA), At<float>(kB), 1, 1, 1, 1, 8, 8, 8);
                      asc_select(At<float>(kOut), At<float>(kA), At<float>(kB), 64);
                    },
                    [&] {
                      AscendC::Compare<float, false>(TensorAt<float>(kA, 4096), TensorAt<float>(kB, 4096),
                                                     AscendC::CMPMODE::GT, AscendC::MASK_PLACEHOLDER, bin);
                      AscendC::SetMaskCount();
                      AscendC::SetVectorMask<float, AscendC::MaskMode::COUNTER>(0, 64);
                      AscendC::Select<float, AscendC::SELMODE::VSEL_CMPMASK_SPR>(
                          TensorAt<float>(kOut, 4096), TensorAt<float>(kA, 4096), TensorAt<float>(kB, 4096), 1, bin);
                      AscendC::SetMaskNorm();
                    });
  ExpectSameAsBasic("asc_repeat_reduce_sum float, count form", 8,
                    [&] { asc_repeat_reduce_sum(At<float>(kOut), At<float>(kA), 1000); },
                    [&] {
                      AscendC::SetMaskCount();
                      AscendC::SetVectorMask<float, AscendC::MaskMode::COUNTER>(0, 1000);
                      AscendC::WholeReduceSum<float, false>(TensorAt<float>(kOut, 4096), TensorAt<float>(kA, 4096), 0, 1, 1,
                                                            1, 8);
                      AscendC::SetMaskNorm();
                    });
  ExpectSameAsBasic("asc_repeat_reduce_max_index_value half", 9,
                    [&] { asc_repeat_reduce_max_index_value(At<half>(kOut), At<half>(kA), 4, 1, 1, 8); },
                    [&] {
                      AscendC::WholeReduceMax<half, false>(TensorAt<half>(kOut, 8192), TensorAt<half>(kA, 8192), 0, 4, 1,
                                                           1, 8, AscendC::ReduceOrder::ORDER_INDEX_VALUE);
                    });
  ExpectSameAsBasic("asc_datablock_reduce_min float", 10,
                    [&] { asc_datablock_reduce_min(At<float>(kOut), At<float>(kA), 5, 1, 1, 8); },
                    [&] {
                      AscendC::BlockReduceMin<float, false>(TensorAt<float>(kOut, 4096), TensorAt<float>(kA, 4096), 5, 0, 1,
                                                            1, 8);
                    });
  ExpectSameAsBasic("asc_pair_reduce_sum half", 11,
                    [&] { asc_pair_reduce_sum(At<half>(kOut), At<half>(kA), 2, 8, 1, 8); },
                    [&] {
                      AscendC::PairReduceSum<half, false>(TensorAt<half>(kOut, 8192), TensorAt<half>(kA, 8192), 2, 0, 8, 1,
                                                          8);
                    });
}

TEST(CApi, SubScalarIsAddOfTheNegatedValue) {
  auto& core = FreshCore();
  float* a = At<float>(kA);
  for (uint32_t i = 0; i < 64; ++i) a[i] = static_cast<float>(i) * 0.25f - 3.0f;
  asc_sub_scalar(At<float>(kOut), a, 1.75f, 64);
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(At<float>(kOut)[i], a[i] - 1.75f) << i;
  int16_t* s = At<int16_t>(kB);
  for (uint32_t i = 0; i < 128; ++i) s[i] = static_cast<int16_t>(i * 517 - 30000);
  asc_sub_scalar(At<int16_t>(kOut), s, int16_t{-32768}, 128);  // wraps: x - (-32768) == x + 32768 (mod 2^16)
  for (uint32_t i = 0; i < 128; ++i)
    EXPECT_EQ(At<int16_t>(kOut)[i], static_cast<int16_t>(static_cast<uint16_t>(s[i]) + 32768u)) << i;
  (void)core;
}

// The count form leaves Normal mode with MASK0 = count, as the NPU's
// C API does; the repeat form reads the mask register as it is.
TEST(CApi, CountFormLeavesTheCountInMask0AndRepeatFormsUseTheRegister) {
  auto& core = FreshCore();
  asc_set_mask_count();
  asc_add(At<float>(kOut), At<float>(kA), At<float>(kB), 100);
  EXPECT_EQ(core.mask_mode, ah::runtime::MaskMode::kNormal);
  EXPECT_EQ(core.vector_mask[0], 100u);
  EXPECT_EQ(core.vector_mask[1], 0u);

  // Repeat form under a mask of lanes 0..7 of each repeat, 2 repeats with
  // destination repeat stride 8 (256 bytes) and source strides 1 block.
  ExpectSameAsBasic("asc_add repeat form", 3,
                    [&] {
                      asc_set_vector_mask(0, 0xFF);
                      asc_add(At<float>(kOut), At<float>(kA), At<float>(kB), 2, 1, 1, 1, 8, 1, 1);
                    },
                    [&] {
                      AscendC::SetVectorMask<float>(0, 0xFF);
                      AscendC::Add<float, false>(TensorAt<float>(kOut, 4096), TensorAt<float>(kA, 4096),
                                                 TensorAt<float>(kB, 4096), AscendC::MASK_PLACEHOLDER, 2,
                                                 AscendC::BinaryRepeatParams(1, 1, 1, 8, 1, 1));
                    });
  // In Counter mode the repeat form's count is MASK0.
  ExpectSameAsBasic("asc_mul_scalar counter mode", 4,
                    [&] {
                      asc_set_mask_count();
                      asc_set_vector_mask(0, 70);
                      asc_mul_scalar(At<float>(kOut), At<float>(kA), 3.0f, 1, 1, 1, 8, 8);
                      asc_set_mask_norm();
                    },
                    [&] {
                      AscendC::SetMaskCount();
                      AscendC::SetVectorMask<float, AscendC::MaskMode::COUNTER>(0, 70);
                      AscendC::Muls<float, false>(TensorAt<float>(kOut, 4096), TensorAt<float>(kA, 4096), 3.0f,
                                                  AscendC::MASK_PLACEHOLDER, 1, AscendC::UnaryRepeatParams(1, 1, 8, 8));
                      AscendC::SetMaskNorm();
                    });
}

TEST(CApi, CopiesMoveWholeDataBlocksAndBursts) {
  auto& core = FreshCore();
  std::vector<uint8_t> gm(4096);
  for (size_t i = 0; i < gm.size(); ++i) gm[i] = static_cast<uint8_t>(i * 7 + 1);
  // 100 bytes: three whole DataBlocks (96 bytes), as DataCopy's count form.
  asc_copy_gm2ub(At<uint8_t>(kA), gm.data(), 96);
  EXPECT_EQ(std::memcmp(core.ub + kA, gm.data(), 96), 0);
  // Two bursts of 2 blocks, 1 block apart in GM and 3 apart in UB.
  asc_copy_gm2ub(At<uint8_t>(kB), gm.data(), 2, 2, 1, 3);
  EXPECT_EQ(std::memcmp(core.ub + kB, gm.data(), 64), 0);
  EXPECT_EQ(std::memcmp(core.ub + kB + 64 + 96, gm.data() + 96, 64), 0);
  std::vector<uint8_t> back(4096, 0);
  asc_copy_ub2gm_sync(back.data(), At<uint8_t>(kB), 64);
  EXPECT_EQ(std::memcmp(back.data(), gm.data(), 64), 0);
  // _align: 10 floats into UB, padded to the DataBlock.
  std::vector<float> f(16);
  for (int i = 0; i < 16; ++i) f[i] = static_cast<float>(i) + 0.5f;
  asc_copy_gm2ub_align(At<float>(kOut), f.data(), 10 * sizeof(float));
  for (int i = 0; i < 10; ++i) EXPECT_EQ(At<float>(kOut)[i], f[i]);
  std::vector<float> g(16, -1.0f);
  asc_copy_ub2gm_align(g.data(), At<float>(kOut), 10 * sizeof(float));
  for (int i = 0; i < 10; ++i) EXPECT_EQ(g[i], f[i]);
  EXPECT_EQ(g[10], -1.0f);  // nothing past the 40 bytes
}

TEST(CApi, PointersOutsideUbAreFatalAndNamed) {
  FreshCore();
  std::vector<float> host(64);
  EXPECT_TRUE(RaisesError([&] { asc_add(host.data(), At<float>(kA), At<float>(kB), 64); }, Severity::kFatal,
                          {"asc_add", "dst", "outside the UB"}));
  EXPECT_TRUE(RaisesError([&] { asc_copy_gm2ub(host.data(), host.data(), 64); }, Severity::kFatal,
                          {"asc_copy_gm2ub", "dst"}));
  EXPECT_TRUE(RaisesError([&] { asc_exp(At<float>(kA), host.data(), 64); }, Severity::kFatal, {"asc_exp", "src"}));
}

TEST(CApi, EventsPairLikeTQueSync) {
  FreshCore();
  ah::ScopedCheckedMode on(true);
  asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID1);
  asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID1);
  asc_sync_notify(PIPE_TYPE_V, PIPE_TYPE_MTE3, 0);
  asc_sync_wait(PIPE_TYPE_V, PIPE_TYPE_MTE3, 0);
  EXPECT_TRUE(RaisesError([] { asc_sync_wait(PIPE_V, PIPE_MTE2, EVENT_ID0); }, Severity::kError,
                          {"asc_sync_wait", "eventID", "no SetFlag"}));
  asc_sync_notify(PIPE_V, PIPE_MTE2, EVENT_ID2);
  EXPECT_TRUE(RaisesError([] { asc_sync_notify(PIPE_V, PIPE_MTE2, EVENT_ID2); }, Severity::kError,
                          {"asc_sync_notify", "set twice"}));
}

TEST(CApi, SystemVariablesAndInit) {
  auto& core = FreshCore();
  EXPECT_EQ(asc_get_block_idx(), 0);
  EXPECT_EQ(asc_get_block_num(), 1);
  core.mask_mode = ah::runtime::MaskMode::kCounter;
  core.vector_mask[0] = 5;
  asc_init();
  EXPECT_EQ(core.mask_mode, ah::runtime::MaskMode::kNormal);
  EXPECT_EQ(core.vector_mask[0], ~0ull);
  EXPECT_EQ(core.vector_mask[1], ~0ull);
}

// `__ubuf__ T a[N];` in a kernel body (rewritten by ascendc-host-cc into
// BlockUbArray): the same bytes each time the block reaches it, arrays
// stacked down from the top of UB, fresh for every block.
TEST(CApi, BlockUbArraysAreStableAndStackedFromTheTop) {
  auto& core = FreshCore();
  auto first = [] { return &ah::fronts::BlockUbArray<float[1000]>([] {}, "a")[0]; };
  auto second = [] { return &ah::fronts::BlockUbArray<half[16]>([] {}, "b")[0]; };
  float* a = first();
  EXPECT_EQ(a, first());
  EXPECT_EQ(reinterpret_cast<uint8_t*>(a), core.ub + core.ub_bytes - 4000);  // 4000 bytes, 32-byte aligned
  half* b = second();
  EXPECT_EQ(reinterpret_cast<uint8_t*>(b), core.ub + core.ub_bytes - 4000 - 32);
  auto& again = FreshCore();
  EXPECT_TRUE(again.alloc.ub_arrays.empty());
  // Arrays that do not fit: FATAL, naming the array.
  auto too_big = [] { return &ah::fronts::BlockUbArray<uint8_t[300 * 1024]>([] {}, "huge")[0]; };
  EXPECT_TRUE(RaisesError(too_big, Severity::kFatal, {"__ubuf__ array", "huge", "must fit"}));
}

}  // namespace
