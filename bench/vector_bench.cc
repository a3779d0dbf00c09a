// Vector compute APIs in the peer report (scripts/bench_report.sh):
//
//   BM_Report/<work>/<width>/<impl>/<bytes>
//
// <bytes> is the size of one operand (8 KiB, 64 KiB: UB-sized, the way an
// operator tiles), <width> the element bits (16: half, 32: float), and
// bytes_per_second counts one operand's bytes, the unit bench/peers.py uses
// for the same PyTorch operation. <impl>:
//   best       the Ascend C call as an operator makes it (count form: the
//              surface's checks, dispatch and kernel), on the default core
//   <target>   the same with the kernels forced to one SIMD target
//   loop       a plain C++ loop of the same work, what a user would write
//              (compiled -O3 like everything here; half through the
//              library's half type, element by element)
//   reference  the checked scalar model (src/reference): not a peer
//   memcpy     memcpy moving as many bytes as the operation reads and
//              writes, the memory ceiling
// One thread, like the peers.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "bench_util.h"
#include "vector_impls.h"
#include "kernel_operator.h"
#include "reference/vector.h"

namespace {

namespace ah = ascendc_host;

enum class Work { kAdd, kMul, kMax, kAdds, kMuls, kDuplicate };

struct WorkInfo {
  Work work;
  const char* name;
  int sources;  // tensors read
};
const WorkInfo kWorks[] = {
    {Work::kAdd, "add", 2},   {Work::kMul, "mul", 2},   {Work::kMax, "max", 2},
    {Work::kAdds, "adds", 1}, {Work::kMuls, "muls", 1}, {Work::kDuplicate, "duplicate", 0},
};

using bench::Impl;
using bench::ScopedTarget;

template <typename T>
T ScalarOperand() {
  return T(1.25f);
}

// The plain loop a user would write for the same work.
template <typename T>
void PlainLoop(Work work, T* dst, const T* a, const T* b, uint32_t n) {
  const T s = ScalarOperand<T>();
  switch (work) {
    case Work::kAdd:
      for (uint32_t i = 0; i < n; ++i) dst[i] = T(float(a[i]) + float(b[i]));
      break;
    case Work::kMul:
      for (uint32_t i = 0; i < n; ++i) dst[i] = T(float(a[i]) * float(b[i]));
      break;
    case Work::kMax:
      for (uint32_t i = 0; i < n; ++i) dst[i] = float(a[i]) > float(b[i]) ? a[i] : b[i];
      break;
    case Work::kAdds:
      for (uint32_t i = 0; i < n; ++i) dst[i] = T(float(a[i]) + float(s));
      break;
    case Work::kMuls:
      for (uint32_t i = 0; i < n; ++i) dst[i] = T(float(a[i]) * float(s));
      break;
    case Work::kDuplicate:
      for (uint32_t i = 0; i < n; ++i) dst[i] = s;
      break;
  }
}

template <typename T>
void Surface(Work work, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& a,
             const AscendC::LocalTensor<T>& b, int32_t n) {
  switch (work) {
    case Work::kAdd: return AscendC::Add(dst, a, b, n);
    case Work::kMul: return AscendC::Mul(dst, a, b, n);
    case Work::kMax: return AscendC::Max(dst, a, b, n);
    case Work::kAdds: return AscendC::Adds(dst, a, ScalarOperand<T>(), n);
    case Work::kMuls: return AscendC::Muls(dst, a, ScalarOperand<T>(), n);
    case Work::kDuplicate: return AscendC::Duplicate(dst, ScalarOperand<T>(), n);
  }
}

ah::VectorCallDesc Describe(Work work, ah::DType type, uint32_t a, uint32_t b, uint32_t dst, uint32_t n) {
  ah::VectorCallDesc c;
  c.type = type;
  c.count = n;
  c.src0.address = a;
  c.src1.address = b;
  c.dst.address = dst;
  switch (work) {
    case Work::kAdd: c.op = static_cast<uint8_t>(ah::BinaryOp::kAdd); break;
    case Work::kMul: c.op = static_cast<uint8_t>(ah::BinaryOp::kMul); break;
    case Work::kMax: c.op = static_cast<uint8_t>(ah::BinaryOp::kMax); break;
    default:
      c.family = ah::VectorCallDesc::Family::kScalar;
      c.op = static_cast<uint8_t>(work == Work::kAdds  ? ah::ScalarOp::kAdds
                                  : work == Work::kMuls ? ah::ScalarOp::kMuls
                                                        : ah::ScalarOp::kDuplicate);
      break;
  }
  return c;
}

template <typename T>
void RunVectorCase(benchmark::State& state, const WorkInfo& w, const Impl& impl) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  const uint32_t n = bytes / sizeof(T);
  const uint64_t traffic = uint64_t{bytes} * (w.sources + 1);
  if (impl.kind == Impl::kMemcpy) return bench::RunMemcpyCase(state, traffic, bytes);
  ah::runtime::ResetDefaultCore();
  ah::runtime::CoreState& core = ah::runtime::CurrentCore();
  const uint32_t a_at = 0, b_at = bytes, dst_at = 2 * bytes;
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> values(-4.0f, 4.0f);
  for (uint32_t i = 0; i < 2 * n; ++i) {
    const T v = T(values(rng));
    std::memcpy(core.ub + a_at + i * sizeof(T), &v, sizeof(T));
  }
  auto tensor = [&](uint32_t at) {
    return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + at), n, AscendC::TPosition::VECCALC, 0, 0);
  };
  const auto a = tensor(a_at), b = tensor(b_at), dst = tensor(dst_at);
  switch (impl.kind) {
    case Impl::kOurs: {
      ScopedTarget target(impl.target);
      for (auto _ : state) {
        Surface<T>(w.work, dst, a, b, static_cast<int32_t>(n));
        benchmark::ClobberMemory();
      }
      break;
    }
    case Impl::kLoop:
      for (auto _ : state) {
        PlainLoop<T>(w.work, dst.GetPhyAddr(), a.GetPhyAddr(), b.GetPhyAddr(), n);
        benchmark::ClobberMemory();
      }
      break;
    case Impl::kReference: {
      ah::VectorCallDesc c = Describe(w.work, ah::detail::DTypeOf<T>(), a_at, b_at, dst_at, n);
      const T s = ScalarOperand<T>();
      std::memcpy(&c.scalar_bits, &s, sizeof(T));
      bench::RunReferenceCase(state, core, c);
      break;
    }
    default: break;
  }
  bench::SetBytes(state, bytes);
}

int RegisterVectorCases() {
  for (const WorkInfo& w : kWorks) {
    bench::RegisterVectorReport(w.name, [w](benchmark::State& s, const Impl& impl, int bits) {
      if (bits == 16) RunVectorCase<half>(s, w, impl);
      else RunVectorCase<float>(s, w, impl);
    });
  }
  return 0;
}

[[maybe_unused]] const int registered = RegisterVectorCases();

}  // namespace
