// SIMT execution (SPEC 16): the threads of a thread block as fibers on the
// block's worker thread.
//
// A launch <<<blocks_per_grid, threads_per_block, dyn_ubuf_size, stream>>>
// runs its blocks like any launch (one block per core, on oneTBB); inside a
// block, RunBlock runs the block's threads one after another, each on its own
// stack, in thread-index order. A thread runs until it ends, reaches
// asc_syncthreads or a warp function; when every live thread of the block
// (or of the warp) has arrived, the waiting threads continue, in index order
// again. So the schedule, and every result that depends on it (atomics on
// the same address, racy reads), is the same on every run and every machine.
//
// The built-in variables are thread-local to the worker thread and set by
// the scheduler before it resumes a thread: a thread never migrates, so a
// kernel reads them as plain variables.
#ifndef ASCENDC_HOST_RUNTIME_SIMT_H_
#define ASCENDC_HOST_RUNTIME_SIMT_H_

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace ascendc_host {
namespace simt {

// The type of threadIdx, blockIdx, blockDim and gridDim: three unsigned
// extents or coordinates (x fastest).
struct Index3 {
  uint32_t x, y, z;
};

// Threads per warp (the built-in warpSize).
inline constexpr uint32_t kWarpSize = 32;
// The most threads one block may have (SIMT-BuiltIn关键字: __launch_bounds__
// takes 1 to 2048).
inline constexpr uint32_t kMaxThreadsPerBlock = 2048;
// Dynamic UB per block at most: the UB (256 KiB) less the reserved 8 KiB and
// the smallest Data Cache (32 KiB) (内存层级: 共享内存大小的限制).
inline constexpr size_t kMaxDynamicUbufBytes = (256 - 8 - 32) * 1024;

// The built-in variables of the running thread. Outside a SIMT launch they
// read as thread 0 of block 0 of a one-thread, one-block grid.
inline thread_local Index3 threadIdx{0, 0, 0};
inline thread_local Index3 blockIdx{0, 0, 0};
inline thread_local Index3 blockDim{1, 1, 1};
inline thread_local Index3 gridDim{1, 1, 1};

// What a SIMT launch asked for.
struct LaunchShape {
  Index3 grid;
  Index3 block;
  size_t dynamic_ubuf_bytes;
};

// Checks a launch's configuration before it is queued: FATAL (thrown as
// ascendc_host::Error, reported by the next synchronising ACL call) for a
// zero extent, more than kMaxThreadsPerBlock threads per block or more than
// kMaxDynamicUbufBytes of dynamic UB. Returns the number of blocks.
uint64_t CheckLaunch(const char* kernel, const LaunchShape& shape);

// Runs every thread of the calling block (the current core's block index,
// decomposed over shape.grid) through body(context), as described above.
// The first error a thread raises ends the block and is rethrown here.
void RunBlock(const LaunchShape& shape, void (*body)(void*), void* context);
// The same with any callable as every thread's body.
template <typename Body>
void RunBlock(const LaunchShape& shape, Body&& body) {
  RunBlock(shape, [](void* b) { (*static_cast<std::remove_reference_t<Body>*>(b))(); }, &body);
}

// True while the calling worker thread runs a thread of a SIMT block (inside
// RunBlock's threads; false in the SIMD code around them).
bool InThread();

// asc_syncthreads: waits until every live thread of the block has reached a
// barrier. A thread that has ended counts as arrived. Outside a SIMT block:
// nothing to wait for.
void SyncThreads();

// The dynamic UB of the running block (dyn_ubuf_size bytes, 32-byte
// aligned); null when the launch asked for none.
void* DynamicUbuf();

// One lane's view of a warp exchange: every live lane's value, taken when
// the last live lane of the warp arrived.
struct WarpView {
  uint64_t values[kWarpSize];
  uint32_t live;   // bit i: lane i exists in this block and has not ended
  uint32_t lane;   // the calling lane
  uint32_t lanes;  // lanes of this warp (fewer in a block's last, partial warp)
};

// The warp functions' one primitive: deposits `bits` and waits until every
// live lane of the calling thread's warp has called WarpExchange, then
// returns the values of all of them. Lanes that wait at asc_syncthreads
// while others of their warp wait here are a deadlock (FATAL, as on the
// device a warp function must be reached by all lanes). Outside a SIMT
// block: a one-lane warp.
WarpView WarpExchange(uint64_t bits);

}  // namespace simt
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_RUNTIME_SIMT_H_
