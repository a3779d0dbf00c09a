// Reg compute operations (SPEC 14): inline register code, so the numbers
// are this file's instruction set (the project's default flags: baseline
// SSE2 on x86-64; the operations get wider with the including TU's flags).
//
//   BM_RegComputeOp/<op>            ns per 256-byte register operation in a
//                                   loop (two independent chains)
//   BM_RegComputeOp_Plain/<op>      the same work as a plain -O3 C++ loop over
//                                   the lanes (what the compiler makes of it)
//   BM_RegComputeVF/<bytes>         a VF body: LoadAlign -> Muls -> Adds -> Max
//                                   -> StoreAlign over the bytes, one UpdateMask
//                                   per VL
//   BM_RegComputeVF_Plain/<bytes>   the same as a plain C++ loop
//   BM_RegComputeVF_Memcpy/<bytes>  memcpy of the bytes
#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "bench_util.h"
#include "kernel_operator.h"

namespace {

namespace R = AscendC::Reg;

constexpr uint32_t kOps = 64;  // operations per chain per iteration

void PerOp(benchmark::State& state, uint32_t ops_per_iteration) {
  state.SetItemsProcessed(state.iterations() * ops_per_iteration);
  bench::SetBytes(state, uint64_t{ops_per_iteration} * 256);
  state.counters["ns_per_op"] = benchmark::Counter(static_cast<double>(state.iterations()) * ops_per_iteration * 1e-9,
                                                   benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

template <typename T>
R::RegTensor<T> Filled(uint32_t seed) {
  R::RegTensor<T> r;
  std::mt19937 rng(seed);
  for (uint32_t k = 0; k < r.kElements; ++k) r.SetElement(k, static_cast<T>(static_cast<float>(rng() % 1000) / 7.0f + 1));
  return r;
}

// Two independent chains of `op(acc, acc, x, mask)`.
template <typename T, typename Op>
void Chain(benchmark::State& state, Op op) {
  ascendc_host::runtime::ResetDefaultCore();
  R::RegTensor<T> acc0 = Filled<T>(1), acc1 = Filled<T>(2), x = Filled<T>(3);
  R::MaskReg mask = R::CreateMask<T>();
  // As in a vector function launched with asc_vf_call (SPEC 14.1).
  const ascendc_host::runtime::DefaultFpScope fp_environment;
  for (auto _ : state) {
    for (uint32_t i = 0; i < kOps; ++i) {
      op(acc0, x, mask);
      op(acc1, x, mask);
    }
    benchmark::DoNotOptimize(acc0.reg[0][0]);
    benchmark::DoNotOptimize(acc1.reg[0][0]);
  }
  PerOp(state, 2 * kOps);
}

// The same lanes as plain arrays, the same work per "operation".
template <typename T, typename Lane>
void PlainChain(benchmark::State& state, Lane lane) {
  constexpr uint32_t n = 256 / sizeof(T);
  alignas(64) T acc0[n], acc1[n], x[n];
  for (uint32_t k = 0; k < n; ++k) {
    acc0[k] = static_cast<T>(k % 13 + 1);
    acc1[k] = static_cast<T>(k % 11 + 1);
    x[k] = static_cast<T>(k % 7 + 1);
  }
  for (auto _ : state) {
    for (uint32_t i = 0; i < kOps; ++i) {
      for (uint32_t k = 0; k < n; ++k) acc0[k] = lane(acc0[k], x[k]);
      for (uint32_t k = 0; k < n; ++k) acc1[k] = lane(acc1[k], x[k]);
      benchmark::ClobberMemory();
    }
    benchmark::DoNotOptimize(acc0[0]);
    benchmark::DoNotOptimize(acc1[0]);
  }
  PerOp(state, 2 * kOps);
}

void BM_RegComputeOp_AddFloat(benchmark::State& s) {
  Chain<float>(s, [](auto& a, auto& x, R::MaskReg& m) { R::Add(a, a, x, m); });
}
void BM_RegComputeOp_Plain_AddFloat(benchmark::State& s) {
  PlainChain<float>(s, [](float a, float x) { return a + x; });
}
void BM_RegComputeOp_MulHalf(benchmark::State& s) {
  Chain<half>(s, [](auto& a, auto& x, R::MaskReg& m) { R::Mul(a, a, x, m); });
}
void BM_RegComputeOp_MaxInt32(benchmark::State& s) {
  Chain<int32_t>(s, [](auto& a, auto& x, R::MaskReg& m) { R::Max(a, a, x, m); });
}
void BM_RegComputeOp_Plain_MaxInt32(benchmark::State& s) {
  PlainChain<int32_t>(s, [](int32_t a, int32_t x) { return std::max(a, x); });
}
void BM_RegComputeOp_AddsInt8(benchmark::State& s) {
  Chain<int8_t>(s, [](auto& a, auto&, R::MaskReg& m) { R::Adds(a, a, int8_t{3}, m); });
}
void BM_RegComputeOp_Plain_AddsInt8(benchmark::State& s) {
  PlainChain<int8_t>(s, [](int8_t a, int8_t) { return static_cast<int8_t>(static_cast<uint8_t>(a) + 3u); });
}
void BM_RegComputeOp_DivFloat(benchmark::State& s) {
  Chain<float>(s, [](auto& a, auto& x, R::MaskReg& m) { R::Div(a, a, x, m); });
}
void BM_RegComputeOp_MulAddDstFloat(benchmark::State& s) {
  Chain<float>(s, [](auto& a, auto& x, R::MaskReg& m) { R::MulAddDst(a, x, x, m); });
}
void BM_RegComputeOp_Plain_MulAddDstFloat(benchmark::State& s) {
  PlainChain<float>(s, [](float a, float x) { return std::fma(x, x, a); });
}
void BM_RegComputeOp_CompareSelectFloat(benchmark::State& s) {
  Chain<float>(s, [](auto& a, auto& x, R::MaskReg& m) {
    R::MaskReg lt;
    R::Compare<float, AscendC::CMPMODE::LT>(lt, a, x, m);
    R::Select(a, a, x, lt);
  });
}
void BM_RegComputeOp_Plain_CompareSelectFloat(benchmark::State& s) {
  PlainChain<float>(s, [](float a, float x) { return a < x ? a : x; });
}
void BM_RegComputeOp_ExpFloat(benchmark::State& s) {
  Chain<float>(s, [](auto& a, auto& x, R::MaskReg& m) { R::Exp(a, x, m); });
}
void BM_RegComputeOp_Plain_ExpFloat(benchmark::State& s) {
  PlainChain<float>(s, [](float, float x) { return std::exp(x); });
}
void BM_RegComputeOp_PartialMaskAddFloat(benchmark::State& s) {
  // Every lane's predicate expanded (the last repeat of a loop).
  ascendc_host::runtime::ResetDefaultCore();
  R::RegTensor<float> acc0 = Filled<float>(1), acc1 = Filled<float>(2), x = Filled<float>(3);
  uint32_t n = 50;
  R::MaskReg mask = R::UpdateMask<float>(n);
  const ascendc_host::runtime::DefaultFpScope fp_environment;
  for (auto _ : s) {
    for (uint32_t i = 0; i < kOps; ++i) {
      R::Add(acc0, acc0, x, mask);
      R::Add(acc1, acc1, x, mask);
    }
    benchmark::DoNotOptimize(acc0.reg[0][0]);
  }
  PerOp(s, 2 * kOps);
}
BENCHMARK(BM_RegComputeOp_AddFloat);
BENCHMARK(BM_RegComputeOp_Plain_AddFloat);
BENCHMARK(BM_RegComputeOp_PartialMaskAddFloat);
BENCHMARK(BM_RegComputeOp_MulHalf);
BENCHMARK(BM_RegComputeOp_MaxInt32);
BENCHMARK(BM_RegComputeOp_Plain_MaxInt32);
BENCHMARK(BM_RegComputeOp_AddsInt8);
BENCHMARK(BM_RegComputeOp_Plain_AddsInt8);
BENCHMARK(BM_RegComputeOp_DivFloat);
BENCHMARK(BM_RegComputeOp_MulAddDstFloat);
BENCHMARK(BM_RegComputeOp_Plain_MulAddDstFloat);
BENCHMARK(BM_RegComputeOp_CompareSelectFloat);
BENCHMARK(BM_RegComputeOp_Plain_CompareSelectFloat);
BENCHMARK(BM_RegComputeOp_ExpFloat);
BENCHMARK(BM_RegComputeOp_Plain_ExpFloat);

// --- A VF body over UB ---------------------------------------------------------

__simd_vf__ inline void ScaleShiftClampVF(__ubuf__ float* dstAddr, __ubuf__ float* srcAddr, uint32_t count,
                                         uint16_t oneRepeatSize, uint16_t repeatTimes, float scale, float bias,
                                         float floor) {
  R::RegTensor<float> x, y;
  R::MaskReg mask;
  for (uint16_t i = 0; i < repeatTimes; i++) {
    mask = R::UpdateMask<float>(count);
    R::LoadAlign(x, srcAddr + i * oneRepeatSize);
    R::Muls(y, x, scale, mask);
    R::Adds(y, y, bias, mask);
    R::Maxs(y, y, floor, mask);
    R::StoreAlign(dstAddr + i * oneRepeatSize, y, mask);
  }
}

void BM_RegComputeVF(benchmark::State& state) {
  ascendc_host::runtime::ResetDefaultCore();
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  auto& core = ascendc_host::runtime::CurrentCore();
  float* src = reinterpret_cast<float*>(core.ub);
  float* dst = reinterpret_cast<float*>(core.ub + bytes);
  for (uint32_t k = 0; k < bytes / 4; ++k) src[k] = static_cast<float>(k % 1000) - 500;
  const uint32_t count = bytes / 4;
  for (auto _ : state) {
    asc_vf_call<ScaleShiftClampVF>(dst, src, count, uint16_t{64}, static_cast<uint16_t>(count / 64), 1.5f, -2.0f, 0.0f);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
}
void BM_RegComputeVF_Plain(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  std::vector<float> src(bytes / 4), dst(bytes / 4);
  for (uint32_t k = 0; k < bytes / 4; ++k) src[k] = static_cast<float>(k % 1000) - 500;
  for (auto _ : state) {
    for (uint32_t k = 0; k < bytes / 4; ++k) {
      const float y = src[k] * 1.5f;
      const float z = y + -2.0f;
      dst[k] = z > 0.0f ? z : 0.0f;
    }
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
}
void BM_RegComputeVF_Memcpy(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  std::vector<uint8_t> src(bytes, 1), dst(bytes);
  for (auto _ : state) {
    std::memcpy(dst.data(), src.data(), bytes);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
}
BENCHMARK(BM_RegComputeVF)->Arg(64 * 1024);
BENCHMARK(BM_RegComputeVF_Plain)->Arg(64 * 1024);
BENCHMARK(BM_RegComputeVF_Memcpy)->Arg(64 * 1024);

}  // namespace
