// Whole operators: the seed operators written as a multi-block kernel would
// be (TPipe/TQue, DataCopy in, the API, DataCopy out, a tile loop over the
// block's slice chosen by GetBlockIdx), launched over 1..40 blocks with
// ~96 KiB of GM input per block, on 1 and 2 threads.
//
//   BM_Operator<Name>/<blocks>/<threads>
//
// bytes_per_second counts GM input bytes (data + offsets or pattern) of all
// blocks; the 2-thread / 1-thread ratio at 40 blocks is the launcher's
// scaling. Every launch includes what a real launch does per block: leasing
// a core, zeroing its UB, resetting its registers.
//
//   Gather      seed 004: count-mode Gather<half>, random offsets inside the tile
//   Scatter     seed 002: count-mode Scatter<half>, a permutation inside the tile
//   GatherMask  seed 001: user-pattern GatherMask<half>, Counter mode, 50% kept,
//               the kept elements appended to the block's GM output
//   RegGatherVF seed 000: the UB-gather vector function, verbatim, per tile
//   AddCustom   examples/operators/add_custom.h: half z = x + y, double-buffered
//               TQue pipeline, 8 KiB tiles (the vendor's add_custom shape);
//               bytes count x and y (bench/peers.py times torch.add on the same
//               data with all threads: the "add_custom" record)
#include <cstring>
#include <numeric>
#include <random>
#include <vector>

#include "bench_util.h"
#include "kernel_operator.h"

#include "../examples/seeds/seed000_003_reg.h"
#include "operators/add_custom.h"

namespace {

constexpr int32_t kBufferNum = 2;

// ---- seed 004 / seed 002 shape: offsets index the tile's own data --------
constexpr uint32_t kOffsetTile = 4096;   // elements: 8 KiB of half + 16 KiB of offsets
constexpr uint32_t kOffsetTiles = 4;     // 96 KiB of GM input per block
constexpr uint32_t kOffsetBlockElements = kOffsetTile * kOffsetTiles;

template <typename T, bool kScatter>
class OffsetOperator {
 public:
  __aicore__ inline void Init(GM_ADDR dstGm, GM_ADDR srcGm, GM_ADDR offsetGm) {
    const uint64_t first = static_cast<uint64_t>(AscendC::GetBlockIdx()) * kOffsetBlockElements;
    m_dstGlobal.SetGlobalBuffer((__gm__ T*)dstGm + first, kOffsetBlockElements);
    m_srcGlobal.SetGlobalBuffer((__gm__ T*)srcGm + first, kOffsetBlockElements);
    m_offsetGlobal.SetGlobalBuffer((__gm__ uint32_t*)offsetGm + first, kOffsetBlockElements);
    m_pipe.InitBuffer(m_queSrc, kBufferNum, kOffsetTile * sizeof(T));
    m_pipe.InitBuffer(m_queOffset, kBufferNum, kOffsetTile * sizeof(uint32_t));
    m_pipe.InitBuffer(m_queOut, kBufferNum, kOffsetTile * sizeof(T));
  }
  __aicore__ inline void Process() {
    for (uint32_t tile = 0; tile < kOffsetTiles; ++tile) {
      CopyIn(tile);
      Compute();
      CopyOut(tile);
    }
  }

 private:
  __aicore__ inline void CopyIn(uint32_t tile) {
    AscendC::LocalTensor<T> srcLocal = m_queSrc.AllocTensor<T>();
    AscendC::DataCopy(srcLocal, m_srcGlobal[tile * kOffsetTile], kOffsetTile);
    m_queSrc.EnQue(srcLocal);
    AscendC::LocalTensor<uint32_t> offsetLocal = m_queOffset.AllocTensor<uint32_t>();
    AscendC::DataCopy(offsetLocal, m_offsetGlobal[tile * kOffsetTile], kOffsetTile);
    m_queOffset.EnQue(offsetLocal);
  }
  __aicore__ inline void Compute() {
    AscendC::LocalTensor<T> srcLocal = m_queSrc.DeQue<T>();
    AscendC::LocalTensor<uint32_t> offsetLocal = m_queOffset.DeQue<uint32_t>();
    AscendC::LocalTensor<T> dstLocal = m_queOut.AllocTensor<T>();
    if constexpr (kScatter) {
      AscendC::Scatter(dstLocal, srcLocal, offsetLocal, (uint32_t)0, kOffsetTile);
    } else {
      AscendC::Gather(dstLocal, srcLocal, offsetLocal, (uint32_t)0, kOffsetTile);
    }
    m_queSrc.FreeTensor(srcLocal);
    m_queOffset.FreeTensor(offsetLocal);
    m_queOut.EnQue(dstLocal);
  }
  __aicore__ inline void CopyOut(uint32_t tile) {
    AscendC::LocalTensor<T> dstLocal = m_queOut.DeQue<T>();
    AscendC::DataCopy(m_dstGlobal[tile * kOffsetTile], dstLocal, kOffsetTile);
    m_queOut.FreeTensor(dstLocal);
  }

  AscendC::TPipe m_pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, kBufferNum> m_queSrc;
  AscendC::TQue<AscendC::TPosition::VECIN, kBufferNum> m_queOffset;
  AscendC::TQue<AscendC::TPosition::VECOUT, kBufferNum> m_queOut;
  AscendC::GlobalTensor<T> m_dstGlobal;
  AscendC::GlobalTensor<T> m_srcGlobal;
  AscendC::GlobalTensor<uint32_t> m_offsetGlobal;
};

extern "C" __global__ __aicore__ void gather_blocks_kernel(GM_ADDR dstGm, GM_ADDR srcGm, GM_ADDR offsetGm) {
  OffsetOperator<half, false> op;
  op.Init(dstGm, srcGm, offsetGm);
  op.Process();
}
extern "C" __global__ __aicore__ void scatter_blocks_kernel(GM_ADDR dstGm, GM_ADDR srcGm, GM_ADDR offsetGm) {
  OffsetOperator<half, true> op;
  op.Init(dstGm, srcGm, offsetGm);
  op.Process();
}

// ---- seed 001 shape: a user pattern, Counter mode, compacted output ------
constexpr uint32_t kMaskTile = 8192;  // elements: 16 KiB of half + 1 KiB of pattern
constexpr uint32_t kMaskTiles = 6;    // 102 KiB of GM input per block
constexpr uint32_t kMaskBlockElements = kMaskTile * kMaskTiles;
constexpr uint32_t kPatternWords = kMaskTile / 16;  // uint16_t pattern words per tile
// Each block's output region has room for the last copy's round-up to a
// whole 32-byte block, so blocks never write each other's bytes.
constexpr uint32_t kMaskOutputElements = kMaskBlockElements + 16;

class GatherMaskOperator {
 public:
  __aicore__ inline void Init(GM_ADDR src0Gm, GM_ADDR src1Gm, GM_ADDR dstGm) {
    const uint64_t block = static_cast<uint64_t>(AscendC::GetBlockIdx());
    src0Global.SetGlobalBuffer((__gm__ uint16_t*)src0Gm + block * kMaskBlockElements, kMaskBlockElements);
    src1Global.SetGlobalBuffer((__gm__ uint16_t*)src1Gm + block * kPatternWords * kMaskTiles,
                               kPatternWords * kMaskTiles);
    dstGlobal.SetGlobalBuffer((__gm__ uint16_t*)dstGm + block * kMaskOutputElements, kMaskOutputElements);
    pipe.InitBuffer(inQueueSrc0, kBufferNum, kMaskTile * sizeof(uint16_t));
    pipe.InitBuffer(inQueueSrc1, kBufferNum, kPatternWords * sizeof(uint16_t));
    pipe.InitBuffer(outQueueDst, kBufferNum, kMaskTile * sizeof(uint16_t));
  }
  __aicore__ inline void Process() {
    written = 0;
    for (uint32_t tile = 0; tile < kMaskTiles; ++tile) {
      CopyIn(tile);
      Compute();
      CopyOut();
    }
  }

 private:
  __aicore__ inline void CopyIn(uint32_t tile) {
    AscendC::LocalTensor<uint16_t> src0Local = inQueueSrc0.AllocTensor<uint16_t>();
    AscendC::LocalTensor<uint16_t> src1Local = inQueueSrc1.AllocTensor<uint16_t>();
    AscendC::DataCopy(src0Local, src0Global[tile * kMaskTile], kMaskTile);
    AscendC::DataCopy(src1Local, src1Global[tile * kPatternWords], kPatternWords);
    inQueueSrc0.EnQue(src0Local);
    inQueueSrc1.EnQue(src1Local);
  }
  __aicore__ inline void Compute() {
    AscendC::LocalTensor<uint16_t> src0Local = inQueueSrc0.DeQue<uint16_t>();
    AscendC::LocalTensor<uint16_t> src1Local = inQueueSrc1.DeQue<uint16_t>();
    AscendC::LocalTensor<uint16_t> dstLocal = outQueueDst.AllocTensor<uint16_t>();
    uint32_t mask = kMaskTile;
    AscendC::GatherMask(dstLocal, src0Local, src1Local, true, mask, {1, 1, 8, 0}, rsvdCnt);
    outQueueDst.EnQue<uint16_t>(dstLocal);
    inQueueSrc0.FreeTensor(src0Local);
    inQueueSrc1.FreeTensor(src1Local);
  }
  __aicore__ inline void CopyOut() {
    AscendC::LocalTensor<uint16_t> dstLocal = outQueueDst.DeQue<uint16_t>();
    // DataCopy moves whole 32-byte blocks: round up; the next tile's
    // elements overwrite the padding.
    const uint32_t count = static_cast<uint32_t>((rsvdCnt + 15) / 16 * 16);
    AscendC::DataCopy(dstGlobal[written], dstLocal, count);
    written += static_cast<uint32_t>(rsvdCnt);
    outQueueDst.FreeTensor(dstLocal);
  }

  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, kBufferNum> inQueueSrc0, inQueueSrc1;
  AscendC::TQue<AscendC::TPosition::VECOUT, kBufferNum> outQueueDst;
  AscendC::GlobalTensor<uint16_t> src0Global, src1Global, dstGlobal;
  uint64_t rsvdCnt = 0;
  uint32_t written = 0;
};

extern "C" __global__ __aicore__ void gather_mask_blocks_kernel(GM_ADDR src0Gm, GM_ADDR src1Gm, GM_ADDR dstGm) {
  GatherMaskOperator op;
  op.Init(src0Gm, src1Gm, dstGm);
  op.Process();
}

// ---- seed 000 shape: the UB-gather vector function on each tile ----------
constexpr uint32_t kVfTile = 4096;  // elements: 8 KiB of half + 8 KiB of uint16_t indices
constexpr uint32_t kVfTiles = 6;    // 96 KiB of GM input per block
constexpr uint32_t kVfBlockElements = kVfTile * kVfTiles;
constexpr uint32_t kVfRepeat = 128;  // halves per 256-byte register

class RegGatherOperator {
 public:
  __aicore__ inline void Init(GM_ADDR dstGm, GM_ADDR srcGm, GM_ADDR indexGm) {
    const uint64_t first = static_cast<uint64_t>(AscendC::GetBlockIdx()) * kVfBlockElements;
    m_dstGlobal.SetGlobalBuffer((__gm__ half*)dstGm + first, kVfBlockElements);
    m_srcGlobal.SetGlobalBuffer((__gm__ half*)srcGm + first, kVfBlockElements);
    m_indexGlobal.SetGlobalBuffer((__gm__ uint16_t*)indexGm + first, kVfBlockElements);
    m_pipe.InitBuffer(m_queSrc, kBufferNum, kVfTile * sizeof(half));
    m_pipe.InitBuffer(m_queIndex, kBufferNum, kVfTile * sizeof(uint16_t));
    m_pipe.InitBuffer(m_queOut, kBufferNum, kVfTile * sizeof(half));
  }
  __aicore__ inline void Process() {
    for (uint32_t tile = 0; tile < kVfTiles; ++tile) {
      AscendC::LocalTensor<half> srcLocal = m_queSrc.AllocTensor<half>();
      AscendC::LocalTensor<uint16_t> indexLocal = m_queIndex.AllocTensor<uint16_t>();
      AscendC::DataCopy(srcLocal, m_srcGlobal[tile * kVfTile], kVfTile);
      AscendC::DataCopy(indexLocal, m_indexGlobal[tile * kVfTile], kVfTile);
      m_queSrc.EnQue(srcLocal);
      m_queIndex.EnQue(indexLocal);

      srcLocal = m_queSrc.DeQue<half>();
      indexLocal = m_queIndex.DeQue<uint16_t>();
      AscendC::LocalTensor<half> dstLocal = m_queOut.AllocTensor<half>();
      Seed000UbGather{}.GatherVF<half, uint16_t>((__ubuf__ half*)dstLocal.GetPhyAddr(),
                                                 (__ubuf__ half*)srcLocal.GetPhyAddr(),
                                                 (__ubuf__ uint16_t*)indexLocal.GetPhyAddr(), kVfTile, kVfRepeat,
                                                 kVfTile / kVfRepeat);
      m_queSrc.FreeTensor(srcLocal);
      m_queIndex.FreeTensor(indexLocal);
      m_queOut.EnQue(dstLocal);

      dstLocal = m_queOut.DeQue<half>();
      AscendC::DataCopy(m_dstGlobal[tile * kVfTile], dstLocal, kVfTile);
      m_queOut.FreeTensor(dstLocal);
    }
  }

 private:
  AscendC::TPipe m_pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, kBufferNum> m_queSrc, m_queIndex;
  AscendC::TQue<AscendC::TPosition::VECOUT, kBufferNum> m_queOut;
  AscendC::GlobalTensor<half> m_dstGlobal, m_srcGlobal;
  AscendC::GlobalTensor<uint16_t> m_indexGlobal;
};

extern "C" __global__ __aicore__ void reg_gather_blocks_kernel(GM_ADDR dstGm, GM_ADDR srcGm, GM_ADDR indexGm) {
  RegGatherOperator op;
  op.Init(dstGm, srcGm, indexGm);
  op.Process();
}

// ---- host side -------------------------------------------------------------

std::vector<uint8_t> RandomBytes(size_t bytes, uint64_t seed) {
  std::vector<uint8_t> v(bytes);
  std::mt19937_64 rng(seed);
  for (auto& b : v) b = static_cast<uint8_t>(rng());
  return v;
}

// Byte offsets of `tile`-element tiles: each tile's offsets address its own
// elements, random (gather) or a permutation (scatter, no duplicates).
std::vector<uint32_t> TileOffsets(uint64_t elements, uint32_t tile, uint32_t element_bytes, bool permutation,
                                  uint64_t seed) {
  std::vector<uint32_t> offsets(elements);
  std::mt19937_64 rng(seed);
  std::vector<uint32_t> slots(tile);
  for (uint64_t start = 0; start < elements; start += tile) {
    if (permutation) {
      std::iota(slots.begin(), slots.end(), 0u);
      std::shuffle(slots.begin(), slots.end(), rng);
    } else {
      for (auto& s : slots) s = static_cast<uint32_t>(rng() % tile);
    }
    for (uint32_t k = 0; k < tile; ++k) offsets[start + k] = slots[k] * element_bytes;
  }
  return offsets;
}

uint8_t* Gm(std::vector<uint8_t>& v) { return v.data(); }
template <typename T>
uint8_t* Gm(std::vector<T>& v) {
  return reinterpret_cast<uint8_t*>(v.data());
}

ascendc_host::LaunchOptions Threads(const benchmark::State& state) {
  return ascendc_host::LaunchOptions{static_cast<uint32_t>(state.range(1))};
}

template <bool kScatter>
void OffsetOperatorBench(benchmark::State& state) {
  const uint32_t blocks = static_cast<uint32_t>(state.range(0));
  const uint64_t elements = uint64_t{blocks} * kOffsetBlockElements;
  auto src = RandomBytes(elements * 2, 1);
  std::vector<uint8_t> dst(elements * 2);
  auto offsets = TileOffsets(elements, kOffsetTile, 2, kScatter, 2);
  auto kernel = kScatter ? scatter_blocks_kernel : gather_blocks_kernel;
  for (auto _ : state) {
    ascendc_host::LaunchWith(Threads(state), blocks, kernel, Gm(dst), Gm(src), Gm(offsets));
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, elements * (2 + 4));
}
void BM_OperatorGather(benchmark::State& state) { OffsetOperatorBench<false>(state); }
void BM_OperatorScatter(benchmark::State& state) { OffsetOperatorBench<true>(state); }

void BM_OperatorGatherMask(benchmark::State& state) {
  const uint32_t blocks = static_cast<uint32_t>(state.range(0));
  const uint64_t elements = uint64_t{blocks} * kMaskBlockElements;
  auto src0 = RandomBytes(elements * 2, 3);
  auto pattern = RandomBytes(uint64_t{blocks} * kMaskTiles * kPatternWords * 2, 4);  // ~50% bits set
  std::vector<uint16_t> dst(uint64_t{blocks} * kMaskOutputElements);
  for (auto _ : state) {
    ascendc_host::LaunchWith(Threads(state), blocks, gather_mask_blocks_kernel, Gm(src0), Gm(pattern), Gm(dst));
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, elements * 2 + pattern.size());
}

void BM_OperatorRegGatherVF(benchmark::State& state) {
  const uint32_t blocks = static_cast<uint32_t>(state.range(0));
  const uint64_t elements = uint64_t{blocks} * kVfBlockElements;
  auto src = RandomBytes(elements * 2, 5);
  std::vector<uint16_t> index(elements);
  std::mt19937_64 rng(6);
  for (auto& i : index) i = static_cast<uint16_t>(rng() % kVfTile);
  std::vector<uint8_t> dst(elements * 2);
  for (auto _ : state) {
    ascendc_host::LaunchWith(Threads(state), blocks, reg_gather_blocks_kernel, Gm(dst), Gm(src), Gm(index));
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, elements * 4);
}

void BM_OperatorAddCustom(benchmark::State& state) {
  const uint32_t blocks = static_cast<uint32_t>(state.range(0));
  constexpr uint64_t kBlockElements = 96 * 1024 / sizeof(half);
  const uint64_t elements = uint64_t{blocks} * kBlockElements;
  std::vector<half> x(elements), y(elements), z(elements);
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> values(-8.0f, 8.0f);
  for (uint64_t i = 0; i < elements; ++i) {
    x[i] = half(values(rng));
    y[i] = half(values(rng));
  }
  AddCustomTiling tiling{elements, kBlockElements, 4096};
  for (auto _ : state) {
    ascendc_host::LaunchWith(Threads(state), blocks, add_custom<half>, Gm(x), Gm(y), Gm(z),
                             reinterpret_cast<uint8_t*>(&tiling));
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, elements * 2 * sizeof(half));
}

// Blocks x threads; wall time, since the work runs on the launcher's threads.
void BlocksAndThreads(benchmark::internal::Benchmark* b) {
  b->ArgsProduct({{1, 2, 8, 40}, {1, 2}})->UseRealTime()->Unit(benchmark::kMicrosecond);
}
BENCHMARK(BM_OperatorGather)->Apply(BlocksAndThreads);
BENCHMARK(BM_OperatorScatter)->Apply(BlocksAndThreads);
BENCHMARK(BM_OperatorGatherMask)->Apply(BlocksAndThreads);
BENCHMARK(BM_OperatorRegGatherVF)->Apply(BlocksAndThreads);
BENCHMARK(BM_OperatorAddCustom)->Apply(BlocksAndThreads);

}  // namespace
