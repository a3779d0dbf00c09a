// ACL streams and events (docs/SPEC.md, "ACL runtime").
//
// A stream is an ordered queue served by its own worker thread: the worker
// only sequences; a kernel's blocks run on the oneTBB pool through the
// launcher. A dedicated thread, rather than a task on the pool, is what lets
// a stream block (aclrtStreamWaitEvent, a kernel waiting for its blocks)
// without taking a pool thread away from the blocks it waits for.
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

#include "ascendc_host/error.h"
#include "ascendc_host/fronts/simt_launch.h"
#include "ascendc_host/fronts/streams.h"
#include "fronts/acl_internal.h"

namespace ascendc_host {
namespace fronts {
namespace acl {
namespace {


struct Failure {
  aclError code;
  std::string message;
};

// Markers (event records, waits) keep running after a failure so that
// nothing waiting on them hangs; other work is dropped until the failure has
// been reported by a synchronising call.
struct QueuedTask {
  Task task;
  bool control = false;
  bool keep_on_discard = false;  // event records and resets
};

class Stream {
 public:
  Stream() : worker_([this] { Work(); }) {}
  ~Stream() { Shutdown(false); }
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;

  void Push(Task task, bool control, bool keep_on_discard = false) {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.push_back({std::move(task), control, keep_on_discard});
    ++queued_;
    cv_.notify_all();
  }

  // Waits until the work queued before the call has run; false on timeout
  // (`timeout_ms` < 0: no timeout).
  bool WaitIdle(int32_t timeout_ms) {
    std::unique_lock<std::mutex> lock(mu_);
    const uint64_t target = queued_;
    auto idle = [&] { return done_ >= target; };
    if (timeout_ms < 0) {
      cv_.wait(lock, idle);
      return true;
    }
    return cv_.wait_for(lock, std::chrono::milliseconds(timeout_ms), idle);
  }

  std::optional<Failure> TakeFailure() {
    std::lock_guard<std::mutex> lock(mu_);
    std::optional<Failure> f = std::move(failure_);
    failure_.reset();
    return f;
  }
  std::optional<Failure> PeekFailure() {
    std::lock_guard<std::mutex> lock(mu_);
    return failure_;
  }

  // Stops the worker after the queue drained (`discard`: dropping the work
  // that has not started).
  void Shutdown(bool discard) {
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (stopping_) return;
      if (discard) {
        // Event records still happen (nothing may wait for them forever);
        // other work that has not started is dropped.
        std::deque<QueuedTask> kept;
        for (auto& t : queue_) {
          if (t.keep_on_discard) kept.push_back(std::move(t));
        }
        done_ += queue_.size() - kept.size();
        queue_ = std::move(kept);
      }
      stopping_ = true;
      cv_.notify_all();
    }
    worker_.join();
  }

 private:
  void Work() {
    std::unique_lock<std::mutex> lock(mu_);
    while (true) {
      cv_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and everything ran
      QueuedTask next = std::move(queue_.front());
      queue_.pop_front();
      const bool skip = failure_.has_value() && !next.control;
      lock.unlock();
      std::optional<Failure> failed;
      if (!skip) failed = Run(next.task);
      lock.lock();
      if (failed && !failure_) failure_ = std::move(failed);
      ++done_;
      cv_.notify_all();
    }
  }

  // Runs one task; a failure is printed once, here, when it happens.
  static std::optional<Failure> Run(Task& task) {
    std::string why;
    try {
      task.run();
      return std::nullopt;
    } catch (const std::exception& e) {
      why = e.what();
    } catch (...) {
      why = "an exception that is not a std::exception";
    }
    Failure f{task.failure_code, task.what + " failed: " + why};
    std::fprintf(stderr, "ascendc-host: %s (reported as aclError %d by the next synchronisation)\n",
                 f.message.c_str(), f.code);
    std::fflush(stderr);
    return f;
  }

  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<QueuedTask> queue_;
  uint64_t queued_ = 0;
  uint64_t done_ = 0;
  bool stopping_ = false;
  std::optional<Failure> failure_;
  std::thread worker_;  // last: starts once the members above exist
};

struct Event {
  explicit Event(uint32_t f) : flags(f) {}
  const uint32_t flags;
  std::mutex mu;
  std::condition_variable cv;
  uint64_t recorded = 0;   // records issued
  uint64_t completed = 0;  // the latest record the stream has reached
  bool stamped = false;
  std::chrono::steady_clock::time_point stamp;
  Stream* stream = nullptr;  // stream of the latest record (for its errors)

  bool Complete() const { return completed >= recorded; }
};

// Live handles. The default stream (null handle) is created on first use and
// never destroyed; the maps are never destroyed either, so work queued
// around static destruction still finds them.
struct Handles {
  std::mutex mu;
  std::map<void*, std::shared_ptr<Stream>> streams;
  std::map<void*, std::shared_ptr<Event>> events;
  std::shared_ptr<Stream> default_stream;
};
Handles& TheHandles() {
  static Handles* h = new Handles();
  return *h;
}

std::shared_ptr<Stream> DefaultStreamLocked(Handles& h) {
  if (!h.default_stream) h.default_stream = std::make_shared<Stream>();
  return h.default_stream;
}

// The stream of a handle, or null (with the error recorded) for one that is
// not live. Call with the handles' lock held.
std::shared_ptr<Stream> FindStreamLocked(Handles& h, const char* api, aclrtStream stream, aclError* error) {
  if (stream == nullptr) return DefaultStreamLocked(h);
  auto it = h.streams.find(stream);
  if (it != h.streams.end()) return it->second;
  *error = Fail(ACL_ERROR_INVALID_RESOURCE_HANDLE,
                std::string(api) + ": stream " + HexAddress(stream) +
                    " is not a live stream (create it with aclrtCreateStream; it may have been destroyed)");
  return nullptr;
}

std::shared_ptr<Stream> FindStream(const char* api, aclrtStream stream, aclError* error) {
  Handles& h = TheHandles();
  std::lock_guard<std::mutex> lock(h.mu);
  return FindStreamLocked(h, api, stream, error);
}

std::shared_ptr<Event> FindEvent(const char* api, aclrtEvent event, aclError* error) {
  Handles& h = TheHandles();
  std::lock_guard<std::mutex> lock(h.mu);
  auto it = h.events.find(event);
  if (it != h.events.end()) return it->second;
  *error = Fail(event == nullptr ? ACL_ERROR_INVALID_PARAM : ACL_ERROR_INVALID_RESOURCE_HANDLE,
                std::string(api) + ": event " + HexAddress(event) +
                    " is not a live event (create it with aclrtCreateEvent; it may have been destroyed)");
  return nullptr;
}

std::vector<std::shared_ptr<Stream>> AllStreams() {
  Handles& h = TheHandles();
  std::lock_guard<std::mutex> lock(h.mu);
  std::vector<std::shared_ptr<Stream>> all{DefaultStreamLocked(h)};
  for (auto& [handle, stream] : h.streams) all.push_back(stream);
  return all;
}

aclError Report(std::optional<Failure> failure) {
  if (!failure) return ACL_SUCCESS;
  return Fail(failure->code, failure->message);
}

aclError CheckTimeout(const char* api, int32_t timeout) {
  if (timeout == -1 || timeout > 0) return ACL_SUCCESS;
  return Fail(ACL_ERROR_INVALID_PARAM,
              std::string(api) + ": timeout=" + std::to_string(timeout) + " must be -1 (wait forever) or > 0 ms");
}

aclError SynchronizeStream(const char* api, aclrtStream handle, int32_t timeout) {
  aclError error = ACL_SUCCESS;
  std::shared_ptr<Stream> stream = FindStream(api, handle, &error);
  if (!stream) return error;
  if (!stream->WaitIdle(timeout)) {
    return Fail(ACL_ERROR_RT_STREAM_SYNC_TIMEOUT,
                std::string(api) + ": the stream's work did not finish within " + std::to_string(timeout) + " ms");
  }
  return Report(stream->TakeFailure());
}

aclError SynchronizeAll(const char* api, int32_t timeout) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout < 0 ? 0 : timeout);
  std::optional<Failure> first;
  for (auto& stream : AllStreams()) {
    int32_t left = -1;
    if (timeout >= 0) {
      const auto rest = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      left = static_cast<int32_t>(rest.count() > 0 ? rest.count() : 1);
    }
    if (!stream->WaitIdle(left)) {
      return Fail(ACL_ERROR_RT_STREAM_SYNC_TIMEOUT,
                  std::string(api) + ": the device's work did not finish within " + std::to_string(timeout) + " ms");
    }
    std::optional<Failure> f = stream->TakeFailure();
    if (f && !first) first = std::move(f);
  }
  return Report(std::move(first));
}

aclError WaitEvent(const char* api, aclrtEvent handle, int32_t timeout) {
  aclError error = ACL_SUCCESS;
  std::shared_ptr<Event> event = FindEvent(api, handle, &error);
  if (!event) return error;
  Stream* stream = nullptr;
  {
    std::unique_lock<std::mutex> lock(event->mu);
    const uint64_t target = event->recorded;
    auto reached = [&] { return event->completed >= target; };
    if (timeout < 0) {
      event->cv.wait(lock, reached);
    } else if (!event->cv.wait_for(lock, std::chrono::milliseconds(timeout), reached)) {
      return Fail(ACL_ERROR_RT_EVENT_SYNC_TIMEOUT,
                  std::string(api) + ": the event was not reached within " + std::to_string(timeout) + " ms");
    }
    stream = event->stream;
  }
  // An error on the recording stream is reported here too (and still by
  // that stream's own synchronisation).
  Handles& h = TheHandles();
  std::lock_guard<std::mutex> lock(h.mu);
  for (auto& [key, s] : h.streams) {
    if (s.get() == stream) return Report(s->PeekFailure());
  }
  if (h.default_stream && h.default_stream.get() == stream) return Report(h.default_stream->PeekFailure());
  return ACL_SUCCESS;
}

constexpr uint32_t kKnownEventFlags = ACL_EVENT_SYNC | ACL_EVENT_CAPTURE_STREAM_PROGRESS | ACL_EVENT_TIME_LINE |
                                      ACL_EVENT_DEVICE_USE_ONLY | ACL_EVENT_EXTERNAL;
// aclrtCreateEvent's events can do everything.
constexpr uint32_t kDefaultEventFlags = ACL_EVENT_SYNC | ACL_EVENT_TIME_LINE;

aclError CreateEvent(const char* api, aclrtEvent* event, uint32_t flags) {
  if (event == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": event is null");
  if ((flags & ~kKnownEventFlags) != 0 || flags == 0) {
    return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": flag=" + std::to_string(flags) +
                                             " is not a combination of the ACL_EVENT_* flags");
  }
  auto e = std::make_shared<Event>(flags);
  Handles& h = TheHandles();
  std::lock_guard<std::mutex> lock(h.mu);
  h.events[e.get()] = e;
  *event = e.get();
  return ACL_SUCCESS;
}

aclError RequireSyncFlag(const char* api, const Event& event) {
  if ((event.flags & ACL_EVENT_SYNC) != 0) return ACL_SUCCESS;
  return Fail(ACL_ERROR_INVALID_PARAM,
              std::string(api) + ": the event was created without ACL_EVENT_SYNC, which this call requires");
}

aclError DestroyStream(const char* api, aclrtStream stream, bool discard) {
  if (stream == nullptr) {
    return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": the default stream (null) cannot be destroyed");
  }
  std::shared_ptr<Stream> s;
  {
    Handles& h = TheHandles();
    std::lock_guard<std::mutex> lock(h.mu);
    auto it = h.streams.find(stream);
    if (it == h.streams.end()) {
      return Fail(ACL_ERROR_INVALID_RESOURCE_HANDLE,
                  std::string(api) + ": stream " + HexAddress(stream) + " is not a live stream");
    }
    s = std::move(it->second);
    h.streams.erase(it);
  }
  s->Shutdown(discard);
  return ACL_SUCCESS;
}


// The three kinds of event work a stream runs. A record captures the work
// queued so far; a reset returns the event to the new state; a wait holds
// the stream until the records issued before it have been reached (so
// streams waiting on each other's events cannot wait in a cycle). Records
// and resets survive aclrtDestroyStreamForce; nothing may wait for them
// forever.
enum class Marker { kRecord, kReset, kWait };

aclError QueueEventMarker(const char* api, aclrtEvent event_handle, aclrtStream stream_handle, Marker marker) {
  aclError error = ACL_SUCCESS;
  std::shared_ptr<Event> e = FindEvent(api, event_handle, &error);
  if (!e) return error;
  if (marker != Marker::kRecord) {
    if (aclError r = RequireSyncFlag(api, *e)) return r;
  }
  Handles& h = TheHandles();
  std::lock_guard<std::mutex> lock(h.mu);
  std::shared_ptr<Stream> s = FindStreamLocked(h, api, stream_handle, &error);
  if (!s) return error;
  uint64_t generation;
  {
    std::lock_guard<std::mutex> event_lock(e->mu);
    generation = marker == Marker::kRecord ? ++e->recorded : e->recorded;
    if (marker == Marker::kRecord) e->stream = s.get();
  }
  Task task;
  task.what = api;
  if (marker == Marker::kWait) {
    task.run = [e, generation] {
      std::unique_lock<std::mutex> event_lock(e->mu);
      e->cv.wait(event_lock, [&] { return e->completed >= generation; });
    };
  } else {
    task.run = [e, generation, record = marker == Marker::kRecord] {
      std::lock_guard<std::mutex> event_lock(e->mu);
      if (e->completed <= generation) {  // not overtaken by a later record on another stream
        e->completed = generation;
        e->stamped = record;
        if (record) e->stamp = std::chrono::steady_clock::now();
      }
      e->cv.notify_all();
    };
  }
  s->Push(std::move(task), true, marker != Marker::kWait);
  return ACL_SUCCESS;
}

// Whether every record of the event has been reached (queries); the error
// for a handle that is not live or a null `status`.
aclError EventComplete(const char* api, aclrtEvent event, const void* status, bool* complete) {
  aclError error = ACL_SUCCESS;
  std::shared_ptr<Event> e = FindEvent(api, event, &error);
  if (!e) return error;
  if (status == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": status is null");
  std::lock_guard<std::mutex> lock(e->mu);
  *complete = e->Complete();
  return ACL_SUCCESS;
}

aclError CreateStream(const char* api, aclrtStream* stream) {
  if (stream == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": stream is null");
  auto s = std::make_shared<Stream>();
  Handles& h = TheHandles();
  std::lock_guard<std::mutex> lock(h.mu);
  h.streams[s.get()] = s;
  *stream = s.get();
  return ACL_SUCCESS;
}
}  // namespace

aclError Enqueue(const char* api, aclrtStream stream, Task task) {
  Handles& h = TheHandles();
  std::lock_guard<std::mutex> lock(h.mu);
  aclError error = ACL_SUCCESS;
  std::shared_ptr<Stream> s = FindStreamLocked(h, api, stream, &error);
  if (!s) return error;
  s->Push(std::move(task), false);
  return ACL_SUCCESS;
}

void DrainAllStreams() {
  for (auto& stream : AllStreams()) stream->WaitIdle(-1);
}

}  // namespace acl

namespace {
// Queues `task` on `stream`; on a stream that is not live the launch fails
// on the default stream instead, whose synchronisation (or
// aclrtSynchronizeDevice) reports it.
void EnqueueLaunch(void* stream, acl::Task task) {
  if (acl::Enqueue("<<<>>>", stream, task) == ACL_SUCCESS) return;
  acl::Task refused;
  refused.what = task.what;
  refused.failure_code = ACL_ERROR_INVALID_RESOURCE_HANDLE;
  refused.run = [stream] {
    RaiseFatal("<<<>>>", "stream", acl::HexAddress(stream), "is not a live stream (aclrtCreateStream)");
  };
  acl::Enqueue("<<<>>>", nullptr, std::move(refused));
}
}  // namespace

void EnqueueKernelLaunch(void* stream, std::string kernel_name, int64_t num_blocks,
                         std::function<void(uint32_t)> run) {
  acl::Task task;
  task.what = "kernel " + kernel_name + " (" + std::to_string(num_blocks) + " blocks)";
  if (num_blocks < 1 || num_blocks > kMaxLaunchBlocks) {
    task.failure_code = ACL_ERROR_RT_PARAM_INVALID;
    task.run = [num_blocks] {
      RaiseFatal("<<<>>>", "numBlocks", std::to_string(num_blocks),
                 ("must be in [1, " + std::to_string(kMaxLaunchBlocks) + "]").c_str());
    };
  } else {
    task.run = [run = std::move(run), n = static_cast<uint32_t>(num_blocks)] { run(n); };
  }
  EnqueueLaunch(stream, std::move(task));
}

void EnqueueSimtLaunch(void* stream, std::string kernel_name, const simt::LaunchShape& shape,
                       std::function<void(uint32_t)> run) {
  uint64_t blocks = 0;
  try {
    blocks = simt::CheckLaunch(kernel_name.c_str(), shape);
  } catch (const Error& e) {
    acl::Task task;
    task.what = "kernel " + kernel_name;
    task.failure_code = ACL_ERROR_RT_PARAM_INVALID;
    task.run = [e] { throw e; };
    EnqueueLaunch(stream, std::move(task));
    return;
  }
  EnqueueKernelLaunch(stream, std::move(kernel_name), blocks > static_cast<uint64_t>(INT64_MAX) ? -1 : static_cast<int64_t>(blocks),
                      std::move(run));
}

}  // namespace fronts
}  // namespace ascendc_host

using ascendc_host::fronts::acl::Fail;
namespace acl = ascendc_host::fronts::acl;

extern "C" {

aclError aclrtCreateStream(aclrtStream* stream) { return acl::CreateStream("aclrtCreateStream", stream); }

aclError aclrtCreateStreamWithConfig(aclrtStream* stream, uint32_t priority, uint32_t flag) {
  (void)priority;  // one queue per stream; priorities do not reorder streams here
  (void)flag;
  return acl::CreateStream("aclrtCreateStreamWithConfig", stream);
}

aclError aclrtDestroyStream(aclrtStream stream) { return acl::DestroyStream("aclrtDestroyStream", stream, false); }
aclError aclrtDestroyStreamForce(aclrtStream stream) { return acl::DestroyStream("aclrtDestroyStreamForce", stream, true); }

aclError aclrtSynchronizeStream(aclrtStream stream) {
  return acl::SynchronizeStream("aclrtSynchronizeStream", stream, -1);
}
aclError aclrtSynchronizeStreamWithTimeout(aclrtStream stream, int32_t timeout) {
  if (aclError e = acl::CheckTimeout("aclrtSynchronizeStreamWithTimeout", timeout)) return e;
  return acl::SynchronizeStream("aclrtSynchronizeStreamWithTimeout", stream, timeout);
}
aclError aclrtSynchronizeDevice() { return acl::SynchronizeAll("aclrtSynchronizeDevice", -1); }
aclError aclrtSynchronizeDeviceWithTimeout(int32_t timeout) {
  if (aclError e = acl::CheckTimeout("aclrtSynchronizeDeviceWithTimeout", timeout)) return e;
  return acl::SynchronizeAll("aclrtSynchronizeDeviceWithTimeout", timeout);
}

aclError aclrtCreateEvent(aclrtEvent* event) {
  return acl::CreateEvent("aclrtCreateEvent", event, acl::kDefaultEventFlags);
}
aclError aclrtCreateEventWithFlag(aclrtEvent* event, uint32_t flag) {
  return acl::CreateEvent("aclrtCreateEventWithFlag", event, flag);
}

aclError aclrtDestroyEvent(aclrtEvent event) {
  acl::Handles& h = acl::TheHandles();
  std::lock_guard<std::mutex> lock(h.mu);
  // Work already queued that refers to the event keeps its own reference.
  if (h.events.erase(event) == 1) return ACL_SUCCESS;
  return Fail(event == nullptr ? ACL_ERROR_INVALID_PARAM : ACL_ERROR_INVALID_RESOURCE_HANDLE,
              "aclrtDestroyEvent: event " + acl::HexAddress(event) + " is not a live event");
}

aclError aclrtRecordEvent(aclrtEvent event, aclrtStream stream) {
  return acl::QueueEventMarker("aclrtRecordEvent", event, stream, acl::Marker::kRecord);
}
aclError aclrtResetEvent(aclrtEvent event, aclrtStream stream) {
  return acl::QueueEventMarker("aclrtResetEvent", event, stream, acl::Marker::kReset);
}

aclError aclrtQueryEventStatus(aclrtEvent event, aclrtEventRecordedStatus* status) {
  bool complete = false;
  if (aclError e = acl::EventComplete("aclrtQueryEventStatus", event, status, &complete)) return e;
  *status = complete ? ACL_EVENT_RECORDED_STATUS_COMPLETE : ACL_EVENT_RECORDED_STATUS_NOT_READY;
  return ACL_SUCCESS;
}

aclError aclrtQueryEvent(aclrtEvent event, aclrtEventStatus* status) {
  bool complete = false;
  if (aclError e = acl::EventComplete("aclrtQueryEvent", event, status, &complete)) return e;
  *status = complete ? ACL_EVENT_STATUS_COMPLETE : ACL_EVENT_STATUS_NOT_READY;
  return ACL_SUCCESS;
}

aclError aclrtSynchronizeEvent(aclrtEvent event) { return acl::WaitEvent("aclrtSynchronizeEvent", event, -1); }
aclError aclrtSynchronizeEventWithTimeout(aclrtEvent event, int32_t timeout) {
  if (aclError e = acl::CheckTimeout("aclrtSynchronizeEventWithTimeout", timeout)) return e;
  return acl::WaitEvent("aclrtSynchronizeEventWithTimeout", event, timeout);
}

aclError aclrtEventElapsedTime(float* ms, aclrtEvent startEvent, aclrtEvent endEvent) {
  if (ms == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtEventElapsedTime: ms is null");
  aclError error = ACL_SUCCESS;
  std::shared_ptr<acl::Event> start = acl::FindEvent("aclrtEventElapsedTime", startEvent, &error);
  if (!start) return error;
  std::shared_ptr<acl::Event> end = acl::FindEvent("aclrtEventElapsedTime", endEvent, &error);
  if (!end) return error;
  std::chrono::steady_clock::time_point stamps[2];
  const std::pair<acl::Event*, const char*> both[2] = {{start.get(), "startEvent"}, {end.get(), "endEvent"}};
  for (int i = 0; i < 2; ++i) {
    acl::Event& e = *both[i].first;
    const std::string which = std::string("aclrtEventElapsedTime: ") + both[i].second;
    if ((e.flags & ACL_EVENT_TIME_LINE) == 0) {
      return Fail(ACL_ERROR_RT_EVENT_TIMESTAMP_INVALID, which + " was created without ACL_EVENT_TIME_LINE");
    }
    std::lock_guard<std::mutex> lock(e.mu);
    if (e.recorded == 0 || (e.Complete() && !e.stamped)) {
      return Fail(ACL_ERROR_RT_EVENT_TIMESTAMP_INVALID, which + " has not been recorded (aclrtRecordEvent)");
    }
    if (!e.Complete()) {
      return Fail(ACL_ERROR_RT_EVENT_NOT_COMPLETE, which + " has not been reached by its stream yet");
    }
    stamps[i] = e.stamp;
  }
  if (stamps[1] < stamps[0]) {
    return Fail(ACL_ERROR_RT_EVENT_TIMESTAMP_REVERSAL, "aclrtEventElapsedTime: endEvent was reached before startEvent");
  }
  *ms = std::chrono::duration<float, std::milli>(stamps[1] - stamps[0]).count();
  return ACL_SUCCESS;
}

aclError aclrtStreamWaitEvent(aclrtStream stream, aclrtEvent event) {
  return acl::QueueEventMarker("aclrtStreamWaitEvent", event, stream, acl::Marker::kWait);
}

}  // extern "C"
