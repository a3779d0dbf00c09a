// The SIMT kernel surface (SPEC 16): what a source compiled with
// --enable-simt, or one that includes "simt_api/asc_simt.h", sees — the
// built-in variables and types, the qualifiers, the synchronisation,
// atomic and warp functions; printf and assert are the kernel debug
// functions of ascendc_host/ascendc/debug.h (an unqualified printf is the C
// library's, as SIMT output has no block prefix). The threads run as described in
// ascendc_host/runtime/simt.h.
#ifndef ASCENDC_HOST_ASCENDC_SIMT_H_
#define ASCENDC_HOST_ASCENDC_SIMT_H_

#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <limits>
#include <type_traits>

// A source the driver compiles needs --enable-simt: without it, shared
// `__ubuf__` arrays would not be shared (SPEC 16.4).
#if defined(ASCENDC_HOST_TRANSLATION_UNIT) && !(defined(ASCENDC_HOST_SIMT) && ASCENDC_HOST_SIMT)
#error "SIMT kernels (simt_api/*.h) need --enable-simt on the ascendc-host-cc command line (or CMAKE_ASC_ENABLE_SIMT)"
#endif

#include "ascendc_host/ascendc/debug.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/runtime/simt.h"

// --- Qualifiers (SIMT-BuiltIn关键字): no effect on the CPU. ---
#ifndef __launch_bounds__
#define __launch_bounds__(...)
#endif
#ifndef __maxnreg__
#define __maxnreg__(n)
#endif
#ifndef __simt_vf__
#define __simt_vf__
#endif
#ifndef __simt_callee__
#define __simt_callee__
#endif
#ifndef __host__
#define __host__
#endif
#ifndef __align__
#define __align__(n) __attribute__((aligned(n)))
#endif

// --- Built-in types and variables ---
struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}  // NOLINT
  constexpr dim3(const ::ascendc_host::simt::Index3& i) : x(i.x), y(i.y), z(i.z) {}                        // NOLINT
};

using ::ascendc_host::simt::blockDim;
using ::ascendc_host::simt::blockIdx;
using ::ascendc_host::simt::gridDim;
using ::ascendc_host::simt::threadIdx;
inline constexpr int32_t warpSize = static_cast<int32_t>(::ascendc_host::simt::kWarpSize);
#ifndef ASC_UB_SIZE_DEFINED
#define ASC_UB_SIZE_DEFINED 1
// The UB a kernel may use (SIMT-BuiltIn关键字: 内置常量): 256 KiB less the
// 8 KiB the compiler reserves.
inline constexpr uint64_t ASC_UB_SIZE = 248 * 1024;
#endif

// Short vectors (SIMT-BuiltIn关键字, 表3): members x, y, z, w; the size and
// alignment the table gives.
#define ASCENDC_HOST_SIMT_VECTOR(name, T, align, ...) \
  struct alignas(align) name {                       \
    T __VA_ARGS__;                                   \
  };
ASCENDC_HOST_SIMT_VECTOR(char2, signed char, 2, x, y)
ASCENDC_HOST_SIMT_VECTOR(char3, signed char, 4, x, y, z)
ASCENDC_HOST_SIMT_VECTOR(char4, signed char, 4, x, y, z, w)
ASCENDC_HOST_SIMT_VECTOR(uchar2, unsigned char, 2, x, y)
ASCENDC_HOST_SIMT_VECTOR(uchar3, unsigned char, 4, x, y, z)
ASCENDC_HOST_SIMT_VECTOR(uchar4, unsigned char, 4, x, y, z, w)
ASCENDC_HOST_SIMT_VECTOR(short2, short, 4, x, y)
ASCENDC_HOST_SIMT_VECTOR(short3, short, 8, x, y, z)
ASCENDC_HOST_SIMT_VECTOR(short4, short, 8, x, y, z, w)
ASCENDC_HOST_SIMT_VECTOR(ushort2, unsigned short, 4, x, y)
ASCENDC_HOST_SIMT_VECTOR(ushort3, unsigned short, 8, x, y, z)
ASCENDC_HOST_SIMT_VECTOR(ushort4, unsigned short, 8, x, y, z, w)
ASCENDC_HOST_SIMT_VECTOR(int2, int, 8, x, y)
ASCENDC_HOST_SIMT_VECTOR(int3, int, 16, x, y, z)
ASCENDC_HOST_SIMT_VECTOR(int4, int, 16, x, y, z, w)
ASCENDC_HOST_SIMT_VECTOR(uint2, unsigned int, 8, x, y)
ASCENDC_HOST_SIMT_VECTOR(uint3, unsigned int, 16, x, y, z)
ASCENDC_HOST_SIMT_VECTOR(uint4, unsigned int, 16, x, y, z, w)
ASCENDC_HOST_SIMT_VECTOR(long2, long, 16, x, y)
ASCENDC_HOST_SIMT_VECTOR(long3, long, 32, x, y, z)
ASCENDC_HOST_SIMT_VECTOR(long4, long, 32, x, y, z, w)
ASCENDC_HOST_SIMT_VECTOR(ulong2, unsigned long, 16, x, y)
ASCENDC_HOST_SIMT_VECTOR(ulong3, unsigned long, 32, x, y, z)
ASCENDC_HOST_SIMT_VECTOR(ulong4, unsigned long, 32, x, y, z, w)
ASCENDC_HOST_SIMT_VECTOR(longlong2, long long, 16, x, y)
ASCENDC_HOST_SIMT_VECTOR(longlong3, long long, 32, x, y, z)
ASCENDC_HOST_SIMT_VECTOR(longlong4, long long, 32, x, y, z, w)
ASCENDC_HOST_SIMT_VECTOR(ulonglong2, unsigned long long, 16, x, y)
ASCENDC_HOST_SIMT_VECTOR(ulonglong3, unsigned long long, 32, x, y, z)
ASCENDC_HOST_SIMT_VECTOR(ulonglong4, unsigned long long, 32, x, y, z, w)
ASCENDC_HOST_SIMT_VECTOR(float2, float, 8, x, y)
ASCENDC_HOST_SIMT_VECTOR(float3, float, 16, x, y, z)
ASCENDC_HOST_SIMT_VECTOR(float4, float, 16, x, y, z, w)
ASCENDC_HOST_SIMT_VECTOR(half2, half, 4, x, y)
ASCENDC_HOST_SIMT_VECTOR(bfloat16x2_t, bfloat16_t, 4, x, y)
#undef ASCENDC_HOST_SIMT_VECTOR

// --- Synchronisation and memory fences (同步机制) ---
inline void asc_syncthreads() { ::ascendc_host::simt::SyncThreads(); }
inline void asc_threadfence() { std::atomic_thread_fence(std::memory_order_seq_cst); }
inline void asc_threadfence_block() { std::atomic_thread_fence(std::memory_order_seq_cst); }

namespace ascendc_host {
namespace simt {
namespace detail {

template <size_t N>
struct BitsOf;
template <>
struct BitsOf<2> {
  using type = uint16_t;
};
template <>
struct BitsOf<4> {
  using type = uint32_t;
};
template <>
struct BitsOf<8> {
  using type = uint64_t;
};

// One atomic read-modify-write of *address: new = op(old); returns old.
// Blocks run on several worker threads, so GM and UB alike are updated with
// a compare-and-swap on the value's bits.
template <typename T, typename Op>
T AtomicUpdate(T* address, Op op) {
  using Bits = typename BitsOf<sizeof(T)>::type;
  Bits* word = reinterpret_cast<Bits*>(address);
  Bits seen = __atomic_load_n(word, __ATOMIC_RELAXED);
  while (true) {
    T old;
    std::memcpy(&old, &seen, sizeof(T));
    const T next = op(old);
    Bits want;
    std::memcpy(&want, &next, sizeof(T));
    if (__atomic_compare_exchange_n(word, &seen, want, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)) return old;
  }
}

// A double (a quotient of halves or bfloat16s) to float by round-to-odd, so
// that the following rounding to half or bfloat16 is the one rounding of it.
inline float OddFloat(double exact) {
  float f = static_cast<float>(exact);
  if (static_cast<double>(f) != exact && std::isfinite(f)) {
    uint32_t b;
    std::memcpy(&b, &f, 4);
    if (std::fabs(static_cast<double>(f)) > std::fabs(exact)) --b;  // toward zero
    b |= 1u;
    std::memcpy(&f, &b, 4);
  }
  return f;
}
// a + b of two halves (or two bfloat16s) rounded once: their float sum is
// exact, or inexact only when b is below a quarter of a's half ulp, where
// every rounding gives a; so float addition then one rounding is exact.
inline half AddRounded(half a, float b) { return half(static_cast<float>(a) + b); }
inline bfloat16_t AddRounded(bfloat16_t a, float b) { return bfloat16_t(static_cast<float>(a) + b); }
// a * b: a product of two 11- or 8-bit significands is exact in float.
template <typename T>
T MulRounded(T a, T b) {
  return T(static_cast<float>(a) * static_cast<float>(b));
}
// a / b: the double quotient, round-to-odd to float, then rounded once.
template <typename T>
T DivRounded(T a, T b) {
  return T(OddFloat(static_cast<double>(static_cast<float>(a)) / static_cast<float>(b)));
}

}  // namespace detail
}  // namespace simt
}  // namespace ascendc_host

// --- Atomic functions (原子操作): each returns the value before the update.
// Plain overloads, not templates, so that asc_atomic_add(p, 1) converts the
// literal as on the device. Types per the pages: 64-bit forms are GM-only
// there; a CPU pointer does not say where it points, so they work anywhere.
#define ASCENDC_HOST_SIMT_ATOMIC(name, T, expression)                                               \
  inline T name(T* address, T val) {                                                                \
    return ::ascendc_host::simt::detail::AtomicUpdate(address, [val](T old) { return expression; }); \
  }
#define ASCENDC_HOST_SIMT_ATOMIC_ARITHMETIC(T)                                       \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_add, T, static_cast<T>(old + val))             \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_sub, T, static_cast<T>(old - val))             \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_max, T, val > old ? val : old)                 \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_min, T, val < old ? val : old)                 \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_exch, T, ((void)old, val))                     \
  inline T asc_atomic_cas(T* address, T compare, T val) {                            \
    return ::ascendc_host::simt::detail::AtomicUpdate(                               \
        address, [compare, val](T old) { return old == compare ? val : old; });      \
  }
#define ASCENDC_HOST_SIMT_ATOMIC_BITWISE(T)                               \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_and, T, static_cast<T>(old & val)) \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_or, T, static_cast<T>(old | val))  \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_xor, T, static_cast<T>(old ^ val))
ASCENDC_HOST_SIMT_ATOMIC_ARITHMETIC(int32_t)
ASCENDC_HOST_SIMT_ATOMIC_ARITHMETIC(uint32_t)
ASCENDC_HOST_SIMT_ATOMIC_ARITHMETIC(int64_t)
ASCENDC_HOST_SIMT_ATOMIC_ARITHMETIC(uint64_t)
ASCENDC_HOST_SIMT_ATOMIC_ARITHMETIC(float)
ASCENDC_HOST_SIMT_ATOMIC_BITWISE(int32_t)
ASCENDC_HOST_SIMT_ATOMIC_BITWISE(uint32_t)
ASCENDC_HOST_SIMT_ATOMIC_BITWISE(int64_t)
ASCENDC_HOST_SIMT_ATOMIC_BITWISE(uint64_t)
// inc wraps to 0 past val; dec wraps to val below 0 or above val.
ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_inc, uint32_t, old >= val ? 0u : old + 1u)
ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_inc, uint64_t, old >= val ? uint64_t{0} : old + 1u)
ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_dec, uint32_t, (old == 0u || old > val) ? val : old - 1u)
ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_dec, uint64_t, (old == 0u || old > val) ? val : old - 1u)
// half and bfloat16: the exact result rounded once (the pages warn that the
// device's returned old value is not exact; here it is).
#define ASCENDC_HOST_SIMT_ATOMIC_HALF(T, T2)                                                                    \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_add, T, ::ascendc_host::simt::detail::AddRounded(old, val))              \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_max, T, static_cast<float>(val) > static_cast<float>(old) ? val : old)    \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_min, T, static_cast<float>(val) < static_cast<float>(old) ? val : old)    \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_add, T2,                                                                 \
                           (T2{::ascendc_host::simt::detail::AddRounded(old.x, val.x),                         \
                               ::ascendc_host::simt::detail::AddRounded(old.y, val.y)}))                       \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_sub, T2,                                                                 \
                           (T2{::ascendc_host::simt::detail::AddRounded(old.x, -static_cast<float>(val.x)),    \
                               ::ascendc_host::simt::detail::AddRounded(old.y, -static_cast<float>(val.y))}))  \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_max, T2,                                                                 \
                           (T2{static_cast<float>(val.x) > static_cast<float>(old.x) ? val.x : old.x,          \
                               static_cast<float>(val.y) > static_cast<float>(old.y) ? val.y : old.y}))        \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_min, T2,                                                                 \
                           (T2{static_cast<float>(val.x) < static_cast<float>(old.x) ? val.x : old.x,          \
                               static_cast<float>(val.y) < static_cast<float>(old.y) ? val.y : old.y}))        \
  ASCENDC_HOST_SIMT_ATOMIC(asc_atomic_exch, T2, ((void)old, val))                                              \
  inline T2 asc_atomic_cas(T2* address, T2 compare, T2 val) {                                                  \
    return ::ascendc_host::simt::detail::AtomicUpdate(address, [compare, val](T2 old) {                        \
      return std::memcmp(&old, &compare, sizeof(T2)) == 0 ? val : old;                                         \
    });                                                                                                        \
  }
ASCENDC_HOST_SIMT_ATOMIC_HALF(half, half2)
ASCENDC_HOST_SIMT_ATOMIC_HALF(bfloat16_t, bfloat16x2_t)
#undef ASCENDC_HOST_SIMT_ATOMIC_HALF
#undef ASCENDC_HOST_SIMT_ATOMIC_BITWISE
#undef ASCENDC_HOST_SIMT_ATOMIC_ARITHMETIC
#undef ASCENDC_HOST_SIMT_ATOMIC

// --- Warp functions (Warp函数): every live lane of the warp takes part. ---
namespace ascendc_host {
namespace simt {
namespace detail {
template <typename T>
uint64_t ToBits(T v) {
  static_assert(sizeof(T) <= 8 && std::is_trivially_copyable<T>::value,
                "warp functions exchange values of at most 8 bytes");
  uint64_t b = 0;
  std::memcpy(&b, &v, sizeof(T));
  return b;
}
template <typename T>
T FromBits(uint64_t b) {
  T v;
  std::memcpy(&v, &b, sizeof(T));
  return v;
}
// The value of lane `src` of the caller's group of `width` lanes; the
// caller's own value when that lane does not exist or has ended.
template <typename T>
T Shuffle(const WarpView& view, T own, int32_t src) {
  if (src < 0 || static_cast<uint32_t>(src) >= view.lanes || !(view.live >> src & 1u)) return own;
  return FromBits<T>(view.values[src]);
}
inline uint32_t Width(int32_t width) {
  return width <= 0 || width > static_cast<int32_t>(kWarpSize) ? kWarpSize : static_cast<uint32_t>(width);
}
}  // namespace detail
}  // namespace simt
}  // namespace ascendc_host

template <typename T>
inline T asc_shfl(T var, int32_t src_lane, int32_t width = warpSize) {
  namespace d = ::ascendc_host::simt::detail;
  const auto view = ::ascendc_host::simt::WarpExchange(d::ToBits(var));
  const uint32_t w = d::Width(width);
  const uint32_t base = view.lane / w * w;
  return d::Shuffle(view, var, static_cast<int32_t>(base + static_cast<uint32_t>(src_lane) % w));
}
template <typename T>
inline T asc_shfl_up(T var, uint32_t delta, int32_t width = warpSize) {
  namespace d = ::ascendc_host::simt::detail;
  const auto view = ::ascendc_host::simt::WarpExchange(d::ToBits(var));
  const uint32_t w = d::Width(width);
  const uint32_t in_group = view.lane % w;
  if (delta > in_group) return var;
  return d::Shuffle(view, var, static_cast<int32_t>(view.lane - delta));
}
template <typename T>
inline T asc_shfl_down(T var, uint32_t delta, int32_t width = warpSize) {
  namespace d = ::ascendc_host::simt::detail;
  const auto view = ::ascendc_host::simt::WarpExchange(d::ToBits(var));
  const uint32_t w = d::Width(width);
  const uint32_t in_group = view.lane % w;
  if (static_cast<uint64_t>(in_group) + delta >= w) return var;
  return d::Shuffle(view, var, static_cast<int32_t>(view.lane + delta));
}
template <typename T>
inline T asc_shfl_xor(T var, int32_t lane_mask, int32_t width = warpSize) {
  namespace d = ::ascendc_host::simt::detail;
  const auto view = ::ascendc_host::simt::WarpExchange(d::ToBits(var));
  const uint32_t w = d::Width(width);
  const uint32_t src = view.lane ^ static_cast<uint32_t>(lane_mask);
  if (src / w != view.lane / w) return var;  // outside the caller's group
  return d::Shuffle(view, var, static_cast<int32_t>(src));
}
// Votes over the live lanes.
inline int32_t asc_all(int32_t predicate) {
  const auto view = ::ascendc_host::simt::WarpExchange(predicate != 0);
  for (uint32_t l = 0; l < view.lanes; ++l)
    if ((view.live >> l & 1u) && view.values[l] == 0) return 0;
  return 1;
}
inline int32_t asc_any(int32_t predicate) {
  const auto view = ::ascendc_host::simt::WarpExchange(predicate != 0);
  for (uint32_t l = 0; l < view.lanes; ++l)
    if ((view.live >> l & 1u) && view.values[l] != 0) return 1;
  return 0;
}
inline uint32_t asc_ballot(int32_t predicate) {
  const auto view = ::ascendc_host::simt::WarpExchange(predicate != 0);
  uint32_t bits = 0;
  for (uint32_t l = 0; l < view.lanes; ++l)
    if ((view.live >> l & 1u) && view.values[l] != 0) bits |= 1u << l;
  return bits;
}
inline uint32_t asc_activemask() { return ::ascendc_host::simt::WarpExchange(0).live; }
// Reductions over the live lanes of the warp, every lane getting the total.
// Order (the pages give none; SPEC 16.5): a pairwise tree, lane i with lane
// i + 16, then + 8, 4, 2, 1; an ended lane contributes nothing.
namespace ascendc_host {
namespace simt {
namespace detail {
template <typename T, typename Op>
T WarpTree(T val, Op op) {
  const WarpView view = WarpExchange(ToBits(val));
  T v[kWarpSize];
  bool has[kWarpSize];
  for (uint32_t l = 0; l < kWarpSize; ++l) {
    has[l] = l < view.lanes && (view.live >> l & 1u);
    if (has[l]) v[l] = FromBits<T>(view.values[l]);
  }
  for (uint32_t step = kWarpSize / 2; step != 0; step /= 2) {
    for (uint32_t l = 0; l < step; ++l) {
      if (has[l] && has[l + step]) {
        v[l] = op(v[l], v[l + step]);
      } else if (has[l + step]) {
        v[l] = v[l + step];
        has[l] = true;
      }
    }
  }
  return v[0];
}
}  // namespace detail
}  // namespace simt
}  // namespace ascendc_host

template <typename T>
inline T asc_reduce_add(T val) {
  return ::ascendc_host::simt::detail::WarpTree(val, [](T a, T b) { return static_cast<T>(a + b); });
}
template <typename T>
inline T asc_reduce_max(T val) {
  return ::ascendc_host::simt::detail::WarpTree(val, [](T a, T b) { return b > a ? b : a; });
}
template <typename T>
inline T asc_reduce_min(T val) {
  return ::ascendc_host::simt::detail::WarpTree(val, [](T a, T b) { return b < a ? b : a; });
}

// The calling thread's lane and masks relative to it.
inline int32_t laneid() {
  return static_cast<int32_t>((threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y) %
                              ::ascendc_host::simt::kWarpSize);
}
inline int32_t lanemask_eq() { return static_cast<int32_t>(1u << laneid()); }
inline int32_t lanemask_lt() { return static_cast<int32_t>((1u << laneid()) - 1u); }
inline int32_t lanemask_le() { return static_cast<int32_t>((2ull << laneid()) - 1u); }
inline int32_t lanemask_gt() { return static_cast<int32_t>(~((2ull << laneid()) - 1u)); }
inline int32_t lanemask_ge() { return static_cast<int32_t>(~((1u << laneid()) - 1u)); }

// --- Integer and bit helpers (device_functions.h) ---
inline int __popc(unsigned int x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz(static_cast<unsigned int>(x)); }
inline int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll(static_cast<unsigned long long>(x)); }
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __ffsll(long long x) { return __builtin_ffsll(x); }
inline unsigned int __brev(unsigned int x) {
  unsigned int r = 0;
  for (int i = 0; i < 32; ++i) r |= ((x >> i) & 1u) << (31 - i);
  return r;
}
inline int __mulhi(int a, int b) { return static_cast<int>((static_cast<int64_t>(a) * b) >> 32); }
inline unsigned int __umulhi(unsigned int a, unsigned int b) {
  return static_cast<unsigned int>((static_cast<uint64_t>(a) * b) >> 32);
}
inline float __int_as_float(int x) { return ::ascendc_host::simt::detail::FromBits<float>(static_cast<uint32_t>(x)); }
inline float __uint_as_float(unsigned int x) { return ::ascendc_host::simt::detail::FromBits<float>(x); }
inline int __float_as_int(float x) { return static_cast<int>(::ascendc_host::simt::detail::ToBits(x)); }
inline unsigned int __float_as_uint(float x) { return static_cast<unsigned int>(::ascendc_host::simt::detail::ToBits(x)); }

// --- Math functions the C library lacks (math_functions.h; the others are
// the C library's: expf, sqrtf, sincosf ...) ---
inline float rsqrtf(float x) { return 1.0f / std::sqrt(x); }
inline float rcbrtf(float x) { return 1.0f / std::cbrt(x); }
inline float __fdividef(float x, float y) { return x / y; }
inline float fdividef(float x, float y) { return x / y; }
inline float __saturatef(float x) { return std::isnan(x) ? 0.0f : x < 0.0f ? 0.0f : x > 1.0f ? 1.0f : x; }

// --- Conversions (device_functions.h, asc_fp16.h, asc_bf16.h): float to
// integer in the four rounding modes (NaN gives 0, out-of-range values
// saturate); half and bfloat16 to nearest-even. ---
namespace ascendc_host {
namespace simt {
namespace detail {
template <typename I, typename Round>
I FloatToInt(float x, Round round) {
  if (std::isnan(x)) return I(0);
  const double r = round(static_cast<double>(x));
  if (r <= static_cast<double>(std::numeric_limits<I>::min())) return std::numeric_limits<I>::min();
  if (r >= static_cast<double>(std::numeric_limits<I>::max())) return std::numeric_limits<I>::max();
  return static_cast<I>(r);
}
inline double RoundNearestEven(double v) { return std::nearbyint(v); }  // the default rounding mode
inline double RoundZero(double v) { return std::trunc(v); }
inline double RoundDown(double v) { return std::floor(v); }
inline double RoundUp(double v) { return std::ceil(v); }
}  // namespace detail
}  // namespace simt
}  // namespace ascendc_host

#define ASCENDC_HOST_SIMT_FLOAT_TO_INT(name, I)                                                                      \
  inline I __float2##name##_rn(float x) { return ::ascendc_host::simt::detail::FloatToInt<I>(x, ::ascendc_host::simt::detail::RoundNearestEven); } \
  inline I __float2##name##_rz(float x) { return ::ascendc_host::simt::detail::FloatToInt<I>(x, ::ascendc_host::simt::detail::RoundZero); }        \
  inline I __float2##name##_rd(float x) { return ::ascendc_host::simt::detail::FloatToInt<I>(x, ::ascendc_host::simt::detail::RoundDown); }        \
  inline I __float2##name##_ru(float x) { return ::ascendc_host::simt::detail::FloatToInt<I>(x, ::ascendc_host::simt::detail::RoundUp); }
ASCENDC_HOST_SIMT_FLOAT_TO_INT(int, int)
ASCENDC_HOST_SIMT_FLOAT_TO_INT(uint, unsigned int)
ASCENDC_HOST_SIMT_FLOAT_TO_INT(ll, long long)
ASCENDC_HOST_SIMT_FLOAT_TO_INT(ull, unsigned long long)
#undef ASCENDC_HOST_SIMT_FLOAT_TO_INT
inline float __int2float_rn(int x) { return static_cast<float>(x); }
inline float __uint2float_rn(unsigned int x) { return static_cast<float>(x); }
inline float __ll2float_rn(long long x) { return static_cast<float>(x); }
inline float __ull2float_rn(unsigned long long x) { return static_cast<float>(x); }
inline half __float2half(float x) { return half(x); }
inline half __float2half_rn(float x) { return half(x); }
inline float __half2float(half x) { return static_cast<float>(x); }
inline bfloat16_t __float2bfloat16(float x) { return bfloat16_t(x); }
inline bfloat16_t __float2bfloat16_rn(float x) { return bfloat16_t(x); }
inline float __bfloat162float(bfloat16_t x) { return static_cast<float>(x); }
inline half2 __floats2half2_rn(float a, float b) { return half2{half(a), half(b)}; }
inline half2 __float22half2_rn(float2 v) { return half2{half(v.x), half(v.y)}; }
inline float2 __half22float2(half2 v) { return float2{static_cast<float>(v.x), static_cast<float>(v.y)}; }
inline half2 __halves2half2(half a, half b) { return half2{a, b}; }
inline half __low2half(half2 v) { return v.x; }
inline half __high2half(half2 v) { return v.y; }
inline float __low2float(half2 v) { return static_cast<float>(v.x); }
inline float __high2float(half2 v) { return static_cast<float>(v.y); }

// --- half2 and bfloat16x2_t arithmetic (SIMT-BuiltIn关键字, 表4): per
// element, each result rounded once from the exact one. ---
#define ASCENDC_HOST_SIMT_PAIR_OPS(P, T)                                                                             \
  inline P operator+(P a, P b) {                                                                                    \
    return P{::ascendc_host::simt::detail::AddRounded(a.x, static_cast<float>(b.x)),                                 \
             ::ascendc_host::simt::detail::AddRounded(a.y, static_cast<float>(b.y))};                                \
  }                                                                                                                 \
  inline P operator-(P a, P b) {                                                                                    \
    return P{::ascendc_host::simt::detail::AddRounded(a.x, -static_cast<float>(b.x)),                                \
             ::ascendc_host::simt::detail::AddRounded(a.y, -static_cast<float>(b.y))};                               \
  }                                                                                                                 \
  inline P operator*(P a, P b) {                                                                                    \
    return P{::ascendc_host::simt::detail::MulRounded(a.x, b.x), ::ascendc_host::simt::detail::MulRounded(a.y, b.y)}; \
  }                                                                                                                 \
  inline P operator/(P a, P b) {                                                                                    \
    return P{::ascendc_host::simt::detail::DivRounded(a.x, b.x), ::ascendc_host::simt::detail::DivRounded(a.y, b.y)}; \
  }                                                                                                                 \
  inline P operator-(P a) { return P{T::FromBits(static_cast<uint16_t>(a.x.bits ^ 0x8000u)), T::FromBits(static_cast<uint16_t>(a.y.bits ^ 0x8000u))}; } \
  inline P& operator+=(P& a, P b) { return a = a + b; }                                                             \
  inline P& operator-=(P& a, P b) { return a = a - b; }                                                             \
  inline P& operator*=(P& a, P b) { return a = a * b; }                                                             \
  inline P& operator/=(P& a, P b) { return a = a / b; }
ASCENDC_HOST_SIMT_PAIR_OPS(half2, half)
ASCENDC_HOST_SIMT_PAIR_OPS(bfloat16x2_t, bfloat16_t)
#undef ASCENDC_HOST_SIMT_PAIR_OPS

// --- make_<vector> (vector_functions.h) ---
#define ASCENDC_HOST_SIMT_MAKE2(V, T) \
  inline V make_##V(T x, T y) { return V{x, y}; }
#define ASCENDC_HOST_SIMT_MAKE3(V, T) \
  inline V make_##V(T x, T y, T z) { return V{x, y, z}; }
#define ASCENDC_HOST_SIMT_MAKE4(V, T) \
  inline V make_##V(T x, T y, T z, T w) { return V{x, y, z, w}; }
#define ASCENDC_HOST_SIMT_MAKE234(V, T) ASCENDC_HOST_SIMT_MAKE2(V##2, T) ASCENDC_HOST_SIMT_MAKE3(V##3, T) ASCENDC_HOST_SIMT_MAKE4(V##4, T)
ASCENDC_HOST_SIMT_MAKE234(char, signed char)
ASCENDC_HOST_SIMT_MAKE234(uchar, unsigned char)
ASCENDC_HOST_SIMT_MAKE234(short, short)
ASCENDC_HOST_SIMT_MAKE234(ushort, unsigned short)
ASCENDC_HOST_SIMT_MAKE234(int, int)
ASCENDC_HOST_SIMT_MAKE234(uint, unsigned int)
ASCENDC_HOST_SIMT_MAKE234(long, long)
ASCENDC_HOST_SIMT_MAKE234(ulong, unsigned long)
ASCENDC_HOST_SIMT_MAKE234(longlong, long long)
ASCENDC_HOST_SIMT_MAKE234(ulonglong, unsigned long long)
ASCENDC_HOST_SIMT_MAKE234(float, float)
inline half2 make_half2(half x, half y) { return half2{x, y}; }
inline bfloat16x2_t make_bfloat162(bfloat16_t x, bfloat16_t y) { return bfloat16x2_t{x, y}; }
#undef ASCENDC_HOST_SIMT_MAKE234
#undef ASCENDC_HOST_SIMT_MAKE2
#undef ASCENDC_HOST_SIMT_MAKE3
#undef ASCENDC_HOST_SIMT_MAKE4

// --- Constants (math_constants.h) ---
#ifndef ASCRT_PI_F
#define ASCRT_PI_F 3.14159265358979323846f
#define ASCRT_INF_F __builtin_huge_valf()
#define ASCRT_NAN_F __builtin_nanf("")
#endif

// --- Memory access with cache hints (访存函数): plain loads and stores here. ---
template <typename T>
inline T asc_ldcg(T* address) { return *address; }
template <typename T>
inline T asc_ldca(T* address) { return *address; }
template <typename T>
inline void asc_stcg(T* address, T val) { *address = val; }
template <typename T>
inline void asc_stwt(T* address, T val) { *address = val; }

// SIMD and SIMT mixed (SIMD与SIMT混合编程): a SIMD kernel runs a __simt_vf__
// function as threadNums threads of its own block.
template <auto F, typename... Args>
inline void asc_vf_call(dim3 threadNums, Args&&... args) {
  const ::ascendc_host::runtime::CoreState& core = ::ascendc_host::runtime::CurrentCore();
  const ::ascendc_host::simt::LaunchShape shape{{core.block_num, 1, 1}, {threadNums.x, threadNums.y, threadNums.z}, 0};
  ::ascendc_host::simt::CheckLaunch("asc_vf_call", shape);
  ::ascendc_host::simt::RunBlock(shape, [&] { F(args...); });
}

// A file-scope `extern __ubuf__ T name[];` (rewritten by ascendc-host-cc
// into one of these): the running block's dynamic UB as an array of T.
namespace ascendc_host {
namespace simt {
template <typename T>
struct DynamicUbufArray {
  T* get() const { return static_cast<T*>(DynamicUbuf()); }
  operator T*() const { return get(); }  // NOLINT
  template <typename U>
  explicit operator U*() const {
    return reinterpret_cast<U*>(get());
  }
  T& operator[](size_t i) const { return get()[i]; }
};
}  // namespace simt
}  // namespace ascendc_host

// The half functions of asc_fp16.h (conversions, arithmetic, comparisons, math).
#include "ascendc_host/ascendc/simt_fp16.h"

#endif  // ASCENDC_HOST_ASCENDC_SIMT_H_
