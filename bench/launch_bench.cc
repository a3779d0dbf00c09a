// The launcher's own cost: launches of small blocks, with and without
// blocks that wait for each other.
//
// Time per iteration is time per launch.
//
//   BM_LaunchSmallBlocks/<blocks>/<threads>: each block copies 4 KiB GM -> UB
//     -> GM, so the launch (leasing cores, claiming blocks, oneTBB) dominates.
//     The same kernel as before the cooperative scheduler existed: launches
//     that never synchronise must not pay for it.
//   BM_LaunchSyncAll/<blocks>/<threads>: the same blocks meeting at SyncAll
//     four times (the fiber cost, paid only by launches whose blocks wait).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"

namespace {

constexpr uint32_t kElements = 1024;  // 4 KiB of uint32_t per block

extern "C" __global__ __aicore__ void copy_small_block(GM_ADDR src, GM_ADDR dst) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, kElements * sizeof(uint32_t));
  auto t = buf.Get<uint32_t>();
  AscendC::GlobalTensor<uint32_t> in, out;
  in.SetGlobalBuffer(reinterpret_cast<__gm__ uint32_t*>(src) + AscendC::GetBlockIdx() * kElements, kElements);
  out.SetGlobalBuffer(reinterpret_cast<__gm__ uint32_t*>(dst) + AscendC::GetBlockIdx() * kElements, kElements);
  AscendC::DataCopy(t, in, kElements);
  AscendC::DataCopy(out, t, kElements);
}

void BM_LaunchSmallBlocks(benchmark::State& state) {
  const uint32_t blocks = static_cast<uint32_t>(state.range(0));
  const uint32_t threads = static_cast<uint32_t>(state.range(1));
  std::vector<uint32_t> src(blocks * kElements, 7), dst(blocks * kElements);
  for (auto _ : state) {
    ascendc_host::LaunchWith(ascendc_host::LaunchOptions{threads}, blocks, copy_small_block,
                             reinterpret_cast<uint8_t*>(src.data()), reinterpret_cast<uint8_t*>(dst.data()));
    benchmark::DoNotOptimize(dst.data());
  }
  state.SetItemsProcessed(state.iterations() * blocks);
}
BENCHMARK(BM_LaunchSmallBlocks)->ArgsProduct({{1, 8, 40}, {1, 2}})->UseRealTime();

#if __has_include("ascendc_host/runtime/block_sync.h")
extern "C" __global__ __aicore__ void copy_and_meet(GM_ADDR src, GM_ADDR dst) {
  for (int round = 0; round < 4; ++round) {
    copy_small_block(src, dst);
    AscendC::SyncAll();
  }
}

void BM_LaunchSyncAll(benchmark::State& state) {
  const uint32_t blocks = static_cast<uint32_t>(state.range(0));
  const uint32_t threads = static_cast<uint32_t>(state.range(1));
  std::vector<uint32_t> src(blocks * kElements, 7), dst(blocks * kElements);
  for (auto _ : state) {
    ascendc_host::LaunchWith(ascendc_host::LaunchOptions{threads}, blocks, copy_and_meet,
                             reinterpret_cast<uint8_t*>(src.data()), reinterpret_cast<uint8_t*>(dst.data()));
    benchmark::DoNotOptimize(dst.data());
  }
  state.SetItemsProcessed(state.iterations() * blocks * 4);
}
BENCHMARK(BM_LaunchSyncAll)->ArgsProduct({{8, 48}, {1, 2}})->UseRealTime();
#endif

}  // namespace
