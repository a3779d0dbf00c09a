// Reg layer: LoadAlign/StoreAlign/Gather through the surface on 256-byte
// registers, called directly (compiled for this file's flags), each with its
// scalar-reference twin over the same bytes. items = Reg operations; time
// per item is the per-op cost. The copy and gather loops as vector functions
// against memcpy and a plain loop: reg_vf_bench.cc.
#include <cstring>
#include <random>
#include <vector>

#include "bench_util.h"
#include "kernel_operator.h"
#include "reference/reg_reference.h"

namespace {

namespace R = AscendC::Reg;
namespace ref = ascendc_host::reference;

uint8_t* FreshUb() {
  ascendc_host::runtime::ResetDefaultCore();
  auto& core = ascendc_host::runtime::CurrentCore();
  std::mt19937_64 rng(9);
  for (uint32_t i = 0; i < core.ub_bytes; ++i) core.ub[i] = static_cast<uint8_t>(rng());
  return core.ub;
}

// One dist over 64 registers (16 KiB of register bytes), ours vs reference.
template <R::LoadDist dist>
void BM_RegLoadDist(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  R::RegTensor<uint8_t> reg;
  for (auto _ : state) {
    for (uint32_t i = 0; i < 64; ++i) {
      R::LoadAlign<uint8_t, dist>(reg, ub + 512 * i);
      benchmark::DoNotOptimize(reg.reg[0][0]);
    }
  }
  bench::SetBytes(state, 64 * 256);
  state.SetItemsProcessed(state.iterations() * 64);
}
template <R::LoadDist dist>
void BM_RegLoadDist_Reference(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  const ref::Ub image(ub, ascendc_host::runtime::CurrentCore().ub_bytes);
  uint8_t reg[256];
  for (auto _ : state) {
    for (uint32_t i = 0; i < 64; ++i) {
      ref::reg::Load(image, static_cast<uint32_t>(dist), 512 * i, reg);
      benchmark::DoNotOptimize(reg[0]);
    }
  }
  bench::SetBytes(state, 64 * 256);
  state.SetItemsProcessed(state.iterations() * 64);
}
#define REG_LOAD_BENCH(d)                                        \
  BENCHMARK_TEMPLATE(BM_RegLoadDist, R::LoadDist::d)->Name("BM_RegLoad/" #d); \
  BENCHMARK_TEMPLATE(BM_RegLoadDist_Reference, R::LoadDist::d)->Name("BM_RegLoad_Reference/" #d)
REG_LOAD_BENCH(DIST_NORM);
REG_LOAD_BENCH(DIST_BRC_B16);
REG_LOAD_BENCH(DIST_US_B8);
REG_LOAD_BENCH(DIST_US_B16);
REG_LOAD_BENCH(DIST_DS_B8);
REG_LOAD_BENCH(DIST_DS_B16);
REG_LOAD_BENCH(DIST_UNPACK_B8);
REG_LOAD_BENCH(DIST_UNPACK_B16);
REG_LOAD_BENCH(DIST_UNPACK_B32);
REG_LOAD_BENCH(DIST_UNPACK4_B8);
REG_LOAD_BENCH(DIST_BLK);
REG_LOAD_BENCH(DIST_E2B_B16);
REG_LOAD_BENCH(DIST_E2B_B32);

void BM_RegLoadDual(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  R::RegTensor<uint8_t> r0, r1;
  for (auto _ : state)
    for (uint32_t i = 0; i < 64; ++i) {
      R::LoadAlign<uint8_t, R::LoadDist::DIST_DINTLV_B8>(r0, r1, ub + 512 * i);
      benchmark::DoNotOptimize(r0.reg[0][0]);
    }
  bench::SetBytes(state, 64 * 512);
  state.SetItemsProcessed(state.iterations() * 64);
}
BENCHMARK(BM_RegLoadDual);
void BM_RegLoadDual_Reference(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  const ref::Ub image(ub, ascendc_host::runtime::CurrentCore().ub_bytes);
  uint8_t r0[256], r1[256];
  for (auto _ : state)
    for (uint32_t i = 0; i < 64; ++i) {
      ref::reg::LoadDual(image, 11, 512 * i, r0, r1);
      benchmark::DoNotOptimize(r0[0]);
    }
  bench::SetBytes(state, 64 * 512);
  state.SetItemsProcessed(state.iterations() * 64);
}
BENCHMARK(BM_RegLoadDual_Reference);

// Stores: partial masks (the blended path), the packing and interleave modes.
template <R::StoreDist dist, typename T>
void BM_RegStoreDist(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  R::RegTensor<T> reg, reg1;
  uint32_t n = 100;  // a partial mask for every width
  R::MaskReg mask = R::UpdateMask<uint8_t>(n);
  for (auto _ : state)
    for (uint32_t i = 0; i < 64; ++i) {
      if constexpr (dist == R::StoreDist::DIST_INTLV_B8 || dist == R::StoreDist::DIST_INTLV_B16 ||
                    dist == R::StoreDist::DIST_INTLV_B32)
        R::StoreAlign<T, dist>(reinterpret_cast<T*>(ub + 512 * i), reg, reg1, mask);
      else
        R::StoreAlign<T, dist>(reinterpret_cast<T*>(ub + 512 * i), reg, mask);
      benchmark::ClobberMemory();
    }
  bench::SetBytes(state, 64 * 256);
  state.SetItemsProcessed(state.iterations() * 64);
}
template <R::StoreDist dist, typename T>
void BM_RegStoreDist_Reference(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  const ref::Ub image(ub, ascendc_host::runtime::CurrentCore().ub_bytes);
  uint8_t reg[256] = {}, reg1[256] = {};
  uint32_t n = 100;
  const ref::MaskImage mask = ref::reg::UpdateMask(1, 1, n);
  for (auto _ : state)
    for (uint32_t i = 0; i < 64; ++i) {
      if constexpr (dist == R::StoreDist::DIST_INTLV_B8 || dist == R::StoreDist::DIST_INTLV_B16 ||
                    dist == R::StoreDist::DIST_INTLV_B32)
        ref::reg::StoreDual(image, static_cast<uint32_t>(dist), 512 * i, reg, reg1);
      else
        ref::reg::Store(image, static_cast<uint32_t>(dist), sizeof(T), 512 * i, reg, mask);
      benchmark::ClobberMemory();
    }
  bench::SetBytes(state, 64 * 256);
  state.SetItemsProcessed(state.iterations() * 64);
}
#define REG_STORE_BENCH(d, T)                                                          \
  BENCHMARK_TEMPLATE(BM_RegStoreDist, R::StoreDist::d, T)->Name("BM_RegStore/" #d "/" #T); \
  BENCHMARK_TEMPLATE(BM_RegStoreDist_Reference, R::StoreDist::d, T)->Name("BM_RegStore_Reference/" #d "/" #T)
REG_STORE_BENCH(DIST_NORM, uint8_t);
REG_STORE_BENCH(DIST_NORM, uint16_t);
REG_STORE_BENCH(DIST_NORM, uint32_t);
REG_STORE_BENCH(DIST_NORM, uint64_t);
REG_STORE_BENCH(DIST_PACK_B16, uint16_t);
REG_STORE_BENCH(DIST_PACK_B32, uint32_t);
REG_STORE_BENCH(DIST_PACK4_B32, uint32_t);
REG_STORE_BENCH(DIST_INTLV_B8, uint8_t);
REG_STORE_BENCH(DIST_INTLV_B16, uint16_t);
REG_STORE_BENCH(DIST_INTLV_B32, uint32_t);

// UB gather of 64 registers: random indices over 64 KiB, all lanes active.
template <typename T>
void BM_RegUbGather(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  using I = std::conditional_t<sizeof(T) == 2, uint16_t, uint32_t>;
  R::RegTensor<I> index;
  std::mt19937_64 rng(3);
  for (uint32_t k = 0; k < 256 / sizeof(T); ++k) index.SetElement(k, static_cast<I>(rng() % (32768 / sizeof(T))));
  R::RegTensor<T> dst;
  R::MaskReg mask = R::CreateMask<T>();
  for (auto _ : state)
    for (uint32_t i = 0; i < 64; ++i) {
      R::Gather(dst, reinterpret_cast<T*>(ub + 256 * i), index, mask);
      benchmark::DoNotOptimize(dst.reg[0][0]);
    }
  bench::SetBytes(state, 64 * 256);
  state.SetItemsProcessed(state.iterations() * 64);
}
template <typename T>
void BM_RegUbGather_ScalarLoop(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  using I = std::conditional_t<sizeof(T) == 2, uint16_t, uint32_t>;
  I index[256 / sizeof(T)];
  std::mt19937_64 rng(3);
  for (auto& v : index) v = static_cast<I>(rng() % (32768 / sizeof(T)));
  T dst[256 / sizeof(T)];
  for (auto _ : state)
    for (uint32_t i = 0; i < 64; ++i) {
      const T* base = reinterpret_cast<const T*>(ub + 256 * i);
      for (uint32_t k = 0; k < 256 / sizeof(T); ++k) dst[k] = base[index[k]];
      benchmark::DoNotOptimize(dst[0]);
    }
  bench::SetBytes(state, 64 * 256);
  state.SetItemsProcessed(state.iterations() * 64);
}
template <typename T>
void BM_RegUbGather_Reference(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  const ref::Ub image(ub, ascendc_host::runtime::CurrentCore().ub_bytes);
  uint8_t index[256], dst[256];
  std::mt19937_64 rng(3);
  for (uint32_t k = 0; k < 256 / sizeof(T); ++k) {
    const uint32_t v = static_cast<uint32_t>(rng() % (32768 / sizeof(T)));
    std::memcpy(index + k * sizeof(T), &v, sizeof(T));
  }
  const ref::MaskImage mask = ref::reg::CreateMask(sizeof(T), 1, 0);
  for (auto _ : state)
    for (uint32_t i = 0; i < 64; ++i) {
      ref::reg::Gather(image, sizeof(T), 1, sizeof(T), 256 * i, sizeof(T), 1, index, nullptr, mask, dst, nullptr);
      benchmark::DoNotOptimize(dst[0]);
    }
  bench::SetBytes(state, 64 * 256);
  state.SetItemsProcessed(state.iterations() * 64);
}
BENCHMARK_TEMPLATE(BM_RegUbGather, uint16_t);
BENCHMARK_TEMPLATE(BM_RegUbGather_ScalarLoop, uint16_t);
BENCHMARK_TEMPLATE(BM_RegUbGather_Reference, uint16_t);
BENCHMARK_TEMPLATE(BM_RegUbGather, uint32_t);
BENCHMARK_TEMPLATE(BM_RegUbGather_ScalarLoop, uint32_t);
BENCHMARK_TEMPLATE(BM_RegUbGather_Reference, uint32_t);

// Register permutation.
template <typename T>
void BM_RegPermute(benchmark::State& state) {
  R::RegTensor<T> src, dst;
  R::RegTensor<T> index;
  std::mt19937_64 rng(4);
  for (uint32_t k = 0; k < 256 / sizeof(T); ++k) {
    src.SetElement(k, static_cast<T>(rng()));
    index.SetElement(k, static_cast<T>(rng()));
  }
  for (auto _ : state)
    for (uint32_t i = 0; i < 64; ++i) {
      R::Gather(dst, src, index);
      benchmark::DoNotOptimize(dst.reg[0][0]);
    }
  bench::SetBytes(state, 64 * 256);
  state.SetItemsProcessed(state.iterations() * 64);
}
template <typename T>
void BM_RegPermute_Reference(benchmark::State& state) {
  uint8_t src[256], index[256], dst[256];
  std::mt19937_64 rng(4);
  for (auto& b : src) b = static_cast<uint8_t>(rng());
  for (auto& b : index) b = static_cast<uint8_t>(rng());
  for (auto _ : state)
    for (uint32_t i = 0; i < 64; ++i) {
      ref::reg::Permute(sizeof(T), src, index, dst);
      benchmark::DoNotOptimize(dst[0]);
    }
  bench::SetBytes(state, 64 * 256);
  state.SetItemsProcessed(state.iterations() * 64);
}
// The plain loop a user would write instead: copy the source (dst may
// alias it), then one table read per lane.
template <typename T>
void BM_RegPermute_ScalarLoop(benchmark::State& state) {
  constexpr uint32_t kLanes = 256 / sizeof(T);
  T src[kLanes], index[kLanes], dst[kLanes];
  std::mt19937_64 rng(4);
  for (uint32_t k = 0; k < kLanes; ++k) {
    src[k] = static_cast<T>(rng());
    index[k] = static_cast<T>(rng());
  }
  for (auto _ : state)
    for (uint32_t i = 0; i < 64; ++i) {
      T table[kLanes];
      std::memcpy(table, src, sizeof(table));
      benchmark::DoNotOptimize(table[0]);
      for (uint32_t k = 0; k < kLanes; ++k) dst[k] = table[index[k] % kLanes];
      benchmark::DoNotOptimize(dst[0]);
    }
  bench::SetBytes(state, 64 * 256);
  state.SetItemsProcessed(state.iterations() * 64);
}
BENCHMARK_TEMPLATE(BM_RegPermute, uint8_t);
BENCHMARK_TEMPLATE(BM_RegPermute_ScalarLoop, uint8_t);
BENCHMARK_TEMPLATE(BM_RegPermute_Reference, uint8_t);
BENCHMARK_TEMPLATE(BM_RegPermute, uint16_t);
BENCHMARK_TEMPLATE(BM_RegPermute_ScalarLoop, uint16_t);
BENCHMARK_TEMPLATE(BM_RegPermute_Reference, uint16_t);
BENCHMARK_TEMPLATE(BM_RegPermute, uint32_t);
BENCHMARK_TEMPLATE(BM_RegPermute_ScalarLoop, uint32_t);
BENCHMARK_TEMPLATE(BM_RegPermute_Reference, uint32_t);

}  // namespace
