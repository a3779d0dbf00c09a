// Reductions and layout APIs in the peer report (scripts/bench_report.sh),
// named like vector_bench.cc's rows:
//
//   BM_Report/<work>/<width>/<impl>/<bytes>
//
// <bytes> is the size of the source (8 KiB, 64 KiB), bytes_per_second counts
// it. <impl> as in vector_bench.cc: best, <target>, loop (a plain -O3 loop
// of the same work: a running sum / running maximum with its first index, a
// transposing double loop, ...), reference, memcpy (memcpy of the source's
// bytes: one read and one write of them, the memory ceiling of a read).
// Works:
//   reduce_sum        ReduceSum count form (the NPU's accumulation order)
//   reduce_max_index  ReduceMax count form with calIndex
//   reduce_min        ReduceMin count form, value only
//   reduce_repeat_sum ReduceRepeat<SUM>, one result per 256-byte repeat
//   reduce_datablock_max ReduceDataBlock<MAX>, one result per DataBlock
//   pair_sum          ReducePairElem<SUM>
//   transpose_nchw    Transpose NCHW -> NHWC (C = 16, H * W = n / 16)
//   interleave        Interleave of two sources of n / 2 elements (950)
//   brcb              Brcb, n / 8 source elements into n (from n / 8 read)
//   trans_data_5hd    TransDataTo5HD NCHW -> NC1HWC0 (C = 16, H * W = n / 16):
//                     one call of n / 16 / (32 / sizeof(T)) repeats; the loop
//                     is transpose_nchw's
#include <algorithm>
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
using bench::ScopedTarget;

enum class Work {
  kReduceSum,
  kReduceMaxIndex,
  kReduceMin,
  kRepeatSum,
  kDataBlockMax,
  kPairSum,
  kTransposeNchw,
  kInterleave,
  kBrcb,
  kTransData5hd,
};
struct WorkInfo {
  Work work;
  const char* name;
};
const WorkInfo kWorks[] = {
    {Work::kReduceSum, "reduce_sum"},     {Work::kReduceMaxIndex, "reduce_max_index"},
    {Work::kReduceMin, "reduce_min"},     {Work::kRepeatSum, "reduce_repeat_sum"},
    {Work::kDataBlockMax, "reduce_datablock_max"}, {Work::kPairSum, "pair_sum"},
    {Work::kTransposeNchw, "transpose_nchw"}, {Work::kInterleave, "interleave"},
    {Work::kBrcb, "brcb"},         {Work::kTransData5hd, "trans_data_5hd"},
};

// What a user would write.
template <typename T>
void PlainLoop(Work work, T* dst, const T* a, uint32_t n) {
  switch (work) {
    case Work::kReduceSum: {
      float acc = 0;
      for (uint32_t i = 0; i < n; ++i) acc += float(a[i]);
      dst[0] = T(acc);
      break;
    }
    case Work::kReduceMaxIndex: {
      float best = float(a[0]);
      uint32_t at = 0;
      for (uint32_t i = 1; i < n; ++i) {
        if (float(a[i]) > best) {
          best = float(a[i]);
          at = i;
        }
      }
      dst[0] = a[at];
      std::memcpy(dst + 1, &at, sizeof(T));
      break;
    }
    case Work::kReduceMin: {
      float best = float(a[0]);
      for (uint32_t i = 1; i < n; ++i) best = std::min(best, float(a[i]));
      dst[0] = T(best);
      break;
    }
    case Work::kRepeatSum: {
      const uint32_t epr = 256 / sizeof(T);
      for (uint32_t r = 0; r < n / epr; ++r) {
        float acc = 0;
        for (uint32_t k = 0; k < epr; ++k) acc += float(a[r * epr + k]);
        dst[r] = T(acc);
      }
      break;
    }
    case Work::kDataBlockMax: {
      const uint32_t epb = 32 / sizeof(T);
      for (uint32_t b = 0; b < n / epb; ++b) {
        float best = float(a[b * epb]);
        for (uint32_t k = 1; k < epb; ++k) best = std::max(best, float(a[b * epb + k]));
        dst[b] = T(best);
      }
      break;
    }
    case Work::kPairSum:
      for (uint32_t i = 0; i < n / 2; ++i) dst[i] = T(float(a[2 * i]) + float(a[2 * i + 1]));
      break;
    case Work::kTransposeNchw:
    case Work::kTransData5hd: {
      const uint32_t c = 16, hw = n / 16;
      for (uint32_t i = 0; i < c; ++i)
        for (uint32_t j = 0; j < hw; ++j) dst[j * c + i] = a[i * hw + j];
      break;
    }
    case Work::kInterleave: {
      const uint32_t half_n = n / 2, q = half_n / 2;
      const T* b = a + half_n;
      for (uint32_t i = 0; i < q; ++i) {
        dst[2 * i] = a[i];
        dst[2 * i + 1] = b[i];
        dst[half_n + 2 * i] = a[q + i];
        dst[half_n + 2 * i + 1] = b[q + i];
      }
      break;
    }
    case Work::kBrcb: {
      const uint32_t epb = 32 / sizeof(T);
      for (uint32_t i = 0; i < n / epb; ++i) std::fill_n(dst + i * epb, epb, a[i]);
      break;
    }
  }
}

template <typename T>
void Surface(Work work, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& a,
             const AscendC::LocalTensor<T>& tmp, const AscendC::LocalTensor<uint8_t>& tmp_bytes, uint32_t n) {
  const int32_t count = static_cast<int32_t>(n);
  const int32_t epr = 256 / sizeof(T);
  switch (work) {
    case Work::kReduceSum: return AscendC::ReduceSum<T>(dst, a, tmp, count);
    case Work::kReduceMaxIndex: return AscendC::ReduceMax<T>(dst, a, tmp, count, true);
    case Work::kReduceMin: return AscendC::ReduceMin<T>(dst, a, tmp, count, false);
    case Work::kRepeatSum:
      for (int32_t r = 0; r < count / epr; r += 255)
        AscendC::ReduceRepeat<AscendC::ReduceType::SUM, T>(dst[r], a[r * epr], epr, std::min(255, count / epr - r), 1,
                                                            1, 8);
      return;
    case Work::kDataBlockMax:
      for (int32_t r = 0; r < count / epr; r += 255)
        AscendC::ReduceDataBlock<AscendC::ReduceType::MAX, T>(dst[r * 8], a[r * epr], epr,
                                                              std::min(255, count / epr - r), 1, 1, 8);
      return;
    case Work::kPairSum:
      for (int32_t r = 0; r < count / epr; r += 255)
        AscendC::ReducePairElem<AscendC::ReduceType::SUM, T>(dst[r * epr / 2], a[r * epr], epr,
                                                             std::min(255, count / epr - r), 1, 1, 8);
      return;
    case Work::kTransposeNchw: {
      AscendC::TransposeParamsExt p(1, 16, 1, static_cast<uint16_t>(n / 16), AscendC::TransposeType::TRANSPOSE_NCHW2NHWC);
      return AscendC::Transpose(dst, a, tmp_bytes, p);
    }
    case Work::kInterleave: {
      const uint32_t half_n = n / 2;
      return AscendC::Interleave(dst, dst[half_n], a, a[half_n], static_cast<int32_t>(half_n));
    }
    case Work::kBrcb: {
      const uint32_t epb = 32 / sizeof(T);
      for (uint32_t r = 0; r < n / epb / 8; r += 255)
        AscendC::Brcb(dst[r * 8 * epb], a[r * 8], static_cast<uint8_t>(std::min<uint32_t>(255, n / epb / 8 - r)),
                      AscendC::BrcbRepeatParams(1, 8));
      return;
    }
    case Work::kTransData5hd: {
      // The page's NCHW -> NC1HWC0 configuration: the 16 channel planes in,
      // 16 consecutive DataBlocks out, dstRepStride 16, srcRepStride 1.
      const uint32_t epb = 32 / sizeof(T), hw = n / 16;
      uint64_t dst_list[16], src_list[16];
      for (uint32_t i = 0; i < 16; ++i) {
        dst_list[i] = reinterpret_cast<uint64_t>(dst[i * epb].GetPhyAddr());
        src_list[i] = reinterpret_cast<uint64_t>(a[i * hw].GetPhyAddr());
      }
      return AscendC::TransDataTo5HD<T>(dst_list, src_list,
                                        AscendC::TransDataTo5HDParams(false, false, static_cast<uint8_t>(hw / epb), 16, 1));
    }
  }
}

// The reference's description of the same call (the one-call works).
ah::VectorCallDesc Describe(Work work, ah::DType type, uint32_t a, uint32_t dst, uint32_t n) {
  ah::VectorCallDesc c;
  c.family = ah::VectorCallDesc::Family::kReduce;
  c.type = type;
  c.count = n;
  c.src0.address = a;
  c.dst.address = dst;
  c.profile = static_cast<uint8_t>(ah::kProfile.profile);
  c.reduce.scope = ah::ReduceScope::kAll;
  c.reduce.dst_type = type;
  switch (work) {
    case Work::kReduceSum: c.op = static_cast<uint8_t>(ah::ReduceOp::kSum); break;
    case Work::kReduceMaxIndex: c.op = static_cast<uint8_t>(ah::ReduceOp::kMax); break;
    default:
      c.op = static_cast<uint8_t>(ah::ReduceOp::kMin);
      c.reduce.layout = ah::ReduceLayout::kOnlyValue;
      break;
  }
  return c;
}

template <typename T>
void RunReduceCase(benchmark::State& state, const WorkInfo& w, const Impl& impl) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  const uint32_t n = bytes / sizeof(T);
  if (impl.kind == Impl::kMemcpy) return bench::RunMemcpyCase(state, 2ull * bytes, bytes);
  if (w.work == Work::kInterleave && ah::kProfile.profile == ah::Profile::kPA2) return state.SkipWithError("950 only");
  ah::runtime::ResetDefaultCore();
  ah::runtime::CoreState& core = ah::runtime::CurrentCore();
  const uint32_t a_at = 0, dst_at = bytes, tmp_at = 2 * bytes + 4096;
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> values(-4.0f, 4.0f);
  for (uint32_t i = 0; i < n; ++i) {
    const T v = T(values(rng));
    std::memcpy(core.ub + a_at + i * sizeof(T), &v, sizeof(T));
  }
  auto tensor = [&](uint32_t at, uint32_t elements) {
    return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + at), elements, AscendC::TPosition::VECCALC, 0,
                                          0);
  };
  const auto a = tensor(a_at, n), dst = tensor(dst_at, n), tmp = tensor(tmp_at, 8192 / sizeof(T));
  const auto tmp_bytes = AscendC::LocalTensor<uint8_t>::FromUb(core.ub + tmp_at, 8192, AscendC::TPosition::VECCALC, 0, 0);
  const bool one_call = w.work == Work::kReduceSum || w.work == Work::kReduceMaxIndex || w.work == Work::kReduceMin;
  switch (impl.kind) {
    case Impl::kOurs: {
      ScopedTarget target(impl.target);
      for (auto _ : state) {
        Surface<T>(w.work, dst, a, tmp, tmp_bytes, n);
        benchmark::ClobberMemory();
      }
      break;
    }
    case Impl::kLoop:
      for (auto _ : state) {
        PlainLoop<T>(w.work, dst.GetPhyAddr(), a.GetPhyAddr(), n);
        benchmark::ClobberMemory();
      }
      break;
    case Impl::kReference:
      if (!one_call) return state.SkipWithError("reference rows for the one-call works only");
      bench::RunReferenceCase(state, core, Describe(w.work, ah::detail::DTypeOf<T>(), a_at, dst_at, n));
      break;
    default: break;
  }
  bench::SetBytes(state, bytes);
}

int RegisterReduceCases() {
  for (const WorkInfo& w : kWorks) {
    bench::RegisterVectorReport(w.name, [w](benchmark::State& s, const Impl& impl, int bits) {
      if (bits == 16) RunReduceCase<half>(s, w, impl);
      else RunReduceCase<float>(s, w, impl);
    });
  }
  return 0;
}

[[maybe_unused]] const int registered = RegisterReduceCases();

}  // namespace
