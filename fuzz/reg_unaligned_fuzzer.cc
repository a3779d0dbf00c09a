// The unaligned Reg moves (SPEC 13.12): a sequence of LoadUnAlignPre /
// LoadUnAlign / StoreUnAlign / StoreUnAlignPost calls in every form (plain,
// post-update, AddrReg, AR, MaskReg, b64 RegTraitNumTwo) and Load / Store,
// sharing one unaligned load and one unaligned store register, against the
// reference: after every call the register, the unaligned registers' state,
// the moved pointer, AR and the whole UB image must match. Addresses run
// from below the UB start to past its end at any byte; counts and strides
// are valid and invalid; checked and release mode. A call the library
// refuses must leave UB and both unaligned registers untouched.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "reference/reg_unaligned.h"
#include "ub_oracle.h"

namespace {

namespace R = AscendC::Reg;
namespace ref = ascendc_host::reference;

struct Streams {
  R::UnalignRegForLoad load;
  R::UnalignRegForStore store;
  ref::reg::UnalignLoadState ref_load;
  ref::reg::UnalignStoreState ref_store;
};

template <typename T>
T* PointerAt(uint8_t* ub, int64_t at) {
  return reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(ub) + static_cast<uintptr_t>(at));
}

void RequireInUb(int64_t at, uint32_t ub_bytes, const char* what) {
  if (at < 0 || at > static_cast<int64_t>(ub_bytes)) ascendc_host::RaiseFatal("reference", what, std::to_string(at), "outside UB");
}

// One call; returns false when the library raised (the sequence stops).
template <typename T>
bool RunOne(fuzz::Input& in, Streams& s, uint8_t* ub, uint32_t ub_bytes, std::vector<uint8_t>& expected) {
  constexpr uint32_t kLanes = 256 / sizeof(T);
  fuzz::Verdict verdict{"Reg unaligned", fuzz::Outcome::kNone, fuzz::Outcome::kNone, false, {}, {}};
  const std::vector<uint8_t> original(ub, ub + ub_bytes);
  const ref::Ub image(expected.data(), ub_bytes);
  const uint8_t op = in.Take<uint8_t>() % 12;
  const uint32_t r = in.Take<uint32_t>();
  int64_t at = 0;
  switch (in.Take<uint8_t>() % 4) {
    case 0: at = r % (ub_bytes + 1); break;
    case 1: at = static_cast<int64_t>(ub_bytes) - r % 600; break;
    case 2: at = -static_cast<int64_t>(r % 64) - 1; break;
    default: at = r % 4096; break;
  }
  const uint32_t count = in.Bool() ? in.Range(0, kLanes) : in.Take<uint16_t>();
  const uint64_t seed = in.Take<uint64_t>();
  R::RegTensor<T> reg;
  fuzz::FillUb(reg.reg[0], 256, seed);
  R::MaskReg mask;
  for (auto& w : mask.words) w = in.Take<uint64_t>();
  T* p = PointerAt<T>(ub, at);
  int64_t next = at;  // where the pointer must be afterwards
  uint8_t want[512] = {};
  const Streams before = s;
  ref::reg::UnalignLoadState ref_load = s.ref_load;
  ref::reg::UnalignStoreState ref_store = s.ref_store;
  bool compare_register = false;
  auto& core = ascendc_host::runtime::CurrentCore();
  int64_t ar_after = core.spr_ar;
  verdict.fatal_permitted = at < 0 || at > static_cast<int64_t>(ub_bytes);
  if (std::getenv("FUZZ_DEBUG"))
    std::fprintf(stderr, "b%zu op=%u at=%lld count=%u\n", sizeof(T), op, static_cast<long long>(at), count);
  switch (op) {
    case 0:
      verdict.library = fuzz::Run([&] { R::LoadUnAlignPre(s.load, p); }, &verdict.library_message);
      verdict.reference = fuzz::Run([&] { RequireInUb(at, ub_bytes, "srcAddr"); ref::reg::LoadUnalignPre(image, at, ref_load); },
                                    &verdict.reference_message);
      break;
    case 1:
    case 2:
    case 3: {
      compare_register = true;
      int64_t address = at;
      if (op == 2) {
        next = at + int64_t{count} * static_cast<int64_t>(sizeof(T));
        verdict.library = fuzz::Run([&] { R::LoadUnAlign(reg, s.load, p, count); }, &verdict.library_message);
      } else if (op == 3) {
        R::AddrReg areg = R::CreateAddrReg<T>(static_cast<uint16_t>(count % 8), count);
        address += static_cast<int64_t>(areg.byte_offset);
        verdict.library = fuzz::Run([&] { R::LoadUnAlign(reg, s.load, p, areg, 0); }, &verdict.library_message);
      } else {
        verdict.library = fuzz::Run([&] { R::LoadUnAlign(reg, s.load, p); }, &verdict.library_message);
      }
      verdict.fatal_permitted |= address < 0 || address > static_cast<int64_t>(ub_bytes);
      verdict.reference = fuzz::Run(
          [&] {
            RequireInUb(address, ub_bytes, "srcAddr");
            ref::reg::LoadUnalign(image, address, ref_load, want);
            if (op == 2) RequireInUb(next, ub_bytes, "postUpdateStride");
          },
          &verdict.reference_message);
      break;
    }
    case 4: {  // b64 RegTraitNumTwo, post-update
      R::RegTensor<uint64_t, R::RegTraitNumTwo> wide;
      uint64_t* q = PointerAt<uint64_t>(ub, at);
      next = at + 8 * int64_t{count};
      verdict.library = fuzz::Run([&] { R::LoadUnAlign(wide, s.load, q, count); }, &verdict.library_message);
      const uint32_t second = 8 * (count < 32 ? count : 32);
      verdict.reference = fuzz::Run(
          [&] {
            RequireInUb(at, ub_bytes, "srcAddr");
            RequireInUb(next, ub_bytes, "postUpdateStride");
            ref::reg::LoadUnalignB64Split(image, at, second, ref_load, want, want + 256);
          },
          &verdict.reference_message);
      if (verdict.library == fuzz::Outcome::kNone) {
        fuzz::RequireSame("register (low words)", want, wide.reg[0], 256);
        fuzz::RequireSame("register (high words)", want + 256, wide.reg[1], 256);
        if (q != PointerAt<uint64_t>(ub, next)) verdict.Fail("post-updated pointer differs");
      }
      break;
    }
    case 5: {  // post-update store of `count` elements
      next = at + int64_t{count} * static_cast<int64_t>(sizeof(T));
      verdict.library = fuzz::Run([&] { R::StoreUnAlign(p, reg, s.store, count); }, &verdict.library_message);
      const uint32_t stored = count < kLanes ? count : kLanes;  // release clamp
      verdict.reference = fuzz::Run(
          [&] {
            RequireInUb(at, ub_bytes, "dstAddr");
            RequireInUb(next, ub_bytes, "postUpdateStride");
            ref::reg::StoreUnalign(image, at, reg.reg[0], stored * sizeof(T), ref_store);
          },
          &verdict.reference_message);
      break;
    }
    case 6: {  // AddrReg store: a whole register, the AddrReg post-updated
      R::AddrReg areg = R::CreateAddrReg<T>(static_cast<uint16_t>(count % 4), count);
      const int64_t address = at + static_cast<int64_t>(areg.byte_offset);
      const uint64_t offset = areg.byte_offset;
      verdict.fatal_permitted |= address > static_cast<int64_t>(ub_bytes);
      verdict.library = fuzz::Run([&] { R::StoreUnAlign(p, reg, s.store, areg); }, &verdict.library_message);
      verdict.reference = fuzz::Run(
          [&] {
            RequireInUb(address, ub_bytes, "dstAddr");
            ref::reg::StoreUnalign(image, address, reg.reg[0], 256, ref_store);
          },
          &verdict.reference_message);
      if (verdict.library == fuzz::Outcome::kNone && areg.byte_offset != offset + 256) verdict.Fail("AddrReg not advanced by 256");
      break;
    }
    case 7: {  // AR form: the count Squeeze left, at dstAddr + AR - count (or dstAddr)
      core.spr_ar = in.Range(0, 1024);
      ar_after = core.spr_ar;  // the store leaves AR
      core.squeeze_bytes = in.Bool() ? count % 257 / sizeof(T) * sizeof(T) : count % 300;
      int64_t bytes = core.squeeze_bytes;
      if (bytes > 256) bytes = 256;
      bytes = bytes / sizeof(T) * sizeof(T);  // release clamp
      const bool update = in.Bool();
      const int64_t address = update ? at + core.spr_ar - bytes : at;
      verdict.fatal_permitted |= address < 0 || address > static_cast<int64_t>(ub_bytes);
      if (update) verdict.library = fuzz::Run([&] { R::StoreUnAlign<T, R::PostLiteral::POST_MODE_UPDATE>(p, reg, s.store); }, &verdict.library_message);
      else verdict.library = fuzz::Run([&] { R::StoreUnAlign<T, R::PostLiteral::POST_MODE_NORMAL>(p, reg, s.store); }, &verdict.library_message);
      verdict.reference = fuzz::Run(
          [&] {
            RequireInUb(address, ub_bytes, "dstAddr");
            ref::reg::StoreUnalign(image, address, reg.reg[0], static_cast<uint32_t>(bytes), ref_store);
          },
          &verdict.reference_message);
      break;
    }
    case 8: {  // MaskReg store (b16 packing)
      uint16_t* q = PointerAt<uint16_t>(ub, at);
      next = at + 16;
      verdict.library = fuzz::Run([&] { R::StoreUnAlign(q, mask, s.store); }, &verdict.library_message);
      ref::MaskImage image_mask;
      for (int w = 0; w < 4; ++w) image_mask.words[w] = mask.words[w];
      verdict.reference = fuzz::Run(
          [&] {
            RequireInUb(at, ub_bytes, "dstAddr");
            RequireInUb(next, ub_bytes, "dstAddr");
            ref::reg::StoreMaskUnalign(image, at, 2, image_mask, ref_store);
          },
          &verdict.reference_message);
      if (verdict.library == fuzz::Outcome::kNone && q != PointerAt<uint16_t>(ub, next)) verdict.Fail("pointer differs");
      next = at;  // p itself did not move
      break;
    }
    case 9: {  // flush, post-update form
      const int32_t stride = static_cast<int32_t>(count % 64) - 8;
      next = at + int64_t{stride} * static_cast<int64_t>(sizeof(T));
      verdict.library = fuzz::Run([&] { R::StoreUnAlignPost(p, s.store, stride); }, &verdict.library_message);
      verdict.reference = fuzz::Run(
          [&] {
            RequireInUb(at, ub_bytes, "dstAddr");
            RequireInUb(next, ub_bytes, "postUpdateStride");
            ref::reg::StoreUnalignPost(image, at, ref_store);
          },
          &verdict.reference_message);
      break;
    }
    case 10:
      compare_register = true;
      verdict.library = fuzz::Run([&] { R::Load(reg, p); }, &verdict.library_message);
      verdict.reference = fuzz::Run(
          [&] {
            RequireInUb(at, ub_bytes, "srcAddr");
            ref::reg::UnalignLoadState fresh;
            ref::reg::LoadUnalignPre(image, at, fresh);
            ref::reg::LoadUnalign(image, at, fresh, want);
          },
          &verdict.reference_message);
      ref_load = s.ref_load;
      break;
    default: {
      const uint32_t stored = count < kLanes ? count : kLanes;
      verdict.library = fuzz::Run([&] { R::Store(p, reg, count); }, &verdict.library_message);
      verdict.reference = fuzz::Run(
          [&] {
            RequireInUb(at, ub_bytes, "dstAddr");
            ref::reg::UnalignStoreState fresh;
            ref::reg::StoreUnalign(image, at, reg.reg[0], stored * sizeof(T), fresh);
            ref::reg::StoreUnalignPost(image, at + stored * sizeof(T), fresh);
          },
          &verdict.reference_message);
      ref_store = s.ref_store;
      break;
    }
  }
  verdict.Apply(original.data(), expected.data(), ub, ub_bytes);
  if (verdict.library != fuzz::Outcome::kNone) {
    fuzz::RequireSame("ureg (load) after a raised error", before.load.bytes, s.load.bytes, 32);
    fuzz::RequireSame("ureg (store) after a raised error", before.store.bytes, s.store.bytes, 32);
    if (before.store.from != s.store.from) verdict.Fail("ureg (store) changed by a raised error");
    return false;
  }
  if (compare_register) fuzz::RequireSame("register", want, reg.reg[0], 256);
  if (op != 4 && op != 6 && op != 7 && p != PointerAt<T>(ub, next)) verdict.Fail("post-updated pointer differs");
  if (op == 7 && core.spr_ar != ar_after) verdict.Fail("AR differs");
  s.ref_load = ref_load;
  s.ref_store = ref_store;
  fuzz::RequireSame("ureg (load)", s.ref_load.bytes, s.load.bytes, 32);
  fuzz::RequireSame("ureg (store)", s.ref_store.bytes, s.store.bytes, 32);
  if (s.ref_store.from != s.store.from) verdict.Fail("ureg (store) pending position differs");
  return true;
}

template <typename T>
void RunSequence(fuzz::Input& in, uint8_t* ub, uint32_t ub_bytes, std::vector<uint8_t>& expected) {
  Streams s;
  for (int call = 0; call < 16 && in.remaining() > 0; ++call)
    if (!RunOne<T>(in, s, ub, ub_bytes, expected)) return;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  ascendc_host::SetWarningsPrinted(false);
  ascendc_host::ScopedCheckedMode checked(in.Bool());
  ascendc_host::runtime::ResetDefaultCore();
  auto& core = ascendc_host::runtime::CurrentCore();
  fuzz::FillUb(core.ub, core.ub_bytes, in.Take<uint64_t>());
  std::vector<uint8_t> expected(core.ub, core.ub + core.ub_bytes);
  if (std::getenv("FUZZ_DEBUG")) std::fprintf(stderr, "checked=%d\n", ascendc_host::CheckedMode());
  switch (in.Take<uint8_t>() % 4) {
    case 0: RunSequence<uint8_t>(in, core.ub, core.ub_bytes, expected); break;
    case 1: RunSequence<half>(in, core.ub, core.ub_bytes, expected); break;
    case 2: RunSequence<float>(in, core.ub, core.ub_bytes, expected); break;
    default: RunSequence<int64_t>(in, core.ub, core.ub_bytes, expected); break;
  }
  return 0;
}
