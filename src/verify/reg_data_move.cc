// Cross-check mode of the Reg-level moves beyond the seeds:
// verify::RegMoveCall -> the reference (src/reference/reg_data_move.h).
#include "ascendc_host/verify/reg_data_move.h"

#include <cstring>
#include <memory>

#include "reference/reg_data_move.h"

namespace ascendc_host {
namespace verify {
namespace {

std::unique_ptr<RegMoveCall> Copy(const void* call) {
  auto c = std::make_unique<RegMoveCall>();
  std::memcpy(c.get(), call, sizeof(RegMoveCall));
  return c;
}

reference::MaskImage PredicateOf(const RegMoveCall& c) {
  reference::MaskImage m;
  for (int w = 0; w < 4; ++w) m.words[w] = c.predicate[w];
  return m;
}

bool IsLoad(RegMoveCall::Kind k) {
  return k == RegMoveCall::Kind::kLoadMask || k == RegMoveCall::Kind::kLoadBlocks || k == RegMoveCall::Kind::kGatherB;
}

// Loads write a register (256 bytes) or a MaskReg (32 bytes) outside UB.
OutsideRegion Outside(const void* call) {
  const auto c = Copy(call);
  OutsideRegion r;
  if (!IsLoad(c->kind)) return r;
  r.address = c->out;
  r.bytes = c->kind == RegMoveCall::Kind::kLoadMask ? 32 : 256;
  r.name = c->kind == RegMoveCall::Kind::kLoadMask ? "mask" : "dstReg";
  r.element_bytes = c->kind == RegMoveCall::Kind::kLoadMask ? 1 : c->element_bytes;
  return r;
}

void Run(const void* call, uint8_t* ub_bytes, uint32_t ub_size, uint8_t* outside, MaskRegisterState* after) {
  const auto c = Copy(call);
  const reference::Ub ub(ub_bytes, ub_size);
  after->counter_mode = c->counter_mode;
  after->vector_mask[0] = c->vector_mask[0];
  after->vector_mask[1] = c->vector_mask[1];
  const reference::MaskImage mask = PredicateOf(*c);
  const uint64_t address = static_cast<uint64_t>(c->address);
  switch (c->kind) {
    case RegMoveCall::Kind::kLoadMask: {
      const reference::MaskImage m = reference::reg::LoadMask(ub, c->dist, address);
      std::memcpy(outside, m.words, 32);
      break;
    }
    case RegMoveCall::Kind::kStoreMask: reference::reg::StoreMask(ub, c->dist, address, mask); break;
    case RegMoveCall::Kind::kLoadBlocks:
      reference::reg::LoadBlocks(ub, c->element_bytes, address, c->block_stride, mask, outside);
      break;
    case RegMoveCall::Kind::kStoreBlocks:
      reference::reg::StoreBlocks(ub, c->element_bytes, address, c->block_stride, c->src[0], mask);
      break;
    case RegMoveCall::Kind::kScatter:
      reference::reg::Scatter(ub, c->element_bytes, c->src_reg_num, c->address, c->index_bytes, c->index_reg_num,
                              c->src[0], c->src[1], c->index[0], c->index[1], mask);
      break;
    case RegMoveCall::Kind::kGatherB:
      reference::reg::GatherB(ub, c->element_bytes, c->address, c->index[0], mask, outside);
      break;
  }
}

void RunUbOnly(const void* call, uint8_t* ub, uint32_t ub_size, MaskRegisterState* after) {
  Run(call, ub, ub_size, nullptr, after);
}

void Primary(const void* call, const char** name, uint64_t* address, uint32_t* element_bytes) {
  const auto c = Copy(call);
  *name = c->kind == RegMoveCall::Kind::kScatter ? "baseAddr" : "dstAddr";
  *address = static_cast<uint64_t>(c->address);
  *element_bytes = c->kind == RegMoveCall::Kind::kStoreMask ? 1 : c->element_bytes;
}

}  // namespace

const Checker kRegMoveChecker = {RunUbOnly, Primary, Outside, Run};

}  // namespace verify
}  // namespace ascendc_host
