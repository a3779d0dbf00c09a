// The unary, logic, scalar-position and composite vector APIs in the peer
// report (scripts/bench_report.sh), named like vector_bench.cc's rows:
//
//   BM_Report/<work>/<width>/<impl>/<bytes>
//
// <width> f16/f32 for half/float compute, u16/u32 for the bit-wise APIs
// (uint16_t/uint32_t); <bytes> one operand (8 KiB, 64 KiB); impl best,
// <target>, loop (the plain -O3 C++ loop a user would write: std::exp,
// std::log, ... element by element, half through float), reference, memcpy
// (the bytes the operation reads and writes). One thread.
#include <cmath>
#include <cstring>
#include <random>
#include <string>

#include "bench_util.h"
#include "kernel_operator.h"
#include "reference/vector.h"
#include "vector_impls.h"

namespace {

namespace ah = ascendc_host;
using bench::Impl;
using bench::ScopedTarget;

enum class Work {
  kExp, kLn, kSqrt, kRsqrt, kReciprocal, kAbs, kRelu,   // f16, f32
  kLeakyRelu, kSubs, kAddRelu, kMulAddDst, kAxpy, kFusedMulAdd,
  kAnd, kNot, kShiftLeft,                               // u16, u32
};

struct WorkInfo {
  Work work;
  const char* name;
  int sources;     // tensors read besides dst
  bool reads_dst;  // the destination is an operand too
  bool bits;       // bit-wise: u16/u32 rows
};
const WorkInfo kWorks[] = {
    {Work::kExp, "exp", 1, false, false},          {Work::kLn, "ln", 1, false, false},
    {Work::kSqrt, "sqrt", 1, false, false},        {Work::kRsqrt, "rsqrt", 1, false, false},
    {Work::kReciprocal, "reciprocal", 1, false, false}, {Work::kAbs, "abs", 1, false, false},
    {Work::kRelu, "relu", 1, false, false},        {Work::kLeakyRelu, "leakyrelu", 1, false, false},
    {Work::kSubs, "subs", 1, false, false},        {Work::kAddRelu, "addrelu", 2, false, false},
    {Work::kMulAddDst, "muladddst", 2, true, false}, {Work::kAxpy, "axpy", 1, true, false},
    {Work::kFusedMulAdd, "fusedmuladd", 2, true, false}, {Work::kAnd, "and", 2, false, true},
    {Work::kNot, "not", 1, false, true},           {Work::kShiftLeft, "shiftleft", 1, false, true},
};

// Positive inputs for the functions defined there.
bool PositiveInputs(Work w) { return w == Work::kLn || w == Work::kSqrt || w == Work::kRsqrt || w == Work::kReciprocal; }

template <typename T>
T Scalar() {
  if constexpr (std::is_integral_v<T>) return T{3};
  else return T(1.25f);
}

// The plain loop a user would write for the same work.
template <typename T>
void PlainLoop(Work work, T* dst, const T* a, const T* b, uint32_t n) {
  if constexpr (std::is_integral_v<T>) {
    switch (work) {
      case Work::kAnd: for (uint32_t i = 0; i < n; ++i) dst[i] = static_cast<T>(a[i] & b[i]); break;
      case Work::kNot: for (uint32_t i = 0; i < n; ++i) dst[i] = static_cast<T>(~a[i]); break;
      case Work::kShiftLeft: for (uint32_t i = 0; i < n; ++i) dst[i] = static_cast<T>(a[i] << 3); break;
      default: break;
    }
  } else {
    const float s = float(Scalar<T>());
    auto each = [&](auto f) {
      for (uint32_t i = 0; i < n; ++i) dst[i] = T(f(float(a[i]), float(b[i]), float(dst[i])));
    };
    switch (work) {
      case Work::kExp: each([](float x, float, float) { return std::exp(x); }); break;
      case Work::kLn: each([](float x, float, float) { return std::log(x); }); break;
      case Work::kSqrt: each([](float x, float, float) { return std::sqrt(x); }); break;
      case Work::kRsqrt: each([](float x, float, float) { return 1.0f / std::sqrt(x); }); break;
      case Work::kReciprocal: each([](float x, float, float) { return 1.0f / x; }); break;
      case Work::kAbs: each([](float x, float, float) { return std::fabs(x); }); break;
      case Work::kRelu: each([](float x, float, float) { return x > 0.0f ? x : 0.0f; }); break;
      case Work::kLeakyRelu: each([s](float x, float, float) { return x >= 0.0f ? x : x * s; }); break;
      case Work::kSubs: each([s](float x, float, float) { return x - s; }); break;
      case Work::kAddRelu: each([](float x, float y, float) { return std::max(x + y, 0.0f); }); break;
      case Work::kMulAddDst: each([](float x, float y, float d) { return x * y + d; }); break;
      case Work::kAxpy: each([s](float x, float, float d) { return s * x + d; }); break;
      case Work::kFusedMulAdd: each([](float x, float y, float d) { return x * d + y; }); break;
      default: break;
    }
  }
}

template <typename T>
void Surface(Work work, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& a,
             const AscendC::LocalTensor<T>& b, int32_t n) {
  if constexpr (std::is_integral_v<T>) {
    switch (work) {
      case Work::kAnd: return AscendC::And(dst, a, b, n);
      case Work::kNot: return AscendC::Not(dst, a, n);
      case Work::kShiftLeft: return AscendC::ShiftLeft(dst, a, Scalar<T>(), n);
      default: return;
    }
  } else {
    switch (work) {
      case Work::kExp: return AscendC::Exp(dst, a, n);
      case Work::kLn: return AscendC::Ln(dst, a, n);
      case Work::kSqrt: return AscendC::Sqrt(dst, a, n);
      case Work::kRsqrt: return AscendC::Rsqrt(dst, a, n);
      case Work::kReciprocal: return AscendC::Reciprocal(dst, a, n);
      case Work::kAbs: return AscendC::Abs(dst, a, n);
      case Work::kRelu: return AscendC::Relu(dst, a, n);
      case Work::kLeakyRelu: return AscendC::LeakyRelu(dst, a, Scalar<T>(), n);
      case Work::kSubs: return AscendC::Subs(dst, a, Scalar<T>(), n);
      case Work::kAddRelu: return AscendC::AddRelu(dst, a, b, n);
      case Work::kMulAddDst: return AscendC::MulAddDst(dst, a, b, n);
      case Work::kAxpy: return AscendC::Axpy(dst, a, Scalar<T>(), n);
      case Work::kFusedMulAdd: return AscendC::FusedMulAdd(dst, a, b, n);
      default: return;
    }
  }
}

// The same call for the reference model.
template <typename T>
ah::VectorCallDesc Describe(Work work, uint32_t a, uint32_t b, uint32_t dst, uint32_t n) {
  ah::VectorCallDesc c;
  c.type = ah::detail::DTypeOf<T>();
  c.count = n;
  c.src0.address = a;
  c.src1.address = b;
  c.dst.address = dst;
  const T s = Scalar<T>();
  std::memcpy(&c.scalar_bits, &s, sizeof(T));
  auto set = [&](ah::VectorCallDesc::Family f, auto op) {
    c.family = f;
    c.op = static_cast<uint8_t>(op);
  };
  using F = ah::VectorCallDesc::Family;
  switch (work) {
    case Work::kExp: set(F::kUnary, ah::UnaryOp::kExp); break;
    case Work::kLn: set(F::kUnary, ah::UnaryOp::kLn); break;
    case Work::kSqrt: set(F::kUnary, ah::UnaryOp::kSqrt); break;
    case Work::kRsqrt: set(F::kUnary, ah::UnaryOp::kRsqrt); break;
    case Work::kReciprocal: set(F::kUnary, ah::UnaryOp::kReciprocal); break;
    case Work::kAbs: set(F::kUnary, ah::UnaryOp::kAbs); break;
    case Work::kRelu: set(F::kUnary, ah::UnaryOp::kRelu); break;
    case Work::kNot: set(F::kUnary, ah::UnaryOp::kNot); break;
    case Work::kLeakyRelu: set(F::kScalar, ah::ScalarOp::kLeakyRelu); break;
    case Work::kSubs: set(F::kScalar, ah::ScalarOp::kSubs); break;
    case Work::kAddRelu: set(F::kComposite, ah::CompositeOp::kAddRelu); break;
    case Work::kMulAddDst: set(F::kComposite, ah::CompositeOp::kMulAddDst); break;
    case Work::kAxpy: set(F::kComposite, ah::CompositeOp::kAxpy); break;
    case Work::kFusedMulAdd: set(F::kComposite, ah::CompositeOp::kFusedMulAdd); break;
    case Work::kAnd: set(F::kLogic, ah::LogicOp::kAnd); break;
    case Work::kShiftLeft: set(F::kLogic, ah::LogicOp::kShiftLeft); break;
  }
  if (c.family == F::kUnary) c.precision = static_cast<uint8_t>(ah::Precision::kFlushSubnormals);
  return c;
}

template <typename T>
void RunCase(benchmark::State& state, const WorkInfo& w, const Impl& impl) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  const uint32_t n = bytes / sizeof(T);
  // Read: the sources (and dst when it is an operand); written: dst.
  const uint64_t traffic = uint64_t{bytes} * (w.sources + (w.reads_dst ? 2 : 1));
  if (impl.kind == Impl::kMemcpy) return bench::RunMemcpyCase(state, traffic, bytes);
  ah::runtime::ResetDefaultCore();
  ah::runtime::CoreState& core = ah::runtime::CurrentCore();
  const uint32_t a_at = 0, b_at = bytes, dst_at = 2 * bytes;
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> values(PositiveInputs(w.work) ? 0.5f : -4.0f, 4.0f);
  for (uint32_t i = 0; i < 3 * n; ++i) {
    T v;
    if constexpr (std::is_integral_v<T>) v = static_cast<T>(rng());
    else v = T(values(rng));
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
    case Impl::kReference:
      bench::RunReferenceCase(state, core, Describe<T>(w.work, a_at, b_at, dst_at, n));
      break;
    default: break;
  }
  bench::SetBytes(state, bytes);
}

int RegisterCases() {
  for (const WorkInfo& w : kWorks) {
    for (int bits : {16, 32}) {
      for (const Impl& impl : bench::VectorImpls()) {
        const std::string name = std::string("BM_Report/") + w.name + "/" + (w.bits ? "u" : "f") + std::to_string(bits) +
                                 "/" + impl.name;
        benchmark::RegisterBenchmark(name.c_str(), [w, impl, bits](benchmark::State& s) {
          if (w.bits) bits == 16 ? RunCase<uint16_t>(s, w, impl) : RunCase<uint32_t>(s, w, impl);
          else bits == 16 ? RunCase<half>(s, w, impl) : RunCase<float>(s, w, impl);
        })->Arg(8 * 1024)->Arg(64 * 1024);
      }
    }
  }
  return 0;
}

[[maybe_unused]] const int registered = RegisterCases();

}  // namespace
