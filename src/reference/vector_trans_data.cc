// Reference of TransDataTo5HD (数据排布转换), written from its page and
// docs/SPEC.md 8.9.1 alone, element by element: 16 source DataBlocks become
// 16 destination DataBlocks per repeat.
#include <cstdint>
#include <vector>

#include "reference/trans_data.h"
#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {

void TransDataTo5HD(const Ub& ub, const TransDataArgs& a) {
  const uint32_t s = a.element_bytes;
  const uint32_t per_block = 32 / s;
  const uint64_t repeats = a.repeat_times;
  for (uint64_t r = 0; r < repeats; ++r) {
    // The page: with repeatTimes 1 the operands start one repeat stride after
    // the listed addresses; otherwise repeat r starts r strides after them.
    const uint64_t steps = repeats == 1 ? 1 : r;
    const uint64_t src_offset = steps * a.src_repeat_stride * 32ull;
    const uint64_t dst_offset = steps * a.dst_repeat_stride * 32ull;
    // source[i][e]: element e of source DataBlock i, all read before writing.
    std::vector<std::vector<uint64_t>> source(16, std::vector<uint64_t>(per_block));
    for (uint32_t i = 0; i < 16; ++i)
      for (uint32_t e = 0; e < per_block; ++e) source[i][e] = LoadElement(ub, a.src[i] + src_offset + e * s, s);
    for (uint32_t j = 0; j < 16; ++j) {
      const uint64_t block = a.dst[j] + dst_offset;
      if (s == 1) {
        // Half a DataBlock: element i of the chosen half of dst block j is
        // element j of the chosen half of source block i.
        for (uint32_t i = 0; i < 16; ++i)
          StoreElement(ub, block + (a.dst_high_half ? 16 : 0) + i, 1, source[i][(a.src_high_half ? 16 : 0) + j]);
      } else if (s == 2) {
        for (uint32_t i = 0; i < 16; ++i) StoreElement(ub, block + i * 2ull, 2, source[i][j]);
      } else {
        // Two destination blocks per source element index: j = 2 e + h holds
        // element e of the source blocks 8 h .. 8 h + 7.
        const uint32_t e = j / 2, h = j % 2;
        for (uint32_t k = 0; k < 8; ++k) StoreElement(ub, block + k * 4ull, 4, source[8 * h + k][e]);
      }
    }
  }
}

}  // namespace reference
}  // namespace ascendc_host
