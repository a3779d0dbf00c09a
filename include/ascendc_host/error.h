// Diagnostics (SPEC 0.6): FATAL, ERROR and WARN.
//
// FATAL   always on, in every build: the access is never performed and
//         ascendc_host::Error is thrown (UB or known-GM range, empty queue,
//         UB exhaustion).
// ERROR   checked mode only: Error is thrown; otherwise the API applies its
//         documented release behaviour (clamp, floor, wrap, no-op).
// WARN    checked mode only: recorded, logged once per (API, parameter, rule),
//         and the call continues with the release behaviour.
//
// Checked mode is on by default when the library is built without NDEBUG and
// is switched at run time by ASCENDC_HOST_CHECK=1/0 or SetCheckedMode().
#ifndef ASCENDC_HOST_ERROR_H_
#define ASCENDC_HOST_ERROR_H_

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace ascendc_host {

enum class Severity : uint8_t { kFatal, kError, kWarn };
const char* SeverityName(Severity s);

// One diagnostic: which API, which parameter, the offending value, the rule.
struct Diagnostic {
  Severity severity = Severity::kError;
  std::string api;
  std::string param;
  std::string value;
  std::string rule;
  int64_t block = -1;  // block index when raised inside a launched block
  // When raised in a launch nested inside another launch's block: the
  // enclosing blocks, innermost first ("(block 2 of a launch in block 5)").
  std::vector<int64_t> enclosing_blocks;
  // "Scatter: dstOffset[17]=1001 is not a multiple of sizeof(half)=2"
  std::string Message() const;
};

class Error : public std::runtime_error {
 public:
  explicit Error(Diagnostic d);
  const Diagnostic& diagnostic() const { return diag_; }
  Severity severity() const { return diag_.severity; }
  const std::string& api() const { return diag_.api; }
  const std::string& param() const { return diag_.param; }
  const std::string& value() const { return diag_.value; }
  const std::string& rule() const { return diag_.rule; }
  int64_t block() const { return diag_.block; }
  // Returns the same error tagged with the block it was raised in.
  Error WithBlock(int64_t block) const;
  // Returns the same error, raised in a launch nested in block `block`.
  Error InEnclosingBlock(int64_t block) const;

 private:
  Diagnostic diag_;
};

namespace internal {
// -1 until the first read takes ASCENDC_HOST_CHECK (or the build's default);
// constant-initialised, so a read during static initialisation is safe.
extern std::atomic<int> g_checked_mode;
int InitialiseCheckedMode();
}  // namespace internal

// Read by every call of every API: one relaxed load.
inline bool CheckedMode() {
  const int mode = internal::g_checked_mode.load(std::memory_order_relaxed);
  return __builtin_expect(mode < 0, 0) ? internal::InitialiseCheckedMode() != 0 : mode != 0;
}
void SetCheckedMode(bool on);

// Restores the previous checked mode on scope exit (tests, cross-checks).
class ScopedCheckedMode {
 public:
  explicit ScopedCheckedMode(bool on) : previous_(CheckedMode()) { SetCheckedMode(on); }
  ~ScopedCheckedMode() { SetCheckedMode(previous_); }
  ScopedCheckedMode(const ScopedCheckedMode&) = delete;
  ScopedCheckedMode& operator=(const ScopedCheckedMode&) = delete;

 private:
  bool previous_;
};

// Raise helpers used by the surface. `value` is preformatted text.
[[noreturn]] void RaiseFatal(const char* api, const std::string& param, const std::string& value,
                             const char* rule);
// Throws in checked mode; returns (so the caller applies the release behaviour) otherwise.
void ReportError(const char* api, const std::string& param, const std::string& value,
                 const char* rule);
// Records and logs (once per api/param/rule) in checked mode; never throws.
void ReportWarning(const char* api, const std::string& param, const std::string& value,
                   const char* rule);

// Warnings recorded since the last ClearWarnings(), across all threads
// (bounded to the most recent 4096). Tests use these to check WARN rows.
std::vector<Diagnostic> RecordedWarnings();
void ClearWarnings();
// Silences the stderr line of WARN (they are still recorded).
void SetWarningsPrinted(bool on);

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ERROR_H_
