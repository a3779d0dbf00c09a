// ascendc_host_demo: runs every registered seed operator end to end on the
// CPU, prints the results, then a throughput table (ours vs the scalar
// reference vs memcpy of the same bytes, single thread).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <vector>

#include "ascendc_host/ascendc_host.h"
#include "main_job/demo.h"

namespace demo {

std::vector<Case>& MutableCases() {
  static std::vector<Case> cases;
  return cases;
}
int Register(Case c) {
  MutableCases().push_back(std::move(c));
  return 0;
}
const std::vector<Case>& Cases() { return MutableCases(); }

namespace {

// Seconds per call: the best of 5 batches, each long enough to time well.
double SecondsPerCall(const std::function<void()>& f) {
  using Clock = std::chrono::steady_clock;
  f();
  size_t iters = 1;
  for (;;) {
    const auto t0 = Clock::now();
    for (size_t i = 0; i < iters; ++i) f();
    const double s = std::chrono::duration<double>(Clock::now() - t0).count();
    if (s > 0.01 || iters > (1u << 26)) break;
    iters *= 4;
  }
  double best = 1e30;
  for (int rep = 0; rep < 5; ++rep) {
    const auto t0 = Clock::now();
    for (size_t i = 0; i < iters; ++i) f();
    best = std::min(best, std::chrono::duration<double>(Clock::now() - t0).count() / iters);
  }
  return best;
}

}  // namespace
}  // namespace demo

int main(int argc, char** argv) {
  bool quick = false;
  for (int i = 1; i < argc; ++i) quick = quick || std::strcmp(argv[i], "--quick") == 0;
  std::printf("ascendc-host main job: %s profile, SIMD target %s\n\n", ascendc_host::kProfile.name,
              ascendc_host::target::Active().c_str());
  int failures = 0;
  for (const auto& c : demo::Cases()) {
    std::ostringstream out;
    bool ok = false;
    try {
      ok = c.run(out);
    } catch (const std::exception& e) {
      out << "  raised: " << e.what() << "\n";
    }
    failures += ok ? 0 : 1;
    std::printf("== %s: %s\n%s\n", c.name.c_str(), ok ? "as documented" : "WRONG", out.str().c_str());
  }
  if (!quick) {
    std::printf("Throughput (single thread, GB/s of data moved; best of 5)\n");
    std::printf("%-44s %10s %10s %10s %9s %9s\n", "work", "ours", "scalar", "memcpy", "ours/ref", "ours/mcp");
    for (const auto& c : demo::Cases()) {
      for (const auto& make : c.workloads) {
        demo::Workload w = make();
        std::vector<uint8_t> a(w.bytes), b(w.bytes);
        const double ours = w.bytes / demo::SecondsPerCall(w.ours) / 1e9;
        const double ref = w.reference ? w.bytes / demo::SecondsPerCall(w.reference) / 1e9 : 0.0;
        const double mcp = w.bytes / demo::SecondsPerCall([&] { std::memcpy(b.data(), a.data(), w.bytes); }) / 1e9;
        std::printf("%-44s %10.2f %10.2f %10.2f %8.2fx %8.2fx\n", w.name.c_str(), ours, ref, mcp,
                    ref > 0 ? ours / ref : 0.0, ours / mcp);
      }
    }
  }
  std::printf("\n%zu operators, %d with wrong results\n", demo::Cases().size(), failures);
  return failures == 0 ? 0 : 1;
}
