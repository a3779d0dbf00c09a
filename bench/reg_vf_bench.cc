// The Reg layer as operator code runs it (SPEC 14.13): vector functions of
// Reg operations launched with asc_vf_call, compiled once per instruction-set
// level (this file is built with ASCENDC_HOST_VF_MULTIVERSION=1, see
// bench/CMakeLists.txt), against a plain -O3 C++ loop of the same work and
// memcpy of the same bytes. Rows of the report table:
//
//   BM_Report/reg_copy/u32/<impl>/<bytes>    LoadAlign + StoreAlign NORM over <bytes>
//   BM_Report/reg_gather/f16/<impl>/65536    LoadAlign (u16 indices) + Gather + StoreAlign,
//                                            32K half elements from a 64 KiB table
//   BM_Report/reg_vf_body/f32/<impl>/65536   LoadAlign, Muls, Adds, Max, StoreAlign over
//                                            64 KiB of float (capi: the same body written
//                                            with the register C API, at the best level)
//
// <impl>: best (asc_vf_call, the CPU's best level), avx512 / avx2 / baseline
// (that level forced), plain (the VF called directly: one copy compiled for
// this file's flags, what a plain target_link_libraries build runs), loop
// (a plain C++ loop of the same work), reference (the checked scalar model),
// memcpy (the same bytes copied).
//
// Per-operation cost, ns per Reg operation inside a loop of 64 register
// moves on L1-resident data (BM_RegOp/<op>/<way>): inline = the VF at the
// best level, checks included; raw = the same loop of unchecked vector
// moves in a copy of the same level. inline - raw is what the checks and
// the dispatch cost per operation.
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "bench_util.h"
#include "c_api/asc_simd.h"
#include "kernel_operator.h"
#include "reference/reg_reference.h"
#include "seeds/seed000_003_reg.h"

#if defined(__x86_64__)
static_assert(ascendc_host::vf::kMultiversioned, "bench/CMakeLists.txt builds this file with ASCENDC_HOST_VF_MULTIVERSION=1");
#endif

namespace {

namespace R = AscendC::Reg;
namespace ah = ascendc_host;
namespace ref = ascendc_host::reference;
using ah::target::VfLevel;

uint8_t* FreshUb() {
  ah::runtime::ResetDefaultCore();
  auto& core = ah::runtime::CurrentCore();
  std::mt19937_64 rng(9);
  for (uint32_t i = 0; i < core.ub_bytes; ++i) core.ub[i] = static_cast<uint8_t>(rng());
  return core.ub;
}

// The best Highway target of each VF level this CPU has.
int64_t TargetOfLevel(VfLevel level) {
  for (int64_t t : ah::target::Available())
    if (ah::target::VfLevelOf(t) == level) return t;
  return -1;
}

// Who runs a VF: the best level, one forced level, or a plain call.
struct Way {
  const char* name;
  int64_t target;  // 0: the best; -1: a plain call
};
std::vector<Way> Ways() {
  std::vector<Way> ways{{"best", 0}, {"plain", -1}};
  for (VfLevel level : {VfLevel::kAvx512, VfLevel::kAvx2, VfLevel::kBaseline}) {
    const int64_t t = TargetOfLevel(level);
    if (t > 0) ways.push_back({ah::target::VfLevelName(level), t});
  }
  return ways;
}

template <auto F, typename... A>
void RunVf(int64_t target, A... args) {
  if (target < 0) F(args...);
  else asc_vf_call<F>(args...);
}

// ------------------------------------------------------------- copy
constexpr uint32_t kCopyDst = 120 * 1024;

__simd_vf__ inline void CopyVF(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count) {
  R::RegTensor<float> reg;
  R::MaskReg mask = R::CreateMask<float>();
  for (uint32_t i = 0; i < count; i += 64) {
    R::LoadAlign(reg, src + i);
    R::StoreAlign(dst + i, reg, mask);
  }
}

void CopyCase(benchmark::State& state, Way way) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  uint8_t* ub = FreshUb();
  float* src = reinterpret_cast<float*>(ub);
  float* dst = reinterpret_cast<float*>(ub + kCopyDst);
  if (way.target > 0) ah::target::Force(way.target);
  for (auto _ : state) {
    RunVf<CopyVF>(way.target, dst, src, bytes / 4);
    benchmark::ClobberMemory();
  }
  ah::target::Force(0);
  bench::SetBytes(state, bytes);
}

void CopyLoop(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  uint8_t* ub = FreshUb();
  const float* src = reinterpret_cast<const float*>(ub);
  float* dst = reinterpret_cast<float*>(ub + kCopyDst);
  for (auto _ : state) {
    for (uint32_t i = 0; i < bytes / 4; ++i) dst[i] = src[i];
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
}

void CopyMemcpy(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  uint8_t* ub = FreshUb();
  for (auto _ : state) {
    std::memcpy(ub + kCopyDst, ub, bytes);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
}

void CopyReference(benchmark::State& state) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  uint8_t* ub = FreshUb();
  const ref::Ub image(ub, ah::runtime::CurrentCore().ub_bytes);
  uint8_t reg[256];
  uint32_t n = 64;
  const ref::MaskImage mask = ref::reg::UpdateMask(4, 1, n);
  for (auto _ : state) {
    for (uint32_t i = 0; i < bytes; i += 256) {
      ref::reg::Load(image, 0, i, reg);
      ref::reg::Store(image, 16, 4, kCopyDst + i, reg, mask);
    }
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
}

// ------------------------------------------------------------- gather
constexpr uint32_t kGatherElements = 32 * 1024;
constexpr uint32_t kTable = 0, kIndices = 64 * 1024, kGathered = 128 * 1024;

// Seed 000's UB gather (examples/seeds), launched as a vector function.
__simd_vf__ inline void GatherVF(__ubuf__ half* dst, __ubuf__ half* table, __ubuf__ uint16_t* indices,
                                 uint32_t count) {
  Seed000UbGather{}.GatherVF<half, uint16_t>(dst, table, indices, count, 128, static_cast<uint16_t>((count + 127) / 128));
}

uint8_t* GatherUb() {
  uint8_t* ub = FreshUb();
  std::mt19937_64 rng(3);
  uint16_t* indices = reinterpret_cast<uint16_t*>(ub + kIndices);
  for (uint32_t i = 0; i < kGatherElements; ++i) indices[i] = static_cast<uint16_t>(rng() % kGatherElements);
  return ub;
}

void GatherCase(benchmark::State& state, Way way) {
  uint8_t* ub = GatherUb();
  if (way.target > 0) ah::target::Force(way.target);
  for (auto _ : state) {
    RunVf<GatherVF>(way.target, reinterpret_cast<half*>(ub + kGathered), reinterpret_cast<half*>(ub + kTable),
                    reinterpret_cast<uint16_t*>(ub + kIndices), kGatherElements);
    benchmark::ClobberMemory();
  }
  ah::target::Force(0);
  bench::SetBytes(state, 2 * kGatherElements);
}

void GatherLoop(benchmark::State& state) {
  uint8_t* ub = GatherUb();
  const half* table = reinterpret_cast<const half*>(ub + kTable);
  const uint16_t* indices = reinterpret_cast<const uint16_t*>(ub + kIndices);
  half* dst = reinterpret_cast<half*>(ub + kGathered);
  for (auto _ : state) {
    for (uint32_t i = 0; i < kGatherElements; ++i) dst[i] = table[indices[i]];
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, 2 * kGatherElements);
}

void GatherMemcpy(benchmark::State& state) {
  uint8_t* ub = GatherUb();
  for (auto _ : state) {
    std::memcpy(ub + kGathered, ub + kTable, 2 * kGatherElements);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, 2 * kGatherElements);
}

void GatherReference(benchmark::State& state) {
  uint8_t* ub = GatherUb();
  const ref::Ub image(ub, ah::runtime::CurrentCore().ub_bytes);
  const ref::MaskImage mask = ref::reg::CreateMask(2, 1, 0);
  uint8_t dst[256];
  for (auto _ : state) {
    for (uint32_t i = 0; i < kGatherElements; i += 128) {
      ref::reg::Gather(image, 2, 1, 2, kTable, 2, 1, ub + kIndices + 2 * i, nullptr, mask, dst, nullptr);
      std::memcpy(ub + kGathered + 2 * i, dst, 256);
    }
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, 2 * kGatherElements);
}

// ------------------------------------------------------------- compute body
// LoadAlign, Muls, Adds, Max, StoreAlign over 64 KiB of float: a VF body of
// compute operations between the moves.
constexpr uint32_t kBodyBytes = 64 * 1024, kBodyDst = 120 * 1024;

__simd_vf__ inline void BodyVF(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count) {
  R::RegTensor<float> x, y;
  R::MaskReg mask = R::CreateMask<float>();
  for (uint32_t i = 0; i < count; i += 64) {
    R::LoadAlign(x, src + i);
    R::Muls(y, x, 2.5f, mask);
    R::Adds(y, y, 1.0f, mask);
    R::Max(y, y, x, mask);
    R::StoreAlign(dst + i, y, mask);
  }
}

// The same body in the register C API (SPEC 17.10), as C API kernels write it.
__simd_vf__ inline void BodyCApiVF(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count) {
  vector_float x, y;
  vector_bool mask = asc_create_mask_b32(PAT_ALL);
  for (uint32_t i = 0; i < count; i += 64) {
    asc_loadalign(x, src + i);
    asc_mul_scalar(y, x, 2.5f, mask);
    asc_add_scalar(y, y, 1.0f, mask);
    asc_max(y, y, x, mask);
    asc_storealign(dst + i, y, mask);
  }
}

uint8_t* BodyUb() {
  uint8_t* ub = FreshUb();
  float* src = reinterpret_cast<float*>(ub);
  std::mt19937_64 rng(5);
  for (uint32_t i = 0; i < kBodyBytes / 4; ++i) src[i] = static_cast<float>(static_cast<int64_t>(rng() % 20001) - 10000) / 64.0f;
  return ub;
}

void BodyCase(benchmark::State& state, Way way) {
  uint8_t* ub = BodyUb();
  if (way.target > 0) ah::target::Force(way.target);
  for (auto _ : state) {
    RunVf<BodyVF>(way.target, reinterpret_cast<float*>(ub + kBodyDst), reinterpret_cast<float*>(ub), kBodyBytes / 4);
    benchmark::ClobberMemory();
  }
  ah::target::Force(0);
  bench::SetBytes(state, kBodyBytes);
}

void BodyCApi(benchmark::State& state) {
  uint8_t* ub = BodyUb();
  for (auto _ : state) {
    asc_vf_call<BodyCApiVF>(reinterpret_cast<float*>(ub + kBodyDst), reinterpret_cast<float*>(ub), kBodyBytes / 4);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, kBodyBytes);
}

void BodyLoop(benchmark::State& state) {
  uint8_t* ub = BodyUb();
  const float* src = reinterpret_cast<const float*>(ub);
  float* dst = reinterpret_cast<float*>(ub + kBodyDst);
  for (auto _ : state) {
    for (uint32_t i = 0; i < kBodyBytes / 4; ++i) {
      const float y = src[i] * 2.5f + 1.0f;
      dst[i] = y > src[i] ? y : src[i];
    }
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, kBodyBytes);
}

void BodyMemcpy(benchmark::State& state) {
  uint8_t* ub = BodyUb();
  for (auto _ : state) {
    std::memcpy(ub + kBodyDst, ub, kBodyBytes);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, kBodyBytes);
}

// ------------------------------------------------------------- per-op cost
constexpr uint32_t kOps = 64;  // register moves per benchmark iteration

void PerOp(benchmark::State& state, uint32_t ops) {
  state.SetItemsProcessed(state.iterations() * ops);
  state.counters["ns_per_op"] =
      benchmark::Counter(static_cast<double>(state.iterations()) * ops * 1e-9,
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// 32 LoadAlign + 32 StoreAlign NORM over 8 KiB (L1).
__simd_vf__ inline void CopyOpsVF(__ubuf__ uint8_t* ub) {
  R::RegTensor<uint8_t> reg;
  R::MaskReg mask = R::CreateMask<uint8_t>();
  for (uint32_t i = 0; i < kOps / 2; ++i) {
    R::LoadAlign(reg, ub + 256 * i);
    R::StoreAlign(ub + 16 * 1024 + 256 * i, reg, mask);
  }
}
// 32 LoadAlign DIST_US_B8 + 32 StoreAlign NORM.
__simd_vf__ inline void UpsampleOpsVF(__ubuf__ uint8_t* ub) {
  R::RegTensor<uint8_t> reg;
  R::MaskReg mask = R::CreateMask<uint8_t>();
  for (uint32_t i = 0; i < kOps / 2; ++i) {
    R::LoadAlign<uint8_t, R::LoadDist::DIST_US_B8>(reg, ub + 128 * i);
    R::StoreAlign(ub + 16 * 1024 + 256 * i, reg, mask);
  }
}
// 32 LoadAlign + 32 StoreAlign b16 under a partial predicate (100 lanes).
__simd_vf__ inline void PartialOpsVF(__ubuf__ uint8_t* ub) {
  R::RegTensor<uint16_t> reg;
  uint32_t n = 100;
  R::MaskReg mask = R::UpdateMask<uint16_t>(n);
  for (uint32_t i = 0; i < kOps / 2; ++i) {
    R::LoadAlign(reg, reinterpret_cast<__ubuf__ uint16_t*>(ub + 256 * i));
    R::StoreAlign(reinterpret_cast<__ubuf__ uint16_t*>(ub + 16 * 1024 + 256 * i), reg, mask);
  }
}

// The same loops without checks: plain vector moves at the same level.
using Bytes [[gnu::vector_size(256)]] = uint8_t;
__simd_vf__ inline void CopyOpsRaw(__ubuf__ uint8_t* ub) {
  for (uint32_t i = 0; i < kOps / 2; ++i) {
    Bytes v;
    std::memcpy(&v, ub + 256 * i, 256);
    std::memcpy(ub + 16 * 1024 + 256 * i, &v, 256);
  }
}
__simd_vf__ inline void UpsampleOpsRaw(__ubuf__ uint8_t* ub) {
  for (uint32_t i = 0; i < kOps / 2; ++i) ah::ub_moves::LoadUpsample<uint8_t>(ub + 128 * i, ub + 16 * 1024 + 256 * i);
}
__simd_vf__ inline void PartialOpsRaw(__ubuf__ uint8_t* ub) {
  uint32_t n = 100;
  const R::MaskReg mask = R::UpdateMask<uint16_t>(n);
  for (uint32_t i = 0; i < kOps / 2; ++i)
    ah::ub_moves::StoreMasked<uint16_t>(ub + 256 * i, mask.words, ub + 16 * 1024 + 256 * i);
}

template <auto F>
void OpsCase(benchmark::State& state) {
  uint8_t* ub = FreshUb();
  for (auto _ : state) {
    asc_vf_call<F>(ub);
    benchmark::ClobberMemory();
  }
  PerOp(state, kOps);
}

[[maybe_unused]] const int registered = [] {
  for (const Way& way : Ways()) {
    benchmark::RegisterBenchmark((std::string("BM_Report/reg_copy/u32/") + way.name).c_str(), CopyCase, way)
        ->Arg(8 * 1024)->Arg(64 * 1024)->Arg(112 * 1024);
    benchmark::RegisterBenchmark((std::string("BM_Report/reg_gather/f16/") + way.name + "/65536").c_str(),
                                 GatherCase, way);
    benchmark::RegisterBenchmark((std::string("BM_Report/reg_vf_body/f32/") + way.name + "/65536").c_str(),
                                 BodyCase, way);
  }
  benchmark::RegisterBenchmark("BM_Report/reg_vf_body/f32/capi/65536", BodyCApi);
  benchmark::RegisterBenchmark("BM_Report/reg_vf_body/f32/loop/65536", BodyLoop);
  benchmark::RegisterBenchmark("BM_Report/reg_vf_body/f32/memcpy/65536", BodyMemcpy);
  benchmark::RegisterBenchmark("BM_Report/reg_copy/u32/loop", CopyLoop)->Arg(8 * 1024)->Arg(64 * 1024)->Arg(112 * 1024);
  benchmark::RegisterBenchmark("BM_Report/reg_copy/u32/memcpy", CopyMemcpy)->Arg(8 * 1024)->Arg(64 * 1024)->Arg(112 * 1024);
  benchmark::RegisterBenchmark("BM_Report/reg_copy/u32/reference", CopyReference)->Arg(8 * 1024)->Arg(64 * 1024)->Arg(112 * 1024);
  benchmark::RegisterBenchmark("BM_Report/reg_gather/f16/loop/65536", GatherLoop);
  benchmark::RegisterBenchmark("BM_Report/reg_gather/f16/memcpy/65536", GatherMemcpy);
  benchmark::RegisterBenchmark("BM_Report/reg_gather/f16/reference/65536", GatherReference);
  benchmark::RegisterBenchmark("BM_RegOp/Copy_NORM/inline", OpsCase<CopyOpsVF>);
  benchmark::RegisterBenchmark("BM_RegOp/Copy_NORM/raw", OpsCase<CopyOpsRaw>);
  benchmark::RegisterBenchmark("BM_RegOp/Copy_US_B8/inline", OpsCase<UpsampleOpsVF>);
  benchmark::RegisterBenchmark("BM_RegOp/Copy_US_B8/raw", OpsCase<UpsampleOpsRaw>);
  benchmark::RegisterBenchmark("BM_RegOp/Copy_b16_partial/inline", OpsCase<PartialOpsVF>);
  benchmark::RegisterBenchmark("BM_RegOp/Copy_b16_partial/raw", OpsCase<PartialOpsRaw>);
  return 0;
}();

}  // namespace
