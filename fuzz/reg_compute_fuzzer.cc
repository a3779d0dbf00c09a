// The Reg compute operations (SPEC 14): random sequences of operations on a
// small file of registers and predicates, each operation on randomly chosen
// (possibly the same) registers, run through the inline SIMD code and
// through the reference on a shadow copy of the file; after every step the
// two files must be the same bits (the transcendentals within their ULP
// bound, after which the shadow takes the SIMD value so the sequence goes
// on). Release mode: negative shift counts run their release behaviour.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "reference/reg_compute.h"

namespace {

namespace R = AscendC::Reg;
using ascendc_host::DType;
using ascendc_host::RegComputeCall;
using ascendc_host::RegComputeResult;
using ascendc_host::RegOp;

constexpr int kRegs = 4, kMasks = 3;

struct File {
  uint8_t reg[kRegs][2][256];
  uint64_t mask[kMasks][4];
  int64_t ar;
};

struct Ctx {
  fuzz::Input* in;
  File simd, shadow;
};

[[noreturn]] void Finding(const char* what, RegOp op, DType t, int step) {
  std::fprintf(stderr, "reg_compute_fuzzer: %s differs after %s on %s (step %d)\n", what, ascendc_host::RegOpName(op),
               ascendc_host::DTypeName(t), step);
  std::abort();
}

template <typename U>
void In(U& r, const uint8_t (&image)[2][256]) {
  std::memcpy(r.reg[0], image[0], 256);
  if constexpr (U::REG_NUM == 2) std::memcpy(r.reg[1], image[1], 256);
}
template <typename U>
void Out(uint8_t (&image)[2][256], const U& r) {
  std::memcpy(image[0], r.reg[0], 256);
  if constexpr (U::REG_NUM == 2) std::memcpy(image[1], r.reg[1], 256);
}
R::MaskReg MaskOf(const uint64_t (&words)[4]) {
  R::MaskReg m;
  std::memcpy(m.words, words, 32);
  return m;
}

template <typename E, typename... Allowed>
constexpr bool kIn = (std::is_same_v<E, Allowed> || ...);

// One operation on registers d, a, b and masks m (mask), p (second input,
// result of predicate operations).
template <typename E, const R::RegTrait& trait>
void Step(Ctx& c, int step) {
  using U = R::RegTensor<E, trait>;
  constexpr int N = U::REG_NUM;
  fuzz::Input& in = *c.in;
  const int d = in.Range(0, kRegs - 1), a = in.Range(0, kRegs - 1), b = in.Range(0, kRegs - 1);
  const int m = in.Range(0, kMasks - 1), p = in.Range(0, kMasks - 1);
  const uint8_t choice = in.Take<uint8_t>();
  const uint8_t cmp = in.Range(0, 5);
  uint64_t scalar_bits = in.Take<uint64_t>();
  if constexpr (std::is_same_v<E, bool>) scalar_bits &= 1;
  E scalar;
  std::memcpy(&scalar, &scalar_bits, sizeof(E));
  scalar_bits = 0;
  std::memcpy(&scalar_bits, &scalar, sizeof(E));

  U rd, ra, rb;
  In(rd, c.simd.reg[d]);
  In(ra, c.simd.reg[a]);
  In(rb, c.simd.reg[b]);
  R::MaskReg mask = MaskOf(c.simd.mask[m]), pred = MaskOf(c.simd.mask[p]);

  RegComputeCall call;
  call.type = call.dst_type = AscendC::Reg::compute::TypeOf<E>();
  call.reg_num = N;
  call.numeric = ascendc_host::detail::CurrentNumericMode(ascendc_host::runtime::CurrentCore());
  call.spr_ar = c.shadow.ar;
  std::memcpy(call.reg[0], c.shadow.reg[a], sizeof(call.reg[0]));
  std::memcpy(call.reg[1], c.shadow.reg[b], sizeof(call.reg[1]));
  std::memcpy(call.reg[2], c.shadow.reg[d], sizeof(call.reg[2]));
  std::memcpy(call.mask[0], c.shadow.mask[m], 32);
  call.scalar = scalar_bits;
  bool writes_mask = false, ran = true;
  constexpr bool kFloating = kIn<E, half, bfloat16_t, float>;
  constexpr bool kInt = !kFloating && !std::is_same_v<E, bool>;
  switch (choice % 16) {
    case 0:
      call.op = RegOp::kAdd;
      if constexpr (!std::is_same_v<E, bool>) R::Add(rd, ra, rb, mask);
      else ran = false;
      break;
    case 1:
      call.op = RegOp::kSub;
      if constexpr (!std::is_same_v<E, bool>) R::Sub(rd, ra, rb, mask);
      else ran = false;
      break;
    case 2:
      call.op = RegOp::kMax;
      call.merging = true;
      if constexpr (!std::is_same_v<E, bool>) R::Max<E, R::MaskMergeMode::MERGING>(rd, ra, rb, mask);
      else ran = false;
      break;
    case 3:
      call.op = RegOp::kMins;
      if constexpr (!std::is_same_v<E, bool>) R::Mins(rd, ra, scalar, mask);
      else ran = false;
      break;
    case 4:
      call.op = RegOp::kMul;
      if constexpr (!kIn<E, bool, int8_t, uint8_t>) R::Mul(rd, ra, rb, mask);
      else ran = false;
      break;
    case 5:
      call.op = RegOp::kMulAddDst;
      if constexpr (!kIn<E, bool, int8_t, uint8_t>) R::MulAddDst(rd, ra, rb, mask);
      else ran = false;
      break;
    case 6:
      call.op = RegOp::kDiv;
      call.flush_subnormals = kFloating;
      if constexpr (!kIn<E, bool, int8_t, uint8_t, bfloat16_t>) R::Div(rd, ra, rb, mask);
      else ran = false;
      break;
    case 7:
      call.op = RegOp::kCompare;
      call.variant = cmp;
      writes_mask = true;
      if constexpr (!std::is_same_v<E, bool>) {
        switch (cmp) {
          case 0: R::Compare<E, AscendC::CMPMODE::LT>(pred, ra, rb, mask); break;
          case 1: R::Compare<E, AscendC::CMPMODE::GT>(pred, ra, rb, mask); break;
          case 2: R::Compare<E, AscendC::CMPMODE::EQ>(pred, ra, rb, mask); break;
          case 3: R::Compare<E, AscendC::CMPMODE::LE>(pred, ra, rb, mask); break;
          case 4: R::Compare<E, AscendC::CMPMODE::GE>(pred, ra, rb, mask); break;
          default: R::Compare<E, AscendC::CMPMODE::NE>(pred, ra, rb, mask); break;
        }
      } else {
        ran = false;
      }
      break;
    case 8:
      call.op = RegOp::kSelect;
      R::Select(rd, ra, rb, mask);
      break;
    case 9:
      call.op = RegOp::kDuplicateMasked;
      call.merging = true;
      R::Duplicate<E, R::MaskMergeMode::MERGING>(rd, scalar, mask);
      break;
    case 10:
      call.op = RegOp::kXor;
      if constexpr (kInt) R::Xor(rd, ra, rb, mask);
      else ran = false;
      break;
    case 11:
      call.op = scalar_bits & 1 ? RegOp::kShiftRights : RegOp::kShiftLefts;
      if constexpr (kInt) {
        const int16_t count = static_cast<int16_t>(static_cast<int16_t>(scalar_bits >> 1) % 80 - 8);
        call.scalar = static_cast<uint16_t>(count);
        if (scalar_bits & 1) R::ShiftRights(rd, ra, count, mask);
        else R::ShiftLefts(rd, ra, count, mask);
      } else {
        ran = false;
      }
      break;
    case 12:
      call.op = RegOp::kSqrt;
      call.flush_subnormals = true;
      if constexpr (kIn<E, half, float>) R::Sqrt(rd, ra, mask);
      else ran = false;
      break;
    case 13:
      call.op = RegOp::kExp;
      call.flush_subnormals = true;
      if constexpr (kIn<E, half, float>) R::Exp(rd, ra, mask);
      else ran = false;
      break;
    case 14:
      call.op = RegOp::kAbsSub;
      if constexpr (kIn<E, half, float, int64_t>) R::AbsSub(rd, ra, rb, mask);
      else ran = false;
      break;
    default:
      call.op = RegOp::kSqueeze;
      call.variant = 1;
      if constexpr (kIn<E, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float> && N == 1)
        R::Squeeze<E, R::GatherMaskMode::STORE_REG>(rd, ra, mask);
      else ran = false;
      break;
  }
  if (!ran) return;
  // The reference on the shadow file.
  const RegComputeResult want = ascendc_host::reference::reg::Compute(call);
  c.shadow.ar = want.spr_ar;
  c.simd.ar = ascendc_host::runtime::CurrentCore().spr_ar;
  if (writes_mask) {
    std::memcpy(c.shadow.mask[p], want.mask[0], 32);
    std::memcpy(c.simd.mask[p], pred.words, 32);
  } else {
    for (int h = 0; h < N; ++h) std::memcpy(c.shadow.reg[d][h], want.reg[0][h], 256);
    Out(c.simd.reg[d], rd);
  }
  const uint32_t bound = ascendc_host::reference::reg::UlpBound(call.op, call.dst_type);
  if (bound != 0 && std::memcmp(c.simd.reg[d], c.shadow.reg[d], sizeof(c.simd.reg[d])) != 0) {
    // Transcendental: within the bound lane by lane, then resynchronised.
    constexpr uint64_t kSign = uint64_t{1} << (8 * sizeof(E) - 1), kMagnitude = kSign - 1;
    constexpr uint64_t kInf = sizeof(E) == 2 ? 0x7C00 : 0x7F800000;
    for (uint32_t at = 0; at < 256; at += sizeof(E)) {
      uint64_t s = 0, r = 0;
      std::memcpy(&s, c.simd.reg[d][0] + at, sizeof(E));
      std::memcpy(&r, c.shadow.reg[d][0] + at, sizeof(E));
      if (s == r) continue;
      if ((s & kMagnitude) > kInf || (r & kMagnitude) > kInf) Finding("a NaN of a transcendental", call.op, call.type, step);
      const int64_t ks = (s & kSign) ? -static_cast<int64_t>(s & kMagnitude) : static_cast<int64_t>(s & kMagnitude);
      const int64_t kr = (r & kSign) ? -static_cast<int64_t>(r & kMagnitude) : static_cast<int64_t>(r & kMagnitude);
      if ((ks > kr ? ks - kr : kr - ks) > static_cast<int64_t>(bound))
        Finding("a transcendental beyond its bound", call.op, call.type, step);
    }
    std::memcpy(c.shadow.reg[d], c.simd.reg[d], sizeof(c.simd.reg[d]));
  }
  if (std::memcmp(&c.simd, &c.shadow, sizeof(File)) != 0) Finding("the register file", call.op, call.type, step);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  ascendc_host::runtime::ResetDefaultCore();
  const ascendc_host::ScopedCheckedMode release(false);
  auto& core = ascendc_host::runtime::CurrentCore();
  // CTRL: the numeric modes of the whole sequence.
  const uint8_t modes = in.Take<uint8_t>();
  if (modes & 1) core.ctrl |= 1ull << ascendc_host::runtime::ctrl::kFloatNonSaturating;
  if (modes & 2) core.ctrl |= 1ull << ascendc_host::runtime::ctrl::kIntegerSaturating;
  Ctx c;
  c.in = &in;
  uint64_t seed = in.Take<uint64_t>();
  for (auto& r : c.simd.reg)
    for (auto& half_reg : r)
      for (auto& byte : half_reg) byte = static_cast<uint8_t>((seed = seed * 6364136223846793005ull + 1442695040888963407ull) >> 56);
  for (auto& m : c.simd.mask)
    for (auto& w : m) w = in.Take<uint64_t>();
  c.simd.ar = core.spr_ar = 0;
  c.shadow = c.simd;
  for (int step = 0; step < 48 && in.remaining() > 0; ++step) {
    switch (in.Range(0, 11)) {
      case 0: Step<float, R::RegTraitNumOne>(c, step); break;
      case 1: Step<half, R::RegTraitNumOne>(c, step); break;
      case 2: Step<bfloat16_t, R::RegTraitNumOne>(c, step); break;
      case 3: Step<int8_t, R::RegTraitNumOne>(c, step); break;
      case 4: Step<uint8_t, R::RegTraitNumOne>(c, step); break;
      case 5: Step<int16_t, R::RegTraitNumOne>(c, step); break;
      case 6: Step<uint16_t, R::RegTraitNumOne>(c, step); break;
      case 7: Step<int32_t, R::RegTraitNumOne>(c, step); break;
      case 8: Step<uint32_t, R::RegTraitNumOne>(c, step); break;
      case 9: Step<int64_t, R::RegTraitNumOne>(c, step); break;
      case 10: Step<uint64_t, R::RegTraitNumTwo>(c, step); break;
      default: Step<bool, R::RegTraitNumOne>(c, step); break;
    }
  }
  return 0;
}
