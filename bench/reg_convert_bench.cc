// Reg conversions, reductions and rearrangements (SPEC 14.10-14.12): inline
// register code, so the numbers are this file's instruction set (the
// project's default flags: baseline SSE2 on x86-64).
//
//   BM_RegConvertOp/<op>         ns per register operation in a loop
//                                (64 operations on independent registers)
//   BM_RegConvertOp_Plain/<op>   the same work as a plain -O3 C++ loop over
//                                the lanes (what the compiler makes of it)
#include <cmath>
#include <cstring>
#include <random>

#include "bench_util.h"
#include "kernel_operator.h"

namespace {

namespace R = AscendC::Reg;
using AscendC::RoundMode;

constexpr uint32_t kOps = 64;

void PerOp(benchmark::State& state) {
  state.SetItemsProcessed(state.iterations() * kOps);
  state.counters["ns_per_op"] = benchmark::Counter(static_cast<double>(state.iterations()) * kOps * 1e-9,
                                                   benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

template <typename T>
void Fill(R::RegTensor<T>& r, uint32_t seed) {
  std::mt19937 rng(seed);
  for (uint32_t k = 0; k < r.kElements; ++k) r.SetElement(k, static_cast<T>(static_cast<float>(rng() % 20000) / 7.0f - 1000));
}

// kOps operations from kOps source registers (a VF body over 16 KiB of lanes).
template <typename S, typename D, typename Op>
void Loop(benchmark::State& state, Op op) {
  ascendc_host::runtime::ResetDefaultCore();
  static R::RegTensor<S> src[kOps];
  static R::RegTensor<D> dst[kOps];
  for (uint32_t i = 0; i < kOps; ++i) Fill(src[i], i + 1);
  R::MaskReg mask = R::CreateMask<S>();
  const ascendc_host::runtime::DefaultFpScope fp_environment;  // as asc_vf_call runs a VF
  for (auto _ : state) {
    for (uint32_t i = 0; i < kOps; ++i) op(dst[i], src[i], mask);
    benchmark::ClobberMemory();
  }
  PerOp(state);
}

template <typename S, typename D, typename Lane>
void PlainLoop(benchmark::State& state, uint32_t lanes, Lane lane) {
  static S src[kOps][256 / sizeof(S)];
  static D dst[kOps][256 / sizeof(S)];
  std::mt19937 rng(5);
  for (auto& r : src)
    for (auto& x : r) x = static_cast<S>(static_cast<float>(rng() % 20000) / 7.0f - 1000);
  for (auto _ : state) {
    for (uint32_t i = 0; i < kOps; ++i)
      for (uint32_t k = 0; k < lanes; ++k) dst[i][k] = lane(src[i][k]);
    benchmark::ClobberMemory();
  }
  PerOp(state);
}

static constexpr R::CastTrait kF32ToF16{R::RegLayout::ZERO, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING, RoundMode::CAST_RINT};
static constexpr R::CastTrait kF32ToI32{R::RegLayout::UNKNOWN, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING, RoundMode::CAST_RINT};
static constexpr R::CastTrait kF32ToI32Floor{R::RegLayout::UNKNOWN, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING, RoundMode::CAST_FLOOR};
static constexpr R::CastTrait kI32ToF32{R::RegLayout::UNKNOWN, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING, RoundMode::CAST_RINT};
static constexpr R::CastTrait kF16ToF32{R::RegLayout::ZERO, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING, RoundMode::UNKNOWN};

// Round to nearest even, saturating (65504 / 0 for NaN): the scalar formula.
uint16_t PlainFloatToHalf(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  const uint32_t sign = (u >> 16) & 0x8000u, a = u & 0x7FFFFFFFu;
  if (a > 0x7F800000u) return 0;
  if (a >= 0x477FF000u) return static_cast<uint16_t>(sign | 0x7BFFu);
  if (a < 0x38800000u) {
    const float s = std::fabs(f) + 0.5f;
    uint32_t b;
    std::memcpy(&b, &s, 4);
    return static_cast<uint16_t>(sign | (b - 0x3F000000u));
  }
  return static_cast<uint16_t>(sign | ((a - 0x38000000u + 0x0FFFu + ((a >> 13) & 1u)) >> 13));
}

void BM_CastFloatToHalf(benchmark::State& state) {
  Loop<float, half>(state, [](R::RegTensor<half>& d, R::RegTensor<float>& s, R::MaskReg& m) {
    R::Cast<half, float, kF32ToF16>(d, s, m);
  });
}
void BM_CastFloatToHalf_Plain(benchmark::State& state) {
  PlainLoop<float, uint16_t>(state, 64, [](float f) { return PlainFloatToHalf(f); });
}
void BM_CastFloatToInt32(benchmark::State& state) {
  Loop<float, int32_t>(state, [](R::RegTensor<int32_t>& d, R::RegTensor<float>& s, R::MaskReg& m) {
    R::Cast<int32_t, float, kF32ToI32>(d, s, m);
  });
}
void BM_CastFloatToInt32_Plain(benchmark::State& state) {
  PlainLoop<float, int32_t>(state, 64, [](float f) { return static_cast<int32_t>(std::nearbyint(f)); });
}
void BM_CastFloatToInt32Floor(benchmark::State& state) {
  Loop<float, int32_t>(state, [](R::RegTensor<int32_t>& d, R::RegTensor<float>& s, R::MaskReg& m) {
    R::Cast<int32_t, float, kF32ToI32Floor>(d, s, m);
  });
}
void BM_CastFloatToInt32Floor_Plain(benchmark::State& state) {
  PlainLoop<float, int32_t>(state, 64, [](float f) { return static_cast<int32_t>(std::floor(f)); });
}
void BM_CastInt32ToFloat(benchmark::State& state) {
  Loop<int32_t, float>(state, [](R::RegTensor<float>& d, R::RegTensor<int32_t>& s, R::MaskReg& m) {
    R::Cast<float, int32_t, kI32ToF32>(d, s, m);
  });
}
void BM_CastInt32ToFloat_Plain(benchmark::State& state) {
  PlainLoop<int32_t, float>(state, 64, [](int32_t v) { return static_cast<float>(v); });
}
void BM_CastHalfToFloat(benchmark::State& state) {
  Loop<half, float>(state, [](R::RegTensor<float>& d, R::RegTensor<half>& s, R::MaskReg& m) {
    R::Cast<float, half, kF16ToF32>(d, s, m);
  });
}
void BM_ReduceSumFloat(benchmark::State& state) {
  Loop<float, float>(state, [](R::RegTensor<float>& d, R::RegTensor<float>& s, R::MaskReg& m) {
    R::Reduce<R::ReduceType::SUM>(d, s, m);
  });
}
void BM_ReduceSumFloat_Plain(benchmark::State& state) {
  // The same tree, as a plain loop over an array of partial sums.
  static float src[kOps][64];
  static float dst[kOps];
  for (auto& r : src)
    for (uint32_t k = 0; k < 64; ++k) r[k] = static_cast<float>(k % 17) * 0.25f;
  for (auto _ : state) {
    for (uint32_t i = 0; i < kOps; ++i) {
      float v[64];
      std::memcpy(v, src[i], sizeof(v));
      for (uint32_t n = 32; n >= 1; n /= 2)
        for (uint32_t k = 0; k < n; ++k) v[k] = v[2 * k] + v[2 * k + 1];
      dst[i] = v[0];
    }
    benchmark::ClobberMemory();
  }
  PerOp(state);
}
void BM_ReduceMaxFloat(benchmark::State& state) {
  Loop<float, float>(state, [](R::RegTensor<float>& d, R::RegTensor<float>& s, R::MaskReg& m) {
    R::Reduce<R::ReduceType::MAX>(d, s, m);
  });
}
void BM_ReduceMaxFloat_Plain(benchmark::State& state) {
  static float src[kOps][64];
  static float dst[kOps][2];
  for (auto& r : src)
    for (uint32_t k = 0; k < 64; ++k) r[k] = static_cast<float>((k * 37) % 64);
  for (auto _ : state) {
    for (uint32_t i = 0; i < kOps; ++i) {
      uint32_t best = 0;
      for (uint32_t k = 1; k < 64; ++k)
        if (src[i][k] > src[i][best]) best = k;
      dst[i][0] = src[i][best];
      dst[i][1] = static_cast<float>(best);
    }
    benchmark::ClobberMemory();
  }
  PerOp(state);
}
void BM_ReduceDataBlockSumHalf(benchmark::State& state) {
  Loop<half, half>(state, [](R::RegTensor<half>& d, R::RegTensor<half>& s, R::MaskReg& m) {
    R::ReduceDataBlock<R::ReduceType::SUM>(d, s, m);
  });
}
void BM_InterleaveFloat(benchmark::State& state) {
  Loop<float, float>(state, [](R::RegTensor<float>& d, R::RegTensor<float>& s, R::MaskReg&) {
    R::RegTensor<float> other;
    R::Interleave(d, other, s, s);
    benchmark::DoNotOptimize(other.reg[0][0]);
  });
}
void BM_InterleaveFloat_Plain(benchmark::State& state) {
  static float a[kOps][64], d0[kOps][64], d1[kOps][64];
  for (auto _ : state) {
    for (uint32_t i = 0; i < kOps; ++i)
      for (uint32_t k = 0; k < 32; ++k) {
        d0[i][2 * k] = a[i][k];
        d0[i][2 * k + 1] = a[i][k];
        d1[i][2 * k] = a[i][32 + k];
        d1[i][2 * k + 1] = a[i][32 + k];
      }
    benchmark::ClobberMemory();
  }
  PerOp(state);
}
void BM_PackInt32(benchmark::State& state) {
  Loop<int32_t, uint16_t>(state, [](R::RegTensor<uint16_t>& d, R::RegTensor<int32_t>& s, R::MaskReg&) {
    R::Pack<uint16_t, int32_t>(d, s);
  });
}
void BM_HistogramsAccumulate(benchmark::State& state) {
  Loop<uint8_t, uint16_t>(state, [](R::RegTensor<uint16_t>& d, R::RegTensor<uint8_t>& s, R::MaskReg& m) {
    R::Histograms<uint8_t, uint16_t, R::HistogramsBinType::BIN0, R::HistogramsType::ACCUMULATE>(d, s, m);
  });
}
void BM_HistogramsAccumulate_Plain(benchmark::State& state) {
  static uint8_t src[kOps][256];
  static uint16_t dst[kOps][128];
  std::mt19937 rng(1);
  for (auto& r : src)
    for (auto& x : r) x = static_cast<uint8_t>(rng());
  for (auto _ : state) {
    for (uint32_t i = 0; i < kOps; ++i) {
      uint16_t counts[256] = {};
      for (uint32_t k = 0; k < 256; ++k) ++counts[src[i][k]];
      uint16_t running = 0;
      for (uint32_t n = 0; n < 128; ++n) dst[i][n] = static_cast<uint16_t>(dst[i][n] + (running += counts[n]));
    }
    benchmark::ClobberMemory();
  }
  PerOp(state);
}

BENCHMARK(BM_CastFloatToHalf)->Name("BM_RegConvertOp/Cast_f32_f16");
BENCHMARK(BM_CastFloatToHalf_Plain)->Name("BM_RegConvertOp_Plain/Cast_f32_f16");
BENCHMARK(BM_CastFloatToInt32)->Name("BM_RegConvertOp/Cast_f32_s32_rint");
BENCHMARK(BM_CastFloatToInt32_Plain)->Name("BM_RegConvertOp_Plain/Cast_f32_s32_rint");
BENCHMARK(BM_CastFloatToInt32Floor)->Name("BM_RegConvertOp/Cast_f32_s32_floor");
BENCHMARK(BM_CastFloatToInt32Floor_Plain)->Name("BM_RegConvertOp_Plain/Cast_f32_s32_floor");
BENCHMARK(BM_CastInt32ToFloat)->Name("BM_RegConvertOp/Cast_s32_f32");
BENCHMARK(BM_CastInt32ToFloat_Plain)->Name("BM_RegConvertOp_Plain/Cast_s32_f32");
BENCHMARK(BM_CastHalfToFloat)->Name("BM_RegConvertOp/Cast_f16_f32");
BENCHMARK(BM_ReduceSumFloat)->Name("BM_RegConvertOp/ReduceSum_f32");
BENCHMARK(BM_ReduceSumFloat_Plain)->Name("BM_RegConvertOp_Plain/ReduceSum_f32");
BENCHMARK(BM_ReduceMaxFloat)->Name("BM_RegConvertOp/ReduceMax_f32");
BENCHMARK(BM_ReduceMaxFloat_Plain)->Name("BM_RegConvertOp_Plain/ReduceMax_f32");
BENCHMARK(BM_ReduceDataBlockSumHalf)->Name("BM_RegConvertOp/ReduceDataBlockSum_f16");
BENCHMARK(BM_InterleaveFloat)->Name("BM_RegConvertOp/Interleave_f32");
BENCHMARK(BM_InterleaveFloat_Plain)->Name("BM_RegConvertOp_Plain/Interleave_f32");
BENCHMARK(BM_PackInt32)->Name("BM_RegConvertOp/Pack_s32_u16");
BENCHMARK(BM_HistogramsAccumulate)->Name("BM_RegConvertOp/Histograms_acc");
BENCHMARK(BM_HistogramsAccumulate_Plain)->Name("BM_RegConvertOp_Plain/Histograms_acc");

}  // namespace
