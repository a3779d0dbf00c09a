// The copy kernel on every compiled target vs the reference, random sizes.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "ascendc_host/kernels.h"
#include "reference/copy.h"
#include "support/per_target.h"
#include "support/ub_helpers.h"

namespace {

class CopyKernel : public ascendc_host::testing::PerTarget {};

TEST_P(CopyKernel, MatchesReferenceAndTouchesNothingElse) {
  std::mt19937_64 rng(42);
  std::vector<size_t> sizes = {0, 1, 2, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 257, 1000, 4096, 65537};
  for (int i = 0; i < 40; ++i) sizes.push_back(rng() % 20000);
  for (size_t n : sizes) {
    for (size_t misalign : {0, 1, 7}) {
      std::vector<uint8_t> src(n + 64), ours(n + 128), ref(n + 128);
      ascendc_host::testing::FillRandom(src.data(), src.size(), rng);
      ascendc_host::testing::FillRandom(ours.data(), ours.size(), rng);
      ref = ours;
      ascendc_host::kernels::CopyBytes(src.data() + misalign, ours.data() + 32 + misalign, n);
      ascendc_host::reference::CopyBytes(src.data() + misalign, ref.data() + 32 + misalign, n);
      ASSERT_TRUE(ascendc_host::testing::SameBytes(ref, ours)) << "n=" << n << " misalign=" << misalign;
    }
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(CopyKernel);

}  // namespace
