// Seed 004 (basic Gather) as the README's main job runs it: the kernel code
// is copied verbatim from the seed, launched on the CPU with the seed's data
// (expected [127 ... 0]), then u16/u32 count-mode Gather at 64 KiB against
// the scalar reference.
#include <cstring>
#include <memory>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "main_job/demo.h"
#include "reference/gather.h"

// ---- seed 004, verbatim ----------------------------------------------------
#include "kernel_operator.h"
template <typename T>
class GatherTest {
public:
    __aicore__ inline GatherTest() {}
    __aicore__ inline void Init(__gm__ uint8_t* dstGm, __gm__ uint8_t* srcGm,
        __gm__ uint8_t* srcOffsetGm, const uint32_t count)
    {
        m_elementCount = count;
        m_dstGlobal.SetGlobalBuffer((__gm__ T*)dstGm);
        m_srcGlobal.SetGlobalBuffer((__gm__ T*)srcGm);
        m_srcOffsetGlobal.SetGlobalBuffer((__gm__ uint32_t*)srcOffsetGm);
        m_pipe.InitBuffer(m_queIn, 2, m_elementCount * sizeof(uint32_t));
        m_pipe.InitBuffer(m_queOut, 2, m_elementCount * sizeof(uint32_t));
    }
    __aicore__ inline void Process()
    {
        CopyIn();
        Compute();
        CopyOut();
    }
private:
    __aicore__ inline void CopyIn()
    {
        AscendC::LocalTensor<T> srcLocal = m_queIn.AllocTensor<T>();
        AscendC::DataCopy(srcLocal, m_srcGlobal, m_elementCount);
        m_queIn.EnQue(srcLocal);
        AscendC::LocalTensor<uint32_t> srcOffsetLocal = m_queIn.AllocTensor<uint32_t>();
        AscendC::DataCopy(srcOffsetLocal, m_srcOffsetGlobal, m_elementCount);
        m_queIn.EnQue(srcOffsetLocal);
    }
    __aicore__ inline void Compute()
    {
        AscendC::LocalTensor<T> srcLocal = m_queIn.DeQue<T>();
        AscendC::LocalTensor<uint32_t> srcOffsetLocal = m_queIn.DeQue<uint32_t>();
        AscendC::LocalTensor<T> dstLocal = m_queOut.AllocTensor<T>();
        srcLocal.SetSize(m_elementCount);
        AscendC::Gather(dstLocal, srcLocal, srcOffsetLocal, (uint32_t)0, m_elementCount);
        m_queIn.FreeTensor(srcLocal);
        m_queIn.FreeTensor(srcOffsetLocal);
        m_queOut.EnQue(dstLocal);
    }
    __aicore__ inline void CopyOut()
    {
        AscendC::LocalTensor<T> dstLocal = m_queOut.DeQue<T>();
        AscendC::DataCopy(m_dstGlobal, dstLocal, m_elementCount);
        m_queOut.FreeTensor(dstLocal);
    }
private:
    AscendC::TPipe m_pipe;
    AscendC::TQue<AscendC::TPosition::VECIN, 1> m_queCalc;
    AscendC::GlobalTensor<T> m_valueGlobal;
    uint32_t m_concatRepeatTimes;
    uint32_t m_sortRepeatTimes;
    uint32_t m_extractRepeatTimes;
    uint32_t m_elementCount;
    AscendC::GlobalTensor<uint32_t> m_srcOffsetGlobal;
    AscendC::GlobalTensor<T> m_srcGlobal;
    AscendC::GlobalTensor<T> m_dstGlobal;
    AscendC::TQue<AscendC::TPosition::VECIN, 2> m_queIn;
    AscendC::TQue<AscendC::TPosition::VECOUT, 2> m_queOut;
}; // class GatherTest
extern "C" __global__ __aicore__ void kernel_gather(GM_ADDR dstGm, GM_ADDR srcGm, GM_ADDR srcOffsetGm)
{
    GatherTest<half> op; 
    op.Init(dstGm, srcGm, srcOffsetGm, 128);
    op.Process();
}
// ---- end of seed 004 --------------------------------------------------------

namespace {

bool RunGatherSeed(std::ostream& out) {
  std::vector<half> src(128), dst(128, half(0.0f));
  std::vector<uint32_t> offsets(128);
  for (uint32_t i = 0; i < 128; ++i) src[i] = half(static_cast<float>(i));
  for (uint32_t k = 0; k < 128; ++k) offsets[k] = 254 - 2 * k;
  ascendc_host::Launch(1, kernel_gather, reinterpret_cast<uint8_t*>(dst.data()), reinterpret_cast<uint8_t*>(src.data()),
                       reinterpret_cast<uint8_t*>(offsets.data()));
  auto fmt_half = [](half h) { return std::to_string(static_cast<int>(static_cast<float>(h))); };
  out << "  srcOffsetLocal = " << demo::Brief(offsets, 128, [](uint32_t v) { return std::to_string(v); }) << "\n";
  out << "  srcLocal       = " << demo::Brief(src, 128, fmt_half) << "\n";
  out << "  dstGlobal      = " << demo::Brief(dst, 128, fmt_half) << "\n";
  for (uint32_t k = 0; k < 128; ++k)
    if (dst[k].bits != half(static_cast<float>(127 - k)).bits) return false;
  return true;
}

// Count-mode Gather of 64 KiB of data from a 64 KiB table, random offsets,
// on a host image (a UB could not hold data, table and offsets at u16).
template <typename W>
demo::Workload GatherWorkload(const char* name) {
  constexpr uint32_t kBytes = 64 * 1024, n = kBytes / sizeof(W);
  auto image = std::make_shared<std::vector<uint8_t>>(n * 4 + 2 * kBytes, 0);
  std::mt19937_64 rng(5);
  for (uint32_t k = 0; k < n; ++k) {
    const uint32_t off = static_cast<uint32_t>(rng() % n) * sizeof(W);
    std::memcpy(image->data() + 4 * k, &off, 4);
  }
  const uint32_t src = n * 4, dst = src + kBytes;
  const ascendc_host::kernels::OffsetMap map{sizeof(W) == 2 ? 0x1FFFEu : ~3u, ~0u};
  return demo::Workload{
      name, kBytes,
      [=] {
        const auto* offsets = reinterpret_cast<const uint32_t*>(image->data());
        (void)ascendc_host::kernels::SummarizeOffsets(offsets, n, map);
        ascendc_host::kernels::GatherByOffsets(image->data() + src, offsets, n, map,
                                               reinterpret_cast<W*>(image->data() + dst));
      },
      [=] {
        const ascendc_host::reference::Ub ub(image->data(), static_cast<uint32_t>(image->size()));
        ascendc_host::reference::GatherCount(ub, ascendc_host::Profile::kP950, sizeof(W), dst, src, 0, 0, n);
      }};
}

DEMO_REGISTER(demo::Case{"Gather seed 004 (GatherTest<half>, 128 reversed offsets)",
                         RunGatherSeed,
                         {[] { return GatherWorkload<uint16_t>("Gather u16 count, 64 KiB"); },
                          [] { return GatherWorkload<uint32_t>("Gather u32 count, 64 KiB"); }}});

}  // namespace
