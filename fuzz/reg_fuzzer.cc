// The Reg layer (SPEC 0.5, 1, 4): LoadAlign and StoreAlign with every
// distribution the API accepts, in their plain, post-update and AddrReg
// overloads (b64 RegTraitNumTwo included), and Reg Gather in both forms,
// against the reference: register bytes, the post-updated pointer and the
// whole UB image must match. Addresses run from below the UB start to past
// its end, aligned or not; masks, indices and strides are valid and invalid;
// checked and release mode; every SIMD target this CPU runs.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "reference/reg_reference.h"
#include "ub_oracle.h"

namespace {

namespace R = AscendC::Reg;
namespace ref = ascendc_host::reference;

struct Ctx {
  fuzz::Input* in;
  uint8_t* ub;
  uint32_t ub_bytes;
  int64_t at;        // UB byte offset of the pointer argument (may lie outside UB)
  uint8_t overload;  // 0 plain, 1 post-update, 2 AddrReg
  int32_t stride;
  uint16_t indices[2];
  uint32_t strides[2];
  R::MaskReg mask;
  uint64_t seed;
  fuzz::Verdict verdict{"Reg", fuzz::Outcome::kNone, fuzz::Outcome::kNone};
  std::vector<uint8_t> original, expected;
};

template <typename T>
T* PointerAt(const Ctx& c, int64_t at) {
  return reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(c.ub) + static_cast<uintptr_t>(at));
}

ref::MaskImage ImageOf(const R::MaskReg& m) {
  ref::MaskImage image;
  for (int w = 0; w < 4; ++w) image.words[w] = m.words[w];
  return image;
}

template <typename Reg>
void FillRegister(Reg& r, uint64_t seed) {
  for (auto& one : r.reg) fuzz::FillUb(one, sizeof(one), seed++);
}

// Raises the reference's FATAL for a post-updated pointer outside [0, UB size].
void RequirePostUpdateInUb(const Ctx& c, int64_t next) {
  if (c.overload != 1) return;  // only the post-update overloads move the pointer
  if (next < 0 || next > static_cast<int64_t>(c.ub_bytes))
    ascendc_host::RaiseFatal("reference", "postUpdateStride", std::to_string(next), "pointer outside UB");
}

template <typename T>
uint64_t AddrRegBytes(const Ctx& c, R::AddrReg* reg) {
  *reg = R::CreateAddrReg<T>(c.indices[0], c.strides[0], c.indices[1], c.strides[1]);
  const uint32_t indices[2] = {c.indices[0], c.indices[1]};
  const uint64_t expected = ref::reg::AddrRegBytes(sizeof(T), indices, c.strides, 2);
  if (reg->byte_offset != expected) c.verdict.Fail("CreateAddrReg offset differs");
  return expected;
}

void RequireSameRegister(const Ctx& c, const uint8_t* expected, const uint8_t* actual) {
  if (c.verdict.library == fuzz::Outcome::kNone) fuzz::RequireSame("register", expected, actual, 256);
}

// `bytes`: SPEC 4.4's "bytes read", what the library range-checks; the
// reference reads only the bytes a dist uses (DS_B8 skips the last byte).
template <typename T, R::LoadDist dist>
void SingleLoad(Ctx& c, uint32_t bytes) {
  using Reg = R::RegTensor<T>;
  Reg reg;
  FillRegister(reg, c.seed);
  uint8_t expected[256] = {};
  const ref::Ub ub(c.expected.data(), c.ub_bytes);
  T* p = PointerAt<T>(c, c.at);
  int64_t address = c.at, next = c.at;
  if (c.overload == 1) {
    next = c.at + int64_t{c.stride} * static_cast<int64_t>(sizeof(T));
    c.verdict.library = fuzz::Run([&] { R::LoadAlign<T, R::PostLiteral::POST_MODE_UPDATE, dist>(reg, p, c.stride); }, &c.verdict.library_message);
  } else if (c.overload == 2) {
    R::AddrReg offset;
    address += static_cast<int64_t>(AddrRegBytes<T>(c, &offset));
    c.verdict.library = fuzz::Run([&] { R::LoadAlign<T, dist>(reg, p, offset); }, &c.verdict.library_message);
  } else {
    c.verdict.library = fuzz::Run([&] { R::LoadAlign<T, dist>(reg, p); }, &c.verdict.library_message);
  }
  c.verdict.reference = fuzz::Run(
      [&] {
        ref::reg::Load(ub, static_cast<uint32_t>(dist), static_cast<uint64_t>(address), expected);
        RequirePostUpdateInUb(c, next);
      },
      &c.verdict.reference_message);
  c.verdict.fatal_permitted = address < 0 || address + bytes > c.ub_bytes;
  RequireSameRegister(c, expected, reg.reg[0]);
  if (c.verdict.library == fuzz::Outcome::kNone && p != PointerAt<T>(c, next)) c.verdict.Fail("post-updated pointer differs");
}

template <typename T, R::LoadDist dist>
void DualLoad(Ctx& c) {
  R::RegTensor<T> r0, r1;
  uint8_t e0[256] = {}, e1[256] = {};
  const ref::Ub ub(c.expected.data(), c.ub_bytes);
  T* p = PointerAt<T>(c, c.at);
  int64_t address = c.at, next = c.at;
  if (c.overload == 1) {
    next = c.at + int64_t{c.stride} * static_cast<int64_t>(sizeof(T));
    c.verdict.library = fuzz::Run([&] { R::LoadAlign<T, R::PostLiteral::POST_MODE_UPDATE, dist>(r0, r1, p, c.stride); }, &c.verdict.library_message);
  } else if (c.overload == 2) {
    R::AddrReg offset;
    address += static_cast<int64_t>(AddrRegBytes<T>(c, &offset));
    c.verdict.library = fuzz::Run([&] { R::LoadAlign<T, dist>(r0, r1, p, offset); }, &c.verdict.library_message);
  } else {
    c.verdict.library = fuzz::Run([&] { R::LoadAlign<T, dist>(r0, r1, p); }, &c.verdict.library_message);
  }
  c.verdict.reference = fuzz::Run(
      [&] {
        ref::reg::LoadDual(ub, static_cast<uint32_t>(dist), static_cast<uint64_t>(address), e0, e1);
        RequirePostUpdateInUb(c, next);
      },
      &c.verdict.reference_message);
  RequireSameRegister(c, e0, r0.reg[0]);
  RequireSameRegister(c, e1, r1.reg[0]);
  if (c.verdict.library == fuzz::Outcome::kNone && p != PointerAt<T>(c, next)) c.verdict.Fail("post-updated pointer differs");
}

void SplitLoad(Ctx& c) {
  R::RegTensor<int64_t, R::RegTraitNumTwo> reg;
  uint8_t e0[256] = {}, e1[256] = {};
  const ref::Ub ub(c.expected.data(), c.ub_bytes);
  int64_t* p = PointerAt<int64_t>(c, c.at);
  int64_t next = c.at;
  if (c.overload == 1) {
    next = c.at + int64_t{c.stride} * 8;
    c.verdict.library = fuzz::Run([&] { R::LoadAlign<int64_t, R::PostLiteral::POST_MODE_UPDATE>(reg, p, c.stride); }, &c.verdict.library_message);
  } else {
    c.verdict.library = fuzz::Run([&] { R::LoadAlign(reg, p); }, &c.verdict.library_message);
  }
  c.verdict.reference = fuzz::Run(
      [&] {
        ref::reg::LoadB64Split(ub, static_cast<uint64_t>(c.at), e0, e1);
        RequirePostUpdateInUb(c, next);
      },
      &c.verdict.reference_message);
  RequireSameRegister(c, e0, reg.reg[0]);
  RequireSameRegister(c, e1, reg.reg[1]);
  if (c.verdict.library == fuzz::Outcome::kNone && p != PointerAt<int64_t>(c, next)) c.verdict.Fail("post-updated pointer differs");
}

// `bytes`: what the library range-checks (a whole masked store, even where
// the mask leaves the last lanes off); the reference writes active bytes.
template <typename T, R::StoreDist dist>
void SingleStore(Ctx& c, uint32_t bytes) {
  R::RegTensor<T> reg;
  FillRegister(reg, c.seed);
  const ref::Ub ub(c.expected.data(), c.ub_bytes);
  T* p = PointerAt<T>(c, c.at);
  int64_t address = c.at, next = c.at;
  if (c.overload == 1) {
    next = c.at + int64_t{c.stride} * static_cast<int64_t>(sizeof(T));
    c.verdict.library = fuzz::Run([&] { R::StoreAlign<T, R::PostLiteral::POST_MODE_UPDATE, dist>(p, reg, c.stride, c.mask); }, &c.verdict.library_message);
  } else if (c.overload == 2) {
    R::AddrReg offset;
    address += static_cast<int64_t>(AddrRegBytes<T>(c, &offset));
    c.verdict.library = fuzz::Run([&] { R::StoreAlign<T, dist>(p, reg, offset, c.mask); }, &c.verdict.library_message);
  } else {
    c.verdict.library = fuzz::Run([&] { R::StoreAlign<T, dist>(p, reg, c.mask); }, &c.verdict.library_message);
  }
  c.verdict.reference = fuzz::Run(
      [&] {
        ref::reg::Store(ub, static_cast<uint32_t>(dist), sizeof(T), static_cast<uint64_t>(address), reg.reg[0], ImageOf(c.mask));
        RequirePostUpdateInUb(c, next);
      },
      &c.verdict.reference_message);
  c.verdict.fatal_permitted = address < 0 || address + bytes > c.ub_bytes;
  if (c.verdict.library == fuzz::Outcome::kNone && p != PointerAt<T>(c, next)) c.verdict.Fail("post-updated pointer differs");
}

template <typename T, R::StoreDist dist>
void DualStore(Ctx& c) {
  R::RegTensor<T> r0, r1;
  FillRegister(r0, c.seed);
  FillRegister(r1, c.seed + 7);
  const ref::Ub ub(c.expected.data(), c.ub_bytes);
  T* p = PointerAt<T>(c, c.at);
  int64_t address = c.at;
  if (c.overload == 2) {
    R::AddrReg offset;
    address += static_cast<int64_t>(AddrRegBytes<T>(c, &offset));
    c.verdict.library = fuzz::Run([&] { R::StoreAlign<T, dist>(p, r0, r1, offset, c.mask); }, &c.verdict.library_message);
  } else {
    c.verdict.library = fuzz::Run([&] { R::StoreAlign<T, dist>(p, r0, r1, c.mask); }, &c.verdict.library_message);
  }
  c.verdict.reference = fuzz::Run(
      [&] { ref::reg::StoreDual(ub, static_cast<uint32_t>(dist), static_cast<uint64_t>(address), r0.reg[0], r1.reg[0]); },
      &c.verdict.reference_message);
}

void SplitStore(Ctx& c) {
  R::RegTensor<uint64_t, R::RegTraitNumTwo> reg;
  FillRegister(reg, c.seed);
  const ref::Ub ub(c.expected.data(), c.ub_bytes);
  uint64_t* p = PointerAt<uint64_t>(c, c.at);
  int64_t next = c.at, second = c.at + 256;
  if (c.overload == 1) {
    next = c.at + int64_t{c.stride} * 8;
    if (c.stride >= 0 && c.stride <= 32) second = c.at + 8 * c.stride;
    c.verdict.library = fuzz::Run([&] { R::StoreAlign<uint64_t, R::PostLiteral::POST_MODE_UPDATE>(p, reg, c.stride, c.mask); }, &c.verdict.library_message);
    c.verdict.reference = fuzz::Run(
        [&] {
          const uint64_t after = ref::reg::StoreB64SplitPostUpdate(ub, static_cast<uint64_t>(c.at), c.stride, reg.reg[0], reg.reg[1], ImageOf(c.mask));
          if (static_cast<int64_t>(after) != next) c.verdict.Fail("reference post-update disagrees with SPEC 4.8");
          RequirePostUpdateInUb(c, next);
        },
        &c.verdict.reference_message);
  } else {
    c.verdict.library = fuzz::Run([&] { R::StoreAlign(p, reg, c.mask); }, &c.verdict.library_message);
    c.verdict.reference = fuzz::Run(
        [&] { ref::reg::StoreB64Split(ub, static_cast<uint64_t>(c.at), static_cast<uint64_t>(c.at) + 256, reg.reg[0], reg.reg[1], ImageOf(c.mask)); },
        &c.verdict.reference_message);
  }
  c.verdict.fatal_permitted = c.at < 0 || c.at + 256 > c.ub_bytes || second < 0 || second + 256 > c.ub_bytes;
  if (c.verdict.library == fuzz::Outcome::kNone && p != PointerAt<uint64_t>(c, next)) c.verdict.Fail("post-updated pointer differs");
}

// Form A. Index values: mostly inside the source's reach, sometimes raw.
template <typename D, typename S, typename I, const R::RegTrait& dst_trait = R::RegTraitNumOne,
          const R::RegTrait& index_trait = R::RegTraitNumOne>
void UbGather(Ctx& c) {
  using Dst = R::RegTensor<D, dst_trait>;
  using Index = R::RegTensor<I, index_trait>;
  Index index;
  const uint8_t style = c.in->Take<uint8_t>() % 4;
  uint64_t state = c.seed;
  const int64_t reach = (static_cast<int64_t>(c.ub_bytes) - c.at) / static_cast<int64_t>(sizeof(S));
  for (uint32_t k = 0; k < Index::kElements; ++k) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    const uint64_t r = state >> 16;
    uint64_t v = r;
    if (style == 0 && reach > 0) v = r % static_cast<uint64_t>(reach);
    if (style == 1 && reach > 0) v = static_cast<uint64_t>(reach) - 1 - r % 3;  // the last elements, one past
    if (style == 2) v = r % 0x20000;
    index.SetElement(k, static_cast<I>(v));
  }
  Dst dst;
  FillRegister(dst, c.seed + 3);
  uint8_t e0[256] = {}, e1[256] = {};
  const ref::Ub ub(c.expected.data(), c.ub_bytes);
  S* base = PointerAt<S>(c, c.at);
  c.verdict.library = fuzz::Run([&] { R::Gather(dst, base, index, c.mask); }, &c.verdict.library_message);
  c.verdict.reference = fuzz::Run(
      [&] {
        ref::reg::Gather(ub, sizeof(D), dst_trait.REG_NUM, sizeof(S), c.at, sizeof(I), index_trait.REG_NUM, index.reg[0],
                         index_trait.REG_NUM == 2 ? index.reg[index_trait.REG_NUM - 1] : nullptr, ImageOf(c.mask), e0, e1);
      },
      &c.verdict.reference_message);
  RequireSameRegister(c, e0, dst.reg[0]);
  if (dst_trait.REG_NUM == 2) RequireSameRegister(c, e1, dst.reg[dst_trait.REG_NUM - 1]);
}

template <typename T>
void Permute(Ctx& c) {
  R::RegTensor<T> src, dst;
  R::RegTensor<std::make_unsigned_t<T>> index;
  FillRegister(src, c.seed);
  FillRegister(index, c.seed + 1);
  uint8_t expected[256];
  ref::reg::Permute(sizeof(T), src.reg[0], index.reg[0], expected);
  const bool in_place = c.in->Bool();
  c.verdict.library = fuzz::Run([&] {
    if (in_place) R::Gather(src, src, index);
    else R::Gather(dst, src, index);
  });
  if (c.verdict.library != fuzz::Outcome::kNone) c.verdict.Fail("Gather (register form) raised an error");
  fuzz::RequireSame("permutation", expected, in_place ? src.reg[0] : dst.reg[0], 256);
}

void RunOne(Ctx& c, uint8_t op) {
  using LD = R::LoadDist;
  using SD = R::StoreDist;
  switch (op % 48) {
    case 0: return SingleLoad<uint8_t, LD::DIST_NORM>(c, 256);
    case 1: return SingleLoad<half, LD::DIST_NORM>(c, 256);
    case 2: return SingleLoad<float, LD::DIST_NORM>(c, 256);
    case 3: return SingleLoad<int64_t, LD::DIST_NORM>(c, 256);
    case 4: return SingleLoad<uint8_t, LD::DIST_BRC_B8>(c, 1);
    case 5: return SingleLoad<uint16_t, LD::DIST_BRC_B16>(c, 2);
    case 6: return SingleLoad<float, LD::DIST_BRC_B32>(c, 4);
    case 7: return SingleLoad<int8_t, LD::DIST_US_B8>(c, 128);
    case 8: return SingleLoad<bfloat16_t, LD::DIST_US_B16>(c, 128);
    case 9: return SingleLoad<uint8_t, LD::DIST_DS_B8>(c, 512);
    case 10: return SingleLoad<int16_t, LD::DIST_DS_B16>(c, 512);
    case 11: return SingleLoad<uint16_t, LD::DIST_UNPACK_B8>(c, 128);
    case 12: return SingleLoad<uint32_t, LD::DIST_UNPACK_B16>(c, 128);
    case 13: return SingleLoad<uint32_t, LD::DIST_UNPACK_B32>(c, 128);
    case 14: return SingleLoad<int32_t, LD::DIST_UNPACK4_B8>(c, 64);
    case 15: return SingleLoad<float, LD::DIST_BLK>(c, 32);
    case 16: return SingleLoad<half, LD::DIST_E2B_B16>(c, 16);
    case 17: return SingleLoad<uint32_t, LD::DIST_E2B_B32>(c, 32);
    case 18: return DualLoad<uint8_t, LD::DIST_DINTLV_B8>(c);
    case 19: return DualLoad<uint16_t, LD::DIST_DINTLV_B16>(c);
    case 20: return DualLoad<float, LD::DIST_DINTLV_B32>(c);
    case 21: return DualLoad<uint64_t, LD::DIST_DINTLV_B32>(c);
    case 22: return SplitLoad(c);
    case 23: return SingleStore<uint8_t, SD::DIST_NORM>(c, 256);
    case 24: return SingleStore<half, SD::DIST_NORM>(c, 256);
    case 25: return SingleStore<float, SD::DIST_NORM>(c, 256);
    case 26: return SingleStore<uint64_t, SD::DIST_NORM>(c, 256);
    case 27: return SingleStore<float, SD::DIST_NORM_B8>(c, 256);
    case 28: return SingleStore<uint8_t, SD::DIST_NORM_B16>(c, 256);
    case 29: return SingleStore<int16_t, SD::DIST_NORM_B32>(c, 256);
    case 30: return SingleStore<uint8_t, SD::DIST_FIRST_ELEMENT_B8>(c, 1);
    case 31: return SingleStore<half, SD::DIST_FIRST_ELEMENT_B16>(c, 2);
    case 32: return SingleStore<float, SD::DIST_FIRST_ELEMENT_B32>(c, 4);
    case 33: return SingleStore<uint16_t, SD::DIST_PACK_B16>(c, 128);
    case 34: return SingleStore<uint32_t, SD::DIST_PACK_B32>(c, 128);
    case 35: return SingleStore<int64_t, SD::DIST_PACK_B64>(c, 128);
    case 36: return SingleStore<uint32_t, SD::DIST_PACK4_B32>(c, 64);
    case 37: return DualStore<uint8_t, SD::DIST_INTLV_B8>(c);
    case 38: return DualStore<uint16_t, SD::DIST_INTLV_B16>(c);
    case 39: return DualStore<float, SD::DIST_INTLV_B32>(c);
    case 40: return SplitStore(c);
    case 41: return UbGather<int16_t, int8_t, uint16_t>(c);
    case 42: return UbGather<half, half, uint16_t>(c);
    case 43: return UbGather<float, float, uint32_t>(c);
    case 44: return UbGather<uint64_t, uint64_t, uint32_t>(c);
    case 45: {
      switch (c.in->Take<uint8_t>() % 4) {
        case 0: return UbGather<int64_t, int64_t, uint32_t, R::RegTraitNumTwo>(c);
        case 1: return UbGather<uint64_t, uint64_t, uint64_t>(c);
        case 2: return UbGather<int64_t, int64_t, uint64_t, R::RegTraitNumOne, R::RegTraitNumTwo>(c);
        default: return UbGather<uint64_t, uint64_t, uint64_t, R::RegTraitNumTwo, R::RegTraitNumTwo>(c);
      }
    }
    case 46: return UbGather<uint16_t, uint8_t, uint16_t>(c);
    default: {
      switch (c.in->Take<uint8_t>() % 3) {
        case 0: return Permute<uint8_t>(c);
        case 1: return Permute<int16_t>(c);
        default: return Permute<uint32_t>(c);
      }
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  ascendc_host::SetWarningsPrinted(false);
  ascendc_host::ScopedCheckedMode checked(in.Bool());
  ascendc_host::runtime::ResetDefaultCore();
  fuzz::ForceTarget(in);
  auto& core = ascendc_host::runtime::CurrentCore();

  Ctx c;
  c.in = &in;
  c.ub = core.ub;
  c.ub_bytes = core.ub_bytes;
  const uint8_t op = in.Take<uint8_t>();
  const uint8_t where = in.Take<uint8_t>() % 5;
  const uint32_t r = in.Take<uint32_t>();
  switch (where) {
    case 0: c.at = r % (c.ub_bytes / 32 + 1) * 32; break;
    case 1: c.at = static_cast<int64_t>(c.ub_bytes) - (r % 40) * 32; break;  // the last blocks, up to the end
    case 2: c.at = r % (c.ub_bytes + 1); break;                              // any alignment
    case 3: c.at = -static_cast<int64_t>(r % 16 + 1) * 32; break;            // below the UB start
    default: c.at = static_cast<int64_t>(c.ub_bytes) - 520 + r % 1040; break;  // around the end, any alignment
  }
  c.overload = in.Take<uint8_t>() % 3;
  c.stride = in.Bool() ? static_cast<int32_t>(in.Take<uint32_t>()) : static_cast<int32_t>(in.Range(0, 1024)) - 512;
  c.indices[0] = in.Take<uint16_t>() % (in.Bool() ? 65535 : 8);
  c.indices[1] = in.Take<uint16_t>() % (in.Bool() ? 65535 : 4);
  c.strides[0] = in.Bool() ? in.Take<uint32_t>() : in.Range(0, 512);
  c.strides[1] = in.Range(0, 4096);
  switch (in.Take<uint8_t>() % 4) {
    case 0: for (auto& w : c.mask.words) w = ~0ull; break;
    case 1: break;
    case 2: {
      const uint32_t bits = in.Range(0, 256);
      for (uint32_t b = 0; b < bits; ++b) c.mask.words[b / 64] |= 1ull << (b % 64);
      break;
    }
    default: for (auto& w : c.mask.words) w = in.Take<uint64_t>(); break;
  }
  c.seed = in.Take<uint64_t>();
  fuzz::FillUb(core.ub, core.ub_bytes, c.seed);
  c.original.assign(core.ub, core.ub + core.ub_bytes);
  c.expected = c.original;
  if (std::getenv("FUZZ_DEBUG"))
    std::fprintf(stderr, "target=%s checked=%d op=%u at=%lld overload=%u stride=%d\n", ascendc_host::target::Active().c_str(),
                 ascendc_host::CheckedMode(), op % 48, static_cast<long long>(c.at), c.overload, c.stride);
  RunOne(c, op);
  c.verdict.Apply(c.original.data(), c.expected.data(), core.ub, core.ub_bytes);
  ascendc_host::target::Force(0);
  return 0;
}
