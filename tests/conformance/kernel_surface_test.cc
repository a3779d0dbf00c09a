// Kernel surface the operator libraries use (SPEC 11.7): GetTPipePtr, TQueBind
// in all forms, the older Reg DataCopy names (identical to LoadAlign /
// StoreAlign), __VEC_SCOPE__ and asc_vf_call.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::RaisesError;

// The GetTPipePtr page: Init uses the kernel's pipe without being passed it.
class KernelCopy {
 public:
  __aicore__ inline void Init(GM_ADDR x, GM_ADDR y, uint32_t n) {
    xGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), n);
    yGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y), n);
    n_ = n;
    // Unqualified, as the page and the example kernels call it (a global function).
    GetTPipePtr()->InitBuffer(inQueueX, 2, n * sizeof(float));
    GetTPipePtr()->InitBuffer(outQueueZ, 2, n * sizeof(float));
  }
  __aicore__ inline void Process() {
    AscendC::LocalTensor<float> x = inQueueX.AllocTensor<float>();
    AscendC::DataCopy(x, xGm, n_);
    inQueueX.EnQue(x);
    x = inQueueX.DeQue<float>();
    AscendC::LocalTensor<float> z = outQueueZ.AllocTensor<float>();
    for (uint32_t i = 0; i < n_; ++i) z.SetValue(i, x.GetValue(i) * 2);
    outQueueZ.EnQue(z);
    inQueueX.FreeTensor(x);
    z = outQueueZ.DeQue<float>();
    AscendC::DataCopy(yGm, z, n_);
    outQueueZ.FreeTensor(z);
  }

 private:
  AscendC::TQue<AscendC::TPosition::VECIN, 2> inQueueX;
  AscendC::TQue<AscendC::TPosition::VECOUT, 2> outQueueZ;
  AscendC::GlobalTensor<float> xGm, yGm;
  uint32_t n_ = 0;
};

extern "C" __global__ __aicore__ void tpipe_ptr_kernel(GM_ADDR x, GM_ADDR y) {
  AscendC::TPipe pipe;
  KernelCopy op;
  op.Init(x, y, 64);
  op.Process();
}

TEST(TPipePtr, ThePagesInitWithoutPassingThePipe) {
  std::vector<float> x(64), y(64, 0);
  for (int i = 0; i < 64; ++i) x[i] = static_cast<float>(i);
  ascendc_host::Launch(2, tpipe_ptr_kernel, reinterpret_cast<uint8_t*>(x.data()), reinterpret_cast<uint8_t*>(y.data()));
  for (int i = 0; i < 64; ++i) EXPECT_EQ(y[i], 2.0f * i);
}

TEST(TPipePtr, NoPipeIsFatal) {
  ascendc_host::testing::FreshCore();
  EXPECT_TRUE(RaisesError([] { (void)AscendC::GetTPipePtr(); }, Severity::kFatal, {"GetTPipePtr", "no TPipe"}));
  {
    AscendC::TPipe pipe;
    EXPECT_EQ(AscendC::GetTPipePtr(), &pipe);
  }
  EXPECT_TRUE(RaisesError([] { (void)AscendC::GetTPipePtr(); }, Severity::kFatal, {"GetTPipePtr"}));
}

TEST(TQueBind, PositionsOfEachBinding) {
  using AscendC::TPosition;
  ascendc_host::testing::FreshCore();
  AscendC::TPipe pipe;
  // The TQueBind page's table: GM->VECIN, VECOUT->GM, VECIN->VECOUT.
  AscendC::TQueBind<TPosition::GM, TPosition::VECIN, 1> in;
  AscendC::TQueBind<TPosition::VECOUT, TPosition::GM, 2> out;
  AscendC::TQueBind<TPosition::VECIN, TPosition::VECOUT, 1> through;
  pipe.InitBuffer(in, 1, 256);
  pipe.InitBuffer(out, 2, 256);
  pipe.InitBuffer(through, 2, 256);
  auto a = in.AllocTensor<half>();
  EXPECT_EQ(a.GetPosition(), TPosition::VECIN);
  in.EnQue(a);
  EXPECT_EQ(in.DeQue<half>().GetPosition(), TPosition::VECIN);
  auto b = out.AllocTensor<half>();
  EXPECT_EQ(b.GetPosition(), TPosition::VECOUT);
  out.EnQue(b);
  EXPECT_EQ(out.DeQue<half>().GetPosition(), TPosition::VECOUT);
  // The shared VECIN/VECOUT buffer with the data's own path (EnQue/DeQue pages).
  auto c = through.AllocTensor<half>();
  EXPECT_EQ(c.GetPosition(), TPosition::VECIN);
  through.EnQue<TPosition::GM, TPosition::VECIN, half>(c);
  auto d = through.DeQue<TPosition::GM, TPosition::VECIN, half>();
  EXPECT_EQ(d.GetPosition(), TPosition::VECIN);
  EXPECT_EQ(d.GetPhyAddr(), c.GetPhyAddr());
  through.EnQue<TPosition::VECOUT, TPosition::GM, half>(d);
  EXPECT_EQ((through.DeQue<TPosition::VECOUT, TPosition::GM, half>().GetPosition()), TPosition::VECOUT);
}

TEST(TQueBind, InPlaceFormsAndDepthZero) {
  using AscendC::TPosition;
  ascendc_host::testing::FreshCore();
  AscendC::TPipe pipe;
  // The AllocTensor page's in-place example: depth 0.
  AscendC::TQueBind<TPosition::VECOUT, TPosition::GM, 0> que;
  pipe.InitBuffer(que, 2, 1024);
  AscendC::LocalTensor<half> tensor1;
  que.AllocTensor<half>(tensor1);
  EXPECT_EQ(tensor1.GetSize(), 512u);
  que.EnQue(tensor1);
  AscendC::LocalTensor<half> tensor2;
  que.DeQue<half>(tensor2);
  EXPECT_EQ(tensor2.GetPhyAddr(), tensor1.GetPhyAddr());
  que.FreeTensor(tensor2);
  ascendc_host::ScopedCheckedMode checked(true);
  ascendc_host::ClearWarnings();
  (void)que.AllocTensor<half>();
  EXPECT_TRUE(ascendc_host::testing::Warned("the returning AllocTensor needs a nonzero depth"));
}

constexpr AscendC::TQueConfig kConfig{false, false, false, 0, 1, 0, {}, false, false};

TEST(TQueBind, TQueConfigBuffersMustMatchInitBuffer) {
  ascendc_host::testing::FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1, &kConfig> good, bad;
  pipe.InitBuffer(good, 1, 512);
  ascendc_host::ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([&] { pipe.InitBuffer(bad, 2, 512); }, Severity::kError,
                          {"TPipe::InitBuffer", "num=2", "TQueConfig::bufferNumber"}));
}

// --- Reg: the older DataCopy names against LoadAlign / StoreAlign ---------

using AscendC::Reg::LoadDist;
using AscendC::Reg::PostLiteral;
using AscendC::Reg::StoreDist;

template <typename Body>
std::vector<uint8_t> RunOnFreshUb(uint64_t seed, Body body) {
  auto& core = ascendc_host::testing::FreshCore();
  std::mt19937_64 rng(seed);
  ascendc_host::testing::FillRandom(core.ub, 8192, rng);
  body(reinterpret_cast<uint16_t*>(core.ub));
  return std::vector<uint8_t>(core.ub, core.ub + 8192);
}

TEST(RegDataCopyNames, EveryFormMatchesLoadAlignStoreAlign) {
  namespace R = AscendC::MicroAPI;
  auto old_names = [](uint16_t* ub) {
    R::RegTensor<uint16_t> a, b, c;
    R::MaskReg all = R::CreateMask<uint16_t>();
    R::DataCopy(a, ub);
    R::DataCopy<uint16_t, LoadDist::DIST_BRC_B16>(b, ub + 128);
    uint16_t* p = ub + 256;
    R::DataCopy<uint16_t, PostLiteral::POST_MODE_UPDATE>(c, p, 128);
    R::DataCopy(ub + 2048, a, all);
    R::DataCopy<uint16_t, StoreDist::DIST_NORM_B16>(ub + 2304, b, all);
    uint16_t* q = ub + 2560;
    R::DataCopy<uint16_t, PostLiteral::POST_MODE_UPDATE>(q, c, 128, all);
    R::DataCopy(ub + 3072, c, R::CreateAddrReg<uint16_t>(0, 0), all);
    R::DataCopy<uint16_t, LoadDist::DIST_DINTLV_B16>(a, b, p);
    R::DataCopy<uint16_t, StoreDist::DIST_INTLV_B16>(ub + 3328, a, b, all);
    R::DataCopy<uint16_t, LoadDist::DIST_DINTLV_B16>(a, b, ub, R::CreateAddrReg<uint16_t>(0, 0));
    R::DataCopy<uint16_t, StoreDist::DIST_INTLV_B16>(ub + 3584, a, b, R::CreateAddrReg<uint16_t>(0, 0), all);
    (void)q;
  };
  auto new_names = [](uint16_t* ub) {
    R::RegTensor<uint16_t> a, b, c;
    R::MaskReg all = R::CreateMask<uint16_t>();
    R::LoadAlign(a, ub);
    R::LoadAlign<uint16_t, LoadDist::DIST_BRC_B16>(b, ub + 128);
    uint16_t* p = ub + 256;
    R::LoadAlign<uint16_t, PostLiteral::POST_MODE_UPDATE>(c, p, 128);
    R::StoreAlign(ub + 2048, a, all);
    R::StoreAlign<uint16_t, StoreDist::DIST_NORM_B16>(ub + 2304, b, all);
    uint16_t* q = ub + 2560;
    R::StoreAlign<uint16_t, PostLiteral::POST_MODE_UPDATE>(q, c, 128, all);
    R::StoreAlign(ub + 3072, c, R::CreateAddrReg<uint16_t>(0, 0), all);
    R::LoadAlign<uint16_t, LoadDist::DIST_DINTLV_B16>(a, b, p);
    R::StoreAlign<uint16_t, StoreDist::DIST_INTLV_B16>(ub + 3328, a, b, all);
    R::LoadAlign<uint16_t, LoadDist::DIST_DINTLV_B16>(a, b, ub, R::CreateAddrReg<uint16_t>(0, 0));
    R::StoreAlign<uint16_t, StoreDist::DIST_INTLV_B16>(ub + 3584, a, b, R::CreateAddrReg<uint16_t>(0, 0), all);
    (void)q;
  };
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const auto expected = RunOnFreshUb(seed, new_names);
    const auto actual = RunOnFreshUb(seed, old_names);
    EXPECT_TRUE(ascendc_host::testing::SameBytes(expected, actual)) << seed;
  }
}

TEST(RegDataCopyNames, DataCopyGatherIsGather) {
  namespace R = AscendC::MicroAPI;
  auto& core = ascendc_host::testing::FreshCore();
  auto* src = reinterpret_cast<uint32_t*>(core.ub);
  for (uint32_t i = 0; i < 64; ++i) src[i] = 1000 + i;
  auto* idx = reinterpret_cast<uint32_t*>(core.ub + 256);
  for (uint32_t i = 0; i < 64; ++i) idx[i] = 63 - i;
  R::RegTensor<uint32_t> index, via_old, via_new;
  R::MaskReg all = R::CreateMask<uint32_t>();
  R::LoadAlign(index, idx);
  R::DataCopyGather(via_old, src, index, all);
  R::Gather(via_new, src, index, all);
  R::StoreAlign(reinterpret_cast<uint32_t*>(core.ub + 1024), via_old, all);
  R::StoreAlign(reinterpret_cast<uint32_t*>(core.ub + 2048), via_new, all);
  EXPECT_EQ(std::memcmp(core.ub + 1024, core.ub + 2048, 256), 0);
  EXPECT_EQ(reinterpret_cast<uint32_t*>(core.ub + 1024)[0], 1063u);
}

TEST(RegDataCopyNames, MisuseReportsLikeTheNewNames) {
  namespace R = AscendC::MicroAPI;
  auto& core = ascendc_host::testing::FreshCore();
  R::RegTensor<uint32_t> r;
  auto* past = reinterpret_cast<uint32_t*>(core.ub + core.ub_bytes - 128);
  EXPECT_TRUE(RaisesError([&] { R::DataCopy(r, past); }, Severity::kFatal, {"LoadAlign", "outside the UB"}));
}

// __VEC_SCOPE__ bodies and asc_vf_call (SPEC 11.7).
template <typename T>
__simd_vf__ inline void DoubleVF(__ubuf__ T* dst, __ubuf__ T* src, uint32_t count) {
  for (uint32_t i = 0; i < count; ++i) dst[i] = src[i] * 2;
}
__simd_vf__ inline void AddOneVF(__ubuf__ int32_t* p, int32_t n) {
  for (int32_t i = 0; i < n; ++i) p[i] += 1;
}
struct VfHolder {
  static __simd_vf__ void Negate(__ubuf__ int32_t* p, int32_t n) {
    for (int32_t i = 0; i < n; ++i) p[i] = -p[i];
  }
};

TEST(VectorFunctions, VecScopeAndAscVfCallForms) {
  auto& core = ascendc_host::testing::FreshCore();
  auto* a = reinterpret_cast<int32_t*>(core.ub);
  auto* b = reinterpret_cast<int32_t*>(core.ub + 256);
  for (int i = 0; i < 8; ++i) a[i] = i;
  __VEC_SCOPE__ {
    for (int i = 0; i < 8; ++i) b[i] = a[i] + 10;
  }
  EXPECT_EQ(b[7], 17);
  asc_vf_call<DoubleVF<int32_t>>(b, a, 8u);  // template function, forwarded arguments
  EXPECT_EQ(b[7], 14);
  int32_t n = 8;
  asc_vf_call<AddOneVF>(b, n);  // plain function, an lvalue argument
  EXPECT_EQ(b[7], 15);
  asc_vf_call<&VfHolder::Negate>(b, 8);  // static member, by address
  EXPECT_EQ(b[7], -15);
  VF_CALL<AddOneVF>(b, 1);
  EXPECT_EQ(b[0], 0);  // -(0 * 2 + 1) + 1
}

}  // namespace
