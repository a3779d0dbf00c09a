// Stress of the launcher: 8 host threads for a few seconds, each starting
// plain, nested, synchronising and atomic launches with mixed max_threads.
// No hang, every block runs exactly once, memory stays flat.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <random>
#include <thread>
#include <vector>

#include "kernel_operator.h"
#include "support/launch_kernels.h"
#include "support/watchdog.h"

namespace {

using ascendc_host::LaunchOptions;
using ascendc_host::LaunchWith;

extern "C" __global__ __aicore__ void mark_block(GM_ADDR runs) {
  reinterpret_cast<std::atomic<int>*>(runs)[AscendC::GetBlockIdx()].fetch_add(1);
}
extern "C" __global__ __aicore__ void meet_three_times(GM_ADDR runs) {
  auto* per_block = reinterpret_cast<std::atomic<int>*>(runs);
  for (int r = 0; r < 3; ++r) {
    per_block[AscendC::GetBlockIdx()].fetch_add(1);
    AscendC::SyncAll();
  }
}
extern "C" __global__ __aicore__ void add_ones(GM_ADDR result) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 64 * sizeof(int32_t));
  auto t = buf.Get<int32_t>();
  for (uint32_t i = 0; i < 64; ++i) t.SetValue(i, 1);
  AscendC::GlobalTensor<int32_t> g;
  g.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(result), 64);
  AscendC::SetAtomicAdd<int32_t>();
  AscendC::DataCopy(g, t, 64);
}

// One burst of launches from kHostThreads threads for `duration`; returns
// the number of launches and adds the blocks that did not run exactly once
// to `failures`.
long Burst(std::chrono::milliseconds duration, std::atomic<int>& failures) {
  constexpr int kHostThreads = 8;
  const uint32_t thread_choices[] = {0, 1, 2, 3, 1000};
  std::atomic<long> launches{0};
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::thread> hosts;
  for (int h = 0; h < kHostThreads; ++h) {
    hosts.emplace_back([&, h] {
      std::mt19937 rng(100 + h + static_cast<int>(duration.count()));
      while (std::chrono::steady_clock::now() - start < duration) {
        const LaunchOptions options{thread_choices[rng() % 5]};
        const uint32_t blocks = 1 + rng() % 48;
        switch (rng() % 4) {
          case 0: {
            std::vector<std::atomic<int>> runs(blocks);
            LaunchWith(options, blocks, mark_block, reinterpret_cast<uint8_t*>(runs.data()));
            for (auto& r : runs) failures += r.load() != 1;
            break;
          }
          case 1: {
            std::atomic<int> leaves{0};
            LaunchWith(options, 2, ascendc_host::testing::LaunchThreeTimesTwoCounters, reinterpret_cast<uint8_t*>(&leaves));
            failures += leaves.load() != 12;
            break;
          }
          case 2: {
            std::vector<std::atomic<int>> runs(blocks);
            LaunchWith(options, blocks, meet_three_times, reinterpret_cast<uint8_t*>(runs.data()));
            for (auto& r : runs) failures += r.load() != 3;
            break;
          }
          default: {
            std::vector<int32_t> result(64, 0);
            LaunchWith(options, blocks, add_ones, reinterpret_cast<uint8_t*>(result.data()));
            for (int32_t v : result) failures += v != static_cast<int32_t>(blocks);
            break;
          }
        }
        ++launches;
      }
    });
  }
  for (auto& t : hosts) t.join();
  return launches.load();
}

TEST(LaunchStress, NestedConcurrentAndSynchronisingLaunchesFromEightThreads) {
  ascendc_host::testing::FinishesOrAborts("launch stress", 120, [] {
    std::atomic<int> failures{0};
    // A first burst fills the pools; memory after a second, longer one must
    // not have grown beyond noise, however many launches ran.
    const long warm_launches = Burst(std::chrono::milliseconds(1000), failures);
    const size_t warm_rss = ascendc_host::testing::ResidentBytes();
    const long launches = Burst(std::chrono::milliseconds(2500), failures);
    const size_t end_rss = ascendc_host::testing::ResidentBytes();
    std::printf("launch stress: %ld + %ld launches from 8 threads; RSS %zu MiB after the first burst, %zu MiB after the second\n",
                warm_launches, launches, warm_rss >> 20, end_rss >> 20);
    EXPECT_EQ(failures.load(), 0) << "blocks that did not run exactly once";
    EXPECT_GT(launches, 8);
    if (ascendc_host::testing::ResidentBytesComparable())
      EXPECT_LT(end_rss, warm_rss + (16u << 20)) << "RSS grew between two equal bursts";
    else
      std::printf("launch stress: RSS not compared (not meaningful under a sanitizer or an emulator)\n");
    const auto pooled = ascendc_host::runtime::Pooled();
    EXPECT_LE(pooled.idle_arenas, 16u);
    EXPECT_LE(pooled.cores, 64u);
    EXPECT_LE(pooled.fiber_stacks, 64u);
  });
}

}  // namespace
