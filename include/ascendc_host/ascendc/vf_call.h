// Launch of a vector function: asc_vf_call / VF_CALL (SPEC 6.10) and the
// compilation model of the Reg layer (SPEC 14.13).
//
// A VF body is a loop of Reg operations that are inline header code
// (ascendc/reg/*.h): after inlining, RegTensor values live in machine
// registers and every operation is a few SIMD instructions of whatever
// instruction set the enclosing function is compiled for. On the CPU a VF
// call is an ordinary call; in the multiversioned mode
// (ASCENDC_HOST_VF_MULTIVERSION=1, set by the CMake function
// ascendc_host_add_operator / ascendc_host_operator_fast_path) each
// asc_vf_call<F> also compiles F, with everything it inlines, once per x86
// instruction-set level (target::VfLevel: baseline, AVX2, AVX-512) and picks
// the copy of the active target at every call: one choice per VF call, none
// per operation. Without the mode (or on other platforms) F runs compiled
// with the translation unit's own flags: the same results, slower.
#ifndef ASCENDC_HOST_ASCENDC_VF_CALL_H_
#define ASCENDC_HOST_ASCENDC_VF_CALL_H_

#include <cstdint>
#include <type_traits>
#include <utility>

#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/runtime/fp_environment.h"
#include "ascendc_host/target.h"

#ifndef ASCENDC_HOST_VF_MULTIVERSION
#define ASCENDC_HOST_VF_MULTIVERSION 0
#endif
// Copies per instruction set need GCC/Clang function attributes and x86-64;
// elsewhere the mode compiles one copy.
#if ASCENDC_HOST_VF_MULTIVERSION && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ASCENDC_HOST_VF_COPIES 1
#else
#define ASCENDC_HOST_VF_COPIES 0
#endif

namespace ascendc_host {
namespace detail {
// What a vector function may be passed (asc_vf_call page): raw pointers and
// basic data types, no structs or arrays.
template <typename A>
inline constexpr bool kVfArgument = std::is_pointer_v<std::decay_t<A>> || std::is_arithmetic_v<std::decay_t<A>> ||
                                    std::is_enum_v<std::decay_t<A>> || std::is_same_v<std::decay_t<A>, half> ||
                                    std::is_same_v<std::decay_t<A>, bfloat16_t> ||
                                    std::is_null_pointer_v<std::decay_t<A>>;
}  // namespace detail

namespace vf {

#if ASCENDC_HOST_VF_COPIES
// The translation unit's own instruction-set flags, part of every copy's
// template arguments: two translation units built with different -m flags
// then instantiate differently named copies, so the linker never merges an
// AVX-512 baseline copy into a program that runs it on an AVX2 machine.
inline constexpr unsigned kUnitFlags = 0u
#ifdef __SSE4_1__
                                       | 1u
#endif
#ifdef __AVX__
                                       | 2u
#endif
#ifdef __AVX2__
                                       | 4u
#endif
#ifdef __FMA__
                                       | 8u
#endif
#ifdef __AVX512F__
                                       | 16u
#endif
#ifdef __AVX512BW__
                                       | 32u
#endif
    ;

// One copy per level: `flatten` inlines F and everything F calls (the Reg
// operations are always_inline besides), so the whole VF body is compiled
// for the copy's instruction set. FMA is available to the AVX2 and AVX-512
// copies: results stay identical across copies only without floating-point
// contraction, which the package's compile options switch off
// (-ffp-contract=off, SPEC 14.13).
#define ASCENDC_HOST_VF_AVX2_FEATURES "avx2,fma,f16c,bmi,bmi2,lzcnt,popcnt"
#define ASCENDC_HOST_VF_AVX512_FEATURES ASCENDC_HOST_VF_AVX2_FEATURES ",avx512f,avx512bw,avx512dq,avx512vl"

template <unsigned kFlags, auto F, typename... A>
__attribute__((noinline, flatten)) void RunBaseline(A&&... args) {
  F(std::forward<A>(args)...);
}
template <unsigned kFlags, auto F, typename... A>
__attribute__((noinline, flatten, target(ASCENDC_HOST_VF_AVX2_FEATURES))) void RunAvx2(A&&... args) {
  F(std::forward<A>(args)...);
}
template <unsigned kFlags, auto F, typename... A>
__attribute__((noinline, flatten, target(ASCENDC_HOST_VF_AVX512_FEATURES))) void RunAvx512(A&&... args) {
  F(std::forward<A>(args)...);
}
#endif  // ASCENDC_HOST_VF_COPIES

// Runs F with the copy of the active level (target::ActiveVfLevel), or the
// one copy outside the multiversioned mode. kCopies (always the default)
// names the mode in the instantiation, so units built in either mode can
// share a program.
template <auto F, bool kCopies = ASCENDC_HOST_VF_COPIES != 0, typename... A>
inline void Run(A&&... args) {
  // The default floating-point environment for the whole call (SPEC 14.1):
  // the operations inside need not read MXCSR / FPCR.
  const runtime::DefaultFpScope fp_environment;
#if ASCENDC_HOST_VF_COPIES
  static_assert(kCopies, "");
  switch (target::ActiveVfLevel()) {
    case target::VfLevel::kAvx512: return RunAvx512<kUnitFlags, F>(std::forward<A>(args)...);
    case target::VfLevel::kAvx2: return RunAvx2<kUnitFlags, F>(std::forward<A>(args)...);
    case target::VfLevel::kBaseline: break;
  }
  return RunBaseline<kUnitFlags, F>(std::forward<A>(args)...);
#else
  F(std::forward<A>(args)...);
#endif
}

// True when this translation unit compiles VF copies per instruction set.
inline constexpr bool kMultiversioned = ASCENDC_HOST_VF_COPIES != 0;

}  // namespace vf
}  // namespace ascendc_host

// Launch of a vector function (SPEC 6.10, 14.13): on the CPU a call of the
// copy of F for the active instruction-set level.
// The second template parameter is never given: it names the unit's mode.
template <auto F, bool kCopies = ASCENDC_HOST_VF_COPIES != 0, typename... Args>
inline void asc_vf_call(Args&&... args) {
  static_assert((ascendc_host::detail::kVfArgument<Args> && ...),
                "asc_vf_call: a vector function takes raw pointers and basic data types only (no structs, arrays)");
  ascendc_host::vf::Run<F, kCopies>(std::forward<Args>(args)...);
}
template <auto F, bool kCopies = ASCENDC_HOST_VF_COPIES != 0, typename... Args>
inline void VF_CALL(Args&&... args) {
  static_assert((ascendc_host::detail::kVfArgument<Args> && ...),
                "VF_CALL: a vector function takes raw pointers and basic data types only (no structs, arrays)");
  ascendc_host::vf::Run<F, kCopies>(std::forward<Args>(args)...);
}

#endif  // ASCENDC_HOST_ASCENDC_VF_CALL_H_
