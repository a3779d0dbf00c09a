// Seed 002 (Scatter) as the README's main job runs it. The seed's example is
// a fragment (SPEC 7.4 D1): its statements sit in a kernel class here with
// every API call unchanged, launched with the seed's data (expected
// [127 ... 0]), then u16/u32 count-mode Scatter at 64 KiB against the
// scalar reference.
#include <algorithm>
#include <cstring>
#include <memory>
#include <numeric>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "main_job/demo.h"
#include "reference/scatter.h"

namespace {

template <typename T>
class ScatterSeedOperator {
 public:
  __aicore__ inline void Init(GM_ADDR dstGm, GM_ADDR srcGm, GM_ADDR dstOffsetGm, uint32_t count) {
    m_elementCount = count;
    m_dstGlobal.SetGlobalBuffer((__gm__ T*)dstGm);
    m_srcGlobal.SetGlobalBuffer((__gm__ T*)srcGm);
    m_dstOffsetGlobal.SetGlobalBuffer((__gm__ uint32_t*)dstOffsetGm);
    m_pipe.InitBuffer(m_queIn, 2, m_elementCount * sizeof(uint32_t));
    m_pipe.InitBuffer(m_queOut, 1, m_elementCount * sizeof(uint32_t));
  }
  __aicore__ inline void Process() {
    CopyIn();
    Compute();
    CopyOut();
  }

 private:
  // The seed's statements, unchanged and in its order, at its three stages.
  __aicore__ inline void CopyIn() {
    AscendC::LocalTensor<T> srcLocal = m_queIn.AllocTensor<T>();
    AscendC::DataCopy(srcLocal, m_srcGlobal, m_elementCount);
    m_queIn.EnQue(srcLocal);
    AscendC::LocalTensor<uint32_t> dstOffsetLocal = m_queIn.AllocTensor<uint32_t>();
    AscendC::DataCopy(dstOffsetLocal, m_dstOffsetGlobal, m_elementCount);
    m_queIn.EnQue(dstOffsetLocal);
  }
  __aicore__ inline void Compute() {
    AscendC::LocalTensor<T> srcLocal = m_queIn.DeQue<T>();
    AscendC::LocalTensor<uint32_t> dstOffsetLocal = m_queIn.DeQue<uint32_t>();
    AscendC::LocalTensor<T> dstLocal = m_queOut.AllocTensor<T>();
    dstLocal.SetSize(m_elementCount);
    AscendC::Scatter(dstLocal, srcLocal, dstOffsetLocal, (uint32_t)0, m_elementCount);
    m_queIn.FreeTensor(srcLocal);
    m_queIn.FreeTensor(dstOffsetLocal);
    m_queOut.EnQue(dstLocal);
  }
  __aicore__ inline void CopyOut() {
    AscendC::LocalTensor<T> dstLocal = m_queOut.DeQue<T>();
    AscendC::DataCopy(m_dstGlobal, dstLocal, m_elementCount);
    m_queOut.FreeTensor(dstLocal);
  }

  AscendC::TPipe m_pipe;
  uint32_t m_elementCount = 0;
  AscendC::GlobalTensor<uint32_t> m_dstOffsetGlobal;
  AscendC::GlobalTensor<T> m_srcGlobal;
  AscendC::GlobalTensor<T> m_dstGlobal;
  AscendC::TQue<AscendC::TPosition::VECIN, 2> m_queIn;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> m_queOut;
};

extern "C" __global__ __aicore__ void kernel_scatter(GM_ADDR dstGm, GM_ADDR srcGm, GM_ADDR dstOffsetGm) {
  ScatterSeedOperator<half> op;
  op.Init(dstGm, srcGm, dstOffsetGm, 128);
  op.Process();
}

bool RunScatterSeed(std::ostream& out) {
  std::vector<half> src(128), dst(128, half(0.0f));
  std::vector<uint32_t> offsets(128);
  for (uint32_t i = 0; i < 128; ++i) src[i] = half(static_cast<float>(i));
  for (uint32_t k = 0; k < 128; ++k) offsets[k] = 254 - 2 * k;
  ascendc_host::Launch(1, kernel_scatter, reinterpret_cast<uint8_t*>(dst.data()),
                       reinterpret_cast<uint8_t*>(src.data()), reinterpret_cast<uint8_t*>(offsets.data()));
  auto fmt_half = [](half h) { return std::to_string(static_cast<int>(static_cast<float>(h))); };
  out << "  dstOffsetLocal = " << demo::Brief(offsets, 128, [](uint32_t v) { return std::to_string(v); }) << "\n";
  out << "  srcLocal       = " << demo::Brief(src, 128, fmt_half) << "\n";
  out << "  dstGlobal      = " << demo::Brief(dst, 128, fmt_half) << "\n";
  for (uint32_t k = 0; k < 128; ++k)
    if (dst[k].bits != half(static_cast<float>(127 - k)).bits) return false;
  return true;
}

// Count-mode Scatter of 64 KiB of data to a random permutation of a 64 KiB table.
template <typename W>
demo::Workload ScatterWorkload(const char* name) {
  constexpr uint32_t kBytes = 64 * 1024, n = kBytes / sizeof(W);
  auto image = std::make_shared<std::vector<uint8_t>>(n * 4 + 2 * kBytes, 0);
  std::vector<uint32_t> slots(n);
  std::iota(slots.begin(), slots.end(), 0u);
  std::shuffle(slots.begin(), slots.end(), std::mt19937_64(9));
  for (uint32_t k = 0; k < n; ++k) {
    const uint32_t off = slots[k] * sizeof(W);
    std::memcpy(image->data() + 4 * k, &off, 4);
  }
  const uint32_t src = n * 4, dst = src + kBytes;
  const ascendc_host::kernels::OffsetMap map{sizeof(W) == 2 ? ~1u : ~3u, sizeof(W) == 2 ? 131070u : ~0u};
  return demo::Workload{
      name, kBytes,
      [=] {
        const auto* offsets = reinterpret_cast<const uint32_t*>(image->data());
        (void)ascendc_host::kernels::SummarizeOffsets(offsets, n, map);
        ascendc_host::kernels::ScatterByOffsets(reinterpret_cast<const W*>(image->data() + src), offsets, n, map,
                                                image->data() + dst);
      },
      [=] {
        const ascendc_host::reference::Ub ub(image->data(), static_cast<uint32_t>(image->size()));
        ascendc_host::reference::ScatterCount(ub, sizeof(W), dst, src, 0, 0, n);
      }};
}

DEMO_REGISTER(demo::Case{"Scatter seed 002 (statements in a kernel class, 128 reversed offsets)",
                         RunScatterSeed,
                         {[] { return ScatterWorkload<uint16_t>("Scatter u16 count, 64 KiB"); },
                          [] { return ScatterWorkload<uint32_t>("Scatter u32 count, 64 KiB"); }}});

}  // namespace
