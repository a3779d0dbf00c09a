// torch.ops.ascendc_host.masked_compact: examples/operators/masked_compact.h
// on CPU tensors. The bool mask becomes GatherMask's bit pattern here, one
// pass that also counts the kept elements of every block, so each block
// knows where its output starts and the result is allocated at its size.
// (An NPU kernel would compare the mask into bits with Compare; the bits
// are what GatherMask consumes either way.)
#include <ATen/ATen.h>

#include <cstring>
#include <vector>

#include "host.h"
#include "ops.h"
#include "operators/masked_compact.h"

namespace ascendc_host_torch {
namespace {

constexpr const char* kOp = "ascendc_host.masked_compact";
// Elements per tile: 16 KiB of b32 (and the source, pattern and output
// double-buffered stay under 100 KiB of UB); a multiple of 256.
constexpr uint32_t kTileBytes = 16 * 1024;

// 8 mask bytes (each 0 or not) -> 8 bits, bit k from byte k.
inline uint8_t PackEight(const uint8_t* m) {
  uint64_t x;
  std::memcpy(&x, m, 8);
  // High bit of each byte set iff the byte is non-zero.
  const uint64_t low7 = 0x7F7F7F7F7F7F7F7Full;
  const uint64_t nonzero = (((x & low7) + low7) | x) & 0x8080808080808080ull;
  return static_cast<uint8_t>(((nonzero >> 7) * 0x0102040810204080ull) >> 56);
}

// Packs n mask bytes into `bits` (zero-padded) and returns the kept count of
// each run of `per_block` elements (per_block is a multiple of 8).
std::vector<uint64_t> PackAndCount(const uint8_t* mask, uint64_t n, uint64_t per_block, uint8_t* bits) {
  const uint64_t full = n / 8;
  for (uint64_t i = 0; i < full; ++i) bits[i] = PackEight(mask + 8 * i);
  if (n % 8 != 0) {
    uint8_t last[8] = {};
    std::memcpy(last, mask + 8 * full, n % 8);
    bits[full] = PackEight(last);
  }
  std::vector<uint64_t> kept;
  for (uint64_t first = 0; first < n; first += per_block) {
    const uint64_t end_byte = std::min(n, first + per_block) / 8 + ((std::min(n, first + per_block) % 8) ? 1 : 0);
    uint64_t count = 0;
    uint64_t b = first / 8;
    for (; b + 8 <= end_byte; b += 8) {
      uint64_t w;
      std::memcpy(&w, bits + b, 8);
      count += static_cast<uint64_t>(__builtin_popcountll(w));
    }
    for (; b < end_byte; ++b) count += static_cast<uint64_t>(__builtin_popcount(bits[b]));
    kept.push_back(count);
  }
  return kept;
}

}  // namespace

std::tuple<at::Tensor, int64_t> MaskedCompact(const at::Tensor& src, const at::Tensor& mask) {
  CheckTensor(kOp, "src", src);
  CheckTensor(kOp, "mask", mask);
  CheckDtype(kOp, "mask", mask, {at::kBool});
  TORCH_CHECK(src.sizes() == mask.sizes(), kOp, ": mask shape ", mask.sizes(), " differs from src shape ", src.sizes(),
              " (no broadcasting)");
  const uint64_t elem = src.element_size();
  TORCH_CHECK(elem <= 4 && !src.is_complex(), kOp, ": src dtype ", src.scalar_type(),
              " has no GatherMask form (b8, b16 and b32 elements only)");
  const uint64_t n = static_cast<uint64_t>(src.numel());
  if (n == 0) return {at::empty({0}, src.options()), 0};

  const uint32_t tile = kTileBytes / static_cast<uint32_t>(elem);
  const uint32_t threads = WorkerThreads();
  const Split split = SplitForBlocks(n, elem + 1, tile, threads);
  // The bit stream, padded to whole DataBlocks (the kernel copies whole
  // blocks of pattern), then the per-block output starts and kept counts.
  const uint64_t bit_bytes = (n + 255) / 256 * 32;
  at::Tensor scratch = at::empty({static_cast<int64_t>(bit_bytes + 16 * split.blocks)}, src.options().dtype(at::kByte));
  uint8_t* bits = scratch.data_ptr<uint8_t>();
  std::memset(bits + (n + 7) / 8, 0, bit_bytes - (n + 7) / 8);
  const std::vector<uint64_t> kept = PackAndCount(static_cast<const uint8_t*>(mask.data_ptr()), n, split.per_block, bits);
  auto* block_output = reinterpret_cast<uint64_t*>(bits + bit_bytes);
  auto* block_kept = block_output + split.blocks;
  uint64_t total = 0;
  for (uint32_t b = 0; b < split.blocks; ++b) {
    block_output[b] = total;
    block_kept[b] = 0;
    total += kept[b];
  }
  at::Tensor out = at::empty({static_cast<int64_t>(total)}, src.options());
  MaskedCompactTiling tiling{n, split.per_block, tile};
  WithWidthType(elem, [&](auto width) {
    using T = decltype(width);
    if constexpr (sizeof(T) <= 4) {
      RunKernel(kOp, "masked_compact", split, threads, &masked_compact<T, T>, Gm(src), bits,
                reinterpret_cast<uint8_t*>(block_output), Gm(out), reinterpret_cast<uint8_t*>(block_kept), TilingGm(tiling));
    }
  });
  for (uint32_t b = 0; b < split.blocks; ++b)
    TORCH_CHECK(block_kept[b] == kept[b], kOp, ": block ", b, " kept ", block_kept[b], " elements, the mask has ",
                kept[b]);
  return {out, static_cast<int64_t>(total)};
}

}  // namespace ascendc_host_torch
