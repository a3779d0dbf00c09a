// AscendC::Std beyond tuples (Utils-API/CPP标准库: type traits, max/min,
// abs/sqrt, index sequences) and the older names example kernels use:
// AscendC::Conditional, AscendC::InitOutput, AscendC::DivAlgo (SPEC 15.6).
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

namespace Std = AscendC::Std;

// The conditional page's pattern: a type chosen at compile time.
template <bool kFloat>
struct Accumulator {
  using T = typename AscendC::Conditional<kFloat, float, half>::type;
  using U = typename Std::conditional<kFloat, float, half>::type;
};

template <typename T, typename = Std::enable_if_t<Std::is_integral<T>::value>>
constexpr int IntegralOnly(T) {
  return 1;
}

template <size_t... Idx>
constexpr size_t SumOf(Std::index_sequence<Idx...>) {
  return (Idx + ... + 0);
}

TEST(StdUtils, TypeTraitsAsThePagesDescribe) {
  static_assert(std::is_same_v<Accumulator<true>::T, float> && std::is_same_v<Accumulator<false>::T, half>);
  static_assert(std::is_same_v<Accumulator<true>::U, float> && std::is_same_v<Accumulator<false>::U, half>);
  static_assert(Std::is_same<int, int>::value && !Std::is_same<int, unsigned>::value);
  static_assert(Std::is_floating_point<float>::value && Std::is_floating_point<half>::value &&
                Std::is_floating_point<const bfloat16_t>::value && !Std::is_floating_point<int>::value);
  static_assert(Std::is_integral<int8_t>::value && !Std::is_integral<half>::value);
  static_assert(Std::is_void<void>::value && Std::is_pointer<int*>::value && Std::is_reference<int&>::value);
  static_assert(Std::is_const<const int>::value && Std::is_array<int[3]>::value);
  static_assert(std::is_same_v<Std::remove_cv<const volatile int>::type, int>);
  static_assert(std::is_same_v<Std::remove_reference<int&&>::type, int>);
  static_assert(std::is_same_v<Std::remove_pointer<int*>::type, int>);
  static_assert(std::is_same_v<Std::add_const<int>::type, const int>);
  static_assert(std::is_same_v<Std::add_pointer<int>::type, int*>);
  static_assert(std::is_same_v<Std::add_lvalue_reference<int>::type, int&>);
  static_assert(Std::is_base_of<std::true_type, Std::integral_constant<bool, true>>::value ||
                std::is_same_v<Std::integral_constant<bool, true>, std::true_type>);
  static_assert(Std::is_convertible<int, float>::value);
  static_assert(IntegralOnly(3) == 1);
  static_assert(SumOf(Std::make_index_sequence<5>{}) == 10);
}

TEST(StdUtils, MaxMinAbsSqrt) {
  static_assert(Std::max(3, 7) == 7 && Std::min(3, 7) == 3);
  EXPECT_EQ(Std::max(int64_t{-5}, int64_t{-9}), -5);
  EXPECT_EQ(Std::min(2.5f, -1.0f), -1.0f);
  EXPECT_EQ(Std::max(true, false), true);
  EXPECT_EQ(Std::abs(int8_t{-7}), 7);
  EXPECT_EQ(Std::abs(-2.5f), 2.5f);
  EXPECT_EQ(Std::abs(int64_t{-(int64_t{1} << 40)}), int64_t{1} << 40);
  EXPECT_EQ(Std::sqrt(2.0f), 1.41421354f);  // correctly rounded
  // int64_t: the root rounded down, exact for every value.
  for (int64_t v : {0, 1, 2, 3, 4, 15, 16, 17, 99, 100}) {
    const int64_t r = Std::sqrt(v);
    EXPECT_TRUE(r * r <= v && (r + 1) * (r + 1) > v) << v;
  }
  EXPECT_EQ(Std::sqrt(std::numeric_limits<int64_t>::max()), int64_t{3037000499});
  EXPECT_EQ(Std::sqrt(int64_t{3037000499} * 3037000499), int64_t{3037000499});
  EXPECT_EQ(Std::sqrt(int64_t{3037000499} * 3037000499 - 1), int64_t{3037000498});
  EXPECT_EQ(Std::sqrt(int64_t{-4}), 0);
}

TEST(StdUtils, OlderNamesOfTheExampleKernels) {
  // InitOutput: InitGlobalMemory's older name, value defaulting to 0.
  std::vector<int32_t> out(12, 7);
  AscendC::GlobalTensor<int32_t> g;
  g.SetGlobalBuffer(out.data(), out.size());
  AscendC::InitOutput<int32_t>(g, 10, 0);
  EXPECT_EQ(out[9], 0);
  EXPECT_EQ(out[10], 7);
  AscendC::InitOutput(g, 12, int32_t{-1});
  EXPECT_EQ(out[11], -1);
  // AscendC::DivAlgo names Reg::DivAlgo.
  static_assert(std::is_same_v<AscendC::DivAlgo, AscendC::Reg::DivAlgo>);
  constexpr AscendC::Reg::DivSpecificMode mode = {AscendC::Reg::MaskMergeMode::ZEROING, false,
                                                  AscendC::DivAlgo::PRECISION_1ULP_FTZ_FALSE};
  static_assert(mode.algo == AscendC::Reg::DivAlgo::PRECISION_1ULP_FTZ_FALSE);
}

}  // namespace
