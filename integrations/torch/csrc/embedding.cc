// torch.ops.ascendc_host.embedding: examples/operators/embedding_gather.h on
// CPU tensors. The tiling picks the table-in-UB form (basic Gather by byte
// offsets) for narrow rows of a table that fits, else rows from GM.
#include <ATen/ATen.h>

#include <algorithm>
#include <limits>

#include "host.h"
#include "ops.h"
#include "operators/embedding_gather.h"

namespace ascendc_host_torch {
namespace {

constexpr const char* kOp = "ascendc_host.embedding";

// UB the tiling leaves to the kernel's buffers (the rest holds queue
// rounding): the profile's UB less 8 KiB.
constexpr uint64_t kUbBudget = ascendc_host::kProfile.ub_bytes - 8 * 1024;
// A table up to this size is copied into UB once per block.
constexpr uint64_t kTableInUbMax = 96 * 1024;
// Rows of at least this many bytes that are whole DataBlocks move faster
// as one DataCopy per row (~30 ns a call) than element by element through
// Gather (~0.65 ns per 8-byte unit); measured crossover 128-256 bytes.
constexpr uint64_t kRowCopyMinBytes = 256;
constexpr uint64_t kRowTileBytes = 16 * 1024;

template <typename I>
void CheckIndexRange(const at::Tensor& indices, int64_t rows) {
  const I* p = indices.data_ptr<I>();
  const int64_t n = indices.numel();
  I lo = 0, hi = 0;
  if (n > 0) lo = hi = p[0];
  for (int64_t i = 0; i < n; ++i) {
    lo = std::min(lo, p[i]);
    hi = std::max(hi, p[i]);
  }
  if (n == 0 || (lo >= 0 && static_cast<int64_t>(hi) < rows)) return;
  const int64_t bad = lo < 0 ? static_cast<int64_t>(lo) : static_cast<int64_t>(hi);
  TORCH_CHECK(false, kOp, ": index ", bad, " is out of range for weight with ", rows, " rows");
}

EmbeddingGatherTiling MakeTiling(uint64_t n, uint64_t rows, uint64_t d, uint64_t elem, uint64_t index_bytes) {
  EmbeddingGatherTiling t{};
  t.numIndices = n;
  t.numRows = rows;
  t.rowLength = static_cast<uint32_t>(d);
  const uint64_t row_bytes = d * elem;
  const uint64_t table_bytes = rows * row_bytes;
  const uint64_t window_bytes = (row_bytes + 31) / 32 * 32;
  t.windowLength = static_cast<uint32_t>(window_bytes / elem);
  // Gather's P950 offsets wrap at 2^16 (b8) / 2^17 (b16) bytes: a UB table
  // (or a tile of windows) must stay below that for those widths.
  const uint64_t offset_limit = elem == 1 ? (1u << 16) : elem == 2 ? (1u << 17) : std::numeric_limits<uint32_t>::max();
  const bool whole_rows = row_bytes % 32 == 0 && row_bytes >= kRowCopyMinBytes;
  t.tableInUb = (table_bytes <= std::min(kTableInUbMax, offset_limit) && !whole_rows) || table_bytes < window_bytes;
  // Per index in a tile: its index, its offsets, its output row (and its
  // window when rows come from GM).
  uint64_t per_index = index_bytes + d * 4 + row_bytes;
  uint64_t room = kUbBudget;
  if (t.tableInUb) {
    room -= (table_bytes + 31) / 32 * 32;
  } else {
    per_index += window_bytes;
  }
  uint64_t tile = std::max<uint64_t>(1, room / per_index);
  if (!t.tableInUb && window_bytes != row_bytes) tile = std::min(tile, offset_limit / window_bytes);
  if (!t.tableInUb) tile = std::min<uint64_t>(tile, std::max<uint64_t>(1, kRowTileBytes / row_bytes));
  // Whole DataBlocks of indices and of output in every tile but the last.
  const uint64_t align = 32;
  if (tile >= align) tile = tile / align * align;
  t.tileIndices = static_cast<uint32_t>(std::max<uint64_t>(1, tile));
  return t;
}

}  // namespace

at::Tensor Embedding(const at::Tensor& weight, const at::Tensor& indices) {
  CheckTensor(kOp, "weight", weight);
  CheckTensor(kOp, "indices", indices);
  TORCH_CHECK(weight.dim() == 2, kOp, ": weight must be 2-D (rows, dim), got shape ", weight.sizes());
  CheckDtype(kOp, "indices", indices, {at::kLong, at::kInt});
  TORCH_CHECK(weight.element_size() <= 8, kOp, ": weight dtype ", weight.scalar_type(),
              " is wider than the 8-byte elements Gather moves");
  const int64_t rows = weight.size(0), d = weight.size(1), n = indices.numel();
  const uint64_t elem = weight.element_size();
  TORCH_CHECK(d * elem <= 16 * 1024, kOp, ": rows of ", d * elem, " bytes are longer than the 16 KiB a tile holds");
  std::vector<int64_t> shape(indices.sizes().begin(), indices.sizes().end());
  shape.push_back(d);
  at::Tensor out = at::empty(shape, weight.options());
  if (n == 0 || d == 0) return out;
  TORCH_CHECK(rows > 0, kOp, ": weight has no rows, so no index is in range");
  const bool long_index = indices.scalar_type() == at::kLong;
  if (long_index) CheckIndexRange<int64_t>(indices, rows);
  else CheckIndexRange<int32_t>(indices, rows);

  // The kernel moves bits: rows go as the widest units (up to 8 bytes)
  // that divide them, so a row of four floats is two 8-byte elements.
  const uint64_t row_bytes = d * elem;
  const uint64_t unit = row_bytes % 8 == 0 ? 8 : row_bytes % 4 == 0 ? 4 : row_bytes % 2 == 0 ? 2 : 1;
  EmbeddingGatherTiling tiling = MakeTiling(n, rows, row_bytes / unit, unit, indices.element_size());
  const uint32_t threads = WorkerThreads();
  const Split split = SplitForBlocks(n, row_bytes + indices.element_size(), tiling.tileIndices, threads);
  tiling.blockIndices = split.per_block;
  WithWidthType(unit, [&](auto width) {
    using T = decltype(width);
    if (long_index) {
      RunKernel(kOp, "embedding_gather", split, threads, &embedding_gather<T, int64_t>, Gm(weight), Gm(indices),
                Gm(out), TilingGm(tiling));
    } else {
      RunKernel(kOp, "embedding_gather", split, threads, &embedding_gather<T, int32_t>, Gm(weight), Gm(indices),
                Gm(out), TilingGm(tiling));
    }
  });
  return out;
}

}  // namespace ascendc_host_torch
