// Random TransDataTo5HD calls (docs/SPEC.md 8.9.1) run through each of the
// three surface forms and compared with the reference on whole UB images;
// shared by the default-profile and the A2/A3 tests.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_TRANS_DATA_CALLS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_TRANS_DATA_CALLS_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "reference/trans_data.h"
#include "support/ub_helpers.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {

// The address tables of the LocalTensor<uint64_t> form live in the last
// 256 bytes of UB; the transposed blocks stay below them.
inline constexpr uint32_t kTransDataTableBytes = 256;

enum class TransDataForm { kAddresses, kAddressTensors, kTensors };

inline std::string Describe(const reference::TransDataArgs& a) {
  std::string s = "TransDataTo5HD b" + std::to_string(8 * a.element_bytes) + " repeat " +
                  std::to_string(a.repeat_times) + " strides " + std::to_string(a.dst_repeat_stride) + "/" +
                  std::to_string(a.src_repeat_stride) + " halves " + std::to_string(a.dst_high_half) + "/" +
                  std::to_string(a.src_high_half) + " dst";
  for (uint32_t d : a.dst) s += " " + std::to_string(d);
  s += " src";
  for (uint32_t v : a.src) s += " " + std::to_string(v);
  return s;
}

// Repeat edges (0, 1, 2, 255), strides (0, 1, 16, random) and address
// lists: contiguous blocks, NCHW planes, or 32 scattered blocks (which may
// overlap each other: the sequential semantics of SPEC 8.9.1).
inline reference::TransDataArgs RandomTransDataArgs(uint32_t element_bytes, std::mt19937_64& rng) {
  reference::TransDataArgs a;
  a.element_bytes = element_bytes;
  const uint32_t edges[] = {0, 1, 1, 2, 255};
  a.repeat_times = rng() % 3 == 0 ? edges[rng() % 5] : 1 + static_cast<uint32_t>(rng() % 20);
  auto stride = [&]() -> uint32_t {
    switch (rng() % 4) {
      case 0: return 0;
      case 1: return 1;
      case 2: return 16;
      default: return static_cast<uint32_t>(rng() % 40);
    }
  };
  a.dst_repeat_stride = stride();
  a.src_repeat_stride = stride();
  a.dst_high_half = rng() % 2;
  a.src_high_half = rng() % 2;
  const uint32_t ub = runtime::CurrentCore().ub_bytes - kTransDataTableBytes;
  const uint64_t steps = a.repeat_times <= 1 ? 1 : a.repeat_times - 1;
  // Long strides with many repeats are shortened until a list fits in a quarter of UB.
  while (steps * a.dst_repeat_stride * 32 > ub / 4) a.dst_repeat_stride /= 2;
  while (steps * a.src_repeat_stride * 32 > ub / 4) a.src_repeat_stride /= 2;
  const uint64_t dst_span = steps * a.dst_repeat_stride * 32 + 32, src_span = steps * a.src_repeat_stride * 32 + 32;
  auto place = [&](uint64_t span) { return static_cast<uint32_t>(rng() % ((ub - span) / 32) * 32); };
  const int layout = static_cast<int>(rng() % 3);
  if (layout == 2) {
    for (int i = 0; i < 16; ++i) {
      a.dst[i] = place(dst_span);
      a.src[i] = place(src_span);
    }
  } else {
    // dst: 16 consecutive blocks; src: consecutive blocks or planes of `plane` blocks.
    const uint32_t plane = layout == 0 ? 1 : 1 + static_cast<uint32_t>(rng() % 8);
    const uint32_t d0 = place(dst_span + 15 * 32), s0 = place(src_span + 15 * plane * 32);
    for (uint32_t i = 0; i < 16; ++i) {
      a.dst[i] = d0 + 32 * i;
      a.src[i] = s0 + 32 * plane * i;
    }
  }
  return a;
}

// The call of `a` through the surface form `form`.
template <typename T>
void InvokeTransData(const reference::TransDataArgs& a, TransDataForm form) {
  const auto& core = runtime::CurrentCore();
  AscendC::TransDataTo5HDParams p(a.dst_high_half, a.src_high_half, static_cast<uint8_t>(a.repeat_times),
                                  static_cast<uint16_t>(a.dst_repeat_stride), static_cast<uint16_t>(a.src_repeat_stride));
  uint64_t dst[16], src[16];
  for (int i = 0; i < 16; ++i) {
    dst[i] = reinterpret_cast<uint64_t>(core.ub + a.dst[i]);
    src[i] = reinterpret_cast<uint64_t>(core.ub + a.src[i]);
  }
  switch (form) {
    case TransDataForm::kAddresses: return AscendC::TransDataTo5HD<T>(dst, src, p);
    case TransDataForm::kAddressTensors: {
      const uint32_t at = core.ub_bytes - kTransDataTableBytes;
      return AscendC::TransDataTo5HD<T>(TensorAt<uint64_t>(at, 16), TensorAt<uint64_t>(at + 128, 16), p);
    }
    case TransDataForm::kTensors: {
      AscendC::LocalTensor<T> dst_list[16], src_list[16];
      for (int i = 0; i < 16; ++i) {
        dst_list[i] = TensorAt<T>(a.dst[i], 32 / sizeof(T));
        src_list[i] = TensorAt<T>(a.src[i], 32 / sizeof(T));
      }
      return AscendC::TransDataTo5HD<T>(dst_list, src_list, p);
    }
  }
}

// `cases` random calls, each through a random form, against the reference:
// the UB (random elements of T, then the address tables) after the call
// must equal the reference's image bit for bit.
template <typename T>
void RunTransDataCases(int cases, std::mt19937_64& rng) {
  for (int n = 0; n < cases; ++n) {
    const reference::TransDataArgs a = RandomTransDataArgs(sizeof(T), rng);
    const auto form = static_cast<TransDataForm>(rng() % 3);
    runtime::CoreState& core = FreshCore();
    FillInteresting(core.ub, core.ub_bytes, detail::DTypeOf<T>(), rng);
    uint64_t* table = reinterpret_cast<uint64_t*>(core.ub + core.ub_bytes - kTransDataTableBytes);
    for (int i = 0; i < 16; ++i) {
      table[i] = reinterpret_cast<uint64_t>(core.ub + a.dst[i]);
      table[16 + i] = reinterpret_cast<uint64_t>(core.ub + a.src[i]);
    }
    std::vector<uint8_t> expected(core.ub, core.ub + core.ub_bytes);
    reference::TransDataTo5HD(reference::Ub(expected.data(), core.ub_bytes), a);
    InvokeTransData<T>(a, form);
    ASSERT_TRUE(SameBytes(expected.data(), core.ub, core.ub_bytes))
        << Describe(a) << " form " << static_cast<int>(form);
  }
}

// RunTransDataCases for every type of the page the profile has (bfloat16 on
// Ascend 950 only), `cases` calls for each.
inline void RunTransDataCasesOfEveryType(int cases, std::mt19937_64& rng) {
  RunTransDataCases<int8_t>(cases, rng);
  RunTransDataCases<uint8_t>(cases, rng);
  RunTransDataCases<half>(cases, rng);
  RunTransDataCases<int16_t>(cases, rng);
  RunTransDataCases<uint16_t>(cases, rng);
  if constexpr (detail::TransDataTo5HDTypes<bfloat16_t>()) RunTransDataCases<bfloat16_t>(cases, rng);
  RunTransDataCases<float>(cases, rng);
  RunTransDataCases<int32_t>(cases, rng);
  RunTransDataCases<uint32_t>(cases, rng);
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_TRANS_DATA_CALLS_H_
