// Gather/Scatter calls whose writes land on their own offsets tensor.
//
// The memory-safety check of an offset call bounds the offsets as they are
// before the call. When the written elements overlap the offsets tensor
// (WARN, SPEC 0.7), the pseudo-code's order reads offsets that earlier
// writes of the same call changed, so that bound says nothing about them and
// a fast kernel would read or write outside UB (found by the fuzzer: a b64
// Scatter onto its own dstOffset wrote past the arena). This rare path runs
// the sequential order on a copy of the UB, checks every element before it
// moves it, and publishes the copy only when the whole call stayed inside:
// a FATAL leaves the UB untouched, as for any other FATAL.
#ifndef ASCENDC_HOST_ASCENDC_DETAIL_SELF_OVERLAP_H_
#define ASCENDC_HOST_ASCENDC_DETAIL_SELF_OVERLAP_H_

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "ascendc_host/checks.h"
#include "ascendc_host/config.h"
#include "ascendc_host/error.h"
#include "ascendc_host/kernels/gather.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace detail {

// `use` is an OffsetUse; offsets_ub / strided_ub are the UB byte addresses
// of the offsets tensor and of the strided operand (Gather: dst, Scatter:
// src), both already checked to lie in UB for every index `use` visits.
template <uint32_t kElementBytes, typename Use>
void MoveThroughSelfModifiedOffsets(const char* api, const char* offsets_name, bool scatter, const Use& use,
                                    uint32_t offsets_ub, uint64_t base_ub, uint32_t strided_ub,
                                    kernels::OffsetMap map) {
  runtime::CoreState& core = runtime::CurrentCore();
  std::vector<uint8_t> image(core.ub, core.ub + core.ub_bytes);
  use.ForEach([&](uint64_t k, uint64_t j) {
    uint32_t offset;
    std::memcpy(&offset, image.data() + offsets_ub + 4 * k, 4);
    const uint64_t element = base_ub + map.Distance(offset);
    if (element + kElementBytes > core.ub_bytes) {
      RaiseFatal(api, Elem(offsets_name, k), Str(offset),
                 ("addresses an element outside the UB (element at UB byte " + Str(element) + ", UB size " +
                  Str(core.ub_bytes) + ") after earlier writes of this call changed the offsets")
                     .c_str());
    }
    uint8_t* strided = image.data() + strided_ub + j * kElementBytes;
    if (scatter) std::memmove(image.data() + element, strided, kElementBytes);
    else std::memmove(strided, image.data() + element, kElementBytes);
  });
  std::memcpy(core.ub, image.data(), core.ub_bytes);
}

// GatherMask whose kept elements land on its own pattern tensor: later
// repeats read pattern bits that earlier writes changed, so the count taken
// before the call is wrong from the first such write on (found by the
// fuzzer). Same remedy: the pseudo-code of SPEC 2.3 (each VL chunk read
// before its kept elements are written) on a copy, every dst element checked
// before it is written, published only when the call stayed inside UB.
// src0 and pattern reads were range-checked by the caller for the whole shape.
template <typename Shape>
uint64_t GatherMaskThroughOverwrittenPattern(const char* api, const Shape& shape, uint32_t element_bytes,
                                             uint32_t src0_ub, uint32_t dst_ub, uint32_t pattern_ub) {
  runtime::CoreState& core = runtime::CurrentCore();
  std::vector<uint8_t> image(core.ub, core.ub + core.ub_bytes);
  const uint64_t s = element_bytes, epb = kDataBlockBytes / s, epv = kRepeatBytes / s;
  std::vector<uint8_t> chunk(kRepeatBytes), keep(epv);
  uint64_t out = 0;
  for (uint64_t r = 0; r < shape.repeats; ++r) {
    for (uint64_t first = 0; first < shape.positions; first += epv) {
      const uint64_t n = std::min(epv, shape.positions - first);
      for (uint64_t i = 0; i < n; ++i) {
        const uint64_t p = first + i;
        const uint64_t e = r * shape.repeat_stride + p / epb * shape.block_stride + p % epb;
        std::memcpy(chunk.data() + i * s, image.data() + src0_ub + e * s, s);
        const uint64_t q = r * shape.pattern_repeat_stride * 8 + p;
        keep[i] = (image[pattern_ub + q / 8] >> (q % 8)) & 1u;
      }
      for (uint64_t i = 0; i < n; ++i) {
        if (!keep[i]) continue;
        const uint64_t at = dst_ub + out * s;
        if (at + s > core.ub_bytes)
          RaiseFatal(api, "dst", "[" + Str(dst_ub) + ", " + Str(at + s) + ")",
                     ("is outside the UB arena [0, " + Str(core.ub_bytes) +
                      ") (the call overwrites its own pattern; counted in the pseudo-code's order)")
                         .c_str());
        std::memcpy(image.data() + at, chunk.data() + i * s, s);
        ++out;
      }
    }
  }
  std::memcpy(core.ub, image.data(), core.ub_bytes);
  return out;
}

}  // namespace detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_DETAIL_SELF_OVERLAP_H_
