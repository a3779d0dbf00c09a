// The checked pointer-level entry points (checked_kernels.h) and their C ABI
// (c_api.h): results on every target against element-by-element loops
// written here, every rejection before any byte is touched, status codes and
// the thread-local last-error message.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "ascendc_host/c_api.h"
#include "ascendc_host/checked_kernels.h"
#include "ascendc_host/error.h"
#include "support/per_target.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
using ah::testing::RaisesError;

class CheckedKernels : public ah::testing::PerTarget {};

std::vector<uint8_t> RandomBytes(size_t n, std::mt19937_64& rng) {
  std::vector<uint8_t> v(n);
  ah::testing::FillRandom(v.data(), n, rng);
  return v;
}

TEST_P(CheckedKernels, GatherAndScatterMatchTheElementLoop) {
  std::mt19937_64 rng(11);
  for (size_t s : {1u, 2u, 4u, 8u}) {
    for (size_t n : {0u, 1u, 7u, 64u, 1000u, 5003u}) {
      const size_t elements = 777;
      const auto src = RandomBytes(elements * s, rng);
      std::vector<uint32_t> offsets(n);
      for (auto& o : offsets) o = static_cast<uint32_t>(rng() % elements * s);
      // Gather, with a guard tail that must stay untouched.
      std::vector<uint8_t> dst = RandomBytes(n * s + 64, rng), expected = dst;
      for (size_t k = 0; k < n; ++k) std::memcpy(&expected[k * s], &src[offsets[k]], s);
      ah::checked::Gather(src.data(), src.size(), offsets.data(), n, dst.data(), n * s, s);
      ASSERT_TRUE(ah::testing::SameBytes(expected, dst)) << "gather s=" << s << " n=" << n;
      // Scatter of n elements into the 777-element buffer (duplicates: the last wins).
      const auto values = RandomBytes(n * s, rng);
      std::vector<uint8_t> out = RandomBytes(elements * s, rng), expected_out = out;
      for (size_t k = 0; k < n; ++k) std::memcpy(&expected_out[offsets[k]], &values[k * s], s);
      ah::checked::Scatter(values.data(), values.size(), offsets.data(), n, out.data(), out.size(), s);
      ASSERT_TRUE(ah::testing::SameBytes(expected_out, out)) << "scatter s=" << s << " n=" << n;
    }
  }
}

TEST_P(CheckedKernels, CompressMatchesTheElementLoop) {
  std::mt19937_64 rng(12);
  for (size_t s : {1u, 2u, 4u}) {
    for (size_t n : {1u, 9u, 128u, 1000u, 4099u}) {
      const auto src = RandomBytes(n * s, rng);
      const auto bits = RandomBytes((n + 7) / 8, rng);
      std::vector<uint8_t> expected;
      for (size_t i = 0; i < n; ++i)
        if ((bits[i / 8] >> (i % 8)) & 1) expected.insert(expected.end(), &src[i * s], &src[i * s] + s);
      const size_t kept_expected = expected.size() / s;
      std::vector<uint8_t> dst = RandomBytes(n * s + 64, rng);
      const std::vector<uint8_t> before = dst;
      std::copy(before.begin() + expected.size(), before.end(), std::back_inserter(expected));
      const uint64_t kept = ah::checked::Compress(src.data(), n, bits.data(), bits.size(), dst.data(), n, s);
      ASSERT_EQ(kept, kept_expected);
      ASSERT_TRUE(ah::testing::SameBytes(expected, dst)) << "s=" << s << " n=" << n;
    }
  }
}

TEST_P(CheckedKernels, OverlappingGatherFollowsTheSequentialLoop) {
  // dst = src shifted by one element: element k reads what element k-1 may have written.
  std::vector<uint32_t> buffer(300), expected;
  for (uint32_t i = 0; i < 300; ++i) buffer[i] = i * 7 + 1;
  std::vector<uint32_t> offsets(200);
  for (uint32_t k = 0; k < 200; ++k) offsets[k] = 4 * (k % 50);
  expected = buffer;
  for (uint32_t k = 0; k < 200; ++k) expected[1 + k] = expected[offsets[k] / 4];
  ah::checked::Gather(buffer.data(), 4 * 300, offsets.data(), 200, buffer.data() + 1, 4 * 299, 4);
  EXPECT_EQ(buffer, expected);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(CheckedKernels);

TEST(CheckedKernelErrors, EveryRejectionNamesTheRuleAndTouchesNothing) {
  std::vector<uint8_t> src(64, 0xAB), dst(64, 0xCD);
  const std::vector<uint8_t> dst_before = dst;
  std::vector<uint32_t> offsets = {0, 4, 8, 60, 64, 12};
  EXPECT_TRUE(RaisesError([&] { ah::checked::Gather(src.data(), 64, offsets.data(), 6, dst.data(), 64, 4); },
                          ah::Severity::kFatal, {"checked::Gather: offsets[4]=64", "beyond src_bytes=64"}));
  offsets[4] = 6;
  EXPECT_TRUE(RaisesError([&] { ah::checked::Gather(src.data(), 64, offsets.data(), 6, dst.data(), 64, 4); },
                          ah::Severity::kFatal, {"offsets[4]=6", "not a multiple of element_bytes=4"}));
  offsets[4] = 16;
  EXPECT_TRUE(RaisesError([&] { ah::checked::Gather(src.data(), 64, offsets.data(), 6, dst.data(), 20, 4); },
                          ah::Severity::kFatal, {"checked::Gather: n=6", "dst_bytes=20"}));
  EXPECT_TRUE(RaisesError([&] { ah::checked::Gather(src.data(), 64, offsets.data(), 6, dst.data(), 64, 3); },
                          ah::Severity::kFatal, {"element_bytes=3"}));
  EXPECT_TRUE(RaisesError([&] { ah::checked::Gather(nullptr, 64, offsets.data(), 6, dst.data(), 64, 4); },
                          ah::Severity::kFatal, {"src=null"}));
  offsets[2] = 1u << 31;
  EXPECT_TRUE(RaisesError([&] { ah::checked::Scatter(src.data(), 64, offsets.data(), 6, dst.data(), 64, 4); },
                          ah::Severity::kFatal, {"checked::Scatter: offsets[2]=2147483648", "beyond dst_bytes=64"}));
  EXPECT_TRUE(RaisesError([&] { ah::checked::Scatter(src.data(), 8, offsets.data(), 6, dst.data(), 64, 4); },
                          ah::Severity::kFatal, {"checked::Scatter: n=6", "src_bytes=8"}));
  const uint8_t bits[2] = {0xFF, 0xFF};
  EXPECT_TRUE(RaisesError([&] { ah::checked::Compress(src.data(), 16, bits, 2, dst.data(), 15, 1); },
                          ah::Severity::kFatal, {"dst_capacity=15", "16 elements kept"}));
  EXPECT_TRUE(RaisesError([&] { ah::checked::Compress(src.data(), 17, bits, 2, dst.data(), 64, 1); },
                          ah::Severity::kFatal, {"checked::Compress: n=17", "bits_bytes=2"}));
  EXPECT_TRUE(RaisesError([&] { ah::checked::Compress(src.data(), 4, bits, 2, dst.data(), 64, 8); },
                          ah::Severity::kFatal, {"element_bytes=8", "not 1, 2 or 4"}));
  EXPECT_TRUE(RaisesError([&] { ah::checked::Copy(src.data(), 64, dst.data(), 32, 64); }, ah::Severity::kFatal,
                          {"checked::Copy: bytes=64", "dst_bytes=32"}));
  EXPECT_TRUE(RaisesError([&] { ah::checked::Copy(src.data(), 64, src.data() + 8, 56, 32); }, ah::Severity::kFatal,
                          {"overlaps src"}));
  EXPECT_EQ(dst, dst_before);
  // Zero elements: nothing to check, nothing touched.
  ah::checked::Gather(nullptr, 0, nullptr, 0, nullptr, 0, 4);
  ah::checked::Copy(src.data(), 64, dst.data(), 64, 64);
  EXPECT_EQ(dst, src);
}

TEST(CApi, StatusCodesAndLastError) {
  std::vector<float> src = {1, 2, 3, 4}, dst(4, 0);
  const uint32_t offsets[4] = {12, 8, 4, 0};
  ASSERT_EQ(ascendc_host_gather(src.data(), 16, offsets, 4, dst.data(), 16, 4), ASCENDC_HOST_OK);
  EXPECT_EQ(dst, (std::vector<float>{4, 3, 2, 1}));
  const uint32_t bad[1] = {16};
  EXPECT_EQ(ascendc_host_gather(src.data(), 16, bad, 1, dst.data(), 16, 4), ASCENDC_HOST_ERROR_FATAL);
  EXPECT_NE(std::string(ascendc_host_last_error()).find("checked::Gather: offsets[0]=16"), std::string::npos)
      << ascendc_host_last_error();
  EXPECT_EQ(ascendc_host_scatter(src.data(), 16, offsets, 4, dst.data(), 16, 4), ASCENDC_HOST_OK);
  EXPECT_EQ(dst, (std::vector<float>{4, 3, 2, 1}));
  // The message stays until the thread's next failure.
  EXPECT_NE(std::string(ascendc_host_last_error()).find("offsets[0]=16"), std::string::npos);

  const uint8_t bits[1] = {0x5};
  uint64_t kept = 99;
  ASSERT_EQ(ascendc_host_compress(src.data(), 4, bits, 1, dst.data(), 4, 4, &kept), ASCENDC_HOST_OK);
  EXPECT_EQ(kept, 2u);
  EXPECT_EQ(dst[0], 1.0f);
  EXPECT_EQ(dst[1], 3.0f);
  EXPECT_EQ(ascendc_host_copy(src.data(), 16, dst.data(), 16, 16), ASCENDC_HOST_OK);
  EXPECT_EQ(dst, src);
  EXPECT_EQ(ascendc_host_copy(src.data(), 16, dst.data(), 8, 16), ASCENDC_HOST_ERROR_FATAL);

  EXPECT_EQ(ascendc_host_force_target("no-such-target"), ASCENDC_HOST_ERROR_RULE);
  EXPECT_NE(std::string(ascendc_host_last_error()).find("no-such-target"), std::string::npos);
  EXPECT_EQ(ascendc_host_force_target(""), ASCENDC_HOST_OK);
  EXPECT_EQ(std::string(ascendc_host_active_target()), ah::target::Active());
  EXPECT_STRNE(ascendc_host_version(), "unknown");
  EXPECT_EQ(std::string(ascendc_host_version()).find("0."), 0u);
}

TEST(CApi, LastErrorIsPerThread) {
  const uint32_t bad[1] = {400};
  float src[4] = {}, dst[4] = {};
  ASSERT_EQ(ascendc_host_gather(src, 16, bad, 1, dst, 16, 4), ASCENDC_HOST_ERROR_FATAL);
  std::string other;
  std::thread([&] {
    const uint32_t worse[1] = {800};
    ascendc_host_gather(src, 16, worse, 1, dst, 16, 4);
    other = ascendc_host_last_error();
  }).join();
  EXPECT_NE(other.find("offsets[0]=800"), std::string::npos) << other;
  EXPECT_NE(std::string(ascendc_host_last_error()).find("offsets[0]=400"), std::string::npos);
}

TEST(CApi, SwitchesReachTheLibrary) {
  const bool checked = ah::CheckedMode();
  ascendc_host_set_checked_mode(!checked);
  EXPECT_EQ(ah::CheckedMode(), !checked);
  ascendc_host_set_checked_mode(checked);
  const bool verify = ah::VerifyMode();
  ascendc_host_set_verify_mode(1);
  EXPECT_TRUE(ah::VerifyMode());
  ascendc_host_set_verify_mode(0);
  EXPECT_FALSE(ah::VerifyMode());
  ascendc_host_set_verify_mode(verify);
}

}  // namespace
