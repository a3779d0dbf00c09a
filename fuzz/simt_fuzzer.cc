// SIMT launches (SPEC 16): random grid and block shapes (valid and not),
// and a random program every thread of a block runs — barriers, shuffles of
// every kind and width, votes, warp reductions, UB and GM atomics, early
// exits — checked against a sequential model of the lanes; a program whose
// threads wait at different collectives must fail with an error, not hang
// or crash. Sanitizer builds watch the fibers' stacks and switches.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "acl/acl.h"
#include "ascendc_host/ascendc/simt.h"
#include "ascendc_host/fronts/simt_launch.h"
#include "fuzz_input.h"

namespace {

enum Op : uint8_t { kBarrier, kShfl, kShflUp, kShflDown, kShflXor, kReduceAdd, kReduceMax, kBallot, kAll, kAtomic, kExit,
                    kOps };

struct Step {
  Op op;
  int32_t arg;    // lane, delta, mask, exit threshold
  int32_t width;  // shuffles
};

constexpr int kMaxSteps = 8;
constexpr int kSharedSlots = 7;

struct Program {
  int steps = 0;
  Step step[kMaxSteps];
  bool split = false;  // odd threads wait at a barrier, even ones in a warp function: must fail
};

struct Shared {
  Program program;
  uint32_t block_threads = 0;
  int32_t* out = nullptr;     // per thread: its value after the program
  uint32_t* slots = nullptr;  // per block: kSharedSlots atomic counters
};

uint32_t Linear() { return threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y; }

int32_t Initial(uint32_t block, uint32_t thread) { return static_cast<int32_t>((block * 7919u + thread * 104729u) % 2001u) - 1000; }

void Kernel(const Shared* s) {
  const uint32_t t = Linear();
  int32_t v = Initial(blockIdx.x, t);
  const uint32_t id = blockIdx.x * s->block_threads + t;
  if (s->program.split) {
    if (t % 2) asc_syncthreads();
    else v = asc_shfl(v, 0);
    s->out[id] = v;
    return;
  }
  for (int k = 0; k < s->program.steps; ++k) {
    const Step& st = s->program.step[k];
    switch (st.op) {
      case kBarrier: asc_syncthreads(); break;
      case kShfl: v = asc_shfl(v, st.arg, st.width); break;
      case kShflUp: v = asc_shfl_up(v, static_cast<uint32_t>(st.arg), st.width); break;
      case kShflDown: v = asc_shfl_down(v, static_cast<uint32_t>(st.arg), st.width); break;
      case kShflXor: v = asc_shfl_xor(v, st.arg, st.width); break;
      case kReduceAdd: v = asc_reduce_add(v) % 100000; break;
      case kReduceMax: v = asc_reduce_max(v) - static_cast<int32_t>(t); break;
      case kBallot: v = static_cast<int32_t>(asc_ballot(v % 3 == 0) & 0xFFFFu); break;
      case kAll: v += asc_all(v > -500); break;
      case kAtomic: asc_atomic_add(s->slots + blockIdx.x * kSharedSlots + t % kSharedSlots, 1u); break;
      case kExit:
        if (t >= static_cast<uint32_t>(st.arg)) {
          s->out[id] = v;
          return;
        }
        break;
      default: break;
    }
  }
  s->out[id] = v;
}

// The lanes' model: one block, its threads' values step by step.
void Model(const Program& p, uint32_t block, uint32_t n, int32_t* out, uint32_t* slots) {
  std::vector<int32_t> v(n);
  std::vector<bool> live(n, true);
  for (uint32_t t = 0; t < n; ++t) v[t] = Initial(block, t);
  for (int k = 0; k < p.steps; ++k) {
    const Step& st = p.step[k];
    std::vector<int32_t> next = v;
    for (uint32_t t = 0; t < n; ++t) {
      if (!live[t]) continue;
      const uint32_t warp = t / 32 * 32, lane = t % 32, lanes = std::min<uint32_t>(32, n - warp);
      const uint32_t w = st.width <= 0 || st.width > 32 ? 32u : static_cast<uint32_t>(st.width);
      auto at = [&](uint32_t l) { return l < lanes && live[warp + l] ? v[warp + l] : v[t]; };
      switch (st.op) {
        case kShfl: next[t] = at(lane / w * w + static_cast<uint32_t>(st.arg) % w); break;
        case kShflUp: next[t] = static_cast<uint32_t>(st.arg) > lane % w ? v[t] : at(lane - st.arg); break;
        case kShflDown: next[t] = lane % w + static_cast<uint64_t>(static_cast<uint32_t>(st.arg)) >= w ? v[t] : at(lane + st.arg); break;
        case kShflXor: {
          const uint32_t src = lane ^ static_cast<uint32_t>(st.arg);
          next[t] = src / w != lane / w ? v[t] : at(src);
          break;
        }
        case kReduceAdd: case kReduceMax: case kBallot: case kAll: {
          int32_t sum = 0, mx = INT32_MIN, all = 1;
          uint32_t ballot = 0;
          for (uint32_t l = 0; l < lanes; ++l) {
            if (!live[warp + l]) continue;
            sum += v[warp + l];
            mx = std::max(mx, v[warp + l]);
            all &= v[warp + l] > -500;
            ballot |= static_cast<uint32_t>(v[warp + l] % 3 == 0) << l;
          }
          next[t] = st.op == kReduceAdd ? sum % 100000 : st.op == kReduceMax ? mx - static_cast<int32_t>(t)
                  : st.op == kBallot ? static_cast<int32_t>(ballot & 0xFFFFu) : v[t] + all;
          break;
        }
        case kAtomic: ++slots[t % kSharedSlots]; break;
        case kExit:
          if (t >= static_cast<uint32_t>(st.arg)) out[t] = v[t], live[t] = false;
          break;
        default: break;
      }
    }
    v = next;
  }
  for (uint32_t t = 0; t < n; ++t)
    if (live[t]) out[t] = v[t];
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  static const bool quiet = [] {
    aclInit(nullptr);
    return true;
  }();
  (void)quiet;
  const bool invalid = in.Range(0, 15) == 0;
  dim3 grid(in.Range(1, 3)), block(in.Range(1, 80), in.Range(1, 3), in.Range(1, 2));
  if (invalid) block = dim3(in.Range(0, 3000), 1, in.Range(0, 2));
  const uint32_t threads = block.x * block.y * block.z;
  Shared s;
  s.block_threads = threads;
  s.program.split = in.Range(0, 20) == 0;
  s.program.steps = static_cast<int>(in.Range(0, kMaxSteps));
  for (int k = 0; k < s.program.steps; ++k) {
    Step& st = s.program.step[k];
    st.op = static_cast<Op>(in.Range(0, kOps - 1));
    st.width = static_cast<int32_t>(1u << in.Range(0, 6));  // 1 .. 64 (64: the whole warp)
    st.arg = static_cast<int32_t>(st.op == kExit ? in.Range(0, threads + 1) : in.Range(0, 40));
  }
  const uint32_t total = grid.x * std::max(threads, 1u);
  std::vector<int32_t> out(total, 0x7EADBEEF);
  std::vector<uint32_t> slots(grid.x * kSharedSlots, 0);
  s.out = out.data();
  s.slots = slots.data();
  ascendc_host::fronts::AscKernelLaunch([](auto&&... a) { Kernel(a...); }, "simt_fuzz", grid, block, 0, nullptr)(
      static_cast<const Shared*>(&s));
  const aclError rc = aclrtSynchronizeStream(nullptr);
  aclGetRecentErrMsg();
  if (invalid || s.program.split) {
    const bool must_fail = threads == 0 || threads > 2048 || (s.program.split && threads > 1);
    if (must_fail && rc == ACL_SUCCESS) {
      std::fprintf(stderr, "simt_fuzzer: launch (%u threads, split %d) succeeded\n", threads, s.program.split);
      std::abort();
    }
    return 0;
  }
  if (rc != ACL_SUCCESS) {
    std::fprintf(stderr, "simt_fuzzer: a uniform program failed: %s\n", aclGetRecentErrMsg());
    std::abort();
  }
  std::vector<int32_t> expect(total);
  std::vector<uint32_t> expect_slots(grid.x * kSharedSlots, 0);
  for (uint32_t b = 0; b < grid.x; ++b) Model(s.program, b, threads, &expect[b * threads], &expect_slots[b * kSharedSlots]);
  fuzz::RequireSame("thread values", reinterpret_cast<const uint8_t*>(expect.data()),
                    reinterpret_cast<const uint8_t*>(out.data()), total * sizeof(int32_t));
  fuzz::RequireSame("atomic counters", reinterpret_cast<const uint8_t*>(expect_slots.data()),
                    reinterpret_cast<const uint8_t*>(slots.data()), slots.size() * sizeof(uint32_t));
  return 0;
}
