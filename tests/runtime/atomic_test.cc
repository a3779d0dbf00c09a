// GM atomics: DataCopy to GM under SetAtomicAdd/Max/Min from 48 blocks at
// once for every type the pages list, the deterministic (block order) mode,
// the configuration registers, saturation, and the scalar atomics.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <type_traits>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::LaunchOptions;
using ascendc_host::LaunchWith;
using ascendc_host::Severity;
using ascendc_host::testing::RaisesError;

// 48 blocks of 256 elements: a whole number of DataBlocks for every width.
constexpr uint32_t kBlocks = 48, kElements = 256;

enum class Op { kAdd, kMax, kMin };

// Block b copies contributions[b*kElements ...] to UB, then DataCopies it
// onto the shared GM result under the atomic mode `op`.
template <typename T>
__global__ __aicore__ void accumulate(GM_ADDR result, GM_ADDR contributions, Op op) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, kElements * sizeof(T));
  AscendC::LocalTensor<T> t = buf.Get<T>();
  AscendC::GlobalTensor<T> in, out;
  in.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(contributions) + AscendC::GetBlockIdx() * kElements, kElements);
  out.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(result), kElements);
  AscendC::DataCopy(t, in, kElements);
  if (op == Op::kAdd) AscendC::SetAtomicAdd<T>();
  if (op == Op::kMax) AscendC::SetAtomicMax<T>();
  if (op == Op::kMin) AscendC::SetAtomicMin<T>();
  AscendC::DataCopy(out, t, kElements);
  AscendC::DisableDmaAtomic();
}

template <typename T>
std::vector<T> Accumulate(const std::vector<T>& start, const std::vector<T>& contributions, Op op, LaunchOptions options) {
  std::vector<T> result = start;
  LaunchWith(options, kBlocks, accumulate<T>, reinterpret_cast<uint8_t*>(result.data()),
             reinterpret_cast<uint8_t*>(const_cast<T*>(contributions.data())), op);
  return result;
}

template <typename T>
std::vector<uint8_t> Bytes(const std::vector<T>& v) {
  std::vector<uint8_t> b(v.size() * sizeof(T));
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}

// Integers: exact whatever the block order (two's-complement wrap for sums).
template <typename T>
void CheckIntegerType() {
  std::mt19937_64 rng(sizeof(T));
  std::vector<T> start(kElements), contributions(kBlocks * kElements);
  for (auto& v : start) v = static_cast<T>(rng());
  for (auto& v : contributions) v = static_cast<T>(rng());
  for (Op op : {Op::kAdd, Op::kMax, Op::kMin}) {
    std::vector<T> expected = start;
    for (uint32_t b = 0; b < kBlocks; ++b) {
      for (uint32_t i = 0; i < kElements; ++i) {
        const T v = contributions[b * kElements + i];
        T& e = expected[i];
        using U = std::make_unsigned_t<T>;
        e = op == Op::kAdd ? static_cast<T>(static_cast<U>(static_cast<U>(e) + static_cast<U>(v)))
            : op == Op::kMax ? std::max(e, v)
                             : std::min(e, v);
      }
    }
    for (uint32_t threads : {1u, 2u})
      EXPECT_EQ(Accumulate(start, contributions, op, LaunchOptions{threads}), expected)
          << sizeof(T) << "-byte integer, op " << static_cast<int>(op) << ", threads " << threads;
  }
}

TEST(GmAtomics, IntegerAccumulationFrom48BlocksIsExact) {
  CheckIntegerType<int8_t>();
  CheckIntegerType<int16_t>();
  CheckIntegerType<int32_t>();
}

// Floating point: values whose sums are exact in any order (small whole
// numbers), so the concurrent result must equal the deterministic one.
template <typename T>
void CheckFloatTypeAgainstDeterministicMode(int magnitude) {
  std::mt19937_64 rng(7 + sizeof(T));
  std::vector<T> start(kElements), contributions(kBlocks * kElements);
  for (auto& v : start) v = T(static_cast<float>(static_cast<int>(rng() % (2 * magnitude + 1)) - magnitude));
  for (auto& v : contributions) v = T(static_cast<float>(static_cast<int>(rng() % (2 * magnitude + 1)) - magnitude));
  for (Op op : {Op::kAdd, Op::kMax, Op::kMin}) {
    LaunchOptions ordered;
    ordered.deterministic = true;
    const auto reference = Accumulate(start, contributions, op, ordered);
    for (uint32_t threads : {1u, 2u})
      EXPECT_EQ(Bytes(Accumulate(start, contributions, op, LaunchOptions{threads})), Bytes(reference))
          << sizeof(T) << "-byte float, op " << static_cast<int>(op) << ", threads " << threads;
    // The deterministic mode is the block-order fold.
    for (uint32_t i = 0; i < kElements; ++i) {
      float e = static_cast<float>(start[i]);
      for (uint32_t b = 0; b < kBlocks; ++b) {
        const float v = static_cast<float>(contributions[b * kElements + i]);
        e = op == Op::kAdd ? e + v : op == Op::kMax ? std::max(e, v) : std::min(e, v);
      }
      ASSERT_EQ(static_cast<float>(reference[i]), e) << "element " << i;
    }
  }
}

TEST(GmAtomics, FloatingPointAccumulationFrom48BlocksEqualsTheDeterministicMode) {
  CheckFloatTypeAgainstDeterministicMode<float>(1000);
  CheckFloatTypeAgainstDeterministicMode<half>(20);       // |sum| < 2^11
  CheckFloatTypeAgainstDeterministicMode<bfloat16_t>(2);  // |sum| < 2^8
}

// With sums that round, the deterministic mode gives the block-order fold,
// bit for bit, on every run and whatever max_threads asks for.
TEST(GmAtomics, DeterministicModeAppliesContributionsInBlockOrder) {
  std::mt19937_64 rng(9);
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  std::vector<float> start(kElements), contributions(kBlocks * kElements);
  for (auto& v : start) v = value(rng) * 1e3f;
  for (auto& v : contributions) v = value(rng) * std::ldexp(1.0f, static_cast<int>(rng() % 40) - 20);
  std::vector<float> expected = start;
  for (uint32_t b = 0; b < kBlocks; ++b)
    for (uint32_t i = 0; i < kElements; ++i) expected[i] += contributions[b * kElements + i];
  LaunchOptions ordered{2};
  ordered.deterministic = true;
  for (int run = 0; run < 3; ++run) EXPECT_EQ(Bytes(Accumulate(start, contributions, Op::kAdd, ordered)), Bytes(expected));
}

TEST(GmAtomics, HalfSumsSaturateUnlessCtrl48SaysOtherwise) {
  ascendc_host::testing::FreshCore();
  AscendC::LocalMemAllocator<> alloc;
  auto t = alloc.Alloc<half, 16>();
  for (uint32_t i = 0; i < 16; ++i) t.SetValue(i, half(60000.0f));
  std::vector<half> gm(16, half(60000.0f));
  AscendC::GlobalTensor<half> g;
  g.SetGlobalBuffer(reinterpret_cast<__gm__ half*>(gm.data()), 16);
  AscendC::SetAtomicAdd<half>();
  AscendC::DataCopy(g, t, 16);
  EXPECT_EQ(gm[0].bits, 0x7BFF) << "+65504: saturation is the default (CTRL[48] = 0)";
  auto& core = ascendc_host::runtime::CurrentCore();
  core.ctrl |= uint64_t{1} << ascendc_host::runtime::ctrl::kFloatNonSaturating;
  AscendC::DataCopy(g, t, 16);
  EXPECT_EQ(gm[0].bits, 0x7C00) << "+inf without saturation";
  AscendC::DisableDmaAtomic();
  ascendc_host::testing::FreshCore();
}

TEST(GmAtomics, ConfigurationRegistersRoundTripAndResetPerBlock) {
  ascendc_host::testing::FreshCore();
  uint16_t type = 9, op = 9;
  AscendC::SetStoreAtomicConfig<AscendC::AtomicDtype::ATOMIC_BF16, AscendC::AtomicOp::ATOMIC_SUM>();
  AscendC::GetStoreAtomicConfig(type, op);
  EXPECT_EQ(type, 6);
  EXPECT_EQ(op, 0);
  AscendC::SetAtomicMin<int16_t>();
  AscendC::GetStoreAtomicConfig(type, op);
  EXPECT_EQ(type, 3);
  EXPECT_EQ(op, 2);
  AscendC::SetAtomicType<float>();  // the type changes, the operation stays
  AscendC::GetStoreAtomicConfig(type, op);
  EXPECT_EQ(type, 1);
  EXPECT_EQ(op, 2);
  AscendC::DisableDmaAtomic();
  AscendC::GetStoreAtomicConfig(type, op);
  EXPECT_EQ(type, 0);
  // SetAtomicNone, the older name CANN's samples still call.
  AscendC::SetAtomicAdd<float>();
  AscendC::SetAtomicNone();
  AscendC::GetStoreAtomicConfig(type, op);
  EXPECT_EQ(type, 0);
  // A block starts with atomics off whatever the previous block left.
  std::vector<uint16_t> seen(2 * 4, 7);
  ascendc_host::Launch(4, [](uint16_t* out) {
    AscendC::GetStoreAtomicConfig(out[2 * AscendC::GetBlockIdx()], out[2 * AscendC::GetBlockIdx() + 1]);
    AscendC::SetAtomicMax<int32_t>();
  }, seen.data());
  EXPECT_EQ(seen, std::vector<uint16_t>(8, 0));
  ascendc_host::testing::FreshCore();
}

TEST(GmAtomics, AnAtomicTypeOfAnotherWidthIsAnError) {
  ascendc_host::testing::FreshCore();
  AscendC::LocalMemAllocator<> alloc;
  auto t = alloc.Alloc<int16_t, 16>();
  std::vector<int16_t> gm(16, 0);
  AscendC::GlobalTensor<int16_t> g;
  g.SetGlobalBuffer(reinterpret_cast<__gm__ int16_t*>(gm.data()), 16);
  AscendC::SetAtomicAdd<float>();
  ascendc_host::ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(g, t, 16); }, Severity::kError,
                          {"DataCopy", "atomic type=float", "width of the copied elements (2 bytes)"}));
  ascendc_host::testing::FreshCore();
}

// Scalar atomics from 48 blocks: every update counted, one CAS winner.
extern "C" __global__ __aicore__ void scalar_atomics(GM_ADDR gm) {
  auto* words = reinterpret_cast<uint64_t*>(gm);
  auto* ints = reinterpret_cast<int32_t*>(gm + 64);
  auto* floats = reinterpret_cast<float*>(gm + 128);
  const int32_t b = static_cast<int32_t>(AscendC::GetBlockIdx());
  for (int i = 0; i < 100; ++i) AscendC::AtomicAdd<uint64_t>(words, 1);
  AscendC::AtomicMax<int32_t>(ints, b * 3 - 50);
  AscendC::AtomicMin<int32_t>(ints + 1, b * 3 - 50);
  AscendC::AtomicAdd<float>(floats, 0.5f);
  if (AscendC::AtomicCas<uint64_t>(words + 1, 0, static_cast<uint64_t>(b) + 1) == 0)
    AscendC::AtomicAdd<uint64_t>(words + 2, 1);  // the one winner
  AscendC::AtomicExch<uint32_t>(reinterpret_cast<uint32_t*>(words + 3), 7u);
}

TEST(GmAtomics, ScalarAtomicsFrom48Blocks) {
  for (uint32_t threads : {1u, 2u}) {
    std::vector<uint8_t> gm(256, 0);
    LaunchWith(LaunchOptions{threads}, kBlocks, scalar_atomics, gm.data());
    uint64_t words[4];
    int32_t ints[2];
    float f;
    std::memcpy(words, gm.data(), sizeof words);
    std::memcpy(ints, gm.data() + 64, sizeof ints);
    std::memcpy(&f, gm.data() + 128, sizeof f);
    EXPECT_EQ(words[0], 100u * kBlocks);
    EXPECT_GE(words[1], 1u);
    EXPECT_EQ(words[2], 1u) << "exactly one AtomicCas succeeds";
    EXPECT_EQ(static_cast<uint32_t>(words[3]), 7u);
    EXPECT_EQ(ints[0], 47 * 3 - 50);
    EXPECT_EQ(ints[1], std::min(0, -50));
    EXPECT_EQ(f, 0.5f * kBlocks);
  }
  ascendc_host::testing::FreshCore();
  uint32_t word = 5;
  EXPECT_EQ(AscendC::AtomicCas<uint32_t>(&word, 4u, 9u), 5u);
  EXPECT_EQ(word, 5u) << "no store when the old value differs";
  EXPECT_EQ(AscendC::AtomicExch<uint32_t>(&word, 11u), 5u);
  EXPECT_EQ(word, 11u);
}

}  // namespace

// Every copy to GM accumulates while an atomic mode is set, not only the
// count form: DataCopyPad (rows of any byte length) and DataCopy with
// DataCopyParams store through the same atomic step, row by row.
namespace {
TEST(GmAtomics, DataCopyPadAndBlockCopiesAccumulateToo) {
  ascendc_host::testing::FreshCore();
  AscendC::LocalMemAllocator<> alloc;
  auto t = alloc.Alloc<int32_t, 32>();
  for (uint32_t i = 0; i < 32; ++i) t.SetValue(i, static_cast<int32_t>(100 + i));
  std::vector<int32_t> gm(32, 5);
  AscendC::GlobalTensor<int32_t> g;
  g.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(gm.data()), 32);
  AscendC::SetAtomicAdd<int32_t>();
  // Two rows of 3 elements (12 bytes): UB rows start on 32-byte blocks
  // (elements 0..2 and 8..10), GM rows are contiguous (elements 0..5).
  AscendC::DataCopyPad(g, t, AscendC::DataCopyExtParams(2, 12, 0, 0, 0));
  std::vector<int32_t> expected(32, 5);
  for (uint32_t i = 0; i < 3; ++i) expected[i] += 100 + static_cast<int32_t>(i);
  for (uint32_t i = 0; i < 3; ++i) expected[3 + i] += 108 + static_cast<int32_t>(i);
  EXPECT_EQ(gm, expected);
  // One DataBlock, then a gap of one DataBlock on the GM side: elements
  // 16..23 of GM receive UB elements 8..15 (the second block of the source).
  AscendC::DataCopy(g[8], t, AscendC::DataCopyParams(2, 1, 0, 1));
  for (uint32_t i = 0; i < 8; ++i) expected[8 + i] += 100 + static_cast<int32_t>(i);
  for (uint32_t i = 0; i < 8; ++i) expected[24 + i] += 108 + static_cast<int32_t>(i);
  EXPECT_EQ(gm, expected);
  AscendC::DisableDmaAtomic();
  ascendc_host::testing::FreshCore();
}
}  // namespace
