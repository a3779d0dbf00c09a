// Gather and Scatter on every compiled target vs the scalar reference:
// random offsets (aligned, misaligned, beyond the 16-bit index, duplicates),
// base addresses, counts, masks, repeat counts 0..255, strides, Normal and
// Counter mode, overlapping operands, and offsets leaving the UB. Every case
// compares the whole UB image, so bytes the API must not write are checked
// too; a FATAL case must leave UB untouched.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "reference/gather.h"
#include "reference/scatter.h"
#include "support/per_target.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
namespace ref = ascendc_host::reference;
using ah::testing::FreshCore;
using ah::testing::SameBytes;

enum class Api { kGather, kScatter };
enum class Form { kCount, kContiguous, kBitwise };

struct Case {
  Form form = Form::kCount;
  bool counter = false;
  uint32_t count = 0;        // count form
  uint64_t mask = 0;         // contiguous (or Counter N)
  uint64_t bits[2] = {0, 0};
  uint32_t repeat_time = 0;
  uint32_t stride = 0;       // dstRepStride / srcRepStride, DataBlocks
  uint32_t base_addr = 0;
  uint32_t offsets_ub = 0, strided_ub = 0, addressed_ub = 0;  // tensor UB addresses
  std::string Describe() const {
    return "form=" + std::to_string(int(form)) + " counter=" + std::to_string(counter) + " count=" +
           std::to_string(count) + " mask=" + std::to_string(mask) + " bits=" + std::to_string(bits[0]) + "," +
           std::to_string(bits[1]) + " repeat=" + std::to_string(repeat_time) + " stride=" + std::to_string(stride) +
           " base=" + std::to_string(base_addr) + " layout=" + std::to_string(offsets_ub) + "/" +
           std::to_string(strided_ub) + "/" + std::to_string(addressed_ub);
  }
};

template <typename T>
AscendC::LocalTensor<T> TensorAt(ah::runtime::CoreState& core, uint32_t address) {
  const uint32_t elements = (core.ub_bytes - address) / sizeof(T);
  return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + address), elements,
                                         AscendC::TPosition::VECCALC, 0, 0);
}

template <typename T>
void RunLibrary(Api api, const Case& c, ah::runtime::CoreState& core) {
  auto offsets = TensorAt<uint32_t>(core, c.offsets_ub);
  auto strided = TensorAt<T>(core, c.strided_ub);
  auto addressed = TensorAt<T>(core, c.addressed_ub);
  if (c.counter) AscendC::SetMaskCount();
  else AscendC::SetMaskNorm();
  if (api == Api::kGather) {
    if (c.form == Form::kCount) AscendC::Gather(strided, addressed, offsets, c.base_addr, c.count);
    if constexpr (sizeof(T) != 1) {
      if (c.form == Form::kContiguous)
        AscendC::Gather(strided, addressed, offsets, c.base_addr, c.mask, static_cast<uint8_t>(c.repeat_time),
                        static_cast<uint16_t>(c.stride));
      if (c.form == Form::kBitwise)
        AscendC::Gather(strided, addressed, offsets, c.base_addr, c.bits, static_cast<uint8_t>(c.repeat_time),
                        static_cast<uint16_t>(c.stride));
    }
  } else {
    if (c.form == Form::kCount) AscendC::Scatter(addressed, strided, offsets, c.base_addr, c.count);
    if constexpr (sizeof(T) != 1) {
      if (c.form == Form::kContiguous)
        AscendC::Scatter(addressed, strided, offsets, c.base_addr, c.mask, static_cast<uint8_t>(c.repeat_time),
                         static_cast<uint8_t>(c.stride));
      if (c.form == Form::kBitwise)
        AscendC::Scatter(addressed, strided, offsets, c.base_addr, c.bits, static_cast<uint8_t>(c.repeat_time),
                         static_cast<uint8_t>(c.stride));
    }
  }
  AscendC::SetMaskNorm();
}

template <typename T>
void RunReference(Api api, const Case& c, const ref::Ub& ub) {
  const uint32_t s = sizeof(T);
  ref::MaskArg mask;
  mask.bitwise = c.form == Form::kBitwise;
  mask.contiguous = c.mask;
  mask.words[0] = c.bits[0];
  mask.words[1] = c.bits[1];
  const auto mode = c.counter ? ref::MaskMode::kCounter : ref::MaskMode::kNormal;
  if (api == Api::kGather) {
    if (c.form == Form::kCount)
      ref::GatherCount(ub, ah::kProfile.profile, s, c.strided_ub, c.addressed_ub, c.offsets_ub, c.base_addr, c.count);
    else
      ref::GatherMasked(ub, ah::kProfile.profile, mode, mask, s, c.strided_ub, c.addressed_ub, c.offsets_ub,
                        c.base_addr, c.repeat_time, c.stride);
  } else {
    if (c.form == Form::kCount)
      ref::ScatterCount(ub, s, c.addressed_ub, c.strided_ub, c.offsets_ub, c.base_addr, c.count);
    else
      ref::ScatterMasked(ub, mode, mask, s, c.addressed_ub, c.strided_ub, c.offsets_ub, c.base_addr, c.repeat_time,
                         c.stride);
  }
}

// Offsets the call may use: inside an addressed region of `region` bytes
// mostly, with misaligned, wrapping/saturating and far-out values mixed in.
template <typename T>
void FillOffsets(ah::runtime::CoreState& core, const Case& c, uint32_t n, uint32_t region, std::mt19937_64& rng) {
  const uint32_t s = sizeof(T);
  const int flavour = static_cast<int>(rng() % 8);
  for (uint32_t k = 0; k < n; ++k) {
    uint32_t off = static_cast<uint32_t>(rng() % (region / s)) * s;
    const int roll = static_cast<int>(rng() % 64);
    if (flavour == 1 && roll < 8) off += static_cast<uint32_t>(rng() % s);                // misaligned
    if (flavour == 2 && roll < 8 && s <= 2) off += 65536u * s * (1 + rng() % 3);           // beyond 16 bits
    if (flavour == 3 && roll < 16) off = static_cast<uint32_t>(rng() % 8) * s;             // duplicates
    if (flavour == 4 && k + 1 == n) off = 0xFFFFFFF0u;                                    // leaves the UB
    std::memcpy(core.ub + c.offsets_ub + 4 * k, &off, 4);
  }
}

template <typename T>
void CheckOneCase(Api api, const Case& c, ah::runtime::CoreState& core, std::mt19937_64& rng) {
  const std::vector<uint8_t> before = ah::testing::Snapshot(core);
  std::vector<uint8_t> expected = before;
  bool ref_fatal = false;
  try {
    RunReference<T>(api, c, ref::Ub(expected.data(), core.ub_bytes));
  } catch (const ah::Error& e) {
    ASSERT_EQ(e.severity(), ah::Severity::kFatal) << e.what();
    ref_fatal = true;
  }
  bool lib_fatal = false;
  try {
    RunLibrary<T>(api, c, core);
  } catch (const ah::Error& e) {
    ASSERT_EQ(e.severity(), ah::Severity::kFatal) << e.what();
    lib_fatal = true;
  }
  const std::vector<uint8_t> after = ah::testing::Snapshot(core);
  ASSERT_EQ(ref_fatal, lib_fatal) << c.Describe();
  if (lib_fatal) {
    ASSERT_TRUE(SameBytes(before, after)) << "a FATAL call wrote UB; " << c.Describe();
  } else {
    ASSERT_TRUE(SameBytes(expected, after)) << c.Describe();
  }
}

constexpr uint32_t kAlign = 32;
uint32_t AlignUp(uint64_t v) { return static_cast<uint32_t>((v + kAlign - 1) / kAlign * kAlign); }

// Random layout: offsets, then the strided side, then the addressed region;
// sometimes the addressed region overlaps the strided side.
template <typename T>
void RandomCases(Api api, Form form, int cases, uint64_t seed) {
  constexpr uint32_t s = sizeof(T), epr = 256 / s;
  std::mt19937_64 rng(seed);
  ah::ScopedCheckedMode off(false);
  int skipped = 0;
  for (int i = 0; i < cases; ++i) {
    auto& core = FreshCore();
    ah::testing::FillRandom(core.ub, core.ub_bytes, rng);
    Case c;
    c.form = form;
    c.base_addr = static_cast<uint32_t>(rng() % 4 == 0 ? rng() % 300 : (rng() % 64) * s);
    uint32_t used_offsets = 0;
    uint64_t strided_elements = 0;
    if (form == Form::kCount) {
      // Crosses the threading threshold (32 KiB of results): 64 KiB, or for
      // b8, whose 4-byte offsets would not fit the UB then, 32 KiB.
      const uint32_t big = (s == 1 ? 32768 : 65536) / s;
      c.count = static_cast<uint32_t>(rng() % 5 == 0 ? big + rng() % 64 : rng() % 3000);
      if (rng() % 16 == 0) c.count = 0;
      used_offsets = c.count;
      strided_elements = c.count;
    } else {
      c.counter = rng() % 3 == 0;
      c.repeat_time = static_cast<uint32_t>(rng() % 4 == 0 ? 255 - rng() % 3 : rng() % 40);
      c.stride = static_cast<uint32_t>(rng() % 4 == 0 ? rng() % 3 : 8 + rng() % 5);
      if (form == Form::kContiguous) c.mask = 1 + rng() % epr;
      else {
        c.bits[0] = rng() & rng();
        c.bits[1] = epr > 64 ? (rng() & rng()) : 0;
        if (s == 8) c.bits[0] &= 0xFFFFFFFFu;
        if (rng() % 4 == 0) c.bits[0] = ~0ull, c.bits[1] = epr > 64 ? ~0ull : 0;
      }
      if (c.counter) {
        const uint64_t n = rng() % (256ull * epr + 100);
        c.mask = n;
        c.bits[0] = n;
        c.bits[1] = 0;
      }
      const uint32_t repeats = c.counter ? static_cast<uint32_t>((c.mask + epr - 1) / epr % 256) : c.repeat_time;
      used_offsets = repeats * epr;
      strided_elements = repeats == 0 ? 0 : uint64_t{repeats - 1} * c.stride * (32 / s) + epr;
    }
    const uint32_t region = 8192 + static_cast<uint32_t>(rng() % 4) * 8192;
    c.offsets_ub = 0;
    c.strided_ub = AlignUp(uint64_t{used_offsets} * 4);
    c.addressed_ub = AlignUp(c.strided_ub + strided_elements * s) + static_cast<uint32_t>(rng() % 2) * 32;
    if (rng() % 10 == 0) c.addressed_ub = c.strided_ub;  // overlapping operands: sequential order
    if (uint64_t{c.addressed_ub} + region + 512 > core.ub_bytes) {  // does not fit the UB: drawn again
      ++skipped;
      if (skipped < 4 * cases) --i;
      continue;
    }
    FillOffsets<T>(core, c, used_offsets, region, rng);
    CheckOneCase<T>(api, c, core, rng);
    if (::testing::Test::HasFatalFailure()) return;
  }
  // Every case must run: a random layout that does not fit is drawn again,
  // and a generator that cannot fit its cases fails instead of skipping.
  ASSERT_LT(skipped, 4 * cases) << "the random layouts of " << sizeof(T) << "-byte elements do not fit the UB";
}

class GatherKernel : public ah::testing::PerTarget {};
class ScatterKernel : public ah::testing::PerTarget {};

TEST_P(GatherKernel, CountFormMatchesReference) {
  RandomCases<uint8_t>(Api::kGather, Form::kCount, 40, 1);
  RandomCases<uint16_t>(Api::kGather, Form::kCount, 40, 2);
  RandomCases<half>(Api::kGather, Form::kCount, 10, 3);
  RandomCases<uint32_t>(Api::kGather, Form::kCount, 40, 4);
  RandomCases<float>(Api::kGather, Form::kCount, 10, 5);
  RandomCases<uint64_t>(Api::kGather, Form::kCount, 40, 6);
}
// b8 results above the threading threshold (32 KiB) take the split path.
TEST_P(GatherKernel, ByteCountAboveTheThreadingThresholdMatchesTheElementLoop) {
  auto& core = FreshCore();
  std::mt19937_64 rng(31);
  constexpr uint32_t n = 40000, kSrc = 0, kOffsets = 8192, kDst = kOffsets + 4 * n;
  ah::testing::FillRandom(core.ub, 8192, rng);
  auto* offsets = reinterpret_cast<uint32_t*>(core.ub + kOffsets);
  for (uint32_t k = 0; k < n; ++k) offsets[k] = static_cast<uint32_t>(rng() % 8192);
  AscendC::Gather(ah::testing::TensorAt<uint8_t>(kDst, n), ah::testing::TensorAt<uint8_t>(kSrc, 8192),
                  ah::testing::TensorAt<uint32_t>(kOffsets, n), 0, n);
  for (uint32_t k = 0; k < n; ++k) ASSERT_EQ(core.ub[kDst + k], core.ub[kSrc + offsets[k]]) << "element " << k;
}

TEST_P(GatherKernel, ContiguousMaskMatchesReference) {
  RandomCases<uint16_t>(Api::kGather, Form::kContiguous, 30, 7);
  RandomCases<uint32_t>(Api::kGather, Form::kContiguous, 30, 8);
  RandomCases<int64_t>(Api::kGather, Form::kContiguous, 30, 9);
}
TEST_P(GatherKernel, BitwiseMaskMatchesReference) {
  RandomCases<bfloat16_t>(Api::kGather, Form::kBitwise, 30, 10);
  RandomCases<int32_t>(Api::kGather, Form::kBitwise, 30, 11);
  RandomCases<uint64_t>(Api::kGather, Form::kBitwise, 30, 12);
}
TEST_P(ScatterKernel, CountFormMatchesReference) {
  RandomCases<int8_t>(Api::kScatter, Form::kCount, 40, 13);
  RandomCases<uint16_t>(Api::kScatter, Form::kCount, 40, 14);
  RandomCases<uint32_t>(Api::kScatter, Form::kCount, 40, 15);
  RandomCases<float>(Api::kScatter, Form::kCount, 10, 16);
  RandomCases<uint64_t>(Api::kScatter, Form::kCount, 40, 17);
}
TEST_P(ScatterKernel, ContiguousMaskMatchesReference) {
  RandomCases<half>(Api::kScatter, Form::kContiguous, 30, 18);
  RandomCases<uint32_t>(Api::kScatter, Form::kContiguous, 30, 19);
  RandomCases<uint64_t>(Api::kScatter, Form::kContiguous, 30, 20);
}
TEST_P(ScatterKernel, BitwiseMaskMatchesReference) {
  RandomCases<int16_t>(Api::kScatter, Form::kBitwise, 30, 21);
  RandomCases<float>(Api::kScatter, Form::kBitwise, 30, 22);
  RandomCases<int64_t>(Api::kScatter, Form::kBitwise, 30, 23);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(GatherKernel);
ASCENDC_HOST_INSTANTIATE_PER_TARGET(ScatterKernel);

}  // namespace
