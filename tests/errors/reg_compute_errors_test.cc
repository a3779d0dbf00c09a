// Error rows of the Reg compute operations (SPEC 14): what can be wrong at
// run time is a shift count the pages leave undefined (negative): ERROR in
// checked mode naming the lane, the release behaviour otherwise. Everything
// else (types, merge modes, algorithms, layouts) is a compile error
// (tests/compile_fail/case_reg_*.cc).
#include <gtest/gtest.h>

#include <cstdint>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
namespace R = AscendC::Reg;
using ah::Severity;
using ah::testing::RaisesError;

TEST(RegComputeErrors, NegativeShiftCountsAreErrorsInCheckedMode) {
  ah::testing::FreshCore();
  R::RegTensor<uint16_t> x, y;
  R::RegTensor<int16_t> counts;
  for (uint32_t k = 0; k < 128; ++k) {
    x.SetElement(k, 0x8001);
    counts.SetElement(k, static_cast<int16_t>(k == 9 ? -2 : 1));
  }
  R::MaskReg all = R::CreateMask<uint16_t>();
  {
    const ah::ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { R::ShiftLeft(y, x, counts, all); }, Severity::kError,
                            {"ShiftLeft", "srcReg1[9]", "-2", "is negative"}));
    EXPECT_TRUE(RaisesError([&] { R::ShiftRights(y, x, static_cast<int16_t>(-1), all); }, Severity::kError,
                            {"ShiftRights", "scalarValue", "-1"}));
    // A negative count in a lane the mask leaves out is not used: no error.
    uint32_t n = 9;
    R::MaskReg first9 = R::UpdateMask<uint16_t>(n);
    R::ShiftLeft(y, x, counts, first9);
    EXPECT_EQ(y.GetElement(0), 0x0002);
  }
  // Release: the count runs as one beyond the width.
  const ah::ScopedCheckedMode release(false);
  R::ShiftLeft(y, x, counts, all);
  EXPECT_EQ(y.GetElement(9), 0);
  EXPECT_EQ(y.GetElement(8), 0x0002);
  R::RegTensor<int16_t> sx, sy;
  for (uint32_t k = 0; k < 128; ++k) sx.SetElement(k, -5);
  R::ShiftRights(sy, sx, static_cast<int16_t>(-3), all);
  EXPECT_EQ(sy.GetElement(0), -1);
}

}  // namespace
