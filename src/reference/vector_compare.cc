// Reference of the compare and select family (docs/SPEC.md 8.6): Compare /
// Compares / CompareScalar into a bit mask or into CMPMASK, Select in its
// three modes, GetCmpMask and SetCmpMask. Position by position, from the
// pages; the bit of stream position p is bit p % 8 of byte p / 8.
#include <algorithm>
#include <cstring>
#include <vector>

#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {
namespace {

bool OnPa2(const VectorCallDesc& c) { return c.profile == static_cast<uint8_t>(Profile::kPA2); }

MaskRegisters Unchanged(const VectorCallDesc& c) {
  MaskRegisters r;
  r.counter_mode = c.counter_mode;
  r.vector_mask[0] = c.vector_mask[0];
  r.vector_mask[1] = c.vector_mask[1];
  r.cmp_mask[0] = c.cmp_mask[0];
  r.cmp_mask[1] = c.cmp_mask[1];
  return r;
}

// The comparison as an IEEE predicate on exact values: C++'s float
// operators already are (false for NaN except !=; +0 == -0).
bool Holds(CompareOp op, DType t, const Value& a, const Value& b) {
  if (IsFloatType(t)) {
    switch (op) {
      case CompareOp::kLt: return a.f < b.f;
      case CompareOp::kGt: return a.f > b.f;
      case CompareOp::kEq: return a.f == b.f;
      case CompareOp::kLe: return a.f <= b.f;
      case CompareOp::kGe: return a.f >= b.f;
      case CompareOp::kNe: return a.f != b.f;
    }
  }
  switch (op) {
    case CompareOp::kLt: return a.i < b.i;
    case CompareOp::kGt: return a.i > b.i;
    case CompareOp::kEq: return a.i == b.i;
    case CompareOp::kLe: return a.i <= b.i;
    case CompareOp::kGe: return a.i >= b.i;
    case CompareOp::kNe: return a.i != b.i;
  }
  return false;
}

bool AnyActive(const Positions& p) {
  for (uint64_t r = 0; r < p.repeats; ++r)
    for (uint32_t k = 0; k < p.epr; ++k)
      if (p.Active(r, k)) return true;
  return false;
}

uint64_t LoadBit(const Ub& ub, uint64_t address, uint64_t position) {
  return (LoadElement(ub, address + position / 8, 1) >> (position % 8)) & 1u;
}

MaskRegisters Compare(const Ub& ub, const VectorCallDesc& c) {
  const uint32_t s = SizeOf(c.type);
  CompareOp op = static_cast<CompareOp>(c.op);
  // Atlas A2/A3 compare int32_t for equality only, whatever the mode.
  if (OnPa2(c) && c.type == DType::kI32) op = CompareOp::kEq;
  MaskRegisters after = Unchanged(c);
  Positions p;
  if (OnPa2(c) && !c.compare_to_register) {
    // The mask is a reserved parameter: every position of repeatTime
    // repeats (the count form: its whole repeats only), registers untouched.
    p.epr = 256 / s;
    p.bits[0] = p.bits[1] = ~0ull;
    p.repeats = c.form == VectorCallDesc::Form::kCount ? (c.count < 0 ? 0 : static_cast<uint64_t>(c.count) / p.epr)
                                                        : c.repeat_time;
  } else {
    p = ResolvePositions(c, s, &after);
  }
  if (c.compare_to_register) p.repeats = p.repeats > 0 ? 1 : 0;  // one repeat
  // A call that selects no position writes nothing (SPEC 8.6).
  if (!AnyActive(p)) return after;
  const Value scalar = Decode(c.type, c.scalar_bits);
  std::vector<uint64_t> words(p.epr / 64 + 1);
  for (uint64_t r = 0; r < p.repeats; ++r) {
    std::fill(words.begin(), words.end(), 0);
    for (uint32_t k = 0; k < p.epr; ++k) {
      if (!p.Active(r, k)) continue;
      const Value x = Decode(c.type, LoadElement(ub, OperandAddress(c, c.src0, s, p, r, k), s));
      const Value y = c.compare_scalar ? scalar : Decode(c.type, LoadElement(ub, OperandAddress(c, c.src1, s, p, r, k), s));
      const bool holds = c.compare_scalar && c.scalar_left ? Holds(op, c.type, scalar, x) : Holds(op, c.type, x, y);
      if (holds) words[k / 64] |= 1ull << (k % 64);
    }
    if (c.compare_to_register) {
      after.cmp_mask[0] = words[0];
      after.cmp_mask[1] = p.epr > 64 ? words[1] : 0;
      break;
    }
    // Repeat r's bits: positions r * epr .. r * epr + epr - 1, whatever dst's strides.
    for (uint32_t b = 0; b < p.epr / 8; ++b)
      StoreElement(ub, c.dst.address + r * (p.epr / 8) + b, 1, (words[b / 8] >> (8 * (b % 8))) & 0xFF);
  }
  return after;
}

MaskRegisters Select(const Ub& ub, const VectorCallDesc& c) {
  const uint32_t s = SizeOf(c.type);
  const auto mode = static_cast<SelectMode>(c.op);
  MaskRegisters after;
  const Positions p = ResolvePositions(c, s, &after);
  if (!AnyActive(p)) return after;
  // The selection bits: mode 0 the first epr bits for every repeat (from
  // CMPMASK without a selMask argument), modes 1 and 2 bit r * epr + k.
  std::vector<uint8_t> mode0_bits(32);
  if (mode == SelectMode::kCmpMaskSpr) {
    if (c.select_from_register) std::memcpy(mode0_bits.data(), c.cmp_mask, 16);
    // The first epr bits are read whole (Atlas A2/A3: 16 bytes into CMPMASK).
    const uint32_t bytes = !c.select_from_register && OnPa2(c) ? 16 : p.epr / 8;
    for (uint32_t b = 0; !c.select_from_register && b < bytes; ++b)
      mode0_bits[b] = static_cast<uint8_t>(LoadElement(ub, c.bits.address + b, 1));
  }
  uint64_t scalar = c.scalar_bits;
  if (mode == SelectMode::kTensorScalar && c.select_from_register) scalar = c.cmp_mask[0];
  if (s < 8) scalar &= (1ull << (8 * s)) - 1;
  std::vector<uint64_t> chosen(p.epr);
  for (uint64_t r = 0; r < p.repeats; ++r) {
    // The repeat reads its sources and bits before it writes.
    for (uint32_t k = 0; k < p.epr; ++k) {
      if (!p.Active(r, k)) continue;
      const bool bit = mode == SelectMode::kCmpMaskSpr ? (mode0_bits[k / 8] >> (k % 8)) & 1u
                                                        : LoadBit(ub, c.bits.address, r * p.epr + k) != 0;
      const bool scalar_mode = mode == SelectMode::kTensorScalar;
      if (bit) {
        chosen[k] = scalar_mode && c.scalar_left ? scalar : LoadElement(ub, OperandAddress(c, c.src0, s, p, r, k), s);
      } else {
        chosen[k] = scalar_mode && !c.scalar_left ? scalar : LoadElement(ub, OperandAddress(c, c.src1, s, p, r, k), s);
      }
    }
    for (uint32_t k = 0; k < p.epr; ++k)
      if (p.Active(r, k)) StoreElement(ub, OperandAddress(c, c.dst, s, p, r, k), s, chosen[k]);
  }
  // Atlas A2/A3 pass the selection through CMPMASK: mode 0 the selMask's
  // first 16 bytes, mode 1 the scalar repeated, mode 2 the selMask's UB
  // address (as a uint32_t repeated).
  if (OnPa2(c) && !c.select_from_register) {
    uint8_t image[16];
    if (mode == SelectMode::kCmpMaskSpr) {
      std::memcpy(image, mode0_bits.data(), 16);
    } else if (mode == SelectMode::kTensorScalar) {
      for (uint32_t i = 0; i < 16; ++i) image[i] = static_cast<uint8_t>(scalar >> (8 * (i % s)));
    } else {
      for (uint32_t i = 0; i < 16; ++i) image[i] = static_cast<uint8_t>(c.bits.address >> (8 * (i % 4)));
    }
    std::memcpy(after.cmp_mask, image, 16);
  }
  return after;
}

// GetCmpMask: the register's 16 bytes (low word first) to dst; SetCmpMask:
// 16 bytes from src0 into the register.
MaskRegisters MoveCmpMask(const Ub& ub, const VectorCallDesc& c) {
  MaskRegisters after = Unchanged(c);
  for (uint32_t b = 0; b < 16; ++b) {
    if (c.op == 0) {
      StoreElement(ub, c.dst.address + b, 1, (c.cmp_mask[b / 8] >> (8 * (b % 8))) & 0xFF);
    } else {
      const uint64_t byte = LoadElement(ub, c.src0.address + b, 1);
      after.cmp_mask[b / 8] = (after.cmp_mask[b / 8] & ~(0xFFull << (8 * (b % 8)))) | (byte << (8 * (b % 8)));
    }
  }
  return after;
}

}  // namespace

MaskRegisters RunCompareSelect(const Ub& ub, const VectorCallDesc& c) {
  switch (c.family) {
    case VectorCallDesc::Family::kCompare: return Compare(ub, c);
    case VectorCallDesc::Family::kSelect: return Select(ub, c);
    default: return MoveCmpMask(ub, c);
  }
}

}  // namespace reference
}  // namespace ascendc_host
