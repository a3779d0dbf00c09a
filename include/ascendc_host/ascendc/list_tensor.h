// ListTensorDesc and TensorDesc (辅助数据结构/ListTensorDesc, TensorDesc;
// SPEC 15.5), Atlas A2/A3 only: a GM block that lists tensors, read in the
// kernel. Its layout, in 64-bit words from `data`:
//   word 0                 byte offset of the data-pointer array from data
//   then per tensor        one word {low 32 bits: dim, high 32 bits: index},
//                          then dim words of shape
//   at data + word 0       one data pointer per tensor
// A list without shapes is {24, {dim 0, count}, 0xffffffff, pointers...}.
// Every word read lies inside `length` bytes when it is given, and inside
// the GM buffer when `data` lies in a registered one (FATAL otherwise).
#ifndef ASCENDC_HOST_ASCENDC_LIST_TENSOR_H_
#define ASCENDC_HOST_ASCENDC_LIST_TENSOR_H_

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/config.h"
#include "ascendc_host/runtime.h"

namespace AscendC {

#if defined(ASCENDC_HOST_PROFILE_PA2) && ASCENDC_HOST_PROFILE_PA2

// One tensor of a ListTensorDesc: its dim, index, shape (written to the
// caller's buffer given by SetShapeAddr) and data pointer.
template <class T>
class TensorDesc {
 public:
  TensorDesc() = default;
  ~TensorDesc() = default;

  void SetShapeAddr(uint64_t* shapePtr) {
    if (shapePtr == nullptr)
      ascendc_host::ReportError("TensorDesc::SetShapeAddr", "shapePtr", "null", "needs a buffer for the shape");
    shape_ = shapePtr;
  }
  uint64_t GetDim() { return dim_; }
  uint64_t GetIndex() { return index_; }
  // Dimension `offset` of the shape; an offset not below GetDim() is an ERROR
  // (release: 0).
  uint64_t GetShape(uint32_t offset) {
    if (offset >= dim_ || shape_ == nullptr) {
      ascendc_host::ReportError("TensorDesc::GetShape", "offset", ascendc_host::detail::Str(offset),
                                ("is not below the tensor's dim (" + std::to_string(dim_) + ")").c_str());
      return 0;
    }
    return shape_[offset];
  }
  T* GetDataPtr() { return data_; }
  // The data as a GlobalTensor of the shape's element count (SPEC 15.5).
  GlobalTensor<T> GetDataObj() {
    GlobalTensor<T> obj;
    if (data_ == nullptr)
      ascendc_host::RaiseFatal("TensorDesc::GetDataObj", "desc", "empty", "no tensor was read into it (GetDesc)");
    uint64_t elements = 1;
    for (uint32_t i = 0; i < dim_; ++i) elements *= shape_[i];
    obj.SetGlobalBuffer(reinterpret_cast<__gm__ PrimT<T>*>(data_), elements);
    return obj;
  }

  // --- ascendc-host internals (ListTensorDesc::GetDesc) ---
  uint64_t* ShapeAddr() const { return shape_; }
  void Fill(uint32_t dim, uint32_t index, T* data) {
    dim_ = dim;
    index_ = index;
    data_ = data;
  }

 private:
  uint32_t dim_ = 0;
  uint32_t index_ = 0;
  uint64_t* shape_ = nullptr;
  T* data_ = nullptr;
};

class ListTensorDesc {
 public:
  ListTensorDesc() = default;
  ListTensorDesc(__gm__ void* data, uint32_t length = 0xffffffff, uint32_t shapeSize = 0xffffffff) {
    Init(data, length, shapeSize);
  }

  // Reads the list's header; length (bytes) and shapeSize (pointers), when
  // both given, must match the list (ERROR).
  void Init(__gm__ void* data, uint32_t length = 0xffffffff, uint32_t shapeSize = 0xffffffff) {
    const char* api = "ListTensorDesc::Init";
    if (data == nullptr) ascendc_host::RaiseFatal(api, "data", "null", "names no list");
    base_ = static_cast<const uint8_t*>(data);
    known_bytes_ = ~0ull;
    if (length != 0xffffffff) known_bytes_ = length;
    size_t available = 0;
    if (ascendc_host::GmBytesAvailable(base_, &available) && available < known_bytes_) known_bytes_ = available;
    const uint64_t pointers_at = Word(api, 0);
    const uint64_t first = Word(api, 1);
    dim_ = static_cast<uint32_t>(first & 0xffffffffu);
    desc_words_ = dim_ == 0 ? 2 : 1 + dim_;
    if (pointers_at % 8 != 0 || pointers_at < 8 * (1 + desc_words_))
      ascendc_host::RaiseFatal(api, "data[0]", ascendc_host::detail::Str(pointers_at),
                               "is not the byte offset of the data pointers (a multiple of 8 past the descriptors)");
    pointers_ = pointers_at / 8;
    const uint32_t count_word = static_cast<uint32_t>(first >> 32);
    count_ = count_word != 0 ? count_word : static_cast<uint32_t>(Word(api, pointers_ - desc_words_) >> 32) + 1;
    const bool consistent = dim_ != 0 ? count_ == (pointers_at - 8) / (desc_words_ * 8)
                                      : Word(api, 2) == 0xffffffffu && pointers_at == 24;
    if (!consistent)
      ascendc_host::ReportError(api, "data", "header",
                                "the descriptors do not match the data-pointer offset (page ListTensorDesc layout)");
    if (length != 0xffffffff && shapeSize != 0xffffffff) {
      if (count_ != shapeSize)
        ascendc_host::ReportError(api, "shapeSize", ascendc_host::detail::Str(shapeSize),
                                  ("differs from the list's " + std::to_string(count_) + " pointers").c_str());
      if (length != pointers_at + uint64_t{count_} * 8)
        ascendc_host::ReportError(api, "length", ascendc_host::detail::Str(length),
                                  ("differs from the list's " + std::to_string(pointers_at + uint64_t{count_} * 8) +
                                   " bytes")
                                      .c_str());
    }
  }

  // Tensor `index`: dim, index, data pointer, and its shape into the
  // buffer desc.SetShapeAddr gave.
  template <class T>
  void GetDesc(TensorDesc<T>& desc, uint32_t index) {
    const char* api = "ListTensorDesc::GetDesc";
    CheckIndex(api, index);
    if (dim_ == 0)
      ascendc_host::RaiseFatal(api, "list", "dim 0", "the list holds data pointers only, no shapes");
    if (desc.ShapeAddr() == nullptr)
      ascendc_host::RaiseFatal(api, "desc", "no shape buffer", "call desc.SetShapeAddr first");
    const uint64_t at = 1 + uint64_t{index} * desc_words_;
    for (uint32_t i = 0; i < dim_; ++i) desc.ShapeAddr()[i] = Word(api, at + 1 + i);
    desc.Fill(dim_, index, reinterpret_cast<T*>(Word(api, pointers_ + index)));
  }
  template <class T>
  T* GetDataPtr(uint32_t index) {
    const char* api = "ListTensorDesc::GetDataPtr";
    CheckIndex(api, index);
    return reinterpret_cast<T*>(Word(api, pointers_ + index));
  }
  uint32_t GetSize() { return count_; }

 private:
  // 64-bit word `i` of the list: FATAL past the known bytes.
  uint64_t Word(const char* api, uint64_t i) const {
    if (base_ == nullptr) ascendc_host::RaiseFatal(api, "list", "uninitialised", "Init was not called");
    if (i >= known_bytes_ / 8)
      ascendc_host::RaiseFatal(api, "data", "word " + std::to_string(i),
                               ("lies past the list's " + std::to_string(known_bytes_) + " known bytes").c_str());
    uint64_t w;
    std::memcpy(&w, base_ + i * 8, sizeof(w));
    return w;
  }
  void CheckIndex(const char* api, uint32_t index) const {
    if (index >= count_)
      ascendc_host::RaiseFatal(api, "index", ascendc_host::detail::Str(index),
                               ("is not below the list's " + std::to_string(count_) + " tensors").c_str());
  }

  const uint8_t* base_ = nullptr;
  uint64_t known_bytes_ = 0;
  uint64_t pointers_ = 0;  // word index of the data pointers
  uint32_t dim_ = 0;
  uint32_t desc_words_ = 0;
  uint32_t count_ = 0;
};

#else  // Ascend 950: the pages list no support.

template <class T>
class TensorDesc {
 public:
  template <typename... A>
  TensorDesc(A&&...) {
    static_assert(sizeof...(A) != sizeof...(A), "TensorDesc exists on Atlas A2/A3 only (page TensorDesc)");
  }
};
class ListTensorDesc {
 public:
  template <typename... A>
  ListTensorDesc(A&&...) {
    static_assert(sizeof...(A) != sizeof...(A), "ListTensorDesc exists on Atlas A2/A3 only (page ListTensorDesc)");
  }
};

#endif

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_LIST_TENSOR_H_
