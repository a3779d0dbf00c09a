// Per-op cost of the Reg layer, ns per 256-byte register operation, for the
// same kernel reached four ways:
//
//   surface   AscendC::Reg::LoadAlign / StoreAlign (checks + dispatch + kernel)
//   dispatch  the library's dispatched entry (kernels::LoadAlignDistributed ...)
//   <target>  the target's kernel called directly, as a build compiled for
//             that one target (-march) binds it: no dispatch table, no
//             override check
//   static    HWY_STATIC_DISPATCH: the target this file's flags select
//             (the baseline, EMU128 on x86-64 without -march)
//
//   BM_RegOp/<op>/<way>
#include <hwy/highway.h>

#include <cstring>
#include <random>
#include <vector>

#include "ascendc_host/kernels/reg.h"
#include "bench_util.h"
#include "kernel_operator.h"

// The per-target kernels of src/kernels/{load_align,store_align}.cc.
namespace ascendc_host {
#define ASCENDC_HOST_DECLARE_REG_KERNELS(NS)                                                              \
  namespace NS {                                                                                          \
  void LoadAlignNormImpl(const uint8_t* src, uint8_t* reg);                                               \
  void LoadAlignDistributedImpl(kernels::RegLoadDist dist, const uint8_t* src, uint8_t* reg);             \
  void StoreAlignMaskedImpl(uint32_t element_bytes, const uint8_t* reg, const uint64_t* predicate,         \
                            uint8_t* dst);                                                                \
  }
ASCENDC_HOST_DECLARE_REG_KERNELS(HWY_NAMESPACE)
#if HWY_ARCH_X86 && (HWY_TARGETS & HWY_AVX3)
ASCENDC_HOST_DECLARE_REG_KERNELS(N_AVX3)
#endif
#if HWY_ARCH_X86 && (HWY_TARGETS & HWY_AVX2)
ASCENDC_HOST_DECLARE_REG_KERNELS(N_AVX2)
#endif
#undef ASCENDC_HOST_DECLARE_REG_KERNELS
}  // namespace ascendc_host

namespace {

namespace R = AscendC::Reg;
namespace kn = ascendc_host::kernels;

constexpr uint32_t kOps = 64;  // register operations per benchmark iteration

uint8_t* FreshUb() {
  ascendc_host::runtime::ResetDefaultCore();
  auto& core = ascendc_host::runtime::CurrentCore();
  std::mt19937_64 rng(9);
  for (uint32_t i = 0; i < core.ub_bytes; ++i) core.ub[i] = static_cast<uint8_t>(rng());
  return core.ub;
}

void PerOp(benchmark::State& state) {
  state.SetItemsProcessed(state.iterations() * kOps);
  bench::SetBytes(state, uint64_t{kOps} * 256);
  state.counters["ns_per_op"] =
      benchmark::Counter(static_cast<double>(state.iterations()) * kOps * 1e-9,
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

using LoadFn = void (*)(const uint8_t*, uint8_t*);
using DistFn = void (*)(kn::RegLoadDist, const uint8_t*, uint8_t*);
using StoreFn = void (*)(uint32_t, const uint8_t*, const uint64_t*, uint8_t*);

// LoadAlign NORM: 256 bytes to a register.
void LoadNorm(benchmark::State& state, LoadFn fn) {
  uint8_t* ub = FreshUb();
  alignas(64) uint8_t reg[256];
  for (auto _ : state)
    for (uint32_t i = 0; i < kOps; ++i) {
      fn(ub + 512 * i, reg);
      benchmark::DoNotOptimize(reg[0]);
    }
  PerOp(state);
}
void BM_LoadNormSurface(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  R::RegTensor<uint8_t> reg;
  for (auto _ : state)
    for (uint32_t i = 0; i < kOps; ++i) {
      R::LoadAlign(reg, ub + 512 * i);
      benchmark::DoNotOptimize(reg.reg[0][0]);
    }
  PerOp(state);
}

// LoadAlign DIST_US_B8 (each byte twice): a real permutation per op.
void LoadUpsample(benchmark::State& state, DistFn fn) {
  uint8_t* ub = FreshUb();
  alignas(64) uint8_t reg[256];
  for (auto _ : state)
    for (uint32_t i = 0; i < kOps; ++i) {
      fn(kn::RegLoadDist::kUpsampleB8, ub + 512 * i, reg);
      benchmark::DoNotOptimize(reg[0]);
    }
  PerOp(state);
}
void BM_LoadUpsampleSurface(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  R::RegTensor<uint8_t> reg;
  for (auto _ : state)
    for (uint32_t i = 0; i < kOps; ++i) {
      R::LoadAlign<uint8_t, R::LoadDist::DIST_US_B8>(reg, ub + 512 * i);
      benchmark::DoNotOptimize(reg.reg[0][0]);
    }
  PerOp(state);
}

// StoreAlign NORM b16 under a partial predicate (100 of 128 lanes): the
// blended store.
void StorePartial(benchmark::State& state, StoreFn fn) {
  uint8_t* ub = FreshUb();
  alignas(64) uint8_t reg[256];
  std::memset(reg, 0x5A, sizeof(reg));
  uint64_t predicate[4] = {~0ull, ~0ull, ~0ull, (1ull << 8) - 1};  // bytes 0..199 = 100 b16 lanes
  for (auto _ : state)
    for (uint32_t i = 0; i < kOps; ++i) {
      fn(2, reg, predicate, ub + 512 * i);
      benchmark::ClobberMemory();
    }
  PerOp(state);
}
void BM_StorePartialSurface(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  R::RegTensor<uint16_t> reg;
  uint32_t n = 100;
  R::MaskReg mask = R::UpdateMask<uint16_t>(n);
  for (auto _ : state)
    for (uint32_t i = 0; i < kOps; ++i) {
      R::StoreAlign(reinterpret_cast<uint16_t*>(ub + 512 * i), reg, mask);
      benchmark::ClobberMemory();
    }
  PerOp(state);
}

namespace ah = ascendc_host;
#define REG_OP_WAYS(op, run, fn)                                                                       \
  BENCHMARK_CAPTURE(run, dispatch, &kn::fn)->Name("BM_RegOp/" op "/dispatch");                          \
  BENCHMARK_CAPTURE(run, static, &ah::HWY_NAMESPACE::fn##Impl)->Name("BM_RegOp/" op "/static")
REG_OP_WAYS("LoadAlign_NORM", LoadNorm, LoadAlignNorm);
REG_OP_WAYS("LoadAlign_US_B8", LoadUpsample, LoadAlignDistributed);
REG_OP_WAYS("StoreAlign_b16_partial", StorePartial, StoreAlignMasked);
BENCHMARK(BM_LoadNormSurface)->Name("BM_RegOp/LoadAlign_NORM/surface");
BENCHMARK(BM_LoadUpsampleSurface)->Name("BM_RegOp/LoadAlign_US_B8/surface");
BENCHMARK(BM_StorePartialSurface)->Name("BM_RegOp/StoreAlign_b16_partial/surface");

// A kernel compiled for a target this CPU lacks must not run: register the
// direct bindings only where the CPU has the target.
bool CpuHas(int64_t target) {
  for (int64_t t : ah::target::Available())
    if (t == target) return true;
  return false;
}
[[maybe_unused]] const int registered = [] {
#if HWY_ARCH_X86 && (HWY_TARGETS & HWY_AVX3)
  if (CpuHas(HWY_AVX3)) {
    benchmark::RegisterBenchmark("BM_RegOp/LoadAlign_NORM/avx3", LoadNorm, &ah::N_AVX3::LoadAlignNormImpl);
    benchmark::RegisterBenchmark("BM_RegOp/LoadAlign_US_B8/avx3", LoadUpsample,
                                 &ah::N_AVX3::LoadAlignDistributedImpl);
    benchmark::RegisterBenchmark("BM_RegOp/StoreAlign_b16_partial/avx3", StorePartial,
                                 &ah::N_AVX3::StoreAlignMaskedImpl);
  }
#endif
#if HWY_ARCH_X86 && (HWY_TARGETS & HWY_AVX2)
  if (CpuHas(HWY_AVX2)) {
    benchmark::RegisterBenchmark("BM_RegOp/LoadAlign_NORM/avx2", LoadNorm, &ah::N_AVX2::LoadAlignNormImpl);
    benchmark::RegisterBenchmark("BM_RegOp/LoadAlign_US_B8/avx2", LoadUpsample,
                                 &ah::N_AVX2::LoadAlignDistributedImpl);
    benchmark::RegisterBenchmark("BM_RegOp/StoreAlign_b16_partial/avx2", StorePartial,
                                 &ah::N_AVX2::StoreAlignMaskedImpl);
  }
#endif
  return 0;
}();

}  // namespace
