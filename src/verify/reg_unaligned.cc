// Cross-check mode of the unaligned Reg moves and the register moves:
// verify::RegUnalignCall -> the reference (src/reference/reg_unaligned.h).
// The outside region is the call's main result outside UB (the register, the
// MaskReg, or the unaligned register); the unaligned register of a load and
// the pending position of a store are compared here.
#include "ascendc_host/verify/reg_unaligned.h"

#include <cstring>
#include <memory>
#include <string>

#include "reference/reg_unaligned.h"

namespace ascendc_host {
namespace verify {
namespace {

using Kind = RegUnalignCall::Kind;

std::unique_ptr<RegUnalignCall> Copy(const void* call) {
  auto c = std::make_unique<RegUnalignCall>();
  std::memcpy(c.get(), call, sizeof(RegUnalignCall));
  return c;
}

const char* ApiOf(Kind k) {
  switch (k) {
    case Kind::kLoadPre: return "LoadUnAlignPre";
    case Kind::kLoad:
    case Kind::kLoadSplit: return "LoadUnAlign";
    case Kind::kLoadWhole: return "Load";
    case Kind::kStore:
    case Kind::kStoreMask: return "StoreUnAlign";
    case Kind::kStorePost: return "StoreUnAlignPost";
    case Kind::kStoreWhole: return "Store";
    case Kind::kMove: return "Move";
    case Kind::kMaskGen: return "MaskGenWithRegTensor";
  }
  return "?";
}

bool IsLoad(Kind k) { return k == Kind::kLoad || k == Kind::kLoadSplit || k == Kind::kLoadWhole; }
bool IsStore(Kind k) { return k == Kind::kStore || k == Kind::kStoreMask || k == Kind::kStorePost; }

std::string Hex32(const uint8_t* p) {
  static const char digits[] = "0123456789abcdef";
  std::string s;
  for (int i = 0; i < 32; ++i) {
    s += digits[p[i] >> 4];
    s += digits[p[i] & 15];
  }
  return s;
}

OutsideRegion Outside(const void* call) {
  const auto c = Copy(call);
  OutsideRegion r;
  if (IsLoad(c->kind) || c->kind == Kind::kMove) {
    r.address = c->out;
    r.bytes = 256u * static_cast<uint32_t>(c->reg_num);
    r.name = "dstReg";
    r.element_bytes = c->reg_num == 2 ? 4 : c->element_bytes;
  } else if (c->kind == Kind::kMaskGen) {
    r.address = c->out;
    r.bytes = 32;
    r.name = "dst";
  } else if (c->kind != Kind::kStoreWhole) {
    r.address = c->out_ureg;
    r.bytes = 32;
    r.name = "ureg";
  }
  return r;
}

void Run(const void* call, uint8_t* ub_bytes, uint32_t ub_size, uint8_t* outside, MaskRegisterState* after) {
  const auto c = Copy(call);
  const reference::Ub ub(ub_bytes, ub_size);
  after->counter_mode = c->counter_mode;
  after->vector_mask[0] = c->vector_mask[0];
  after->vector_mask[1] = c->vector_mask[1];
  reference::MaskImage mask;
  for (int w = 0; w < 4; ++w) mask.words[w] = c->predicate[w];
  const uint64_t address = static_cast<uint64_t>(c->address);
  const char* api = ApiOf(c->kind);

  reference::reg::UnalignLoadState load;
  std::memcpy(load.bytes, c->ureg, 32);
  reference::reg::UnalignStoreState store;
  std::memcpy(store.bytes, c->ureg, 32);
  store.from = c->ureg_from;

  switch (c->kind) {
    case Kind::kLoadPre:
      reference::reg::LoadUnalignPre(ub, address, load);
      std::memcpy(outside, load.bytes, 32);
      return;
    case Kind::kLoad: reference::reg::LoadUnalign(ub, address, load, outside); break;
    case Kind::kLoadSplit:
      reference::reg::LoadUnalignB64Split(ub, address, c->second, load, outside, outside + 256);
      break;
    case Kind::kLoadWhole: {
      reference::reg::UnalignLoadState fresh;
      reference::reg::LoadUnalignPre(ub, address, fresh);
      reference::reg::LoadUnalign(ub, address, fresh, outside);
      return;
    }
    case Kind::kStore: {
      const uint32_t first = c->count < 256 ? c->count : 256;
      reference::reg::StoreUnalign(ub, address, c->src[0], first, store);
      if (c->count > 256) reference::reg::StoreUnalign(ub, address + 256, c->src[1], c->count - 256, store);
      break;
    }
    case Kind::kStoreMask: reference::reg::StoreMaskUnalign(ub, address, c->element_bytes, mask, store); break;
    case Kind::kStorePost: reference::reg::StoreUnalignPost(ub, address, store); break;
    case Kind::kStoreWhole: {
      reference::reg::UnalignStoreState fresh;
      const uint32_t first = c->count < 256 ? c->count : 256;
      reference::reg::StoreUnalign(ub, address, c->src[0], first, fresh);
      if (c->count > 256) reference::reg::StoreUnalign(ub, address + 256, c->src[1], c->count - 256, fresh);
      reference::reg::StoreUnalignPost(ub, address + c->count, fresh);
      return;
    }
    case Kind::kMove:
      reference::reg::Move(c->element_bytes, c->reg_num, c->src[0], c->src[1], mask, outside, outside + 256);
      return;
    case Kind::kMaskGen: {
      const reference::MaskImage m = reference::reg::MaskGen(c->element_bytes, c->count, c->src[0]);
      std::memcpy(outside, m.words, 32);
      return;
    }
  }
  // The unaligned register and the AR register, compared here (the UB and
  // the outside region are compared by the caller).
  if (IsLoad(c->kind)) {
    if (std::memcmp(c->out_ureg, load.bytes, 32) != 0) RaiseDifference(api, "ureg", Hex32(c->out_ureg), Hex32(load.bytes));
    return;
  }
  if (IsStore(c->kind)) {
    std::memcpy(outside, store.bytes, 32);
    if (*c->out_ureg_from != store.from)
      RaiseDifference(api, "ureg pending from", std::to_string(*c->out_ureg_from), std::to_string(store.from));
  }
}

void RunUbOnly(const void* call, uint8_t* ub, uint32_t ub_size, MaskRegisterState* after) {
  uint8_t unused[512];
  Run(call, ub, ub_size, unused, after);
}

void Primary(const void* call, const char** name, uint64_t* address, uint32_t* element_bytes) {
  const auto c = Copy(call);
  *name = "dstAddr";
  *address = static_cast<uint64_t>(c->address);
  *element_bytes = c->kind == Kind::kStoreMask ? 1 : c->element_bytes;
}

}  // namespace

const Checker kRegUnalignChecker = {RunUbOnly, Primary, Outside, Run};

}  // namespace verify
}  // namespace ascendc_host
