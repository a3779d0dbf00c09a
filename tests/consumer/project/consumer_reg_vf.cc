// A Reg (MicroAPI) operator built against the installed package twice: as
// consumer_reg_vf with a plain target_link_libraries (one copy of the vector
// function) and as consumer_reg_vf_fast with ascendc_host_add_operator (a
// copy per instruction set, SPEC 14.13). Each block gathers 1024 half values
// by u16 indices with LoadAlign + Gather + StoreAlign inside an asc_vf_call,
// on every SIMD target of the CPU (forcing a target forces the VF copy).
// Exits non-zero on a wrong result.
#include <cstdio>
#include <vector>

#include "kernel_operator.h"

namespace R = AscendC::Reg;
constexpr uint32_t kCount = 1024;

__simd_vf__ inline void GatherVF(__ubuf__ half* dst, __ubuf__ half* table, __ubuf__ uint16_t* indices, uint32_t count) {
  R::RegTensor<uint16_t> index;
  R::RegTensor<half> values;
  const uint16_t repeats = static_cast<uint16_t>((count + 127) / 128);
  for (uint16_t i = 0; i < repeats; ++i) {
    R::MaskReg mask = R::UpdateMask<half>(count);
    R::LoadAlign(index, indices + 128 * i);
    R::Gather(values, table, index, mask);
    R::StoreAlign(dst + 128 * i, values, mask);
  }
}

extern "C" __global__ __aicore__ void reg_gather(GM_ADDR dstGm, GM_ADDR tableGm, GM_ADDR indexGm) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> tableBuf, indexBuf, outBuf;
  pipe.InitBuffer(tableBuf, kCount * sizeof(half));
  pipe.InitBuffer(indexBuf, kCount * sizeof(uint16_t));
  pipe.InitBuffer(outBuf, kCount * sizeof(half));
  AscendC::GlobalTensor<half> table, dst;
  AscendC::GlobalTensor<uint16_t> indices;
  const int64_t block = AscendC::GetBlockIdx();
  table.SetGlobalBuffer((__gm__ half*)tableGm + block * kCount, kCount);
  dst.SetGlobalBuffer((__gm__ half*)dstGm + block * kCount, kCount);
  indices.SetGlobalBuffer((__gm__ uint16_t*)indexGm, kCount);
  AscendC::LocalTensor<half> tableLocal = tableBuf.Get<half>(), outLocal = outBuf.Get<half>();
  AscendC::LocalTensor<uint16_t> indexLocal = indexBuf.Get<uint16_t>();
  AscendC::DataCopy(tableLocal, table, kCount);
  AscendC::DataCopy(indexLocal, indices, kCount);
  AscendC::PipeBarrier<PIPE_ALL>();
  asc_vf_call<GatherVF>((__ubuf__ half*)outLocal.GetPhyAddr(), (__ubuf__ half*)tableLocal.GetPhyAddr(),
                        (__ubuf__ uint16_t*)indexLocal.GetPhyAddr(), kCount);
  AscendC::PipeBarrier<PIPE_ALL>();
  AscendC::DataCopy(dst, outLocal, kCount);
}

int main() {
  const uint32_t blocks = 4;
  std::vector<half> table(blocks * kCount), dst(blocks * kCount);
  std::vector<uint16_t> indices(kCount);
  for (uint32_t i = 0; i < blocks * kCount; ++i) table[i] = half(static_cast<float>(i % 2000) - 1000.0f);
  for (uint32_t k = 0; k < kCount; ++k) indices[k] = static_cast<uint16_t>((k * 389u + 7u) % kCount);
  for (int64_t target : ascendc_host::target::Available()) {
    ascendc_host::target::Force(target);
    for (auto& v : dst) v = half(0.0f);
    ascendc_host::Launch(blocks, reg_gather, reinterpret_cast<uint8_t*>(dst.data()),
                         reinterpret_cast<uint8_t*>(table.data()), reinterpret_cast<uint8_t*>(indices.data()));
    for (uint32_t b = 0; b < blocks; ++b)
      for (uint32_t k = 0; k < kCount; ++k)
        if (dst[b * kCount + k].bits != table[b * kCount + indices[k]].bits) {
          std::printf("mismatch on %s at block %u element %u\n", ascendc_host::target::Name(target), b, k);
          return 1;
        }
  }
  ascendc_host::target::Force(0);
  std::printf("consumer Reg VF: %u blocks gathered correctly on every target (VF copies per instruction set: %s)\n",
              blocks, ascendc_host::vf::kMultiversioned ? "yes" : "no");
#if defined(__x86_64__) && defined(CONSUMER_EXPECTS_COPIES)
  if (!ascendc_host::vf::kMultiversioned) {
    std::printf("ascendc_host_add_operator did not turn on the VF copies\n");
    return 1;
  }
#endif
  return 0;
}
