// Cross-check mode (ascendc_host/verify.h) on the SPM buffer's moves (SPEC
// 15.3): WriteSpmBuffer and ReadSpmBuffer pass as they are, and a corrupted
// result is caught in GM and in UB. The other APIs of SPEC 15 move no data.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"
#include "support/verify_helpers.h"

namespace {

using ascendc_host::testing::FreshCore;
using ascendc_host::testing::PassesThenIsCaught;

TEST(ResourcesVerify, SpmMovesAreCrossChecked) {
  FreshCore();
  std::vector<float> ws(1024, 0.0f);
  AscendC::GlobalTensor<float> gm;
  gm.SetGlobalBuffer(ws.data(), ws.size());
  AscendC::TPipe pipe;
  pipe.InitSpmBuffer(gm, 4096);
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 4096);
  auto t = buf.Get<float>();
  for (uint32_t i = 0; i < t.GetSize(); ++i) t.SetValue(i, static_cast<float>(i) * 0.5f);
  PassesThenIsCaught([&] { pipe.WriteSpmBuffer(t, AscendC::DataCopyParams{3, 4, 1, 2}, 96); },
                     {"TPipe::WriteSpmBuffer: dst[0]="});
  PassesThenIsCaught([&] { pipe.ReadSpmBuffer(t, AscendC::DataCopyParams{3, 4, 2, 1}, 64); },
                     {"TPipe::ReadSpmBuffer: dst[0]="});
  PassesThenIsCaught([&] { pipe.WriteSpmBuffer(t, 256, 32); }, {"TPipe::WriteSpmBuffer: dst[0]="});
  PassesThenIsCaught([&] { pipe.ReadSpmBuffer(t, 256); }, {"TPipe::ReadSpmBuffer: dst[0]="});
}

}  // namespace
