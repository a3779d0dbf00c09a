// Cross-check mode of the data-movement APIs beyond the seeds:
// verify::DataMoveCall -> the reference (src/reference/data_move.h).
#include "ascendc_host/verify/data_move.h"

#include <cstring>

#include "reference/data_move.h"

namespace ascendc_host {
namespace verify {
namespace {

DataMoveCall Copy(const void* call) {
  DataMoveCall c;
  std::memcpy(&c, call, sizeof c);
  return c;
}

reference::LoopMode LoopOf(const DataMoveCall& c) {
  reference::LoopMode l;
  l.loop1_size = c.loop.loop1_size;
  l.loop2_size = c.loop.loop2_size;
  l.loop1_src_stride = c.loop.loop1_src_stride;
  l.loop1_dst_stride = c.loop.loop1_dst_stride;
  l.loop2_src_stride = c.loop.loop2_src_stride;
  l.loop2_dst_stride = c.loop.loop2_dst_stride;
  return l;
}

void SlicesOf(const DataMoveCall::Slice* in, uint32_t dims, reference::Slice* out) {
  for (uint32_t i = 0; i < dims && i < 8; ++i) out[i] = {in[i].start, in[i].end, in[i].stride, in[i].burst_len, in[i].shape};
}

OutsideRegion Outside(const void* call) {
  const DataMoveCall c = Copy(call);
  OutsideRegion r;
  if (c.path != DataMoveCall::Path::kUbToGm || c.gm_end <= c.gm_begin) return r;
  r.address = c.gm + c.gm_begin;
  r.bytes = static_cast<uint64_t>(c.gm_end - c.gm_begin);
  r.name = "dst";
  r.first_element = static_cast<uint64_t>(c.gm_begin);
  r.element_bytes = c.element_bytes;
  return r;
}

void Run(const void* call, uint8_t* ub_bytes, uint32_t ub_size, uint8_t* outside, MaskRegisterState* after) {
  const DataMoveCall c = Copy(call);
  const reference::Ub ub(ub_bytes, ub_size);
  after->counter_mode = c.counter_mode;
  after->vector_mask[0] = c.vector_mask[0];
  after->vector_mask[1] = c.vector_mask[1];
  // GM the reference reads (the live source: these calls never write it)
  // or writes (the copy of the destination's bytes from before the call).
  reference::GmImage gm;
  if (c.path == DataMoveCall::Path::kGmToUb) {
    gm.bytes = c.gm;
    gm.size = ~0ull >> 1;
  } else if (c.path == DataMoveCall::Path::kUbToGm) {
    gm.bytes = outside;
    gm.origin = c.gm_begin;
    gm.size = static_cast<uint64_t>(c.gm_end - c.gm_begin);
  }
  const reference::LoopMode loop = LoopOf(c);
  switch (c.kind) {
    case DataMoveCall::Kind::kDataCopyBlocks: {
      reference::BlockParams p;
      p.block_count = c.block_count;
      p.block_len = c.block_len;
      p.src_gap = static_cast<uint32_t>(c.src_stride);
      p.dst_gap = static_cast<uint32_t>(c.dst_stride);
      if (c.path == DataMoveCall::Path::kGmToUb) reference::DataCopyBlocksGmToUb(ub, c.dst, gm, p, loop);
      else if (c.path == DataMoveCall::Path::kUbToGm) reference::DataCopyBlocksUbToGm(ub, gm, c.src, p, loop);
      else reference::DataCopyBlocksUbToUb(ub, c.dst, c.src, p);
      break;
    }
    case DataMoveCall::Kind::kDataCopyCount:
      reference::DataCopyCountUbToUb(ub, c.dst, c.src, c.count, c.element_bytes);
      break;
    case DataMoveCall::Kind::kCopyCount:
      reference::CopyCount(ub, c.dst, c.src, c.count, c.element_bytes);
      break;
    case DataMoveCall::Kind::kDataCopyPad: {
      reference::PadParams p;
      p.element_bytes = c.element_bytes;
      p.block_count = c.block_count;
      p.block_len = c.block_len;
      p.src_stride = c.src_stride;
      p.dst_stride = c.dst_stride;
      p.compact = c.compact;
      p.is_pad = c.is_pad;
      p.left_padding = c.left_padding;
      p.right_padding = c.right_padding;
      p.padding_value = c.padding_value;
      if (c.path == DataMoveCall::Path::kGmToUb)
        reference::DataCopyPadGmToUb(ub, c.dst, gm, p, {c.pad_register, c.pad_register_set}, loop);
      else
        reference::DataCopyPadUbToGm(ub, gm, c.src, p, loop);
      break;
    }
    case DataMoveCall::Kind::kSlice: {
      reference::Slice src[8], dst[8];
      SlicesOf(c.src_slices, c.dims, src);
      SlicesOf(c.dst_slices, c.dims, dst);
      if (c.path == DataMoveCall::Path::kGmToUb)
        reference::DataCopySliceGmToUb(ub, c.dst, gm, dst, src, c.dims, c.element_bytes);
      else
        reference::DataCopySliceUbToGm(ub, gm, c.src, dst, src, c.dims, c.element_bytes);
      break;
    }
    case DataMoveCall::Kind::kCopyMasked: {
      reference::CopyMaskArgs a;
      a.element_bytes = c.element_bytes;
      a.dst = c.dst;
      a.src = c.src;
      a.bitwise = c.bitwise;
      a.is_set_mask = c.is_set_mask;
      a.mask[0] = c.mask[0];
      a.mask[1] = c.mask[1];
      a.repeat_time = c.repeat_time;
      a.dst_stride = c.copy_dst_stride;
      a.src_stride = c.copy_src_stride;
      a.dst_repeat = c.copy_dst_repeat;
      a.src_repeat = c.copy_src_repeat;
      a.counter_mode = c.counter_mode;
      a.vector_mask[0] = c.vector_mask[0];
      a.vector_mask[1] = c.vector_mask[1];
      const reference::MaskRegistersAfter r = reference::CopyMasked(ub, a);
      after->counter_mode = r.counter_mode;
      after->vector_mask[0] = r.vector_mask[0];
      after->vector_mask[1] = r.vector_mask[1];
      break;
    }
    case DataMoveCall::Kind::kGatherb:
      reference::Gatherb(ub, c.element_bytes, c.dst, c.src, c.offsets, c.repeat_time, c.dst_blk_stride,
                         c.dst_rep_stride);
      break;
  }
}

void RunUbOnly(const void* call, uint8_t* ub, uint32_t ub_size, MaskRegisterState* after) {
  Run(call, ub, ub_size, nullptr, after);
}

void Primary(const void* call, const char** name, uint64_t* address, uint32_t* element_bytes) {
  const DataMoveCall c = Copy(call);
  *name = "dst";
  *address = c.path == DataMoveCall::Path::kUbToGm ? c.src : c.dst;
  *element_bytes = c.element_bytes;
}

}  // namespace

const Checker kDataMoveChecker = {RunUbOnly, Primary, Outside, Run};

}  // namespace verify
}  // namespace ascendc_host
