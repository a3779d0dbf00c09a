// Unaligned Reg moves (SPEC 13.12): the page's copy loop (LoadUnAlignPre
// once, then LoadUnAlign + StoreUnAlign per 256 bytes, StoreUnAlignPost at
// the end) between unaligned UB addresses, against memcpy of the same bytes,
// a plain -O3 loop of 256-byte chunk copies through a local buffer (what a
// register round trip is) and the scalar reference; Load + Store per chunk;
// MaskGenWithRegTensor vs a plain bit loop. items = Reg operations.
#include <cstring>
#include <random>

#include "bench_util.h"
#include "kernel_operator.h"
#include "reference/reg_unaligned.h"

namespace {

namespace R = AscendC::Reg;
namespace ref = ascendc_host::reference;

constexpr uint32_t kSrc = 4 + 8;           // unaligned source
constexpr uint32_t kDst = 120 * 1024 + 20;  // unaligned destination

uint8_t* FreshUb() {
  ascendc_host::runtime::ResetDefaultCore();
  auto& core = ascendc_host::runtime::CurrentCore();
  std::mt19937_64 rng(13);
  for (uint32_t i = 0; i < core.ub_bytes; ++i) core.ub[i] = static_cast<uint8_t>(rng());
  return core.ub;
}

void CopySizes(benchmark::internal::Benchmark* b) { b->Arg(8 * 1024)->Arg(64 * 1024)->Arg(112 * 1024); }

void BM_RegUnalignedCopyLoop(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  uint8_t* ub = FreshUb();
  for (auto _ : state) {
    float* src = reinterpret_cast<float*>(ub + kSrc);
    float* dst = reinterpret_cast<float*>(ub + kDst);
    R::RegTensor<float> reg;
    R::UnalignRegForLoad in;
    R::UnalignRegForStore out;
    R::LoadUnAlignPre(in, src);
    for (uint32_t i = 0; i < bytes; i += 256) {
      R::LoadUnAlign(reg, in, src, 64);
      R::StoreUnAlign(dst, reg, out, 64);
    }
    R::StoreUnAlignPost(dst, out, 0);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
  state.SetItemsProcessed(state.iterations() * (bytes / 256) * 2);
}
BENCHMARK(BM_RegUnalignedCopyLoop)->Apply(CopySizes);

void BM_RegUnalignedCopyLoop_Memcpy(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  uint8_t* ub = FreshUb();
  for (auto _ : state) {
    std::memcpy(ub + kDst, ub + kSrc, bytes);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
}
BENCHMARK(BM_RegUnalignedCopyLoop_Memcpy)->Apply(CopySizes);

// The plain loop: each 256-byte chunk through a local buffer, as the
// register round trip does, fixed-size copies the compiler inlines.
void BM_RegUnalignedCopyLoop_PlainLoop(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  uint8_t* ub = FreshUb();
  for (auto _ : state) {
    alignas(64) uint8_t chunk[256];
    for (uint32_t i = 0; i < bytes; i += 256) {
      std::memcpy(chunk, ub + kSrc + i, 256);
      benchmark::DoNotOptimize(chunk);
      std::memcpy(ub + kDst + i, chunk, 256);
    }
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
  state.SetItemsProcessed(state.iterations() * (bytes / 256) * 2);
}
BENCHMARK(BM_RegUnalignedCopyLoop_PlainLoop)->Apply(CopySizes);

void BM_RegUnalignedCopyLoop_Reference(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  uint8_t* ub = FreshUb();
  const ref::Ub image(ub, ascendc_host::runtime::CurrentCore().ub_bytes);
  uint8_t reg[256];
  for (auto _ : state) {
    ref::reg::UnalignLoadState in;
    ref::reg::UnalignStoreState out;
    ref::reg::LoadUnalignPre(image, kSrc, in);
    for (uint32_t i = 0; i < bytes; i += 256) {
      ref::reg::LoadUnalign(image, kSrc + i, in, reg);
      ref::reg::StoreUnalign(image, kDst + i, reg, 256, out);
    }
    ref::reg::StoreUnalignPost(image, kDst + bytes, out);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
  state.SetItemsProcessed(state.iterations() * (bytes / 256) * 2);
}
BENCHMARK(BM_RegUnalignedCopyLoop_Reference)->Apply(CopySizes);

// Load + Store (count form) per 200-byte chunk.
void BM_RegLoadStoreChunks(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  constexpr uint32_t kChunks = 256, kCount = 100;  // half elements per chunk
  for (auto _ : state) {
    R::RegTensor<half> reg;
    for (uint32_t i = 0; i < kChunks; ++i) {
      R::Load(reg, reinterpret_cast<half*>(ub + kSrc) + i * kCount);
      R::Store(reinterpret_cast<half*>(ub + kDst) + i * kCount, reg, kCount);
    }
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, kChunks * kCount * 2);
  state.SetItemsProcessed(state.iterations() * kChunks * 2);
}
BENCHMARK(BM_RegLoadStoreChunks);

void BM_RegLoadStoreChunks_Memcpy(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  constexpr uint32_t kChunks = 256, kCount = 100;
  for (auto _ : state) {
    for (uint32_t i = 0; i < kChunks; ++i) std::memcpy(ub + kDst + 2 * kCount * i, ub + kSrc + 2 * kCount * i, 2 * kCount);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, kChunks * kCount * 2);
}
BENCHMARK(BM_RegLoadStoreChunks_Memcpy);

// MaskGenWithRegTensor over 32 blocks of one register (b32).
template <int16_t... kOffsets>
void MaskGenAll(R::RegTensor<float>& reg, R::MaskReg& mask, std::integer_sequence<int16_t, kOffsets...>) {
  ((R::MaskGenWithRegTensor<float, kOffsets>(mask, reg), benchmark::DoNotOptimize(mask.words[0])), ...);
}
void BM_RegMaskGen(benchmark::State& state) {
  R::RegTensor<float> reg;
  std::mt19937_64 rng(3);
  for (auto& b : reg.reg[0]) b = static_cast<uint8_t>(rng());
  R::MaskReg mask;
  for (auto _ : state) {
    benchmark::DoNotOptimize(reg.reg[0][0]);
    MaskGenAll(reg, mask, std::make_integer_sequence<int16_t, 32>());
  }
  state.SetItemsProcessed(state.iterations() * 32);
}
BENCHMARK(BM_RegMaskGen);

void BM_RegMaskGen_PlainLoop(benchmark::State& state) {
  uint8_t reg[256];
  std::mt19937_64 rng(3);
  for (auto& b : reg) b = static_cast<uint8_t>(rng());
  uint64_t words[4];
  for (auto _ : state) {
    benchmark::DoNotOptimize(reg[0]);
    for (uint32_t block = 0; block < 32; ++block) {
      for (uint32_t w = 0; w < 4; ++w) {
        uint64_t out = 0;
        for (uint32_t i = 0; i < 16; ++i)
          if ((reg[8 * block + (16 * w + i) / 8] >> ((16 * w + i) % 8)) & 1) out |= 0xFull << (4 * i);
        words[w] = out;
      }
      benchmark::DoNotOptimize(words[0]);
    }
  }
  state.SetItemsProcessed(state.iterations() * 32);
}
BENCHMARK(BM_RegMaskGen_PlainLoop);

}  // namespace
