// ACL streams are real: launches and async copies are queued and run
// asynchronously, in order per stream, independently across streams; events
// order streams; an error raised by queued work comes back from the next
// synchronising call as an ACL error code with its message.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "acl/acl.h"
#include "kernel_operator.h"
#include "support/failing_kernel.h"

namespace {

// Holds kernels until the test opens it. A kernel that waited longer than a
// minute reports it (an implementation that ran launches synchronously would
// otherwise hang the test instead of failing it).
class Gate {
 public:
  void Open() {
    std::lock_guard<std::mutex> lock(mu_);
    open_ = true;
    cv_.notify_all();
  }
  void Wait() {
    std::unique_lock<std::mutex> lock(mu_);
    if (!cv_.wait_for(lock, std::chrono::minutes(1), [&] { return open_; })) timed_out_ = true;
  }
  bool IsOpen() {
    std::lock_guard<std::mutex> lock(mu_);
    return open_;
  }
  bool TimedOut() {
    std::lock_guard<std::mutex> lock(mu_);
    return timed_out_;
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  bool open_ = false;
  bool timed_out_ = false;
};

// The order in which queued work ran.
struct Log {
  std::mutex mu;
  std::vector<int> order;
  void Add(int id) {
    std::lock_guard<std::mutex> lock(mu);
    order.push_back(id);
  }
};

__global__ __aicore__ void gated_kernel(Gate* gate, Log* log, int id) {
  gate->Wait();
  log->Add(id);
}

__global__ __aicore__ void logging_kernel(Log* log, int id) {
  if (AscendC::GetBlockIdx() == 0) log->Add(id);
}

// Records whether the gate was open when the kernel ran.
__global__ __aicore__ void gate_probe_kernel(Gate* gate, std::atomic<int>* saw_open) {
  saw_open->store(gate->IsOpen() ? 1 : 0);
}

// Writes its block index into a slice of dst: a real multi-block kernel.
__global__ __aicore__ void fill_kernel(GM_ADDR dst) {
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> q;
  pipe.InitBuffer(q, 1, 256 * sizeof(int32_t));
  AscendC::GlobalTensor<int32_t> g;
  g.SetGlobalBuffer((__gm__ int32_t*)dst + 256 * AscendC::GetBlockIdx(), 256);
  AscendC::LocalTensor<int32_t> t = q.AllocTensor<int32_t>();
  for (uint32_t i = 0; i < 256; ++i) t.SetValue(i, static_cast<int32_t>(AscendC::GetBlockIdx() * 1000 + i));
  q.EnQue(t);
  t = q.DeQue<int32_t>();
  AscendC::DataCopy(g, t, 256);
  q.FreeTensor(t);
}


template <typename Kernel, typename... Args>
void LaunchOn(aclrtStream stream, uint32_t blocks, Kernel kernel, Args... args) {
  AscendC::AscCPUKernelLaunch(blocks, 0, stream, "test_kernel", kernel, args...);
}

class AclStreams : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(aclrtCreateStream(&a_), ACL_SUCCESS);
    ASSERT_EQ(aclrtCreateStream(&b_), ACL_SUCCESS);
    aclGetRecentErrMsg();  // start from a clean message
  }
  void TearDown() override {
    EXPECT_EQ(aclrtDestroyStream(a_), ACL_SUCCESS);
    EXPECT_EQ(aclrtDestroyStream(b_), ACL_SUCCESS);
  }
  aclrtStream a_ = nullptr;
  aclrtStream b_ = nullptr;
};

TEST_F(AclStreams, ALaunchReturnsBeforeItsKernelRunsOnAStreamAndOnTheDefaultStream) {
  for (aclrtStream stream : {a_, static_cast<aclrtStream>(nullptr)}) {
    Gate gate;
    Log log;
    LaunchOn(stream, 1, gated_kernel, &gate, &log, 7);
    // The kernel cannot have run: it waits for the gate this thread opens.
    EXPECT_TRUE(log.order.empty());
    gate.Open();
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    EXPECT_EQ(log.order, std::vector<int>{7});
    EXPECT_FALSE(gate.TimedOut());
  }
}

TEST_F(AclStreams, WorkOnAStreamRunsInTheOrderItWasQueued) {
  Gate gate;
  Log log;
  std::vector<int32_t> src(64, 5), dst(64, 0);
  LaunchOn(a_, 1, gated_kernel, &gate, &log, 0);
  for (int id = 1; id < 20; ++id) {
    LaunchOn(a_, 4, logging_kernel, &log, id);
    if (id == 10) {
      ASSERT_EQ(aclrtMemcpyAsync(dst.data(), 256, src.data(), 256, ACL_MEMCPY_HOST_TO_HOST, a_), ACL_SUCCESS);
    }
  }
  // Twenty launches and a copy are in flight behind the closed gate.
  aclrtEvent done = nullptr;
  ASSERT_EQ(aclrtCreateEvent(&done), ACL_SUCCESS);
  ASSERT_EQ(aclrtRecordEvent(done, a_), ACL_SUCCESS);
  aclrtEventRecordedStatus status = ACL_EVENT_RECORDED_STATUS_COMPLETE;
  ASSERT_EQ(aclrtQueryEventStatus(done, &status), ACL_SUCCESS);
  EXPECT_EQ(status, ACL_EVENT_RECORDED_STATUS_NOT_READY);
  gate.Open();
  ASSERT_EQ(aclrtSynchronizeEvent(done), ACL_SUCCESS);
  ASSERT_EQ(aclrtQueryEventStatus(done, &status), ACL_SUCCESS);
  EXPECT_EQ(status, ACL_EVENT_RECORDED_STATUS_COMPLETE);
  std::vector<int> expected;
  for (int id = 0; id < 20; ++id) expected.push_back(id);
  EXPECT_EQ(log.order, expected);
  EXPECT_EQ(dst, src);
  EXPECT_EQ(aclrtDestroyEvent(done), ACL_SUCCESS);
  EXPECT_EQ(aclrtSynchronizeStream(a_), ACL_SUCCESS);
}

TEST_F(AclStreams, StreamsRunIndependentlyAndSynchronizeSeparately) {
  Gate gate;
  Log log_a, log_b;
  LaunchOn(a_, 1, gated_kernel, &gate, &log_a, 1);
  std::vector<int32_t> out(8 * 256, -1);
  LaunchOn(b_, 8, fill_kernel, reinterpret_cast<uint8_t*>(out.data()));
  LaunchOn(b_, 2, logging_kernel, &log_b, 2);
  // b finishes while a's kernel is still held: synchronising b waits for b only.
  ASSERT_EQ(aclrtSynchronizeStream(b_), ACL_SUCCESS);
  EXPECT_EQ(log_b.order, std::vector<int>{2});
  for (uint32_t i = 0; i < out.size(); ++i) ASSERT_EQ(out[i], static_cast<int32_t>((i / 256) * 1000 + i % 256)) << i;
  EXPECT_TRUE(log_a.order.empty());
  gate.Open();
  // The device-wide synchronisation waits for every stream.
  ASSERT_EQ(aclrtSynchronizeDevice(), ACL_SUCCESS);
  EXPECT_EQ(log_a.order, std::vector<int>{1});
}

TEST_F(AclStreams, AStreamWaitsForAnEventRecordedOnAnother) {
  Gate gate;
  Log log;
  std::atomic<int> saw_open{-1};
  aclrtEvent event = nullptr;
  ASSERT_EQ(aclrtCreateEvent(&event), ACL_SUCCESS);
  LaunchOn(a_, 1, gated_kernel, &gate, &log, 1);
  ASSERT_EQ(aclrtRecordEvent(event, a_), ACL_SUCCESS);
  ASSERT_EQ(aclrtStreamWaitEvent(b_, event), ACL_SUCCESS);
  LaunchOn(b_, 1, gate_probe_kernel, &gate, &saw_open);
  // b cannot get past the event while a is held (the timeout elapses
  // whatever the machine's speed).
  EXPECT_EQ(aclrtSynchronizeStreamWithTimeout(b_, 50), ACL_ERROR_RT_STREAM_SYNC_TIMEOUT);
  EXPECT_EQ(saw_open.load(), -1);
  gate.Open();
  ASSERT_EQ(aclrtSynchronizeStream(b_), ACL_SUCCESS);
  EXPECT_EQ(saw_open.load(), 1);
  EXPECT_EQ(aclrtDestroyEvent(event), ACL_SUCCESS);
}

TEST_F(AclStreams, EventsTimeTheWorkBetweenThem) {
  aclrtEvent start = nullptr, end = nullptr;
  ASSERT_EQ(aclrtCreateEvent(&start), ACL_SUCCESS);
  ASSERT_EQ(aclrtCreateEventWithFlag(&end, ACL_EVENT_TIME_LINE | ACL_EVENT_SYNC), ACL_SUCCESS);
  std::vector<int32_t> out(40 * 256);
  ASSERT_EQ(aclrtRecordEvent(start, a_), ACL_SUCCESS);
  LaunchOn(a_, 40, fill_kernel, reinterpret_cast<uint8_t*>(out.data()));
  ASSERT_EQ(aclrtRecordEvent(end, a_), ACL_SUCCESS);
  ASSERT_EQ(aclrtSynchronizeStream(a_), ACL_SUCCESS);
  float ms = -1.0f;
  ASSERT_EQ(aclrtEventElapsedTime(&ms, start, end), ACL_SUCCESS);
  EXPECT_GE(ms, 0.0f);
  // Reversed, the end precedes the start.
  EXPECT_EQ(aclrtEventElapsedTime(&ms, end, start), ACL_ERROR_RT_EVENT_TIMESTAMP_REVERSAL);
  EXPECT_EQ(out[39 * 256 + 255], 39 * 1000 + 255);
  EXPECT_EQ(aclrtDestroyEvent(start), ACL_SUCCESS);
  EXPECT_EQ(aclrtDestroyEvent(end), ACL_SUCCESS);
}

TEST_F(AclStreams, AKernelErrorComesBackFromTheSynchronisationWithItsMessage) {
  std::vector<uint8_t> x(4096), src(64, 9), dst(64, 0);
  ::testing::internal::CaptureStderr();
  LaunchOn(a_, 40, ascendc_host::testing::UbOverflowInBlock13, x.data());
  // Work queued behind the failed kernel is dropped until the failure is reported.
  ASSERT_EQ(aclrtMemcpyAsync(dst.data(), 64, src.data(), 64, ACL_MEMCPY_HOST_TO_HOST, a_), ACL_SUCCESS);
  EXPECT_EQ(aclrtSynchronizeStream(a_), ACL_ERROR_RT_AICORE_EXCEPTION);
  const std::string printed = ::testing::internal::GetCapturedStderr();
  const std::string message = aclGetRecentErrMsg();
  EXPECT_NE(message.find("test_kernel"), std::string::npos) << message;
  EXPECT_NE(message.find("outside the UB arena"), std::string::npos) << message;
  EXPECT_NE(message.find("block 13"), std::string::npos) << message;
  EXPECT_EQ(dst, std::vector<uint8_t>(64, 0));
  // Printed once, when it happened.
  const size_t first = printed.find("outside the UB arena");
  ASSERT_NE(first, std::string::npos) << printed;
  EXPECT_EQ(printed.find("outside the UB arena", first + 1), std::string::npos) << printed;
  // Reported once, then the stream works again.
  EXPECT_EQ(aclGetRecentErrMsg(), nullptr) << "nothing new: nullptr, as the page says";
  EXPECT_EQ(aclrtSynchronizeStream(a_), ACL_SUCCESS);
  ASSERT_EQ(aclrtMemcpyAsync(dst.data(), 64, src.data(), 64, ACL_MEMCPY_HOST_TO_HOST, a_), ACL_SUCCESS);
  EXPECT_EQ(aclrtSynchronizeStream(a_), ACL_SUCCESS);
  EXPECT_EQ(dst, src);
}

TEST_F(AclStreams, AKernelErrorIsReportedByTheDeviceSynchronisationToo) {
  std::vector<uint8_t> x(4096);
  ::testing::internal::CaptureStderr();
  LaunchOn(b_, 40, ascendc_host::testing::UbOverflowInBlock13, x.data());
  EXPECT_EQ(aclrtSynchronizeDevice(), ACL_ERROR_RT_AICORE_EXCEPTION);
  ::testing::internal::GetCapturedStderr();
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("block 13"), std::string::npos);
  EXPECT_EQ(aclrtSynchronizeStream(b_), ACL_SUCCESS);
}

TEST_F(AclStreams, ABadLaunchConfigurationFailsAtTheSynchronisation) {
  Log log;
  ::testing::internal::CaptureStderr();
  ascendc_host::fronts::AscKernelLaunch(logging_kernel, "logging_kernel", 0, 0, a_)(&log, 1);
  ascendc_host::fronts::AscKernelLaunch(logging_kernel, "logging_kernel", 70000, 0, b_)(&log, 2);
  EXPECT_EQ(aclrtSynchronizeStream(a_), ACL_ERROR_RT_PARAM_INVALID);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("numBlocks=0"), std::string::npos);
  EXPECT_EQ(aclrtSynchronizeStream(b_), ACL_ERROR_RT_PARAM_INVALID);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("numBlocks=70000"), std::string::npos);
  ::testing::internal::GetCapturedStderr();
  EXPECT_TRUE(log.order.empty());
}

TEST(AclStreamHandles, ALaunchOnADestroyedStreamFailsOnTheDefaultStream) {
  aclrtStream s = nullptr;
  ASSERT_EQ(aclrtCreateStream(&s), ACL_SUCCESS);
  ASSERT_EQ(aclrtDestroyStream(s), ACL_SUCCESS);
  Log log;
  ::testing::internal::CaptureStderr();
  LaunchOn(s, 1, logging_kernel, &log, 1);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), ACL_ERROR_INVALID_RESOURCE_HANDLE);
  ::testing::internal::GetCapturedStderr();
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("not a live stream"), std::string::npos);
  EXPECT_TRUE(log.order.empty());
}

TEST(AclStreamHandles, DestroyingAStreamWaitsForItsWork) {
  Gate gate;
  Log log;
  aclrtStream s = nullptr;
  ASSERT_EQ(aclrtCreateStream(&s), ACL_SUCCESS);
  LaunchOn(s, 1, gated_kernel, &gate, &log, 1);
  LaunchOn(s, 3, logging_kernel, &log, 2);
  std::thread opener([&] { gate.Open(); });
  ASSERT_EQ(aclrtDestroyStream(s), ACL_SUCCESS);
  opener.join();
  EXPECT_EQ(log.order, (std::vector<int>{1, 2}));
}

}  // namespace
