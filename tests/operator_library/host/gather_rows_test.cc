// Host test of the GatherRows operator library kernel, built against the
// installed package: fills the tiling struct with the host setters, encodes
// the template key, launches the template and the keyed entry points, and
// checks y against a plain loop; then the misuse rows.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "tikicpulib.h"
// The kernel source itself: the launcher instantiates its template.
#include "../op_kernel/gather_rows.cpp"

namespace {

using Element = DTYPE_X;

constexpr uint32_t kCols = ascendc_host::kProfile.vector_bytes != 0 ? 256 / sizeof(Element) : 64;
constexpr uint32_t kInRows = 50;
constexpr uint32_t kOutRows = 37;
constexpr uint32_t kBlocks = 8;
constexpr uint32_t kRowsPerBlock = (kOutRows + kBlocks - 1) / kBlocks;
constexpr int32_t kLo = 2, kHi = 45;

struct Buffers {
  std::vector<Element> x;
  std::vector<int32_t> index;
  uint8_t* tiling = nullptr;
  uint8_t* workspace = nullptr;
  uint8_t* y = nullptr;

  Buffers() : x(kInRows * kCols), index(kOutRows) {
    std::mt19937 rng(7);
    for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<Element>(static_cast<float>(rng() % 2000) / 8.0f - 100.0f);
    for (auto& v : index) v = static_cast<int32_t>(rng() % (kInRows + 6)) - 3;  // some outside [kLo, kHi)
    optiling::GatherRowsTilingData t;
    t.set_cols(kCols);
    t.set_inRows(kInRows);
    t.set_outRows(kOutRows);
    t.set_rowsPerBlock(kRowsPerBlock);
    const int32_t range[] = {kLo, kHi};
    t.set_indexRange(range);
    t.set_padValue(-1.5f);
    t.copy.set_rowBytes(kCols * sizeof(Element));
    t.copy.set_rowsPerTile(1);
    tiling = static_cast<uint8_t*>(AscendC::GmAlloc(t.GetDataSize()));
    t.SaveToBuffer(tiling, t.GetDataSize());
    workspace = static_cast<uint8_t*>(
        AscendC::GmAlloc(ascendc_host::SystemWorkspaceBytes() + kBlocks * kRowsPerBlock * kCols * sizeof(Element)));
    y = static_cast<uint8_t*>(AscendC::GmAlloc(kOutRows * kCols * sizeof(Element)));
  }
  ~Buffers() {
    AscendC::GmFree(tiling);
    AscendC::GmFree(workspace);
    AscendC::GmFree(y);
  }
  GM_ADDR X() { return reinterpret_cast<GM_ADDR>(x.data()); }
  GM_ADDR Index() { return reinterpret_cast<GM_ADDR>(index.data()); }
  Element Y(uint32_t r, uint32_t c) const {
    Element v;
    std::memcpy(&v, y + (static_cast<size_t>(r) * kCols + c) * sizeof(Element), sizeof(Element));
    return v;
  }
};

// The independent reference: a plain loop over the operator's definition.
void ExpectMatchesReference(const Buffers& b, bool reverse) {
  const Element pad = static_cast<Element>(-1.5f);
  for (uint32_t r = 0; r < kOutRows; ++r) {
    const int32_t src = b.index[r];
    for (uint32_t c = 0; c < kCols; ++c) {
      const Element want = src < kLo || src >= kHi ? pad : b.x[static_cast<size_t>(src) * kCols + (reverse ? kCols - 1 - c : c)];
      const Element got = b.Y(r, c);
      ASSERT_EQ(std::memcmp(&got, &want, sizeof(Element)), 0) << "row " << r << " col " << c << " reverse " << reverse;
    }
  }
}

void LaunchTemplate(Buffers& b, uint64_t key) {
  ascendc_host::tpl::LaunchByKey<g_tilingDeclareParams, g_tilingSelectParams>(
      key, kBlocks, ASCENDC_HOST_TPL_KERNEL(gather_rows, uint32_t, bool), b.X(), b.Index(), b.y, b.workspace,
      b.tiling);
}

TEST(GatherRowsOperator, TemplateKernelForEveryKey) {
  for (uint32_t mode : {0u, 1u, 2u})
    for (bool reverse : {false, true}) {
      Buffers b;
      const uint64_t key = GET_TPL_TILING_KEY(mode, reverse);
      EXPECT_EQ(key, mode | static_cast<uint64_t>(reverse) << 2);  // COPY_MODE by index in 2 bits, then REVERSE
      LaunchTemplate(b, key);
      ExpectMatchesReference(b, reverse);
    }
}

TEST(GatherRowsOperator, KeyedEntryPointAsACpuDebugHostRunsIt) {
  const std::pair<uint64_t, bool> keys[] = {{1, false}, {2, true}, {3, true}};
  for (auto [key, reverse] : keys) {
    Buffers b;
    AscendC::SetKernelMode(AscendC::KernelMode::AIV_MODE);
    ICPU_SET_TILING_KEY(key);
    ICPU_RUN_KF(gather_rows_keyed, kBlocks, b.X(), b.Index(), b.y, b.workspace, b.tiling);
    ICPU_SET_TILING_KEY(0);
    ExpectMatchesReference(b, reverse);
  }
}

template <typename Body>
std::string FatalMessage(Body&& body) {
  try {
    body();
  } catch (const ascendc_host::Error& e) {
    return e.severity() == ascendc_host::Severity::kFatal ? e.what() : std::string("not FATAL: ") + e.what();
  }
  return "no error";
}

TEST(GatherRowsOperator, UnknownTemplateKey) {
  Buffers b;
  const std::string m = FatalMessage([&] { LaunchTemplate(b, 3); });  // COPY_MODE index 3 is not declared
  EXPECT_NE(m.find("is unknown to the template kernel"), std::string::npos) << m;
  EXPECT_NE(FatalMessage([&] { (void)GET_TPL_TILING_KEY(4, 0); }).find("not among the declared values"),
            std::string::npos);
}

TEST(GatherRowsOperator, UnknownKeyOfTheKeyedEntryPoint) {
  Buffers b;
  ascendc_host::ScopedCheckedMode checked(true);
  ICPU_SET_TILING_KEY(4);
  try {
    ICPU_RUN_KF(gather_rows_keyed, kBlocks, b.X(), b.Index(), b.y, b.workspace, b.tiling);
    ADD_FAILURE() << "no error";
  } catch (const ascendc_host::Error& e) {
    EXPECT_NE(std::string(e.what()).find("tiling key=4 matches no TILING_KEY_IS"), std::string::npos) << e.what();
  }
  ICPU_SET_TILING_KEY(0);
}

TEST(GatherRowsOperator, TilingPointerNullOrTooSmall) {
  Buffers b;
  const uint64_t key = GET_TPL_TILING_KEY(0, 0);
  std::string m = FatalMessage([&] {
    ascendc_host::tpl::LaunchByKey<g_tilingDeclareParams, g_tilingSelectParams>(
        key, kBlocks, ASCENDC_HOST_TPL_KERNEL(gather_rows, uint32_t, bool), b.X(), b.Index(), b.y, b.workspace,
        static_cast<uint8_t*>(nullptr));
  });
  EXPECT_NE(m.find("GET_TILING_DATA: tiling=null"), std::string::npos) << m;
  auto* short_tiling = static_cast<uint8_t*>(AscendC::GmAlloc(sizeof(optiling::GatherRowsTilingData) - 8));
  m = FatalMessage([&] {
    ascendc_host::tpl::LaunchByKey<g_tilingDeclareParams, g_tilingSelectParams>(
        key, kBlocks, ASCENDC_HOST_TPL_KERNEL(gather_rows, uint32_t, bool), b.X(), b.Index(), b.y, b.workspace,
        short_tiling);
  });
  EXPECT_NE(m.find("is too small for the default TilingData"), std::string::npos) << m;
  AscendC::GmFree(short_tiling);
}

TEST(GatherRowsOperator, WorkspaceTooSmall) {
  Buffers b;
  const uint64_t key = GET_TPL_TILING_KEY(1, 0);  // COPY_MODE 1 stages rows in the user workspace
  // One block: the staging pointer of block 0 is the buffer's end, which the
  // GM registry knows to hold 0 bytes. A later block's pointer lies past the
  // end of every registered buffer, where the registry cannot tell a stray
  // pointer from memory of the caller's own; with several blocks such a
  // block could write before block 0's FATAL stops the launch (a known
  // limitation of GM range checks on derived pointers).
  constexpr uint32_t kOneBlock = 1;
  auto* no_user_part = static_cast<uint8_t*>(AscendC::GmAlloc(ascendc_host::SystemWorkspaceBytes()));
  std::string m = FatalMessage([&] {
    ascendc_host::tpl::LaunchByKey<g_tilingDeclareParams, g_tilingSelectParams>(
        key, kOneBlock, ASCENDC_HOST_TPL_KERNEL(gather_rows, uint32_t, bool), b.X(), b.Index(), b.y, no_user_part,
        b.tiling);
  });
  EXPECT_NE(m.find("GlobalTensor::SetGlobalBuffer: bufferSize"), std::string::npos) << m;
  AscendC::GmFree(no_user_part);
  auto* tiny = static_cast<uint8_t*>(AscendC::GmAlloc(4096));
  m = FatalMessage([&] {
    ascendc_host::tpl::LaunchByKey<g_tilingDeclareParams, g_tilingSelectParams>(
        key, kOneBlock, ASCENDC_HOST_TPL_KERNEL(gather_rows, uint32_t, bool), b.X(), b.Index(), b.y, tiny, b.tiling);
  });
  EXPECT_NE(m.find("smaller than the system workspace"), std::string::npos) << m;
  AscendC::GmFree(tiny);
}

}  // namespace
