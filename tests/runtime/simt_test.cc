// SIMT kernels (SPEC 16): <<<blocks_per_grid, threads_per_block,
// dyn_ubuf_size, stream>>> launches, the built-in variables, asc_syncthreads,
// shared UB (as ascendc-host-cc rewrites `__ubuf__ T a[N];`), dynamic UB,
// the warp functions and the atomics, each against a plain sequential model;
// bad configurations and deadlocks as errors at the synchronisation.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "ascendc_host/ascendc/simt.h"
#include "ascendc_host/fronts/kernel_launch.h"
#include "ascendc_host/fronts/simt_launch.h"

namespace {

using ascendc_host::fronts::AscKernelLaunch;

template <typename Kernel, typename Grid, typename Threads, typename... Args>
aclError Launch(Kernel kernel, Grid grid, Threads threads, size_t dyn, Args... args) {
  AscKernelLaunch([kernel](auto&&... a) { kernel(a...); }, "simt_test", grid, threads, dyn, nullptr)(args...);
  return aclrtSynchronizeStream(nullptr);
}

uint32_t LinearThread() { return threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y; }
uint32_t LinearBlock() { return blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y; }

void RecordIndices(uint32_t* out) {
  const uint32_t id = LinearBlock() * blockDim.x * blockDim.y * blockDim.z + LinearThread();
  uint32_t* r = out + 8 * id;
  r[0] = threadIdx.x, r[1] = threadIdx.y, r[2] = threadIdx.z;
  r[3] = blockIdx.x, r[4] = blockIdx.y, r[5] = blockIdx.z;
  r[6] = blockDim.x * 1000 + blockDim.y * 100 + blockDim.z;
  r[7] = gridDim.x * 1000 + gridDim.y * 100 + gridDim.z;
}

TEST(Simt, BuiltInVariablesCoverEveryThreadOfEveryBlock) {
  const dim3 grid(3, 2, 2), block(4, 3, 2);
  const uint32_t threads = 3 * 2 * 2 * 4 * 3 * 2;
  std::vector<uint32_t> out(8 * threads, ~0u);
  ASSERT_EQ(Launch(&RecordIndices, grid, block, 0, out.data()), ACL_SUCCESS) << aclGetRecentErrMsg();
  for (uint32_t id = 0; id < threads; ++id) {
    const uint32_t t = id % 24, b = id / 24;
    const uint32_t* r = &out[8 * id];
    EXPECT_EQ(r[0], t % 4);
    EXPECT_EQ(r[1], t / 4 % 3);
    EXPECT_EQ(r[2], t / 12);
    EXPECT_EQ(r[3], b % 3);
    EXPECT_EQ(r[4], b / 3 % 2);
    EXPECT_EQ(r[5], b / 6);
    EXPECT_EQ(r[6], 4302u) << "blockDim (4, 3, 2)";
    EXPECT_EQ(r[7], 3202u) << "gridDim (3, 2, 2)";
  }
}

TEST(Simt, NumbersAsConfigurationAreOneDimensional) {
  std::vector<uint32_t> out(8 * 2 * 40, ~0u);
  ASSERT_EQ(Launch(&RecordIndices, 2, 40u, 0, out.data()), ACL_SUCCESS) << aclGetRecentErrMsg();
  EXPECT_EQ(out[8 * 79 + 0], 39u);
  EXPECT_EQ(out[8 * 79 + 3], 1u);
  EXPECT_EQ(out[8 * 79 + 6], 40101u);
  EXPECT_EQ(out[8 * 79 + 7], 2101u);
}

// A tree sum in shared UB: every round needs every thread's previous write.
constexpr uint32_t kTreeThreads = 256;
void TreeSum(const int32_t* in, int32_t* out) {
  static thread_local int32_t partial[kTreeThreads];  // what `__ubuf__ int32_t partial[256];` becomes
  const uint32_t t = threadIdx.x;
  partial[t] = in[blockIdx.x * kTreeThreads + t];
  for (uint32_t stride = kTreeThreads / 2; stride > 0; stride /= 2) {
    asc_syncthreads();
    if (t < stride) partial[t] += partial[t + stride];
  }
  if (t == 0) out[blockIdx.x] = partial[0];
}

TEST(Simt, BarriersOrderSharedMemoryAcrossThreads) {
  const uint32_t blocks = 6;
  std::vector<int32_t> in(blocks * kTreeThreads), out(blocks, 0);
  std::mt19937 rng(7);
  for (auto& v : in) v = static_cast<int32_t>(rng() % 2001) - 1000;
  ASSERT_EQ(Launch(&TreeSum, blocks, kTreeThreads, 0, in.data(), out.data()), ACL_SUCCESS) << aclGetRecentErrMsg();
  for (uint32_t b = 0; b < blocks; ++b) {
    int32_t expect = 0;
    for (uint32_t t = 0; t < kTreeThreads; ++t) expect += in[b * kTreeThreads + t];
    EXPECT_EQ(out[b], expect) << "block " << b;
  }
}

// Threads that return early count as arrived at later barriers.
void EarlyExit(int32_t* out) {
  static thread_local int32_t seen[64];
  if (threadIdx.x >= 40) return;
  seen[threadIdx.x] = static_cast<int32_t>(threadIdx.x);
  asc_syncthreads();
  out[threadIdx.x] = seen[39 - threadIdx.x];
}

TEST(Simt, EndedThreadsDoNotHoldABarrier) {
  std::vector<int32_t> out(64, -1);
  ASSERT_EQ(Launch(&EarlyExit, 1, 64, 0, out.data()), ACL_SUCCESS) << aclGetRecentErrMsg();
  for (int32_t t = 0; t < 40; ++t) EXPECT_EQ(out[t], 39 - t);
  for (int32_t t = 40; t < 64; ++t) EXPECT_EQ(out[t], -1);
}

void DynamicReverse(const float* in, float* out, uint32_t n) {
  float* const smem = static_cast<float*>(ascendc_host::simt::DynamicUbuf());  // extern __ubuf__ float smem[];
  smem[threadIdx.x] = in[blockIdx.x * n + threadIdx.x];
  asc_syncthreads();
  out[blockIdx.x * n + threadIdx.x] = smem[n - 1 - threadIdx.x];
}

TEST(Simt, DynamicUbufHasTheLaunchSizeAndIsAligned) {
  const uint32_t n = 96, blocks = 3;
  std::vector<float> in(n * blocks), out(n * blocks);
  for (uint32_t i = 0; i < in.size(); ++i) in[i] = static_cast<float>(i);
  ASSERT_EQ(Launch(&DynamicReverse, blocks, n, n * sizeof(float), in.data(), out.data(), n), ACL_SUCCESS)
      << aclGetRecentErrMsg();
  for (uint32_t b = 0; b < blocks; ++b)
    for (uint32_t t = 0; t < n; ++t) EXPECT_EQ(out[b * n + t], in[b * n + n - 1 - t]);
  EXPECT_EQ(ascendc_host::simt::DynamicUbuf(), nullptr) << "outside a block";
}

// Every warp function against a model over the lanes' values. 72 threads:
// two full warps and a partial one of 8 lanes.
constexpr uint32_t kWarpThreads = 72;
struct WarpResults {
  int32_t shfl[kWarpThreads], shfl_w8[kWarpThreads], up[kWarpThreads], down[kWarpThreads], down_w16[kWarpThreads],
      xr[kWarpThreads], xr_w8[kWarpThreads];
  int32_t all[kWarpThreads], any[kWarpThreads];
  uint32_t ballot[kWarpThreads], active[kWarpThreads];
  int32_t sum[kWarpThreads], max[kWarpThreads], min[kWarpThreads];
  float fsum[kWarpThreads];
  int64_t wide[kWarpThreads];
  int32_t lane[kWarpThreads], lt[kWarpThreads];
};

void WarpFunctions(const int32_t* in, WarpResults* r) {
  const uint32_t t = threadIdx.x;
  const int32_t v = in[t];
  r->shfl[t] = asc_shfl(v, 3);
  r->shfl_w8[t] = asc_shfl(v, 5, 8);
  r->up[t] = asc_shfl_up(v, 2u);
  r->down[t] = asc_shfl_down(v, 3u);
  r->down_w16[t] = asc_shfl_down(v, 2u, 16);
  r->xr[t] = asc_shfl_xor(v, 9);
  r->xr_w8[t] = asc_shfl_xor(v, 4, 8);
  r->all[t] = asc_all(v > -900);
  r->any[t] = asc_any(v > 990);
  r->ballot[t] = asc_ballot(v % 2 == 0);
  r->active[t] = asc_activemask();
  r->sum[t] = asc_reduce_add(v);
  r->max[t] = asc_reduce_max(v);
  r->min[t] = asc_reduce_min(v);
  r->fsum[t] = asc_reduce_add(static_cast<float>(v) * 0.1f);
  r->wide[t] = asc_shfl(static_cast<int64_t>(v) << 33, 0);
  r->lane[t] = laneid();
  r->lt[t] = lanemask_lt();
}

TEST(Simt, WarpFunctionsMatchTheLaneModel) {
  std::vector<int32_t> in(kWarpThreads);
  std::mt19937 rng(11);
  for (auto& v : in) v = static_cast<int32_t>(rng() % 2001) - 1000;
  WarpResults r{};
  ASSERT_EQ(Launch(&WarpFunctions, 1, kWarpThreads, 0, in.data(), &r), ACL_SUCCESS) << aclGetRecentErrMsg();
  for (uint32_t t = 0; t < kWarpThreads; ++t) {
    const uint32_t warp = t / 32 * 32, lanes = std::min<uint32_t>(32, kWarpThreads - warp), lane = t % 32;
    auto at = [&](uint32_t l) { return l < lanes ? in[warp + l] : in[t]; };  // a missing lane gives the own value
    SCOPED_TRACE("thread " + std::to_string(t));
    EXPECT_EQ(r.shfl[t], at(3));
    EXPECT_EQ(r.shfl_w8[t], at(lane / 8 * 8 + 5));
    EXPECT_EQ(r.up[t], lane >= 2 ? at(lane - 2) : in[t]);
    EXPECT_EQ(r.down[t], lane + 3 < 32 ? at(lane + 3) : in[t]);
    EXPECT_EQ(r.down_w16[t], lane % 16 + 2 < 16 ? at(lane + 2) : in[t]);
    EXPECT_EQ(r.xr[t], at(lane ^ 9));
    EXPECT_EQ(r.xr_w8[t], at(lane ^ 4));
    int32_t all = 1, any = 0, sum = 0, mx = INT32_MIN, mn = INT32_MAX;
    uint32_t ballot = 0;
    for (uint32_t l = 0; l < lanes; ++l) {
      const int32_t x = in[warp + l];
      all &= x > -900;
      any |= x > 990;
      ballot |= static_cast<uint32_t>(x % 2 == 0) << l;
      sum += x;
      mx = std::max(mx, x);
      mn = std::min(mn, x);
    }
    EXPECT_EQ(r.all[t], all);
    EXPECT_EQ(r.any[t], any);
    EXPECT_EQ(r.ballot[t], ballot);
    EXPECT_EQ(r.active[t], lanes == 32 ? ~0u : (1u << lanes) - 1u);
    EXPECT_EQ(r.sum[t], sum);
    EXPECT_EQ(r.max[t], mx);
    EXPECT_EQ(r.min[t], mn);
    // The float total in the documented tree order (SPEC 16.5).
    float tree[32];
    bool has[32];
    for (uint32_t l = 0; l < 32; ++l) {
      has[l] = l < lanes;
      tree[l] = has[l] ? static_cast<float>(in[warp + l]) * 0.1f : 0.0f;
    }
    for (uint32_t step = 16; step != 0; step /= 2)
      for (uint32_t l = 0; l < step; ++l) {
        if (has[l] && has[l + step]) tree[l] = tree[l] + tree[l + step];
        else if (has[l + step]) tree[l] = tree[l + step], has[l] = true;
      }
    EXPECT_EQ(std::memcmp(&r.fsum[t], &tree[0], 4), 0) << r.fsum[t] << " vs " << tree[0];
    EXPECT_EQ(r.wide[t], static_cast<int64_t>(in[warp]) << 33);
    EXPECT_EQ(r.lane[t], static_cast<int32_t>(lane));
    EXPECT_EQ(static_cast<uint32_t>(r.lt[t]), (1u << lane) - 1u);
  }
}

// Lanes that ended are not waited for by the others' warp functions.
void WarpAfterExit(int32_t* out) {
  if (threadIdx.x % 3 == 0) return;
  out[threadIdx.x] = asc_reduce_add(1) * 100 + static_cast<int32_t>(asc_ballot(1) == asc_activemask());
}

TEST(Simt, WarpFunctionsTakeTheLiveLanesOnly) {
  std::vector<int32_t> out(32, -1);
  ASSERT_EQ(Launch(&WarpAfterExit, 1, 32, 0, out.data()), ACL_SUCCESS) << aclGetRecentErrMsg();
  for (int t = 0; t < 32; ++t) EXPECT_EQ(out[t], t % 3 == 0 ? -1 : 21 * 100 + 1) << t;
}

// Atomics across blocks (several worker threads) and within a block.
void Histogram(const uint8_t* bytes, uint32_t n, uint32_t* bins, uint64_t* total, float* fsum) {
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    asc_atomic_add(bins + bytes[i], 1U);
    asc_atomic_add(total, uint64_t{bytes[i]});
    asc_atomic_add(fsum, 0.5f);
  }
}

TEST(Simt, AtomicsLoseNoUpdateAcrossBlocks) {
  const uint32_t n = 50000;
  std::vector<uint8_t> bytes(n);
  std::mt19937 rng(3);
  for (auto& b : bytes) b = static_cast<uint8_t>(rng());
  std::vector<uint32_t> bins(256, 0), expect(256, 0);
  uint64_t total = 0, expect_total = 0;
  float fsum = 0.0f;
  for (uint8_t b : bytes) ++expect[b], expect_total += b;
  ASSERT_EQ(Launch(&Histogram, 8, 128, 0, bytes.data(), n, bins.data(), &total, &fsum), ACL_SUCCESS)
      << aclGetRecentErrMsg();
  EXPECT_EQ(bins, expect);
  EXPECT_EQ(total, expect_total);
  EXPECT_EQ(fsum, 25000.0f);  // sums of 0.5 are exact up to 2^24
}

TEST(Simt, AtomicFunctionsReturnTheOldValueAndApplyThePageRules) {
  uint32_t u = 5;
  EXPECT_EQ(asc_atomic_inc(&u, 6u), 5u);
  EXPECT_EQ(u, 6u);
  EXPECT_EQ(asc_atomic_inc(&u, 6u), 6u);
  EXPECT_EQ(u, 0u) << "inc wraps to 0 past val";
  EXPECT_EQ(asc_atomic_dec(&u, 9u), 0u);
  EXPECT_EQ(u, 9u) << "dec from 0 wraps to val";
  u = 12;
  asc_atomic_dec(&u, 9u);
  EXPECT_EQ(u, 9u) << "dec above val wraps to val";
  int32_t i = 7;
  EXPECT_EQ(asc_atomic_cas(&i, 7, 11), 7);
  EXPECT_EQ(i, 11);
  EXPECT_EQ(asc_atomic_cas(&i, 7, 13), 11);
  EXPECT_EQ(i, 11);
  EXPECT_EQ(asc_atomic_max(&i, 20), 11);
  EXPECT_EQ(asc_atomic_min(&i, -3), 20);
  EXPECT_EQ(asc_atomic_exch(&i, 4), -3);
  EXPECT_EQ(asc_atomic_xor(&i, 6), 4);
  EXPECT_EQ(i, 2);
  int64_t w = int64_t{1} << 40;
  EXPECT_EQ(asc_atomic_sub(&w, int64_t{1}), int64_t{1} << 40);
  EXPECT_EQ(w, (int64_t{1} << 40) - 1);
}

// half atomic add: the exact sum rounded once to nearest-even, over random
// pairs including ties and huge exponent gaps (a double-rounding path
// through float would differ on some of them).
TEST(Simt, HalfAtomicAddRoundsTheExactSumOnce) {
  std::mt19937 rng(5);
  int checked = 0;
  for (int k = 0; k < 200000; ++k) {
    const half a = half::FromBits(static_cast<uint16_t>(rng()));
    const half b = half::FromBits(static_cast<uint16_t>(rng()));
    const float fa = static_cast<float>(a), fb = static_cast<float>(b);
    if (!std::isfinite(fa) || !std::isfinite(fb)) continue;
    const long double exact = static_cast<long double>(fa) + static_cast<long double>(fb);
    // Model: nearest half by search over the two neighbours of the float sum.
    half cell = a;
    asc_atomic_add(&cell, b);
    const float got = static_cast<float>(cell);
    if (!std::isfinite(got)) continue;  // overflow: not this test's subject
    const uint16_t g = cell.bits;
    const half below = half::FromBits(static_cast<uint16_t>(g - 1)), above = half::FromBits(static_cast<uint16_t>(g + 1));
    const long double err = std::fabs(static_cast<long double>(got) - exact);
    for (half n : {below, above}) {
      const float fn = static_cast<float>(n);
      if (!std::isfinite(fn) || (n.bits & 0x7C00) == 0x7C00) continue;
      const long double en = std::fabs(static_cast<long double>(fn) - exact);
      ASSERT_TRUE(err < en || (err == en && (g & 1) == 0))
          << fa << " + " << fb << " gave " << got << ", neighbour " << fn << " is nearer or an even tie";
    }
    ++checked;
  }
  EXPECT_GT(checked, 100000);
}

// half2 arithmetic per element: the exact result rounded once. For sums,
// differences and products of two halves the float result is exact or
// rounds harmlessly (a half's 11 significant bits), so the float operation
// rounded to half is the model; quotients round from double.
TEST(Simt, Half2ArithmeticRoundsEachElementOnce) {
  std::mt19937 rng(9);
  for (int k = 0; k < 100000; ++k) {
    const half2 a{half::FromBits(static_cast<uint16_t>(rng())), half::FromBits(static_cast<uint16_t>(rng()))};
    const half2 b{half::FromBits(static_cast<uint16_t>(rng())), half::FromBits(static_cast<uint16_t>(rng()))};
    const float ax = static_cast<float>(a.x), bx = static_cast<float>(b.x);
    if (std::isnan(ax) || std::isnan(bx)) continue;
    EXPECT_EQ((a + b).x.bits, half(ax + bx).bits) << ax << " + " << bx;
    EXPECT_EQ((a - b).x.bits, half(ax - bx).bits) << ax << " - " << bx;
    EXPECT_EQ((a * b).x.bits, half(ax * bx).bits) << ax << " * " << bx;
    if (bx != 0.0f) {
      const double q = static_cast<double>(ax) / bx;
      const half got = (a / b).x;
      // Nearest half to q: compare with the neighbours.
      const double err = std::fabs(static_cast<double>(static_cast<float>(got)) - q);
      for (int d : {-1, 1}) {
        const half n = half::FromBits(static_cast<uint16_t>(got.bits + d));
        const float fn = static_cast<float>(n);
        if (std::isnan(fn) || std::isinf(fn) || std::isinf(static_cast<float>(got))) continue;
        EXPECT_LE(err, std::fabs(static_cast<double>(fn) - q)) << ax << " / " << bx;
      }
    }
  }
  EXPECT_EQ(__float2int_rn(2.5f), 2);
  EXPECT_EQ(__float2int_rz(-2.7f), -2);
  EXPECT_EQ(__float2int_rd(-2.2f), -3);
  EXPECT_EQ(__float2int_ru(2.2f), 3);
  EXPECT_EQ(__float2int_rn(3e9f), INT32_MAX) << "saturates";
  EXPECT_EQ(__float2uint_rn(-5.0f), 0u);
  EXPECT_EQ(__float2int_rn(std::nanf("")), 0);
  EXPECT_EQ(make_int2(3, 4).y, 4);
  EXPECT_EQ(__half2float(__float2half_rn(0.1f)), static_cast<float>(half(0.1f)));
}

TEST(Simt, OutsideALaunchTheFunctionsActAsOneThread) {
  asc_syncthreads();
  EXPECT_EQ(asc_shfl(42, 7), 42);
  EXPECT_EQ(asc_reduce_add(5), 5);
  EXPECT_EQ(asc_activemask(), 1u);
  EXPECT_EQ(threadIdx.x, 0u);
  EXPECT_EQ(blockDim.x, 1u);
}

void Noop() {}

TEST(Simt, BadConfigurationsFailAtTheSynchronisation) {
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(Launch(&Noop, 1, 4096, 0), ACL_ERROR_RT_PARAM_INVALID);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("threads_per_block"), std::string::npos);
  EXPECT_EQ(Launch(&Noop, dim3(2, 0, 1), 32, 0), ACL_ERROR_RT_PARAM_INVALID);
  EXPECT_EQ(Launch(&Noop, 1, 32, 300 * 1024), ACL_ERROR_RT_PARAM_INVALID);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("dyn_ubuf_size"), std::string::npos);
  EXPECT_EQ(Launch(&Noop, dim3(300, 300), 1, 0), ACL_ERROR_RT_PARAM_INVALID) << "90000 blocks";
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(Launch(&Noop, dim3(2, 3), dim3(16, 2, 2), 0), ACL_SUCCESS) << "the stream works on";
}

void Deadlock(int32_t* out) {
  if (threadIdx.x < 16) {
    asc_syncthreads();
  } else {
    out[threadIdx.x] = asc_shfl(1, 0);
  }
}

TEST(Simt, ABarrierAndAWarpFunctionWaitingForEachOtherIsAnError) {
  std::vector<int32_t> out(32, 0);
  ::testing::internal::CaptureStderr();
  EXPECT_NE(Launch(&Deadlock, 2, 32, 0, out.data()), ACL_SUCCESS);
  const std::string message = aclGetRecentErrMsg();
  ::testing::internal::GetCapturedStderr();
  EXPECT_NE(message.find("asc_syncthreads"), std::string::npos) << message;
  EXPECT_NE(message.find("16 at asc_syncthreads, 16 in a warp function"), std::string::npos) << message;
}

void FailInOneThread(int32_t* out) {
  out[threadIdx.x] = 1;
  asc_syncthreads();
  ascendc_assert(threadIdx.x != 5);
  out[threadIdx.x] = 2;
}

TEST(Simt, AnAssertionInOneThreadEndsTheKernelWithItsMessage) {
  std::vector<int32_t> out(16, 0);
  ::testing::internal::CaptureStdout();
  ::testing::internal::CaptureStderr();
  EXPECT_NE(Launch(&FailInOneThread, 1, 16, 0, out.data()), ACL_SUCCESS);
  const std::string message = aclGetRecentErrMsg();
  const std::string printed = ::testing::internal::GetCapturedStdout();
  ::testing::internal::GetCapturedStderr();
  EXPECT_NE(message.find("threadIdx.x != 5"), std::string::npos) << message;
  EXPECT_NE(printed.find("[ASSERT]"), std::string::npos) << printed;
  for (int t = 0; t < 5; ++t) EXPECT_EQ(out[t], 2) << "threads before the failing one finished";
  EXPECT_EQ(out[5], 1);
  EXPECT_EQ(Launch(&Noop, 1, 8, 0), ACL_SUCCESS) << "the next launch runs";
}

// SIMD and SIMT mixed: a SIMD kernel's block runs a SIMT function as 64
// threads (asc_vf_call with a dim3 first argument).
void CountNonZero(uint32_t* counter, const uint32_t* status, uint32_t n, uint32_t* seen_blocks) {
  const uint32_t idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0) asc_atomic_or(seen_blocks, 1u << blockIdx.x);
  if (idx < n && status[idx] != 0U) asc_atomic_add(counter, 1U);
}
void SimdKernel(uint32_t* counter, const uint32_t* status, uint32_t n, uint32_t* seen_blocks) {
  asc_vf_call<CountNonZero>(dim3(64), counter, status, n, seen_blocks);
}

TEST(Simt, ASimdKernelRunsASimtFunctionAsThreadsOfItsBlock) {
  std::vector<uint32_t> status(200);
  uint32_t expect = 0;
  for (uint32_t i = 0; i < status.size(); ++i) expect += (status[i] = i % 3) != 0;
  uint32_t counter = 0, seen = 0;
  AscKernelLaunch([](auto&&... a) { SimdKernel(a...); }, "SimdKernel", 4, 0, nullptr)(&counter, status.data(),
                                                                                     200u, &seen);
  ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS) << aclGetRecentErrMsg();
  EXPECT_EQ(counter, expect);
  EXPECT_EQ(seen, 0xFu) << "blockIdx.x is the SIMD block's index";
}

// Many blocks of 1024 threads: the per-worker stacks are reused.
void Fill(uint32_t* out) { out[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x ^ threadIdx.x; }

TEST(Simt, LargeLaunchesRunEveryThread) {
  const uint32_t blocks = 40, threads = 1024;
  std::vector<uint32_t> out(blocks * threads, ~0u);
  ASSERT_EQ(Launch(&Fill, blocks, threads, 0, out.data()), ACL_SUCCESS) << aclGetRecentErrMsg();
  for (uint32_t b = 0; b < blocks; ++b)
    for (uint32_t t = 0; t < threads; t += 97) EXPECT_EQ(out[b * threads + t], b ^ t);
}

}  // namespace
