// Sort32 and MrgSort (SPEC 8.10) under cross-check mode: every call runs on
// the library's kernels and on the reference, and the whole UB image, the
// mask registers and GetMrgSortResult's counts must agree (cross-check mode
// turns a difference into an Error naming it). Parameters valid and not:
// repeatTime outside [0, 255], every validBit, lengths up to and beyond 4095,
// ifExhaustedSuspension, repeatTimes with and without the page's conditions,
// operands near the UB end, misaligned and overlapping, checked and release
// mode.
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <cstring>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "ub_oracle.h"

namespace {

using fuzz::PickAddress;

struct Call {
  int32_t repeat = 0;
  uint32_t dst = 0, src0 = 0, src1 = 0;
  uint32_t queue[4] = {0, 0, 0, 0};
  AscendC::MrgSort4Info info;
};

template <typename T>
void Run(bool merge, const Call& c) {
  const auto dst = fuzz::TensorFrom<T>(c.dst);
  if (!merge) {
    AscendC::Sort32<T>(dst, fuzz::TensorFrom<T>(c.src0), fuzz::TensorFrom<uint32_t>(c.src1), c.repeat);
    return;
  }
  const AscendC::MrgSortSrcList<T> list(fuzz::TensorFrom<T>(c.queue[0]), fuzz::TensorFrom<T>(c.queue[1]),
                                        fuzz::TensorFrom<T>(c.queue[2]), fuzz::TensorFrom<T>(c.queue[3]));
  AscendC::MrgSort<T>(dst, list, c.info);
  uint16_t counts[4];
  AscendC::GetMrgSortResult(counts[0], counts[1], counts[2], counts[3]);
}

// The call's parameters, then the UB's content, from the input.
Call Decode(fuzz::Input& in, bool* merge, bool* is_half) {
  const uint32_t ub_bytes = ascendc_host::runtime::CurrentCore().ub_bytes;
  *merge = in.Bool();
  *is_half = in.Bool();
  Call c;
  c.repeat = in.Bool() ? static_cast<int32_t>(in.Range(0, 300)) - 4 : static_cast<int32_t>(in.Range(0, 6));
  c.dst = PickAddress(in, ub_bytes);
  c.src0 = in.Bool() ? c.dst : PickAddress(in, ub_bytes);
  c.src1 = PickAddress(in, ub_bytes);
  // Queues: laid end to end from one address (repeatTimes' condition) or anywhere.
  const bool contiguous = in.Bool();
  const uint16_t common = static_cast<uint16_t>(in.Bool() ? in.Range(0, 4200) : in.Range(0, 70));
  for (int q = 0; q < 4; ++q)
    c.info.elementLengths[q] = in.Bool() ? common : static_cast<uint16_t>(in.Range(0, 70));
  uint32_t at = in.Bool() ? in.Range(0, ub_bytes / 8) * 8 : PickAddress(in, ub_bytes);
  for (int q = 0; q < 4; ++q) {
    c.queue[q] = contiguous ? at : (in.Bool() ? in.Range(0, ub_bytes / 8) * 8 : PickAddress(in, ub_bytes));
    at = std::min<uint32_t>(ub_bytes, at + c.info.elementLengths[q] * 8u);
  }
  static const uint16_t kValid[] = {3, 7, 15, 15};
  c.info.validBit = in.Bool() ? kValid[in.Take<uint8_t>() % 4] : static_cast<uint16_t>(in.Range(0, 40));
  c.info.ifExhaustedSuspension = in.Take<uint8_t>() % 3 == 0;
  c.info.repeatTimes = static_cast<uint8_t>(in.Bool() ? in.Range(0, 255) : in.Range(0, 3));
  fuzz::FillUb(ascendc_host::runtime::CurrentCore().ub, ub_bytes, in.Take<uint64_t>());
  return c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  const fuzz::CrossCheckedInput frame(in);
  bool merge = false, is_half = false;
  const Call c = Decode(in, &merge, &is_half);
  if (std::getenv("FUZZ_DEBUG"))
    std::fprintf(stderr, "checked=%d merge=%d half=%d repeat=%d dst=%u src0=%u src1=%u queues=%u/%u/%u/%u "
                 "lengths=%u/%u/%u/%u valid=%u suspension=%d repeatTimes=%u\n",
                 ascendc_host::CheckedMode(), merge, is_half, c.repeat, c.dst, c.src0, c.src1, c.queue[0], c.queue[1],
                 c.queue[2], c.queue[3], c.info.elementLengths[0], c.info.elementLengths[1], c.info.elementLengths[2],
                 c.info.elementLengths[3], c.info.validBit, c.info.ifExhaustedSuspension, c.info.repeatTimes);
  fuzz::AbortOnReferenceDifference([&] {
    if (is_half) Run<half>(merge, c);
    else Run<float>(merge, c);
  });
  return 0;
}
