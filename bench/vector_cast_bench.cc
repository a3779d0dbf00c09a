// Cast in the peer report (scripts/bench_report.sh), named like
// vector_bench.cc's rows:
//
//   BM_Report/cast_<src>_<dst>/<src>/<impl>/<bytes>   dst = Cast(src) (count
//                                                     form, CAST_RINT / NONE)
//
// for the common pairs float <-> half, float <-> bfloat16, float <-> int32,
// half <-> int8. <bytes> is the source operand (8 KiB, 64 KiB) and
// bytes_per_second counts those bytes, as bench/peers.py does for torch's
// .to() / copy_(); memcpy moves as many bytes as the conversion reads and
// writes. The plain loop converts element by element with the library's
// half / bfloat16_t types and lrint. One thread.
#include <cmath>
#include <limits>
#include <type_traits>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "bench_util.h"
#include "kernel_operator.h"
#include "reference/vector.h"
#include "vector_impls.h"

namespace {

namespace ah = ascendc_host;
using bench::Impl;

template <typename T>
const char* Tag() {
  if constexpr (std::is_same_v<T, half>) return "f16";
  else if constexpr (std::is_same_v<T, bfloat16_t>) return "bf16";
  else if constexpr (std::is_same_v<T, float>) return "f32";
  else if constexpr (std::is_same_v<T, int32_t>) return "i32";
  else return "i8";
}

// The loop a user would write (nearest-even, saturating like the default CTRL).
template <typename T, typename U>
void PlainCast(T* dst, const U* src, uint32_t n) {
  for (uint32_t i = 0; i < n; ++i) {
    if constexpr (std::is_integral_v<T>) {
      const float x = float(src[i]);
      const float lo = float(std::numeric_limits<T>::min()), hi = float(std::numeric_limits<T>::max());
      dst[i] = std::isnan(x) ? T(0) : x <= lo ? std::numeric_limits<T>::min()
                                    : x >= hi ? std::numeric_limits<T>::max()
                                              : static_cast<T>(std::lrint(x));
    } else if constexpr (std::is_integral_v<U>) {
      dst[i] = T(static_cast<float>(src[i]));
    } else {
      dst[i] = T(float(src[i]));
    }
  }
}

template <typename U>
U SourceValue(std::mt19937& rng) {
  std::uniform_real_distribution<float> values(-100.0f, 100.0f);
  if constexpr (std::is_same_v<U, int32_t>) return static_cast<int32_t>(rng());
  else if constexpr (std::is_same_v<U, int8_t>) return static_cast<int8_t>(rng());
  else return U(values(rng));
}

template <typename T, typename U>
void RunCastCase(benchmark::State& state, const Impl& impl) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  const uint32_t n = bytes / sizeof(U);
  const uint64_t traffic = uint64_t{n} * (sizeof(T) + sizeof(U));
  if (impl.kind == Impl::kMemcpy) return bench::RunMemcpyCase(state, traffic, bytes);
  ah::runtime::ResetDefaultCore();
  ah::runtime::CoreState& core = ah::runtime::CurrentCore();
  const uint32_t src_at = 0, dst_at = (bytes + 255) / 256 * 256;
  std::mt19937 rng(5);
  for (uint32_t i = 0; i < n; ++i) {
    const U v = SourceValue<U>(rng);
    std::memcpy(core.ub + src_at + i * sizeof(U), &v, sizeof(U));
  }
  const auto src = AscendC::LocalTensor<U>::FromUb(reinterpret_cast<U*>(core.ub + src_at), n,
                                                   AscendC::TPosition::VECCALC, 0, 0);
  const auto dst = AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + dst_at), n,
                                                   AscendC::TPosition::VECCALC, 0, 0);
  const AscendC::RoundMode mode = std::is_integral_v<T> || (sizeof(T) < sizeof(U) && !std::is_integral_v<U>)
                                      ? AscendC::RoundMode::CAST_RINT
                                      : AscendC::RoundMode::CAST_NONE;
  switch (impl.kind) {
    case Impl::kOurs: {
      bench::ScopedTarget target(impl.target);
      for (auto _ : state) {
        AscendC::Cast(dst, src, mode, n);
        benchmark::ClobberMemory();
      }
      break;
    }
    case Impl::kLoop:
      for (auto _ : state) {
        PlainCast<T, U>(dst.GetPhyAddr(), src.GetPhyAddr(), n);
        benchmark::ClobberMemory();
      }
      break;
    case Impl::kReference: {
      ah::VectorCallDesc c;
      c.family = ah::VectorCallDesc::Family::kCast;
      c.op = static_cast<uint8_t>(ah::CastOp::kCast);
      c.type = ah::detail::DTypeOf<U>();
      c.dst_type = ah::detail::DTypeOf<T>();
      c.round = mode;
      c.count = n;
      c.src0.address = src_at;
      c.dst.address = dst_at;
      bench::RunReferenceCase(state, core, c);
      break;
    }
    default: break;
  }
  bench::SetBytes(state, bytes);
}

template <typename T, typename U>
void RegisterPair() {
  const std::string work = std::string("cast_") + Tag<U>() + "_" + Tag<T>();
  for (const Impl& impl : bench::VectorImpls()) {
    const std::string name = "BM_Report/" + work + "/" + Tag<U>() + "/" + impl.name;
    benchmark::RegisterBenchmark(name.c_str(), [impl](benchmark::State& s) { RunCastCase<T, U>(s, impl); })
        ->Arg(8 * 1024)
        ->Arg(64 * 1024);
  }
}

int RegisterCastCases() {
  RegisterPair<half, float>();
  RegisterPair<float, half>();
  RegisterPair<bfloat16_t, float>();
  RegisterPair<float, bfloat16_t>();
  RegisterPair<int32_t, float>();
  RegisterPair<float, int32_t>();
  RegisterPair<int8_t, half>();
  RegisterPair<half, int8_t>();
  return 0;
}

[[maybe_unused]] const int registered = RegisterCastCases();

}  // namespace
