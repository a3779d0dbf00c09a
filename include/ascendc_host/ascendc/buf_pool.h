// TBufPool and custom pools (资源管理/Pipe和Que框架/TBufPool, 自定义TBufPool;
// SPEC 15.2): a range of UB taken from the TPipe and divided again into
// queue/TBuf buffers or smaller pools, or shared by two pools that are used
// one after the other. Included by pipe.h.
#ifndef ASCENDC_HOST_ASCENDC_BUF_POOL_H_
#define ASCENDC_HOST_ASCENDC_BUF_POOL_H_

#include <algorithm>
#include <cstdint>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/pipe.h"

namespace ascendc_host {
namespace detail {

// What a pool knows: its UB range, how far it has handed it out, how many
// buffers it has handed out, and the descriptor of each (its TBufHandles).
template <uint32_t N>
struct BufPoolState {
  static constexpr uint32_t kBufIds = N;
  bool placed = false;     // TPipe::InitBufPool (or a parent pool) gave it a range
  uint32_t start = 0;      // UB byte address
  uint32_t max_len = 0;    // bytes
  uint32_t cur_addr = 0;   // next free UB byte address
  uint8_t cur_buf_size = 0;
  AscendC::detail::BufDescriptor descriptors[N] = {};

  void Place(uint32_t first, uint32_t len) {
    *this = BufPoolState{};
    placed = true;
    start = first;
    max_len = len;
    cur_addr = first;
  }
  bool Contains(uint64_t address, uint64_t len) const {
    return placed && address >= start && address + len <= uint64_t{start} + max_len;
  }
  uint64_t End() const { return uint64_t{start} + max_len; }
  std::string RangeText() const {
    if (!placed) return "range (the pool was never given one by InitBufPool)";
    return "range [" + std::to_string(start) + ", " + std::to_string(End()) + ")";
  }
};

// The UB positions a pool may have; A1/B1/C1 (L1) are not simulated.
constexpr bool PoolPosition(AscendC::TPosition p) { return AscendC::IsUbPosition(p); }

// `bytes` and `buffers` more from `pool`: past its range or its buffer
// count is an ERROR (release: handed out anyway, as the NPU would; the UB
// bound stays FATAL). Returns the first byte.
template <uint32_t N>
uint32_t TakeFromPool(const char* api, BufPoolState<N>& pool, uint64_t bytes, uint32_t buffers) {
  if (!pool.placed)
    RaiseFatal(api, "bufPool", "uninitialised", "the pool was never placed by InitBufPool");
  if (uint64_t{pool.cur_buf_size} + buffers > N)
    ReportError(api, "num", Str(buffers),
                ("more buffers than the pool's bufIDSize of " + std::to_string(N) + " (" +
                 std::to_string(pool.cur_buf_size) + " taken)")
                    .c_str());
  if (uint64_t{pool.cur_addr} + bytes > pool.End())
    ReportError(api, "len", Str(bytes) + " bytes",
                ("exceeds the pool: " + std::to_string(pool.End() - pool.cur_addr) + " bytes left of its " +
                 pool.RangeText())
                    .c_str());
  AscendC::detail::CheckBlockInUb(api, "len", pool.cur_addr, bytes);
  const uint32_t first = pool.cur_addr;
  pool.cur_addr = static_cast<uint32_t>(pool.cur_addr + bytes);
  pool.cur_buf_size = static_cast<uint8_t>(pool.cur_buf_size + buffers);
  return first;
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// The pool's default buffer count (TBufPool构造函数).
inline constexpr uint32_t defaultBufIDSize = 4;

template <TPosition pos, uint32_t bufIDSize = defaultBufIDSize>
class TBufPool {
  static_assert(bufIDSize >= 1 && bufIDSize <= 16, "TBufPool: bufIDSize is in [1, 16] (page TBufPool构造函数)");
  static_assert(ascendc_host::detail::PoolPosition(pos),
                "TBufPool: only UB positions (VECIN, VECOUT, VECCALC) are simulated; A1/B1/C1 are L1 Buffer");

 public:
  static constexpr TPosition poolPos = pos;
  static constexpr bool isTbufPool = true;

  TBufPool() = default;

  // num buffers of len bytes (rounded up to 32) for a TQue/TQueBind.
  template <class T>
  bool InitBuffer(T& que, uint8_t num, uint32_t len) {
    static_assert(T::kIsQueue, "TBufPool::InitBuffer(que, num, len) takes a TQue/TQueBind");
    const char* api = "TBufPool::InitBuffer";
    if (num == 0 || num > detail::kMaxQueueBlocks) {
      ascendc_host::ReportError(api, "num", ascendc_host::detail::Str(num), "must be in [1, 8]");
      if (num == 0) return false;
      num = detail::kMaxQueueBlocks;
    }
    const uint64_t rounded = detail::BufferBytes(api, len);
    const uint32_t base = state_.cur_buf_size;
    const uint32_t first = ascendc_host::detail::TakeFromPool(api, state_, rounded * num, num);
    que.Bind(first, num, static_cast<uint32_t>(rounded));
    for (uint32_t i = 0; i < num; ++i) Describe(base + i, first + i * static_cast<uint32_t>(rounded), rounded);
    return true;
  }
  template <TPosition bufPos>
  bool InitBuffer(TBuf<bufPos>& buf, uint32_t len) {
    const char* api = "TBufPool::InitBuffer";
    const uint64_t rounded = detail::BufferBytes(api, len);
    const uint32_t base = state_.cur_buf_size;
    const uint32_t first = ascendc_host::detail::TakeFromPool(api, state_, rounded, 1);
    buf.Bind(first, static_cast<uint32_t>(rounded));
    Describe(base, first, rounded);
    return true;
  }

  // A smaller pool of len bytes (rounded up to 32) from this one; its
  // bufIDSize must fit the buffers this pool has left.
  template <class T>
  bool InitBufPool(T& bufPool, uint32_t len) {
    static_assert(T::isTbufPool, "TBufPool::InitBufPool takes a TBufPool (or an EXTERN_IMPL_BUFPOOL class)");
    const char* api = "TBufPool::InitBufPool";
    constexpr uint32_t kSubBuffers = std::decay_t<decltype(bufPool.AscendcHostPool())>::kBufIds;
    if (kSubBuffers > bufIDSize - std::min<uint32_t>(state_.cur_buf_size, bufIDSize))
      ascendc_host::ReportError(api, "bufIDSize", ascendc_host::detail::Str(kSubBuffers),
                                ("exceeds the buffers this pool has left (" +
                                 std::to_string(bufIDSize - std::min<uint32_t>(state_.cur_buf_size, bufIDSize)) + ")")
                                    .c_str());
    const uint64_t rounded = detail::BufferBytes(api, len);
    const uint32_t first = ascendc_host::detail::TakeFromPool(api, state_, rounded, 0);
    bufPool.AscendcHostPool().Place(first, static_cast<uint32_t>(rounded));
    return true;
  }
  // A pool sharing shareBuf's start and length (len must fit in it).
  template <class T, class U>
  bool InitBufPool(T& bufPool, uint32_t len, U& shareBuf) {
    static_assert(T::isTbufPool && U::isTbufPool, "TBufPool::InitBufPool(bufPool, len, shareBuf) takes two pools");
    const char* api = "TBufPool::InitBufPool";
    constexpr uint32_t kSubBuffers = std::decay_t<decltype(bufPool.AscendcHostPool())>::kBufIds;
    if (kSubBuffers > bufIDSize)
      ascendc_host::ReportError(api, "bufIDSize", ascendc_host::detail::Str(kSubBuffers),
                                ("exceeds this pool's bufIDSize of " + std::to_string(bufIDSize)).c_str());
    auto& shared = shareBuf.AscendcHostPool();
    if (!shared.placed) ascendc_host::RaiseFatal(api, "shareBuf", "uninitialised", "the shared pool was never placed");
    const uint64_t rounded = detail::BufferBytes(api, len);
    if (rounded > shared.max_len)
      ascendc_host::ReportError(api, "len", ascendc_host::detail::Str(len),
                                ("exceeds the length of shareBuf (" + std::to_string(shared.max_len) + " bytes)").c_str());
    bufPool.AscendcHostPool().Place(shared.start, shared.max_len);
    return true;
  }

  // Ends the pool's work before another pool takes over its memory; its
  // buffers stay allocated and usable when the pool is switched back to
  // (page TBufPool/Reset). The CPU has no pending work, so nothing changes.
  void Reset() {}

  // --- ascendc-host internals ---
  ascendc_host::detail::BufPoolState<bufIDSize>& AscendcHostPool() { return state_; }

 private:
  // Buffers past bufIDSize (an ERROR already reported) have no descriptor.
  void Describe(uint32_t index, uint32_t address, uint64_t len) {
    if (index < bufIDSize) state_.descriptors[index] = detail::BufDescriptor{address, static_cast<uint32_t>(len)};
  }

  ascendc_host::detail::BufPoolState<bufIDSize> state_;
};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {
// The checks of the members EXTERN_IMPL_BUFPOOL defines.
template <uint32_t N>
AscendC::TBufHandle PoolHandle(BufPoolState<N>& pool, uint8_t offset) {
  if (offset > N) {
    ReportError("GetBufHandle", "offset", Str(offset), ("exceeds BUFID_SIZE (" + std::to_string(N) + ")").c_str());
    offset = static_cast<uint8_t>(N);
  }
  return reinterpret_cast<AscendC::TBufHandle>(pool.descriptors + offset);
}
template <uint32_t N>
void SetPoolAddress(BufPoolState<N>& pool, uint32_t address) {
  if (pool.placed && (address < pool.start || address > pool.End()))
    ReportError("SetCurAddr", "curAddr", Str(address), ("is outside the pool's " + pool.RangeText()).c_str());
  pool.cur_addr = address;
}
template <uint32_t N>
void SetPoolBufferCount(BufPoolState<N>& pool, uint8_t count) {
  if (count > N)
    ReportError("SetCurBufSize", "curBufSize", Str(count), ("exceeds BUFID_SIZE (" + std::to_string(N) + ")").c_str());
  pool.cur_buf_size = count;
}
template <uint32_t N>
void RewindPool(BufPoolState<N>& pool) {
  pool.cur_addr = pool.start;
  pool.cur_buf_size = 0;
}
}  // namespace detail
}  // namespace ascendc_host

// Inside a class: makes it a custom TBufPool (page EXTERN_IMPL_BUFPOOL宏)
// whose own InitBuffer members place buffers with GetBufHandle, GetCurAddr,
// SetCurAddr, GetCurBufSize, SetCurBufSize and the queues'
// InitStartBufHandle / InitBufHandle. TPipe::InitBufPool gives it its range;
// Reset (also run by its destructor) starts it over, and the buffers it
// handed out are then not to be used. BUFID_SIZE is at most 16 (the page's
// advice; more is a compile error here, as for TBufPool).
#define EXTERN_IMPL_BUFPOOL(EXT_BUFPOOL, POSITION, BUFID_SIZE)                                                   \
 public:                                                                                                       \
  static_assert((BUFID_SIZE) >= 1 && (BUFID_SIZE) <= 16, "EXTERN_IMPL_BUFPOOL: BUFID_SIZE is in [1, 16]");    \
  static_assert(::ascendc_host::detail::PoolPosition(POSITION),                                               \
                "EXTERN_IMPL_BUFPOOL: only UB positions (VECIN, VECOUT, VECCALC) are simulated");              \
  [[maybe_unused]] static constexpr ::AscendC::TPosition poolPos = POSITION;                                                 \
  [[maybe_unused]] static constexpr int32_t bufIDSize = BUFID_SIZE;                                                        \
  static constexpr bool isTbufPool = true;                                                                    \
  __aicore__ inline ~EXT_BUFPOOL() { Reset(); }                                                               \
  __aicore__ inline void Reset() { ::ascendc_host::detail::RewindPool(ascendc_host_pool_); }                  \
  __aicore__ inline void Init() { ascendc_host_pool_ = {}; }                                                  \
  __aicore__ inline ::AscendC::TBufHandle GetBufHandle(uint8_t offset) {                                     \
    return ::ascendc_host::detail::PoolHandle(ascendc_host_pool_, offset);                                     \
  }                                                                                                           \
  __aicore__ inline void SetCurAddr(uint32_t curAddr) {                                                       \
    ::ascendc_host::detail::SetPoolAddress(ascendc_host_pool_, curAddr);                                       \
  }                                                                                                           \
  __aicore__ inline uint32_t GetCurAddr() { return ascendc_host_pool_.cur_addr; }                             \
  __aicore__ inline void SetCurBufSize(uint8_t curBufSize) {                                                  \
    ::ascendc_host::detail::SetPoolBufferCount(ascendc_host_pool_, curBufSize);                                \
  }                                                                                                           \
  __aicore__ inline uint8_t GetCurBufSize() { return ascendc_host_pool_.cur_buf_size; }                       \
  ::ascendc_host::detail::BufPoolState<(BUFID_SIZE)>& AscendcHostPool() { return ascendc_host_pool_; }        \
                                                                                                              \
 private:                                                                                                     \
  ::ascendc_host::detail::BufPoolState<(BUFID_SIZE)> ascendc_host_pool_

#endif  // ASCENDC_HOST_ASCENDC_BUF_POOL_H_
