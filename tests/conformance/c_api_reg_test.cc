// The register C API of NPU architecture 3510 (SPEC 17.10): each family
// against the Reg function it runs (the same bytes for the same random
// registers and masks), in the older forms and the current value-returning
// and position-tag forms; the guide's VF loops against plain C++ loops; the
// mask generators; the unaligned and squeezed-store streams against memmove
// and filter loops; the conversion names' round / saturation / layout; the
// strided data movement forms, loop registers and UB-to-UB copies against
// plain copies, and their errors.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "c_api/asc_simd.h"
#include "support/reg_helpers.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
namespace Reg = AscendC::Reg;
using ah::Severity;
using ah::testing::FreshCore;
using ah::testing::RaisesError;
using ah::testing::RandomMask;
using ah::testing::SameBytes;
using ah::testing::UbPtr;

template <typename T>
Reg::RegTensor<T> RandomRegister(std::mt19937_64& rng) {
  Reg::RegTensor<T> r;
  for (uint32_t i = 0; i < 256; i += 8) {
    const uint64_t v = rng();
    std::memcpy(r.reg[0] + i, &v, 8);
  }
  return r;
}
template <typename T>
Reg::RegTensor<T> RandomFloats(std::mt19937_64& rng, float lo, float hi) {
  Reg::RegTensor<T> r;
  std::uniform_real_distribution<float> d(lo, hi);
  for (uint32_t k = 0; k < Reg::RegTensor<T>::kElements; ++k) r.SetElement(k, static_cast<T>(d(rng)));
  return r;
}
template <typename T>
::testing::AssertionResult SameRegister(const Reg::RegTensor<T>& want, const Reg::RegTensor<T>& got) {
  return SameBytes(want.reg[0], got.reg[0], 256);
}
::testing::AssertionResult SameMask(const Reg::MaskReg& want, const Reg::MaskReg& got) {
  return SameBytes(reinterpret_cast<const uint8_t*>(want.words), reinterpret_cast<const uint8_t*>(got.words), 32);
}

// ------------------------------------------------------------ the guide's VFs

// The add of the guide's Reg programming page: update_mask per repeat,
// aligned loads and stores.
__simd_vf__ inline void AddVf(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count,
                              uint32_t one_repeat_size, uint16_t repeat_times) {
  vector_float a, b, c;
  for (uint16_t i = 0; i < repeat_times; ++i) {
    vector_bool mask = asc_update_mask_b32(count);
    uint32_t offset = i * one_repeat_size;
    asc_loadalign(a, src0 + offset);
    asc_loadalign(b, src1 + offset);
    asc_add(c, a, b, mask);
    asc_storealign(dst + offset, c, mask);
  }
}

// A half chain with asc_load / asc_store and scalar forms, as operators write it.
__simd_vf__ inline void HalfChainVf(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count) {
  const uint16_t per = static_cast<uint16_t>(asc_get_vf_len() / sizeof(half));
  const uint16_t repeats = static_cast<uint16_t>((count + per - 1) / per);
  vector_half x, y;
  for (uint16_t i = 0; i < repeats; ++i) {
    vector_bool mask = asc_update_mask_b16(count);
    asc_load(x, src + i * per);
    asc_mul_scalar(y, x, 2.0f, mask);
    asc_add_scalar(y, y, half(1.0f), mask);
    asc_max_scalar(y, y, 0.0f, mask);
    asc_store(dst + i * per, y);
  }
}

TEST(CApiReg, GuideAddVfMatchesAPlainLoop) {
  for (uint32_t count : {1u, 63u, 64u, 65u, 1000u}) {
    auto& core = FreshCore();
    std::mt19937_64 rng(count);
    float* a = UbPtr<float>(0);
    float* b = UbPtr<float>(8192);
    float* out = UbPtr<float>(16384);
    std::uniform_real_distribution<float> d(-1e3f, 1e3f);
    for (uint32_t i = 0; i < 1024; ++i) a[i] = d(rng), b[i] = d(rng), out[i] = -7.0f;
    const uint16_t repeats = static_cast<uint16_t>((count + 63) / 64);
    AddVf(out, a, b, count, 64, repeats);
    for (uint32_t i = 0; i < 1024; ++i) {
      const float want = i < count ? a[i] + b[i] : -7.0f;
      ASSERT_EQ(std::memcmp(&want, &out[i], 4), 0) << "count " << count << " element " << i;
    }
    (void)core;
  }
}

TEST(CApiReg, HalfChainMatchesAPlainLoop) {
  FreshCore();
  std::mt19937_64 rng(7);
  // Values k / 64 with |k| < 512: products, sums and the maximum are exact in half.
  half* src = UbPtr<half>(0);
  half* dst = UbPtr<half>(4096);
  const uint32_t count = 300;
  for (uint32_t i = 0; i < 512; ++i) src[i] = half(static_cast<float>(static_cast<int>(rng() % 1023) - 511) / 64.0f);
  HalfChainVf(dst, src, count);
  for (uint32_t i = 0; i < count; ++i) {
    const float want = std::fmax(static_cast<float>(src[i]) * 2.0f + 1.0f, 0.0f);
    ASSERT_EQ(static_cast<float>(dst[i]), want) << i;
  }
}

// ------------------------------------------------------------------- masks

TEST(CApiReg, MaskGeneratorsAreTheRegOnes) {
  EXPECT_TRUE(SameMask(Reg::CreateMask<uint16_t>(), asc_create_mask_b16(PAT_ALL)));
  EXPECT_TRUE(SameMask(Reg::CreateMask<uint16_t>(), asc_create_mask_b16(MASK_PATTERN_ALL)));
  EXPECT_TRUE(SameMask((Reg::CreateMask<uint8_t, Reg::MaskPattern::VL8>()), asc_create_mask_b8(PAT_VL8)));
  EXPECT_TRUE(SameMask((Reg::CreateMask<uint32_t, Reg::MaskPattern::M3>()), asc_create_mask_b32(PAT_M3)));
  EXPECT_TRUE(SameMask((Reg::CreateMask<uint32_t, Reg::MaskPattern::H>()), asc_create_mask_b32(PAT_H)));
  EXPECT_TRUE(SameMask(Reg::MaskReg{}, asc_create_mask_b16(PAT_ALLF)));
  // b16: 2 bits per element, the lower one governs it: every one set.
  const vector_bool all16 = asc_create_mask_b16(PAT_ALL);
  for (uint32_t k = 0; k < 128; ++k) EXPECT_TRUE(all16.Bit(2 * k)) << k;

  uint32_t left = 200;
  const vector_bool first = asc_update_mask_b16(left);
  EXPECT_EQ(left, 72u);
  const vector_bool second = asc_update_mask_b16(left);
  EXPECT_EQ(left, 0u);
  uint32_t n = 72;
  EXPECT_TRUE(SameMask(Reg::UpdateMask<uint16_t>(n), second));
  EXPECT_TRUE(SameMask(all16, first));
  uint32_t small = 10;
  const vector_bool ten = asc_update_mask_b32(small);
  for (uint32_t k = 0; k < 64; ++k) EXPECT_EQ(ten.Bit(4 * k), k < 10) << k;  // ten b32 elements
  EXPECT_EQ(ten.words[0] >> 40, 0u);
  EXPECT_EQ(small, 0u);
  EXPECT_EQ(asc_get_vf_len(), 256);
}

// --------------------------------------------------- compute = the Reg functions

TEST(CApiReg, ComputeRunsTheRegFunctions) {
  std::mt19937_64 rng(11);
  FreshCore();
  for (uint32_t round = 0; round < 10; ++round) {
    const auto a = RandomFloats<float>(rng, -100.0f, 100.0f), b = RandomFloats<float>(rng, -100.0f, 100.0f);
    const auto h0 = RandomFloats<half>(rng, -8.0f, 8.0f), h1 = RandomFloats<half>(rng, -8.0f, 8.0f);
    const auto i0 = RandomRegister<int32_t>(rng), i1 = RandomRegister<int32_t>(rng);
    Reg::MaskReg mask = RandomMask(rng, round);
    vector_float fa = a, fb = b, want, got;
    Reg::Add(want, fa, fb, mask);
    asc_add(got, a, b, mask);
    EXPECT_TRUE(SameRegister(want, got)) << "asc_add";
    Reg::Div(want, fa, fb, mask);
    asc_div(got, a, b, mask);
    EXPECT_TRUE(SameRegister(want, got)) << "asc_div";
    Reg::Max(want, fa, fb, mask);
    asc_max(got, a, b, mask);
    EXPECT_TRUE(SameRegister(want, got)) << "asc_max";
    want = b, got = b;
    Reg::MulDstAdd(want, fa, fb, mask);
    asc_madd(got, a, b, mask);
    EXPECT_TRUE(SameRegister(want, got)) << "asc_madd";
    want = b, got = b;
    Reg::Axpy(want, fa, 0.5f, mask);
    asc_axpy(got, a, 0.5f, mask);
    EXPECT_TRUE(SameRegister(want, got)) << "asc_axpy";
    Reg::Exp(want, fa, mask);
    asc_exp(got, a, mask);
    EXPECT_TRUE(SameRegister(want, got)) << "asc_exp";
    Reg::Select(want, fa, fb, mask);
    asc_select(got, a, b, mask);
    EXPECT_TRUE(SameRegister(want, got)) << "asc_select";
    Reg::Reduce<Reg::ReduceType::SUM>(want, fa, mask);
    asc_reduce_sum(got, a, mask);
    EXPECT_TRUE(SameRegister(want, got)) << "asc_reduce_sum";

    vector_half ha = h0, hb = h1, hwant, hgot;
    Reg::Muls(hwant, ha, half(0.75f), mask);
    asc_mul_scalar(hgot, h0, 0.75f, mask);
    EXPECT_TRUE(SameRegister(hwant, hgot)) << "asc_mul_scalar";
    Reg::Sub(hwant, ha, hb, mask);
    asc_sub(hgot, h0, h1, mask);
    EXPECT_TRUE(SameRegister(hwant, hgot)) << "asc_sub";
    Reg::Sqrt(hwant, ha, mask);
    asc_sqrt(hgot, h0, mask);
    EXPECT_TRUE(SameRegister(hwant, hgot)) << "asc_sqrt";

    vector_int32_t ia = i0, ib = i1, iwant, igot;
    Reg::Xor(iwant, ia, ib, mask);
    asc_xor(igot, i0, i1, mask);
    EXPECT_TRUE(SameRegister(iwant, igot)) << "asc_xor";
    Reg::ShiftRights(iwant, ia, int16_t{3}, mask);
    asc_shiftright_scalar(igot, i0, 3, mask);
    EXPECT_TRUE(SameRegister(iwant, igot)) << "asc_shiftright_scalar";
    Reg::Duplicate(iwant, int32_t{-5}, mask);
    asc_duplicate_scalar(igot, -5, mask);
    EXPECT_TRUE(SameRegister(iwant, igot)) << "asc_duplicate_scalar";

    Reg::MaskReg mwant, mgot;
    Reg::Compare<float, AscendC::CMPMODE::GT>(mwant, fa, fb, mask);
    asc_gt(mgot, a, b, mask);
    EXPECT_TRUE(SameMask(mwant, mgot)) << "asc_gt";
    Reg::Compares<float, AscendC::CMPMODE::LE>(mwant, fa, 3.0f, mask);
    asc_le_scalar(mgot, a, 3.0f, mask);
    EXPECT_TRUE(SameMask(mwant, mgot)) << "asc_le_scalar";
    asc_le(mgot, a, 3.0f, mask);
    EXPECT_TRUE(SameMask(mwant, mgot)) << "asc_le with a scalar";
    Reg::Compare<float, AscendC::CMPMODE::NE>(mwant, fa, fb, mask);
    asc_compare(mgot, a, b, CMPMODE::NE, mask);
    EXPECT_TRUE(SameMask(mwant, mgot)) << "asc_compare (the guide's form)";
    Reg::MaskReg m2 = RandomMask(rng, round + 4);
    Reg::And(mwant, mask, m2, m2);
    asc_and(mgot, mask, m2, m2);
    EXPECT_TRUE(SameMask(mwant, mgot)) << "asc_and of masks";
  }
}

// The select of the guide: a compare mask picks between two registers;
// here max(a, b) by hand against std::fmax on finite floats.
TEST(CApiReg, CompareAndSelectMakeAMaximum) {
  std::mt19937_64 rng(5);
  const vector_float a = RandomFloats<float>(rng, -10.0f, 10.0f), b = RandomFloats<float>(rng, -10.0f, 10.0f);
  vector_bool all = asc_create_mask_b32(PAT_ALL), greater;
  asc_gt(greater, a, b, all);
  vector_float out;
  asc_select(out, a, b, greater);
  for (uint32_t k = 0; k < 64; ++k) EXPECT_EQ(out.GetElement(k), std::fmax(a.GetElement(k), b.GetElement(k))) << k;
}

// The newer pages' value forms and position tags: the same bytes as the
// reference-argument forms and the _vN names.
TEST(CApiReg, ValueFormsAndPositionTagsAreTheSameOperations) {
  std::mt19937_64 rng(8);
  const vector_bool all32 = asc_create_mask_b32(PAT_ALL), all16 = asc_create_mask_b16(PAT_ALL);
  const vector_float a = RandomFloats<float>(rng, -50.0f, 50.0f), b = RandomFloats<float>(rng, -50.0f, 50.0f);
  vector_float want;
  asc_add(want, a, b, all32);
  EXPECT_TRUE(SameRegister(want, asc_add(a, b, all32)));
  asc_mul_scalar(want, a, 3.0f, all32);
  EXPECT_TRUE(SameRegister(want, asc_mul_scalar(a, 3.0f, all32)));
  asc_sqrt(want, a, all32);
  EXPECT_TRUE(SameRegister(want, asc_sqrt(a, all32)));
  asc_floor(want, a, all32);
  EXPECT_TRUE(SameRegister(want, asc_floor(a, all32)));
  vector_bool greater;
  asc_gt(greater, a, b, all32);
  EXPECT_TRUE(SameMask(greater, asc_gt(a, b, all32)));
  asc_lt_scalar(greater, a, 1.5f, all32);
  EXPECT_TRUE(SameMask(greater, asc_lt_scalar(a, 1.5f, all32)));
  EXPECT_TRUE(SameMask(Reg::MaskReg{}, asc_xor(all32, all32, all32)));

  // The shiftright_scalar page's example: input i, output i >> 1.
  vector_uint16_t counts;
  for (uint32_t k = 0; k < 128; ++k) counts.SetElement(k, static_cast<uint16_t>(k));
  const vector_uint16_t halved = asc_shiftright_scalar(counts, 1, all16);
  for (uint32_t k = 0; k < 128; ++k) EXPECT_EQ(halved.GetElement(k), k >> 1) << k;

  vector_half odd, odd_tag;
  asc_float2half_rn_v2(odd, a, all32);
  asc_float2half_rn(odd_tag, a, all32, ASC_POSITION_ODD);
  EXPECT_TRUE(SameRegister(odd, odd_tag));
  EXPECT_TRUE(SameRegister(odd, asc_float2half_rn(a, all32, ASC_POSITION_ODD)));
  vector_int8_t bytes = RandomRegister<int8_t>(rng);
  vector_int32_t fourth;
  asc_int82int32_v4(fourth, bytes, all32);
  EXPECT_TRUE(SameRegister(fourth, asc_int82int32(bytes, all32, ASC_DISPERSE_FOURTH_QUARTER)));
  vector_int32_t ints;
  asc_float2int32_rz(ints, a, all32);
  EXPECT_TRUE(SameRegister(ints, asc_float2int32_rz(a, all32)));
}

// The newer pages' names: each against the Reg function it is.
TEST(CApiReg, NewerNamesAreTheirRegFunctions) {
  auto& core = FreshCore();
  std::mt19937_64 rng(13);
  ah::testing::FillRandomWords(core.ub, 4096, rng);
  const vector_bool all32 = asc_create_mask_b32(PAT_ALL), all16 = asc_create_mask_b16(PAT_ALL);
  const vector_float a = RandomFloats<float>(rng, -4.0f, 4.0f), b = RandomFloats<float>(rng, -4.0f, 4.0f),
                     c = RandomFloats<float>(rng, -4.0f, 4.0f);
  vector_float want = c, fa = a, fb = b;
  Reg::MulAddDst(want, fa, fb, const_cast<vector_bool&>(all32));
  EXPECT_TRUE(SameRegister(want, asc_fma(a, b, c, all32))) << "asc_fma";
  vector_float got = c;
  asc_mula(got, a, b, all32);
  EXPECT_TRUE(SameRegister(want, got)) << "asc_mula";
  vector_half h0 = RandomFloats<half>(rng, -2.0f, 2.0f), h1 = RandomFloats<half>(rng, -2.0f, 2.0f);
  vector_bool all16m = all16;
  Reg::ExpSub<float, half, Reg::RegLayout::ONE>(want, h0, h1, all16m);
  EXPECT_TRUE(SameRegister(want, asc_exp_sub_half2float(h0, h1, all16, ASC_POSITION_ODD))) << "asc_exp_sub_half2float";
  vector_half hw, hg;
  Reg::MulsCast<half, float, float, Reg::RegLayout::ONE>(hw, fa, 0.5f, const_cast<vector_bool&>(all32));
  asc_mul_scalar_float2half_rn(hg, a, 0.5f, all32, ASC_POSITION_ODD);
  EXPECT_TRUE(SameRegister(hw, hg)) << "asc_mul_scalar_float2half_rn";
  // Pack to the upper half / unpack the upper half.
  vector_uint16_t wide = RandomRegister<uint16_t>(rng);
  const vector_uint8_t packed = asc_pack_to_high(wide);
  for (uint32_t k = 0; k < 128; ++k) EXPECT_EQ(packed.GetElement(128 + k), static_cast<uint8_t>(wide.GetElement(k))) << k;
  const vector_uint16_t unpacked = asc_unpack_upper(packed);
  for (uint32_t k = 0; k < 128; ++k) EXPECT_EQ(unpacked.GetElement(k), packed.GetElement(128 + k)) << k;
  // Duplicate: merge keeps the unselected lanes, the value forms fill.
  uint32_t half_lanes = 32;
  vector_float merged = a;
  asc_duplicate_scalar_merge(merged, 9.0f, asc_update_mask_b32(half_lanes));
  for (uint32_t k = 0; k < 64; ++k) EXPECT_EQ(merged.GetElement(k), k < 32 ? 9.0f : a.GetElement(k)) << k;
  const vector_int32_t sevens = asc_duplicate_scalar(int32_t{7});
  for (uint32_t k = 0; k < 64; ++k) EXPECT_EQ(sevens.GetElement(k), 7);
  const vector_int32_t down = asc_arange_descend(int32_t{100});
  EXPECT_EQ(down.GetElement(0), 163);  // the page: {value + VL_T - 1, ..., value + 1, value}
  EXPECT_EQ(down.GetElement(63), 100);
  // Sums of int16 widen to int32.
  vector_int16_t shorts;
  for (uint32_t k = 0; k < 128; ++k) shorts.SetElement(k, static_cast<int16_t>(300));
  const vector_int32_t sum = asc_reduce_sum(shorts, all16);
  EXPECT_EQ(sum.GetElement(0), 128 * 300);
  // DataBlock gather: block k from src + index[k] bytes.
  vector_uint32_t index;
  for (uint32_t k = 0; k < 8; ++k) index.SetElement(k, (7 - k) * 64);
  const vector_uint8_t blocks = asc_gather_datablock(UbPtr<uint8_t>(0), index, asc_create_mask_b8(PAT_ALL));
  for (uint32_t k = 0; k < 8; ++k) EXPECT_EQ(std::memcmp(blocks.reg[0] + 32 * k, core.ub + (7 - k) * 64, 32), 0) << k;
  // Value forms of unsqueeze and copy.
  uint32_t three = 3;
  const vector_int16_t ranks = asc_unsqueeze_s16(asc_update_mask_b16(three));
  EXPECT_EQ(ranks.GetElement(10), 3);
  EXPECT_TRUE(SameRegister(a, asc_mask(a, all32)));
  // A predicate from a block of a register's bits.
  vector_uint16_t bits = RandomRegister<uint16_t>(rng);
  vector_bool from_block;
  Reg::MaskGenWithRegTensor<uint16_t, 5>(from_block, bits);
  EXPECT_TRUE(SameMask(from_block, asc_extract_mask(bits, 5)));
  vector_uint32_t words = RandomRegister<uint32_t>(rng);
  Reg::MaskGenWithRegTensor<uint32_t, 31>(from_block, words);
  vector_bool copied;
  asc_copy(copied, words, 31);
  EXPECT_TRUE(SameMask(from_block, copied));
  EXPECT_TRUE(RaisesError([&] { ah::ScopedCheckedMode on(true); asc_extract_mask(bits, 16); }, Severity::kError,
                          {"asc_extract_mask", "part", "16"}));
}

// ----------------------------------------------------------------- conversions

TEST(CApiReg, ConversionNamesCarryRoundSaturationAndLayout) {
  FreshCore();
  vector_float src;
  const float values[] = {1.0f + 1.0f / 4096, -2.5f, 70000.0f, 0.1f};  // halfway-ish, tie, overflow, inexact
  for (uint32_t k = 0; k < 64; ++k) src.SetElement(k, values[k % 4]);
  vector_bool all = asc_create_mask_b32(PAT_ALL);
  vector_half rn, ru, v2;
  asc_float2half_rn(rn, src, all);
  asc_float2half_ru(ru, src, all);
  asc_float2half_rn_v2(v2, src, all);
  for (uint32_t k = 0; k < 64; ++k) {
    // ZERO: float lane k -> half element 2k (2k + 1 zero); _v2 the other way round.
    EXPECT_EQ(rn.GetElement(2 * k + 1).bits, 0u) << k;
    EXPECT_EQ(v2.GetElement(2 * k).bits, 0u) << k;
    EXPECT_EQ(rn.GetElement(2 * k).bits, v2.GetElement(2 * k + 1).bits) << k;
  }
  EXPECT_EQ(static_cast<float>(rn.GetElement(0)), 1.0f);           // 1 + 2^-12 rounds to even: 1
  EXPECT_EQ(static_cast<float>(ru.GetElement(0)), 1.0f + 1.0f / 1024);
  EXPECT_EQ(static_cast<float>(rn.GetElement(2)), -2.5f);

  // _sat against the Reg Cast with SatMode::SAT (CTRL[60] clear lets the
  // instruction's mode act).
  vector_half sat, want;
  asc_float2half_rn_sat(sat, src, all);
  static constexpr Reg::CastTrait kSat{Reg::RegLayout::ZERO, Reg::SatMode::SAT, Reg::MaskMergeMode::ZEROING,
                                       AscendC::RoundMode::CAST_RINT};
  Reg::Cast<half, float, kSat>(want, src, all);
  EXPECT_TRUE(SameRegister(want, sat));

  // Widening with layouts: int8 -> int32 reads the _vN-th byte of each word.
  vector_int8_t bytes;
  for (uint32_t k = 0; k < 256; ++k) bytes.SetElement(k, static_cast<int8_t>(k - 128));
  vector_bool all32 = asc_create_mask_b32(PAT_ALL);
  vector_int32_t w0, w3;
  asc_int82int32(w0, bytes, all32);
  asc_int82int32_v4(w3, bytes, all32);
  for (uint32_t k = 0; k < 64; ++k) {
    EXPECT_EQ(w0.GetElement(k), static_cast<int32_t>(4 * k) - 128) << k;
    EXPECT_EQ(w3.GetElement(k), static_cast<int32_t>(4 * k + 3) - 128) << k;
  }

  vector_float f = src, rounded;
  f.SetElement(0, 2.5f);
  asc_round(rounded, f, all);
  EXPECT_EQ(rounded.GetElement(0), 3.0f);
  asc_rint(rounded, f, all);
  EXPECT_EQ(rounded.GetElement(0), 2.0f);
  asc_floor(rounded, f, all);
  EXPECT_EQ(rounded.GetElement(1), -3.0f);
}

// ---------------------------------------------------------------- movement

TEST(CApiReg, LoadDistributionsAreTheRegOnes) {
  auto& core = FreshCore();
  std::mt19937_64 rng(3);
  ah::testing::FillRandomWords(core.ub, 4096, rng);
  __ubuf__ half* src = UbPtr<half>(512);
  vector_half got, want;
  asc_loadalign_brc(got, src);
  Reg::LoadAlign<half, Reg::LoadDist::DIST_BRC_B16>(want, src);
  EXPECT_TRUE(SameRegister(want, got)) << "brc";
  asc_loadalign_upsample(got, src, 16);
  Reg::LoadAlign<half, Reg::LoadDist::DIST_US_B16>(want, src + 16);
  EXPECT_TRUE(SameRegister(want, got)) << "upsample with an element offset";
  asc_loadalign_brc_datablock(got, src);
  Reg::LoadAlign<half, Reg::LoadDist::DIST_BLK>(want, src);
  EXPECT_TRUE(SameRegister(want, got)) << "brc_datablock";
  __ubuf__ half* p = src;
  __ubuf__ half* q = src;
  for (int i = 0; i < 3; ++i) {
    asc_loadalign_postupdate(got, p, 128);
    Reg::LoadAlign<half, Reg::PostLiteral::POST_MODE_UPDATE>(want, q, 128);
    EXPECT_TRUE(SameRegister(want, got)) << "postupdate " << i;
  }
  EXPECT_EQ(p, src + 384);
  // The value forms of the newer pages.
  Reg::LoadAlign<half, Reg::LoadDist::DIST_BRC_B16>(want, src + 32);
  EXPECT_TRUE(SameRegister(want, asc_loadalign_brc_elem(src, 32))) << "value form";
  EXPECT_TRUE(SameRegister(want, asc_loadalign_brc(src + 32))) << "value form";
  // The strided page's example: DataBlock b read from (repeat_stride + b * block_stride) * 32 bytes.
  const vector_uint8_t strided =
      asc_loadalign_datablock_strided(UbPtr<uint8_t>(0), 2, 1, asc_create_mask_b8(PAT_ALL));
  for (uint32_t b = 0; b < 8; ++b)
    EXPECT_EQ(std::memcmp(strided.reg[0] + 32 * b, core.ub + (1 + 2 * b) * 32, 32), 0) << b;
  vector_half d0, d1, w0, w1;
  asc_loadalign_deintlv(d0, d1, src);
  Reg::LoadAlign<half, Reg::LoadDist::DIST_DINTLV_B16>(w0, w1, src);
  EXPECT_TRUE(SameRegister(w0, d0));
  EXPECT_TRUE(SameRegister(w1, d1));
}

TEST(CApiReg, StoresWriteWhatTheRegStoresWrite) {
  auto& core = FreshCore();
  std::mt19937_64 rng(9);
  ah::testing::FillRandomWords(core.ub, 8192, rng);
  const std::vector<uint8_t> start = ah::testing::Snapshot(core);
  const vector_uint32_t v = RandomRegister<uint32_t>(rng), w = RandomRegister<uint32_t>(rng);
  vector_uint32_t vv = v, ww = w;
  Reg::MaskReg mask = RandomMask(rng, 4);
  auto run = [&](bool capi) {
    std::memcpy(core.ub, start.data(), start.size());
    __ubuf__ uint32_t* base = UbPtr<uint32_t>(1024);
    if (capi) {
      asc_storealign(base, v, mask);
      asc_storealign(base, v, 128, mask);
      asc_storealign_pack(base + 256, v, mask);
      asc_storealign_1st(base + 512, w);
      asc_storealign_intlv(base + 640, v, w);
      __ubuf__ uint32_t* p = base + 1024;
      asc_storealign_postupdate(p, w, 64, mask);
      asc_storealign_postupdate(p, v, 64, mask);
    } else {
      Reg::StoreAlign(base, vv, mask);
      Reg::StoreAlign(base + 128, vv, mask);
      Reg::StoreAlign<uint32_t, Reg::StoreDist::DIST_PACK_B32>(base + 256, vv, mask);
      Reg::MaskReg all = Reg::CreateMask<uint8_t>();
      Reg::StoreAlign<uint32_t, Reg::StoreDist::DIST_FIRST_ELEMENT_B32>(base + 512, ww, all);
      Reg::StoreAlign<uint32_t, Reg::StoreDist::DIST_INTLV_B32>(base + 640, vv, ww, all);
      Reg::StoreAlign(base + 1024, ww, mask);
      Reg::StoreAlign(base + 1088, vv, mask);
    }
    return ah::testing::Snapshot(core);
  };
  const auto want = run(false);
  EXPECT_TRUE(SameBytes(want, run(true)));
}

// An unaligned copy through the two unaligned registers, as the guide's
// loop writes it, against memmove.
TEST(CApiReg, UnalignedStreamsCopyLikeMemmove) {
  for (uint32_t shift : {1u, 7u, 16u}) {
    auto& core = FreshCore();
    std::mt19937_64 rng(shift);
    ah::testing::FillRandomWords(core.ub, 16384, rng);
    const std::vector<uint8_t> start = ah::testing::Snapshot(core);
    __ubuf__ int16_t* src = UbPtr<int16_t>(64) + shift;
    __ubuf__ int16_t* dst = UbPtr<int16_t>(8192) + 2 * shift;
    const uint32_t elements = 1000;
    vector_load_unalign in;
    vector_store_unalign out;
    vector_int16_t r;
    __ubuf__ int16_t* s = src;
    __ubuf__ int16_t* d = dst;
    asc_loadunalign_pre(in, s);
    for (uint32_t done = 0; done < elements; done += 128) {
      const uint32_t n = elements - done < 128 ? elements - done : 128;
      asc_loadunalign(r, in, s, 128);
      asc_storeunalign(d, r, out, n);
    }
    asc_storeunalign_post(d, out, 0);
    std::vector<uint8_t> want = start;
    std::memmove(want.data() + 8192 + 4 * shift, want.data() + 64 + 2 * shift, 2 * elements);
    EXPECT_TRUE(SameBytes(want, ah::testing::Snapshot(core))) << "shift " << shift;
  }
}

// A squeezed-store stream over `rounds` random registers and masks, against
// a filter loop: the selected elements packed one after another at `at`.
template <typename T, typename Begin, typename Append, typename Finish>
void ExpectSqueezedStreamPacks(uint64_t seed, uint32_t rounds, __ubuf__ T* at, Begin begin, Append append,
                               Finish finish) {
  auto& core = ah::runtime::CurrentCore();
  std::mt19937_64 rng(seed);
  const std::vector<uint8_t> start = ah::testing::Snapshot(core);
  std::vector<T> want;
  begin();
  vector_store_unalign out;
  for (uint32_t r = 0; r < rounds; ++r) {
    const Reg::RegTensor<T> x = RandomRegister<T>(rng);
    const vector_bool mask = RandomMask(rng, r + 1);
    for (uint32_t k = 0; k < 256 / sizeof(T); ++k)
      if (mask.Bit(static_cast<uint32_t>(sizeof(T)) * k)) want.push_back(x.GetElement(k));
    append(at, out, x, mask);
  }
  finish(at, out);
  std::vector<uint8_t> expected = start;
  std::memcpy(expected.data() + (reinterpret_cast<uint8_t*>(at) - core.ub), want.data(), sizeof(T) * want.size());
  EXPECT_TRUE(SameBytes(expected, ah::testing::Snapshot(core))) << want.size() << " elements";
}

// asc_squeeze_with_status + the AR-form stores, and the newer
// asc_squeeze_and_storeunalign stream.
TEST(CApiReg, SqueezedStoresPackTheSelectedElements) {
  auto& core = FreshCore();
  std::mt19937_64 rng(21);
  ah::testing::FillRandomWords(core.ub, 8192, rng);
  ExpectSqueezedStreamPacks<int32_t>(
      21, 3, UbPtr<int32_t>(4096) + 3, [] { asc_clear_ar_spr(); },
      [](__ubuf__ int32_t* at, vector_store_unalign& out, const vector_int32_t& x, const vector_bool& mask) {
        vector_int32_t packed;
        asc_squeeze_with_status(packed, x, mask);
        asc_storeunalign_postupdate(at, out, packed);
      },
      [](__ubuf__ int32_t* at, vector_store_unalign& out) { asc_storeunalign_post(at, out); });
  EXPECT_GT(asc_get_squeeze_status(), 0);
  ExpectSqueezedStreamPacks<uint16_t>(
      31, 4, UbPtr<uint16_t>(2048), [] { asc_squeeze_and_storeunalign_init(); },
      [](__ubuf__ uint16_t* at, vector_store_unalign& out, const vector_uint16_t& x, const vector_bool& mask) {
        vector_uint16_t squeezed;
        asc_squeeze_and_storeunalign(at, squeezed, out, x, mask);
      },
      [](__ubuf__ uint16_t* at, vector_store_unalign& out) { asc_squeeze_and_storeunalign_finalize(at, out); });
}

TEST(CApiReg, HistogramsCountKeys) {
  std::mt19937_64 rng(4);
  const vector_uint8_t keys = RandomRegister<uint8_t>(rng);
  const vector_bool all = asc_create_mask_b8(PAT_ALL);
  vector_uint16_t freq, cumulative;
  asc_duplicate_scalar(freq, uint16_t{0});
  asc_duplicate_scalar(cumulative, uint16_t{0});
  asc_frequency_histogram_bin1(freq, keys, all);
  asc_cumulative_histogram_bin0(cumulative, keys, all);
  for (uint32_t n = 0; n < 128; ++n) {
    uint16_t equal = 0, below = 0;
    for (uint32_t k = 0; k < 256; ++k) {
      equal += keys.GetElement(k) == 128 + n;
      below += keys.GetElement(k) <= n;
    }
    EXPECT_EQ(freq.GetElement(n), equal) << n;
    EXPECT_EQ(cumulative.GetElement(n), below) << n;
  }
  vector_int32_t ranks;
  uint32_t five = 5;
  asc_unsqueeze(ranks, asc_update_mask_b32(five));
  for (uint32_t k = 0; k < 64; ++k) EXPECT_EQ(ranks.GetElement(k), static_cast<int32_t>(k < 5 ? k : 5)) << k;
}

TEST(CApiReg, GeneralLoadAndCountedStoreTakeAnyAddress) {
  auto& core = FreshCore();
  std::mt19937_64 rng(1);
  ah::testing::FillRandomWords(core.ub, 4096, rng);
  const std::vector<uint8_t> start = ah::testing::Snapshot(core);
  vector_float r;
  asc_load(r, UbPtr<float>(4) + 1);
  EXPECT_EQ(std::memcmp(r.reg[0], core.ub + 8, 256), 0);
  asc_store(UbPtr<float>(1024) + 3, r, 5);
  std::vector<uint8_t> want = start;
  std::memcpy(want.data() + 1036, want.data() + 8, 20);
  EXPECT_TRUE(SameBytes(want, ah::testing::Snapshot(core)));
}

TEST(CApiReg, RegisterErrorsNameTheOperation) {
  FreshCore();
  vector_float r;
  ah::testing::ExpectFatalLeavesUbUntouched(
      [&] { asc_loadalign(r, UbPtr<float>(ah::runtime::CurrentCore().ub_bytes)); }, {"LoadAlign"});
  ah::testing::ExpectFatalLeavesUbUntouched(
      [&] { asc_store(UbPtr<float>(ah::runtime::CurrentCore().ub_bytes - 16), r); }, {"Store", "dstAddr"});
}

// ------------------------------------------------------ strided data movement

TEST(CApiReg, StridedGmToUbPadsEachBurst) {
  auto& core = FreshCore();
  std::vector<int16_t> gm(4096);
  for (size_t i = 0; i < gm.size(); ++i) gm[i] = static_cast<int16_t>(i);
  std::memset(core.ub, 0xEE, 4096);
  asc_set_copy_pad_val(int16_t{-1});
  // 3 bursts of 20 elements every 100 elements of GM, 2 + 3 padding
  // elements, 64 bytes apart in UB (Normal mode).
  asc_copy_gm2ub_align(UbPtr<int16_t>(0), gm.data() + 10, 3, 40, 2, 3, true, asc_load_l2_cache_mode::DISABLE,
                       200, 64);
  for (uint32_t b = 0; b < 3; ++b) {
    const int16_t* row = UbPtr<int16_t>(64 * b);
    EXPECT_EQ(row[0], -1);
    EXPECT_EQ(row[1], -1);
    for (uint32_t k = 0; k < 20; ++k) EXPECT_EQ(row[2 + k], static_cast<int16_t>(10 + 100 * b + k)) << b << " " << k;
    for (uint32_t k = 0; k < 3; ++k) EXPECT_EQ(row[22 + k], -1);
    EXPECT_EQ(static_cast<uint16_t>(row[25]), 0xEEEEu);  // past the burst's padding: untouched
  }
  // Compact mode (dst_stride = len_burst): the bursts packed.
  std::memset(core.ub, 0xEE, 4096);
  asc_copy_gm2ub_align(UbPtr<int16_t>(0), gm.data() + 7, 3, 6, 0, 0, false, uint8_t{0}, 20, 6);
  const int16_t* ub = UbPtr<int16_t>(0);
  const int16_t packed[] = {7, 8, 9, 17, 18, 19, 27, 28, 29};
  for (uint32_t k = 0; k < 9; ++k) EXPECT_EQ(ub[k], packed[k]) << k;
  EXPECT_EQ(static_cast<uint16_t>(ub[9]), 0xEEEEu);
  // Padding with the burst's first element (enable_constant_pad false).
  asc_copy_gm2ub_align(UbPtr<int16_t>(64), gm.data() + 7, 1, 6, 1, 2, false, uint8_t{0}, 0, 0);
  const int16_t first[] = {7, 7, 8, 9, 7, 7};
  for (uint32_t k = 0; k < 6; ++k) EXPECT_EQ(UbPtr<int16_t>(64)[k], first[k]) << k;
}

TEST(CApiReg, StridedUbToGmWritesOnlyTheBursts) {
  auto& core = FreshCore();
  for (uint32_t i = 0; i < 1024; ++i) UbPtr<float>(0)[i] = static_cast<float>(i);
  std::vector<float> gm(512, -1.0f);
  asc_copy_ub2gm_align(gm.data(), UbPtr<float>(0), 4, 12, 0, 100, 64);  // the example's shape: literal cache mode
  for (uint32_t i = 0; i < 512; ++i) {
    const uint32_t burst = i / 25, k = i % 25;
    const float want = burst < 4 && k < 3 ? static_cast<float>(16 * burst + k) : -1.0f;
    ASSERT_EQ(gm[i], want) << i;
  }
  asc_copy_ub2gm_align(gm.data(), UbPtr<float>(0), 0, 12, asc_store_l2_cache_mode::NORMAL_FIRST_VICTIM, 100, 64);
  (void)core;
}

// The loop registers page's example: 2 x 2 iterations of 2 Compact bursts of 48 bytes.
TEST(CApiReg, LoopRegistersRepeatTheStridedCopies) {
  auto& core = FreshCore();
  std::vector<int8_t> gm(1024);
  for (size_t i = 0; i < gm.size(); ++i) gm[i] = static_cast<int8_t>(i % 251);
  std::memset(core.ub, 0, 1024);
  asc_set_gm2ub_loop_size(2, 2);
  asc_set_gm2ub_loop1_stride(96, 128);
  asc_set_gm2ub_loop2_stride(192, 288);
  asc_copy_gm2ub_align(UbPtr<int8_t>(0), gm.data(), 2, 48, 0, 0, false, asc_load_l2_cache_mode::NORMAL_FIRST_VICTIM,
                       48, 48);
  asc_set_gm2ub_loop_size(1, 1);
  std::vector<int8_t> want(1024, 0);
  for (uint32_t i2 = 0; i2 < 2; ++i2)
    for (uint32_t i1 = 0; i1 < 2; ++i1)
      std::memcpy(want.data() + i2 * 288 + i1 * 128, gm.data() + i2 * 192 + i1 * 96, 96);
  EXPECT_EQ(std::memcmp(want.data(), core.ub, 1024), 0);
  // Reset: one copy again.
  asc_copy_gm2ub_align(UbPtr<int8_t>(512), gm.data(), 1, 32, 0, 0, false, uint8_t{0}, 0, 0);
  EXPECT_EQ(std::memcmp(core.ub + 512, gm.data(), 32), 0);
  EXPECT_EQ(core.ub[512 + 288], want[512 + 288]);

  // UB -> GM: 3 inner iterations, 64 UB bytes and 100 GM bytes apart.
  std::vector<int8_t> out(512, -1);
  asc_set_ub2gm_loop_size(3, 1);
  asc_set_ub2gm_loop1_stride(64, 100);
  asc_copy_ub2gm_align(out.data(), UbPtr<int8_t>(0), 1, 10, 0, 0, 0);
  asc_set_ub2gm_loop_size(1, 1);
  for (uint32_t i = 0; i < 512; ++i) {
    const bool copied = i < 300 && i % 100 < 10;
    EXPECT_EQ(out[i], copied ? static_cast<int8_t>(core.ub[(i / 100) * 64 + i % 100]) : -1) << i;
  }
}

// UB to UB (both profiles): the basic DataCopy between UB tensors.
TEST(CApiReg, UbToUbCopies) {
  auto& core = FreshCore();
  std::mt19937_64 rng(2);
  ah::testing::FillRandomWords(core.ub, 8192, rng);
  std::vector<uint8_t> want = ah::testing::Snapshot(core);
  asc_copy_ub2ub(UbPtr<uint8_t>(4096), UbPtr<uint8_t>(0), 96);
  std::memcpy(want.data() + 4096, want.data(), 96);
  // 3 bursts of 2 DataBlocks, 1 DataBlock skipped on the source side, 2 on the destination side.
  asc_copy_ub2ub(UbPtr<uint8_t>(6144), UbPtr<uint8_t>(1024), 3, 2, 1, 2);
  for (uint32_t b = 0; b < 3; ++b) std::memcpy(want.data() + 6144 + b * 128, want.data() + 1024 + b * 96, 64);
  EXPECT_TRUE(SameBytes(want, ah::testing::Snapshot(core)));
}

// The guide's Memory-compute spellings: asc_set_mask_normal, and the
// asc_lock / asc_unlock brackets (nothing to hold: the pipes run in order).
TEST(CApiReg, GuideSpellingsOfModeAndLocks) {
  auto& core = FreshCore();
  asc_set_mask_count();
  EXPECT_EQ(core.mask_mode, ah::runtime::MaskMode::kCounter);
  asc_set_mask_normal();
  EXPECT_EQ(core.mask_mode, ah::runtime::MaskMode::kNormal);
  std::vector<float> gm(64, 2.0f);
  asc_lock(PIPE_MTE2, 1);
  asc_copy_gm2ub_align(UbPtr<float>(0), gm.data(), 1, 64 * sizeof(float), 0, 0, false,
                       asc_load_l2_cache_mode::NORMAL_FIRST_VICTIM, 0, 0);
  asc_unlock(PIPE_MTE2, 1);
  EXPECT_EQ(UbPtr<float>(0)[63], 2.0f);
}

TEST(CApiReg, StridedCopyErrors) {
  FreshCore();
  std::vector<float> gm(64);
  EXPECT_TRUE(RaisesError([&] { asc_copy_ub2gm_align(gm.data(), UbPtr<float>(0), 4096, 4, 0, 4, 32); },
                          Severity::kFatal, {"asc_copy_ub2gm_align", "n_burst", "4095"}));
  EXPECT_TRUE(RaisesError([&] { asc_copy_gm2ub_align(UbPtr<float>(0), gm.data(), 2, 8, 0, 0, false, 0, 8, 40); },
                          Severity::kFatal, {"asc_copy_gm2ub_align", "dst_stride", "40"}));
  EXPECT_TRUE(RaisesError([&] { asc_copy_gm2ub_align(UbPtr<float>(0), gm.data(), 1, 8, 9, 0, false, 0, 0, 0); },
                          Severity::kFatal, {"left_padding_num", "32 bytes"}));
  ah::testing::ExpectFatalLeavesUbUntouched(
      [&] {
        asc_copy_gm2ub_align(UbPtr<float>(ah::runtime::CurrentCore().ub_bytes - 64), gm.data(), 2, 64, 0, 0, false, 0,
                             64, 64);
      },
      {"asc_copy_gm2ub_align", "dst"});
}

}  // namespace
