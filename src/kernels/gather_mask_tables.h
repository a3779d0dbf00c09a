// Static shuffle tables for pattern-driven compaction (GatherMask).
//
// Highway 1.0.3's Compress* builds its index table on the stack on every
// call under GCC 12 (google/highway#1139); these tables are constexpr data, so the
// compaction is a load of the entry plus one byte shuffle with either
// compiler. One pattern byte (8 positions) selects one entry.
#ifndef ASCENDC_HOST_SRC_KERNELS_GATHER_MASK_TABLES_H_
#define ASCENDC_HOST_SRC_KERNELS_GATHER_MASK_TABLES_H_

#include <array>
#include <cstdint>

namespace ascendc_host {
namespace gather_mask_tables {

// For a keep-mask `m` over `lanes` lanes of `bytes_per_lane` bytes each, the
// byte indices that move the kept lanes to the front in order. Unused slots
// repeat index 0: their output bytes are never part of the result.
template <int kEntries, int kLanes, int kBytesPerLane>
constexpr std::array<std::array<uint8_t, kLanes * kBytesPerLane>, kEntries> MakeShuffleTable() {
  std::array<std::array<uint8_t, kLanes * kBytesPerLane>, kEntries> table{};
  for (int m = 0; m < kEntries; ++m) {
    int slot = 0;
    for (int lane = 0; lane < kLanes; ++lane) {
      if ((m >> lane) & 1) {
        for (int b = 0; b < kBytesPerLane; ++b)
          table[m][slot * kBytesPerLane + b] = static_cast<uint8_t>(lane * kBytesPerLane + b);
        ++slot;
      }
    }
  }
  return table;
}

constexpr std::array<uint8_t, 256> MakePopCountTable() {
  std::array<uint8_t, 256> table{};
  for (int m = 0; m < 256; ++m) {
    int c = 0;
    for (int b = 0; b < 8; ++b) c += (m >> b) & 1;
    table[m] = static_cast<uint8_t>(c);
  }
  return table;
}

// b8: one pattern byte compacts 8 one-byte lanes (a 64-bit vector).
alignas(64) inline constexpr auto kShuffleB8 = MakeShuffleTable<256, 8, 1>();
// b16: one pattern byte compacts 8 two-byte lanes (a 128-bit vector).
alignas(64) inline constexpr auto kShuffleB16 = MakeShuffleTable<256, 8, 2>();
// b32: one pattern nibble compacts 4 four-byte lanes (a 128-bit vector).
alignas(64) inline constexpr auto kShuffleB32 = MakeShuffleTable<16, 4, 4>();
alignas(64) inline constexpr auto kPopCount = MakePopCountTable();

}  // namespace gather_mask_tables
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_KERNELS_GATHER_MASK_TABLES_H_
