// Data movement beyond the seeds (SPEC 13), one thread:
//
//   BM_DataCopyPadToUb/<row_elements>/<rows>     ragged float rows GM -> UB, each padded to 32 bytes
//   BM_DataCopyPadToGm/<row_elements>/<rows>     the same rows back, UB -> GM
//   BM_Gatherb/<repeats>                         DataBlocks by byte offsets, u32
//   BM_RegScatter/<lanes active>                 one b32 Reg Scatter of a register
//   BM_NdDmaPad/<rows>                           NDDMA: float rows of 120 GM -> UB rows of 128
//                                                (left 3, right 5 zeros), one top and bottom row
//   BM_NdDmaTranspose/<n>                        NDDMA: an n x n half matrix transposed GM -> UB
//   BM_CApiStridedToUb / ToGm/<row_elements>/<rows>  the ragged rows through the 3510 C API
//                                                strided copies (peers: the DataCopyPad rows' _Loop
//                                                and _Memcpy)
//
// each with _Loop (the plain -O3 C++ a user would write for the same work:
// per-row memcpy and a pad loop; a per-block memcpy; a per-lane store) and,
// for the moves, _Memcpy (one memcpy of the data bytes: the ceiling).
// bytes_per_second counts the data bytes moved.
#include <cstring>
#include <random>
#include <vector>

#include "bench_util.h"
#include "c_api/asc_simd.h"
#include "kernel_operator.h"

namespace {

namespace ah = ascendc_host;

struct Ragged {
  uint32_t cols, rows, padded_cols;
  std::vector<float> gm;
  explicit Ragged(benchmark::State& state)
      : cols(static_cast<uint32_t>(state.range(0))),
        rows(static_cast<uint32_t>(state.range(1))),
        padded_cols((cols + 7) / 8 * 8),
        gm(size_t{cols} * rows, 1.5f) {
    ah::runtime::ResetDefaultCore();
  }
  uint64_t DataBytes() const { return uint64_t{cols} * rows * sizeof(float); }
  AscendC::GlobalTensor<float> Gm() {
    AscendC::GlobalTensor<float> g;
    g.SetGlobalBuffer(gm.data(), gm.size());
    return g;
  }
  AscendC::LocalTensor<float> Ub() const {
    return AscendC::LocalTensor<float>(AscendC::TPosition::VECIN, 0, padded_cols * rows);
  }
};

void RaggedShapes(benchmark::internal::Benchmark* b) {
  b->Args({59, 32})->Args({59, 256})->Args({1000, 16})->Args({3, 2048});
}

void BM_DataCopyPadToUb(benchmark::State& state) {
  Ragged r(state);
  auto ub = r.Ub();
  auto gm = r.Gm();
  const AscendC::DataCopyExtParams copy{r.rows, r.cols * sizeof(float), 0, 0, 0};
  const AscendC::DataCopyPadExtParams<float> pad{true, 0, static_cast<uint8_t>(r.padded_cols - r.cols), 0.0f};
  for (auto _ : state) {
    AscendC::DataCopyPad(ub, gm, copy, pad);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, r.DataBytes());
}
BENCHMARK(BM_DataCopyPadToUb)->Apply(RaggedShapes);

void BM_DataCopyPadToUb_Loop(benchmark::State& state) {
  Ragged r(state);
  float* ub = r.Ub().GetPhyAddr();
  for (auto _ : state) {
    for (uint32_t row = 0; row < r.rows; ++row) {
      std::memcpy(ub + size_t{row} * r.padded_cols, r.gm.data() + size_t{row} * r.cols, r.cols * sizeof(float));
      for (uint32_t c = r.cols; c < r.padded_cols; ++c) ub[size_t{row} * r.padded_cols + c] = 0.0f;
    }
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, r.DataBytes());
}
BENCHMARK(BM_DataCopyPadToUb_Loop)->Apply(RaggedShapes);

void BM_DataCopyPadToGm(benchmark::State& state) {
  Ragged r(state);
  auto ub = r.Ub();
  auto gm = r.Gm();
  const AscendC::DataCopyExtParams copy{r.rows, r.cols * sizeof(float), 0, 0, 0};
  for (auto _ : state) {
    AscendC::DataCopyPad(gm, ub, copy);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, r.DataBytes());
}
BENCHMARK(BM_DataCopyPadToGm)->Apply(RaggedShapes);

void BM_DataCopyPadToGm_Loop(benchmark::State& state) {
  Ragged r(state);
  const float* ub = r.Ub().GetPhyAddr();
  for (auto _ : state) {
    for (uint32_t row = 0; row < r.rows; ++row)
      std::memcpy(r.gm.data() + size_t{row} * r.cols, ub + size_t{row} * r.padded_cols, r.cols * sizeof(float));
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, r.DataBytes());
}
BENCHMARK(BM_DataCopyPadToGm_Loop)->Apply(RaggedShapes);

void BM_DataCopyPad_Memcpy(benchmark::State& state) {
  Ragged r(state);
  float* ub = r.Ub().GetPhyAddr();
  for (auto _ : state) {
    std::memcpy(ub, r.gm.data(), r.DataBytes());
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, r.DataBytes());
}
BENCHMARK(BM_DataCopyPad_Memcpy)->Apply(RaggedShapes);

// The same ragged rows through the 3510 C API strided copies (SPEC 17.10):
// one call of rows bursts, UB rows 32-byte strided, right-padded with 0
// (peers: the _Loop and _Memcpy rows above).
void BM_CApiStridedToUb(benchmark::State& state) {
  Ragged r(state);
  float* ub = r.Ub().GetPhyAddr();
  asc_set_copy_pad_val(0.0f);
  for (auto _ : state) {
    asc_copy_gm2ub_align(ub, r.gm.data(), static_cast<uint16_t>(r.rows), r.cols * 4, 0,
                         static_cast<uint8_t>(r.padded_cols - r.cols), true, asc_load_l2_cache_mode::DISABLE,
                         uint64_t{r.cols} * 4, r.padded_cols * 4);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, r.DataBytes());
}
BENCHMARK(BM_CApiStridedToUb)->Apply(RaggedShapes);

void BM_CApiStridedToGm(benchmark::State& state) {
  Ragged r(state);
  float* ub = r.Ub().GetPhyAddr();
  for (auto _ : state) {
    asc_copy_ub2gm_align(r.gm.data(), ub, static_cast<uint16_t>(r.rows), r.cols * 4, asc_store_l2_cache_mode::DISABLE,
                         uint64_t{r.cols} * 4, r.padded_cols * 4);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, r.DataBytes());
}
BENCHMARK(BM_CApiStridedToGm)->Apply(RaggedShapes);

// Gatherb: repeats x 8 blocks from a 64 KiB source, dense destination.
struct Blocks {
  uint32_t repeats;
  explicit Blocks(benchmark::State& state) : repeats(static_cast<uint32_t>(state.range(0))) {
    ah::runtime::ResetDefaultCore();
    std::mt19937 rng(7);
    uint32_t* offsets = Offsets().GetPhyAddr();
    for (uint32_t i = 0; i < repeats * 8; ++i) offsets[i] = 32 * (rng() % 2048);
  }
  AscendC::LocalTensor<uint32_t> Src() const { return AscendC::LocalTensor<uint32_t>(AscendC::TPosition::VECIN, 0, 16384); }
  AscendC::LocalTensor<uint32_t> Offsets() const {
    return AscendC::LocalTensor<uint32_t>(AscendC::TPosition::VECIN, 65536, repeats * 8);
  }
  AscendC::LocalTensor<uint32_t> Dst() const {
    return AscendC::LocalTensor<uint32_t>(AscendC::TPosition::VECOUT, 98304, repeats * 64);
  }
};

void BM_Gatherb(benchmark::State& state) {
  Blocks b(state);
  const auto src = b.Src(), offsets = b.Offsets(), dst = b.Dst();
  for (auto _ : state) {
    AscendC::Gatherb(dst, src, offsets, static_cast<uint8_t>(b.repeats), AscendC::GatherRepeatParams{1, 8});
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{b.repeats} * 256);
}
BENCHMARK(BM_Gatherb)->Arg(8)->Arg(64)->Arg(255);

void BM_Gatherb_Loop(benchmark::State& state) {
  Blocks b(state);
  const uint8_t* src = reinterpret_cast<const uint8_t*>(b.Src().GetPhyAddr());
  const uint32_t* offsets = b.Offsets().GetPhyAddr();
  uint8_t* dst = reinterpret_cast<uint8_t*>(b.Dst().GetPhyAddr());
  for (auto _ : state) {
    for (uint32_t i = 0; i < b.repeats * 8; ++i) std::memcpy(dst + 32 * i, src + offsets[i], 32);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{b.repeats} * 256);
}
BENCHMARK(BM_Gatherb_Loop)->Arg(8)->Arg(64)->Arg(255);

// NDDMA: 2-D padding (the page's scenario 1 shape) and a transpose (scenario 3).
struct NdDmaPadShape {
  static constexpr uint32_t kCols = 120, kPitch = 128, kLeft = 3, kRight = 5;
  uint32_t rows;
  std::vector<float> gm;
  explicit NdDmaPadShape(benchmark::State& state)
      : rows(static_cast<uint32_t>(state.range(0))), gm(size_t{kCols} * rows, 1.5f) {
    ah::runtime::ResetDefaultCore();
  }
  uint64_t DstBytes() const { return uint64_t{kPitch} * (rows + 2) * sizeof(float); }
  float* Ub() const { return reinterpret_cast<float*>(ah::runtime::CurrentCore().ub); }
};

void BM_NdDmaPad(benchmark::State& state) {
  NdDmaPadShape s(state);
  AscendC::GlobalTensor<float> g;
  g.SetGlobalBuffer(s.gm.data(), s.gm.size());
  const AscendC::LocalTensor<float> dst(AscendC::TPosition::VECIN, 0, NdDmaPadShape::kPitch * (s.rows + 2));
  AscendC::NdDmaLoopInfo<2> loop{{1, NdDmaPadShape::kCols}, {1, NdDmaPadShape::kPitch}, {NdDmaPadShape::kCols, s.rows},
                                 {NdDmaPadShape::kLeft, 1}, {NdDmaPadShape::kRight, 1}};
  const AscendC::NdDmaParams<float, 2> params{loop, 0.0f};
  for (auto _ : state) {
    AscendC::DataCopy(dst, g, params);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, s.DstBytes());
}
BENCHMARK(BM_NdDmaPad)->Arg(16)->Arg(100);

void BM_NdDmaPad_Loop(benchmark::State& state) {
  NdDmaPadShape s(state);
  constexpr uint32_t pitch = NdDmaPadShape::kPitch, cols = NdDmaPadShape::kCols, left = NdDmaPadShape::kLeft;
  float* ub = s.Ub();
  for (auto _ : state) {
    std::memset(ub, 0, pitch * sizeof(float));
    for (uint32_t r = 0; r < s.rows; ++r) {
      float* row = ub + (r + 1) * pitch;
      std::memset(row, 0, left * sizeof(float));
      std::memcpy(row + left, s.gm.data() + size_t{r} * cols, cols * sizeof(float));
      std::memset(row + left + cols, 0, (pitch - left - cols) * sizeof(float));
    }
    std::memset(ub + (s.rows + 1) * pitch, 0, pitch * sizeof(float));
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, s.DstBytes());
}
BENCHMARK(BM_NdDmaPad_Loop)->Arg(16)->Arg(100);

void BM_NdDmaPad_Memcpy(benchmark::State& state) {
  NdDmaPadShape s(state);
  float* ub = s.Ub();
  for (auto _ : state) {
    std::memcpy(ub, s.gm.data(), s.gm.size() * sizeof(float));
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, s.DstBytes());
}
BENCHMARK(BM_NdDmaPad_Memcpy)->Arg(16)->Arg(100);

void BM_NdDmaTranspose(benchmark::State& state) {
  ah::runtime::ResetDefaultCore();
  const uint32_t n = static_cast<uint32_t>(state.range(0));
  std::vector<half> gm(size_t{n} * n, half(1.0f));
  AscendC::GlobalTensor<half> g;
  g.SetGlobalBuffer(gm.data(), gm.size());
  const AscendC::LocalTensor<half> dst(AscendC::TPosition::VECIN, 0, n * n);
  AscendC::NdDmaLoopInfo<2> loop{{1, n}, {n, 1}, {n, n}, {0, 0}, {0, 0}};
  const AscendC::NdDmaParams<half, 2> params{loop, half(0.0f)};
  for (auto _ : state) {
    AscendC::DataCopy(dst, g, params);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{n} * n * sizeof(half));
}
BENCHMARK(BM_NdDmaTranspose)->Arg(64)->Arg(128);

void BM_NdDmaTranspose_Loop(benchmark::State& state) {
  ah::runtime::ResetDefaultCore();
  const uint32_t n = static_cast<uint32_t>(state.range(0));
  std::vector<uint16_t> gm(size_t{n} * n, 1);
  uint16_t* ub = reinterpret_cast<uint16_t*>(ah::runtime::CurrentCore().ub);
  for (auto _ : state) {
    for (uint32_t r = 0; r < n; ++r)
      for (uint32_t c = 0; c < n; ++c) ub[c * n + r] = gm[size_t{r} * n + c];
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{n} * n * sizeof(half));
}
BENCHMARK(BM_NdDmaTranspose_Loop)->Arg(64)->Arg(128);

// One register of 64 floats scattered by distinct indices.
void BM_RegScatter(benchmark::State& state) {
  ah::runtime::ResetDefaultCore();
  namespace R = AscendC::Reg;
  R::RegTensor<float> src;
  R::RegTensor<uint32_t> index;
  for (uint32_t k = 0; k < 64; ++k) src.SetElement(k, static_cast<float>(k)), index.SetElement(k, (k * 37) % 4096);
  uint32_t n = static_cast<uint32_t>(state.range(0));
  R::MaskReg mask = R::UpdateMask<float>(n);
  float* base = reinterpret_cast<float*>(ah::runtime::CurrentCore().ub);
  for (auto _ : state) {
    R::Scatter(base, src, index, mask);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{static_cast<uint64_t>(state.range(0))} * 4);
}
BENCHMARK(BM_RegScatter)->Arg(64)->Arg(40);

void BM_RegScatter_Loop(benchmark::State& state) {
  ah::runtime::ResetDefaultCore();
  float src[64];
  uint32_t index[64];
  for (uint32_t k = 0; k < 64; ++k) src[k] = static_cast<float>(k), index[k] = (k * 37) % 4096;
  const uint32_t active = static_cast<uint32_t>(state.range(0));
  float* base = reinterpret_cast<float*>(ah::runtime::CurrentCore().ub);
  for (auto _ : state) {
    for (uint32_t k = 0; k < active; ++k) base[index[k]] = src[k];
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{active} * 4);
}
BENCHMARK(BM_RegScatter_Loop)->Arg(64)->Arg(40);

}  // namespace
