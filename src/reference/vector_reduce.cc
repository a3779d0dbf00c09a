// Reference of the reductions (归约计算), written from the pages and
// docs/SPEC.md 8.8 alone: every result is a pairwise tree (or a comparison)
// over the active positions of a group, every addition rounded to the
// destination type; the whole-tensor sums combine their repeats in the
// order of ReduceSum's page for the profile and mask mode.
#include <cmath>
#include <cstdint>
#include <vector>

#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {
namespace {

// One position of a group: its value, if active.
struct Slot {
  bool active = false;
  uint64_t bits = 0;
};

// a + b as the destination stores it (integers wrap, whatever CTRL[53] says).
Value RoundedAdd(DType t, const Value& a, const Value& b, NumericMode mode) {
  Value sum;
  if (IsFloatType(t)) sum.f = a.f + b.f;
  else sum.i = a.i + b.i;
  mode.int_saturating = false;
  return Decode(t, Encode(t, sum, mode));
}

// The pairwise tree of ReduceDataBlock's page (关键特性说明): data1 + data2,
// data3 + data4, ..., then the sums pairwise, until one value; an inactive
// position counts as 0.
Value TreeSumValues(DType dst, std::vector<Value> level, const NumericMode& mode) {
  while (level.size() > 1) {
    std::vector<Value> next;
    for (size_t i = 0; i + 1 < level.size(); i += 2) next.push_back(RoundedAdd(dst, level[i], level[i + 1], mode));
    level = next;
  }
  return level[0];
}
Value TreeSum(DType src, DType dst, const std::vector<Slot>& slots, const NumericMode& mode) {
  std::vector<Value> level;
  for (const Slot& s : slots) {
    Value v;
    if (s.active) v = Decode(src, s.bits);
    level.push_back(v);
  }
  return TreeSumValues(dst, level, mode);
}

bool IsNan(DType t, uint64_t bits) {
  if (t == DType::kF16) return (bits & 0x7FFF) > 0x7C00;
  if (t == DType::kF32) return (bits & 0x7FFFFFFFu) > 0x7F800000u;
  return false;
}

// a ranks above b for the maximum: larger value, +0 above -0.
bool Above(DType t, uint64_t a, uint64_t b) {
  const Value x = Decode(t, a), y = Decode(t, b);
  if (!IsFloatType(t)) return x.i > y.i;
  if (x.f != y.f) return x.f > y.f;
  return !std::signbit(x.f) && std::signbit(y.f);
}

// The winner of candidates (bits, index) for the maximum or minimum: a NaN
// wins (the one with the smallest index), then the largest / smallest value,
// on equal values the smallest index.
struct Candidate {
  uint64_t bits = 0;
  uint64_t index = 0;
};
bool Wins(DType t, bool max, const Candidate& a, const Candidate& b) {
  const bool an = IsNan(t, a.bits), bn = IsNan(t, b.bits);
  if (an || bn) return an && (!bn || a.index < b.index);
  const bool above = max ? Above(t, a.bits, b.bits) : Above(t, b.bits, a.bits);
  const bool below = max ? Above(t, b.bits, a.bits) : Above(t, a.bits, b.bits);
  if (above) return true;
  if (below) return false;
  return a.index < b.index;
}

// The stored bits of a maximum / minimum: a floating-point result as every
// compute result (NaN canonical or, saturating half, +0; saturating half
// infinities become +-65504).
uint64_t StoreExtreme(DType t, uint64_t bits, const NumericMode& mode) {
  if (!IsFloatType(t)) return bits;
  return Encode(t, Decode(t, bits), mode);
}

uint64_t Bits(DType t, const Value& v, const NumericMode& mode) {
  NumericMode m = mode;
  m.int_saturating = false;
  return Encode(t, v, m);
}

// The positions of repeat r.
std::vector<Slot> ReadRepeat(const Ub& ub, const VectorCallDesc& c, const Positions& p, uint64_t r) {
  const uint32_t s = SizeOf(c.type);
  std::vector<Slot> slots(p.epr);
  for (uint32_t k = 0; k < p.epr; ++k) {
    if (!p.Active(r, k)) continue;
    slots[k].active = true;
    slots[k].bits = LoadElement(ub, OperandAddress(c, c.src0, s, p, r, k), s);
  }
  return slots;
}

// ReduceDataBlock, ReduceRepeat, ReducePairElem: repeat by repeat, each
// repeat's results written after its positions are read.
void RunPerRepeat(const Ub& ub, const VectorCallDesc& c, const Positions& p) {
  const DType st = c.type, dt = c.reduce.dst_type;
  const uint32_t ds = SizeOf(dt);
  const bool max = c.op == static_cast<uint8_t>(ReduceOp::kMax);
  const bool pa2 = c.profile == static_cast<uint8_t>(Profile::kPA2);
  for (uint64_t r = 0; r < p.repeats; ++r) {
    const std::vector<Slot> slots = ReadRepeat(ub, c, p, r);
    if (c.reduce.scope == ReduceScope::kRepeat) {
      // One result per repeat at dst + r * dstRepStride * (its size).
      uint64_t value = 0, index = 0;
      if (c.op == static_cast<uint8_t>(ReduceOp::kSum)) {
        value = Bits(dt, TreeSum(st, dt, slots, c.numeric), c.numeric);
      } else {
        bool have = false;
        Candidate best;
        for (uint32_t k = 0; k < p.epr; ++k) {
          if (!slots[k].active) continue;
          const Candidate cand{slots[k].bits, k};
          if (!have || Wins(st, max, cand, best)) best = cand;
          have = true;
        }
        value = StoreExtreme(st, best.bits, c.numeric);
        index = best.index;
      }
      uint32_t unit = ds;
      if (c.op != static_cast<uint8_t>(ReduceOp::kSum)) {
        if (c.reduce.layout == ReduceLayout::kValueIndex || c.reduce.layout == ReduceLayout::kIndexValue) unit = 2 * ds;
        if (c.reduce.layout == ReduceLayout::kOnlyIndex) unit = 4;
      }
      const uint64_t at = c.dst.address + r * c.reduce.dst_repeat_stride * unit;
      if (c.op == static_cast<uint8_t>(ReduceOp::kSum)) {
        StoreElement(ub, at, ds, value);
      } else {
        switch (c.reduce.layout) {
          case ReduceLayout::kValueIndex:
            StoreElement(ub, at, ds, value);
            StoreElement(ub, at + ds, ds, index);
            break;
          case ReduceLayout::kIndexValue:
            StoreElement(ub, at, ds, index);
            StoreElement(ub, at + ds, ds, value);
            break;
          case ReduceLayout::kOnlyValue: StoreElement(ub, at, ds, value); break;
          case ReduceLayout::kOnlyIndex: StoreElement(ub, at, 4, index); break;
        }
      }
      continue;
    }
    // DataBlocks (8 results of 32 / s positions) or pairs (epr / 2 results).
    const bool pairs = c.reduce.scope == ReduceScope::kPair;
    const uint32_t group = pairs ? 2 : 32 / SizeOf(st);
    const uint64_t base = c.dst.address + r * c.reduce.dst_repeat_stride * (pairs ? 128ull : 8ull * ds);
    for (uint32_t g = 0; g * group < p.epr; ++g) {
      std::vector<Slot> part(slots.begin() + g * group, slots.begin() + (g + 1) * group);
      bool any = false;
      for (const Slot& s : part) any = any || s.active;
      uint64_t value;
      if (!any) {
        // Atlas A2/A3 leaves the destination; Ascend 950 writes 0, -inf or +inf.
        if (pa2) continue;
        const uint64_t inf = ds == 2 ? 0x7C00 : 0x7F800000u;
        value = c.op == static_cast<uint8_t>(ReduceOp::kSum) ? 0 : max ? (inf | (1ull << (8 * ds - 1))) : inf;
      } else if (c.op == static_cast<uint8_t>(ReduceOp::kSum)) {
        value = Bits(dt, TreeSum(st, dt, part, c.numeric), c.numeric);
      } else {
        bool have = false;
        Candidate best;
        for (uint32_t k = 0; k < group; ++k) {
          if (!part[k].active) continue;
          const Candidate cand{part[k].bits, k};
          if (!have || Wins(st, max, cand, best)) best = cand;
          have = true;
        }
        value = StoreExtreme(st, best.bits, c.numeric);
      }
      StoreElement(ub, base + uint64_t{g} * ds, ds, value);
    }
  }
}

// ReduceSum: the sums of the repeats combined as ReduceSum's page says
// (关键特性说明): 方式一 in order, 方式二 by trees over chunks of one repeat's
// width, 方式三 (at most four repeats) by adding the repeats lane by lane
// into one and summing that.
uint64_t WholeSum(const Ub& ub, const VectorCallDesc& c, const Positions& p) {
  const DType t = c.type;
  const uint32_t P = p.epr;
  std::vector<std::vector<Slot>> repeats;
  for (uint64_t r = 0; r < p.repeats; ++r) repeats.push_back(ReadRepeat(ub, c, p, r));
  if (t == DType::kI64 || t == DType::kU64) {
    // Ascend 950, 64-bit integers: modulo 2^64 in any order.
    uint64_t total = 0;
    for (const auto& slots : repeats)
      for (const Slot& s : slots)
        if (s.active) total += s.bits;
    return total;
  }
  const bool pa2 = c.profile == static_cast<uint8_t>(Profile::kPA2);
  const bool count_form = c.form == VectorCallDesc::Form::kCount;
  uint64_t active = 0;
  for (const auto& slots : repeats)
    for (const Slot& s : slots) active += s.active;
  enum { kInOrder, kTrees, kLaneAdd } way;
  if (pa2) way = count_form ? kInOrder : kTrees;
  else if (count_form || c.counter_mode) way = active <= 4ull * P ? kLaneAdd : kTrees;
  else way = kTrees;

  std::vector<Value> sums;
  for (const auto& slots : repeats) sums.push_back(TreeSum(t, t, slots, c.numeric));
  if (way == kInOrder) {
    Value acc = sums[0];
    for (size_t r = 1; r < sums.size(); ++r) acc = RoundedAdd(t, acc, sums[r], c.numeric);
    return Bits(t, acc, c.numeric);
  }
  if (way == kLaneAdd && repeats.size() > 1) {
    // The devkit's order for two, three and four repeats: (r0 + r1) + r2,
    // and (r2 + r3) + (r0 + r1); a lane the last repeat leaves out keeps
    // the value it has.
    const size_t R = repeats.size();
    auto x = [&](size_t r, uint32_t k) { return Decode(t, repeats[r][k].bits); };
    std::vector<Value> merged(P);
    for (uint32_t k = 0; k < P; ++k) {
      const bool last_active = repeats[R - 1][k].active;
      Value v;
      if (R == 2) {
        v = last_active ? RoundedAdd(t, x(0, k), x(1, k), c.numeric) : x(0, k);
      } else if (R == 3) {
        v = RoundedAdd(t, x(0, k), x(1, k), c.numeric);
        if (last_active) v = RoundedAdd(t, v, x(2, k), c.numeric);
      } else {
        const Value front = RoundedAdd(t, x(0, k), x(1, k), c.numeric);
        const Value back = last_active ? RoundedAdd(t, x(2, k), x(3, k), c.numeric) : x(2, k);
        v = RoundedAdd(t, back, front, c.numeric);
      }
      merged[k] = v;
    }
    return Bits(t, TreeSumValues(t, merged, c.numeric), c.numeric);
  }
  // Trees over chunks of P values (a short last chunk padded with 0) until one remains.
  std::vector<Value> level = sums;
  while (level.size() > 1) {
    std::vector<Value> next;
    for (size_t i = 0; i < level.size(); i += P) {
      std::vector<Slot> chunk(P);
      for (size_t j = 0; j < P && i + j < level.size(); ++j) {
        chunk[j].active = true;
        chunk[j].bits = Bits(t, level[i + j], c.numeric);
      }
      next.push_back(TreeSum(t, t, chunk, c.numeric));
    }
    level = next;
  }
  return Bits(t, level[0], c.numeric);
}

}  // namespace

MaskRegisters RunReduce(const Ub& ub, const VectorCallDesc& c) {
  MaskRegisters after;
  const uint32_t s = SizeOf(c.type);
  const Positions p = ResolvePositions(c, s, &after);
  uint64_t active = 0;
  for (uint64_t r = 0; r < p.repeats; ++r)
    for (uint32_t k = 0; k < p.epr; ++k) active += p.Active(r, k);
  if (p.repeats == 0 || active == 0) return after;  // nothing selected: nothing written
  if (c.reduce.scope != ReduceScope::kAll) {
    RunPerRepeat(ub, c, p);
    return after;
  }
  const uint64_t dst = c.dst.address;
  if (c.op == static_cast<uint8_t>(ReduceOp::kSum)) {
    StoreElement(ub, dst, s, WholeSum(ub, c, p));
    return after;
  }
  // ReduceMax / ReduceMin: position (r, k) has index r * P + k (count form)
  // or r * srcRepStride * (32 / s) + k (its offset in elements from src).
  const bool max = c.op == static_cast<uint8_t>(ReduceOp::kMax);
  const uint64_t step = c.form == VectorCallDesc::Form::kCount ? p.epr : uint64_t{c.src0.repeat_stride} * (32 / s);
  bool have = false;
  Candidate best;
  for (uint64_t r = 0; r < p.repeats; ++r) {
    const std::vector<Slot> slots = ReadRepeat(ub, c, p, r);
    for (uint32_t k = 0; k < p.epr; ++k) {
      if (!slots[k].active) continue;
      const Candidate cand{slots[k].bits, r * step + k};
      if (!have || Wins(c.type, max, cand, best)) best = cand;
      have = true;
    }
  }
  StoreElement(ub, dst, s, StoreExtreme(c.type, best.bits, c.numeric));
  if (c.reduce.layout == ReduceLayout::kValueIndex) {
    if (s == 8) StoreElement(ub, dst + 8, 8, best.index & 0xFFFFFFFFull);
    else StoreElement(ub, dst + s, s, best.index);
  }
  return after;
}

}  // namespace reference
}  // namespace ascendc_host
