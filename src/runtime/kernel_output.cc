// Kernel text output (printf, DumpTensor, assert; SPEC 11.6) and the end of
// a block: whole lines only, each with its block prefix, so the lines of
// blocks running on different threads never mix.
#include <atomic>
#include <cstdio>
#include <mutex>
#include <string>

#include "ascendc_host/checks.h"
#include "ascendc_host/config.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace runtime {
namespace {

void WriteStdout(void*, const char* text, size_t size) {
  std::fwrite(text, 1, size, stdout);
  std::fflush(stdout);
}

struct Output {
  std::mutex mu;  // one writer at a time: a line is emitted whole
  OutputSink sink = WriteStdout;
  void* context = nullptr;
};

Output& TheOutput() {
  static Output* output = new Output();  // never destroyed: blocks may outlive statics
  return *output;
}

std::string Prefix(const CoreState& core) {
  return "[AIV Block " + std::to_string(core.block_idx) + "/" + std::to_string(core.block_num) + "] ";
}

// Emits every complete line of `pending` with its prefix and keeps the rest.
void EmitLines(const CoreState& core, std::string& pending, bool end_partial_line) {
  std::string out;
  size_t start = 0;
  for (size_t nl = pending.find('\n'); nl != std::string::npos; nl = pending.find('\n', start)) {
    out += Prefix(core);
    out.append(pending, start, nl + 1 - start);
    start = nl + 1;
  }
  if (end_partial_line && start < pending.size()) {
    out += Prefix(core);
    out.append(pending, start, std::string::npos);
    out += '\n';
    start = pending.size();
  }
  pending.erase(0, start);
  if (out.empty()) return;
  Output& o = TheOutput();
  std::lock_guard<std::mutex> lock(o.mu);
  o.sink(o.context, out.data(), out.size());
}

std::atomic<uint64_t> g_process_tiling_key{0};

}  // namespace

OutputSink SetOutputSink(OutputSink sink, void* context, void** previous_context) {
  Output& o = TheOutput();
  std::lock_guard<std::mutex> lock(o.mu);
  OutputSink previous = o.sink == WriteStdout ? nullptr : o.sink;
  if (previous_context != nullptr) *previous_context = o.context;
  o.sink = sink != nullptr ? sink : WriteStdout;
  o.context = context;
  return previous;
}

void WriteKernelOutput(CoreState& core, const char* text, size_t size) {
  core.pending_output.append(text, size);
  // Complete lines go out now; the rest waits for its newline (or, in a
  // launched block, for the block's end: FinishBlock).
  EmitLines(core, core.pending_output, false);
}

void SetProcessTilingKey(uint64_t key) { g_process_tiling_key.store(key, std::memory_order_relaxed); }
uint64_t ProcessTilingKey() { return g_process_tiling_key.load(std::memory_order_relaxed); }

namespace internal {
void FinishBlock(CoreState& core) {
  EmitLines(core, core.pending_output, true);
  if (core.tiling_key_tested && !core.tiling_key_matched) {
    ReportError("TILING_KEY_IS", "tiling key", detail::Str(TilingKeyOf(core)),
                "matches no TILING_KEY_IS / TILING_KEY_LIST branch the kernel tested: the key is unknown to this "
                "kernel (the NPU build has no binary for it)");
  }
}
}  // namespace internal

}  // namespace runtime
}  // namespace ascendc_host
