// Helpers for tests of kernel-side machinery: a registered GM buffer (sized
// like GmAlloc's), and a capture of the kernel output sink.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_KERNEL_HELPERS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_KERNEL_HELPERS_H_

#include <cstdint>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include "ascendc_host/ascendc_host.h"

namespace ascendc_host {
namespace testing {

// `bytes` of 64-byte aligned, zeroed GM registered with its exact size, so
// reads past it are FATAL like with GmAlloc.
class GmBuffer {
 public:
  explicit GmBuffer(size_t bytes) : storage_(bytes + 64, 0), bytes_(bytes) {
    const uintptr_t a = reinterpret_cast<uintptr_t>(storage_.data());
    data_ = storage_.data() + ((64 - a % 64) % 64);
    RegisterGmBuffer(data_, bytes_);
  }
  ~GmBuffer() { UnregisterGmBuffer(data_); }
  GmBuffer(const GmBuffer&) = delete;
  GmBuffer& operator=(const GmBuffer&) = delete;

  uint8_t* get() const { return data_; }
  size_t size() const { return bytes_; }
  template <typename T>
  T* as() const {
    return reinterpret_cast<T*>(data_);
  }

 private:
  std::vector<uint8_t> storage_;
  uint8_t* data_;
  size_t bytes_;
};

// Collects kernel output (printf, DumpTensor, assert lines) while alive.
class CapturedOutput {
 public:
  CapturedOutput() { previous_ = runtime::SetOutputSink(&Append, this, &previous_context_); }
  ~CapturedOutput() { runtime::SetOutputSink(previous_, previous_context_); }
  CapturedOutput(const CapturedOutput&) = delete;
  CapturedOutput& operator=(const CapturedOutput&) = delete;

  std::string text() const {
    std::lock_guard<std::mutex> lock(mu_);
    return text_;
  }
  std::vector<std::string> lines() const {
    std::vector<std::string> out;
    const std::string t = text();
    size_t start = 0;
    for (size_t nl = t.find('\n'); nl != std::string::npos; nl = t.find('\n', start)) {
      out.push_back(t.substr(start, nl - start));
      start = nl + 1;
    }
    if (start < t.size()) out.push_back(t.substr(start));
    return out;
  }

 private:
  static void Append(void* self, const char* text, size_t size) {
    auto* c = static_cast<CapturedOutput*>(self);
    std::lock_guard<std::mutex> lock(c->mu_);
    c->text_.append(text, size);
  }
  mutable std::mutex mu_;
  std::string text_;
  runtime::OutputSink previous_ = nullptr;
  void* previous_context_ = nullptr;
};

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_KERNEL_HELPERS_H_
