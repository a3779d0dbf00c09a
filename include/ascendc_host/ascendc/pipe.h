// UB allocation: TPipe, TQue/TQueBind, TBuf and LocalMemAllocator (SPEC 6.6,
// 15). On the CPU these are pure bookkeeping over the current core's UB
// arena: data is never copied, queues only hand out and take back blocks.
// TBufPool and the custom-pool macro are in buf_pool.h.
#ifndef ASCENDC_HOST_ASCENDC_PIPE_H_
#define ASCENDC_HOST_ASCENDC_PIPE_H_

#include <cstdint>
#include <string>
#include <tuple>
#include <type_traits>

#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/data_copy.h"
#include "ascendc_host/ascendc/std_tuple.h"
#include "ascendc_host/ascendc/system.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace detail {
// A kernel called directly (not launched) starts from the registers a
// launched block starts from: its first TPipe or LocalMemAllocator resets
// the mask mode, vector mask, CTRL (atomics, saturation), CMPMASK and the
// within-core sync bookkeeping that an earlier kernel on this thread left
// behind. UB content carries over (SPEC 0.3: initial UB is unspecified);
// ResetDefaultCore() zeroes it too.
inline void StartDirectKernel(runtime::CoreState& core) {
  if (!core.direct_call || core.alloc.live_pipes != 0 || core.alloc.local_mem_allocators != 0) return;
  core.ResetRegisters();
  core.in_core_sync = runtime::InCoreSync{};
}
}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// A buffer of a pool or queue as the custom-pool interface hands it around
// (the pages: "TBufHandle, in fact a uint8_t*"). It points at the buffer's
// descriptor in its pool.
using TBufHandle = uint8_t*;
// A hardware event id handed out by TPipe::AllocEventID / FetchEventID.
using TEventID = int8_t;

namespace detail {
inline constexpr uint32_t kMaxQueueBlocks = 8;  // buffers of one queue (SPEC 0.1)
inline constexpr uint32_t kFifoCapacity = 16;
inline constexpr uint32_t kEventIds = 8;  // ids per HardEvent (TQue简介: 8 on A2/A3, 950)

// In 64 bits: a len near 2^32 must not wrap to a small (or zero) block.
inline uint64_t RoundUpToBlock(uint64_t len) {
  return (len + ascendc_host::kDataBlockBytes - 1) / ascendc_host::kDataBlockBytes * ascendc_host::kDataBlockBytes;
}
// ERROR for an empty buffer; release: one DataBlock.
inline uint64_t BufferBytes(const char* api, uint32_t len) {
  if (len == 0) {
    ascendc_host::ReportError(api, "len", "0", "must be at least 1 byte");
    return ascendc_host::kDataBlockBytes;
  }
  return RoundUpToBlock(len);
}

// CheckBlockInUb's report, out of line.
[[noreturn]] [[gnu::noinline, gnu::cold]] inline void RaiseBlockOutsideUb(const char* api, const char* param,
                                                                          uint64_t address, uint64_t bytes) {
  ascendc_host::RaiseFatal(api, param, "[" + std::to_string(address) + ", " + std::to_string(address + bytes) + ")",
                           ("exceeds the UB of " + std::to_string(ascendc_host::runtime::CurrentCore().ub_bytes) +
                            " bytes")
                               .c_str());
}
// FATAL unless [address, address + bytes) lies in the current core's UB.
inline void CheckBlockInUb(const char* api, const char* param, uint64_t address, uint64_t bytes) {
  const auto& core = ascendc_host::runtime::CurrentCore();
  if (__builtin_expect(address > core.ub_bytes || bytes > core.ub_bytes - address, 0))
    RaiseBlockOutsideUb(api, param, address, bytes);
}

// The queue operations' reports, out of line: AllocTensor, EnQue, DeQue and
// FreeTensor run once or twice per tile of every operator, and without the
// message building they are small enough to inline.
[[noreturn]] [[gnu::noinline, gnu::cold]] inline void RaiseQueueFatal(const char* api, const char* param,
                                                                      const std::string& value, const char* rule) {
  ascendc_host::RaiseFatal(api, param, value, rule);
}
[[gnu::noinline, gnu::cold]] inline void ReportQueueError(const char* api, const char* param, uint64_t value,
                                                          const char* rule) {
  ascendc_host::ReportError(api, param, ascendc_host::detail::Str(value), rule);
}
[[gnu::noinline, gnu::cold]] inline void ReportQueueWarning(const char* api, const char* param, uint64_t value,
                                                            const char* rule) {
  ascendc_host::ReportWarning(api, param, ascendc_host::detail::Str(value), rule);
}

// One buffer of a queue: where it lies, its user tag, whether it is handed out.
struct QueueBlock {
  uint32_t address = 0;
  uint32_t len = 0;
  TTagType tag = -1;
  bool in_use = false;
};

// A buffer as a pool describes it (what a TBufHandle points at).
struct BufDescriptor {
  uint32_t address = 0;
  uint32_t len = 0;
};
}  // namespace detail

class TPipe;

// Compile-time queue configuration (TQue page): TQue<pos, depth, &config>.
// bufferLen / bufferNumber, when nonzero, must equal what InitBuffer is given.
struct TQueConfig {
  bool nd2nz = false;
  bool nz2nd = false;
  bool scmBlockGroup = false;
  uint32_t bufferLen = 0;
  uint32_t bufferNumber = 0;
  uint32_t consumerSize = 0;
  TPosition consumer[8] = {};
  bool enableStaticEvtId = false;
  bool enableLoopQueue = false;
};

namespace detail {
// The UB position a queue's buffers live in: the non-GM end of the binding
// (TQueBind<GM, VECIN> holds VECIN buffers, TQueBind<VECOUT, GM> VECOUT ones).
constexpr TPosition BufferPosition(TPosition src, TPosition dst) { return src == TPosition::GM ? dst : src; }
// The position a dequeued tensor has: where the data went, unless that is GM.
constexpr TPosition DequeuedPosition(TPosition src, TPosition dst) { return dst == TPosition::GM ? src : dst; }
// The user positions of EnQue/DeQue<srcUserPos, dstUserPos>: GM->UB->GM only.
constexpr bool UserPathPosition(TPosition p) {
  return p == TPosition::GM || p == TPosition::VECIN || p == TPosition::VECOUT;
}

// The custom-pool calls (TQueBind/TBuf InitBufHandle) check the handle
// and the buffer against the pool they name (defined after TBuf).
template <class Pool>
void BindPoolBuffer(const char* api, Pool* pool, TBufHandle handle, uint32_t index, uint32_t address, uint32_t len);
}  // namespace detail

// A queue of at most 8 UB blocks. TQue<pos, depth> is the common case.
template <TPosition src, TPosition dst, int32_t depth, auto mask = 0>
class TQueBind {
  static_assert(dst != TPosition::TSCM,
                "TSCM queues hold L1 Buffer (cube side) memory; only the UB is simulated (page TSCM简介)");

 public:
  TQueBind() = default;

  template <typename T>
  LocalTensor<T> AllocTensor() {
    if (depth == 0)
      ascendc_host::ReportWarning("TQue::AllocTensor", "depth", "0",
                                  "the returning AllocTensor needs a nonzero depth (depth 0 is for the in-place form)");
    return Allocate<T>();
  }
  template <typename T>
  void AllocTensor(LocalTensor<T>& t) {
    if (depth != 0)
      ascendc_host::ReportWarning("TQue::AllocTensor", "depth", std::to_string(depth),
                                  "the in-place AllocTensor(tensor) needs depth 0");
    t = Allocate<T>();
  }

  template <typename T>
  bool EnQue(const LocalTensor<T>& t) {
    if (__builtin_expect(count_ == detail::kFifoCapacity, 0))
      detail::RaiseQueueFatal("TQue::EnQue", "queue", ascendc_host::detail::Str(count_), "queue is full");
    if (__builtin_expect(static_cast<int64_t>(count_) >= depth && depth > 0, 0))
      detail::ReportQueueWarning("TQue::EnQue", "depth", count_ + 1, "more consecutive EnQue calls than the queue depth");
    const auto& core = ascendc_host::runtime::CurrentCore();
    fifo_[(head_ + count_) % detail::kFifoCapacity] =
        Entry{core.AddressOf(t.GetPhyAddr()), t.GetLength(), t.OwnerBegin(), t.OwnerEnd(), t.UserTagSlot()};
    ++count_;
    return true;
  }
  // The VECIN/VECOUT-sharing form of a TQueBind: the data's own path.
  template <TPosition srcUserPos, TPosition dstUserPos, typename T>
  bool EnQue(const LocalTensor<T>& t) {
    static_assert(detail::UserPathPosition(srcUserPos) && detail::UserPathPosition(dstUserPos),
                  "EnQue<srcUserPos, dstUserPos>: the path is GM -> UB (VECIN/VECOUT) -> GM");
    return EnQue(t);
  }

  template <typename T>
  LocalTensor<T> DeQue() {
    return Take<T>(detail::DequeuedPosition(src, dst));
  }
  template <typename T>
  void DeQue(LocalTensor<T>& t) {
    t = Take<T>(detail::DequeuedPosition(src, dst));
  }
  template <TPosition srcUserPos, TPosition dstUserPos, typename T>
  LocalTensor<T> DeQue() {
    static_assert(detail::UserPathPosition(srcUserPos) && detail::UserPathPosition(dstUserPos),
                  "DeQue<srcUserPos, dstUserPos>: the path is GM -> UB (VECIN/VECOUT) -> GM");
    return Take<T>(dstUserPos == TPosition::GM ? srcUserPos : dstUserPos);
  }

  template <typename T>
  void FreeTensor(LocalTensor<T>& t) {
    const auto& core = ascendc_host::runtime::CurrentCore();
    const uint32_t address = core.AddressOf(t.GetPhyAddr());
    detail::QueueBlock* block = BlockAt(address);
    if (__builtin_expect(block == nullptr, 0)) {
      detail::ReportQueueError("TQue::FreeTensor", "tensor.address", address, "is not the start of a block of this queue");
      return;
    }
    if (__builtin_expect(!block->in_use, 0))
      detail::ReportQueueWarning("TQue::FreeTensor", "tensor.address", address, "block freed twice");
    block->in_use = false;
  }

  bool VacantInQue() const { return count_ < static_cast<uint32_t>(depth > 0 ? depth : 1); }
  bool HasTensorInQue() const { return count_ > 0; }
  int32_t GetTensorCountInQue() const { return static_cast<int32_t>(count_); }
  bool HasIdleBuffer() const {
    for (uint32_t i = 0; i < num_; ++i)
      if (!blocks_[i].in_use) return true;
    return false;
  }
  // Gives back the queue's event ids: its buffers stop counting against the
  // 8 queue buffers of its TPosition (TQue简介, "TQue Buffer限制").
  void FreeAllEvent() {
    static_assert(depth != 0, "FreeAllEvent does not support depth 0 (in-place tensors; page FreeAllEvent)");
    auto& counted = ascendc_host::runtime::CurrentCore().alloc.queue_buffers_per_position[PositionIndex()];
    counted -= counted >= counted_buffers_ ? counted_buffers_ : counted;
    counted_buffers_ = 0;
  }

  // The custom-pool interface (TQueBind/InitStartBufHandle, InitBufHandle):
  // the queue's first buffer handle, its number of buffers and their length.
  void InitStartBufHandle(TBufHandle startBufhandle, uint8_t num, uint32_t len) {
    const char* api = "TQueBind::InitStartBufHandle";
    if (startBufhandle == nullptr) ascendc_host::RaiseFatal(api, "startBufhandle", "null", "is not a buffer of a pool");
    if (num == 0 || num > detail::kMaxQueueBlocks) {
      ascendc_host::ReportError(api, "num", ascendc_host::detail::Str(num), "must be in [1, 8]");
      num = num == 0 ? 1 : detail::kMaxQueueBlocks;
    }
    ResetBlocks(num);
    for (uint32_t i = 0; i < num_; ++i) blocks_[i].len = len;
  }
  // Buffer `index` of the queue: handle + index is its descriptor in
  // bufPool, curPoolAddr its UB address, len its bytes.
  template <typename T>
  void InitBufHandle(T* bufPool, uint32_t index, TBufHandle bufhandle, uint32_t curPoolAddr, uint32_t len) {
    const char* api = "TQueBind::InitBufHandle";
    if (index >= num_)
      ascendc_host::RaiseFatal(api, "index", ascendc_host::detail::Str(index),
                               ("is not a buffer of this queue (InitStartBufHandle gave " + std::to_string(num_) +
                                ")")
                                   .c_str());
    detail::BindPoolBuffer(api, bufPool, bufhandle, index, curPoolAddr, len);
    blocks_[index] = detail::QueueBlock{curPoolAddr, len, -1, false};
  }

  // --- internals used by TPipe::InitBuffer and TBufPool::InitBuffer ---
  static constexpr TPosition kPosition = detail::BufferPosition(src, dst);
  static constexpr bool kIsQueue = true;
  static constexpr auto kMask = mask;
  // `num` consecutive blocks of `len` bytes from UB address `first`.
  void Bind(uint32_t first, uint32_t num, uint32_t len) {
    ResetBlocks(num);
    for (uint32_t i = 0; i < num; ++i) blocks_[i] = detail::QueueBlock{first + i * len, len, -1, false};
  }
  // Block `i` at any address (the custom-address InitBuffer).
  void BindBlock(uint32_t i, uint32_t address, uint32_t len) { blocks_[i] = detail::QueueBlock{address, len, -1, false}; }
  void ResetBlocks(uint32_t num) {
    num_ = num;
    next_ = head_ = count_ = 0;
    for (auto& b : blocks_) b = detail::QueueBlock{};
  }
  // Buffers counted against the per-position limit until FreeAllEvent.
  void CountBuffers(uint32_t n) { counted_buffers_ = n; }
  static constexpr uint32_t PositionIndex() { return static_cast<uint32_t>(kPosition) % 32; }

 private:
  struct Entry {
    uint32_t address, bytes, owner_begin, owner_end;
    TTagType* tag;
  };

  template <typename T>
  LocalTensor<T> Allocate() {
    using P = PrimT<T>;
    const char* api = "TQue::AllocTensor";
    if (__builtin_expect(num_ == 0, 0))
      detail::RaiseQueueFatal(api, "queue", "uninitialised", "InitBuffer was not called for this queue");
    for (uint32_t tries = 0; tries < num_; ++tries) {
      const uint32_t i = (next_ + tries) % num_;
      detail::QueueBlock& b = blocks_[i];
      if (!b.in_use) {
        b.in_use = true;
        next_ = (i + 1) % num_;
        auto& core = ascendc_host::runtime::CurrentCore();
        // Bound once more: a custom pool may have placed the block anywhere.
        detail::CheckBlockInUb(api, "block", b.address, b.len);
        return LocalTensor<T>::FromUb(reinterpret_cast<P*>(core.ub + b.address), static_cast<uint32_t>(b.len / sizeof(P)),
                                      kPosition, b.address, b.address + b.len, &b.tag);
      }
    }
    detail::RaiseQueueFatal(api, "queue", ascendc_host::detail::Str(num_) + " blocks in use",
                            "no free block (FreeTensor the tensors first)");
  }

  template <typename T>
  LocalTensor<T> Take(TPosition position) {
    using P = PrimT<T>;
    if (__builtin_expect(count_ == 0, 0))
      detail::RaiseQueueFatal("TQue::DeQue", "queue", "0", "queue is empty (DeQue without EnQue)");
    const Entry e = fifo_[head_];
    head_ = (head_ + 1) % detail::kFifoCapacity;
    --count_;
    auto& core = ascendc_host::runtime::CurrentCore();
    // A block from this queue comes back whole; other tensors keep their length.
    const detail::QueueBlock* block = BlockAt(e.owner_begin);
    const uint32_t bytes = e.owner_end > e.owner_begin && block != nullptr ? block->len : e.bytes;
    return LocalTensor<T>::FromUb(reinterpret_cast<P*>(core.ub + e.address), static_cast<uint32_t>(bytes / sizeof(P)),
                                  position, e.owner_begin, e.owner_end, e.tag);
  }

  detail::QueueBlock* BlockAt(uint32_t address) {
    for (uint32_t i = 0; i < num_; ++i)
      if (blocks_[i].len != 0 && blocks_[i].address == address) return &blocks_[i];
    return nullptr;
  }

  detail::QueueBlock blocks_[detail::kMaxQueueBlocks] = {};
  uint32_t num_ = 0, next_ = 0;
  uint32_t counted_buffers_ = 0;
  Entry fifo_[detail::kFifoCapacity] = {};
  uint32_t head_ = 0, count_ = 0;
};

template <TPosition pos, int32_t depth, auto mask = 0>
class TQue : public TQueBind<pos, pos, depth, mask> {};

// TSCM<pos, depth>: a queue into the TSCM position (L1 Buffer, cube side).
// Declared so that kernel code naming it compiles; using one is a compile
// error (TQueBind above): only the UB is simulated.
template <TPosition pos, int32_t depth, auto mask = 0>
using TSCM = TQueBind<pos, TPosition::TSCM, depth, mask>;

// One UB buffer for temporaries, no queue semantics.
template <TPosition pos = TPosition::VECCALC>
class TBuf {
 public:
  template <typename T>
  LocalTensor<T> Get() const {
    return Get<T>(static_cast<uint32_t>(len_ / sizeof(PrimT<T>)));
  }
  template <typename T>
  LocalTensor<T> Get(uint32_t count) const {
    using P = PrimT<T>;
    if (len_ == 0) ascendc_host::RaiseFatal("TBuf::Get", "buffer", "uninitialised", "InitBuffer was not called for this TBuf");
    if (static_cast<uint64_t>(count) * sizeof(P) > len_)
      ascendc_host::ReportError("TBuf::Get", "count", ascendc_host::detail::Str(count), "exceeds the buffer length");
    auto& core = ascendc_host::runtime::CurrentCore();
    return LocalTensor<T>::FromUb(reinterpret_cast<P*>(core.ub + first_), count, pos, first_, first_ + len_, &tag_);
  }
  template <typename T>
  LocalTensor<T> GetWithOffset(uint32_t count, uint32_t byte_offset) const {
    using P = PrimT<T>;
    if (static_cast<uint64_t>(byte_offset) + static_cast<uint64_t>(count) * sizeof(P) > len_)
      ascendc_host::ReportError("TBuf::GetWithOffset", "offset", ascendc_host::detail::Str(byte_offset),
                                "count elements at this offset exceed the buffer length");
    auto& core = ascendc_host::runtime::CurrentCore();
    return LocalTensor<T>::FromUb(reinterpret_cast<P*>(core.ub + first_ + byte_offset), count, pos, first_,
                                  first_ + len_, &tag_);
  }

  // The custom-pool interface; a TBuf has exactly one buffer (num = 1).
  void InitStartBufHandle(TBufHandle startBufhandle, uint8_t num, uint32_t len) {
    const char* api = "TBuf::InitStartBufHandle";
    if (startBufhandle == nullptr) ascendc_host::RaiseFatal(api, "startBufhandle", "null", "is not a buffer of a pool");
    if (num != 1) ascendc_host::ReportError(api, "num", ascendc_host::detail::Str(num), "must be 1 for a TBuf");
    first_ = 0;
    len_ = 0;
    pending_len_ = len;
  }
  template <typename T>
  void InitBufHandle(T* bufPool, uint32_t index, TBufHandle bufhandle, uint32_t curPoolAddr, uint32_t len) {
    const char* api = "TBuf::InitBufHandle";
    if (index != 0) ascendc_host::RaiseFatal(api, "index", ascendc_host::detail::Str(index), "a TBuf has buffer 0 only");
    if (pending_len_ != 0 && pending_len_ != len)
      ascendc_host::ReportWarning(api, "len", ascendc_host::detail::Str(len), "differs from InitStartBufHandle's len");
    detail::BindPoolBuffer(api, bufPool, bufhandle, index, curPoolAddr, len);
    Bind(curPoolAddr, len);
  }

  static constexpr TPosition kPosition = pos;
  static constexpr bool kIsQueue = false;
  void Bind(uint32_t first, uint32_t len) {
    first_ = first;
    len_ = len;
    tag_ = -1;
  }

 private:
  uint32_t first_ = 0, len_ = 0, pending_len_ = 0;
  mutable TTagType tag_ = -1;  // the buffer's user tag, set through its tensors
};

namespace detail {
// The common checks of the custom-pool calls: the handle is a descriptor
// of bufPool (handle + index), the buffer lies inside the pool's range and
// in UB. The descriptor records the buffer.
template <class Pool>
void BindPoolBuffer(const char* api, Pool* pool, TBufHandle handle, uint32_t index, uint32_t address, uint32_t len) {
  if (pool == nullptr) ascendc_host::RaiseFatal(api, "bufPool", "null", "names no pool");
  auto& state = pool->AscendcHostPool();
  auto* first = reinterpret_cast<BufDescriptor*>(handle);
  auto* begin = state.descriptors;
  auto* end = state.descriptors + state.kBufIds;
  const uintptr_t h = reinterpret_cast<uintptr_t>(handle);
  if (handle == nullptr || h < reinterpret_cast<uintptr_t>(begin) || h > reinterpret_cast<uintptr_t>(end) ||
      (h - reinterpret_cast<uintptr_t>(begin)) % sizeof(BufDescriptor) != 0)
    ascendc_host::RaiseFatal(api, "bufhandle", "not of bufPool",
                             "is not a buffer handle of the pool passed (GetBufHandle of that pool)");
  CheckBlockInUb(api, "curPoolAddr", address, len);
  if (!state.Contains(address, len))
    ascendc_host::ReportError(api, "curPoolAddr",
                              "[" + std::to_string(address) + ", " + std::to_string(uint64_t{address} + len) + ")",
                              ("lies outside the pool's " + state.RangeText()).c_str());
  // Release: a buffer beyond the pool's descriptors is bound to the queue
  // but recorded nowhere.
  if (static_cast<uint64_t>(first - begin) + index >= state.kBufIds) {
    ascendc_host::ReportError(api, "index", ascendc_host::detail::Str(index),
                              ("handle + index is past the pool's " + std::to_string(state.kBufIds) +
                               " buffers (BUFID_SIZE)")
                                  .c_str());
    return;
  }
  first[index] = BufDescriptor{address, len};
}
}  // namespace detail

// Owns the UB of a kernel: blocks are carved consecutively from UB address 0
// in call order (SPEC 6.6); destruction releases everything. One TPipe may
// be alive in a block at a time (TPipe构造函数: ERROR for a second one).
class TPipe {
 public:
  TPipe() { Attach("TPipe"); }
  ~TPipe() { Destroy(); }
  TPipe(const TPipe&) = delete;
  TPipe& operator=(const TPipe&) = delete;

  // Memory and event ids back to their start (the constructor does this);
  // a pipe is reused as Destroy(), Init() (page Init).
  void Init() {
    if (core_ != nullptr) {
      ascendc_host::ReportWarning("TPipe::Init", "pipe", "alive",
                                  "Init without a Destroy before it: the pipe's allocations start over");
      ResetPool();
      return;
    }
    Attach("TPipe::Init");
  }

  template <class T>
  bool InitBuffer(T& que, uint8_t num, uint32_t len) {
    static_assert(T::kIsQueue, "TPipe::InitBuffer(que, num, len) takes a TQue/TQueBind (a TBuf takes (buf, len))");
    const char* api = "TPipe::InitBuffer";
    CheckAttached(api);
    CheckQueueConfig(api, que, num, len);
    if (num == 0 || num > detail::kMaxQueueBlocks) {
      ascendc_host::ReportError(api, "num", ascendc_host::detail::Str(num), "must be in [1, 8]");
      if (num == 0) return false;
      num = detail::kMaxQueueBlocks;
    }
    const uint64_t rounded = detail::BufferBytes(api, len);
    CountQueueBuffers(api, que, num);
    // Carve raises FATAL beyond the UB, so the narrowing below is exact.
    const uint32_t first = Carve(api, rounded * num, num);
    que.Bind(first, num, static_cast<uint32_t>(rounded));
    return true;
  }

  // A queue whose blocks lie where the caller says: (start, length) pairs of
  // UB bytes, one per block. The pipe's own allocation does not move.
  template <class T, class U, class V, class... Addrs>
  bool InitBuffer(T& que, const Std::tuple<U, V>& addr0, const Addrs&... addrs) {
    static_assert(T::kIsQueue, "TPipe::InitBuffer(que, addrs...) takes a TQue/TQueBind, not a TBuf");
    static_assert(std::is_integral_v<U> && std::is_integral_v<V>, "an address is (start, length), both integers");
    static_assert((IsAddressPair<Addrs>::value && ...), "each address is a Std::tuple of (start, length)");
    constexpr uint32_t num = sizeof...(Addrs) + 1;
    static_assert(num <= detail::kMaxQueueBlocks, "a queue has at most 8 blocks");
    const char* api = "TPipe::InitBuffer";
    CheckQueueConfig(api, que, num, 0);
    CheckAttached(api);
    CountQueueBuffers(api, que, num);
    CountBuffers(api, num);
    que.ResetBlocks(num);
    uint32_t i = 0;
    auto bind = [&](const auto& addr) {
      const uint64_t start = static_cast<uint64_t>(Std::get<0>(addr));
      const uint64_t length = static_cast<uint64_t>(Std::get<1>(addr));
      const std::string name = "addr" + std::to_string(i);
      if (Std::get<0>(addr) < 0 || Std::get<1>(addr) <= 0)
        ascendc_host::RaiseFatal(api, name, std::to_string(static_cast<int64_t>(Std::get<0>(addr))) + ", " +
                                                std::to_string(static_cast<int64_t>(Std::get<1>(addr))),
                                 "needs a start >= 0 and a length > 0");
      detail::CheckBlockInUb(api, name.c_str(), start, length);
      ascendc_host::detail::CheckUbAligned(api, name.c_str(), static_cast<uint32_t>(start));
      if (start < core_->alloc.pipe_head)
        ascendc_host::ReportWarning(api, name, std::to_string(start),
                                    "overlaps the buffers InitBuffer(que, num, len) placed (mixing both forms)");
      que.BindBlock(i++, static_cast<uint32_t>(start), static_cast<uint32_t>(length));
    };
    bind(addr0);
    (bind(addrs), ...);
    return true;
  }

  template <TPosition pos>
  bool InitBuffer(TBuf<pos>& buf, uint32_t len) {
    const uint64_t rounded = detail::BufferBytes("TPipe::InitBuffer", len);
    buf.Bind(Carve("TPipe::InitBuffer", rounded, 1), static_cast<uint32_t>(rounded));
    return true;
  }

  // A pool of `len` bytes (rounded up to 32) carved like a buffer
  // (buf_pool.h); or one sharing the start and length of shareBuf.
  template <class T>
  bool InitBufPool(T& bufPool, uint32_t len) {
    static_assert(T::isTbufPool, "TPipe::InitBufPool takes a TBufPool (or an EXTERN_IMPL_BUFPOOL class)");
    const char* api = "TPipe::InitBufPool";
    const uint64_t rounded = detail::BufferBytes(api, len);
    const uint32_t first = Carve(api, rounded, 0);
    bufPool.AscendcHostPool().Place(first, static_cast<uint32_t>(rounded));
    return true;
  }
  template <class T, class U>
  bool InitBufPool(T& bufPool, uint32_t len, U& shareBuf) {
    static_assert(T::isTbufPool && U::isTbufPool, "TPipe::InitBufPool(bufPool, len, shareBuf) takes two TBufPools");
    const char* api = "TPipe::InitBufPool";
    CheckAttached(api);
    const uint64_t rounded = detail::BufferBytes(api, len);
    auto& shared = shareBuf.AscendcHostPool();
    if (!shared.placed) ascendc_host::RaiseFatal(api, "shareBuf", "uninitialised", "the shared pool was never placed");
    if (rounded > shared.max_len)
      ascendc_host::ReportError(api, "len", ascendc_host::detail::Str(len),
                                ("exceeds the length of shareBuf (" + std::to_string(shared.max_len) + " bytes)").c_str());
    bufPool.AscendcHostPool().Place(shared.start, shared.max_len);
    return true;
  }

  // Memory and event ids back to the state after construction; on Ascend
  // 950 the registers as InitSocState leaves them (CTRL[48] kept, CTRL[60]
  // back to 1; page Reset).
  void Reset() {
    CheckAttached("TPipe::Reset");
    InitSocState();
    ResetPool();
  }
  // Releases the pipe (a reused pipe is Init() again). The CPU runs every
  // call in order, so the two forms differ only in the barrier the NPU adds.
  void Destroy() { Release(); }
  void DestroyWithoutPipeAll() { Release(); }

  // Event ids of a hardware event (TPipe/AllocEventID, ReleaseEventID,
  // FetchEventID): 8 per HardEvent, lowest free first.
  template <HardEvent evt>
  TEventID AllocEventID() {
    static_assert(evt != HardEvent::MAX, "AllocEventID: HardEvent::MAX is no event");
    const char* api = "TPipe::AllocEventID";
    CheckAttached(api);
    const int id = LowestFreeEvent(evt);
    if (id < 0) {
      ascendc_host::ReportError(api, "evt", ascendc_host::detail::Str(static_cast<uint32_t>(evt)),
                                "all 8 event ids of this HardEvent are allocated (ReleaseEventID them)");
      return static_cast<TEventID>(detail::kEventIds - 1);
    }
    events_[static_cast<uint32_t>(evt)] |= static_cast<uint8_t>(1u << id);
    return static_cast<TEventID>(id);
  }
  template <HardEvent evt>
  void ReleaseEventID(TEventID id) {
    static_assert(evt != HardEvent::MAX, "ReleaseEventID: HardEvent::MAX is no event");
    const char* api = "TPipe::ReleaseEventID";
    CheckAttached(api);
    if (id < 0 || id >= static_cast<int>(detail::kEventIds)) {
      ascendc_host::ReportError(api, "id", std::to_string(id), "must be in [0, 8)");
      return;
    }
    uint8_t& used = events_[static_cast<uint32_t>(evt)];
    if ((used & (1u << id)) == 0) {
      ascendc_host::ReportError(api, "id", std::to_string(id),
                                "was not allocated by AllocEventID for this HardEvent (or was released already)");
      return;
    }
    used = static_cast<uint8_t>(used & ~(1u << id));
  }
  template <HardEvent evt>
  TEventID FetchEventID() {
    static_assert(evt != HardEvent::MAX, "FetchEventID: HardEvent::MAX is no event");
    return FetchEventID(evt);
  }
  TEventID FetchEventID(HardEvent evt) {
    const char* api = "TPipe::FetchEventID";
    CheckAttached(api);
    if (evt >= HardEvent::MAX) {
      ascendc_host::ReportError(api, "evt", ascendc_host::detail::Str(static_cast<uint32_t>(evt)), "is no HardEvent");
      return 0;
    }
    const int id = LowestFreeEvent(evt);
    if (id < 0) {
      ascendc_host::ReportError(api, "evt", ascendc_host::detail::Str(static_cast<uint32_t>(evt)),
                                "all 8 event ids of this HardEvent are allocated");
      return static_cast<TEventID>(detail::kEventIds - 1);
    }
    return static_cast<TEventID>(id);
  }

  // The host address of a position's memory (CPU debugging, page
  // GetBaseAddr): the core's UB for VECIN/VECOUT/VECCALC. Other positions
  // have no simulated memory: ERROR (release: null).
  inline uint8_t* GetBaseAddr(int8_t logicPos) {
    const char* api = "TPipe::GetBaseAddr";
    const auto pos = static_cast<TPosition>(logicPos);
    if (logicPos < 0 || logicPos >= static_cast<int8_t>(TPosition::MAX)) {
      ascendc_host::ReportError(api, "logicPos", std::to_string(logicPos), "is no TPosition");
      return nullptr;
    }
    if (!IsUbPosition(pos)) {
      ascendc_host::ReportError(api, "logicPos", std::to_string(logicPos),
                                "is not a Unified Buffer position (VECIN, VECOUT, VECCALC): only UB is simulated");
      return nullptr;
    }
    return ascendc_host::runtime::CurrentCore().ub;
  }

  // SPM buffer (page InitSpmBuffer): `bufferSize` bytes of GM from the
  // workspace tensor's first element, where UB data is parked and read back.
  template <typename T>
  void InitSpmBuffer(const GlobalTensor<T>& workspace, const int32_t bufferSize) {
    const char* api = "TPipe::InitSpmBuffer";
    CheckAttached(api);
    if (workspace.GetPhyAddr() == nullptr)
      ascendc_host::RaiseFatal(api, "workspace", "unbound", "GlobalTensor is not bound to GM (SetGlobalBuffer)");
    if (bufferSize <= 0) {
      ascendc_host::ReportError(api, "bufferSize", std::to_string(bufferSize), "must be positive");
      spm_ = nullptr;
      spm_bytes_ = 0;
      return;
    }
    if (workspace.HasKnownSize() && static_cast<uint64_t>(bufferSize) > workspace.GetSize() * sizeof(PrimT<T>))
      ascendc_host::RaiseFatal(api, "bufferSize", std::to_string(bufferSize),
                               ("exceeds the workspace tensor's " + std::to_string(workspace.GetSize() * sizeof(PrimT<T>)) +
                                " bytes")
                                   .c_str());
    size_t available = 0;
    if (ascendc_host::GmBytesAvailable(workspace.GetPhyAddr(), &available) && static_cast<size_t>(bufferSize) > available)
      ascendc_host::RaiseFatal(api, "bufferSize", std::to_string(bufferSize),
                               ("exceeds the GM buffer it lies in: " + std::to_string(available) + " bytes left").c_str());
    spm_ = reinterpret_cast<uint8_t*>(workspace.GetPhyAddr());
    spm_bytes_ = static_cast<uint32_t>(bufferSize);
  }
  // The L1 form: no product of either profile supports it (page InitSpmBuffer).
  template <typename Unused = void>
  void InitSpmBuffer(const int32_t bufferSize) {
    static_assert(sizeof(Unused*) == 0,
                  "InitSpmBuffer(bufferSize) parks data in L1, which Ascend 950 and Atlas A2/A3 do not support: "
                  "pass a GM workspace (page InitSpmBuffer)");
    (void)bufferSize;
  }
  // UB -> SPM (WriteSpmBuffer) and SPM -> UB (ReadSpmBuffer): blocks as in
  // DataCopy with DataCopyParams, the SPM side starting `offset` bytes into
  // the SPM buffer; or `size` elements rounded down to whole DataBlocks (0:
  // the tensor's ShapeInfo size).
  template <typename T>
  void WriteSpmBuffer(const LocalTensor<T>& writeBuffer, const DataCopyParams& copyParams, int32_t writeOffset = 0) {
    MoveSpm(true, writeBuffer, copyParams, writeOffset);
  }
  template <typename T>
  void WriteSpmBuffer(const LocalTensor<T>& writeBuffer, const int32_t writeSize, int32_t writeOffset = 0) {
    MoveSpm(true, writeBuffer, SpmBlocks(true, writeBuffer, writeSize), writeOffset);
  }
  template <typename T>
  void ReadSpmBuffer(const LocalTensor<T>& readBuffer, const DataCopyParams& copyParams, int32_t readOffset = 0) {
    MoveSpm(false, readBuffer, copyParams, readOffset);
  }
  template <typename T>
  void ReadSpmBuffer(const LocalTensor<T>& readBuffer, const int32_t readSize, int32_t readOffset = 0) {
    MoveSpm(false, readBuffer, SpmBlocks(false, readBuffer, readSize), readOffset);
  }

  // Bytes of UB handed out so far.
  uint32_t GetUsedBytes() const { return core_ ? core_->alloc.pipe_head : 0; }

  // --- internals (TBufPool, PopStackBuffer) ---
  // `bytes` from the pipe's bump pointer, counted as `buffers` buffers.
  uint32_t Carve(const char* api, uint64_t bytes, uint32_t buffers) {
    CheckAttached(api);
    CountBuffers(api, buffers);
    const uint64_t first = core_->alloc.pipe_head;
    if (first + bytes > core_->ub_bytes)
      ascendc_host::RaiseFatal(api, "len", ascendc_host::detail::Str(bytes),
                               ("exceeds the UB: " + std::to_string(first) + " bytes already used of " +
                                std::to_string(core_->ub_bytes))
                                   .c_str());
    core_->alloc.pipe_head = static_cast<uint32_t>(first + bytes);
    return static_cast<uint32_t>(first);
  }
  // The 64 buffers of a kernel (InitBuffer page).
  void CountBuffers(const char* api, uint32_t buffers) {
    if (core_->alloc.pipe_buffers + buffers > ascendc_host::kMaxPipeBuffers)
      ascendc_host::ReportError(api, "buffers", ascendc_host::detail::Str(core_->alloc.pipe_buffers + buffers),
                                "more than 64 buffers in one kernel");
    core_->alloc.pipe_buffers += buffers;
  }
  // The 8 queue buffers of a TPosition (TQue简介, "TQue Buffer限制").
  template <class T>
  void CountQueueBuffers(const char* api, T& que, uint32_t num) {
    uint32_t& counted = core_->alloc.queue_buffers_per_position[T::PositionIndex()];
    if (counted + num > ascendc_host::kQueueBuffersPerPosition)
      ascendc_host::ReportError(api, "num", ascendc_host::detail::Str(num),
                                "more than 8 queue buffers for one TPosition (FreeAllEvent gives a queue's back)");
    counted += num;
    que.CountBuffers(num);
  }
  void CheckAttached(const char* api) const {
    if (core_ == nullptr) ascendc_host::RaiseFatal(api, "pipe", "destroyed", "TPipe used after Destroy()");
  }

 private:
  template <typename X>
  struct IsAddressPair : std::false_type {};
  template <typename U, typename V>
  struct IsAddressPair<std::tuple<U, V>> : std::integral_constant<bool, std::is_integral_v<U> && std::is_integral_v<V>> {};

  void Attach(const char* api) {
    auto& core = ascendc_host::runtime::CurrentCore();
    ascendc_host::detail::StartDirectKernel(core);
    // Release: the new pipe takes over the UB from address 0.
    if (core.alloc.live_pipes != 0 && core.pipe != nullptr)
      ascendc_host::ReportError(api, "pipe", "second",
                                "another TPipe is alive in this block (one at a time: Destroy the first)");
    core_ = &core;
    ResetPool();
    ++core_->alloc.live_pipes;
    core_->pipe = this;  // GetTPipePtr
  }
  void ResetPool() {
    core_->alloc.pipe_head = 0;
    core_->alloc.pipe_buffers = 0;
    for (auto& n : core_->alloc.queue_buffers_per_position) n = 0;
    for (auto& e : events_) e = 0;
  }
  void Release() {
    if (core_ == nullptr) return;
    ResetPool();
    --core_->alloc.live_pipes;
    if (core_->pipe == this) core_->pipe = nullptr;
    core_ = nullptr;
  }
  int LowestFreeEvent(HardEvent evt) const {
    const uint8_t used = events_[static_cast<uint32_t>(evt)];
    for (int id = 0; id < static_cast<int>(detail::kEventIds); ++id)
      if ((used & (1u << id)) == 0) return id;
    return -1;
  }
  template <class T>
  static void CheckQueueConfig(const char* api, const T&, uint32_t num, uint32_t len) {
    constexpr auto mask = T::kMask;
    if constexpr (std::is_pointer_v<decltype(mask)>) {
      static_assert(std::is_same_v<std::remove_cv_t<decltype(mask)>, const TQueConfig*>,
                    "a TQue mask pointer is a const TQueConfig*");
      if (mask != nullptr && mask->bufferNumber != 0 && mask->bufferNumber != num)
        ascendc_host::ReportError(api, "num", ascendc_host::detail::Str(num), "differs from TQueConfig::bufferNumber");
      if (mask != nullptr && len != 0 && mask->bufferLen != 0 && mask->bufferLen != len)
        ascendc_host::ReportError(api, "len", ascendc_host::detail::Str(len), "differs from TQueConfig::bufferLen");
    }
  }
  // The writeSize/readSize forms as one DataCopyParams block.
  static const char* SpmApi(bool to_spm) { return to_spm ? "TPipe::WriteSpmBuffer" : "TPipe::ReadSpmBuffer"; }
  template <typename T>
  DataCopyParams SpmBlocks(bool to_spm, const LocalTensor<T>& tensor, int32_t size) {
    using P = PrimT<T>;
    const char* api = SpmApi(to_spm);
    if (size < 0) {
      ascendc_host::ReportError(api, "size", std::to_string(size), "is a number of elements, not negative");
      size = 0;
    }
    uint64_t elements = static_cast<uint64_t>(size);
    if (size == 0) {
      if constexpr (!is_tensorTrait_v<T>) {
        const ShapeInfo shape = tensor.GetShapeInfo();
        elements = shape.shapeDim == 0 ? 0 : static_cast<uint64_t>(GetShapeSize(shape));
      }
    }
    const uint64_t bytes = elements * sizeof(P);
    if (bytes % ascendc_host::kDataBlockBytes != 0)
      ascendc_host::ReportWarning(api, "size", std::to_string(elements),
                                  "size*sizeof(T) is not a multiple of 32 bytes; the copy is rounded down");
    const uint64_t blocks = bytes / ascendc_host::kDataBlockBytes;
    if (blocks > 65535) ascendc_host::ReportError(api, "size", std::to_string(elements), "is more than 65535 DataBlocks");
    return DataCopyParams(1, blocks > 65535 ? 65535 : blocks, 0, 0);
  }
  template <typename T>
  void MoveSpm(bool to_spm, const LocalTensor<T>& ub, const DataCopyParams& params, int32_t offset) {
    namespace d = ascendc_host::detail;
    const char* api = SpmApi(to_spm);
    CheckAttached(api);
    if (spm_ == nullptr) ascendc_host::RaiseFatal(api, "SPM buffer", "uninitialised", "InitSpmBuffer was not called");
    if (params.blockCount < 1 || params.blockCount > 4095)
      ascendc_host::ReportError(api, "copyParams.blockCount", d::Str(params.blockCount), "must be in [1, 4095]");
    if (params.blockLen < 1) ascendc_host::ReportError(api, "copyParams.blockLen", "0", "must be in [1, 65535]");
    if (offset < 0 || static_cast<uint32_t>(offset) > spm_bytes_)
      ascendc_host::RaiseFatal(api, "offset", std::to_string(offset),
                               ("is outside the SPM buffer of " + std::to_string(spm_bytes_) + " bytes").c_str());
    // The SPM buffer from `offset` on as a sized GM tensor: the block checks
    // of DataCopy then keep every SPM access inside it (FATAL).
    using P = PrimT<T>;
    GlobalTensor<T> spm;
    spm.SetGlobalBuffer(reinterpret_cast<P*>(spm_ + offset), (spm_bytes_ - static_cast<uint32_t>(offset)) / sizeof(P));
    const ascendc_host::kernels::BlockCopyPlan plan = d::BlocksPlan(params);
    const d::ByteExtent spm_side = to_spm ? d::DestinationExtent(plan) : d::SourceExtent(plan);
    if (!spm_side.Empty() && spm_side.hi > static_cast<__int128>(spm_bytes_) - offset)
      ascendc_host::RaiseFatal(api, "copyParams", "SPM bytes " + d::ExtentText(offset + spm_side.lo, offset + spm_side.hi),
                               ("leave the SPM buffer of " + std::to_string(spm_bytes_) + " bytes").c_str());
    const ascendc_host::runtime::DataMoveRegisters::LoopMode no_loop;
    if (to_spm) {
      d::MoveUbToGm(api, spm, ub, plan, false,
                    d::DescribeBlocks<T>(ascendc_host::verify::DataMoveCall::Path::kUbToGm, params, no_loop));
    } else {
      d::MoveGmToUb(api, ub, spm, plan, false,
                    d::DescribeBlocks<T>(ascendc_host::verify::DataMoveCall::Path::kGmToUb, params, no_loop));
    }
  }

  ascendc_host::runtime::CoreState* core_ = nullptr;
  uint8_t events_[static_cast<uint32_t>(HardEvent::MAX)] = {};
  uint8_t* spm_ = nullptr;
  uint32_t spm_bytes_ = 0;
};

// The block's live TPipe (the last one constructed); FATAL when none is.
__aicore__ inline TPipe* GetTPipePtr() {
  void* pipe = ascendc_host::runtime::CurrentCore().pipe;
  if (pipe == nullptr)
    ascendc_host::RaiseFatal("GetTPipePtr", "pipe", "null", "no TPipe is alive in this block (construct one first)");
  return static_cast<TPipe*>(pipe);
}

// The rest of the position's memory as one temporary tensor (page
// PopStackBuffer): the UB from the live TPipe's last allocation to the end.
// False (the tensor unchanged) with no TPipe alive or no UB left.
template <typename T, TPosition pos>
__aicore__ inline bool PopStackBuffer(LocalTensor<T>& popLocal) {
  static_assert(std::is_same_v<T, uint8_t> || std::is_same_v<T, int8_t> || std::is_same_v<T, int16_t> ||
                    std::is_same_v<T, uint16_t> || std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t> ||
                    std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t> || std::is_same_v<T, float> ||
                    std::is_same_v<T, half>,
                "PopStackBuffer: T is uint8_t, int8_t, int16_t, uint16_t, int32_t, uint32_t, int64_t, uint64_t, "
                "float or half (page PopStackBuffer)");
  static_assert(IsUbPosition(pos), "PopStackBuffer: only the UB positions (VECIN, VECOUT, VECCALC) are simulated");
  auto& core = ascendc_host::runtime::CurrentCore();
  if (core.pipe == nullptr) {
    ascendc_host::ReportWarning("PopStackBuffer", "pipe", "null", "no TPipe is alive: there is no stack to pop");
    return false;
  }
  const uint32_t first = core.alloc.pipe_head;
  const uint32_t count = (core.ub_bytes - first) / sizeof(T);
  if (count == 0) return false;
  popLocal = LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + first), count, pos, first,
                                    first + count * static_cast<uint32_t>(sizeof(T)));
  return true;
}

// Static-tensor style allocation (SPEC 6.6): a head that starts at UB
// address 0 and advances by exactly N*sizeof(T) bytes, no rounding.
template <Hardware hard = Hardware::UB>
class LocalMemAllocator {
  static_assert(hard == Hardware::UB, "ascendc-host simulates only the UB (Hardware::UB)");

 public:
  LocalMemAllocator() : core_(&ascendc_host::runtime::CurrentCore()) {
    ascendc_host::detail::StartDirectKernel(*core_);
    if (core_->alloc.local_mem_allocators++ > 0)
      ascendc_host::ReportError("LocalMemAllocator", "hardware", "UB",
                                "only one LocalMemAllocator per Hardware may exist at a time");
  }
  ~LocalMemAllocator() { --core_->alloc.local_mem_allocators; }
  LocalMemAllocator(const LocalMemAllocator&) = delete;
  LocalMemAllocator& operator=(const LocalMemAllocator&) = delete;

  template <typename T, uint32_t N>
  LocalTensor<T> Alloc() {
    return Take<T>(TPosition::VECCALC, N);
  }
  template <TPosition pos, typename T, uint32_t N>
  LocalTensor<T> Alloc() {
    return Take<T>(pos, N);
  }
  template <typename T>
  LocalTensor<T> Alloc(uint32_t n) {
    return Take<T>(TPosition::VECCALC, n);
  }
  template <TPosition pos, typename T>
  LocalTensor<T> Alloc(uint32_t n) {
    return Take<T>(pos, n);
  }
  uint32_t GetCurAddr() const { return head_; }

 private:
  template <typename T>
  LocalTensor<T> Take(TPosition pos, uint32_t n) {
    using P = PrimT<T>;
    const uint64_t bytes = static_cast<uint64_t>(n) * sizeof(P);
    if (head_ + bytes > core_->ub_bytes)
      ascendc_host::RaiseFatal("LocalMemAllocator::Alloc", "N", ascendc_host::detail::Str(n),
                               ("exceeds the UB: " + std::to_string(head_) + " bytes already used of " +
                                std::to_string(core_->ub_bytes))
                                   .c_str());
    const uint32_t begin = head_;
    head_ = static_cast<uint32_t>(head_ + bytes);
    return LocalTensor<T>::FromUb(reinterpret_cast<P*>(core_->ub + begin), n, pos, begin, head_);
  }

  ascendc_host::runtime::CoreState* core_;
  uint32_t head_ = 0;
};

}  // namespace AscendC

// The page's prototype (`AscendC::TPipe* GetTPipePtr()`) is a global
// function: kernels call it unqualified.
using AscendC::GetTPipePtr;

#include "ascendc_host/ascendc/buf_pool.h"

#endif  // ASCENDC_HOST_ASCENDC_PIPE_H_
