// The unary, logic, scalar-position and composite vector APIs (SPEC 8.4,
// 8.5) under cross-check mode: every call runs on the SIMD path and on the
// reference, and the whole UB image and the mask registers must agree (Exp,
// Ln, Rsqrt and ExpSub within their published bound), which cross-check
// mode turns into an Error naming the difference. Parameters valid and not:
// every form, masks and Counter mode, strides (0 included), operands near
// the UB end, misaligned and overlapping, shift counts of any value, the
// precision configs, CTRL saturation, checked and release mode, on every
// SIMD target.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "ub_oracle.h"

namespace {

using AscendC::BinaryRepeatParams;
using AscendC::UnaryRepeatParams;
using fuzz::PickAddress;

template <typename T>
AscendC::LocalTensor<T> TensorAt(uint32_t address) {
  auto& core = ascendc_host::runtime::CurrentCore();
  return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + address), (core.ub_bytes - address) / sizeof(T),
                                         AscendC::TPosition::VECCALC, 0, 0);
}

struct Call {
  int form = 0;  // 0 count, 1 bit-wise mask, 2 contiguous mask
  int32_t count = 0;
  uint64_t mask[2] = {0, 0};
  uint8_t repeat = 0;
  BinaryRepeatParams binary;
  UnaryRepeatParams unary;
  uint32_t dst = 0, src0 = 0, src1 = 0;
  bool flag = false;  // a config, a scalar position, roundEn
};

constexpr AscendC::ExpConfig kExpKeep = {AscendC::ExpAlgo::PRECISION_1ULP_FTZ_FALSE};
constexpr AscendC::SqrtConfig kSqrtExact = {AscendC::SqrtAlgo::FAST_INVERSE};
constexpr AscendC::RsqrtConfig kRsqrtExact = {AscendC::RsqrtAlgo::PRECISION_0ULP_FTZ_FALSE};
constexpr AscendC::BinaryConfig kLeft = {0};

// Runs the count, bit-wise or contiguous variant of a call by its form.
template <class Count, class Bitwise, class Contiguous>
void Forms(const Call& c, Count&& count, Bitwise&& bitwise, Contiguous&& contiguous) {
  if (c.form == 0)
    count();
  else if (c.form == 1)
    bitwise();
  else
    contiguous();
}

// half and float: the unary, scalar-position and composite APIs.
template <typename T>
void RunFloat(int api, const Call& c, T scalar) {
  const auto a = TensorAt<T>(c.src0), b = TensorAt<T>(c.src1), d = TensorAt<T>(c.dst);
  const auto& u = c.unary;
  const auto& p = c.binary;
  switch (api) {
    case 0:
      Forms(
          c, [&] { AscendC::Abs(d, a, c.count); }, [&] { AscendC::Abs(d, a, c.mask, c.repeat, u); },
          [&] { AscendC::Abs<T, false>(d, a, c.mask[0], c.repeat, u); });
      break;
    case 1:
      Forms(
          c, [&] { AscendC::Relu(d, a, c.count); }, [&] { AscendC::Relu(d, a, c.mask, c.repeat, u); },
          [&] { AscendC::Relu(d, a, c.mask[0], c.repeat, u); });
      break;
    case 2:
      if (c.flag)
        Forms(
            c, [&] { AscendC::Exp<T, kExpKeep>(d, a, c.count); },
            [&] { AscendC::Exp<T, true, kExpKeep>(d, a, c.mask, c.repeat, u); },
            [&] { AscendC::Exp<T, false, kExpKeep>(d, a, c.mask[0], c.repeat, u); });
      else
        Forms(
            c, [&] { AscendC::Exp(d, a, c.count); }, [&] { AscendC::Exp(d, a, c.mask, c.repeat, u); },
            [&] { AscendC::Exp(d, a, c.mask[0], c.repeat, u); });
      break;
    case 3:
      Forms(
          c, [&] { AscendC::Ln(d, a, c.count); }, [&] { AscendC::Ln(d, a, c.mask, c.repeat, u); },
          [&] { AscendC::Ln(d, a, c.mask[0], c.repeat, u); });
      break;
    case 4:
      if constexpr (std::is_same_v<T, float>) {
        if (c.flag) {
          AscendC::Sqrt<T, kSqrtExact>(d, a, c.count);
          AscendC::Rsqrt<T, kRsqrtExact>(b, a, c.count);
          break;
        }
      }
      Forms(
          c, [&] { AscendC::Sqrt(d, a, c.count); }, [&] { AscendC::Sqrt(d, a, c.mask, c.repeat, u); },
          [&] { AscendC::Sqrt(d, a, c.mask[0], c.repeat, u); });
      break;
    case 5:
      Forms(
          c, [&] { AscendC::Rsqrt(d, a, c.count); }, [&] { AscendC::Rsqrt(d, a, c.mask, c.repeat, u); },
          [&] { AscendC::Rsqrt<T, false>(d, a, c.mask[0], c.repeat, u); });
      break;
    case 6:
      Forms(
          c, [&] { AscendC::Reciprocal(d, a, c.count); }, [&] { AscendC::Reciprocal(d, a, c.mask, c.repeat, u); },
          [&] { AscendC::Reciprocal(d, a, c.mask[0], c.repeat, u); });
      break;
    case 7:
      AscendC::Neg(d, a, static_cast<uint32_t>(c.count));
      break;
    case 8:
      Forms(
          c, [&] { AscendC::LeakyRelu(d, a, scalar, c.count); },
          [&] { AscendC::LeakyRelu(d, a, scalar, c.mask, c.repeat, u); },
          [&] { AscendC::LeakyRelu<T, false>(d, a, scalar, c.mask[0], c.repeat, u); });
      break;
    case 9:  // Subs / Divs, the scalar an immediate or src1[0], on either side
      if (c.flag)
        Forms(
            c, [&] { AscendC::Subs(d, scalar, a, c.count); }, [&] { AscendC::Subs(d, a, b[0], c.mask, c.repeat, u); },
            [&] { AscendC::Divs<AscendC::BinaryDefaultType, true, kLeft>(d, b[0], a, c.mask[0], c.repeat, u); });
      else
        Forms(
            c, [&] { AscendC::Divs(d, a, scalar, c.count); }, [&] { AscendC::Divs(d, scalar, a, c.mask, c.repeat, u); },
            [&] { AscendC::Maxs(d, a, b[0], c.mask[0], c.repeat, u); });
      break;
    case 10:
      Forms(
          c, [&] { AscendC::AddRelu(d, a, b, c.count); }, [&] { AscendC::SubRelu(d, a, b, c.mask, c.repeat, p); },
          [&] { AscendC::AddRelu(d, a, b, c.mask[0], c.repeat, p); });
      break;
    case 11:
      Forms(
          c, [&] { AscendC::FusedMulAdd(d, a, b, c.count); },
          [&] { AscendC::MulAddRelu(d, a, b, c.mask, c.repeat, p); },
          [&] { AscendC::MulAddDst(d, a, b, c.mask[0], c.repeat, p); });
      break;
    case 12:
      Forms(
          c, [&] { AscendC::Axpy(d, a, scalar, c.count); }, [&] { AscendC::Axpy(d, a, scalar, c.mask, c.repeat, u); },
          [&] { AscendC::Axpy<T, T, false>(d, a, scalar, c.mask[0], c.repeat, u); });
      break;
    case 13:  // the ISASI composites
      if (c.flag)
        AscendC::AbsSub(d, a, b, static_cast<uint32_t>(c.count));
      else
        AscendC::Prelu(d, a, b, static_cast<uint32_t>(c.count));
      break;
    default: {  // half sources into float: MulAddDst, Axpy, ExpSub
      const auto h0 = TensorAt<half>(c.src0), h1 = TensorAt<half>(c.src1);
      const auto f = TensorAt<float>(c.dst);
      if (c.flag)
        Forms(
            c, [&] { AscendC::ExpSub(f, h0, h1, static_cast<uint32_t>(c.count)); },
            [&] { AscendC::MulAddDst(f, h0, h1, c.mask, c.repeat, p); },
            [&] { AscendC::MulAddDst(f, h0, h1, c.mask[0], c.repeat, p); });
      else
        Forms(
            c, [&] { AscendC::MulAddDst(f, h0, h1, c.count); },
            [&] { AscendC::Axpy(f, h0, half(scalar), c.mask, c.repeat, u); },
            [&] { AscendC::Axpy(f, h0, half(scalar), c.mask[0], c.repeat, u); });
      break;
    }
  }
}

// Integers: Not, And, Or, Ands, Ors, the shifts, Mull.
template <typename T>
void RunInteger(int api, const Call& c, T scalar) {
  namespace d = ascendc_host::detail;
  const auto a = TensorAt<T>(c.src0), b = TensorAt<T>(c.src1), dst = TensorAt<T>(c.dst);
  const auto& u = c.unary;
  const auto& p = c.binary;
  constexpr bool kMask = sizeof(T) == 2 || sizeof(T) == 4;
  const int form = kMask ? c.form : 0;
  switch (api % 6) {
    case 0:
      if (form == 0)
        AscendC::Not(dst, a, c.count);
      else if constexpr (kMask)
        form == 1 ? AscendC::Not(dst, a, c.mask, c.repeat, u) : AscendC::Not(dst, a, c.mask[0], c.repeat, u);
      break;
    case 1:
      if (form == 0)
        c.flag ? AscendC::And(dst, a, b, c.count) : AscendC::Or(dst, a, b, c.count);
      else if constexpr (kMask)
        form == 1 ? AscendC::And(dst, a, b, c.mask, c.repeat, p)
                  : AscendC::Or<T, false>(dst, a, b, c.mask[0], c.repeat, p);
      break;
    case 2:
      if constexpr (d::LogicTypeSupported<ascendc_host::LogicOp::kAnds, T>(false)) {
        if (form == 0 || !d::LogicTypeSupported<ascendc_host::LogicOp::kAnds, T>(true)) {
          c.flag ? AscendC::Ands(dst, a, b[0], c.count)
                 : AscendC::Ors<AscendC::BinaryDefaultType, true, kLeft>(dst, b[0], a, c.count);
        } else if constexpr (d::LogicTypeSupported<ascendc_host::LogicOp::kAnds, T>(true)) {
          if (form == 1)
            AscendC::Ands(dst, scalar, a, c.mask, c.repeat, u);
          else
            AscendC::Ors(dst, a, scalar, c.mask[0], c.repeat, u);
        }
      }
      break;
    case 3:
      if (form == 0)
        c.flag ? AscendC::ShiftLeft(dst, a, scalar, c.count) : AscendC::ShiftRight(dst, a, scalar, c.count);
      else if constexpr (kMask) {
        if (form == 1)
          AscendC::ShiftLeft(dst, a, scalar, c.mask, c.repeat, u);
        else
          AscendC::ShiftRight(dst, a, scalar, c.mask[0], c.repeat, u, c.flag);
      }
      break;
    case 4: {
      const auto counts = TensorAt<std::make_signed_t<T>>(c.src1);
      c.flag ? AscendC::ShiftLeft(dst, a, counts, c.count) : AscendC::ShiftRight(dst, a, counts, c.count);
      break;
    }
    default:
      if constexpr (sizeof(T) == 4)
        AscendC::Mull(dst, TensorAt<T>(c.src1 ^ 0x4000u), a, b, static_cast<uint32_t>(c.count));
      break;
  }
}

// A bound on the bytes an operand of the call may touch from its address.
uint64_t SpanBound(const Call& c, uint16_t block_stride, uint16_t repeat_stride, uint64_t counter) {
  if (c.form == 0) return (c.count < 0 ? 0 : uint64_t(c.count)) * 4 + 256;
  const uint64_t repeats = counter != 0 ? counter / 16 + 1 : c.repeat;
  return repeats * repeat_stride * 32 + 8ull * block_stride * 32 + 256;
}

// The APIs with a bounded, not exact, result (Exp, Ln, Rsqrt, ExpSub) must
// not read what the call wrote: the reference would go on from its results,
// the kernel from its own, and the difference grows. True when the
// destination is apart from both sources.
bool ApartFromSources(const Call& c, uint64_t counter) {
  const uint64_t d_end = c.dst + SpanBound(c, c.binary.dstBlkStride, c.binary.dstRepStride, counter);
  for (uint32_t s : {c.src0, c.src1}) {
    const uint64_t s_end = s + SpanBound(c, 20, 20, counter);
    if (c.dst < s_end && s < d_end) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  const fuzz::CrossCheckedInput frame(in);
  auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t ub_bytes = core.ub_bytes;

  const int api = in.Take<uint8_t>() % 15;
  const int type = in.Take<uint8_t>() % 8;
  Call c;
  c.form = in.Take<uint8_t>() % 3;
  c.count = static_cast<int32_t>(in.Bool() ? in.Range(0, 70000) : in.Range(0, 1024));
  if (in.Take<uint8_t>() == 0) c.count = -c.count;
  c.mask[0] = in.Bool() ? in.Take<uint64_t>() : in.Range(0, 130);
  c.mask[1] = in.Bool() ? in.Take<uint64_t>() : 0;
  c.repeat = static_cast<uint8_t>(in.Bool() ? in.Take<uint8_t>() : in.Range(0, 4));
  auto stride = [&](uint32_t usual) { return static_cast<uint8_t>(in.Bool() ? in.Range(0, 20) : usual); };
  c.binary = BinaryRepeatParams(stride(1), stride(1), stride(1), stride(8), stride(8), stride(8));
  c.unary = UnaryRepeatParams(stride(1), stride(1), stride(8), stride(8));
  c.dst = PickAddress(in, ub_bytes);
  c.src0 = in.Bool() ? c.dst : PickAddress(in, ub_bytes);
  c.src1 = PickAddress(in, ub_bytes);
  c.flag = in.Bool();
  const uint64_t scalar_bits = in.Bool() ? in.Take<uint64_t>() : in.Range(0, 70);
  // The registers as an earlier call may have left them.
  if (in.Bool()) AscendC::SetMaskCount();
  core.vector_mask[0] = in.Bool() ? in.Range(0, 4096) : in.Take<uint64_t>();
  core.vector_mask[1] = in.Take<uint64_t>();
  if (in.Bool()) core.ctrl |= 1ull << ascendc_host::runtime::ctrl::kFloatNonSaturating;
  if (in.Bool()) core.ctrl |= 1ull << ascendc_host::runtime::ctrl::kIntegerSaturating;
  // Keep one input's work bounded: Counter mode may count to 2^64.
  if (core.mask_mode == ascendc_host::runtime::MaskMode::kCounter &&
      (core.vector_mask[0] > (1u << 16) || c.mask[0] > (1u << 16)))
    return 0;
  c.unary.dstBlkStride = c.binary.dstBlkStride;
  c.unary.dstRepStride = c.binary.dstRepStride;
  const bool approximate = type <= 1 && (api == 2 || api == 3 || api == 5 || (api == 14 && c.flag));
  const uint64_t counter =
      core.mask_mode == ascendc_host::runtime::MaskMode::kCounter ? (c.mask[0] | core.vector_mask[0]) : 0;
  if (approximate && !ApartFromSources(c, counter)) return 0;
  fuzz::FillUb(core.ub, ub_bytes, in.Take<uint64_t>());

  if (std::getenv("FUZZ_DEBUG"))
    std::fprintf(stderr,
                 "target=%s checked=%d api=%d type=%d form=%d count=%d mask=%llx/%llx "
                 "repeat=%u dst=%u src0=%u "
                 "src1=%u flag=%d scalar=%llx counter=%d\n",
                 ascendc_host::target::Active().c_str(), ascendc_host::CheckedMode(), api, type, c.form, c.count,
                 static_cast<unsigned long long>(c.mask[0]), static_cast<unsigned long long>(c.mask[1]), c.repeat,
                 c.dst, c.src0, c.src1, int(c.flag), static_cast<unsigned long long>(scalar_bits), int(core.mask_mode));
  auto scalar = [&](auto t) {
    decltype(t) v;
    std::memcpy(&v, &scalar_bits, sizeof v);
    return v;
  };
  fuzz::AbortOnReferenceDifference([&] {
    switch (type) {
      case 0:
        RunFloat<half>(api, c, scalar(half()));
        break;
      case 1:
        RunFloat<float>(api, c, scalar(0.0f));
        break;
      case 2:
        RunInteger<int16_t>(api, c, scalar(int16_t()));
        break;
      case 3:
        RunInteger<uint16_t>(api, c, scalar(uint16_t()));
        break;
      case 4:
        RunInteger<int32_t>(api, c, scalar(int32_t()));
        break;
      case 5:
        RunInteger<uint32_t>(api, c, scalar(uint32_t()));
        break;
      case 6:
        RunInteger<int8_t>(api, c, scalar(int8_t()));
        break;
      default:
        RunInteger<uint64_t>(api, c, scalar(uint64_t()));
        break;
    }
  });
  return 0;
}
