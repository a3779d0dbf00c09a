// Reference of the fill and layout APIs (数据填充, 数据排布转换, 数据重排),
// written from the pages and docs/SPEC.md 8.9 alone, element by element.
// Brcb reads each repeat's eight elements before writing its blocks; the
// other data movements read every source element before writing any.
#include <cstdint>
#include <vector>

#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {
namespace {

std::vector<uint64_t> ReadElements(const Ub& ub, uint64_t address, uint64_t n, uint32_t s) {
  std::vector<uint64_t> v(n);
  for (uint64_t i = 0; i < n; ++i) v[i] = LoadElement(ub, address + i * s, s);
  return v;
}

}  // namespace

MaskRegisters RunLayout(const Ub& ub, const VectorCallDesc& c) {
  // Only CreateVecIndex (through the mask model) changes a register.
  MaskRegisters after{c.counter_mode, {c.vector_mask[0], c.vector_mask[1]}, {c.cmp_mask[0], c.cmp_mask[1]}};
  const uint32_t s = SizeOf(c.type);
  switch (static_cast<LayoutOp>(c.op)) {
    case LayoutOp::kBrcb: {
      // The page's pseudo-code: element i * 8 + j fills DataBlock j of repeat i.
      for (uint64_t i = 0; i < c.repeat_time; ++i) {
        const std::vector<uint64_t> eight = ReadElements(ub, c.src0.address + i * 8 * s, 8, s);
        for (uint64_t j = 0; j < 8; ++j) {
          const uint64_t block = c.dst.address + (i * c.dst.repeat_stride + j * c.dst.block_stride) * 32ull;
          for (uint32_t e = 0; e < 32 / s; ++e) StoreElement(ub, block + e * s, s, eight[j]);
        }
      }
      return after;
    }
    case LayoutOp::kCreateVecIndex: {
      // dst at position p (= r * elements per repeat + k) = firstValue + p:
      // floats computed in float (one rounding) and rounded to the type;
      // integers modulo 2^bits.
      const Positions p = ResolvePositions(c, s, &after);
      const Value first = Decode(c.type, c.scalar_bits);
      NumericMode mode = c.numeric;
      mode.int_saturating = false;
      for (uint64_t r = 0; r < p.repeats; ++r) {
        for (uint32_t k = 0; k < p.epr; ++k) {
          if (!p.Active(r, k)) continue;
          const uint64_t position = r * p.epr + k;
          Value v;
          if (IsFloatType(c.type)) v.f = first.f + static_cast<float>(position);
          else v.i = first.i + static_cast<__int128>(position);
          StoreElement(ub, OperandAddress(c, c.dst, s, p, r, k), s, Encode(c.type, v, mode));
        }
      }
      return after;
    }
    case LayoutOp::kTranspose16:
    case LayoutOp::kNchwToNhwc:
    case LayoutOp::kNhwcToNchw: {
      // [N, rows, cols] -> [N, cols, rows]: NCHW -> NHWC has rows C and cols
      // H * W, the reverse rows H * W and cols C; 16 x 16 is one matrix.
      const LayoutOp op = static_cast<LayoutOp>(c.op);
      const uint64_t n = op == LayoutOp::kTranspose16 ? 1 : c.layout.n;
      const uint64_t hw = uint64_t{c.layout.h} * c.layout.w;
      const uint64_t rows = op == LayoutOp::kTranspose16 ? 16 : op == LayoutOp::kNchwToNhwc ? c.layout.c : hw;
      const uint64_t cols = op == LayoutOp::kTranspose16 ? 16 : op == LayoutOp::kNchwToNhwc ? hw : c.layout.c;
      const std::vector<uint64_t> in = ReadElements(ub, c.src0.address, n * rows * cols, s);
      for (uint64_t m = 0; m < n; ++m)
        for (uint64_t i = 0; i < rows; ++i)
          for (uint64_t j = 0; j < cols; ++j)
            StoreElement(ub, c.dst.address + (m * rows * cols + j * rows + i) * s, s, in[m * rows * cols + i * cols + j]);
      return after;
    }
    case LayoutOp::kInterleave: {
      const uint64_t n = static_cast<uint64_t>(c.count);
      const std::vector<uint64_t> a = ReadElements(ub, c.src0.address, n, s);
      const std::vector<uint64_t> b = ReadElements(ub, c.src1.address, n, s);
      // The stream a[0], b[0], a[1], b[1], ...: its first n to dst0, the rest to dst1.
      for (uint64_t i = 0; i < 2 * n; ++i) {
        const uint64_t v = (i % 2 == 0) ? a[i / 2] : b[i / 2];
        if (i < n) StoreElement(ub, c.dst.address + i * s, s, v);
        else StoreElement(ub, c.layout.dst1.address + (i - n) * s, s, v);
      }
      return after;
    }
    case LayoutOp::kDeInterleave: {
      const uint64_t n = static_cast<uint64_t>(c.count);
      std::vector<uint64_t> z = ReadElements(ub, c.src0.address, n, s);
      if (!c.layout.one_source) {
        const std::vector<uint64_t> b = ReadElements(ub, c.src1.address, n, s);
        z.insert(z.end(), b.begin(), b.end());
      }
      for (uint64_t i = 0; 2 * i + 1 < z.size(); ++i) {
        StoreElement(ub, c.dst.address + i * s, s, z[2 * i]);
        StoreElement(ub, c.layout.dst1.address + i * s, s, z[2 * i + 1]);
      }
      return after;
    }
  }
  RaiseFatal(kVectorApi, "op", std::to_string(c.op), "is no layout operation");
}

}  // namespace reference
}  // namespace ascendc_host
