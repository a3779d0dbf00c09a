// GroupBarrier (Atlas A2/A3): waiting blocks go on once every arriving block
// has arrived, round after round; on 1 and 2 threads.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

constexpr uint32_t kArrive = 3, kWait = 4, kRounds = 5;

extern "C" __global__ __aicore__ void group_rounds(GM_ADDR workspace, GM_ADDR board) {
  AscendC::GroupBarrier<AscendC::PipeMode::MTE3_MODE> barrier(workspace, kArrive, kWait);
  auto* values = reinterpret_cast<int32_t*>(board);
  const uint32_t b = static_cast<uint32_t>(AscendC::GetBlockIdx());
  for (uint32_t r = 0; r < kRounds; ++r) {
    if (b < kArrive) {
      values[b] = static_cast<int32_t>(r);  // published before the arrival
      barrier.Arrive(b);
    } else {
      barrier.Wait(b - kArrive);
      for (uint32_t a = 0; a < kArrive; ++a)
        if (values[a] < static_cast<int32_t>(r)) ++values[8 + b];  // an arriver of this round was missed
    }
  }
}

TEST(GroupBarrier, WaitersSeeEveryArrivalOfTheirRound) {
  alignas(512) static uint8_t workspace[8 * 512];
  for (uint32_t threads : {1u, 2u}) {
    std::vector<int32_t> board(16, 0);
    ascendc_host::LaunchWith(ascendc_host::LaunchOptions{threads}, kArrive + kWait, group_rounds, workspace,
                             reinterpret_cast<uint8_t*>(board.data()));
    for (uint32_t b = kArrive; b < kArrive + kWait; ++b) EXPECT_EQ(board[8 + b], 0) << "block " << b;
  }
  AscendC::GroupBarrier<AscendC::PipeMode::MTE3_MODE> barrier(workspace, kArrive, kWait);
  EXPECT_EQ(barrier.GetWorkspaceLen(), 4u * 512);
}

}  // namespace
