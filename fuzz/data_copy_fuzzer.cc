// DataCopy GM <-> UB and the UB allocators with random sizes and positions,
// against the reference; raised errors must leave UB and GM untouched.
#include <vector>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "reference/copy.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  ascendc_host::SetWarningsPrinted(false);
  ascendc_host::ScopedCheckedMode mode(in.Bool());
  ascendc_host::runtime::ResetDefaultCore();
  auto& core = ascendc_host::runtime::CurrentCore();

  const uint32_t ub_start = in.Range(0, core.ub_bytes + 64);   // may be outside UB
  const uint32_t count = in.Range(0, 70000);                    // elements of uint16_t
  const bool to_ub = in.Bool();
  const uint32_t gm_elements = in.Range(0, 70000);
  const bool sized = in.Bool();
  std::vector<uint16_t> gm(gm_elements + 1);
  for (auto& v : gm) v = in.Take<uint16_t>();
  for (uint32_t i = 0; i < 256; ++i) core.ub[(i * 977u) % core.ub_bytes] = static_cast<uint8_t>(i);

  AscendC::GlobalTensor<uint16_t> g;
  if (sized) g.SetGlobalBuffer(gm.data(), gm.size());
  else g.SetGlobalBuffer(gm.data());  // unknown size: no range check
  auto ub = AscendC::LocalTensor<uint16_t>::FromUb(reinterpret_cast<uint16_t*>(core.ub + ub_start), count,
                                                    AscendC::TPosition::VECCALC, 0, 0);
  std::vector<uint8_t> expected_ub(core.ub, core.ub + core.ub_bytes);
  std::vector<uint16_t> expected_gm = gm;
  const uint64_t bytes = static_cast<uint64_t>(count) * 2 / 32 * 32;
  // Outside UB, or beyond a sized GM buffer: FATAL and nothing happens. An
  // unsized GM buffer is the caller's promise; keep the fuzzer inside it.
  const bool ub_ok = ub_start + bytes <= core.ub_bytes;
  const bool gm_ok = bytes <= gm.size() * 2;
  if (!sized && !gm_ok) return 0;
  ascendc_host::reference::Ub ref(expected_ub.data(), core.ub_bytes);
  bool raised = false;
  try {
    if (to_ub) AscendC::DataCopy(ub, g, count);
    else AscendC::DataCopy(g, ub, count);
  } catch (const ascendc_host::Error& e) {
    raised = true;
    if (e.severity() == ascendc_host::Severity::kFatal && ub_ok && gm_ok) std::abort();  // false FATAL
  }
  if (!raised) {
    if (!ub_ok || !gm_ok) std::abort();  // a missing FATAL
    if (to_ub) ascendc_host::reference::DataCopyGmToUb(ref, ub_start, reinterpret_cast<uint8_t*>(expected_gm.data()), count, 2);
    else ascendc_host::reference::DataCopyUbToGm(ref, reinterpret_cast<uint8_t*>(expected_gm.data()), ub_start, count, 2);
  }
  fuzz::RequireSame("UB", expected_ub.data(), core.ub, core.ub_bytes);
  fuzz::RequireSame("GM", reinterpret_cast<uint8_t*>(expected_gm.data()), reinterpret_cast<uint8_t*>(gm.data()), gm.size() * 2);
  return 0;
}
