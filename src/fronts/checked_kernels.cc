// Validation in front of the trusted kernels (see checked_kernels.h): every
// rule is decided from one SummarizeOffsets pass; the element that breaks a
// rule is looked up by a scalar rescan that runs only when the summary
// shows a problem.
#include "ascendc_host/checked_kernels.h"

#include <cstring>
#include <string>
#include <vector>

#include "ascendc_host/error.h"
#include "ascendc_host/kernels.h"
#include "ascendc_host/runtime/overlap.h"

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
  return Overlapping(ClassifyOverlap(a, a_bytes, b, b_bytes));
}

// n elements of `element_bytes` in bytes, saturating: sizes are compared,
// never wrapped (n = 2^62 + 4 must not look like 16 bytes).
uint64_t ElementBytes(uint64_t n, uint64_t element_bytes) {
  uint64_t bytes = 0;
  return __builtin_mul_overflow(n, element_bytes, &bytes) ? ~uint64_t{0} : bytes;
}

// Writes `len` bytes at `at` into the shadow copy of [base, base + shadow)
// where they overlap it.
void MirrorWrite(const uint8_t* at, const uint8_t* bytes, size_t len, const uint8_t* base,
                 std::vector<uint8_t>& shadow) {
  for (size_t j = 0; j < len; ++j) {
    const uintptr_t a = reinterpret_cast<uintptr_t>(at + j), b = reinterpret_cast<uintptr_t>(base);
    if (a >= b && a - b < shadow.size()) shadow[a - b] = bytes[j];
  }
}

// Compress when dst overlaps src or the bits: the element-by-element loop
// the header promises, where element i and bit i are read after every
// earlier element was written. Run on shadow copies of the inputs (each
// write mirrored into them), so the count is known, and checked against
// dst_capacity, before dst is touched.
uint64_t CompressInOrder(const char* api, const uint8_t* src, size_t n, const uint8_t* bits, uint8_t* dst,
                         size_t dst_capacity, size_t s) {
  std::vector<uint8_t> src_shadow(src, src + n * s), bits_shadow(bits, bits + (n + 7) / 8), out;
  out.reserve(n * s);
  for (size_t i = 0; i < n; ++i) {
    if (!((bits_shadow[i / 8] >> (i % 8)) & 1u)) continue;
    const size_t k = out.size();
    out.insert(out.end(), src_shadow.begin() + i * s, src_shadow.begin() + (i + 1) * s);
    MirrorWrite(dst + k, out.data() + k, s, src, src_shadow);
    MirrorWrite(dst + k, out.data() + k, s, bits, bits_shadow);
  }
  const uint64_t kept = out.size() / s;
  if (kept > dst_capacity)
    RaiseFatal(api, "dst_capacity", Str(dst_capacity), ("is below the " + Str(kept) + " elements kept").c_str());
  if (kept > 0) std::memcpy(dst, out.data(), out.size());
  return kept;
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

// Gather (kScatter false) or Scatter: the buffer the offsets index is the
// addressed one (Gather: src, Scatter: dst); the other holds the n elements
// in order.
template <bool kScatter>
void MoveByOffsets(const char* api, const void* src, size_t src_bytes, const uint32_t* offsets, size_t n, void* dst,
                   size_t dst_bytes, size_t element_bytes) {
  RequireWidth(api, element_bytes, true);
  if (n == 0) return;
  const char* strided_name = kScatter ? "src" : "dst";
  const char* addressed_name = kScatter ? "dst" : "src";
  const size_t strided_bytes = kScatter ? src_bytes : dst_bytes;
  RequireNonNull(api, "offsets", offsets, n);
  RequireNonNull(api, strided_name, kScatter ? src : dst, n);
  RequireNonNull(api, addressed_name, kScatter ? dst : src, 1);
  if (n > strided_bytes / element_bytes)
    RaiseFatal(api, "n", Str(n),
               (std::string(kScatter ? "elements exceed " : "elements do not fit in ") + strided_name +
                "_bytes=" + Str(strided_bytes))
                   .c_str());
  CheckOffsets(api, addressed_name, kScatter ? dst_bytes : src_bytes, offsets, n, element_bytes);
  // What dst may be written at against what is read: Gather writes its n
  // elements and may read all of src; Scatter may write all of dst and
  // reads its n elements.
  const uint64_t moved = uint64_t{n} * element_bytes;
  const uint64_t written = kScatter ? dst_bytes : moved, read = kScatter ? moved : src_bytes;
  const kernels::Order order = Overlap(dst, written, src, read) || Overlap(dst, written, offsets, ElementBytes(n, 4))
                                   ? kernels::Order::kSequential
                                   : kernels::Order::kFree;
  auto move = [&](auto width) {
    using W = decltype(width);
    if constexpr (kScatter) {
      kernels::ScatterByOffsets(static_cast<const W*>(src), offsets, n, kernels::OffsetMap{},
                                static_cast<uint8_t*>(dst), order);
    } else {
      kernels::GatherByOffsets(static_cast<const uint8_t*>(src), offsets, n, kernels::OffsetMap{}, static_cast<W*>(dst),
                               order);
    }
  };
  switch (element_bytes) {
    case 1: return move(uint8_t{});
    case 2: return move(uint16_t{});
    case 4: return move(uint32_t{});
    default: return move(uint64_t{});
  }
}

}  // namespace

void Gather(const void* src, size_t src_bytes, const uint32_t* offsets, size_t n, void* dst, size_t dst_bytes,
            size_t element_bytes) {
  MoveByOffsets<false>("checked::Gather", src, src_bytes, offsets, n, dst, dst_bytes, element_bytes);
}

void Scatter(const void* src, size_t src_bytes, const uint32_t* offsets, size_t n, void* dst, size_t dst_bytes,
             size_t element_bytes) {
  MoveByOffsets<true>("checked::Scatter", src, src_bytes, offsets, n, dst, dst_bytes, element_bytes);
}

uint64_t Compress(const void* src, size_t n, const uint8_t* bits, size_t bits_bytes, void* dst, size_t dst_capacity,
                  size_t element_bytes) {
  const char* api = "checked::Compress";
  RequireWidth(api, element_bytes, false);
  if (n == 0) return 0;
  RequireNonNull(api, "src", src, n);
  RequireNonNull(api, "bits", bits, n);
  const uint64_t pattern_bytes = uint64_t{n} / 8 + (n % 8 != 0 ? 1 : 0);
  if (pattern_bytes > bits_bytes)
    RaiseFatal(api, "n", Str(n),
               ("positions need " + Str(pattern_bytes) + " pattern bytes, bits_bytes=" + Str(bits_bytes)).c_str());
  const uint64_t src_bytes = ElementBytes(n, element_bytes);
  const uint64_t dst_bytes = ElementBytes(dst_capacity, element_bytes);
  if (Overlap(dst, dst_bytes, src, src_bytes) || Overlap(dst, dst_bytes, bits, pattern_bytes)) {
    RequireNonNull(api, "dst", dst, 1);
    return CompressInOrder(api, static_cast<const uint8_t*>(src), n, bits, static_cast<uint8_t*>(dst), dst_capacity,
                           element_bytes);
  }
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
