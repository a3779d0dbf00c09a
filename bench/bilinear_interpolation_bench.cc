// BilinearInterpolation (SPEC 8.11), one thread:
//
//   BM_BilinearInterpolation/<vRepeat>        hRepeat 2 (two taps), full mask, per-iteration
//                                             factors, vRepeat destination repeats of 128 halves
//   BM_BilinearInterpolation_Loop/<vRepeat>   the plain -O3 C++ of the same work: gather the two
//                                             taps' blocks, multiply and add with half rounding
//
// bytes_per_second counts the destination bytes.
#include <cstring>
#include <random>
#include <vector>

#include "bench_util.h"
#include "kernel_operator.h"

namespace {

namespace ah = ascendc_host;

struct Taps {
  static constexpr uint32_t kH = 2;
  uint32_t v;
  explicit Taps(benchmark::State& state) : v(static_cast<uint32_t>(state.range(0))) {
    ah::runtime::ResetDefaultCore();
    std::mt19937 rng(11);
    half* src0 = Src0().GetPhyAddr();
    for (uint32_t i = 0; i < 16384; ++i) src0[i] = half(static_cast<float>(rng() % 1000) / 64.0f);
    uint32_t* offsets = Offsets().GetPhyAddr();
    for (uint32_t i = 0; i < v * kH * 8; ++i) offsets[i] = 32 * (rng() % 1024);
    half* src1 = Src1().GetPhyAddr();
    for (uint32_t i = 0; i < v * kH; ++i) src1[i] = half(static_cast<float>(rng() % 64) / 64.0f);
  }
  AscendC::LocalTensor<half> Src0() const { return AscendC::LocalTensor<half>(AscendC::TPosition::VECIN, 0, 16384); }
  AscendC::LocalTensor<uint32_t> Offsets() const {
    return AscendC::LocalTensor<uint32_t>(AscendC::TPosition::VECIN, 32768, v * kH * 8);
  }
  AscendC::LocalTensor<half> Src1() const { return AscendC::LocalTensor<half>(AscendC::TPosition::VECIN, 49152, v * kH); }
  AscendC::LocalTensor<half> Dst() const { return AscendC::LocalTensor<half>(AscendC::TPosition::VECOUT, 65536, v * 128); }
};

void BM_BilinearInterpolation(benchmark::State& state) {
  Taps t(state);
  const auto dst = t.Dst(), src0 = t.Src0(), src1 = t.Src1();
  const auto offsets = t.Offsets();
  const AscendC::LocalTensor<uint8_t> tmp(AscendC::TPosition::VECCALC, 131072, 32);
  for (auto _ : state) {
    AscendC::BilinearInterpolation(dst, src0, offsets, src1, uint64_t{128}, Taps::kH, false, 1, 128,
                                   static_cast<uint8_t>(t.v), tmp);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{t.v} * 256);
}
BENCHMARK(BM_BilinearInterpolation)->Arg(8)->Arg(64);

void BM_BilinearInterpolation_Loop(benchmark::State& state) {
  Taps t(state);
  const uint8_t* src0 = reinterpret_cast<const uint8_t*>(t.Src0().GetPhyAddr());
  const uint32_t* offsets = t.Offsets().GetPhyAddr();
  const half* src1 = t.Src1().GetPhyAddr();
  half* dst = t.Dst().GetPhyAddr();
  for (auto _ : state) {
    for (uint32_t r = 0; r < t.v; ++r) {
      for (uint32_t j = 0; j < 8; ++j) {
        const half* a = reinterpret_cast<const half*>(src0 + offsets[(r * Taps::kH) * 8 + j]);
        const half* b = reinterpret_cast<const half*>(src0 + offsets[(r * Taps::kH + 1) * 8 + j]);
        const float wa = static_cast<float>(src1[r * Taps::kH]), wb = static_cast<float>(src1[r * Taps::kH + 1]);
        for (uint32_t k = 0; k < 16; ++k) {
          const float pa = static_cast<float>(half(static_cast<float>(a[k]) * wa));
          const float pb = static_cast<float>(half(static_cast<float>(b[k]) * wb));
          dst[r * 128 + j * 16 + k] = half(pa + pb);
        }
      }
    }
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{t.v} * 256);
}
BENCHMARK(BM_BilinearInterpolation_Loop)->Arg(8)->Arg(64);

}  // namespace
