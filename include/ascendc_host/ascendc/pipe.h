// UB allocation: TPipe, TQue/TQueBind, TBuf and LocalMemAllocator (SPEC 6.6).
// On the CPU these are pure bookkeeping over the current core's UB arena:
// data is never copied, queues only hand out and take back blocks.
#ifndef ASCENDC_HOST_ASCENDC_PIPE_H_
#define ASCENDC_HOST_ASCENDC_PIPE_H_

#include <cstdint>
#include <string>
#include <type_traits>

#include "ascendc_host/checks.h"
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

namespace detail {
inline constexpr uint32_t kMaxQueueBlocks = 8;  // buffers of one queue (SPEC 0.1)
inline constexpr uint32_t kFifoCapacity = 16;

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
}  // namespace detail

// A queue of `num` equal UB blocks. TQue<pos, depth> is the common case.
template <TPosition src, TPosition dst, int32_t depth, auto mask = 0>
class TQueBind {
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
    if (count_ == detail::kFifoCapacity)
      ascendc_host::RaiseFatal("TQue::EnQue", "queue", ascendc_host::detail::Str(count_), "queue is full");
    if (static_cast<int64_t>(count_) >= depth && depth > 0)
      ascendc_host::ReportWarning("TQue::EnQue", "depth", ascendc_host::detail::Str(count_ + 1),
                                  "more consecutive EnQue calls than the queue depth");
    const auto& core = ascendc_host::runtime::CurrentCore();
    fifo_[(head_ + count_) % detail::kFifoCapacity] =
        Entry{core.AddressOf(t.GetPhyAddr()), t.GetLength(), t.OwnerBegin(), t.OwnerEnd()};
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

 private:
  template <typename T>
  LocalTensor<T> Allocate() {
    const char* api = "TQue::AllocTensor";
    if (num_ == 0) ascendc_host::RaiseFatal(api, "queue", "uninitialised", "InitBuffer was not called for this queue");
    for (uint32_t tries = 0; tries < num_; ++tries) {
      const uint32_t i = (next_ + tries) % num_;
      if (!in_use_[i]) {
        in_use_[i] = true;
        next_ = (i + 1) % num_;
        const uint32_t begin = first_ + i * len_;
        auto& core = ascendc_host::runtime::CurrentCore();
        return LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + begin), static_cast<uint32_t>(len_ / sizeof(T)),
                                      detail::BufferPosition(src, dst), begin, begin + len_);
      }
    }
    ascendc_host::RaiseFatal(api, "queue", ascendc_host::detail::Str(num_) + " blocks in use",
                             "no free block (FreeTensor the tensors first)");
  }

  template <typename T>
  LocalTensor<T> Take(TPosition position) {
    if (count_ == 0) ascendc_host::RaiseFatal("TQue::DeQue", "queue", "0", "queue is empty (DeQue without EnQue)");
    const Entry e = fifo_[head_];
    head_ = (head_ + 1) % detail::kFifoCapacity;
    --count_;
    auto& core = ascendc_host::runtime::CurrentCore();
    // A block from this queue comes back whole; other tensors keep their length.
    const uint32_t bytes = e.owner_end > e.owner_begin && OwnsBlock(e.owner_begin) ? len_ : e.bytes;
    return LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + e.address),
                                  static_cast<uint32_t>(bytes / sizeof(T)), position, e.owner_begin, e.owner_end);
  }

 public:
  template <typename T>
  void FreeTensor(LocalTensor<T>& t) {
    const auto& core = ascendc_host::runtime::CurrentCore();
    const uint32_t address = core.AddressOf(t.GetPhyAddr());
    if (!OwnsBlock(address) || (address - first_) % len_ != 0) {
      ascendc_host::ReportError("TQue::FreeTensor", "tensor.address", ascendc_host::detail::Str(address),
                                "is not the start of a block of this queue");
      return;
    }
    const uint32_t i = (address - first_) / len_;
    if (!in_use_[i]) {
      ascendc_host::ReportWarning("TQue::FreeTensor", "tensor.address", ascendc_host::detail::Str(address),
                                  "block freed twice");
    }
    in_use_[i] = false;
  }

  bool VacantInQue() const { return count_ < static_cast<uint32_t>(depth > 0 ? depth : 1); }
  bool HasTensorInQue() const { return count_ > 0; }
  int32_t GetTensorCountInQue() const { return static_cast<int32_t>(count_); }
  bool HasIdleBuffer() const {
    for (uint32_t i = 0; i < num_; ++i)
      if (!in_use_[i]) return true;
    return false;
  }
  void FreeAllEvent() {}

  // --- internals used by TPipe::InitBuffer ---
  static constexpr TPosition kPosition = detail::BufferPosition(src, dst);
  void Bind(uint32_t first, uint32_t num, uint32_t len) {
    first_ = first;
    num_ = num;
    len_ = len;
    next_ = head_ = count_ = 0;
    for (auto& u : in_use_) u = false;
  }

 private:
  struct Entry {
    uint32_t address, bytes, owner_begin, owner_end;
  };
  bool OwnsBlock(uint32_t address) const { return num_ != 0 && address >= first_ && address < first_ + num_ * len_; }

  uint32_t first_ = 0, num_ = 0, len_ = 0, next_ = 0;
  bool in_use_[detail::kMaxQueueBlocks] = {};
  Entry fifo_[detail::kFifoCapacity] = {};
  uint32_t head_ = 0, count_ = 0;
};

template <TPosition pos, int32_t depth, auto mask = 0>
class TQue : public TQueBind<pos, pos, depth, mask> {};

// One UB buffer for temporaries, no queue semantics.
template <TPosition pos = TPosition::VECCALC>
class TBuf {
 public:
  template <typename T>
  LocalTensor<T> Get() const {
    return Get<T>(static_cast<uint32_t>(len_ / sizeof(T)));
  }
  template <typename T>
  LocalTensor<T> Get(uint32_t count) const {
    if (len_ == 0) ascendc_host::RaiseFatal("TBuf::Get", "buffer", "uninitialised", "InitBuffer was not called for this TBuf");
    if (static_cast<uint64_t>(count) * sizeof(T) > len_)
      ascendc_host::ReportError("TBuf::Get", "count", ascendc_host::detail::Str(count), "exceeds the buffer length");
    auto& core = ascendc_host::runtime::CurrentCore();
    return LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + first_), count, pos, first_, first_ + len_);
  }
  template <typename T>
  LocalTensor<T> GetWithOffset(uint32_t count, uint32_t byte_offset) const {
    if (static_cast<uint64_t>(byte_offset) + static_cast<uint64_t>(count) * sizeof(T) > len_)
      ascendc_host::ReportError("TBuf::GetWithOffset", "offset", ascendc_host::detail::Str(byte_offset),
                                "count elements at this offset exceed the buffer length");
    auto& core = ascendc_host::runtime::CurrentCore();
    return LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + first_ + byte_offset), count, pos, first_,
                                  first_ + len_);
  }
  void Bind(uint32_t first, uint32_t len) {
    first_ = first;
    len_ = len;
  }

 private:
  uint32_t first_ = 0, len_ = 0;
};

// Owns the UB of a kernel: blocks are carved consecutively from UB address 0
// in call order (SPEC 6.6); destruction releases everything.
class TPipe {
 public:
  TPipe() : core_(&ascendc_host::runtime::CurrentCore()) {
    ascendc_host::detail::StartDirectKernel(*core_);
    core_->alloc.pipe_head = 0;
    core_->alloc.pipe_buffers = 0;
    for (auto& n : core_->alloc.queue_buffers_per_position) n = 0;
    ++core_->alloc.live_pipes;
    core_->pipe = this;  // GetTPipePtr
  }
  ~TPipe() { Destroy(); }
  TPipe(const TPipe&) = delete;
  TPipe& operator=(const TPipe&) = delete;

  template <TPosition src, TPosition dst, int32_t depth, auto mask>
  bool InitBuffer(TQueBind<src, dst, depth, mask>& que, uint8_t num, uint32_t len) {
    const char* api = "TPipe::InitBuffer";
    if (num == 0 || num > detail::kMaxQueueBlocks) {
      ascendc_host::ReportError(api, "num", ascendc_host::detail::Str(num), "must be in [1, 8]");
      if (num == 0) return false;
      num = detail::kMaxQueueBlocks;
    }
    if constexpr (std::is_pointer_v<decltype(mask)>) {
      static_assert(std::is_same_v<decltype(mask), const TQueConfig*>, "a TQue mask pointer is a const TQueConfig*");
      if (mask != nullptr && mask->bufferNumber != 0 && mask->bufferNumber != num)
        ascendc_host::ReportError(api, "num", ascendc_host::detail::Str(num), "differs from TQueConfig::bufferNumber");
      if (mask != nullptr && mask->bufferLen != 0 && mask->bufferLen != len)
        ascendc_host::ReportError(api, "len", ascendc_host::detail::Str(len), "differs from TQueConfig::bufferLen");
    }
    const uint64_t rounded = detail::BufferBytes(api, len);
    const uint32_t pos_index = static_cast<uint32_t>(detail::BufferPosition(src, dst)) % 32;
    if (core_->alloc.queue_buffers_per_position[pos_index] + num > ascendc_host::kQueueBuffersPerPosition)
      ascendc_host::ReportError(api, "num", ascendc_host::detail::Str(num),
                                "more than 8 queue buffers for one TPosition");
    core_->alloc.queue_buffers_per_position[pos_index] += num;
    // Carve raises FATAL beyond the UB, so the narrowing below is exact.
    const uint32_t first = Carve(api, rounded * num, num);
    que.Bind(first, num, static_cast<uint32_t>(rounded));
    return true;
  }

  template <TPosition pos>
  bool InitBuffer(TBuf<pos>& buf, uint32_t len) {
    const uint64_t rounded = detail::BufferBytes("TPipe::InitBuffer", len);
    buf.Bind(Carve("TPipe::InitBuffer", rounded, 1), static_cast<uint32_t>(rounded));
    return true;
  }

  void Reset() {
    core_->alloc.pipe_head = 0;
    core_->alloc.pipe_buffers = 0;
    for (auto& n : core_->alloc.queue_buffers_per_position) n = 0;
  }
  void Destroy() {
    if (core_ == nullptr) return;
    Reset();
    --core_->alloc.live_pipes;
    if (core_->pipe == this) core_->pipe = nullptr;
    core_ = nullptr;
  }
  // Bytes of UB handed out so far.
  uint32_t GetUsedBytes() const { return core_ ? core_->alloc.pipe_head : 0; }

 private:
  uint32_t Carve(const char* api, uint64_t bytes, uint32_t buffers) {
    if (core_ == nullptr) ascendc_host::RaiseFatal(api, "pipe", "destroyed", "TPipe used after Destroy()");
    if (core_->alloc.pipe_buffers + buffers > ascendc_host::kMaxPipeBuffers)
      ascendc_host::ReportError(api, "buffers", ascendc_host::detail::Str(core_->alloc.pipe_buffers + buffers),
                                "more than 64 buffers in one kernel");
    const uint64_t first = core_->alloc.pipe_head;
    if (first + bytes > core_->ub_bytes)
      ascendc_host::RaiseFatal(api, "len", ascendc_host::detail::Str(bytes),
                               ("exceeds the UB: " + std::to_string(first) + " bytes already used of " +
                                std::to_string(core_->ub_bytes))
                                   .c_str());
    core_->alloc.pipe_head = static_cast<uint32_t>(first + bytes);
    core_->alloc.pipe_buffers += buffers;
    return static_cast<uint32_t>(first);
  }

  ascendc_host::runtime::CoreState* core_;
};

// The block's live TPipe (the last one constructed); FATAL when none is.
__aicore__ inline TPipe* GetTPipePtr() {
  void* pipe = ascendc_host::runtime::CurrentCore().pipe;
  if (pipe == nullptr)
    ascendc_host::RaiseFatal("GetTPipePtr", "pipe", "null", "no TPipe is alive in this block (construct one first)");
  return static_cast<TPipe*>(pipe);
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
    const uint64_t bytes = static_cast<uint64_t>(n) * sizeof(T);
    if (head_ + bytes > core_->ub_bytes)
      ascendc_host::RaiseFatal("LocalMemAllocator::Alloc", "N", ascendc_host::detail::Str(n),
                               ("exceeds the UB: " + std::to_string(head_) + " bytes already used of " +
                                std::to_string(core_->ub_bytes))
                                   .c_str());
    const uint32_t begin = head_;
    head_ = static_cast<uint32_t>(head_ + bytes);
    return LocalTensor<T>::FromUb(reinterpret_cast<T*>(core_->ub + begin), n, pos, begin, head_);
  }

  ascendc_host::runtime::CoreState* core_;
  uint32_t head_ = 0;
};

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_PIPE_H_
