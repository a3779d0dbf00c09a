// Main job: the Reg-layer seeds end to end (seed 000's two GatherVF, seed
// 003's five ComputeMode functions, unchanged) with their SPEC E1.1, E1.5 and
// 4.9 results, plus throughput rows: the LoadAlign+StoreAlign NORM copy loop
// and UB gathers, vs the scalar reference and memcpy.
#include <cstring>
#include <memory>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "main_job/demo.h"
#include "reference/reg_reference.h"

#include "seeds/seed000_003_reg.h"

namespace {



template <typename T>
T* UbAt(uint32_t byte_address) {
  return reinterpret_cast<T*>(ascendc_host::runtime::CurrentCore().ub + byte_address);
}
std::string HalfText(half h) { return std::to_string(static_cast<int>(static_cast<float>(h))); }
std::string HexText(uint16_t v) { return ascendc_host::detail::Hex(v); }

bool RunSeed000(std::ostream& out) {
  ascendc_host::runtime::ResetDefaultCore();
  half* src0 = UbAt<half>(0);
  uint16_t* src1 = UbAt<uint16_t>(512);
  half* dst = UbAt<half>(1024);
  for (int j = 0; j < 256; ++j) {
    src0[j] = half(static_cast<float>(j));
    src1[j] = static_cast<uint16_t>(255 - j);
    dst[j].bits = 0xFFFF;
  }
  Seed000UbGather{}.GatherVF<half, uint16_t>(dst, src0, src1, 200, 128, 2);
  bool ok = true;
  for (int k = 0; k < 200; ++k) ok = ok && dst[k].bits == half(static_cast<float>(255 - k)).bits;
  for (int k = 200; k < 256; ++k) ok = ok && dst[k].bits == 0xFFFF;
  out << "  E1.1 UB gather, half, count 200: dst[0..199] = " << demo::Brief(dst, 200, HalfText)
      << ", dst[200..255] = " << demo::Brief(dst + 200, 56, [](half h) { return HexText(h.bits); }) << "\n";
  const uint16_t head[] = {168, 0, 1, 127, 128, 255, 5};
  for (int k = 0; k < 128; ++k) src1[k] = k < 7 ? head[k] : static_cast<uint16_t>((k * 37 + 11) % 256);
  for (int j = 0; j < 256; ++j) dst[j].bits = 0xFFFF;
  Seed000RegGather{}.GatherVF<half, uint16_t>(dst, src0, src1, 256, 128, 2);
  for (int c = 0; c < 2; ++c)
    for (int k = 0; k < 128; ++k) ok = ok && dst[128 * c + k].bits == half(static_cast<float>(128 * c + src1[k] % 128)).bits;
  out << "  E1.5 register gather, index [168 0 1 127 128 255 5 ...]: dst = " << demo::Brief(dst, 256, HalfText, 7) << "\n";
  return ok;
}

bool RunSeed003(std::ostream& out) {
  bool ok = true;
  for (int mode = 1; mode <= 3; ++mode) {
    ascendc_host::runtime::ResetDefaultCore();
    float* src = UbAt<float>(0);
    float* dst = UbAt<float>(1024);
    for (int i = 0; i < 128; ++i) {
      src[i] = static_cast<float>(i);
      dst[i] = -1.0f;
    }
    if (mode == 1) Seed003<float>{}.ComputeMode01(dst, src, 100, 64, 2);
    if (mode == 2) Seed003<float>{}.ComputeMode02(dst, src, 100, 64, 2);
    if (mode == 3) Seed003<float>{}.ComputeMode03(dst, src, 64, 2);
    const int stored = mode == 3 ? 128 : 100;
    for (int i = 0; i < 128; ++i) ok = ok && dst[i] == (i < stored ? static_cast<float>(i) : -1.0f);
    out << "  ComputeMode0" << mode << " (float" << (mode == 3 ? "" : ", dstSize 100") << "): dst = "
        << demo::Brief(dst, 128, [](float f) { return std::to_string(static_cast<int>(f)); }) << "\n";
  }
  for (int mode = 4; mode <= 5; ++mode) {
    auto& core = ascendc_host::runtime::CurrentCore();
    ascendc_host::runtime::ResetDefaultCore();
    std::mt19937_64 rng(mode);
    for (uint32_t i = 0; i < 1024; ++i) core.ub[i] = static_cast<uint8_t>(rng());
    if (mode == 4) Seed003<half>{}.ComputeMode04(UbAt<half>(2048), UbAt<half>(0), 256, 2);
    else Seed003<half>{}.ComputeMode05(UbAt<half>(2048), UbAt<half>(0), 256, 2);
    const bool same = std::memcmp(core.ub, core.ub + 2048, 1024) == 0;
    ok = ok && same;
    out << "  ComputeMode0" << mode << " (half, DINTLV_B8/INTLV_B8): 1024 bytes copied " << (same ? "byte-exact" : "WRONG")
        << "\n";
  }
  return ok;
}

// Throughput rows: a NORM LoadAlign+StoreAlign copy loop over `bytes`.
demo::Workload CopyLoop(uint32_t bytes) {
  return demo::Workload{
      "Reg LoadAlign+StoreAlign NORM copy, " + std::to_string(bytes / 1024) + " KiB", bytes,
      [bytes] {
        uint8_t* ub = ascendc_host::runtime::CurrentCore().ub;
        float* src = reinterpret_cast<float*>(ub);
        float* dst = reinterpret_cast<float*>(ub + 120 * 1024);
        AscendC::MicroAPI::RegTensor<float> reg;
        AscendC::MicroAPI::MaskReg mask = AscendC::MicroAPI::CreateMask<float>();
        for (uint32_t i = 0; i < bytes / 4; i += 64) {
          AscendC::MicroAPI::LoadAlign(reg, src + i);
          AscendC::MicroAPI::StoreAlign(dst + i, reg, mask);
        }
      },
      [bytes] {
        auto& core = ascendc_host::runtime::CurrentCore();
        const ascendc_host::reference::Ub image(core.ub, core.ub_bytes);
        uint8_t reg[256];
        const ascendc_host::reference::MaskImage mask = ascendc_host::reference::reg::CreateMask(4, 1, 0);
        for (uint32_t i = 0; i < bytes; i += 256) {
          ascendc_host::reference::reg::Load(image, 0, i, reg);
          ascendc_host::reference::reg::Store(image, 16, 4, 120 * 1024 + i, reg, mask);
        }
      }};
}

template <typename T>
demo::Workload UbGather() {
  using I = std::conditional_t<sizeof(T) == 2, uint16_t, uint32_t>;
  auto index = std::make_shared<AscendC::MicroAPI::RegTensor<I>>();
  std::mt19937_64 rng(3);
  for (uint32_t k = 0; k < 256 / sizeof(T); ++k) index->SetElement(k, static_cast<I>(rng() % (32768 / sizeof(T))));
  return demo::Workload{
      std::string("Reg UB Gather ") + (sizeof(T) == 2 ? "u16" : "u32") + ", 64 registers", 64 * 256,
      [index] {
        uint8_t* ub = ascendc_host::runtime::CurrentCore().ub;
        AscendC::MicroAPI::RegTensor<T> dst;
        AscendC::MicroAPI::MaskReg mask = AscendC::MicroAPI::CreateMask<T>();
        for (uint32_t i = 0; i < 64; ++i) AscendC::MicroAPI::Gather(dst, reinterpret_cast<T*>(ub + 256 * i), *index, mask);
      },
      [index] {
        auto& core = ascendc_host::runtime::CurrentCore();
        const ascendc_host::reference::Ub image(core.ub, core.ub_bytes);
        uint8_t dst[256];
        const auto mask = ascendc_host::reference::reg::CreateMask(sizeof(T), 1, 0);
        for (uint32_t i = 0; i < 64; ++i)
          ascendc_host::reference::reg::Gather(image, sizeof(T), 1, sizeof(T), 256 * i, sizeof(I), 1, index->reg[0], nullptr,
                                               mask, dst, nullptr);
      }};
}

DEMO_REGISTER(demo::Case{"Reg Gather seed 000 (GatherVF, both forms)", RunSeed000, {UbGather<uint16_t>, UbGather<uint32_t>}});
DEMO_REGISTER(demo::Case{"Reg LoadAlign/StoreAlign seed 003 (ComputeMode01-05)",
                         RunSeed003,
                         {[] { return CopyLoop(8 * 1024); }, [] { return CopyLoop(64 * 1024); },
                          [] { return CopyLoop(112 * 1024); }}});

}  // namespace
