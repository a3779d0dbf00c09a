// The Reg conversions, reductions and rearrangements (SPEC 14.10-14.12):
// Cast (a selection of pairs with every layout, round mode and saturation
// choice), Truncate, MulsCast, Reduce, ReduceDataBlock, PairReduceElem,
// Interleave, DeInterleave, Pack, UnPack, Unsqueeze, Histograms and Move,
// with register contents, predicates and CTRL bits from the input, against
// the reference: every output register must match bit for bit. The
// operations are inline code compiled for this file's instruction set.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "reference/reg_compute.h"

namespace {

namespace R = AscendC::Reg;
namespace ah = ascendc_host;
using AscendC::RoundMode;
using R::RegLayout;
using R::SatMode;

template <typename T, const R::RegTrait& trait = R::RegTraitNumOne>
void Fill(fuzz::Input& in, R::RegTensor<T, trait>& r) {
  for (auto& image : r.reg)
    for (uint32_t i = 0; i < 256; i += 8) {
      uint64_t v = in.Take<uint64_t>();
      if (v == 0) v = 0x9E3779B97F4A7C15ull * (i + 1);  // input ran out: still varied
      std::memcpy(image + i, &v, 8);
    }
}

R::MaskReg Mask(fuzz::Input& in) {
  R::MaskReg m;
  switch (in.Take<uint8_t>() % 3) {
    case 0: for (auto& w : m.words) w = ~0ull; break;
    case 1: for (auto& w : m.words) w = in.Take<uint64_t>(); break;
    default: {
      uint32_t n = in.Range(0, 300);
      m = R::UpdateMask<uint8_t>(n);
      break;
    }
  }
  return m;
}

template <typename U>
void Image(uint8_t (&out)[2][256], const U& r) {
  std::memcpy(out[0], r.reg[0], 256);
  if constexpr (U::REG_NUM == 2) std::memcpy(out[1], r.reg[1], 256);
}

template <typename U>
void Require(const char* what, const U& got, const ah::RegComputeResult& want, int d = 0) {
  uint8_t image[2][256] = {};
  Image(image, got);
  for (int r = 0; r < U::REG_NUM; ++r) fuzz::RequireSame(what, want.reg[d][r], image[r], 256);
}

template <typename E, int kRegNum = 1>
ah::RegComputeCall Call(ah::RegOp op) {
  ah::RegComputeCall c;
  c.op = op;
  c.type = c.dst_type = R::compute::TypeOf<E>();
  c.reg_num = kRegNum;
  c.numeric = ah::detail::CurrentNumericMode(ah::runtime::CurrentCore());
  return c;
}

bool Saturates(bool floating_result, bool float_result, SatMode mode) {
  if (float_result) return false;
  const auto& core = ah::runtime::CurrentCore();
  namespace ctrl = ah::runtime::ctrl;
  const bool by_ctrl = !core.CtrlBit(floating_result ? ctrl::kFloatNonSaturating : ctrl::kCastIntegerTruncating);
  if (core.CtrlBit(ctrl::kGlobalSaturationMode) || mode == SatMode::UNKNOWN) return by_ctrl;
  return mode == SatMode::SAT;
}

template <typename D, typename S, RegLayout kLayout, SatMode kSat, RoundMode kRound>
void Cast(fuzz::Input& in) {
  static constexpr R::CastTrait kTrait{kLayout, kSat, R::MaskMergeMode::ZEROING, kRound};
  R::RegTensor<S> src;
  R::RegTensor<D> dst;
  Fill(in, src);
  Fill(in, dst);
  R::MaskReg mask = Mask(in);
  auto c = Call<S>(ah::RegOp::kCast);
  c.dst_type = R::compute::TypeOf<D>();
  c.variant = sizeof(D) == sizeof(S) ? 0 : static_cast<uint8_t>(kLayout);
  c.round_mode = static_cast<uint8_t>(kRound == RoundMode::CAST_NONE || kRound == RoundMode::UNKNOWN ? RoundMode::CAST_RINT : kRound);
  c.saturate = Saturates(std::is_same_v<D, half> || std::is_same_v<D, bfloat16_t>, std::is_same_v<D, float>, kSat);
  Image(c.reg[0], src);
  std::memcpy(c.mask[0], mask.words, 32);
  R::Cast<D, S, kTrait>(dst, src, mask);
  Require("Cast", dst, ah::reference::reg::Compute(c));
}

template <typename T, RoundMode kRound>
void Truncate(fuzz::Input& in) {
  R::RegTensor<T> src, dst;
  Fill(in, src);
  R::MaskReg mask = Mask(in);
  auto c = Call<T>(ah::RegOp::kTruncate);
  c.round_mode = static_cast<uint8_t>(kRound);
  Image(c.reg[0], src);
  std::memcpy(c.mask[0], mask.words, 32);
  R::Truncate<T, kRound>(dst, src, mask);
  Require("Truncate", dst, ah::reference::reg::Compute(c));
}

template <R::ReduceType kType, typename D, typename S, const R::RegTrait& kTrait = R::RegTraitNumOne>
void Reduce(fuzz::Input& in) {
  R::RegTensor<S, kTrait> src;
  R::RegTensor<D, kTrait> dst;
  Fill(in, src);
  R::MaskReg mask = Mask(in);
  auto c = Call<S, kTrait.REG_NUM>(ah::RegOp::kReduce);
  c.dst_type = R::compute::TypeOf<D>();
  c.variant = static_cast<uint8_t>(kType);
  Image(c.reg[0], src);
  std::memcpy(c.mask[0], mask.words, 32);
  R::Reduce<kType>(dst, src, mask);
  Require("Reduce", dst, ah::reference::reg::Compute(c));
}

template <R::ReduceType kType, typename T>
void DataBlock(fuzz::Input& in) {
  R::RegTensor<T> src, dst;
  Fill(in, src);
  R::MaskReg mask = Mask(in);
  auto c = Call<T>(ah::RegOp::kReduceDataBlock);
  if (kType == R::ReduceType::SUM && std::is_integral_v<T> && sizeof(T) == 2)
    c.dst_type = std::is_signed_v<T> ? ah::DType::kI32 : ah::DType::kU32;
  c.variant = static_cast<uint8_t>(kType);
  Image(c.reg[0], src);
  std::memcpy(c.mask[0], mask.words, 32);
  R::ReduceDataBlock<kType>(dst, src, mask);
  Require("ReduceDataBlock", dst, ah::reference::reg::Compute(c));
}

template <typename T, const R::RegTrait& kTrait = R::RegTraitNumOne>
void Rearrange(fuzz::Input& in) {
  R::RegTensor<T, kTrait> a, b, d0, d1;
  Fill(in, a);
  Fill(in, b);
  const bool interleave = in.Bool();
  auto c = Call<T, kTrait.REG_NUM>(interleave ? ah::RegOp::kInterleave : ah::RegOp::kDeInterleave);
  Image(c.reg[0], a);
  Image(c.reg[1], b);
  if (interleave) R::Interleave(d0, d1, a, b);
  else R::DeInterleave(d0, d1, a, b);
  const auto want = ah::reference::reg::Compute(c);
  Require("Interleave / DeInterleave dst0", d0, want, 0);
  Require("Interleave / DeInterleave dst1", d1, want, 1);
}

template <typename D, typename S, R::HighLowPart kPart, const R::RegTrait& kTrait = R::RegTraitNumOne>
void PackUnPack(fuzz::Input& in) {
  constexpr bool kPack = sizeof(D) < sizeof(S);
  std::conditional_t<kPack, R::RegTensor<S, kTrait>, R::RegTensor<S>> src;
  std::conditional_t<kPack, R::RegTensor<D>, R::RegTensor<D, kTrait>> dst;
  Fill(in, src);
  auto c = Call<S, kTrait.REG_NUM>(kPack ? ah::RegOp::kPack : ah::RegOp::kUnPack);
  c.dst_type = R::compute::TypeOf<D>();
  c.variant = static_cast<uint8_t>(kPart);
  Image(c.reg[0], src);
  if constexpr (kPack) R::Pack<D, S, kPart>(dst, src);
  else R::UnPack<D, S, kPart>(dst, src);
  Require(kPack ? "Pack" : "UnPack", dst, ah::reference::reg::Compute(c));
}

template <typename T>
void Others(fuzz::Input& in, uint8_t which) {
  R::RegTensor<T> src, dst;
  Fill(in, src);
  Fill(in, dst);
  R::MaskReg mask = Mask(in);
  auto c = Call<T>(ah::RegOp::kMove);
  std::memcpy(c.mask[0], mask.words, 32);
  Image(c.reg[0], src);
  Image(c.reg[2], dst);
  switch (which % 3) {
    case 0:
      c.merging = true;
      R::Move(dst, src, mask);
      Require("Move", dst, ah::reference::reg::Compute(c));
      break;
    case 1:
      if constexpr (std::is_integral_v<T> && sizeof(T) <= 4 && !std::is_same_v<T, bool>) {
        c.op = ah::RegOp::kUnsqueeze;
        R::Unsqueeze(dst, mask);
        Require("Unsqueeze", dst, ah::reference::reg::Compute(c));
      }
      break;
    default:
      if constexpr (std::is_same_v<T, half> || std::is_same_v<T, float>) {
        c.op = ah::RegOp::kPairReduceElem;
        R::PairReduceElem(dst, src, mask);
        Require("PairReduceElem", dst, ah::reference::reg::Compute(c));
      }
      break;
  }
}

void Histograms(fuzz::Input& in) {
  R::RegTensor<uint8_t> src;
  R::RegTensor<uint16_t> dst;
  Fill(in, src);
  Fill(in, dst);
  R::MaskReg mask = Mask(in);
  const uint8_t variant = in.Take<uint8_t>() % 4;
  auto c = Call<uint8_t>(ah::RegOp::kHistograms);
  c.dst_type = ah::DType::kU16;
  c.variant = variant;
  Image(c.reg[0], src);
  Image(c.reg[2], dst);
  std::memcpy(c.mask[0], mask.words, 32);
  using B = R::HistogramsBinType;
  using H = R::HistogramsType;
  switch (variant) {
    case 0: R::Histograms<uint8_t, uint16_t, B::BIN0, H::FREQUENCY>(dst, src, mask); break;
    case 1: R::Histograms<uint8_t, uint16_t, B::BIN1, H::FREQUENCY>(dst, src, mask); break;
    case 2: R::Histograms<uint8_t, uint16_t, B::BIN0, H::ACCUMULATE>(dst, src, mask); break;
    default: R::Histograms<uint8_t, uint16_t, B::BIN1, H::ACCUMULATE>(dst, src, mask); break;
  }
  Require("Histograms", dst, ah::reference::reg::Compute(c));
}

void MulsCast(fuzz::Input& in) {
  R::RegTensor<float> src;
  R::RegTensor<half> dst;
  Fill(in, src);
  R::MaskReg mask = Mask(in);
  const uint32_t bits = in.Take<uint32_t>();
  float scalar;
  std::memcpy(&scalar, &bits, 4);
  auto c = Call<float>(ah::RegOp::kMulsCast);
  c.dst_type = ah::DType::kF16;
  c.round_mode = static_cast<uint8_t>(RoundMode::CAST_ROUND);
  c.saturate = Saturates(true, false, SatMode::UNKNOWN);
  c.scalar = bits;
  Image(c.reg[0], src);
  std::memcpy(c.mask[0], mask.words, 32);
  R::MulsCast<half, float, float, RegLayout::ZERO>(dst, src, scalar, mask);
  Require("MulsCast", dst, ah::reference::reg::Compute(c));
}

void RunOne(fuzz::Input& in, uint8_t op) {
  using RM = RoundMode;
  using RL = RegLayout;
  using SM = SatMode;
  switch (op % 40) {
    case 0: return Cast<int8_t, half, RL::ONE, SM::NO_SAT, RM::CAST_RINT>(in);
    case 1: return Cast<uint8_t, half, RL::ZERO, SM::SAT, RM::CAST_FLOOR>(in);
    case 2: return Cast<int16_t, half, RL::UNKNOWN, SM::UNKNOWN, RM::CAST_ROUND>(in);
    case 3: return Cast<int32_t, half, RL::ONE, SM::UNKNOWN, RM::CAST_CEIL>(in);
    case 4: return Cast<int32_t, bfloat16_t, RL::ZERO, SM::NO_SAT, RM::CAST_TRUNC>(in);
    case 5: return Cast<int16_t, float, RL::ONE, SM::SAT, RM::CAST_RINT>(in);
    case 6: return Cast<int32_t, float, RL::UNKNOWN, SM::NO_SAT, RM::CAST_FLOOR>(in);
    case 7: return Cast<int64_t, float, RL::ONE, SM::NO_SAT, RM::CAST_ROUND>(in);
    case 8: return Cast<bfloat16_t, half, RL::UNKNOWN, SM::UNKNOWN, RM::CAST_CEIL>(in);
    case 9: return Cast<half, bfloat16_t, RL::UNKNOWN, SM::NO_SAT, RM::CAST_TRUNC>(in);
    case 10: return Cast<float, bfloat16_t, RL::ONE, SM::UNKNOWN, RM::UNKNOWN>(in);
    case 11: return Cast<float, half, RL::ZERO, SM::UNKNOWN, RM::UNKNOWN>(in);
    case 12: return Cast<half, float, RL::ONE, SM::SAT, RM::CAST_ODD>(in);
    case 13: return Cast<half, float, RL::ZERO, SM::NO_SAT, RM::CAST_FLOOR>(in);
    case 14: return Cast<bfloat16_t, float, RL::ONE, SM::NO_SAT, RM::CAST_RINT>(in);
    case 15: return Cast<half, int8_t, RL::ONE, SM::UNKNOWN, RM::UNKNOWN>(in);
    case 16: return Cast<half, int16_t, RL::UNKNOWN, SM::UNKNOWN, RM::CAST_TRUNC>(in);
    case 17: return Cast<float, int32_t, RL::UNKNOWN, SM::UNKNOWN, RM::CAST_CEIL>(in);
    case 18: return Cast<float, int64_t, RL::ONE, SM::UNKNOWN, RM::CAST_ROUND>(in);
    case 19: return Cast<int32_t, int8_t, RL::THREE, SM::UNKNOWN, RM::UNKNOWN>(in);
    case 20: return Cast<uint32_t, int16_t, RL::ONE, SM::UNKNOWN, RM::UNKNOWN>(in);
    case 21: return Cast<uint8_t, int32_t, RL::TWO, SM::NO_SAT, RM::UNKNOWN>(in);
    case 22: return Cast<int16_t, uint32_t, RL::ONE, SM::SAT, RM::UNKNOWN>(in);
    case 23: return Cast<int32_t, int64_t, RL::ZERO, SM::SAT, RM::UNKNOWN>(in);
    case 24: return Cast<int64_t, int32_t, RL::ONE, SM::UNKNOWN, RM::UNKNOWN>(in);
    case 25: return Truncate<half, RM::CAST_ROUND>(in);
    case 26: return Truncate<float, RM::CAST_FLOOR>(in);
    case 27: return Truncate<bfloat16_t, RM::CAST_RINT>(in);
    case 28: return MulsCast(in);
    case 29: return Reduce<R::ReduceType::SUM, half, half>(in);
    case 30: return Reduce<R::ReduceType::SUM, float, float>(in);
    case 31: return Reduce<R::ReduceType::SUM, int32_t, int16_t>(in);
    case 32: return Reduce<R::ReduceType::MAX, float, float>(in);
    case 33: return Reduce<R::ReduceType::MIN, int64_t, int64_t, R::RegTraitNumTwo>(in);
    case 34: return DataBlock<R::ReduceType::SUM, half>(in);
    case 35: return DataBlock<R::ReduceType::MAX, uint16_t>(in);
    case 36: {
      switch (in.Take<uint8_t>() % 4) {
        case 0: return Rearrange<uint8_t>(in);
        case 1: return Rearrange<half>(in);
        case 2: return Rearrange<float>(in);
        default: return Rearrange<uint64_t, R::RegTraitNumTwo>(in);
      }
    }
    case 37: {
      switch (in.Take<uint8_t>() % 4) {
        case 0: return PackUnPack<uint8_t, int16_t, R::HighLowPart::HIGHEST>(in);
        case 1: return PackUnPack<uint32_t, uint64_t, R::HighLowPart::LOWEST, R::RegTraitNumTwo>(in);
        case 2: return PackUnPack<int32_t, int16_t, R::HighLowPart::HIGHEST>(in);
        default: return PackUnPack<int64_t, int32_t, R::HighLowPart::LOWEST, R::RegTraitNumTwo>(in);
      }
    }
    case 38: return Histograms(in);
    default: {
      const uint8_t which = in.Take<uint8_t>();
      switch (in.Take<uint8_t>() % 4) {
        case 0: return Others<half>(in, which);
        case 1: return Others<float>(in, which);
        case 2: return Others<uint8_t>(in, which);
        default: return Others<int32_t>(in, which);
      }
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  ah::runtime::ResetDefaultCore();
  auto& core = ah::runtime::CurrentCore();
  const uint8_t bits = in.Take<uint8_t>();
  namespace ctrl = ah::runtime::ctrl;
  core.ctrl = ((bits & 1) ? 1ull << ctrl::kGlobalSaturationMode : 0) | ((bits & 2) ? 1ull << ctrl::kFloatNonSaturating : 0) |
              ((bits & 4) ? 1ull << ctrl::kCastIntegerTruncating : 0) | ((bits & 8) ? 1ull << ctrl::kIntegerSaturating : 0);
  const uint8_t op = in.Take<uint8_t>();
  if (std::getenv("FUZZ_DEBUG")) std::fprintf(stderr, "op=%u ctrl=%llx\n", op % 40, static_cast<unsigned long long>(core.ctrl));
  RunOne(in, op);
  return 0;
}
