// Where a range that an API writes lies relative to a range it reads (SPEC
// 0.7): the one classifier every overlap rule of the library uses (basic
// Gather/Scatter/GatherMask, the checked pointer API, Reg stores). Each API
// then decides which placements it permits; any other overlap takes the
// sequential order of its pseudo-code.
#ifndef ASCENDC_HOST_RUNTIME_OVERLAP_H_
#define ASCENDC_HOST_RUNTIME_OVERLAP_H_

#include <cstdint>

namespace ascendc_host {

enum class Overlap : uint8_t {
  kDisjoint,   // no byte in common (an empty range overlaps nothing)
  kSame,       // the same bytes
  kSameStart,  // the same first byte, different lengths
  kDstBefore,  // dst starts first and ends inside src
  kDstAfter,   // dst starts inside src and ends after it
  kDstInside,  // dst lies inside src, starting later
  kDstAround,  // src lies inside dst, starting later
};

// [dst, dst + dst_bytes) against [src, src + src_bytes), as addresses or
// byte offsets. Ends that would pass 2^64 are taken as 2^64 - 1.
constexpr Overlap ClassifyOverlap(uint64_t dst, uint64_t dst_bytes, uint64_t src, uint64_t src_bytes) {
  if (dst_bytes == 0 || src_bytes == 0) return Overlap::kDisjoint;
  const uint64_t dst_end = dst_bytes > ~dst ? ~uint64_t{0} : dst + dst_bytes;
  const uint64_t src_end = src_bytes > ~src ? ~uint64_t{0} : src + src_bytes;
  if (dst_end <= src || src_end <= dst) return Overlap::kDisjoint;
  if (dst == src) return dst_end == src_end ? Overlap::kSame : Overlap::kSameStart;
  if (dst < src) return dst_end >= src_end ? Overlap::kDstAround : Overlap::kDstBefore;
  return dst_end <= src_end ? Overlap::kDstInside : Overlap::kDstAfter;
}
inline Overlap ClassifyOverlap(const void* dst, uint64_t dst_bytes, const void* src, uint64_t src_bytes) {
  return ClassifyOverlap(reinterpret_cast<uintptr_t>(dst), dst_bytes, reinterpret_cast<uintptr_t>(src), src_bytes);
}
constexpr bool Overlapping(Overlap o) { return o != Overlap::kDisjoint; }

inline const char* OverlapName(Overlap o) {
  switch (o) {
    case Overlap::kDisjoint: return "disjoint";
    case Overlap::kSame: return "the same bytes";
    case Overlap::kSameStart: return "the same start, another length";
    case Overlap::kDstBefore: return "dst starts before and ends inside";
    case Overlap::kDstAfter: return "dst starts inside and ends after";
    case Overlap::kDstInside: return "dst inside";
    case Overlap::kDstAround: return "dst around";
  }
  return "?";
}

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_RUNTIME_OVERLAP_H_
