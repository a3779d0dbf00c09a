// A DataCopy-only operator (GM -> UB -> GM through a TQue) launched over 40
// blocks, each block moving its own slice: the runtime end to end.
#include <cstring>
#include <memory>
#include <string>
#include <ostream>
#include <vector>

#include "kernel_operator.h"
#include "main_job/demo.h"
#include "reference/copy.h"

namespace {

constexpr uint32_t kTile = 4096;  // elements of uint32_t per tile (16 KiB)

class CopyOperator {
 public:
  __aicore__ inline void Init(GM_ADDR dst, GM_ADDR src, uint32_t perBlock) {
    m_perBlock = perBlock;
    const int64_t offset = AscendC::GetBlockIdx() * perBlock;
    m_src.SetGlobalBuffer((__gm__ uint32_t*)src + offset, perBlock);
    m_dst.SetGlobalBuffer((__gm__ uint32_t*)dst + offset, perBlock);
    m_pipe.InitBuffer(m_que, 2, kTile * sizeof(uint32_t));
  }
  __aicore__ inline void Process() {
    for (uint32_t done = 0; done < m_perBlock; done += kTile) {
      AscendC::LocalTensor<uint32_t> t = m_que.AllocTensor<uint32_t>();
      AscendC::DataCopy(t, m_src[done], kTile);
      m_que.EnQue(t);
      t = m_que.DeQue<uint32_t>();
      AscendC::DataCopy(m_dst[done], t, kTile);
      m_que.FreeTensor(t);
    }
  }

 private:
  AscendC::TPipe m_pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 2> m_que;
  AscendC::GlobalTensor<uint32_t> m_src, m_dst;
  uint32_t m_perBlock = 0;
};

extern "C" __global__ __aicore__ void copy_operator(GM_ADDR dst, GM_ADDR src, uint32_t perBlock) {
  CopyOperator op;
  op.Init(dst, src, perBlock);
  op.Process();
}

constexpr uint32_t kBlocks = 40, kPerBlock = 6 * kTile;  // 40 x 96 KiB

bool RunCopyOperator(std::ostream& out) {
  std::vector<uint32_t> src(kBlocks * kPerBlock), dst(src.size(), 0);
  for (size_t i = 0; i < src.size(); ++i) src[i] = static_cast<uint32_t>(i * 2654435761u);
  ascendc_host::Launch(kBlocks, copy_operator, reinterpret_cast<uint8_t*>(dst.data()),
                       reinterpret_cast<uint8_t*>(src.data()), kPerBlock);
  out << "  40 blocks x " << kPerBlock * 4 / 1024 << " KiB, GM -> UB -> GM in 16 KiB tiles\n";
  out << "  dst = " << demo::Brief(dst, dst.size(), [](uint32_t v) { return std::to_string(v); }) << "\n";
  return dst == src;
}

DEMO_REGISTER(demo::Case{
    "DataCopy operator over 40 blocks",
    RunCopyOperator,
    {[] {
       auto src = std::make_shared<std::vector<uint8_t>>(64 * 1024, 7);
       auto dst = std::make_shared<std::vector<uint8_t>>(64 * 1024);
       return demo::Workload{"copy kernel, 64 KiB", src->size(),
                             [=] { ascendc_host::kernels::CopyBytes(src->data(), dst->data(), src->size()); },
                             [=] { ascendc_host::reference::CopyBytes(src->data(), dst->data(), src->size()); }};
     },
     [] {
       auto src = std::make_shared<std::vector<uint32_t>>(kBlocks * kPerBlock, 1);
       auto dst = std::make_shared<std::vector<uint32_t>>(kBlocks * kPerBlock);
       return demo::Workload{"copy operator, 40 blocks x 96 KiB", src->size() * 4, [=] {
                               ascendc_host::Launch(kBlocks, copy_operator, reinterpret_cast<uint8_t*>(dst->data()),
                                                    reinterpret_cast<uint8_t*>(src->data()), kPerBlock);
                             }, nullptr};
     }}});

}  // namespace
