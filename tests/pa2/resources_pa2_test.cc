// Resources and data structures on Atlas A2/A3 (SPEC 15): ListTensorDesc and
// TensorDesc (A2/A3 only: the page's example and its misuse), and the
// TPipe, TBufPool, SPM, Layout and TensorTrait APIs the pages list for both
// profiles.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "kernel_operator_list_tensor_intf.h"
#include "support/kernel_helpers.h"
#include "support/ub_helpers.h"

namespace {

using namespace ascendc_host::testing;  // NOLINT(build/namespaces): FreshCore, GmBuffer, RaisesError
using ascendc_host::ScopedCheckedMode;
using ascendc_host::Severity;

static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2, "built for Atlas A2/A3");

// The list of the ListTensorDesc page's example: two int32_t tensors of dim
// 3, shapes (1, 2, 3) and (4, 5, 6), laid out as the page's figure and the
// AddN sample lay it out.
struct ListOfTwo {
  ListOfTwo() : t0(6), t1(120), list(72 + 16) {
    const uint64_t words[] = {72,
                              3 | (uint64_t{0} << 32), 1, 2, 3,
                              3 | (uint64_t{1} << 32), 4, 5, 6,
                              reinterpret_cast<uint64_t>(t0.data()), reinterpret_cast<uint64_t>(t1.data())};
    std::memcpy(list.get(), words, sizeof(words));
  }
  std::vector<int32_t> t0, t1;
  GmBuffer list;
};

TEST(ResourcesPa2, ListTensorDescPageExample) {
  ListOfTwo l;
  auto* srcGm = l.list.get();
  AscendC::ListTensorDesc listTensorDesc(reinterpret_cast<__gm__ void*>(srcGm));
  uint32_t size = listTensorDesc.GetSize();
  EXPECT_EQ(size, 2u);
  auto dataPtr0 = listTensorDesc.GetDataPtr<int32_t>(0);
  auto dataPtr1 = listTensorDesc.GetDataPtr<int32_t>(1);
  EXPECT_EQ(dataPtr0, l.t0.data());
  EXPECT_EQ(dataPtr1, l.t1.data());

  uint64_t buf[100] = {0};
  AscendC::TensorDesc<int32_t> desc;
  desc.SetShapeAddr(buf);
  listTensorDesc.GetDesc(desc, 0);
  uint64_t dim = desc.GetDim();
  uint64_t idx = desc.GetIndex();
  EXPECT_EQ(dim, 3u);
  EXPECT_EQ(idx, 0u);
  uint64_t shape[3] = {0};
  for (uint32_t i = 0; i < desc.GetDim(); i++) shape[i] = desc.GetShape(i);
  EXPECT_EQ(shape[0], 1u);
  EXPECT_EQ(shape[1], 2u);
  EXPECT_EQ(shape[2], 3u);
  auto ptr = desc.GetDataPtr();
  EXPECT_EQ(ptr, l.t0.data());
  // GetDataObj: the data as a GlobalTensor of the shape's 6 elements.
  AscendC::GlobalTensor<int32_t> obj = desc.GetDataObj();
  EXPECT_EQ(obj.GetSize(), 6u);
  EXPECT_EQ(obj.GetPhyAddr(), l.t0.data());
  listTensorDesc.GetDesc(desc, 1);
  EXPECT_EQ(desc.GetIndex(), 1u);
  EXPECT_EQ(desc.GetShape(2), 6u);
  EXPECT_EQ(desc.GetDataObj().GetSize(), 120u);
  // Init with the list's exact length and pointer count.
  AscendC::ListTensorDesc checked;
  checked.Init(srcGm, 88, 2);
  EXPECT_EQ(checked.GetSize(), 2u);
}

TEST(ResourcesPa2, ListWithoutShapesHoldsPointersOnly) {
  std::vector<float> a(4), b(4);
  GmBuffer list(40);
  const uint64_t words[] = {24, uint64_t{2} << 32, 0xffffffffu, reinterpret_cast<uint64_t>(a.data()),
                            reinterpret_cast<uint64_t>(b.data())};
  std::memcpy(list.get(), words, sizeof(words));
  AscendC::ListTensorDesc desc(list.get());
  EXPECT_EQ(desc.GetSize(), 2u);
  EXPECT_EQ(desc.GetDataPtr<float>(1), b.data());
  uint64_t shape[4];
  AscendC::TensorDesc<float> t;
  t.SetShapeAddr(shape);
  EXPECT_TRUE(RaisesError([&] { desc.GetDesc(t, 0); }, Severity::kFatal, {"GetDesc", "data pointers only"}));
}

// The AddN sample: inputs found through a ListTensorDesc.
extern "C" __global__ __aicore__ void add_n_from_list(GM_ADDR srcList, GM_ADDR z) {
  AscendC::ListTensorDesc keyListTensorDescInit(reinterpret_cast<__gm__ void*>(srcList));
  __gm__ uint8_t* x = keyListTensorDescInit.GetDataPtr<__gm__ uint8_t>(0);
  __gm__ uint8_t* y = keyListTensorDescInit.GetDataPtr<__gm__ uint8_t>(1);
  const uint32_t n = 256;
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 3 * n * sizeof(float));
  auto t = buf.Get<float>();
  AscendC::GlobalTensor<float> xg, yg, zg;
  const uint32_t block = static_cast<uint32_t>(AscendC::GetBlockIdx());
  xg.SetGlobalBuffer(reinterpret_cast<float*>(x) + block * n, n);
  yg.SetGlobalBuffer(reinterpret_cast<float*>(y) + block * n, n);
  zg.SetGlobalBuffer(reinterpret_cast<float*>(z) + block * n, n);
  AscendC::DataCopy(t, xg, n);
  AscendC::DataCopy(t[n], yg, n);
  AscendC::Add(t[2 * n], t, t[n], n);
  AscendC::DataCopy(zg, t[2 * n], n);
}

TEST(ResourcesPa2, AddNReadsItsInputsFromAList) {
  const uint32_t blocks = 4, n = 256;
  std::vector<float> x(blocks * n, 1.25f), y(blocks * n), z(blocks * n, 0.0f);
  for (size_t i = 0; i < y.size(); ++i) y[i] = static_cast<float>(i);
  struct Desc {
    uint32_t dim;
    uint32_t index;
    uint64_t shape[2];
  };
  struct List {
    uint64_t ptrOffset;
    Desc desc[2];
    uintptr_t dataPtr[2];
  } list = {(1 + 3 * 2) * sizeof(uint64_t),
            {{2, 0, {blocks, n}}, {2, 1, {blocks, n}}},
            {reinterpret_cast<uintptr_t>(x.data()), reinterpret_cast<uintptr_t>(y.data())}};
  ascendc_host::Launch(blocks, add_n_from_list, reinterpret_cast<uint8_t*>(&list), reinterpret_cast<uint8_t*>(z.data()));
  for (size_t i = 0; i < z.size(); ++i) ASSERT_EQ(z[i], 1.25f + static_cast<float>(i));
}

TEST(ResourcesPa2, ListTensorDescMisuse) {
  ListOfTwo l;
  AscendC::ListTensorDesc list(l.list.get());
  EXPECT_TRUE(RaisesError([&] { list.GetDataPtr<int32_t>(2); }, Severity::kFatal,
                          {"ListTensorDesc::GetDataPtr", "index=2", "not below the list's 2 tensors"}));
  AscendC::TensorDesc<int32_t> desc;
  EXPECT_TRUE(RaisesError([&] { list.GetDesc(desc, 0); }, Severity::kFatal, {"GetDesc", "SetShapeAddr"}));
  EXPECT_TRUE(RaisesError([&] { desc.GetDataObj(); }, Severity::kFatal, {"TensorDesc::GetDataObj", "GetDesc"}));
  EXPECT_TRUE(RaisesError([] { AscendC::ListTensorDesc none(nullptr); }, Severity::kFatal, {"data=null"}));
  // A list whose pointers lie past the registered GM buffer: nothing is read there.
  GmBuffer truncated(56);
  std::memcpy(truncated.get(), l.list.get(), 56);
  EXPECT_TRUE(RaisesError([&] { AscendC::ListTensorDesc t(truncated.get()); t.GetDataPtr<int32_t>(0); },
                          Severity::kFatal, {"ListTensorDesc", "past the list's 56 known bytes"}));
  // A header that is no list.
  GmBuffer bad(32);
  const uint64_t words[] = {13, 1, 0, 0};
  std::memcpy(bad.get(), words, sizeof(words));
  EXPECT_TRUE(RaisesError([&] { AscendC::ListTensorDesc t(bad.get()); }, Severity::kFatal,
                          {"data[0]=13", "byte offset of the data pointers"}));
  const ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::ListTensorDesc t(l.list.get(), 80, 2); }, Severity::kError,
                          {"length=80", "differs from the list's 88 bytes"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::ListTensorDesc t(l.list.get(), 88, 3); }, Severity::kError,
                          {"shapeSize=3", "differs from the list's 2 pointers"}));
  uint64_t shape[4];
  desc.SetShapeAddr(shape);
  list.GetDesc(desc, 0);
  EXPECT_TRUE(RaisesError([&] { desc.GetShape(3); }, Severity::kError, {"TensorDesc::GetShape", "offset=3"}));
  const ScopedCheckedMode release(false);
  EXPECT_EQ(desc.GetShape(3), 0u);
}

// ------------------------------------------- the APIs of both profiles

TEST(ResourcesPa2, ResetKeepsCtrlOnA2A3) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::SetCtrlSpr<48, 48>(1);
  AscendC::SetMaskCount();
  pipe.Reset();
  EXPECT_EQ((AscendC::GetCtrlSpr<48, 48>()), 1);
  EXPECT_EQ(ascendc_host::runtime::CurrentCore().mask_mode, ascendc_host::runtime::MaskMode::kNormal);
}

TEST(ResourcesPa2, PipeEventsPoolsAndSpm) {
  auto& core = FreshCore();
  AscendC::TPipe pipe;
  EXPECT_EQ(pipe.AllocEventID<AscendC::HardEvent::V_S>(), 0);
  EXPECT_EQ(pipe.FetchEventID(AscendC::HardEvent::V_S), 1);
  AscendC::TBufPool<AscendC::TPosition::VECCALC> pool1, pool2;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> a, b;
  pipe.InitBufPool(pool1, 4096);
  pipe.InitBufPool(pool2, 4096, pool1);
  pool1.InitBuffer(a, 1, 2048);
  pool1.Reset();
  pool2.InitBuffer(b, 1, 2048);
  EXPECT_EQ(core.AddressOf(a.AllocTensor<uint8_t>().GetPhyAddr()), core.AddressOf(b.AllocTensor<uint8_t>().GetPhyAddr()));
  // The whole UB of the profile (192 KiB) is there for one queue after Reset.
  pipe.Reset();
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> whole;
  pipe.InitBuffer(whole, 1, 192 * 1024);
  EXPECT_EQ(whole.AllocTensor<uint8_t>().GetSize(), 196608u);
  pipe.Reset();
  std::vector<uint32_t> ws(64, 0);
  AscendC::GlobalTensor<uint32_t> gm;
  gm.SetGlobalBuffer(ws.data(), ws.size());
  pipe.InitSpmBuffer(gm, 256);
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 256);
  auto t = buf.Get<uint32_t>();
  for (uint32_t i = 0; i < 64; ++i) t.SetValue(i, i * 3);
  pipe.WriteSpmBuffer(t, 64);
  for (uint32_t i = 0; i < 64; ++i) ASSERT_EQ(ws[i], i * 3);
}

TEST(ResourcesPa2, LayoutAndTensorTrait) {
  auto layout = AscendC::MakeLayout(AscendC::MakeShape(10, 20, 30), AscendC::MakeStride(1, 100, 200));
  EXPECT_EQ(layout(AscendC::MakeCoord(1, 2, 3)), 801);
  auto trait = AscendC::MakeTensorTrait<half, AscendC::TPosition::VECIN>(layout);
  EXPECT_EQ(AscendC::Std::get<1>(trait.GetShape()), 20);
  EXPECT_TRUE(AscendC::is_tensorTrait<decltype(trait)>::value);
  EXPECT_TRUE(AscendC::is_layout<decltype(layout)>::value);
}

}  // namespace
