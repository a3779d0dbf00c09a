// GM atomics (gm_atomic.h).
#include "ascendc_host/runtime/gm_atomic.h"

#include <algorithm>
#include <cstring>
#include <mutex>
#include <type_traits>

#include "ascendc_host/runtime/float_bits.h"

namespace ascendc_host {
namespace runtime {
namespace {

// One lock per 64-byte GM line (hashed): updates of the same element from
// different blocks are serialised, updates of different lines proceed in
// parallel.
constexpr size_t kStripes = 512;
constexpr uintptr_t kLineBytes = 64;
std::mutex& StripeOf(const void* p) {
  static std::mutex* stripes = new std::mutex[kStripes];  // never destroyed: blocks may outlive statics
  const uintptr_t line = reinterpret_cast<uintptr_t>(p) / kLineBytes;
  return stripes[(line ^ (line >> 9)) % kStripes];
}

template <typename T>
T Load(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}
template <typename T>
void Store(uint8_t* p, T v) {
  std::memcpy(p, &v, sizeof(T));
}

// A key whose integer order is the order of the floating-point values
// (-0 below +0), computed from the bits: comparisons never depend on the
// host's denormals-are-zero mode.
int64_t OrderKey(uint32_t bits, int width) {
  const uint32_t sign = 1u << (width - 1);
  const int64_t magnitude = bits & (sign - 1);
  return (bits & sign) ? -magnitude - 1 : magnitude;
}
bool IsNan(uint32_t bits, int width) {
  if (width == 32) return (bits & 0x7FFFFFFFu) > 0x7F800000u;
  return (bits & 0x7FFFu) > 0x7C00u;  // binary16; bfloat16 is widened to 32 first
}

// Sum of two binary32 values rounded once: the operands are exact in long
// double (x87 on x86, quad on Arm) whose rounding ignores the SSE/FPCR
// flush-to-zero modes a framework may have set; 64 or more significand
// bits make the double rounding to 24 bits exact.
float AddRounded(float a, float b) {
  return static_cast<float>(static_cast<long double>(a) + static_cast<long double>(b));
}

// Max/min of two floating-point bit patterns of `width` bits; a NaN operand
// gives that NaN (the incoming one when both are).
uint32_t PickFloat(AtomicOperation op, uint32_t old_bits, uint32_t in_bits, int width) {
  if (IsNan(in_bits, width)) return in_bits;
  if (IsNan(old_bits, width)) return old_bits;
  const bool in_larger = OrderKey(in_bits, width) > OrderKey(old_bits, width);
  return (op == AtomicOperation::kMax) == in_larger ? in_bits : old_bits;
}

uint16_t CombineHalf(AtomicOperation op, uint16_t old_bits, uint16_t in_bits, bool saturate) {
  uint16_t r;
  if (op == AtomicOperation::kAdd) {
    r = detail::FloatToHalfBits(AddRounded(detail::HalfBitsToFloat(old_bits), detail::HalfBitsToFloat(in_bits)));
  } else {
    r = static_cast<uint16_t>(PickFloat(op, old_bits, in_bits, 16));
  }
  if (saturate) {
    // CTRL[48] = 0 (saturation, the default): +-inf -> +-65504, NaN -> 0.
    if ((r & 0x7FFFu) > 0x7C00u) return 0;
    if ((r & 0x7FFFu) == 0x7C00u) return static_cast<uint16_t>((r & 0x8000u) | 0x7BFFu);
  }
  return r;
}

uint16_t CombineBf16(AtomicOperation op, uint16_t old_bits, uint16_t in_bits) {
  if (op == AtomicOperation::kAdd)
    return detail::FloatToBf16Bits(AddRounded(detail::Bf16BitsToFloat(old_bits), detail::Bf16BitsToFloat(in_bits)));
  return static_cast<uint16_t>(PickFloat(op, uint32_t{old_bits} << 16, uint32_t{in_bits} << 16, 32) >> 16);
}

uint32_t CombineF32(AtomicOperation op, uint32_t old_bits, uint32_t in_bits) {
  if (op == AtomicOperation::kAdd)
    return detail::FloatBits(AddRounded(detail::BitsFloat(old_bits), detail::BitsFloat(in_bits)));
  return PickFloat(op, old_bits, in_bits, 32);
}

// Integers wrap (two's complement) on overflow, as integer vector compute
// does with CTRL[53] = 0.
template <typename S>
S CombineInt(AtomicOperation op, S a, S b) {
  using U = std::make_unsigned_t<S>;
  switch (op) {
    case AtomicOperation::kAdd: return static_cast<S>(static_cast<U>(static_cast<U>(a) + static_cast<U>(b)));
    case AtomicOperation::kMax: return std::max(a, b);
    case AtomicOperation::kMin: return std::min(a, b);
  }
  return a;
}

void CombineElement(AtomicType type, AtomicOperation op, bool saturate, uint8_t* dst, const uint8_t* src) {
  switch (type) {
    case AtomicType::kF32: Store(dst, CombineF32(op, Load<uint32_t>(dst), Load<uint32_t>(src))); break;
    case AtomicType::kF16: Store(dst, CombineHalf(op, Load<uint16_t>(dst), Load<uint16_t>(src), saturate)); break;
    case AtomicType::kBf16: Store(dst, CombineBf16(op, Load<uint16_t>(dst), Load<uint16_t>(src))); break;
    case AtomicType::kS8: Store(dst, CombineInt(op, Load<int8_t>(dst), Load<int8_t>(src))); break;
    case AtomicType::kS16: Store(dst, CombineInt(op, Load<int16_t>(dst), Load<int16_t>(src))); break;
    case AtomicType::kS32: Store(dst, CombineInt(op, Load<int32_t>(dst), Load<int32_t>(src))); break;
    case AtomicType::kNone: break;
  }
}

template <typename T, typename F>
T Rmw(T* address, F&& update) {
  std::lock_guard<std::mutex> lock(StripeOf(address));
  uint8_t* p = reinterpret_cast<uint8_t*>(address);
  const T old = Load<T>(p);
  Store<T>(p, update(old));
  return old;
}

template <typename T>
T ScalarInt(ScalarAtomic op, T* address, T value, T compare) {
  return Rmw(address, [&](T old) -> T {
    switch (op) {
      case ScalarAtomic::kAdd: return static_cast<T>(static_cast<std::make_unsigned_t<T>>(old) +
                                                     static_cast<std::make_unsigned_t<T>>(value));
      case ScalarAtomic::kMax: return std::max(old, value);
      case ScalarAtomic::kMin: return std::min(old, value);
      case ScalarAtomic::kExch: return value;
      case ScalarAtomic::kCas: return old == compare ? value : old;
    }
    return old;
  });
}

}  // namespace

uint32_t AtomicTypeBytes(AtomicType type) {
  switch (type) {
    case AtomicType::kF32:
    case AtomicType::kS32: return 4;
    case AtomicType::kF16:
    case AtomicType::kS16:
    case AtomicType::kBf16: return 2;
    case AtomicType::kS8: return 1;
    case AtomicType::kNone: return 0;
  }
  return 0;
}

const char* AtomicTypeName(AtomicType type) {
  switch (type) {
    case AtomicType::kF32: return "float";
    case AtomicType::kF16: return "half";
    case AtomicType::kS16: return "int16_t";
    case AtomicType::kS32: return "int32_t";
    case AtomicType::kS8: return "int8_t";
    case AtomicType::kBf16: return "bfloat16_t";
    case AtomicType::kNone: return "none";
  }
  return "reserved";
}

void AccumulateToGm(const CoreState& core, uint8_t* dst, const uint8_t* src, uint64_t bytes) {
  const AtomicType type = AtomicTypeOf(core);
  const AtomicOperation op = AtomicOperationOf(core);
  const uint32_t size = AtomicTypeBytes(type);
  if (size == 0) return;
  const bool saturate = !core.CtrlBit(ctrl::kFloatNonSaturating) && core.CtrlBit(ctrl::kGlobalSaturationMode);
  const uint64_t elements = bytes / size;
  uint64_t i = 0;
  while (i < elements) {
    // The elements that start in this GM line share one lock.
    uint8_t* first = dst + i * size;
    const uintptr_t line_end = (reinterpret_cast<uintptr_t>(first) / kLineBytes + 1) * kLineBytes;
    const uint64_t in_line =
        std::min<uint64_t>(elements - i, (line_end - reinterpret_cast<uintptr_t>(first) + size - 1) / size);
    std::lock_guard<std::mutex> lock(StripeOf(first));
    for (uint64_t k = 0; k < in_line; ++k, ++i) CombineElement(type, op, saturate, dst + i * size, src + i * size);
  }
}

int32_t ScalarAtomicRmw(ScalarAtomic op, int32_t* address, int32_t value, int32_t compare) {
  return ScalarInt(op, address, value, compare);
}
uint32_t ScalarAtomicRmw(ScalarAtomic op, uint32_t* address, uint32_t value, uint32_t compare) {
  return ScalarInt(op, address, value, compare);
}
int64_t ScalarAtomicRmw(ScalarAtomic op, int64_t* address, int64_t value, int64_t compare) {
  return ScalarInt(op, address, value, compare);
}
uint64_t ScalarAtomicRmw(ScalarAtomic op, uint64_t* address, uint64_t value, uint64_t compare) {
  return ScalarInt(op, address, value, compare);
}
float ScalarAtomicRmw(ScalarAtomic op, float* address, float value, float compare) {
  const uint32_t in = detail::FloatBits(value), cmp = detail::FloatBits(compare);
  const uint32_t old = Rmw(reinterpret_cast<uint32_t*>(address), [&](uint32_t bits) -> uint32_t {
    switch (op) {
      case ScalarAtomic::kAdd: return CombineF32(AtomicOperation::kAdd, bits, in);
      case ScalarAtomic::kMax: return CombineF32(AtomicOperation::kMax, bits, in);
      case ScalarAtomic::kMin: return CombineF32(AtomicOperation::kMin, bits, in);
      case ScalarAtomic::kExch: return in;
      case ScalarAtomic::kCas: return bits == cmp ? in : bits;
    }
    return bits;
  });
  return detail::BitsFloat(old);
}

}  // namespace runtime
}  // namespace ascendc_host
