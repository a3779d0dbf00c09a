// Differential testing of the vector compute APIs: a random call is described
// once (ascendc_host::VectorCallDesc), run through the Ascend C surface on a
// random UB image and through the reference (src/reference/vector.h) on a
// copy, and the two UB images and mask registers are compared bit for bit.
//
// A family test provides `invoke(desc)`, which calls the surface API the
// description names with its arguments (see vector_arith_test.cc); random
// descriptions come from RandomVectorCall.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_VECTOR_HARNESS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_VECTOR_HARNESS_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "ascendc_host/ascendc_host.h"
#include "reference/vector.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {

inline std::string Describe(const VectorCallDesc& c) {
  std::ostringstream s;
  s << "type=" << DTypeName(c.type) << " op=" << int(c.op) << " form="
    << (c.form == VectorCallDesc::Form::kCount ? "count" : c.form == VectorCallDesc::Form::kBitwiseMask ? "bitwise" : "contiguous")
    << " isSetMask=" << c.is_set_mask << " count=" << c.count << " mask={0x" << std::hex << c.mask[0] << ",0x"
    << c.mask[1] << std::dec << "} repeat=" << c.repeat_time << " counter=" << c.counter_mode << " vmask={0x"
    << std::hex << c.vector_mask[0] << ",0x" << c.vector_mask[1] << std::dec << "}"
    << " dst=" << c.dst.address << "/" << c.dst.block_stride << "/" << c.dst.repeat_stride << " src0=" << c.src0.address
    << "/" << c.src0.block_stride << "/" << c.src0.repeat_stride << " src1=" << c.src1.address << "/"
    << c.src1.block_stride << "/" << c.src1.repeat_stride << " scalar=0x" << std::hex << c.scalar_bits << std::dec
    << " left=" << c.scalar_left << " halfsat=" << c.numeric.half_saturating << " intsat=" << c.numeric.int_saturating;
  if (c.family == VectorCallDesc::Family::kCast)
    s << " dst_type=" << DTypeName(c.dst_type) << " round=" << static_cast<int>(c.round) << " int4=" << c.dst_int4
      << c.src_int4 << " castsat=" << c.numeric.cast_float_saturating << c.numeric.cast_int_saturating << " deq=0x"
      << std::hex << c.deq_scale << std::dec;
  if (c.family == VectorCallDesc::Family::kCompare || c.family == VectorCallDesc::Family::kSelect)
    s << " family=" << int(c.family) << " scalar=" << c.compare_scalar << " toreg=" << c.compare_to_register
      << " fromreg=" << c.select_from_register << " bits=" << c.bits.address << " cmpmask={0x" << std::hex
      << c.cmp_mask[0] << ",0x" << c.cmp_mask[1] << std::dec << "} profile=" << int(c.profile);
  return s.str();
}

// Element bits that exercise the numerics: random bits, specials, values
// near the type's overflow and rounding boundaries, small integers.
inline uint64_t InterestingBits(DType t, std::mt19937_64& rng) {
  const uint32_t s = SizeOf(t);
  const uint64_t random = s == 8 ? rng() : rng() & ((1ull << (8 * s)) - 1);
  switch (rng() % 6) {
    case 0:
    case 1: return random;
    case 2: {  // small values
      const int64_t v = static_cast<int64_t>(rng() % 17) - 8;
      if (t == DType::kF16) return half(static_cast<float>(v) * 0.75f).bits;
      if (t == DType::kBF16) return bfloat16_t(static_cast<float>(v) * 0.75f).bits;
      if (t == DType::kF32) {
        const float f = static_cast<float>(v) * 0.75f;
        uint32_t u;
        std::memcpy(&u, &f, 4);
        return u;
      }
      return static_cast<uint64_t>(v) & (s == 8 ? ~0ull : (1ull << (8 * s)) - 1);
    }
    case 3: {  // extremes of the type
      static const uint64_t f16[] = {0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x8000, 0x0000, 0x0400, 0x03FF, 0x7BFE, 0x3C00};
      static const uint64_t bf16[] = {0x7F7F, 0xFF7F, 0x7F80, 0xFF80, 0x7FC0, 0x0001, 0x8000, 0x0080, 0x3F80};
      static const uint64_t f32[] = {0x7F7FFFFF, 0xFF7FFFFF, 0x7F800000, 0xFF800000, 0x7FC00000, 0x00000001,
                                     0x80000000, 0x00800000, 0x477FEFFF, 0x477FF000, 0x33000000, 0x3F800000};
      if (t == DType::kF16) return f16[rng() % (sizeof f16 / 8)];
      if (t == DType::kBF16) return bf16[rng() % (sizeof bf16 / 8)];
      if (t == DType::kF32) return f32[rng() % (sizeof f32 / 8)];
      const uint64_t top = s == 8 ? ~0ull : (1ull << (8 * s)) - 1;
      const uint64_t sign_bit = 1ull << (8 * s - 1);
      const uint64_t pick[] = {0, 1, top, sign_bit, sign_bit - 1, sign_bit + 1};
      return pick[rng() % 6];
    }
    default: {  // random but finite floats of moderate range
      if (t == DType::kF16) return half(std::ldexp(static_cast<float>(rng() % 2048) / 1024.0f - 1.0f, static_cast<int>(rng() % 34) - 17)).bits;
      if (t == DType::kBF16) return bfloat16_t(std::ldexp(static_cast<float>(rng() % 2048) / 1024.0f - 1.0f, static_cast<int>(rng() % 60) - 30)).bits;
      if (t == DType::kF32) {
        const float f = std::ldexp(static_cast<float>(rng() % (1 << 24)) / 8388608.0f - 1.0f, static_cast<int>(rng() % 80) - 40);
        uint32_t u;
        std::memcpy(&u, &f, 4);
        return u;
      }
      return random;
    }
  }
}

// Fills UB with interesting elements of type t: a pool made once per type
// (twice the UB size), copied from a random element offset per call.
inline void FillInteresting(uint8_t* ub, uint32_t bytes, DType t, std::mt19937_64& rng) {
  static std::vector<uint8_t> pools[16];
  const uint32_t s = SizeOf(t);
  std::vector<uint8_t>& pool = pools[static_cast<int>(t)];
  if (pool.size() < 2ull * bytes) {
    std::mt19937_64 pool_rng(1234 + static_cast<int>(t));
    pool.resize(2ull * bytes);
    for (size_t i = 0; i + s <= pool.size(); i += s) {
      const uint64_t v = InterestingBits(t, pool_rng);
      std::memcpy(pool.data() + i, &v, s);
    }
  }
  const size_t offset = (rng() % (bytes / s)) * s;
  std::memcpy(ub, pool.data() + offset, bytes);
}

struct RandomCallOptions {
  int sources = 2;            // operands after dst
  bool mask_forms = true;     // the type supports the mask forms
  bool allow_overlap = true;  // in-place and overlapping operands
  uint32_t max_count = 4096;  // count form: elements
  bool count_is_set_mask = false;  // the count form has the isSetMask template parameter
  // Conversions: element bits of the destination and of the sources when
  // they differ from the call's type (4 for int4b_t); positions follow the
  // widest. The CTRL bits of conversions (48, 59, 60) vary too.
  uint32_t dst_bits = 0, src_bits = 0;
};

// A random call of `type` that fits in `ub_bytes`; operands at 32-byte
// aligned addresses (alignment errors are the error tests' business).
inline VectorCallDesc RandomVectorCall(DType type, VectorCallDesc::Family family, uint8_t op,
                                       const RandomCallOptions& opt, uint32_t ub_bytes, std::mt19937_64& rng) {
  VectorCallDesc c;
  c.family = family;
  c.op = op;
  c.type = type;
  c.profile = static_cast<uint8_t>(kProfile.profile);
  const uint32_t s = SizeOf(type);
  const uint32_t dst_bits = opt.dst_bits ? opt.dst_bits : 8 * s, src_bits = opt.src_bits ? opt.src_bits : 8 * s;
  const uint32_t epr = 256 / (std::max(dst_bits, src_bits) / 8);
  const uint32_t operand_bits[3] = {dst_bits, src_bits, src_bits};
  c.numeric.half_saturating = rng() % 4 != 0;
  c.numeric.bf16_saturating = c.numeric.half_saturating && kProfile.profile == Profile::kPA2;
  c.numeric.int_saturating = rng() % 4 == 0;
  c.numeric.cast_float_saturating = c.numeric.half_saturating;
  c.numeric.cast_int_saturating = rng() % 3 != 0;
  if (kProfile.profile == Profile::kP950 && rng() % 8 == 0)  // CTRL[60] = 0: conversions saturate
    c.numeric.cast_float_saturating = c.numeric.cast_int_saturating = true;
  c.counter_mode = opt.mask_forms && rng() % 4 == 0;
  c.vector_mask[0] = rng() % 3 == 0 ? ~0ull : rng();
  c.vector_mask[1] = rng() % 3 == 0 ? ~0ull : rng();
  const int form = opt.mask_forms ? static_cast<int>(rng() % 3) : 0;
  uint64_t span_of[3] = {0, 0, 0};
  if (form == 0) {
    c.form = VectorCallDesc::Form::kCount;
    c.is_set_mask = !opt.count_is_set_mask || rng() % 5 != 0;
    if (!c.is_set_mask) c.counter_mode = true;  // the documented use of isSetMask=false with a count
    const uint32_t pick = static_cast<uint32_t>(rng() % 4);
    uint64_t n = pick == 0 ? rng() % 8 : pick == 1 ? rng() % (2 * epr + 3) : rng() % (opt.max_count + 1);
    n = std::min<uint64_t>(n, ub_bytes / 4 / s);
    if (c.is_set_mask) c.count = static_cast<int64_t>(n);
    else {
      c.count = 1;
      c.vector_mask[0] = n;
    }
    for (int i = 0; i < 3; ++i) span_of[i] = (n * operand_bits[i] + 7) / 8;
  } else {
    c.form = form == 1 ? VectorCallDesc::Form::kBitwiseMask : VectorCallDesc::Form::kContiguousMask;
    c.is_set_mask = rng() % 4 != 0;
    c.repeat_time = static_cast<uint32_t>(rng() % 3 == 0 ? rng() % 3 : rng() % 12);
    if (form == 1) {
      c.mask[0] = rng() % 4 == 0 ? ~0ull : rng();
      c.mask[1] = epr > 64 ? (rng() % 4 == 0 ? ~0ull : rng()) : 0;
      if (epr == 32) c.mask[0] &= 0xFFFFFFFFull;
    } else {
      c.mask[0] = rng() % 3 == 0 ? epr : rng() % (epr + 1);
    }
    if (!c.is_set_mask && !c.counter_mode) {
      // A mask register the type accepts as it is.
      if (epr <= 64) c.vector_mask[1] = 0;
      if (epr == 32) c.vector_mask[0] &= 0xFFFFFFFFull;
    }
    if (c.counter_mode) {
      const uint64_t n = rng() % (6 * epr);
      if (c.is_set_mask) c.mask[0] = n;
      else c.vector_mask[0] = n;
      c.mask[1] = 0;
    }
    VectorCallDesc::Operand* ops[3] = {&c.dst, &c.src0, &c.src1};
    for (int i = 0; i <= opt.sources; ++i) {
      ops[i]->block_stride = static_cast<uint16_t>(rng() % 4 == 0 ? rng() % 4 : 1);
      if (i == 0 && ops[i]->block_stride == 0) ops[i]->block_stride = 1;
      ops[i]->repeat_stride = static_cast<uint16_t>(rng() % 3 == 0 ? rng() % 20 : 8);
    }
    const uint64_t repeats = c.counter_mode ? (std::max(c.is_set_mask ? c.mask[0] : c.vector_mask[0], uint64_t{1}) + epr - 1) / epr
                                            : std::max<uint32_t>(c.repeat_time, 1);
    for (int i = 0; i <= opt.sources; ++i)
      span_of[i] = ((repeats - 1) * ops[i]->repeat_stride + 7ull * ops[i]->block_stride + 1) * 32;
  }
  // Place operands: each at a random aligned address where its span fits.
  VectorCallDesc::Operand* ops[3] = {&c.dst, &c.src0, &c.src1};
  for (int i = 0; i <= opt.sources; ++i) {
    const uint64_t span = std::max<uint64_t>(span_of[i], 32);
    const uint64_t room = span >= ub_bytes ? 0 : (ub_bytes - span) / 32;
    ops[i]->address = static_cast<uint32_t>((room ? rng() % (room + 1) : 0) * 32);
  }
  if (opt.allow_overlap && opt.sources > 0) {
    switch (rng() % 8) {
      case 0: c.src0 = c.dst; break;  // in place
      case 1:
        if (opt.sources > 1) c.src1 = c.dst;
        break;
      case 2:  // dst inside a source, shifted by some blocks
        if (c.src0.address + 64 + span_of[0] <= ub_bytes) {
          c.dst = c.src0;
          c.dst.address += 32 * static_cast<uint32_t>(1 + rng() % 2);
        }
        break;
      default: break;
    }
  }
  if (family == VectorCallDesc::Family::kScalar) {
    c.scalar_bits = InterestingBits(type, rng);
    c.scalar_left = false;
  }
  return c;
}

// Sets the core's registers the description says the call starts from.
inline void ApplyRegisters(runtime::CoreState& core, const VectorCallDesc& c) {
  core.mask_mode = c.counter_mode ? runtime::MaskMode::kCounter : runtime::MaskMode::kNormal;
  core.vector_mask[0] = c.vector_mask[0];
  core.vector_mask[1] = c.vector_mask[1];
  core.ctrl = runtime::ctrl::kResetValue;
  if (!c.numeric.half_saturating) core.ctrl |= 1ull << runtime::ctrl::kFloatNonSaturating;
  if (c.numeric.int_saturating) core.ctrl |= 1ull << runtime::ctrl::kIntegerSaturating;
  if (!c.numeric.cast_int_saturating) core.ctrl |= 1ull << runtime::ctrl::kCastIntegerTruncating;
  // Conversions that saturate against CTRL[48] / CTRL[59]: the global mode bit is off.
  if (kProfile.profile == Profile::kP950 && c.numeric.cast_float_saturating && !c.numeric.half_saturating)
    core.ctrl &= ~(1ull << runtime::ctrl::kGlobalSaturationMode);
  core.cmp_mask[0] = c.cmp_mask[0];
  core.cmp_mask[1] = c.cmp_mask[1];
  core.deq_scale = c.deq_scale;
}

// Runs the call through the surface (`invoke`) and the reference on a UB
// that `fill(ub, bytes, rng)` prepared; compares.
template <class Invoke, class Fill>
::testing::AssertionResult MatchesReferenceOn(const VectorCallDesc& c, std::mt19937_64& rng, Invoke&& invoke,
                                              Fill&& fill) {
  runtime::CoreState& core = FreshCore();
  fill(core.ub, core.ub_bytes, rng);
  ApplyRegisters(core, c);
  std::vector<uint8_t> expected(core.ub, core.ub + core.ub_bytes);
  reference::MaskRegisters expected_registers;
  bool reference_failed = false;
  try {
    expected_registers = reference::RunVectorCall(reference::Ub(expected.data(), core.ub_bytes), c);
  } catch (const Error& e) {
    reference_failed = true;
  }
  try {
    invoke(c);
  } catch (const Error& e) {
    if (reference_failed) return ::testing::AssertionSuccess();  // both refused
    return ::testing::AssertionFailure() << "library raised " << e.what() << " for " << Describe(c);
  }
  if (reference_failed) return ::testing::AssertionFailure() << "reference refused, library ran: " << Describe(c);
  const auto same = SameBytes(expected.data(), core.ub, core.ub_bytes);
  if (!same) return ::testing::AssertionFailure() << same.message() << " for " << Describe(c);
  if ((core.mask_mode == runtime::MaskMode::kCounter) != expected_registers.counter_mode ||
      core.vector_mask[0] != expected_registers.vector_mask[0] || core.vector_mask[1] != expected_registers.vector_mask[1])
    return ::testing::AssertionFailure() << "mask registers differ for " << Describe(c);
  if (core.cmp_mask[0] != expected_registers.cmp_mask[0] || core.cmp_mask[1] != expected_registers.cmp_mask[1])
    return ::testing::AssertionFailure() << "CMPMASK differs: 0x" << std::hex << core.cmp_mask[1] << ":"
                                         << core.cmp_mask[0] << " vs 0x" << expected_registers.cmp_mask[1] << ":"
                                         << expected_registers.cmp_mask[0] << std::dec << " for " << Describe(c);
  return ::testing::AssertionSuccess();
}

// The same on a UB of interesting elements of the call's type.
template <class Invoke>
::testing::AssertionResult MatchesReference(const VectorCallDesc& c, std::mt19937_64& rng, Invoke&& invoke) {
  return MatchesReferenceOn(c, rng, invoke, [&c](uint8_t* ub, uint32_t bytes, std::mt19937_64& r) {
    FillInteresting(ub, bytes, c.type, r);
  });
}

// A LocalTensor view of a described operand (size: what the UB holds after it).
template <typename T>
AscendC::LocalTensor<T> OperandTensor(const VectorCallDesc::Operand& o) {
  const auto& core = runtime::CurrentCore();
  return TensorAt<T>(o.address, (core.ub_bytes - o.address) / sizeof(T));
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_VECTOR_HARNESS_H_
