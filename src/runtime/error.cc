#include "ascendc_host/error.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <mutex>
#include <set>
#include <string>
#include <tuple>

namespace ascendc_host {
namespace {

int InitialCheckedMode() {
  if (const char* env = std::getenv("ASCENDC_HOST_CHECK")) {
    return std::strcmp(env, "0") != 0 && std::strcmp(env, "off") != 0 && std::strcmp(env, "false") != 0;
  }
#ifdef NDEBUG
  return 0;
#else
  return 1;
#endif
}

constexpr size_t kMaxPrintedKinds = 4096;

struct WarningLog {
  std::mutex mu;
  std::deque<Diagnostic> recent;
  std::set<std::tuple<std::string, std::string, std::string>> printed;
  bool print = true;
};
WarningLog& Log() {
  static WarningLog log;
  return log;
}

Diagnostic Make(Severity s, const char* api, const std::string& param, const std::string& value, const char* rule) {
  Diagnostic d;
  d.severity = s;
  d.api = api;
  d.param = param;
  d.value = value;
  d.rule = rule;
  return d;
}

}  // namespace

const char* SeverityName(Severity s) {
  switch (s) {
    case Severity::kFatal: return "FATAL";
    case Severity::kError: return "ERROR";
    case Severity::kWarn: return "WARN";
  }
  return "?";
}

std::string Diagnostic::Message() const {
  std::string m = api + ": " + param;
  if (!value.empty()) m += "=" + value;
  m += " " + rule + " [" + SeverityName(severity) + "]";
  if (block >= 0) {
    m += " (block " + std::to_string(block);
    for (int64_t outer : enclosing_blocks) m += " of a launch in block " + std::to_string(outer);
    m += ")";
  }
  return m;
}

Error::Error(Diagnostic d) : std::runtime_error(d.Message()), diag_(std::move(d)) {}

Error Error::WithBlock(int64_t block) const {
  Diagnostic d = diag_;
  d.block = block;
  return Error(std::move(d));
}

Error Error::InEnclosingBlock(int64_t block) const {
  Diagnostic d = diag_;
  d.enclosing_blocks.push_back(block);
  return Error(std::move(d));
}

namespace internal {
std::atomic<int> g_checked_mode{-1};
int InitialiseCheckedMode() {
  int expected = -1;
  g_checked_mode.compare_exchange_strong(expected, InitialCheckedMode(), std::memory_order_relaxed);
  return g_checked_mode.load(std::memory_order_relaxed);
}
}  // namespace internal

void SetCheckedMode(bool on) { internal::g_checked_mode.store(on ? 1 : 0, std::memory_order_relaxed); }

void RaiseFatal(const char* api, const std::string& param, const std::string& value, const char* rule) {
  throw Error(Make(Severity::kFatal, api, param, value, rule));
}

void ReportError(const char* api, const std::string& param, const std::string& value, const char* rule) {
  if (CheckedMode()) throw Error(Make(Severity::kError, api, param, value, rule));
}

void ReportWarning(const char* api, const std::string& param, const std::string& value, const char* rule) {
  if (!CheckedMode()) return;
  Diagnostic d = Make(Severity::kWarn, api, param, value, rule);
  WarningLog& log = Log();
  std::lock_guard<std::mutex> lock(log.mu);
  // The set of printed kinds is bounded too (rules may carry values): a long
  // run keeps printing no new kind beyond the bound but records every WARN.
  if (log.print && log.printed.size() < kMaxPrintedKinds && log.printed.emplace(d.api, d.param, d.rule).second) {
    std::fprintf(stderr, "ascendc-host %s\n", d.Message().c_str());
  }
  log.recent.push_back(std::move(d));
  if (log.recent.size() > 4096) log.recent.pop_front();
}

std::vector<Diagnostic> RecordedWarnings() {
  WarningLog& log = Log();
  std::lock_guard<std::mutex> lock(log.mu);
  return {log.recent.begin(), log.recent.end()};
}

void ClearWarnings() {
  WarningLog& log = Log();
  std::lock_guard<std::mutex> lock(log.mu);
  log.recent.clear();
}

void SetWarningsPrinted(bool on) {
  WarningLog& log = Log();
  std::lock_guard<std::mutex> lock(log.mu);
  log.print = on;
}

}  // namespace ascendc_host
