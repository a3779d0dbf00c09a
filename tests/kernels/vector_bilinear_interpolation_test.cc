// BilinearInterpolation on every SIMD target against the reference: both
// mask forms, Counter mode, random horizontal/vertical repeats, both repeat
// modes, destination block strides and vertical offsets, CTRL saturation on
// and off, offsets off a DataBlock or off an element (release behaviour), a
// destination that overlaps the gathered blocks; whole UB images and the
// mask registers compared bit for bit.
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "reference/vector.h"
#include "support/per_target.h"
#include "support/ub_helpers.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {
namespace {

namespace ref = ascendc_host::reference;

class BilinearInterpolationTest : public ReleaseModePerTarget {};

struct Case {
  ref::BilinearCall b;
  uint8_t v_repeat = 1;
};

Case RandomCase(std::mt19937_64& rng, uint32_t round) {
  Case t;
  VectorCallDesc& c = t.b.call;
  c.family = VectorCallDesc::Family::kBinary;
  c.type = DType::kF16;
  c.profile = static_cast<uint8_t>(kProfile.profile);
  c.numeric.half_saturating = rng() % 3 != 0;
  c.numeric.bf16_saturating = c.numeric.half_saturating && kProfile.profile == Profile::kPA2;
  c.numeric.cast_float_saturating = c.numeric.half_saturating;
  c.form = rng() % 2 ? VectorCallDesc::Form::kBitwiseMask : VectorCallDesc::Form::kContiguousMask;
  t.v_repeat = static_cast<uint8_t>(round % 11 == 10 ? 0 : 1 + Pick(rng, 5));
  t.b.h_repeat = round % 13 == 12 ? 1 + Pick(rng, 40) : 1 + Pick(rng, 5);
  c.repeat_time = t.v_repeat;
  c.counter_mode = round % 5 == 4;
  c.vector_mask[0] = rng();
  c.vector_mask[1] = rng();
  if (c.counter_mode) {
    c.mask[0] = Pick(rng, 128 * 6 + 50);
  } else if (c.form == VectorCallDesc::Form::kBitwiseMask) {
    c.mask[0] = round % 3 == 0 ? ~0ull : rng();
    c.mask[1] = round % 3 == 0 ? ~0ull : rng();
  } else {
    c.mask[0] = round % 3 == 0 ? 128 : Pick(rng, 140);
  }
  t.b.repeat_mode = rng() % 2;
  c.dst.block_stride = static_cast<uint16_t>(Pick(rng, 3) == 0 ? 0 : 1 + Pick(rng, 3));
  t.b.v_r_offset = round % 7 == 6 ? 128 + Pick(rng, 1000) : 128 + 16 * Pick(rng, 64);  // off a DataBlock: floored
  t.b.src0 = 32 * Pick(rng, 64);
  t.b.src0_offset = 80 * 1024 + 32 * Pick(rng, 16);
  t.b.src1 = 96 * 1024 + 32 * Pick(rng, 16);
  // Now and then dst lies over the gathered blocks: every block is read first.
  c.dst.address = round % 6 == 5 ? 32 * Pick(rng, 256) : 112 * 1024 + 32 * Pick(rng, 64);
  return t;
}

void CheckCase(const Case& t, std::mt19937_64& rng, uint32_t round) {
  auto& core = FreshCore();
  FillRandomWords(core.ub, core.ub_bytes, rng);
  const VectorCallDesc& c = t.b.call;
  // Half values that exercise the numerics in src0 and src1; offsets into
  // the first 32 KiB of src0's region.
  for (uint32_t i = 0; i < 32 * 1024 / 2; ++i) {
    const uint16_t v = static_cast<uint16_t>(InterestingBits(DType::kF16, rng));
    std::memcpy(core.ub + t.b.src0 + 2 * i, &v, 2);
  }
  const uint32_t blocks = uint32_t{t.v_repeat} * t.b.h_repeat * 8;
  for (uint32_t i = 0; i < blocks; ++i) {
    uint32_t o = 32 * Pick(rng, 1000);
    if (round % 9 == 8) o += 2 * Pick(rng, 16);  // off a DataBlock: read there
    if (round % 10 == 9) o += Pick(rng, 2);      // off an element: floored
    std::memcpy(core.ub + t.b.src0_offset + 4 * i, &o, 4);
  }
  for (uint32_t i = 0; i < blocks; ++i) {
    const uint16_t v = static_cast<uint16_t>(InterestingBits(DType::kF16, rng));
    std::memcpy(core.ub + t.b.src1 + 2 * i, &v, 2);
  }
  ApplyRegisters(core, c);
  std::vector<uint8_t> expected = Snapshot(core);
  const ref::MaskRegisters after = ref::RunBilinearInterpolation(ref::Ub(expected.data(), core.ub_bytes), t.b);
  auto dst = TensorAt<half>(c.dst.address, 128);
  auto src0 = TensorAt<half>(t.b.src0, 16384);
  auto offsets = TensorAt<uint32_t>(t.b.src0_offset, blocks == 0 ? 8 : blocks);
  auto src1 = TensorAt<half>(t.b.src1, blocks == 0 ? 16 : blocks);
  auto tmp = TensorAt<uint8_t>(160 * 1024, 32);
  const uint16_t stride = c.dst.block_stride;
  const uint16_t v_r_offset = static_cast<uint16_t>(t.b.v_r_offset);
  const uint8_t h = static_cast<uint8_t>(t.b.h_repeat);
  if (c.form == VectorCallDesc::Form::kBitwiseMask) {
    uint64_t mask[2] = {c.mask[0], c.mask[1]};
    AscendC::BilinearInterpolation(dst, src0, offsets, src1, mask, h, t.b.repeat_mode, stride, v_r_offset, t.v_repeat,
                                   tmp);
  } else {
    AscendC::BilinearInterpolation(dst, src0, offsets, src1, c.mask[0], h, t.b.repeat_mode, stride, v_r_offset,
                                   t.v_repeat, tmp);
  }
  ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << "round " << round << " h=" << int(h) << " v=" << int(t.v_repeat)
                                                   << " mode=" << t.b.repeat_mode << " " << Describe(c);
  EXPECT_EQ(core.mask_mode == runtime::MaskMode::kCounter, after.counter_mode) << round;
  EXPECT_EQ(core.vector_mask[0], after.vector_mask[0]) << round;
  EXPECT_EQ(core.vector_mask[1], after.vector_mask[1]) << round;
}

TEST_P(BilinearInterpolationTest, RandomCallsMatchTheReference) {
  std::mt19937_64 rng(20261127 + GetParam());
  for (uint32_t round = 0; round < 150; ++round) {
    const Case t = RandomCase(rng, round);
    ASSERT_NO_FATAL_FAILURE(CheckCase(t, rng, round));
  }
}

// Counter-mode counts near 2^64 and at 2^39 (the reference once overflowed
// the first to 0 repeats, the library wrapped the second to 0).
TEST_P(BilinearInterpolationTest, HugeCounterModeCountsMatchTheReference) {
  std::mt19937_64 rng(99 + GetParam());
  for (uint64_t count : {~0ull, 0x0AFFFFFFFFFFFFFFull, 0x8000000000000000ull}) {
    Case t = RandomCase(rng, 1);
    t.b.call.counter_mode = true;
    t.b.call.form = VectorCallDesc::Form::kBitwiseMask;
    t.b.call.mask[0] = count;
    t.b.call.mask[1] = 0;
    t.v_repeat = 3;
    t.b.call.repeat_time = 3;
    ASSERT_NO_FATAL_FAILURE(CheckCase(t, rng, 1)) << count;
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(BilinearInterpolationTest);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
