// Resources and data structures (SPEC 15), one thread:
//
//   BM_SpmWrite/<bytes>, BM_SpmRead/<bytes>   WriteSpmBuffer / ReadSpmBuffer of one contiguous
//                                             block (UB <-> GM), with _Memcpy (one memcpy of the
//                                             same bytes: the ceiling)
//   BM_SpmWriteStrided/<blocks>               4-DataBlock pieces with 1-block gaps on both sides,
//                                             with _Loop (a per-piece memcpy loop)
//   BM_QueueCycle, BM_QueueCycle_Pool         AllocTensor, EnQue, DeQue, FreeTensor of a queue
//                                             placed by TPipe::InitBuffer / by a TBufPool
//   BM_Crd2Idx, BM_Crd2Idx_Loop               a 3-dimensional run-time coordinate through a
//                                             Layout, and the plain dot product
#include <cstring>
#include <memory>
#include <vector>

#include "bench_util.h"
#include "kernel_operator.h"

namespace {

namespace ah = ascendc_host;

struct Spm {
  explicit Spm(uint32_t bytes) : gm(bytes / 4 + 64, 0) {
    ah::runtime::ResetDefaultCore();
    pipe = std::make_unique<AscendC::TPipe>();
    AscendC::GlobalTensor<float> ws;
    ws.SetGlobalBuffer(gm.data(), gm.size());
    pipe->InitSpmBuffer(ws, static_cast<int32_t>(gm.size() * sizeof(float)));
    pipe->InitBuffer(buf, bytes + 256);
    ub = buf.Get<float>();
  }
  std::vector<float> gm;
  std::unique_ptr<AscendC::TPipe> pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  AscendC::LocalTensor<float> ub;
};

void SpmSizes(benchmark::internal::Benchmark* b) { b->Arg(1024)->Arg(32 * 1024)->Arg(128 * 1024); }

void BM_SpmWrite(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  Spm s(bytes);
  for (auto _ : state) {
    s.pipe->WriteSpmBuffer(s.ub, static_cast<int32_t>(bytes / sizeof(float)));
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
}
BENCHMARK(BM_SpmWrite)->Apply(SpmSizes);

void BM_SpmRead(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  Spm s(bytes);
  for (auto _ : state) {
    s.pipe->ReadSpmBuffer(s.ub, static_cast<int32_t>(bytes / sizeof(float)));
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
}
BENCHMARK(BM_SpmRead)->Apply(SpmSizes);

void BM_Spm_Memcpy(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  Spm s(bytes);
  for (auto _ : state) {
    std::memcpy(s.gm.data(), s.ub.GetPhyAddr(), bytes);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
}
BENCHMARK(BM_Spm_Memcpy)->Apply(SpmSizes);

void BM_SpmWriteStrided(benchmark::State& state) {
  const uint32_t blocks = static_cast<uint32_t>(state.range(0));
  Spm s(blocks * 160);
  const AscendC::DataCopyParams params(blocks, 4, 1, 1);
  for (auto _ : state) {
    s.pipe->WriteSpmBuffer(s.ub, params);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{blocks} * 128);
}
BENCHMARK(BM_SpmWriteStrided)->Arg(16)->Arg(256);

void BM_SpmWriteStrided_Loop(benchmark::State& state) {
  const uint32_t blocks = static_cast<uint32_t>(state.range(0));
  Spm s(blocks * 160);
  auto* dst = reinterpret_cast<uint8_t*>(s.gm.data());
  const auto* src = reinterpret_cast<const uint8_t*>(s.ub.GetPhyAddr());
  for (auto _ : state) {
    for (uint32_t b = 0; b < blocks; ++b) std::memcpy(dst + b * 160, src + b * 160, 128);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{blocks} * 128);
}
BENCHMARK(BM_SpmWriteStrided_Loop)->Arg(16)->Arg(256);

template <class Que>
void QueueCycle(benchmark::State& state, Que& que) {
  for (auto _ : state) {
    auto t = que.template AllocTensor<float>();
    que.EnQue(t);
    auto u = que.template DeQue<float>();
    benchmark::DoNotOptimize(u.GetPhyAddr());
    que.FreeTensor(u);
  }
}

void BM_QueueCycle(benchmark::State& state) {
  ah::runtime::ResetDefaultCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 2> que;
  pipe.InitBuffer(que, 2, 8192);
  QueueCycle(state, que);
}
BENCHMARK(BM_QueueCycle);

void BM_QueueCycle_Pool(benchmark::State& state) {
  ah::runtime::ResetDefaultCore();
  AscendC::TPipe pipe;
  AscendC::TBufPool<AscendC::TPosition::VECCALC> pool;
  AscendC::TQue<AscendC::TPosition::VECIN, 2> que;
  pipe.InitBufPool(pool, 16384);
  pool.InitBuffer(que, 2, 8192);
  QueueCycle(state, que);
}
BENCHMARK(BM_QueueCycle_Pool);

void BM_Crd2Idx(benchmark::State& state) {
  int i = 1, j = 2, k = 3;
  auto layout = AscendC::MakeLayout(AscendC::MakeShape(10, 20, 30), AscendC::MakeStride(1, 100, 200));
  for (auto _ : state) {
    benchmark::DoNotOptimize(i);
    benchmark::DoNotOptimize(layout);
    benchmark::DoNotOptimize(layout(AscendC::MakeCoord(i, j, k)));
  }
}
BENCHMARK(BM_Crd2Idx);

void BM_Crd2Idx_Loop(benchmark::State& state) {
  int i = 1, j = 2, k = 3;
  int stride[3] = {1, 100, 200};
  for (auto _ : state) {
    benchmark::DoNotOptimize(i);
    benchmark::DoNotOptimize(stride);
    benchmark::DoNotOptimize(i * stride[0] + j * stride[1] + k * stride[2]);
  }
}
BENCHMARK(BM_Crd2Idx_Loop);

}  // namespace
