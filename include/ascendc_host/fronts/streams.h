// ACL streams as the library runs them: each stream is an ordered queue of
// work that runs asynchronously to the thread that queued it (kernels run
// their blocks on the oneTBB pool). aclrtSynchronizeStream waits for it; an
// error raised by queued work comes back from the next synchronising call as
// an ACL error code (and is printed once to stderr when it happens).
// The ACL entry points are in acl/acl.h; this is what launches call.
#ifndef ASCENDC_HOST_FRONTS_STREAMS_H_
#define ASCENDC_HOST_FRONTS_STREAMS_H_

#include <cstdint>
#include <functional>
#include <string>

namespace ascendc_host {
namespace fronts {

// The most blocks one launch may ask for (the devices' launch limit).
inline constexpr int64_t kMaxLaunchBlocks = 65535;

// Queues a kernel launch on `stream` (an aclrtStream; null: the default
// stream) and returns at once. `run(num_blocks)` runs the blocks when the
// stream reaches it. A `num_blocks` outside [1, kMaxLaunchBlocks] or a stream
// that is not live fails at the next synchronising call instead.
void EnqueueKernelLaunch(void* stream, std::string kernel_name, int64_t num_blocks,
                         std::function<void(uint32_t num_blocks)> run);

}  // namespace fronts
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_FRONTS_STREAMS_H_
