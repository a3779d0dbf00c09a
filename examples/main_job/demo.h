// The main job's registry: each file under main_job/ registers the operators
// it runs. A case prints its inputs and results and says whether they are the
// documented ones; an optional workload feeds the throughput table.
#ifndef ASCENDC_HOST_EXAMPLES_MAIN_JOB_DEMO_H_
#define ASCENDC_HOST_EXAMPLES_MAIN_JOB_DEMO_H_

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace demo {

struct Workload {
  std::string name;                    // row label, e.g. "Gather u16 count, 64 KiB"
  uint64_t bytes = 0;                  // bytes of data moved by one call of `ours`
  std::function<void()> ours;          // the library (dispatched SIMD)
  std::function<void()> reference;     // the scalar reference on the same work (may be empty)
};

struct Case {
  std::string name;
  std::function<bool(std::ostream&)> run;  // prints results; true when they are the documented ones
  std::vector<std::function<Workload()>> workloads;
};

int Register(Case c);
const std::vector<Case>& Cases();

// Prints the first and last few elements of a sequence: "[a b c ... x y z]".
template <typename Seq, typename Fmt>
std::string Brief(const Seq& v, size_t n, Fmt fmt, size_t edge = 4) {
  std::string s = "[";
  for (size_t i = 0; i < n; ++i) {
    if (n > 2 * edge && i == edge) {
      s += "... ";
      i = n - edge - 1;
      continue;
    }
    s += fmt(v[i]);
    if (i + 1 < n) s += " ";
  }
  return s + "]";
}

}  // namespace demo

#define DEMO_CONCAT_INNER(a, b) a##b
#define DEMO_CONCAT(a, b) DEMO_CONCAT_INNER(a, b)
#define DEMO_REGISTER(...) static const int DEMO_CONCAT(demo_registered_, __LINE__) = ::demo::Register(__VA_ARGS__)

#endif  // ASCENDC_HOST_EXAMPLES_MAIN_JOB_DEMO_H_
