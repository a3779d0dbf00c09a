// GlobalTensor (GM, host memory) and LocalTensor (a view into UB), SPEC 6.4-6.5.
#ifndef ASCENDC_HOST_ASCENDC_TENSOR_H_
#define ASCENDC_HOST_ASCENDC_TENSOR_H_

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/runtime.h"

namespace AscendC {

// A view of host memory. It is in one of three states: unbound (no
// SetGlobalBuffer yet), bound with an unknown size (SetGlobalBuffer(p): no
// range checks, GetSize() == 0) or bound to a known number of elements
// (SetGlobalBuffer(p, n), and every view taken from it by operator[]: FATAL
// range checks; a view at the very end has 0 elements and admits no access).
template <typename T>
class GlobalTensor {
 public:
  using PrimType = PrimT<T>;
  GlobalTensor() = default;

  // Binds host memory of unknown size (no range checks).
  void SetGlobalBuffer(__gm__ T* buffer) {
    address_ = buffer;
    size_ = 0;
    sized_ = false;
  }
  // Binds host memory of bufferSize elements (range-checked, SPEC 6.4). A
  // size beyond the end of a registered GM buffer (GmAlloc, SPEC 11.3) is
  // FATAL: the accesses it allows would leave the buffer.
  void SetGlobalBuffer(__gm__ T* buffer, uint64_t bufferSize) {
    size_t available = 0;
    if (ascendc_host::GmBytesAvailable(buffer, &available) && available / sizeof(T) < bufferSize)
      ascendc_host::RaiseFatal("GlobalTensor::SetGlobalBuffer", "bufferSize", ascendc_host::detail::Str(bufferSize),
                               ("exceeds the GM buffer it lies in: " + std::to_string(available / sizeof(T)) +
                                " elements left")
                                   .c_str());
    address_ = buffer;
    size_ = bufferSize;
    sized_ = true;
  }
  __gm__ T* GetPhyAddr() const { return address_; }
  __gm__ T* GetPhyAddr(uint64_t offset) const { return address_ + offset; }
  // Elements of a sized tensor; 0 when the size is unknown.
  uint64_t GetSize() const { return size_; }
  GlobalTensor operator[](uint64_t offset) const {
    if (sized_ && offset > size_) {
      ascendc_host::RaiseFatal("GlobalTensor::operator[]", "offset", ascendc_host::detail::Str(offset),
                               ("is beyond the bound GM buffer of " + std::to_string(size_) + " elements").c_str());
    }
    GlobalTensor t;
    t.address_ = address_ + offset;
    t.size_ = sized_ ? size_ - offset : 0;
    t.sized_ = sized_;
    return t;
  }
  PrimType GetValue(uint64_t i) const {
    CheckIndex("GlobalTensor::GetValue", i);
    PrimType v;
    std::memcpy(&v, address_ + i, sizeof(T));
    return v;
  }
  void SetValue(uint64_t i, PrimType v) const {
    CheckIndex("GlobalTensor::SetValue", i);
    std::memcpy(address_ + i, &v, sizeof(T));
  }
  T& operator()(uint64_t i) const {
    CheckIndex("GlobalTensor::operator()", i);
    return address_[i];
  }
  // Cache hints have no CPU meaning.
  template <typename Mode>
  void SetL2CacheHint(Mode) {}

  // --- ascendc-host internals (range checks of the APIs). ---
  // True when bound with a size: accesses are checked against GetSize().
  bool HasKnownSize() const { return sized_; }

 private:
  void CheckIndex(const char* api, uint64_t i) const {
    if (address_ == nullptr)
      ascendc_host::RaiseFatal(api, "this", "unbound", "GlobalTensor is not bound to GM (SetGlobalBuffer was not called)");
    if (sized_ && i >= size_)
      ascendc_host::RaiseFatal(api, "index", ascendc_host::detail::Str(i),
                               ("is outside the bound GM buffer of " + std::to_string(size_) + " elements").c_str());
  }

  __gm__ T* address_ = nullptr;
  uint64_t size_ = 0;
  bool sized_ = false;
};

// A view (UB pointer, element count, position) into the current core's UB.
// It also remembers the byte range of the allocation it came from (TQue /
// TBuf block or LocalMemAllocator tile): writes beyond it are WARN (SPEC 0.6).
template <typename T>
class LocalTensor {
 public:
  using PrimType = PrimT<T>;
  LocalTensor() = default;

  // Static-tensor programming: `tileSize` elements at UB byte `addr` of the
  // current core (SPEC 13.6). FATAL unless the position is a UB one (VECIN,
  // VECOUT, VECCALC) and the tile lies in UB; ERROR (checked mode) when addr
  // is not 32-byte aligned. The tile is the tensor's owning allocation.
  LocalTensor(TPosition pos, uint32_t addr, uint32_t tileSize) {
    const char* api = "LocalTensor(pos, addr, tileSize)";
    if (pos != TPosition::VECIN && pos != TPosition::VECOUT && pos != TPosition::VECCALC)
      ascendc_host::RaiseFatal(api, "pos", ascendc_host::detail::Str(static_cast<uint32_t>(pos)),
                               "is not a Unified Buffer position (VECIN, VECOUT, VECCALC): only UB is simulated");
    auto& core = ascendc_host::runtime::CurrentCore();
    const uint64_t bytes = static_cast<uint64_t>(tileSize) * sizeof(T);
    if (addr > core.ub_bytes || bytes > core.ub_bytes - addr)
      ascendc_host::RaiseFatal(api, "addr+tileSize*sizeof(T)",
                               ascendc_host::detail::Str(addr) + "+" + ascendc_host::detail::Str(bytes),
                               ("exceeds the UB of " + std::to_string(core.ub_bytes) + " bytes").c_str());
    ascendc_host::detail::CheckUbAligned(api, "addr", addr);
    address_ = reinterpret_cast<T*>(core.ub + addr);
    size_ = tileSize;
    position_ = pos;
    owner_begin_ = addr;
    owner_end_ = static_cast<uint32_t>(addr + bytes);
  }

  __ubuf__ T* GetPhyAddr() const { return address_; }
  __ubuf__ T* GetPhyAddr(uint32_t offset) const { return address_ + offset; }
  uint32_t GetSize() const { return size_; }
  void SetSize(uint32_t size) { size_ = size; }
  // Length in bytes of the logical size.
  uint32_t GetLength() const { return size_ * static_cast<uint32_t>(sizeof(T)); }
  TPosition GetPosition() const { return position_; }
  void SetPosition(TPosition p) { position_ = p; }

  LocalTensor operator[](uint32_t offset) const {
    LocalTensor t = *this;
    t.address_ = address_ + offset;
    t.size_ = offset >= size_ ? 0 : size_ - offset;
    return t;
  }

  PrimType GetValue(uint32_t i) const {
    ascendc_host::runtime::CheckUbRange("LocalTensor::GetValue", "index", address_ + i, sizeof(T));
    PrimType v;
    std::memcpy(&v, address_ + i, sizeof(T));
    return v;
  }
  void SetValue(uint32_t i, PrimType v) const {
    ascendc_host::runtime::CheckUbRange("LocalTensor::SetValue", "index", address_ + i, sizeof(T));
    std::memcpy(address_ + i, &v, sizeof(T));
  }
  T& operator()(uint32_t i) const {
    ascendc_host::runtime::CheckUbRange("LocalTensor::operator()", "index", address_ + i, sizeof(T));
    return address_[i];
  }

  // `dst = a + b` and the other whole-tensor operators of the vector
  // compute APIs: the right-hand side is an expression that runs the API
  // over dst.GetSize() elements (ascendc/vector/).
  template <class Expression, typename = std::enable_if_t<Expression::kIsVectorExpression>>
  LocalTensor& operator=(const Expression& e) {
    e.AssignTo(*this);
    return *this;
  }

  template <typename U>
  LocalTensor<U> ReinterpretCast() const {
    LocalTensor<U> t;
    t.address_ = reinterpret_cast<U*>(address_);
    t.size_ = static_cast<uint32_t>(static_cast<uint64_t>(size_) * sizeof(T) / sizeof(U));
    t.position_ = position_;
    t.owner_begin_ = owner_begin_;
    t.owner_end_ = owner_end_;
    return t;
  }

  // --- ascendc-host internals (allocators and API validation). ---
  static LocalTensor FromUb(T* address, uint32_t size, TPosition position, uint32_t owner_begin,
                            uint32_t owner_end) {
    LocalTensor t;
    t.address_ = address;
    t.size_ = size;
    t.position_ = position;
    t.owner_begin_ = owner_begin;
    t.owner_end_ = owner_end;
    return t;
  }
  // UB byte range of the owning allocation (both 0 when unknown).
  uint32_t OwnerBegin() const { return owner_begin_; }
  uint32_t OwnerEnd() const { return owner_end_; }

 private:
  template <typename U>
  friend class LocalTensor;

  T* address_ = nullptr;
  uint32_t size_ = 0;
  TPosition position_ = TPosition::VECCALC;
  uint32_t owner_begin_ = 0;
  uint32_t owner_end_ = 0;
};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

// FATAL unless `bytes` starting at the tensor's first element lie in UB;
// returns the UB byte address of the tensor.
template <typename T>
uint32_t CheckTensorInUb(const char* api, const char* param, const AscendC::LocalTensor<T>& t,
                         uint64_t bytes) {
  return runtime::CheckUbRange(api, param, t.GetPhyAddr(), static_cast<size_t>(bytes));
}

// WARN when [address, address+bytes) written through `t` leaves the
// allocation the tensor came from (SPEC 0.6; the write is still performed).
template <typename T>
void WarnIfOutsideOwner(const char* api, const char* param, const AscendC::LocalTensor<T>& t,
                        uint32_t ub_address, uint64_t bytes) {
  if (!CheckedMode() || t.OwnerEnd() == 0) return;
  if (ub_address < t.OwnerBegin() || ub_address + bytes > t.OwnerEnd()) {
    ReportWarning(api, param, "[" + Str(ub_address) + ", " + Str(ub_address + bytes) + ")",
                  "writes outside the allocation the tensor came from");
  }
}

}  // namespace detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_TENSOR_H_
