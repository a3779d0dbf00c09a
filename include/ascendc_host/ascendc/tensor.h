// GlobalTensor (GM, host memory) and LocalTensor (a view into UB), SPEC 6.4-6.5.
#ifndef ASCENDC_HOST_ASCENDC_TENSOR_H_
#define ASCENDC_HOST_ASCENDC_TENSOR_H_

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/shape_info.h"
#include "ascendc_host/ascendc/tensor_trait.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/runtime.h"

namespace AscendC {

// The user tag of a queue buffer (LocalTensor::SetUserTag page).
using TTagType = int32_t;

// GlobalTensor::SetL2CacheHint's modes (page SetL2CacheHint).
enum CacheRwMode { READ = 1, WRITE = 2, RW = 3 };
enum class CacheMode : uint8_t { CACHE_MODE_DISABLE = 0, CACHE_MODE_NORMAL = 1, CACHE_MODE_PERSISTENT = 4 };

template <typename T>
class LocalTensor;

}  // namespace AscendC

namespace ascendc_host {
namespace detail {
// LocalTensor::GetPosition's result: the int32_t of the page, usable as the
// TPosition it is (comparisons, conversions) as well.
struct TensorPosition {
  AscendC::TPosition position;
  constexpr operator int32_t() const { return static_cast<int32_t>(position); }  // NOLINT
  constexpr operator AscendC::TPosition() const { return position; }           // NOLINT
};
// LocalTensor::Print / ToFile (ascendc/tensor_print.h).
template <typename T>
void PrintLocalTensor(const AscendC::LocalTensor<T>& tensor, uint32_t len);
template <typename T>
int32_t LocalTensorToFile(const AscendC::LocalTensor<T>& tensor, const std::string& file_name);
}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// A view of host memory. It is in one of three states: unbound (no
// SetGlobalBuffer yet), bound with an unknown size (SetGlobalBuffer(p): no
// range checks, GetSize() == 0) or bound to a known number of elements
// (SetGlobalBuffer(p, n), and every view taken from it by operator[]: FATAL
// range checks; a view at the very end has 0 elements and admits no access).
template <typename T>
class GlobalTensor {
  static_assert(ascendc_host::detail::kTensorElementSized<T>,
                "GlobalTensor<TensorTrait<...>>: the TensorTrait's Layout holds compile-time values only (page "
                "TensorTrait简介: with the APIs, pos and LayoutType keep their defaults)");

 public:
  using PrimType = PrimT<T>;
  GlobalTensor() = default;

  // Binds host memory of unknown size (no range checks).
  void SetGlobalBuffer(__gm__ PrimType* buffer) {
    address_ = buffer;
    size_ = 0;
    sized_ = false;
  }
  // Binds host memory of bufferSize elements (range-checked, SPEC 6.4). A
  // size beyond the end of a registered GM buffer (GmAlloc, SPEC 11.3) is
  // FATAL: the accesses it allows would leave the buffer.
  void SetGlobalBuffer(__gm__ PrimType* buffer, uint64_t bufferSize) {
    size_t available = 0;
    if (ascendc_host::GmBytesAvailable(buffer, &available) && available / sizeof(PrimType) < bufferSize)
      ascendc_host::RaiseFatal("GlobalTensor::SetGlobalBuffer", "bufferSize", ascendc_host::detail::Str(bufferSize),
                               ("exceeds the GM buffer it lies in: " + std::to_string(available / sizeof(PrimType)) +
                                " elements left")
                                   .c_str());
    address_ = buffer;
    size_ = bufferSize;
    sized_ = true;
  }
  __gm__ PrimType* GetPhyAddr() const { return address_; }
  __gm__ PrimType* GetPhyAddr(uint64_t offset) const { return address_ + offset; }
  // Elements of a sized tensor; 0 when the size is unknown.
  uint64_t GetSize() const { return size_; }
  // A view past the bound size (inside the allocation, runtime.h
  // InsideGmAllocation) holds 0 elements: its accesses are checked against
  // the allocation.
  ASCENDC_HOST_HOT_PATH GlobalTensor operator[](uint64_t offset) const {
    const bool beyond = sized_ && offset > size_;
    if (__builtin_expect(beyond, 0))
      ascendc_host::detail::CheckGmOffsetBeyond(address_, offset, sizeof(PrimType), size_);
    GlobalTensor t = *this;
    t.address_ = address_ + offset;
    t.size_ = sized_ && !beyond ? size_ - offset : 0;
    return t;
  }
  PrimType GetValue(uint64_t i) const {
    CheckIndex("GlobalTensor::GetValue", i);
    PrimType v;
    std::memcpy(&v, address_ + i, sizeof(PrimType));
    return v;
  }
  void SetValue(uint64_t i, PrimType v) const {
    CheckIndex("GlobalTensor::SetValue", i);
    std::memcpy(address_ + i, &v, sizeof(PrimType));
  }
  PrimType& operator()(uint64_t i) const {
    CheckIndex("GlobalTensor::operator()", i);
    return address_[i];
  }
  // The L2 cache mode of the tensor's GM (page SetL2CacheHint): a hint with
  // no CPU meaning; rwMode is reserved.
  template <CacheRwMode rwMode = CacheRwMode::RW>
  void SetL2CacheHint(CacheMode mode) {
    (void)mode;
  }

  // The same GM as elements of CAST_T (page ReinterpretCast): a bound size
  // becomes size * sizeof(T) / sizeof(CAST_T), rounded down (WARN when bytes
  // are left over); ShapeInfo is not carried over.
  template <typename CAST_T>
  GlobalTensor<CAST_T> ReinterpretCast() const {
    using Q = PrimT<CAST_T>;
    GlobalTensor<CAST_T> t;
    t.address_ = reinterpret_cast<Q*>(address_);
    t.sized_ = sized_;
    if (sized_) {
      // In 128 bits: a bound size may be any 64-bit count.
      const unsigned __int128 bytes = static_cast<unsigned __int128>(size_) * sizeof(PrimType);
      if (bytes % sizeof(Q) != 0)
        ascendc_host::ReportWarning("GlobalTensor::ReinterpretCast", "size", ascendc_host::detail::Str(size_),
                                    "elements are no whole number of the new type's; GetSize() is rounded down");
      t.size_ = static_cast<uint64_t>(bytes / sizeof(Q));
    }
    return t;
  }

  // Shape information (SPEC 15.4): kept as set, read back unchanged; a
  // tensor whose shape was never set reads an all-zero ShapeInfo.
  void SetShapeInfo(const ShapeInfo& shapeInfo) {
    static_assert(!is_tensorTrait_v<T>, "a TensorTrait GlobalTensor has no ShapeInfo (page TensorTrait简介)");
    shape_info_ = shapeInfo;
  }
  ShapeInfo GetShapeInfo() const {
    static_assert(!is_tensorTrait_v<T>, "a TensorTrait GlobalTensor has no ShapeInfo (page TensorTrait简介)");
    return shape_info_;
  }

  // --- ascendc-host internals (range checks of the APIs). ---
  // True when bound with a size: accesses are checked against GetSize().
  bool HasKnownSize() const { return sized_; }

 private:
  template <typename U>
  friend class GlobalTensor;

  void CheckIndex(const char* api, uint64_t i) const {
    if (address_ == nullptr)
      ascendc_host::RaiseFatal(api, "this", "unbound", "GlobalTensor is not bound to GM (SetGlobalBuffer was not called)");
    if (sized_ && i >= size_ &&
        !(i < UINT64_MAX / sizeof(PrimType) && ascendc_host::InsideGmAllocation(address_, (i + 1) * sizeof(PrimType))))
      ascendc_host::RaiseFatal(api, "index", ascendc_host::detail::Str(i),
                               ("is outside the bound GM buffer of " + std::to_string(size_) +
                                " elements and outside any GM allocation that holds it")
                                   .c_str());
  }

  __gm__ PrimType* address_ = nullptr;
  uint64_t size_ = 0;
  bool sized_ = false;
  ShapeInfo shape_info_;
};

// A view (UB pointer, element count, position) into the current core's UB.
// It also remembers the byte range of the allocation it came from (TQue /
// TBuf block or LocalMemAllocator tile): writes beyond it are WARN (SPEC 0.6),
// and the user tag of that buffer (SetUserTag/GetUserTag, SPEC 15.4).
template <typename T>
class LocalTensor {
  static_assert(ascendc_host::detail::kTensorElementSized<T>,
                "LocalTensor<TensorTrait<...>>: the TensorTrait's Layout holds compile-time values only (page "
                "TensorTrait简介: with the APIs, pos and LayoutType keep their defaults)");

 public:
  using PrimType = PrimT<T>;
  LocalTensor() = default;

  // Static-tensor programming: `tileSize` elements at UB byte `addr` of the
  // current core (SPEC 13.6). FATAL unless the position is a UB one (VECIN,
  // VECOUT, VECCALC) and the tile lies in UB; ERROR (checked mode) when addr
  // is not 32-byte aligned. The tile is the tensor's owning allocation.
  LocalTensor(TPosition pos, uint32_t addr, uint32_t tileSize) {
    static_assert(!is_tensorTrait_v<T>, "LocalTensor(pos, addr, tileSize) takes a basic type; a TensorTrait "
                                        "tensor is built with LocalTensor(addr) (page LocalTensor构造函数)");
    Place("LocalTensor(pos, addr, tileSize)", pos, addr, tileSize);
  }
  // Static-tensor programming with a TensorTrait: its position, at UB byte
  // `addr`, as many elements as its Layout's shape holds (compile-time).
  explicit LocalTensor(uint32_t addr) {
    static_assert(is_tensorTrait_v<T>, "LocalTensor(addr) takes a TensorTrait type (page LocalTensor构造函数)");
    if constexpr (is_tensorTrait_v<T>) {
      static_assert(T::tPos != TPosition::GM && T::tPos != TPosition::MAX,
                    "LocalTensor(addr): the TensorTrait's position is not GM or MAX");
      using Size = decltype(ascendc_host::detail::ShapeSize(std::declval<typename T::LiteLayoutType>().GetShape()));
      static_assert(ascendc_host::detail::kStaticInt<Size>,
                    "LocalTensor(addr): the TensorTrait's Layout has a shape of compile-time values (Std::Int)");
      static_assert(Size::value * sizeof(PrimType) % 32 == 0,
                    "LocalTensor(addr): the tensor's bytes are a multiple of 32 (page LocalTensor构造函数)");
      Place("LocalTensor(addr)", T::tPos, addr, static_cast<uint32_t>(Size::value));
    }
  }

  __ubuf__ PrimType* GetPhyAddr() const { return address_; }
  __ubuf__ PrimType* GetPhyAddr(uint32_t offset) const { return address_ + offset; }
  uint32_t GetSize() const { return size_; }
  void SetSize(uint32_t size) { size_ = size; }
  // Length in bytes of the logical size.
  uint32_t GetLength() const { return size_ * static_cast<uint32_t>(sizeof(PrimType)); }
  // The page's int32_t; it also converts to TPosition and compares with one.
  ascendc_host::detail::TensorPosition GetPosition() const { return ascendc_host::detail::TensorPosition{position_}; }
  void SetPosition(TPosition p) { position_ = p; }

  ASCENDC_HOST_HOT_PATH LocalTensor operator[](uint32_t offset) const {
    LocalTensor t = *this;
    t.address_ = address_ + offset;
    t.size_ = offset >= size_ ? 0 : size_ - offset;
    return t;
  }

  PrimType GetValue(uint32_t i) const {
    ascendc_host::runtime::CheckUbRange("LocalTensor::GetValue", "index", address_ + i, sizeof(PrimType));
    PrimType v;
    std::memcpy(&v, address_ + i, sizeof(PrimType));
    return v;
  }
  void SetValue(uint32_t i, PrimType v) const {
    ascendc_host::runtime::CheckUbRange("LocalTensor::SetValue", "index", address_ + i, sizeof(PrimType));
    std::memcpy(address_ + i, &v, sizeof(PrimType));
  }
  PrimType& operator()(uint32_t i) const {
    ascendc_host::runtime::CheckUbRange("LocalTensor::operator()", "index", address_ + i, sizeof(PrimType));
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
    using P = PrimT<U>;
    LocalTensor<U> t;
    t.address_ = reinterpret_cast<P*>(address_);
    t.size_ = static_cast<uint32_t>(static_cast<uint64_t>(size_) * sizeof(PrimType) / sizeof(P));
    t.position_ = position_;
    t.owner_begin_ = owner_begin_;
    t.owner_end_ = owner_end_;
    t.user_tag_ = user_tag_;
    return t;
  }

  // This tensor starts `offset` elements of S after src's start and covers
  // the rest of src's bytes (SPEC 15.4); position, allocation and user tag
  // are src's. An offset past src's end is an ERROR (release: 0 elements).
  template <typename S>
  void SetAddrWithOffset(LocalTensor<S>& src, uint32_t offset) {
    using P = PrimT<S>;
    const uint64_t src_bytes = static_cast<uint64_t>(src.size_) * sizeof(P);
    uint64_t skip = static_cast<uint64_t>(offset) * sizeof(P);
    if (skip > src_bytes) {
      ascendc_host::ReportError("LocalTensor::SetAddrWithOffset", "offset", ascendc_host::detail::Str(offset),
                                ("is past the end of src (" + std::to_string(src.size_) + " elements)").c_str());
      skip = src_bytes;
    }
    address_ = reinterpret_cast<PrimType*>(reinterpret_cast<uint8_t*>(src.address_) + skip);
    size_ = static_cast<uint32_t>((src_bytes - skip) / sizeof(PrimType));
    position_ = src.position_;
    owner_begin_ = src.owner_begin_;
    owner_end_ = src.owner_end_;
    user_tag_ = src.user_tag_;
  }

  // The tensor's length in elements (SPEC 15.4: the parameter table's unit).
  // Beyond the buffer the tensor came from (or the UB, for a tensor that
  // came from none) is an ERROR; release clamps to it.
  void SetBufferLen(uint32_t dataLen) {
    const auto& core = ascendc_host::runtime::CurrentCore();
    if (address_ == nullptr || !core.Contains(address_, 0)) {
      ascendc_host::ReportError("LocalTensor::SetBufferLen", "tensor", "not in UB",
                                "the tensor does not lie in the UB (it was never allocated)");
      size_ = 0;
      return;
    }
    const uint32_t start = core.AddressOf(address_);
    const uint32_t end = owner_end_ != 0 ? owner_end_ : core.ub_bytes;
    const uint64_t available = end > start ? (end - start) / sizeof(PrimType) : 0;
    if (dataLen > available) {
      ascendc_host::ReportError("LocalTensor::SetBufferLen", "dataLen", ascendc_host::detail::Str(dataLen),
                                ("exceeds the " + std::to_string(available) + " elements of the buffer from the " +
                                 "tensor's start")
                                    .c_str());
      dataLen = static_cast<uint32_t>(available);
    }
    size_ = dataLen;
  }

  // The user tag of the TQue/TBuf buffer the tensor lies in: it travels with
  // the buffer through EnQue/DeQue. A tensor of no such buffer has no tag:
  // ERROR (release: SetUserTag does nothing, GetUserTag returns -1).
  void SetUserTag(const TTagType tag) {
    if (user_tag_ == nullptr) {
      NoBuffer("LocalTensor::SetUserTag");
      return;
    }
    *user_tag_ = tag;
  }
  TTagType GetUserTag() const {
    if (user_tag_ == nullptr) {
      NoBuffer("LocalTensor::GetUserTag");
      return -1;
    }
    return *user_tag_;
  }

  void SetShapeInfo(const ShapeInfo& shapeInfo) {
    static_assert(!is_tensorTrait_v<T>, "a TensorTrait LocalTensor has no ShapeInfo (page TensorTrait简介)");
    shape_info_ = shapeInfo;
  }
  ShapeInfo GetShapeInfo() const {
    static_assert(!is_tensorTrait_v<T>, "a TensorTrait LocalTensor has no ShapeInfo (page TensorTrait简介)");
    return shape_info_;
  }

  // CPU debugging (SPEC 15.4): one DataBlock of elements per line to the
  // kernel output; the raw bytes of GetSize() elements to a file.
  inline void Print() { Print(size_); }
  inline void Print(uint32_t len) { ascendc_host::detail::PrintLocalTensor(*this, len); }
  int32_t ToFile(const std::string& fileName) const { return ascendc_host::detail::LocalTensorToFile(*this, fileName); }

  // --- ascendc-host internals (allocators and API validation). ---
  static LocalTensor FromUb(PrimType* address, uint32_t size, TPosition position, uint32_t owner_begin,
                            uint32_t owner_end, TTagType* user_tag = nullptr) {
    LocalTensor t;
    t.address_ = address;
    t.size_ = size;
    t.position_ = position;
    t.owner_begin_ = owner_begin;
    t.owner_end_ = owner_end;
    t.user_tag_ = user_tag;
    return t;
  }
  // UB byte range of the owning allocation (both 0 when unknown).
  uint32_t OwnerBegin() const { return owner_begin_; }
  uint32_t OwnerEnd() const { return owner_end_; }
  // The user-tag slot of the owning buffer (null for none).
  TTagType* UserTagSlot() const { return user_tag_; }

 private:
  template <typename U>
  friend class LocalTensor;

  void Place(const char* api, TPosition pos, uint32_t addr, uint32_t tileSize) {
    if (pos != TPosition::VECIN && pos != TPosition::VECOUT && pos != TPosition::VECCALC)
      ascendc_host::RaiseFatal(api, "pos", ascendc_host::detail::Str(static_cast<uint32_t>(pos)),
                               "is not a Unified Buffer position (VECIN, VECOUT, VECCALC): only UB is simulated");
    auto& core = ascendc_host::runtime::CurrentCore();
    const uint64_t bytes = static_cast<uint64_t>(tileSize) * sizeof(PrimType);
    if (addr > core.ub_bytes || bytes > core.ub_bytes - addr)
      ascendc_host::RaiseFatal(api, "addr+tileSize*sizeof(T)",
                               ascendc_host::detail::Str(addr) + "+" + ascendc_host::detail::Str(bytes),
                               ("exceeds the UB of " + std::to_string(core.ub_bytes) + " bytes").c_str());
    ascendc_host::detail::CheckUbAligned(api, "addr", addr);
    address_ = reinterpret_cast<PrimType*>(core.ub + addr);
    size_ = tileSize;
    position_ = pos;
    owner_begin_ = addr;
    owner_end_ = static_cast<uint32_t>(addr + bytes);
  }
  static void NoBuffer(const char* api) {
    ascendc_host::ReportError(api, "tensor", "no buffer",
                              "the tensor does not lie in a TQue/TBuf buffer (user tags belong to buffers)");
  }

  PrimType* address_ = nullptr;
  uint32_t size_ = 0;
  TPosition position_ = TPosition::VECCALC;
  uint32_t owner_begin_ = 0;
  uint32_t owner_end_ = 0;
  TTagType* user_tag_ = nullptr;
  ShapeInfo shape_info_;
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

#include "ascendc_host/ascendc/tensor_print.h"

#endif  // ASCENDC_HOST_ASCENDC_TENSOR_H_
