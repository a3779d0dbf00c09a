// Compare and Select in the peer report (scripts/bench_report.sh), named
// like vector_bench.cc's rows:
//
//   BM_Report/compare/<width>/<impl>/<bytes>   dst bits = a < b (count form)
//   BM_Report/select/<width>/<impl>/<bytes>    dst = bit ? a : b (count form,
//                                              VSEL_TENSOR_TENSOR_MODE)
//
// <bytes> is one source operand (8 KiB, 64 KiB), bytes_per_second counts
// those bytes, as bench/peers.py does for torch.lt(out=) and torch.where.
// memcpy moves as many bytes as the operation reads and writes: two
// sources, the bit mask (one bit per element), and Select's destination.
// One thread.
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

enum class Work { kCompare, kSelect };

// The loops a user would write: one bit per element, least significant first.
template <typename T>
void PlainCompare(uint8_t* bits, const T* a, const T* b, uint32_t n) {
  for (uint32_t i = 0; i < n; i += 8) {
    unsigned byte = 0;
    for (uint32_t j = 0; j < 8; ++j) byte |= unsigned{float(a[i + j]) < float(b[i + j])} << j;
    bits[i / 8] = static_cast<uint8_t>(byte);
  }
}
template <typename T>
void PlainSelect(T* dst, const uint8_t* bits, const T* a, const T* b, uint32_t n) {
  for (uint32_t i = 0; i < n; ++i) dst[i] = (bits[i / 8] >> (i % 8)) & 1u ? a[i] : b[i];
}

template <typename T>
void RunCase(benchmark::State& state, Work work, const Impl& impl) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  const uint32_t n = bytes / sizeof(T);
  const uint64_t traffic = 2ull * bytes + n / 8 + (work == Work::kSelect ? bytes : 0);
  if (impl.kind == Impl::kMemcpy) return bench::RunMemcpyCase(state, traffic, bytes);
  ah::runtime::ResetDefaultCore();
  ah::runtime::CoreState& core = ah::runtime::CurrentCore();
  const uint32_t a_at = 0, b_at = bytes, dst_at = 2 * bytes, bits_at = 3 * bytes;
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> values(-4.0f, 4.0f);
  for (uint32_t i = 0; i < 2 * n; ++i) {
    const T v = T(values(rng));
    std::memcpy(core.ub + a_at + i * sizeof(T), &v, sizeof(T));
  }
  for (uint32_t i = 0; i < n / 8; ++i) core.ub[bits_at + i] = static_cast<uint8_t>(rng());
  auto tensor = [&](uint32_t at) {
    return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + at), n, AscendC::TPosition::VECCALC, 0, 0);
  };
  const auto a = tensor(a_at), b = tensor(b_at), dst = tensor(dst_at);
  // Compare writes its bits at dst; Select reads them at bits.
  const auto bits = AscendC::LocalTensor<uint8_t>::FromUb(core.ub + (work == Work::kCompare ? dst_at : bits_at), n / 8,
                                                          AscendC::TPosition::VECCALC, 0, 0);
  switch (impl.kind) {
    case Impl::kOurs: {
      bench::ScopedTarget target(impl.target);
      for (auto _ : state) {
        if (work == Work::kCompare) AscendC::Compare(bits, a, b, AscendC::CMPMODE::LT, n);
        else AscendC::Select(dst, bits, a, b, AscendC::SELMODE::VSEL_TENSOR_TENSOR_MODE, n);
        benchmark::ClobberMemory();
      }
      break;
    }
    case Impl::kLoop:
      for (auto _ : state) {
        if (work == Work::kCompare) PlainCompare<T>(bits.GetPhyAddr(), a.GetPhyAddr(), b.GetPhyAddr(), n);
        else PlainSelect<T>(dst.GetPhyAddr(), bits.GetPhyAddr(), a.GetPhyAddr(), b.GetPhyAddr(), n);
        benchmark::ClobberMemory();
      }
      break;
    case Impl::kReference: {
      ah::VectorCallDesc c;
      c.type = ah::detail::DTypeOf<T>();
      c.count = n;
      c.src0.address = a_at;
      c.src1.address = b_at;
      if (work == Work::kCompare) {
        c.family = ah::VectorCallDesc::Family::kCompare;
        c.op = static_cast<uint8_t>(ah::CompareOp::kLt);
        c.dst.address = dst_at;
      } else {
        c.family = ah::VectorCallDesc::Family::kSelect;
        c.op = static_cast<uint8_t>(ah::SelectMode::kTensorTensor);
        c.dst.address = dst_at;
        c.bits.address = bits_at;
      }
      bench::RunReferenceCase(state, core, c);
      break;
    }
    default: break;
  }
  bench::SetBytes(state, bytes);
}

int RegisterCases() {
  for (Work work : {Work::kCompare, Work::kSelect}) {
    bench::RegisterVectorReport(work == Work::kCompare ? "compare" : "select",
                                [work](benchmark::State& s, const Impl& impl, int bits) {
                                  if (bits == 16) RunCase<half>(s, work, impl);
                                  else RunCase<float>(s, work, impl);
                                });
  }
  return 0;
}

[[maybe_unused]] const int registered = RegisterCases();

}  // namespace
