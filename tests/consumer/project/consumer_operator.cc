// An operator in the style of seed 004 (TPipe, two TQue, DataCopy in/out,
// basic Gather with reversed offsets), built against the installed package
// and launched over 8 blocks. Exits non-zero on a wrong result.
#include <cstdio>
#include <vector>

#include "ascendc_host/c_api.h"
#include "ascendc_host/verify.h"
#include "kernel_operator.h"

template <typename T>
class ReverseGather {
 public:
  __aicore__ inline ReverseGather() {}
  __aicore__ inline void Init(__gm__ uint8_t* dstGm, __gm__ uint8_t* srcGm, __gm__ uint8_t* offsetGm,
                              uint32_t count) {
    m_count = count;
    const int64_t block = AscendC::GetBlockIdx();
    m_dstGlobal.SetGlobalBuffer((__gm__ T*)dstGm + block * count, count);
    m_srcGlobal.SetGlobalBuffer((__gm__ T*)srcGm + block * count, count);
    m_offsetGlobal.SetGlobalBuffer((__gm__ uint32_t*)offsetGm, count);
    m_pipe.InitBuffer(m_queIn, 2, m_count * sizeof(uint32_t));
    m_pipe.InitBuffer(m_queOut, 2, m_count * sizeof(uint32_t));
  }
  __aicore__ inline void Process() {
    AscendC::LocalTensor<T> srcLocal = m_queIn.AllocTensor<T>();
    AscendC::DataCopy(srcLocal, m_srcGlobal, m_count);
    m_queIn.EnQue(srcLocal);
    AscendC::LocalTensor<uint32_t> offsetLocal = m_queIn.AllocTensor<uint32_t>();
    AscendC::DataCopy(offsetLocal, m_offsetGlobal, m_count);
    m_queIn.EnQue(offsetLocal);

    srcLocal = m_queIn.DeQue<T>();
    offsetLocal = m_queIn.DeQue<uint32_t>();
    AscendC::LocalTensor<T> dstLocal = m_queOut.AllocTensor<T>();
    srcLocal.SetSize(m_count);
    AscendC::Gather(dstLocal, srcLocal, offsetLocal, (uint32_t)0, m_count);
    m_queIn.FreeTensor(srcLocal);
    m_queIn.FreeTensor(offsetLocal);
    m_queOut.EnQue(dstLocal);

    dstLocal = m_queOut.DeQue<T>();
    AscendC::DataCopy(m_dstGlobal, dstLocal, m_count);
    m_queOut.FreeTensor(dstLocal);
  }

 private:
  AscendC::TPipe m_pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 2> m_queIn;
  AscendC::TQue<AscendC::TPosition::VECOUT, 2> m_queOut;
  AscendC::GlobalTensor<T> m_dstGlobal, m_srcGlobal;
  AscendC::GlobalTensor<uint32_t> m_offsetGlobal;
  uint32_t m_count = 0;
};

extern "C" __global__ __aicore__ void reverse_gather(GM_ADDR dstGm, GM_ADDR srcGm, GM_ADDR offsetGm) {
  ReverseGather<half> op;
  op.Init(dstGm, srcGm, offsetGm, 128);
  op.Process();
}

int main() {
  const uint32_t blocks = 8, count = 128;
  std::vector<half> src(blocks * count), dst(blocks * count, half(0.0f));
  std::vector<uint32_t> offsets(count);
  for (uint32_t i = 0; i < blocks * count; ++i) src[i] = half(static_cast<float>(i % 2048));
  for (uint32_t k = 0; k < count; ++k) offsets[k] = 2 * (count - 1 - k);
  ascendc_host::Launch(blocks, reverse_gather, reinterpret_cast<uint8_t*>(dst.data()),
                       reinterpret_cast<uint8_t*>(src.data()), reinterpret_cast<uint8_t*>(offsets.data()));
  for (uint32_t b = 0; b < blocks; ++b)
    for (uint32_t k = 0; k < count; ++k)
      if (dst[b * count + k].bits != src[b * count + (count - 1 - k)].bits) {
        std::printf("mismatch at block %u element %u\n", b, k);
        return 1;
      }
  // The same launch cross-checked against the reference compiled into the
  // installed library, then the pointer-level C ABI on the same data.
  ascendc_host::SetVerifyMode(true);
  ascendc_host::Launch(blocks, reverse_gather, reinterpret_cast<uint8_t*>(dst.data()),
                       reinterpret_cast<uint8_t*>(src.data()), reinterpret_cast<uint8_t*>(offsets.data()));
  ascendc_host::SetVerifyMode(false);
  std::vector<half> flat(count);
  if (ascendc_host_gather(src.data(), count * sizeof(half), offsets.data(), count, flat.data(),
                          count * sizeof(half), sizeof(half)) != ASCENDC_HOST_OK ||
      flat[0].bits != src[count - 1].bits) {
    std::printf("C ABI gather failed: %s\n", ascendc_host_last_error());
    return 1;
  }
  std::printf("consumer operator: %u blocks gathered (reversed) correctly on %s\n", blocks,
              ascendc_host::target::Active().c_str());
  return 0;
}
