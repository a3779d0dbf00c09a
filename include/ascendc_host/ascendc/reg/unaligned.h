// Unaligned Reg data movement (SPEC 13.12): UnalignRegForLoad /
// UnalignRegForStore, LoadUnAlignPre / LoadUnAlign, StoreUnAlign /
// StoreUnAlignPost (RegTensor and MaskReg sources; post-update, AddrReg and
// AR forms), and Load / Store, which wrap a pair with a fresh unaligned
// register.
//
// The 32-byte unaligned registers carry the partial DataBlock between calls
// as on the hardware: a stream of calls moves contiguous bytes, and a call
// that does not continue its stream shows what the hardware shows (checked
// mode warns). Every UB byte a call touches is range-checked (FATAL) before
// the access. The moves are inline fixed-size copies through small staging
// buffers: no kernel call, nothing dispatched.
#ifndef ASCENDC_HOST_ASCENDC_REG_UNALIGNED_H_
#define ASCENDC_HOST_ASCENDC_REG_UNALIGNED_H_

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/reg/access.h"
#include "ascendc_host/ascendc/reg/values.h"
#include "ascendc_host/checks.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/verify/reg_unaligned.h"

namespace AscendC {
namespace Reg {

// The hardware has four of each; the limit has no observable effect and is
// not enforced (SPEC 0.5).
struct UnalignRegForLoad {
  alignas(32) uint8_t bytes[32] = {};
  // UB address of the DataBlock `bytes` caches (-1: none). Only for the
  // checked-mode warning of a load that does not continue it.
  int64_t block = -1;
};

struct UnalignRegForStore {
  alignas(32) uint8_t bytes[32] = {};
  // bytes[from, ...) are pending for the DataBlock that holds the next
  // access address; 32: nothing pending.
  uint32_t from = 32;
  // Where the pending stream ends (-1: none): checked-mode warning only.
  int64_t next = -1;
};

namespace detail {

namespace ua {

namespace rd = ascendc_host::reg_detail;
namespace rt = ascendc_host::runtime;
using ascendc_host::verify::RegUnalignCall;

inline constexpr uint32_t kBlock = 32;

// Fixed-size copies as vector-extension moves: always inlined (a 256-byte
// memcpy becomes a libc call at -O2/-O3 on SSE2 builds), any alignment.
// The types are spelled in each function, never passed as template
// arguments: a template argument drops the typedef's aligned(1).
typedef uint8_t Vec256 __attribute__((vector_size(256)));
typedef uint8_t Vec128 __attribute__((vector_size(128)));
typedef uint8_t Vec64 __attribute__((vector_size(64)));
typedef uint8_t Vec32 __attribute__((vector_size(32)));
typedef Vec256 Bytes256 __attribute__((aligned(1), may_alias));
typedef Vec128 Bytes128 __attribute__((aligned(1), may_alias));
typedef Vec64 Bytes64 __attribute__((aligned(1), may_alias));
typedef Vec32 Bytes32 __attribute__((aligned(1), may_alias));
ASCENDC_HOST_HOT_INLINE void Copy256(void* dst, const void* src) {
  *static_cast<Bytes256*>(dst) = *static_cast<const Bytes256*>(src);
}
ASCENDC_HOST_HOT_INLINE void Copy128(void* dst, const void* src) {
  *static_cast<Bytes128*>(dst) = *static_cast<const Bytes128*>(src);
}
ASCENDC_HOST_HOT_INLINE void Copy64(void* dst, const void* src) {
  *static_cast<Bytes64*>(dst) = *static_cast<const Bytes64*>(src);
}
ASCENDC_HOST_HOT_INLINE void Copy32(void* dst, const void* src) {
  *static_cast<Bytes32*>(dst) = *static_cast<const Bytes32*>(src);
}

// The failures, out of line so the hot paths stay small.
[[noreturn, gnu::cold, gnu::noinline]] inline void RaiseOutside(const char* api, const char* param, int64_t at,
                                                                int64_t extra, uint32_t ub_bytes) {
  ascendc_host::RaiseFatal(api, param, std::to_string(at) + "+" + std::to_string(extra),
                           ("is outside the UB arena [0, " + std::to_string(ub_bytes) + "]").c_str());
}
[[noreturn, gnu::cold, gnu::noinline]] inline void RaiseRange(const char* api, const char* param, uint64_t from,
                                                              uint64_t to, uint32_t ub_bytes) {
  ascendc_host::RaiseFatal(api, param, "[" + std::to_string(from) + ", " + std::to_string(to) + ")",
                           ("touches bytes outside the UB arena [0, " + std::to_string(ub_bytes) + ")").c_str());
}
[[noreturn, gnu::cold, gnu::noinline]] inline void RaisePostUpdate(const char* api, int64_t at, int64_t bytes,
                                                                   uint32_t ub_bytes) {
  ascendc_host::RaiseFatal(api, "postUpdateStride", std::to_string(at) + "+" + std::to_string(bytes),
                           ("post-update moves the pointer outside the UB arena [0, " + std::to_string(ub_bytes) + "]")
                               .c_str());
}
[[gnu::cold, gnu::noinline]] inline void WarnLoadStream(const char* api, uint32_t a) {
  if (ascendc_host::CheckedMode())
    ascendc_host::ReportWarning(api, "ureg", ascendc_host::detail::Str(a),
                                "does not cache the DataBlock of srcAddr: call LoadUnAlignPre first or continue "
                                "the previous LoadUnAlign (the hardware uses the stale bytes)");
}
[[gnu::cold, gnu::noinline]] inline void WarnStoreStream(const char* api, uint32_t a) {
  if (ascendc_host::CheckedMode())
    ascendc_host::ReportWarning(api, "ureg", ascendc_host::detail::Str(a),
                                "holds pending bytes of another address: StoreUnAlign does not continue the "
                                "previous StoreUnAlign (call StoreUnAlignPost first)");
}

[[gnu::cold, gnu::noinline]] inline void WarnFlushAddress(const char* api, uint32_t a) {
  if (ascendc_host::CheckedMode())
    ascendc_host::ReportWarning(api, "dstAddr", ascendc_host::detail::Str(a), "is not where the pending bytes of ureg end");
}

// out[k] = last32[32 - count + k] for k < count, 0 after: the last `count`
// bytes of a 32-byte image moved to its start (a 256-bit shift in words).
ASCENDC_HOST_HOT_INLINE void TailBytes(const uint8_t* last32, uint32_t count, uint8_t* out) {
  uint64_t w[5];
  std::memcpy(w, last32, kBlock);
  w[4] = 0;
  const uint32_t shift = kBlock - count;  // bytes
  const uint32_t q = shift / 8, r = shift % 8 * 8;
  uint64_t o[4];
  for (uint32_t i = 0; i < 4; ++i) {
    const uint64_t lo = i + q < 4 ? w[i + q] : 0, hi = i + q + 1 < 5 ? w[i + q + 1] : 0;
    o[i] = r == 0 ? lo : (lo >> r) | (hi << (64 - r));
  }
  std::memcpy(out, o, kBlock);
}

// Whether two 32-byte images are equal (vector compare, no branch per byte).
ASCENDC_HOST_HOT_INLINE bool SameBlock(const uint8_t* x, const uint8_t* y) {
  uint64_t a[4], b[4];
  std::memcpy(a, x, kBlock);
  std::memcpy(b, y, kBlock);
  return ((a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3])) == 0;
}

// The UB address of p + extra bytes, FATAL outside [0, ub_bytes].
ASCENDC_HOST_HOT_INLINE uint32_t Address(const rt::CoreState& core, const char* api, const char* param, const void* p,
                                     int64_t extra) {
  int64_t a = 0;
  if (__builtin_expect(__builtin_add_overflow(rd::UbOffset(core, p), extra, &a) || a < 0 ||
                           a > static_cast<int64_t>(core.ub_bytes),
                       0))
    RaiseOutside(api, param, rd::UbOffset(core, p), extra, core.ub_bytes);
  return static_cast<uint32_t>(a);
}

// FATAL unless [from, to) lies in UB.
ASCENDC_HOST_HOT_INLINE void RequireRange(const rt::CoreState& core, const char* api, const char* param, uint64_t from,
                                      uint64_t to) {
  if (__builtin_expect(to > core.ub_bytes, 0)) RaiseRange(api, param, from, to, core.ub_bytes);
}

// Moves the pointer by `elements` of T (post-update), FATAL when it leaves
// [0, ub_bytes]; checked before any access.
template <typename T>
ASCENDC_HOST_HOT_INLINE T* Advanced(const rt::CoreState& core, const char* api, T* p, int64_t elements) {
  const int64_t bytes = elements * static_cast<int64_t>(sizeof(T));
  int64_t next = 0;
  if (__builtin_expect(__builtin_add_overflow(rd::UbOffset(core, p), bytes, &next) || next < 0 ||
                           next > static_cast<int64_t>(core.ub_bytes),
                       0))
    RaisePostUpdate(api, rd::UbOffset(core, p), bytes, core.ub_bytes);
  return rd::AddBytes(p, bytes);
}

inline RegUnalignCall CallOf(const rt::CoreState& core, RegUnalignCall::Kind kind, uint32_t element_bytes,
                             uint32_t address) {
  RegUnalignCall c;
  c.kind = kind;
  c.element_bytes = element_bytes;
  c.address = address;
  c.counter_mode = core.mask_mode == rt::MaskMode::kCounter;
  c.vector_mask[0] = core.vector_mask[0];
  c.vector_mask[1] = core.vector_mask[1];
  return c;
}

inline ascendc_host::verify::Scope Scope(const char* api, const RegUnalignCall& c) {
  return ascendc_host::verify::Scope(api, ascendc_host::verify::kRegUnalignChecker, &c, sizeof c);
}

// ------------------------------------------------------------------ loads
ASCENDC_HOST_HOT_INLINE void Pre(const rt::CoreState& core, const char* api, UnalignRegForLoad& ureg, uint32_t a) {
  const uint32_t a0 = a - a % kBlock;
  RequireRange(core, api, "srcAddr", a0, uint64_t{a0} + kBlock);
  Copy32(ureg.bytes, core.ub + a0);
  ureg.block = a0;
}

// LoadUnAlignPre at UB address `a`, cross-checked.
inline void PreChecked(const rt::CoreState& core, UnalignRegForLoad& ureg, uint32_t a, uint32_t element_bytes) {
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    auto c = CallOf(core, RegUnalignCall::Kind::kLoadPre, element_bytes, a);
    c.out_ureg = ureg.bytes;
    return Scope("LoadUnAlignPre", c);
  }();
  Pre(core, "LoadUnAlignPre", ureg, a);
}

// dst = the 32 - off bytes the unaligned register holds from `a` on, then
// UB up to a + 256; the register then caches the DataBlock at a0 + 256.
ASCENDC_HOST_HOT_INLINE void Load(const rt::CoreState& core, const char* api, uint8_t* dst, UnalignRegForLoad& ureg,
                              uint32_t a) {
  const uint32_t off = a % kBlock, a0 = a - off;
  RequireRange(core, api, "srcAddr", a0 + kBlock, uint64_t{a} + 256);
  if (__builtin_expect(ureg.block != a0, 0)) WarnLoadStream(api, a);
  const uint8_t* ub = core.ub;
  if (__builtin_expect(SameBlock(ureg.bytes, ub + a0), 1)) {
    // The register caches what UB holds (a stream over unchanged UB): the
    // result is UB's 256 bytes at `a`, one move.
    Copy256(dst, ub + a);
  } else {
    alignas(32) uint8_t head[2 * kBlock];
    Copy32(head, ureg.bytes);
    Copy32(head + kBlock, ub + a0 + kBlock);
    // Bytes 32..255 straight from UB (224 = 128 + 64 + 32), the first 32
    // through the head.
    Copy128(dst + kBlock, ub + a + kBlock);
    Copy64(dst + kBlock + 128, ub + a + kBlock + 128);
    Copy32(dst + kBlock + 192, ub + a + kBlock + 192);
    Copy32(dst, head + off);
  }
  if (__builtin_expect(a0 + 256 + kBlock <= core.ub_bytes, 1)) {
    Copy32(ureg.bytes, ub + a0 + 256);
  } else {
    // The DataBlock after the window lies past the end of UB: zeros (SPEC 13.12).
    std::memset(ureg.bytes, 0, kBlock);
  }
  ureg.block = a0 + 256;
}

// ----------------------------------------------------------------- stores
// Keeps bytes [from, to) of a 32-byte image, zeroes the others.
ASCENDC_HOST_HOT_INLINE void KeepRange(uint8_t* bytes, uint32_t from, uint32_t to) {
  typedef uint8_t Lanes32 __attribute__((vector_size(32)));
  const Lanes32 index = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15,
                         16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};
  Lanes32 v;
  std::memcpy(&v, bytes, kBlock);
  const Lanes32 keep = reinterpret_cast<Lanes32>((index >= static_cast<uint8_t>(from)) &
                                                 (index < static_cast<uint8_t>(to)));
  v &= keep;
  std::memcpy(bytes, &v, kBlock);
}

// Appends n bytes of `src` (an image of kImage >= n bytes) to the stream at
// `a`: the whole DataBlocks are written (with the pending bytes before `a`
// when the register holds any), the rest pends. Every written byte is
// range-checked before the first write.
template <uint32_t kImage>
ASCENDC_HOST_HOT_INLINE void Append(const rt::CoreState& core, const char* api, UnalignRegForStore& ureg, uint32_t a,
                                const uint8_t* src, uint32_t n) {
  const uint32_t off = a % kBlock, a0 = a - off;
  const uint32_t end = off + n, whole = end / kBlock * kBlock;
  const uint32_t start = ureg.from < off ? ureg.from : off;
  if (whole > start) RequireRange(core, api, "dstAddr", uint64_t{a0} + start, uint64_t{a0} + whole);
  if (__builtin_expect(ureg.from < kBlock && ureg.next != a, 0)) WarnStoreStream(api, a);
  uint8_t* ub = core.ub + a0;
  if (kImage == 256 && n == 256 && (ureg.from == 0 || ureg.from == kBlock) &&
      __builtin_expect(uint64_t{a0} + whole + kBlock <= core.ub_bytes, 1)) {
    // A whole register in a stream: the pending head, then the 256 bytes at
    // `a` directly; the DataBlock after the last boundary keeps its bytes
    // (they pend). Writing through the staging buffer instead would read
    // back unaligned stores (a store-forwarding stall per call).
    alignas(32) uint8_t after[kBlock];
    Copy32(after, ub + whole);
    if (ureg.from == 0) Copy32(ub, ureg.bytes);
    Copy256(ub + off, src);
    Copy32(ub + whole, after);
    // The pending bytes are the register's last `off` bytes: taken from the
    // register (aligned reads), not from the UB just written.
    TailBytes(src + 256 - kBlock, off, ureg.bytes);
    ureg.from = end > whole ? 0 : kBlock;
    ureg.next = int64_t{a} + n;
    return;
  }
  alignas(32) uint8_t stage[kBlock + kImage + kBlock];
  Copy32(stage, ureg.bytes);
  for (uint32_t i = 0; i < kImage; i += 256) Copy256(stage + off + i, src + i);
  if (whole > start) std::memcpy(ub + start, stage + start, whole - start);
  const uint32_t keep_from = whole == 0 ? start : 0, keep_to = end - whole;
  if (keep_from < keep_to) {
    Copy32(ureg.bytes, stage + whole);
    KeepRange(ureg.bytes, keep_from, keep_to);
    ureg.from = keep_from;
  } else {
    std::memset(ureg.bytes, 0, kBlock);
    ureg.from = kBlock;
  }
  ureg.next = int64_t{a} + n;
}

inline void Flush(const rt::CoreState& core, const char* api, UnalignRegForStore& ureg, uint32_t a) {
  const uint32_t off = a % kBlock, a0 = a - off;
  if (ureg.from < off) {
    RequireRange(core, api, "dstAddr", uint64_t{a0} + ureg.from, uint64_t{a0} + off);
    if (__builtin_expect(ureg.next != a, 0)) WarnFlushAddress(api, a);
    std::memcpy(core.ub + a0 + ureg.from, ureg.bytes + ureg.from, off - ureg.from);
  }
  ureg = UnalignRegForStore();
}

template <typename T, typename U>
constexpr void CheckOperand() {
  static_assert(kIsRegTensor<U>, "the register operand must be a RegTensor");
  static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, typename U::ActualT>,
                "T must equal the RegTensor's element type (U::ActualT)");
}

template <typename T>
constexpr void CheckAddressType() {
  static_assert(RequireRegProfile<T>::value, "");
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                "the unaligned moves take b8, b16, b32 or b64 addresses");
}

// Elements a store moves: at most one register's worth (256 bytes; 64
// elements of b64 RegTraitNumTwo); more is ERROR, release clamps.
template <typename U>
inline uint32_t StoredElements(const char* api, const char* param, uint32_t n) {
  constexpr uint32_t kMax = U::REG_NUM == 2 ? 64u : 256u / sizeof(typename U::ActualT);
  if (__builtin_expect(n > kMax, 0)) {
    ascendc_host::ReportError(api, param, ascendc_host::detail::Str(n),
                              ("must be <= " + std::to_string(kMax) + ", the elements of one register").c_str());
    return kMax;
  }
  return n;
}

// Cross-check description of a store through `ureg` (its state before the call).
inline RegUnalignCall StoreCallOf(const rt::CoreState& core, RegUnalignCall::Kind kind, uint32_t element_bytes,
                                  uint32_t a, UnalignRegForStore& ureg) {
  RegUnalignCall c = CallOf(core, kind, element_bytes, a);
  std::memcpy(c.ureg, ureg.bytes, kBlock);
  c.ureg_from = ureg.from;
  c.out_ureg = ureg.bytes;
  c.out_ureg_from = &ureg.from;
  return c;
}

// The register's bytes in element order: the image itself, or for b64
// RegTraitNumTwo (element k = low word k | high word k) 512 bytes built in
// `buffer`.
template <typename U>
inline const uint8_t* InElementOrder(const U& src, uint8_t* buffer) {
  if constexpr (U::REG_NUM == 2) {
    for (uint32_t k = 0; k < 64; ++k) {
      std::memcpy(buffer + 8 * k, src.reg[0] + 4 * k, 4);
      std::memcpy(buffer + 8 * k + 4, src.reg[1] + 4 * k, 4);
    }
    return buffer;
  } else {
    return src.reg[0];
  }
}

// Appends the first `elements` of `src` (in element order) at `a`.
template <typename U>
inline void StoreRegister(const rt::CoreState& core, const char* api, uint32_t a, const U& src,
                          UnalignRegForStore& ureg, uint32_t elements) {
  constexpr uint32_t kImage = 256u * U::REG_NUM;
  const uint32_t n = elements * static_cast<uint32_t>(sizeof(typename U::ActualT));
  alignas(64) uint8_t natural[kImage];
  const uint8_t* bytes = InElementOrder(src, natural);
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    RegUnalignCall c = StoreCallOf(core, RegUnalignCall::Kind::kStore, sizeof(typename U::ActualT), a, ureg);
    c.count = n;
    std::memcpy(c.src, bytes, kImage);
    return Scope(api, c);
  }();
  Append<kImage>(core, api, ureg, a, bytes, n);
}

// The MaskReg packed to one bit per b16 (16 bytes: every 2nd predicate bit)
// or b32 element (8 bytes: every 4th bit).
template <uint32_t kElementBytes>
inline void PackPredicate(const MaskReg& mask, uint8_t* out) {
  for (uint32_t w = 0; w < 4; ++w) {
    uint64_t x = mask.words[w];
    if constexpr (kElementBytes == 2) {
      x &= 0x5555555555555555ull;
      x = (x | x >> 1) & 0x3333333333333333ull;
      x = (x | x >> 2) & 0x0F0F0F0F0F0F0F0Full;
      x = (x | x >> 4) & 0x00FF00FF00FF00FFull;
      x = (x | x >> 8) & 0x0000FFFF0000FFFFull;
      x = (x | x >> 16) & 0x00000000FFFFFFFFull;
      const uint32_t half = static_cast<uint32_t>(x);
      std::memcpy(out + 4 * w, &half, 4);
    } else {
      x &= 0x1111111111111111ull;
      x = (x | x >> 3) & 0x0303030303030303ull;
      x = (x | x >> 6) & 0x000F000F000F000Full;
      x = (x | x >> 12) & 0x000000FF000000FFull;
      x = (x | x >> 24) & 0x000000000000FFFFull;
      const uint16_t quarter = static_cast<uint16_t>(x);
      std::memcpy(out + 2 * w, &quarter, 2);
    }
  }
}

}  // namespace ua
}  // namespace detail

// ------------------------------------------------------------ LoadUnAlign
template <typename T>
__simd_callee__ inline void LoadUnAlignPre(UnalignRegForLoad& ureg, __ubuf__ T* srcAddr) {
  detail::ua::CheckAddressType<T>();
  const auto& core = ascendc_host::runtime::CurrentCore();
  detail::ua::PreChecked(core, ureg, detail::ua::Address(core, "LoadUnAlignPre", "srcAddr", srcAddr, 0), sizeof(T));
}

template <typename T>
__simd_callee__ inline void LoadUnAlignPre(UnalignRegForLoad& ureg, __ubuf__ T* srcAddr, AddrReg& areg) {
  detail::ua::CheckAddressType<T>();
  const auto& core = ascendc_host::runtime::CurrentCore();
  detail::ua::PreChecked(
      core, ureg,
      detail::ua::Address(core, "LoadUnAlignPre", "srcAddr+areg", srcAddr, static_cast<int64_t>(areg.byte_offset)),
      sizeof(T));
}

namespace detail {
namespace ua {

template <typename U>
inline void LoadInto(const rt::CoreState& core, const char* api, U& dst, UnalignRegForLoad& ureg, uint32_t a,
                     uint32_t second_bytes) {
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    auto c = CallOf(core, U::REG_NUM == 2 ? RegUnalignCall::Kind::kLoadSplit : RegUnalignCall::Kind::kLoad,
                    sizeof(typename U::ActualT), a);
    c.reg_num = U::REG_NUM;
    c.second = second_bytes;
    std::memcpy(c.ureg, ureg.bytes, kBlock);
    c.out = dst.reg[0];
    c.out_ureg = ureg.bytes;
    return Scope(api, c);
  }();
  if constexpr (U::REG_NUM == 2) {
    // Two loads `second_bytes` apart, then low words to reg[0], high to reg[1].
    alignas(64) uint8_t natural[512];
    Load(core, api, natural, ureg, a);
    Load(core, api, natural + 256, ureg, a + second_bytes);
    for (uint32_t k = 0; k < 64; ++k) {
      std::memcpy(dst.reg[0] + 4 * k, natural + (k < 32 ? 8 * k : 256 + 8 * (k - 32)), 4);
      std::memcpy(dst.reg[1] + 4 * k, natural + (k < 32 ? 8 * k : 256 + 8 * (k - 32)) + 4, 4);
    }
  } else {
    Load(core, api, dst.reg[0], ureg, a);
  }
}

}  // namespace ua
}  // namespace detail

template <typename T = DefaultType, typename U>
__simd_callee__ inline void LoadUnAlign(U& dstReg, UnalignRegForLoad& ureg, __ubuf__ T* srcAddr) {
  detail::ua::CheckOperand<T, U>();
  static_assert(U::REG_NUM == 1, "LoadUnAlign of a RegTraitNumTwo tensor exists in the post-update form only");
  const auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t a = detail::ua::Address(core, "LoadUnAlign", "srcAddr", srcAddr, 0);
  detail::ua::LoadInto(core, "LoadUnAlign", dstReg, ureg, a, 0);
}

template <typename T = DefaultType, PostLiteral postMode = PostLiteral::POST_MODE_UPDATE, typename U>
__simd_callee__ inline void LoadUnAlign(U& dstReg, UnalignRegForLoad& ureg, __ubuf__ T*& srcAddr,
                                        uint32_t postUpdateStride) {
  detail::ua::CheckOperand<T, U>();
  static_assert(postMode == PostLiteral::POST_MODE_UPDATE,
                "LoadUnAlign with a stride is post-update only (POST_MODE_NORMAL is not supported)");
  const auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t a = detail::ua::Address(core, "LoadUnAlign", "srcAddr", srcAddr, 0);
  auto* const next = detail::ua::Advanced(core, "LoadUnAlign", srcAddr, postUpdateStride);
  // RegTraitNumTwo: the second load starts min(stride, 32) elements later.
  const uint32_t second = 8u * (postUpdateStride < 32 ? postUpdateStride : 32u);
  if constexpr (U::REG_NUM == 2)
    detail::ua::RequireRange(core, "LoadUnAlign", "srcAddr", a, uint64_t{a} + second + 256);
  detail::ua::LoadInto(core, "LoadUnAlign", dstReg, ureg, a, second);
  srcAddr = next;
}

// `inc` is unused (the page); srcAddr and areg are left unchanged.
template <typename T = DefaultType, typename U>
__simd_callee__ inline void LoadUnAlign(U& dstReg, UnalignRegForLoad& ureg, __ubuf__ T*& srcAddr, AddrReg& areg,
                                        uint32_t inc) {
  detail::ua::CheckOperand<T, U>();
  static_assert(U::REG_NUM == 1, "LoadUnAlign of a RegTraitNumTwo tensor exists in the post-update form only");
  (void)inc;
  const auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t a = detail::ua::Address(core, "LoadUnAlign", "srcAddr+areg", srcAddr,
                                         static_cast<int64_t>(areg.byte_offset));
  detail::ua::LoadInto(core, "LoadUnAlign", dstReg, ureg, a, 0);
}

// ----------------------------------------------------------- StoreUnAlign
// Stores the first postUpdateStride elements (the bytes the pointer moves:
// Store's count form is this call plus StoreUnAlignPost), then advances.
template <typename T = DefaultType, PostLiteral postMode = PostLiteral::POST_MODE_UPDATE, typename U>
__simd_callee__ inline void StoreUnAlign(__ubuf__ T*& dstAddr, U& srcReg, UnalignRegForStore& ureg,
                                         uint32_t postUpdateStride) {
  detail::ua::CheckOperand<T, U>();
  static_assert(postMode == PostLiteral::POST_MODE_UPDATE,
                "StoreUnAlign with a stride is post-update only (POST_MODE_NORMAL is not supported)");
  auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t a = detail::ua::Address(core, "StoreUnAlign", "dstAddr", dstAddr, 0);
  auto* const next = detail::ua::Advanced(core, "StoreUnAlign", dstAddr, postUpdateStride);
  const uint32_t elements = detail::ua::StoredElements<U>("StoreUnAlign", "postUpdateStride", postUpdateStride);
  detail::ua::StoreRegister(core, "StoreUnAlign", a, srcReg, ureg, elements);
  dstAddr = next;
}

// At dstAddr + areg, a whole register; POST_MODE_UPDATE advances areg by
// the 256 bytes stored (so StoreUnAlignPost with the same areg flushes at
// the stream's end), dstAddr is left unchanged.
template <typename T = DefaultType, PostLiteral postMode = PostLiteral::POST_MODE_UPDATE, typename U>
__simd_callee__ inline void StoreUnAlign(__ubuf__ T*& dstAddr, U& srcReg, UnalignRegForStore& ureg, AddrReg& areg) {
  detail::ua::CheckOperand<T, U>();
  static_assert(U::REG_NUM == 1, "StoreUnAlign of a RegTraitNumTwo tensor exists in the post-update form only");
  auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t a = detail::ua::Address(core, "StoreUnAlign", "dstAddr+areg", dstAddr,
                                         static_cast<int64_t>(areg.byte_offset));
  detail::ua::StoreRegister(core, "StoreUnAlign", a, srcReg, ureg, 256u / sizeof(typename U::ActualT));
  if constexpr (postMode == PostLiteral::POST_MODE_UPDATE) areg.byte_offset += 256;
}

// The AR form (with Squeeze<STORE_REG>, which adds the bytes it kept to AR
// and leaves their count in CoreState::squeeze_bytes): POST_MODE_UPDATE
// stores that count at dstAddr + AR - count, i.e. right after what the
// previous pairs stored, so the pairs fill dstAddr contiguously and AR ends
// as their total; POST_MODE_NORMAL stores it at dstAddr (the caller moves
// the pointer). AR is not changed here.
template <typename T = DefaultType, PostLiteral postMode = PostLiteral::POST_MODE_UPDATE, typename U>
__simd_callee__ inline void StoreUnAlign(__ubuf__ T* dstAddr, U& srcReg, UnalignRegForStore& ureg) {
  detail::ua::CheckOperand<T, U>();
  static_assert(U::REG_NUM == 1, "StoreUnAlign of a RegTraitNumTwo tensor exists in the post-update form only");
  auto& core = ascendc_host::runtime::CurrentCore();
  constexpr uint32_t kBytes = sizeof(typename U::ActualT);
  int64_t bytes = core.squeeze_bytes;
  if (__builtin_expect(bytes < 0 || bytes > 256 || bytes % kBytes != 0, 0)) {
    ascendc_host::ReportError("StoreUnAlign", "squeeze bytes", std::to_string(bytes),
                              "must be a multiple of sizeof(T) in [0, 256] (the count Squeeze leaves)");
    bytes = bytes < 0 ? 0 : bytes > 256 ? 256 : bytes / kBytes * kBytes;
  }
  const int64_t offset = postMode == PostLiteral::POST_MODE_UPDATE ? core.spr_ar - bytes : 0;
  const uint32_t a = detail::ua::Address(core, "StoreUnAlign", postMode == PostLiteral::POST_MODE_UPDATE ? "dstAddr+AR" : "dstAddr",
                                         dstAddr, offset);
  detail::ua::StoreRegister(core, "StoreUnAlign", a, srcReg, ureg, static_cast<uint32_t>(bytes) / kBytes);
}

// MaskReg: every 2nd (b16: 16 bytes) or 4th (b32: 8 bytes) predicate bit,
// appended at dstAddr, which then advances by those bytes.
template <typename T>
__simd_callee__ inline void StoreUnAlign(__ubuf__ T*& dstAddr, MaskReg& mask, UnalignRegForStore& ureg) {
  static_assert(RequireRegProfile<T>::value, "");
  static_assert(sizeof(T) == 2 || sizeof(T) == 4, "the MaskReg StoreUnAlign takes b16 or b32 addresses (the page)");
  constexpr uint32_t kBytes = 256 / 8 / sizeof(T);  // 16 or 8
  auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t a = detail::ua::Address(core, "StoreUnAlign", "dstAddr", dstAddr, 0);
  if (__builtin_expect(a % kBytes != 0, 0))
    ascendc_host::reg_detail::ReportMisalignedAddress("StoreUnAlign", "dstAddr", a, kBytes,
                                                      sizeof(T) == 2 ? "a b16 MaskReg store" : "a b32 MaskReg store");
  T* const next = ascendc_host::reg_detail::PostUpdated("StoreUnAlign", "dstAddr", dstAddr,
                                                        static_cast<int32_t>(kBytes / sizeof(T)));
  alignas(32) uint8_t packed[256] = {};
  detail::ua::PackPredicate<sizeof(T)>(mask, packed);
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    auto c = detail::ua::StoreCallOf(core, detail::ua::RegUnalignCall::Kind::kStoreMask, sizeof(T), a, ureg);
    c.count = kBytes;
    for (int w = 0; w < 4; ++w) c.predicate[w] = mask.words[w];
    return detail::ua::Scope("StoreUnAlign", c);
  }();
  detail::ua::Append<256>(core, "StoreUnAlign", ureg, a, packed, kBytes);
  dstAddr = next;
}

// ------------------------------------------------------- StoreUnAlignPost
namespace detail {
namespace ua {
inline void PostAt(const rt::CoreState& core, const char* api, UnalignRegForStore& ureg, uint32_t a) {
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    return Scope(api, StoreCallOf(core, RegUnalignCall::Kind::kStorePost, 1, a, ureg));
  }();
  Flush(core, api, ureg, a);
}
}  // namespace ua
}  // namespace detail

// Writes the pending bytes before the flush address (DataBlock of the
// address, up to it). POST_MODE_UPDATE flushes at dstAddr and then advances
// it by postUpdateStride elements; POST_MODE_NORMAL flushes at dstAddr +
// postUpdateStride elements and leaves dstAddr.
template <typename T, PostLiteral postMode = PostLiteral::POST_MODE_UPDATE>
__simd_callee__ inline void StoreUnAlignPost(__ubuf__ T*& dstAddr, UnalignRegForStore& ureg, int32_t postUpdateStride) {
  detail::ua::CheckAddressType<T>();
  const auto& core = ascendc_host::runtime::CurrentCore();
  const int64_t stride_bytes = int64_t{postUpdateStride} * static_cast<int64_t>(sizeof(T));
  if constexpr (postMode == PostLiteral::POST_MODE_UPDATE) {
    const uint32_t a = detail::ua::Address(core, "StoreUnAlignPost", "dstAddr", dstAddr, 0);
    T* const next = detail::ua::Advanced(core, "StoreUnAlignPost", dstAddr, postUpdateStride);
    detail::ua::PostAt(core, "StoreUnAlignPost", ureg, a);
    dstAddr = next;
  } else {
    const uint32_t a = detail::ua::Address(core, "StoreUnAlignPost", "dstAddr+postUpdateStride", dstAddr, stride_bytes);
    detail::ua::PostAt(core, "StoreUnAlignPost", ureg, a);
  }
}

template <typename T>
__simd_callee__ inline void StoreUnAlignPost(__ubuf__ T*& dstAddr, UnalignRegForStore& ureg, AddrReg& areg) {
  detail::ua::CheckAddressType<T>();
  const auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t a = detail::ua::Address(core, "StoreUnAlignPost", "dstAddr+areg", dstAddr,
                                         static_cast<int64_t>(areg.byte_offset));
  detail::ua::PostAt(core, "StoreUnAlignPost", ureg, a);
}

// The AR form: flushes at dstAddr + AR.
template <typename T>
__simd_callee__ inline void StoreUnAlignPost(__ubuf__ T* dstAddr, UnalignRegForStore& ureg) {
  detail::ua::CheckAddressType<T>();
  const auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t a = detail::ua::Address(core, "StoreUnAlignPost", "dstAddr+AR", dstAddr, core.spr_ar);
  detail::ua::PostAt(core, "StoreUnAlignPost", ureg, a);
}

// ------------------------------------------------------------ Load, Store
// LoadUnAlignPre + LoadUnAlign with a fresh unaligned register: the 256
// bytes at srcAddr, any byte address.
template <typename T = DefaultType, typename U>
__simd_callee__ inline void Load(U& dstReg, __ubuf__ T* srcAddr) {
  detail::ua::CheckOperand<T, U>();
  static_assert(U::REG_NUM == 1, "Load does not take a RegTraitNumTwo tensor (the page)");
  const auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t a = detail::ua::Address(core, "Load", "srcAddr", srcAddr, 0);
  detail::ua::RequireRange(core, "Load", "srcAddr", a, uint64_t{a} + 256);
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    auto c = detail::ua::CallOf(core, detail::ua::RegUnalignCall::Kind::kLoadWhole, sizeof(typename U::ActualT), a);
    c.out = dstReg.reg[0];
    return detail::ua::Scope("Load", c);
  }();
  detail::ua::Copy256(dstReg.reg[0], core.ub + a);
}

namespace detail {
namespace ua {
// StoreUnAlign of `elements` + StoreUnAlignPost with a fresh unaligned
// register: exactly those elements' bytes at `a`.
template <typename U>
inline void StoreWhole(const rt::CoreState& core, uint32_t a, const U& src, uint32_t elements) {
  constexpr uint32_t kImage = 256u * U::REG_NUM;
  const uint32_t n = elements * static_cast<uint32_t>(sizeof(typename U::ActualT));
  RequireRange(core, "Store", "dstAddr", a, uint64_t{a} + n);
  alignas(64) uint8_t natural[kImage];
  const uint8_t* bytes = InElementOrder(src, natural);
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    auto c = CallOf(core, RegUnalignCall::Kind::kStoreWhole, sizeof(typename U::ActualT), a);
    c.count = n;
    std::memcpy(c.src, bytes, kImage);
    return Scope("Store", c);
  }();
  if (n == 256) Copy256(core.ub + a, bytes);
  else std::memcpy(core.ub + a, bytes, n);
}
}  // namespace ua
}  // namespace detail

// One register's 256 bytes (for b64 RegTraitNumTwo: its first 32 elements).
template <typename T = DefaultType, typename U>
__simd_callee__ inline void Store(__ubuf__ T* dstAddr, U& srcReg) {
  detail::ua::CheckOperand<T, U>();
  const auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t a = detail::ua::Address(core, "Store", "dstAddr", dstAddr, 0);
  detail::ua::StoreWhole(core, a, srcReg, 256u / sizeof(typename U::ActualT));
}

// The first `count` elements; count <= 256 / sizeof(T) (ERROR, release clamps).
template <typename T = DefaultType, typename U>
__simd_callee__ inline void Store(__ubuf__ T* dstAddr, U& srcReg, uint32_t count) {
  detail::ua::CheckOperand<T, U>();
  constexpr uint32_t kMax = 256u / sizeof(typename U::ActualT);
  if (__builtin_expect(count > kMax, 0)) {
    ascendc_host::ReportError("Store", "count", ascendc_host::detail::Str(count),
                              ("must be <= " + std::to_string(kMax) + " (256 bytes / sizeof(T))").c_str());
    count = kMax;
  }
  const auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t a = detail::ua::Address(core, "Store", "dstAddr", dstAddr, 0);
  detail::ua::StoreWhole(core, a, srcReg, count);
}

}  // namespace Reg
}  // namespace AscendC


#endif  // ASCENDC_HOST_ASCENDC_REG_UNALIGNED_H_
