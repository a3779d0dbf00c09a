// Measures the error of the approximated vector functions (Exp, Ln, Rsqrt and
// ExpSub; Sqrt and Reciprocal for comparison) against the reference's
// correctly rounded value, per function x type x precision mode, on the
// active SIMD target (ASCENDC_HOST_TARGET chooses another): every half
// input, and float inputs - 10^7 by default (random bits, half of them in
// the function's interesting range), or every float with --all-floats.
//
//   build/tools/ascendc_host_ulp_bounds [--floats N] [--all-floats]
//   build/tools/ascendc_host_ulp_bounds --rsqrt-0ulp   (every float through the
//                                                     0-ulp Rsqrt, checked exactly)
//
// Prints one line per case: the largest distance in ulps, how many results
// are not the correctly rounded value, and how many inputs were measured.
// docs/SPEC.md 8.4 publishes these numbers; tests/kernels/vector_unary_test.cc
// enforces the bound.
#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "ascendc_host/ascendc_host.h"
#include "kernel_operator.h"
#include "reference/vector.h"

namespace {

namespace ah = ascendc_host;

constexpr uint32_t kChunk = 16384;  // elements per call (64 KiB of float)

struct Stats {
  uint64_t measured = 0, not_correctly_rounded = 0, worst = 0;
  uint64_t worst_input = 0;
};

// Runs `desc` (a count-form call over kChunk elements of src0 at UB 0, src1
// at 64 KiB, dst at 128 KiB) through the kernels and the reference on the
// same image, and adds the distances of the dst elements to `stats`.
void Measure(ah::VectorCallDesc desc, const std::vector<uint8_t>& sources, uint32_t n, Stats* stats) {
  ah::runtime::CoreState& core = ah::runtime::CurrentCore();
  std::memset(core.ub, 0, core.ub_bytes);
  std::memcpy(core.ub, sources.data(), sources.size());
  desc.count = n;
  desc.src0.address = 0;
  desc.src1.address = 65536;
  desc.dst.address = 131072;
  std::vector<uint8_t> expected(core.ub, core.ub + core.ub_bytes);
  ah::reference::RunVectorCall(ah::reference::Ub(expected.data(), core.ub_bytes), desc);
  const uint32_t src_bytes = ah::SizeOf(desc.type);
  const ah::DType dst_type = desc.family == ah::VectorCallDesc::Family::kComposite ? ah::DType::kF32 : desc.type;
  const uint32_t dst_bytes = ah::SizeOf(dst_type);
  const uint32_t positions = 256 / std::max(src_bytes, dst_bytes);
  const ah::kernels::VecShape count_shape = ah::kernels::ContiguousShape(n, std::max(src_bytes, dst_bytes));
  const auto src0 = ah::kernels::Contiguous(core.ub, src_bytes, positions);
  const auto src1 = ah::kernels::Contiguous(core.ub + 65536, src_bytes, positions);
  const auto dst = ah::kernels::Contiguous(core.ub + 131072, dst_bytes, positions);
  if (desc.family == ah::VectorCallDesc::Family::kUnary) {
    ah::kernels::VectorUnary(static_cast<ah::UnaryOp>(desc.op), desc.type, static_cast<ah::Precision>(desc.precision),
                             count_shape, dst, src0, desc.numeric);
  } else {
    ah::kernels::CompositeSpec spec;
    spec.op = static_cast<ah::CompositeOp>(desc.op);
    spec.type = desc.type;
    spec.widening = desc.widening;
    ah::kernels::VectorComposite(spec, count_shape, dst, src0, src1, desc.numeric);
  }
  for (uint32_t i = 0; i < n; ++i) {
    uint64_t got = 0, want = 0;
    std::memcpy(&got, core.ub + 131072 + i * dst_bytes, dst_bytes);
    std::memcpy(&want, expected.data() + 131072 + i * dst_bytes, dst_bytes);
    const uint64_t d = ah::reference::UlpDistance(dst_type, got, want);
    ++stats->measured;
    if (d != 0) ++stats->not_correctly_rounded;
    if (d > stats->worst) {
      stats->worst = d;
      std::memcpy(&stats->worst_input, sources.data() + i * src_bytes, src_bytes);
    }
  }
}

void Print(const char* name, const char* type, const char* mode, const Stats& s) {
  std::printf("%-10s %-6s %-14s max %" PRIu64 " ulp  not correctly rounded %" PRIu64 " of %" PRIu64
              "  (worst input 0x%" PRIx64 ")\n",
              name, type, mode, s.worst, s.not_correctly_rounded, s.measured, s.worst_input);
  std::fflush(stdout);
}

const char* ModeName(ah::Precision p) {
  switch (p) {
    case ah::Precision::kIeee: return "subnormals";
    case ah::Precision::kFlushSubnormals: return "flush";
    case ah::Precision::kCorrectlyRounded: return "0-ulp";
  }
  return "?";
}

ah::VectorCallDesc UnaryCall(ah::UnaryOp op, ah::DType type, ah::Precision precision) {
  ah::VectorCallDesc d;
  d.family = ah::VectorCallDesc::Family::kUnary;
  d.op = static_cast<uint8_t>(op);
  d.type = type;
  d.precision = static_cast<uint8_t>(precision);
  d.numeric.half_saturating = false;  // inf and NaN compared as they are
  return d;
}

// Float inputs for op: random bits, half of them in the function's range.
std::vector<uint8_t> FloatChunk(ah::UnaryOp op, uint64_t first, bool all, std::mt19937_64& rng) {
  std::vector<uint8_t> bytes(kChunk * 4);
  std::uniform_real_distribution<float> exp_range(-104.0f, 89.0f);
  for (uint32_t i = 0; i < kChunk; ++i) {
    uint32_t bits = all ? static_cast<uint32_t>(first + i) : static_cast<uint32_t>(rng());
    if (!all && op == ah::UnaryOp::kExp && (rng() & 1)) {
      const float x = exp_range(rng);
      std::memcpy(&bits, &x, 4);
    } else if (!all && op != ah::UnaryOp::kExp && (rng() & 1)) {
      bits &= 0x7FFFFFFFu;  // positive: the functions' domain
    }
    std::memcpy(bytes.data() + 4 * i, &bits, 4);
  }
  return bytes;
}

// Whether y is the correctly rounded 1/sqrt(x) (x > 0 finite, y a positive
// normal float): the midpoints m- and m+ around y bracket 1/sqrt(x), i.e.
// m-^2 x < 1 < m+^2 x, decided exactly in integers.
bool IsCorrectlyRoundedRsqrt(float x, float y) {
  int ex, ey;
  const double mx = std::frexp(static_cast<double>(x), &ex);  // x = X * 2^(ex-24), X < 2^24
  const double my = std::frexp(static_cast<double>(y), &ey);  // y = Y * 2^(ey-24)
  const unsigned __int128 X = static_cast<unsigned __int128>(std::ldexp(mx, 24));
  const unsigned __int128 Y = static_cast<unsigned __int128>(std::ldexp(my, 24));
  // Midpoints in units of 2^(ey-25): 2Y - 1 (below; one binade down when Y
  // is a power of two, where the ulp below halves) and 2Y + 1.
  const bool power_of_two = Y == (static_cast<unsigned __int128>(1) << 23);
  const unsigned __int128 lo = power_of_two ? 4 * Y - 1 : 2 * Y - 1;  // units 2^(ey-26) or 2^(ey-25)
  const int lo_unit = power_of_two ? ey - 26 : ey - 25;
  const unsigned __int128 hi = 2 * Y + 1;
  const int hi_unit = ey - 25;
  // m^2 x compared with 1: M^2 X 2^(2u + ex - 24) vs 1.
  auto above_one = [&](unsigned __int128 m, int unit) {
    const int shift = 2 * unit + ex - 24;
    const unsigned __int128 v = m * m * X;  // < 2^(2*26+24) = 2^76
    if (shift >= 0) return v != 0;          // v >= 1 and scaled up: above 1 unless v = 1 exactly... (not a midpoint case)
    const int s = -shift;
    if (s >= 127) return false;
    return v > (static_cast<unsigned __int128>(1) << s);
  };
  auto below_one = [&](unsigned __int128 m, int unit) {
    const int shift = 2 * unit + ex - 24;
    const unsigned __int128 v = m * m * X;
    if (shift >= 0) return false;
    const int s = -shift;
    if (s >= 127) return true;
    return v < (static_cast<unsigned __int128>(1) << s);
  };
  return below_one(lo, lo_unit) && above_one(hi, hi_unit);
}

// Every positive finite float through the 0-ulp Rsqrt kernel, each result
// checked to be the correctly rounded one (exact integer arithmetic).
int CheckEveryRsqrt() {
  ah::runtime::CoreState& core = ah::runtime::CurrentCore();
  const auto shape = ah::kernels::ContiguousShape(kChunk, 4);
  const auto src = ah::kernels::Contiguous(core.ub, 4, 64);
  const auto dst = ah::kernels::Contiguous(core.ub + 65536, 4, 64);
  uint64_t wrong = 0;
  for (uint64_t first = 1; first < 0x7F800000u; first += kChunk) {
    for (uint32_t i = 0; i < kChunk; ++i) {
      const uint32_t bits = static_cast<uint32_t>(std::min<uint64_t>(first + i, 0x7F7FFFFFu));
      std::memcpy(core.ub + 4 * i, &bits, 4);
    }
    ah::kernels::VectorUnary(ah::UnaryOp::kRsqrt, ah::DType::kF32, ah::Precision::kCorrectlyRounded, shape, dst, src,
                             ah::NumericMode());
    for (uint32_t i = 0; i < kChunk; ++i) {
      float x, y;
      std::memcpy(&x, core.ub + 4 * i, 4);
      std::memcpy(&y, core.ub + 65536 + 4 * i, 4);
      if (x > 8.50705917e37f) continue;  // the mode's range ends at 2^126 (inf above)
      if (!IsCorrectlyRoundedRsqrt(x, y) && wrong++ < 10) std::printf("  Rsqrt 0-ulp: x=%a gives %a\n", x, y);
    }
  }
  std::printf("Rsqrt      float  0-ulp          every positive float up to 2^126: %" PRIu64 " not correctly rounded\n",
              wrong);
  return wrong == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  uint64_t float_count = 10000000;
  bool all_floats = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--floats") == 0 && i + 1 < argc) float_count = std::strtoull(argv[++i], nullptr, 10);
    else if (std::strcmp(argv[i], "--all-floats") == 0) all_floats = true;
    else if (std::strcmp(argv[i], "--rsqrt-0ulp") == 0) return CheckEveryRsqrt();
    else {
      std::fprintf(stderr, "usage: %s [--floats N] [--all-floats] [--rsqrt-0ulp]\n", argv[0]);
      return 2;
    }
  }
  if (all_floats) float_count = uint64_t{1} << 32;
  std::printf("target %s, %" PRIu64 " float inputs per case\n", std::string(ah::target::Active()).c_str(), float_count);
  const ah::UnaryOp ops[] = {ah::UnaryOp::kExp, ah::UnaryOp::kLn, ah::UnaryOp::kRsqrt, ah::UnaryOp::kSqrt,
                             ah::UnaryOp::kReciprocal};
  const ah::Precision modes[] = {ah::Precision::kIeee, ah::Precision::kFlushSubnormals};
  for (ah::UnaryOp op : ops) {
    for (ah::Precision mode : modes) {
      Stats half_stats;
      for (uint32_t first = 0; first < 65536; first += kChunk) {
        std::vector<uint8_t> bytes(kChunk * 2);
        for (uint32_t i = 0; i < kChunk; ++i) {
          const uint16_t x = static_cast<uint16_t>(first + i);
          std::memcpy(bytes.data() + 2 * i, &x, 2);
        }
        Measure(UnaryCall(op, ah::DType::kF16, mode), bytes, kChunk, &half_stats);
      }
      Print(ah::UnaryOpName(op), "half", ModeName(mode), half_stats);
    }
    std::vector<ah::Precision> float_modes(std::begin(modes), std::end(modes));
    if (op == ah::UnaryOp::kSqrt || op == ah::UnaryOp::kRsqrt) float_modes.push_back(ah::Precision::kCorrectlyRounded);
    for (ah::Precision mode : float_modes) {
      Stats float_stats;
      std::mt19937_64 rng(2024);
      for (uint64_t first = 0; first < float_count; first += kChunk)
        Measure(UnaryCall(op, ah::DType::kF32, mode), FloatChunk(op, first, all_floats, rng), kChunk, &float_stats);
      Print(ah::UnaryOpName(op), "float", ModeName(mode), float_stats);
    }
  }
  // ExpSub: e^(a - b), pairs of random inputs (half and float sources).
  for (ah::DType type : {ah::DType::kF16, ah::DType::kF32}) {
    Stats stats;
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<float> range(-60.0f, 60.0f);
    const uint64_t pairs = type == ah::DType::kF16 ? uint64_t{1} << 22 : float_count;
    for (uint64_t first = 0; first < pairs; first += kChunk) {
      ah::VectorCallDesc d;
      d.family = ah::VectorCallDesc::Family::kComposite;
      d.op = static_cast<uint8_t>(ah::CompositeOp::kExpSub);
      d.type = type;
      d.widening = type == ah::DType::kF16;
      std::vector<uint8_t> bytes(65536 + kChunk * 4, 0);
      for (uint32_t i = 0; i < kChunk; ++i) {
        for (int s = 0; s < 2; ++s) {
          const float x = range(rng);
          uint8_t* at = bytes.data() + s * 65536 + i * ah::SizeOf(type);
          if (type == ah::DType::kF16) {
            const uint16_t h = half(x).bits;
            std::memcpy(at, &h, 2);
          } else {
            std::memcpy(at, &x, 4);
          }
        }
      }
      Measure(d, bytes, kChunk, &stats);
    }
    Print("ExpSub", ah::DTypeName(type), "subnormals", stats);
  }
  return 0;
}
