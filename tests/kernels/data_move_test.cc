// The data-movement APIs beyond the seeds (SPEC 13) through the surface on
// every compiled target, with random parameters (inside and outside the
// documented ranges, checked mode off so the release behaviour runs),
// against the reference on copies of UB and GM: every byte of both must
// match, and the pad register must end as the reference leaves it.
#include <gtest/gtest.h>

#include <cstring>
#include <utility>
#include <random>
#include <type_traits>
#include <vector>

#include "kernel_operator.h"
#include "reference/data_move.h"
#include "support/per_target.h"
#include "support/ub_helpers.h"

namespace {

namespace ref = ascendc_host::reference;
using ascendc_host::testing::FillRandomWords;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::Pick;
using ascendc_host::testing::SameBytes;
using ascendc_host::testing::Snapshot;
using ascendc_host::testing::TensorAt;

constexpr uint32_t kRounds = 60;
constexpr size_t kGmBytes = 160 * 1024;

class DataMove : public ascendc_host::testing::ReleaseModePerTarget {};

// A GM buffer with its tensor `offset` bytes in, sized to the end.
struct Gm {
  std::vector<uint8_t> bytes;
  uint32_t offset = 0;
  template <typename T>
  AscendC::GlobalTensor<T> Tensor() {
    AscendC::GlobalTensor<T> g;
    g.SetGlobalBuffer(reinterpret_cast<T*>(bytes.data() + offset), (bytes.size() - offset) / sizeof(T));
    return g;
  }
  ref::GmImage Image(std::vector<uint8_t>& copy) const {
    ref::GmImage image;
    image.bytes = copy.data() + offset;
    image.size = copy.size() - offset;
    return image;
  }
};

Gm RandomGm(std::mt19937_64& rng, bool element_aligned, uint32_t element_bytes) {
  Gm gm;
  gm.bytes.resize(kGmBytes);
  FillRandomWords(gm.bytes.data(), gm.bytes.size(), rng);
  gm.offset = Pick(rng, 64);
  if (element_aligned) gm.offset = gm.offset / element_bytes * element_bytes;
  return gm;
}

ref::LoopMode RandomLoop(std::mt19937_64& rng, bool to_ub, uint32_t round) {
  ref::LoopMode l;
  if (round % 3 != 0) return l;  // mostly the reset state
  l.loop1_size = 1 + Pick(rng, 3);
  l.loop2_size = 1 + Pick(rng, 2);
  // The UB side's strides are whole DataBlocks; strides may interleave iterations.
  const uint64_t ub1 = 32 * Pick(rng, 200), ub2 = 32 * Pick(rng, 400);
  const uint64_t gm1 = Pick(rng, 6000), gm2 = Pick(rng, 12000);
  l.loop1_src_stride = to_ub ? gm1 : ub1;
  l.loop1_dst_stride = to_ub ? ub1 : gm1;
  l.loop2_src_stride = to_ub ? gm2 : ub2;
  l.loop2_dst_stride = to_ub ? ub2 : gm2;
  return l;
}

void SetLoop(const ref::LoopMode& l, AscendC::DataCopyMVType type) {
  AscendC::SetLoopModePara(AscendC::LoopModeParams(l.loop1_size, l.loop2_size, l.loop1_src_stride, l.loop1_dst_stride,
                                                   l.loop2_src_stride, l.loop2_dst_stride),
                           type);
}

template <typename T>
T FromBits(uint64_t bits) {
  T v;
  std::memcpy(&v, &bits, sizeof(T));
  return v;
}

// ------------------------------------------------------------ DataCopyPad
template <typename T, AscendC::PaddingMode mode>
void CheckPadToUb(std::mt19937_64& rng, bool older_structs) {
  constexpr uint32_t s = sizeof(T);
  constexpr bool compact = mode == AscendC::PaddingMode::Compact;
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    Gm gm = RandomGm(rng, false, s);
    ref::PadParams p;
    p.element_bytes = s;
    p.compact = compact;
    p.block_count = round == 0 ? 0 : 1 + Pick(rng, 16);
    p.block_len = round == 1 ? 0 : s * Pick(rng, 300 / s + 1);
    if (round % 11 == 5) p.block_len += 1;  // not a multiple of sizeof(T): release copies the bytes
    p.src_stride = Pick(rng, 80);
    if (round % 7 == 3) p.src_stride = -static_cast<int64_t>(p.block_len);  // the same block again (950)
    p.dst_stride = Pick(rng, 4);
    p.left_padding = Pick(rng, 32 / s + 1);
    p.right_padding = Pick(rng, 32 / s + 1);
    if (round % 4 == 2) p.left_padding = p.right_padding = 0;
    p.is_pad = Pick(rng, 2);
    // bool holds 0 or 1 only.
    const uint64_t value_mask = std::is_same_v<T, bool> ? 1 : ~0ull >> (64 - 8 * s);
    p.padding_value = s == 8 ? 0 : rng() & value_mask;
    ref::PadRegister reg;
    if (Pick(rng, 3) == 0) {
      reg = {rng() & value_mask, true};
      AscendC::SetPadValue(FromBits<T>(reg.value));
    }
    const ref::LoopMode loop = RandomLoop(rng, true, round);
    SetLoop(loop, AscendC::DataCopyMVType::OUT_TO_UB);
    const uint32_t dst = 32 * Pick(rng, 2048);

    std::vector<uint8_t> expected_ub = Snapshot(core);
    const ref::PadRegister after = ref::DataCopyPadGmToUb(ref::Ub(expected_ub.data(), core.ub_bytes), dst,
                                                          gm.Image(gm.bytes), p, reg, loop);
    auto ub = TensorAt<T>(dst, 64);
    if (older_structs) {
      AscendC::DataCopyParams c(p.block_count, p.block_len, static_cast<uint16_t>(p.src_stride), p.dst_stride);
      if (p.src_stride < 0) continue;  // the older struct has no negative stride
      AscendC::DataCopyPadParams pad(p.is_pad, p.left_padding, p.right_padding, p.padding_value);
      AscendC::DataCopyPad<T, mode>(ub, gm.Tensor<T>(), c, pad);
    } else {
      AscendC::DataCopyExtParams c(p.block_count, p.block_len, p.src_stride, p.dst_stride, 0);
      AscendC::DataCopyPadExtParams<T> pad(p.is_pad, p.left_padding, p.right_padding, FromBits<T>(p.padding_value));
      AscendC::DataCopyPad<T, mode>(ub, gm.Tensor<T>(), c, pad);
    }
    ASSERT_TRUE(SameBytes(expected_ub, Snapshot(core))) << "round " << round << " sizeof " << s;
    ASSERT_EQ(core.data_move.pad_value_set, after.set);
    if (after.set) ASSERT_EQ(core.data_move.pad_value, after.value);
  }
}

TEST_P(DataMove, DataCopyPadGmToUbMatchesReference) {
  std::mt19937_64 rng(11);
  for (bool older : {false, true}) {
    CheckPadToUb<uint8_t, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<int8_t, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<bool, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<half, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<bfloat16_t, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<int16_t, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<uint16_t, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<float, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<int32_t, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<uint32_t, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<int64_t, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<uint64_t, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<double, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToUb<uint8_t, AscendC::PaddingMode::Compact>(rng, older);
    CheckPadToUb<half, AscendC::PaddingMode::Compact>(rng, older);
    CheckPadToUb<float, AscendC::PaddingMode::Compact>(rng, older);
    CheckPadToUb<uint64_t, AscendC::PaddingMode::Compact>(rng, older);
  }
}

template <typename T, AscendC::PaddingMode mode>
void CheckPadToGm(std::mt19937_64& rng, bool older_structs) {
  constexpr uint32_t s = sizeof(T);
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    Gm gm = RandomGm(rng, false, s);
    ref::PadParams p;
    p.element_bytes = s;
    p.compact = mode == AscendC::PaddingMode::Compact;
    p.block_count = round == 0 ? 0 : 1 + Pick(rng, 16);
    p.block_len = round == 1 ? 0 : s * Pick(rng, 300 / s + 1);
    if (round % 11 == 5) p.block_len += 1;
    p.src_stride = Pick(rng, 4);
    p.dst_stride = Pick(rng, 80);
    const ref::LoopMode loop = RandomLoop(rng, false, round);
    SetLoop(loop, AscendC::DataCopyMVType::UB_TO_OUT);
    const uint32_t src = 32 * Pick(rng, 2048);

    std::vector<uint8_t> expected_gm = gm.bytes;
    const std::vector<uint8_t> ub_before = Snapshot(core);
    ref::DataCopyPadUbToGm(ref::Ub(core.ub, core.ub_bytes), gm.Image(expected_gm), src, p, loop);
    auto ub = TensorAt<T>(src, 64);
    if (older_structs) {
      AscendC::DataCopyPad<T, mode>(gm.Tensor<T>(), ub,
                                    AscendC::DataCopyParams(p.block_count, p.block_len, p.src_stride, p.dst_stride));
    } else {
      AscendC::DataCopyPad<T, mode>(gm.Tensor<T>(), ub,
                                    AscendC::DataCopyExtParams(p.block_count, p.block_len, p.src_stride, p.dst_stride, 0));
    }
    ASSERT_TRUE(SameBytes(expected_gm, gm.bytes)) << "round " << round << " sizeof " << s;
    ASSERT_TRUE(SameBytes(ub_before, Snapshot(core)));
  }
}

TEST_P(DataMove, DataCopyPadUbToGmMatchesReference) {
  std::mt19937_64 rng(12);
  for (bool older : {false, true}) {
    CheckPadToGm<uint8_t, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToGm<half, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToGm<float, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToGm<int64_t, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToGm<bool, AscendC::PaddingMode::Normal>(rng, older);
    CheckPadToGm<int8_t, AscendC::PaddingMode::Compact>(rng, older);
    CheckPadToGm<bfloat16_t, AscendC::PaddingMode::Compact>(rng, older);
    CheckPadToGm<uint32_t, AscendC::PaddingMode::Compact>(rng, older);
    CheckPadToGm<double, AscendC::PaddingMode::Compact>(rng, older);
  }
}

// ---------------------------------------------------- DataCopy blocks/counts
template <typename T>
void CheckBlocks(std::mt19937_64& rng) {
  constexpr uint32_t s = sizeof(T);
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    Gm gm = RandomGm(rng, true, s);
    ref::BlockParams p;
    p.block_count = round == 0 ? 0 : Pick(rng, 12);
    p.block_len = Pick(rng, 12);
    p.src_gap = Pick(rng, 5);
    p.dst_gap = Pick(rng, 5);
    const AscendC::DataCopyParams params(p.block_count, p.block_len, p.src_gap, p.dst_gap);
    const uint32_t a = 32 * Pick(rng, 2048);
    uint32_t b = 32 * Pick(rng, 2048);
    switch (round % 4) {
      case 0: {  // GM -> UB under loop mode
        const ref::LoopMode loop = RandomLoop(rng, true, 0);
        SetLoop(loop, AscendC::DataCopyMVType::OUT_TO_UB);
        std::vector<uint8_t> expected = Snapshot(core);
        ref::DataCopyBlocksGmToUb(ref::Ub(expected.data(), core.ub_bytes), a, gm.Image(gm.bytes), p, loop);
        AscendC::DataCopy(TensorAt<T>(a, 64), gm.Tensor<T>(), params);
        ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << round;
        break;
      }
      case 1: {  // UB -> GM under loop mode
        const ref::LoopMode loop = RandomLoop(rng, false, 0);
        SetLoop(loop, AscendC::DataCopyMVType::UB_TO_OUT);
        std::vector<uint8_t> expected = gm.bytes;
        ref::DataCopyBlocksUbToGm(ref::Ub(core.ub, core.ub_bytes), gm.Image(expected), a, p, loop);
        AscendC::DataCopy(gm.Tensor<T>(), TensorAt<T>(a, 64), params);
        ASSERT_TRUE(SameBytes(expected, gm.bytes)) << round;
        break;
      }
      case 2: {  // UB -> UB, operands anywhere (overlaps run block by block)
        if (round % 8 == 2) b = a + 32 * Pick(rng, 8);
        std::vector<uint8_t> expected = Snapshot(core);
        ref::DataCopyBlocksUbToUb(ref::Ub(expected.data(), core.ub_bytes), b, a, p);
        AscendC::DataCopy(TensorAt<T>(b, 64), TensorAt<T>(a, 64), params);
        ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << round;
        break;
      }
      default: {  // the count forms under loop mode, and UB -> UB
        const uint32_t count = Pick(rng, 2000);
        const ref::LoopMode loop = RandomLoop(rng, true, 0);
        SetLoop(loop, AscendC::DataCopyMVType::OUT_TO_UB);
        ref::BlockParams one;
        one.block_len = count * s / 32;
        std::vector<uint8_t> expected = Snapshot(core);
        ref::DataCopyBlocksGmToUb(ref::Ub(expected.data(), core.ub_bytes), a, gm.Image(gm.bytes), one, loop);
        ref::DataCopyCountUbToUb(ref::Ub(expected.data(), core.ub_bytes), b, a, count, s);
        AscendC::DataCopy(TensorAt<T>(a, count), gm.Tensor<T>(), count);
        AscendC::DataCopy(TensorAt<T>(b, count), TensorAt<T>(a, count), count);
        ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << round;
        break;
      }
    }
  }
}

TEST_P(DataMove, DataCopyWithParamsAndCountsMatchesReference) {
  std::mt19937_64 rng(13);
  CheckBlocks<uint8_t>(rng);
  CheckBlocks<half>(rng);
  CheckBlocks<float>(rng);
  CheckBlocks<uint64_t>(rng);
}

template <typename T>
void CheckCopyCount(std::mt19937_64& rng) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    const uint32_t count = round == 0 ? 0 : Pick(rng, 3000);
    const uint32_t a = 32 * Pick(rng, 2048);
    // Apart, identical, and overlapping by less than a 256-byte piece or more.
    uint32_t b = 32 * Pick(rng, 2048);
    if (round % 4 == 1) b = a;
    if (round % 4 == 2) b = a + 32 * Pick(rng, 20);
    if (round % 4 == 3 && a >= 640) b = a - 32 * Pick(rng, 20);
    std::vector<uint8_t> expected = Snapshot(core);
    ref::CopyCount(ref::Ub(expected.data(), core.ub_bytes), b, a, count, sizeof(T));
    AscendC::Copy(TensorAt<T>(b, count), TensorAt<T>(a, count), count);
    ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << "round " << round << " count " << count;
  }
}

TEST_P(DataMove, CopyCountMatchesReference) {
  std::mt19937_64 rng(14);
  CheckCopyCount<int8_t>(rng);
  CheckCopyCount<half>(rng);
  CheckCopyCount<int32_t>(rng);
  CheckCopyCount<uint64_t>(rng);
}

// ------------------------------------------------------------------ slices
// Valid slice descriptions: burst lengths, strides and counts chosen so the
// page's formulas hold on both sides with the same numbers of slices.
template <typename T>
void RandomSlices(std::mt19937_64& rng, uint32_t dims, bool gm_is_src, AscendC::SliceInfo* src, AscendC::SliceInfo* dst) {
  constexpr uint32_t epb = 32 / sizeof(T);
  const uint32_t burst = 1 + Pick(rng, 3), bursts = 1 + Pick(rng, 4);
  const uint32_t gm_gap = Pick(rng, 20), ub_gap = epb * Pick(rng, 3);
  auto dim0 = [&](uint32_t gap, uint32_t extra) {
    const uint32_t start = Pick(rng, 20);
    const uint32_t span = (bursts - 1) * gap + bursts * burst * epb;
    return AscendC::SliceInfo(start, start + span - 1, gap, burst, start + span + extra);
  };
  src[0] = dim0(gm_is_src ? gm_gap : ub_gap, Pick(rng, 30));
  dst[0] = dim0(gm_is_src ? ub_gap : gm_gap, Pick(rng, 30));
  for (uint32_t i = 1; i < dims; ++i) {
    const uint32_t rows = 1 + Pick(rng, 3);
    auto dimi = [&]() {
      const uint32_t stride = Pick(rng, 3), start = Pick(rng, 3);
      const uint32_t span = (rows - 1) * stride + rows;
      return AscendC::SliceInfo(start, start + span - 1 + (rows == 1 ? 1 : 0) * 0, stride, 1, start + span + Pick(rng, 2));
    };
    src[i] = dimi();
    dst[i] = dimi();
  }
}

template <typename T>
void CheckSlices(std::mt19937_64& rng) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    Gm gm = RandomGm(rng, false, sizeof(T));
    const uint32_t dims = 1 + Pick(rng, 3);
    const bool to_ub = round % 2 == 0;
    AscendC::SliceInfo src[8], dst[8];
    RandomSlices<T>(rng, dims, to_ub, src, dst);
    ref::Slice rs[8], rd[8];
    for (uint32_t i = 0; i < dims; ++i) {
      rs[i] = {src[i].startIndex, src[i].endIndex, src[i].stride, src[i].burstLen, src[i].shapeValue};
      rd[i] = {dst[i].startIndex, dst[i].endIndex, dst[i].stride, dst[i].burstLen, dst[i].shapeValue};
    }
    const uint32_t at = 32 * Pick(rng, 1024);
    if (to_ub) {
      std::vector<uint8_t> expected = Snapshot(core);
      ref::DataCopySliceGmToUb(ref::Ub(expected.data(), core.ub_bytes), at, gm.Image(gm.bytes), rd, rs, dims, sizeof(T));
      AscendC::DataCopy(TensorAt<T>(at, 64), gm.Tensor<T>(), dst, src, dims);
      ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << round;
    } else {
      std::vector<uint8_t> expected = gm.bytes;
      ref::DataCopySliceUbToGm(ref::Ub(core.ub, core.ub_bytes), gm.Image(expected), at, rd, rs, dims, sizeof(T));
      AscendC::DataCopy(gm.Tensor<T>(), TensorAt<T>(at, 64), dst, src, dims);
      ASSERT_TRUE(SameBytes(expected, gm.bytes)) << round;
    }
  }
}

TEST_P(DataMove, SliceCopiesMatchReference) {
  std::mt19937_64 rng(15);
  CheckSlices<uint8_t>(rng);
  CheckSlices<half>(rng);
  CheckSlices<float>(rng);
  CheckSlices<int64_t>(rng);
}

// ------------------------------------------------------------------ Gatherb
template <typename T>
void CheckGatherb(std::mt19937_64& rng) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    const uint8_t repeat = static_cast<uint8_t>(round == 0 ? 0 : 1 + Pick(rng, 40));
    const uint32_t src = 32 * Pick(rng, 1024), offsets = 100000 + 32 * Pick(rng, 256), dst = 150000 + 32 * Pick(rng, 256);
    for (uint32_t i = 0; i < uint32_t{repeat} * 8; ++i) {
      uint32_t o = 32 * Pick(rng, 2048);
      if (round % 5 == 4) o += sizeof(T) * Pick(rng, 32 / sizeof(T));  // off a DataBlock: release reads there
      if (round % 7 == 6) o += Pick(rng, sizeof(T));                   // off an element: floored
      std::memcpy(core.ub + offsets + 4 * i, &o, 4);
    }
    AscendC::GatherRepeatParams params(Pick(rng, 3), Pick(rng, 40));
    std::vector<uint8_t> expected = Snapshot(core);
    ref::Gatherb(ref::Ub(expected.data(), core.ub_bytes), sizeof(T), dst, src, offsets, repeat, params.dstBlkStride,
                 params.dstRepStride);
    AscendC::Gatherb(TensorAt<T>(dst, 64), TensorAt<T>(src, 64), TensorAt<uint32_t>(offsets, uint32_t{repeat} * 8),
                     repeat, params);
    ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << round;
  }
}

TEST_P(DataMove, GatherbMatchesReference) {
  std::mt19937_64 rng(16);
  CheckGatherb<int8_t>(rng);
  CheckGatherb<uint16_t>(rng);
  CheckGatherb<half>(rng);
  CheckGatherb<uint32_t>(rng);
  CheckGatherb<float>(rng);
  CheckGatherb<int64_t>(rng);
}

// --------------------------------------------------------- Copy with a mask
template <typename T>
void CheckCopyMasked(std::mt19937_64& rng) {
  constexpr uint32_t positions = 256 / sizeof(T);
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    ref::CopyMaskArgs a;
    a.element_bytes = sizeof(T);
    a.counter_mode = round % 3 == 2;
    a.bitwise = Pick(rng, 2);
    a.is_set_mask = round % 5 != 4;
    a.vector_mask[0] = a.counter_mode ? Pick(rng, 700) : rng();
    a.vector_mask[1] = rng();
    if (a.counter_mode) a.mask[0] = Pick(rng, 700);
    else if (a.bitwise) a.mask[0] = rng(), a.mask[1] = positions > 64 ? rng() : 0;
    else a.mask[0] = Pick(rng, positions + 1);
    a.repeat_time = round == 0 ? 0 : 1 + Pick(rng, 12);
    a.dst_stride = Pick(rng, 3);
    a.src_stride = Pick(rng, 3);
    a.dst_repeat = Pick(rng, 12);
    a.src_repeat = Pick(rng, 12);
    a.src = 32 * Pick(rng, 1024);
    a.dst = round % 4 == 1 ? a.src : 65536 + 32 * Pick(rng, 1024);  // in place now and then
    if (a.counter_mode) AscendC::SetMaskCount();
    core.vector_mask[0] = a.vector_mask[0];
    core.vector_mask[1] = a.vector_mask[1];
    std::vector<uint8_t> expected = Snapshot(core);
    const ref::MaskRegistersAfter after = ref::CopyMasked(ref::Ub(expected.data(), core.ub_bytes), a);
    const AscendC::CopyRepeatParams params(a.dst_stride, a.src_stride, a.dst_repeat, a.src_repeat);
    auto dst = TensorAt<T>(a.dst, 64), src = TensorAt<T>(a.src, 64);
    const uint8_t repeat = static_cast<uint8_t>(a.repeat_time);
    if (a.bitwise) {
      if (a.is_set_mask) AscendC::Copy<T, true>(dst, src, a.mask, repeat, params);
      else AscendC::Copy<T, false>(dst, src, AscendC::MASK_PLACEHOLDER_LIST, repeat, params);
    } else {
      if (a.is_set_mask) AscendC::Copy<T, true>(dst, src, a.mask[0], repeat, params);
      else AscendC::Copy<T, false>(dst, src, AscendC::MASK_PLACEHOLDER, repeat, params);
    }
    ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << "round " << round;
    ASSERT_EQ(core.vector_mask[0], after.vector_mask[0]) << round;
    ASSERT_EQ(core.vector_mask[1], after.vector_mask[1]) << round;
    AscendC::SetMaskNorm();
  }
}

TEST_P(DataMove, CopyWithMaskMatchesReference) {
  std::mt19937_64 rng(17);
  CheckCopyMasked<half>(rng);
  CheckCopyMasked<int16_t>(rng);
  CheckCopyMasked<float>(rng);
  CheckCopyMasked<uint32_t>(rng);
}

// ---------------------------------------------------------- DataCopy (NDDMA)
constexpr AscendC::NdDmaConfig kNearest{true};
constexpr AscendC::NdDmaConfig kOverridden{false, 2, 7};
constexpr AscendC::NdDmaConfig kNearestOverridden{true, 0, 3};

template <typename T, uint8_t dim, const AscendC::NdDmaConfig& config>
void CheckNdDma(std::mt19937_64& rng) {
  for (uint32_t round = 0; round < kRounds; ++round) {
    auto& core = FreshCore();
    FillRandomWords(core.ub, core.ub_bytes, rng);
    Gm gm = RandomGm(rng, true, sizeof(T));
    AscendC::NdDmaParams<T, dim> params{};
    ref::NdDmaArgs a;
    a.dims = dim;
    a.element_bytes = sizeof(T);
    a.nearest = config.isNearestValueMode;
    // Dense, transposed, broadcast (stride 0), sliced and padded loops; the
    // destination stays under 64 KiB, the source under the GM buffer.
    uint64_t dst_span = 1, src_span = 1;
    for (uint32_t d = 0; d < dim; ++d) {
      const uint32_t max_pad = dim >= 4 ? 2 : 4;
      const uint32_t size = round % 17 == 16 && d == dim - 1 ? 0 : 1 + Pick(rng, dim <= 2 ? 12 : dim == 3 ? 4 : 3);
      const uint8_t lp = static_cast<uint8_t>(Pick(rng, 3) == 0 ? Pick(rng, max_pad) : 0);
      const uint8_t rp = static_cast<uint8_t>(Pick(rng, 3) == 0 ? Pick(rng, max_pad) : 0);
      params.loopInfo.loopSize[d] = size;
      params.loopInfo.loopLpSize[d] = lp;
      params.loopInfo.loopRpSize[d] = rp;
      a.size[d] = size;
      a.left[d] = config.loopLpSize != AscendC::NdDmaConfig::unsetPad ? config.loopLpSize : lp;
      a.right[d] = config.loopRpSize != AscendC::NdDmaConfig::unsetPad ? config.loopRpSize : rp;
      const uint64_t positions = uint64_t{a.left[d]} + a.size[d] + a.right[d];
      // Dense by default; now and then broadcast, a gap, or a transposed order.
      uint64_t src_stride = src_span, dst_stride = dst_span;
      switch (Pick(rng, 5)) {
        case 0: src_stride = 0; break;
        case 1: src_stride = src_span + Pick(rng, 5); break;
        case 2: dst_stride = dst_span + Pick(rng, 3); break;
        default: break;
      }
      params.loopInfo.loopSrcStride[d] = src_stride;
      params.loopInfo.loopDstStride[d] = static_cast<uint32_t>(dst_stride);
      a.src_stride[d] = src_stride;
      a.dst_stride[d] = dst_stride;
      src_span = src_stride * (size == 0 ? 1 : size) + src_span;
      dst_span = dst_stride * (positions == 0 ? 1 : positions) + 0;
      if (dst_span == 0) dst_span = 1;
    }
    if (round % 4 == 3 && dim == 2) {  // the page's transpose: inner and outer destination strides swapped
      std::swap(params.loopInfo.loopDstStride[0], params.loopInfo.loopDstStride[1]);
      std::swap(a.dst_stride[0], a.dst_stride[1]);
    }
    if (sizeof(T) != 8) {
      const uint64_t bits = rng();
      std::memcpy(&params.constantValue, &bits, sizeof(T));
      std::memcpy(&a.constant_bits, &bits, sizeof(T));
    }
    const uint32_t dst = 32 * Pick(rng, 64);
    std::vector<uint8_t> expected = Snapshot(core);
    std::vector<uint8_t> gm_copy = gm.bytes;
    ref::DataCopyNdDma(ref::Ub(expected.data(), core.ub_bytes), dst, gm.Image(gm_copy), a);
    AscendC::DataCopy<T, dim, config>(TensorAt<T>(dst, 16), gm.Tensor<T>(), params);
    ASSERT_TRUE(SameBytes(expected, Snapshot(core))) << "round " << round << " dim " << int(dim);
  }
}

TEST_P(DataMove, NdDmaCopiesMatchReference) {
  std::mt19937_64 rng(1313);
  CheckNdDma<half, 1, AscendC::kDefaultNdDmaConfig>(rng);
  CheckNdDma<half, 2, AscendC::kDefaultNdDmaConfig>(rng);
  CheckNdDma<float, 2, kNearest>(rng);
  CheckNdDma<int8_t, 3, kOverridden>(rng);
  CheckNdDma<uint16_t, 3, kNearestOverridden>(rng);
  CheckNdDma<int32_t, 4, kNearest>(rng);
  CheckNdDma<bfloat16_t, 5, AscendC::kDefaultNdDmaConfig>(rng);
  CheckNdDma<int64_t, 2, AscendC::kDefaultNdDmaConfig>(rng);
  CheckNdDma<double, 3, kOverridden>(rng);
  CheckNdDma<uint8_t, 5, kNearest>(rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(DataMove);

}  // namespace
