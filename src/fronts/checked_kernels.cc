// Validation in front of the trusted kernels (see checked_kernels.h): every
// rule is decided from one SummarizeOffsets pass; the element that breaks a
// rule is looked up by a scalar rescan that runs only when the summary
// shows a problem.
#include "ascendc_host/checked_kernels.h"

#include <string>

#include "ascendc_host/error.h"
#include "ascendc_host/kernels.h"

namespace ascendc_host {
namespace checked {
namespace {

std::string Str(uint64_t v) { return std::to_string(v); }
std::string Elem(const char* name, uint64_t k) { return std::string(name) + "[" + Str(k) + "]"; }

void RequireWidth(const char* api, size_t element_bytes, bool allow_b64) {
  if (element_bytes == 1 || element_bytes == 2 || element_bytes == 4 || (allow_b64 && element_bytes == 8)) return;
  RaiseFatal(api, "element_bytes", Str(element_bytes), allow_b64 ? "is not 1, 2, 4 or 8" : "is not 1, 2 or 4");
}

void RequireNonNull(const char* api, const char* param, const void* p, uint64_t bytes) {
  if (p == nullptr && bytes > 0) RaiseFatal(api, param, "null", "is null but must hold data");
}

bool Overlap(const void* a, uint64_t a_bytes, const void* b, uint64_t b_bytes) {
  const uintptr_t x = reinterpret_cast<uintptr_t>(a), y = reinterpret_cast<uintptr_t>(b);
  return a_bytes > 0 && b_bytes > 0 && x < y + b_bytes && y < x + a_bytes;
}

// The offsets index `buffer_bytes` bytes as elements of `s` bytes.
void CheckOffsets(const char* api, const char* buffer_name, size_t buffer_bytes, const uint32_t* offsets, size_t n,
                  size_t s) {
  if (n == 0) return;
  const kernels::OffsetSummary summary = kernels::SummarizeOffsets(offsets, n, kernels::OffsetMap{});
  const bool misaligned = (summary.or_offsets & (s - 1)) != 0;
  const bool beyond = uint64_t{summary.max_offset} + s > buffer_bytes;
  if (!misaligned && !beyond) return;
  for (size_t k = 0; k < n; ++k) {
    const uint64_t o = offsets[k];
    if (o % s != 0)
      RaiseFatal(api, Elem("offsets", k), Str(o), ("is not a multiple of element_bytes=" + Str(s)).c_str());
    if (o + s > buffer_bytes)
      RaiseFatal(api, Elem("offsets", k), Str(o),
                 ("addresses bytes [" + Str(o) + ", " + Str(o + s) + ") beyond " + buffer_name +
                  "_bytes=" + Str(buffer_bytes))
                     .c_str());
  }
}

template <typename W>
void GatherWidth(const uint8_t* src, const uint32_t* offsets, size_t n, void* dst, kernels::Order order) {
  kernels::GatherByOffsets(src, offsets, n, kernels::OffsetMap{}, static_cast<W*>(dst), order);
}
template <typename W>
void ScatterWidth(const void* src, const uint32_t* offsets, size_t n, uint8_t* dst, kernels::Order order) {
  kernels::ScatterByOffsets(static_cast<const W*>(src), offsets, n, kernels::OffsetMap{}, dst, order);
}

}  // namespace

void Gather(const void* src, size_t src_bytes, const uint32_t* offsets, size_t n, void* dst, size_t dst_bytes,
            size_t element_bytes) {
  const char* api = "checked::Gather";
  RequireWidth(api, element_bytes, true);
  if (n == 0) return;
  RequireNonNull(api, "offsets", offsets, n);
  RequireNonNull(api, "dst", dst, n);
  RequireNonNull(api, "src", src, 1);
  if (uint64_t{n} * element_bytes > dst_bytes)
    RaiseFatal(api, "n", Str(n), ("elements do not fit in dst_bytes=" + Str(dst_bytes)).c_str());
  CheckOffsets(api, "src", src_bytes, offsets, n, element_bytes);
  const uint64_t written = uint64_t{n} * element_bytes;
  const kernels::Order order = Overlap(dst, written, src, src_bytes) || Overlap(dst, written, offsets, uint64_t{n} * 4)
                                   ? kernels::Order::kSequential
                                   : kernels::Order::kFree;
  const auto* base = static_cast<const uint8_t*>(src);
  switch (element_bytes) {
    case 1: GatherWidth<uint8_t>(base, offsets, n, dst, order); break;
    case 2: GatherWidth<uint16_t>(base, offsets, n, dst, order); break;
    case 4: GatherWidth<uint32_t>(base, offsets, n, dst, order); break;
    default: GatherWidth<uint64_t>(base, offsets, n, dst, order); break;
  }
}

void Scatter(const void* src, size_t src_bytes, const uint32_t* offsets, size_t n, void* dst, size_t dst_bytes,
             size_t element_bytes) {
  const char* api = "checked::Scatter";
  RequireWidth(api, element_bytes, true);
  if (n == 0) return;
  RequireNonNull(api, "offsets", offsets, n);
  RequireNonNull(api, "src", src, n);
  RequireNonNull(api, "dst", dst, 1);
  if (uint64_t{n} * element_bytes > src_bytes)
    RaiseFatal(api, "n", Str(n), ("elements exceed src_bytes=" + Str(src_bytes)).c_str());
  CheckOffsets(api, "dst", dst_bytes, offsets, n, element_bytes);
  const uint64_t read = uint64_t{n} * element_bytes;
  const kernels::Order order = Overlap(dst, dst_bytes, src, read) || Overlap(dst, dst_bytes, offsets, uint64_t{n} * 4)
                                   ? kernels::Order::kSequential
                                   : kernels::Order::kFree;
  auto* base = static_cast<uint8_t*>(dst);
  switch (element_bytes) {
    case 1: ScatterWidth<uint8_t>(src, offsets, n, base, order); break;
    case 2: ScatterWidth<uint16_t>(src, offsets, n, base, order); break;
    case 4: ScatterWidth<uint32_t>(src, offsets, n, base, order); break;
    default: ScatterWidth<uint64_t>(src, offsets, n, base, order); break;
  }
}

uint64_t Compress(const void* src, size_t n, const uint8_t* bits, size_t bits_bytes, void* dst, size_t dst_capacity,
                  size_t element_bytes) {
  const char* api = "checked::Compress";
  RequireWidth(api, element_bytes, false);
  if (n == 0) return 0;
  RequireNonNull(api, "src", src, n);
  RequireNonNull(api, "bits", bits, n);
  if ((uint64_t{n} + 7) / 8 > bits_bytes)
    RaiseFatal(api, "n", Str(n), ("positions need " + Str((uint64_t{n} + 7) / 8) + " pattern bytes, bits_bytes=" +
                                  Str(bits_bytes))
                                     .c_str());
  kernels::GatherMaskShape shape;
  shape.repeats = 1;
  shape.positions = n;
  shape.block_stride = kernels::ElementsPerBlock(element_bytes);
  shape.pattern = bits;
  const uint64_t kept = kernels::GatherMaskCount(shape, element_bytes);
  if (kept > dst_capacity)
    RaiseFatal(api, "dst_capacity", Str(dst_capacity), ("is below the " + Str(kept) + " elements kept").c_str());
  if (kept == 0) return 0;
  RequireNonNull(api, "dst", dst, kept);
  // The kernel gives the sequential result for any overlap (kernels/gather_mask.h).
  switch (element_bytes) {
    case 1: return kernels::GatherMask(static_cast<const uint8_t*>(src), static_cast<uint8_t*>(dst), shape, kept);
    case 2: return kernels::GatherMask(static_cast<const uint16_t*>(src), static_cast<uint16_t*>(dst), shape, kept);
    default: return kernels::GatherMask(static_cast<const uint32_t*>(src), static_cast<uint32_t*>(dst), shape, kept);
  }
}

void Copy(const void* src, size_t src_bytes, void* dst, size_t dst_bytes, size_t bytes) {
  const char* api = "checked::Copy";
  if (bytes == 0) return;
  RequireNonNull(api, "src", src, bytes);
  RequireNonNull(api, "dst", dst, bytes);
  if (bytes > src_bytes) RaiseFatal(api, "bytes", Str(bytes), ("exceeds src_bytes=" + Str(src_bytes)).c_str());
  if (bytes > dst_bytes) RaiseFatal(api, "bytes", Str(bytes), ("exceeds dst_bytes=" + Str(dst_bytes)).c_str());
  if (Overlap(src, bytes, dst, bytes)) RaiseFatal(api, "dst", "overlapping", "overlaps src (use disjoint buffers)");
  kernels::CopyBytes(static_cast<const uint8_t*>(src), static_cast<uint8_t*>(dst), bytes);
}

}  // namespace checked
}  // namespace ascendc_host
