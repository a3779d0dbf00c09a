// Template kernels selected by tiling key (SPEC 11.2; Utils-API Tiling模板编程).
//
// The ASCENDC_TPL_* macros of the operator's key header expand to constexpr
// tables here, usable both by the host (GET_TPL_TILING_KEY,
// ASCENDC_TPL_SEL_PARAM) and by the host-side launcher that decodes a key
// and runs the matching instantiation of the template kernel:
//
//   const uint64_t key = GET_TPL_TILING_KEY(C_DT_FLOAT16, 8, 1);
//   ascendc_host::tpl::LaunchByKey<g_tilingDeclareParams, g_tilingSelectParams>(
//       key, blocks, ASCENDC_HOST_TPL_KERNEL(add_custom_template, typename, int, int),
//       x, y, z, workspace, tiling);
//
// ASCENDC_HOST_TPL_KERNEL names the kernel template and the kinds of its
// template parameters in declaration order (`typename` for an
// ASCENDC_TPL_DATATYPE_DECL parameter, the value type for the others); every
// combination of ASCENDC_TPL_SEL is instantiated. Inside a kernel launched by
// key, TILING_KEY_IS and TILING_KEY_VAR see that key.
//
// Key encoding (GET_TPL_TILING_KEY page): the parameters in ASCENDC_TPL_ARGS_DECL
// order, the first in the lowest bits, each in its declared bit width; a
// DTYPE/DATATYPE/FORMAT/BOOL/KERNEL_TYPE value is stored as is, a UINT value as
// its index in the declared value list (ranges expanded in order).
#ifndef ASCENDC_HOST_ASCENDC_TILING_TEMPLATE_H_
#define ASCENDC_HOST_ASCENDC_TILING_TEMPLATE_H_

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <type_traits>
#include <utility>

#include "ascendc_host/ascendc/dtype.h"
#include "ascendc_host/error.h"
#include "ascendc_host/launch.h"
#include "ascendc_host/runtime.h"

// Kernel types of a template combination.
#define ASCENDC_TPL_AIV_ONLY 0
#define ASCENDC_TPL_AIC_ONLY 1
#define ASCENDC_TPL_MIX_AIV_1_0 4
#define ASCENDC_TPL_MIX_AIC_1_0 5
#define ASCENDC_TPL_MIX_AIC_1_1 6
#define ASCENDC_TPL_MIX_AIC_1_2 7
#define ASCENDC_TPL_AICORE 8
#define ASCENDC_TPL_VECTORCORE 9
#define ASCENDC_TPL_MIX_AICORE 10
#define ASCENDC_TPL_MIX_VECTOR_CORE 11
#define ASCENDC_TPL_MAX 12
// Bit widths.
#define ASCENDC_TPL_1_BW 1
#define ASCENDC_TPL_2_BW 2
#define ASCENDC_TPL_4_BW 4
#define ASCENDC_TPL_8_BW 8
// Parameter kinds.
#define ASCENDC_TPL_DTYPE 0
#define ASCENDC_TPL_FORMAT 1
#define ASCENDC_TPL_UINT 2
#define ASCENDC_TPL_BOOL 3
#define ASCENDC_TPL_KERNEL_TYPE 4
#define ASCENDC_TPL_DETERMINISTIC 5
#define ASCENDC_TPL_SHARED_KERNEL_TYPE 6
// UINT value list modes.
#define ASCENDC_TPL_UI_RANGE 0
#define ASCENDC_TPL_UI_LIST 1
#define ASCENDC_TPL_UI_MIX 2
// "The dtype/format of input/output x" (resolved by the vendor build from the
// operator definition); such entries are dropped from the value lists, as the
// vendor encoder does.
#define ASCENDC_TPL_INPUT_BIAS 1000
#define ASCENDC_TPL_OUTPUT_BIAS 2000
#define ASCENDC_TPL_INPUT(x) (ASCENDC_TPL_INPUT_BIAS + (x))
#define ASCENDC_TPL_OUTPUT(x) (ASCENDC_TPL_OUTPUT_BIAS + (x))

namespace ascendc_host {
namespace tpl {

inline constexpr uint32_t kMaxValues = 64;  // values written in one macro
inline constexpr uint32_t kMaxParams = 16;  // parameters of one ASCENDC_TPL_ARGS_SEL
inline constexpr uint32_t kTilingStructSel = 100;  // ASCENDC_TPL_TILING_STRUCT_SEL: not a key parameter

constexpr bool SameName(const char* a, const char* b) {
  while (*a != '\0' && *a == *b) ++a, ++b;
  return *a == *b;
}

// One ASCENDC_TPL_*_DECL or _SEL entry, as written (UINT ranges unexpanded).
struct Param {
  const char* name = "";
  uint32_t type = 0;
  uint8_t bit_width = 0;
  bool native_dtype = false;  // ASCENDC_TPL_DATATYPE_*: a `typename` kernel parameter
  uint64_t raw[kMaxValues] = {};
  uint32_t raw_count = 0;

  constexpr Param() = default;
  constexpr Param(const char* n, uint32_t t, uint8_t bw, bool native, std::initializer_list<uint64_t> values)
      : name(n), type(t), bit_width(bw), native_dtype(native) {
    for (uint64_t v : values) {
      // DTYPE/FORMAT entries naming an input or output carry no value here.
      if ((t == ASCENDC_TPL_DTYPE || t == ASCENDC_TPL_FORMAT) && v >= ASCENDC_TPL_INPUT_BIAS) continue;
      if (raw_count == kMaxValues) throw "ASCENDC_TPL_*: more than 64 values in one entry";
      raw[raw_count++] = v;
    }
    if (t == ASCENDC_TPL_UINT) {
      if (raw_count == 0 || raw[0] > ASCENDC_TPL_UI_MIX)
        throw "ASCENDC_TPL_UINT_*: the first value is the mode ASCENDC_TPL_UI_RANGE, _LIST or _MIX";
      if (raw[0] != ASCENDC_TPL_UI_LIST && (raw_count < 2 || 2 + 2 * raw[1] > raw_count))
        throw "ASCENDC_TPL_UINT_*: the range count exceeds the values that follow it";
    }
  }

  constexpr bool IsKeyParam() const {
    return type == ASCENDC_TPL_DTYPE || type == ASCENDC_TPL_FORMAT || type == ASCENDC_TPL_UINT ||
           type == ASCENDC_TPL_BOOL || type == ASCENDC_TPL_SHARED_KERNEL_TYPE;
  }
  // Number of values, UINT ranges expanded.
  constexpr uint32_t Count() const {
    if (type != ASCENDC_TPL_UINT) return raw_count;
    if (raw[0] == ASCENDC_TPL_UI_LIST) return raw_count - 1;
    uint64_t n = 0;
    const uint64_t ranges = raw[1];
    for (uint64_t r = 0; r < ranges; ++r) n += raw[3 + 2 * r] - raw[2 + 2 * r] + 1;
    if (raw[0] == ASCENDC_TPL_UI_MIX) n += raw_count - 2 - 2 * ranges;
    return static_cast<uint32_t>(n);
  }
  // Value j, UINT ranges expanded in order.
  constexpr uint64_t At(uint32_t j) const {
    if (type != ASCENDC_TPL_UINT) return raw[j];
    if (raw[0] == ASCENDC_TPL_UI_LIST) return raw[1 + j];
    const uint64_t ranges = raw[1];
    for (uint64_t r = 0; r < ranges; ++r) {
      const uint64_t lo = raw[2 + 2 * r], hi = raw[3 + 2 * r];
      if (j <= hi - lo) return lo + j;
      j -= static_cast<uint32_t>(hi - lo + 1);
    }
    return raw[2 + 2 * ranges + j];
  }
  constexpr bool Has(uint64_t v) const {
    for (uint32_t j = 0; j < Count(); ++j)
      if (At(j) == v) return true;
    return false;
  }
  constexpr int64_t IndexOf(uint64_t v) const {
    for (uint32_t j = 0; j < Count(); ++j)
      if (At(j) == v) return j;
    return -1;
  }
};

// One ASCENDC_TPL_ARGS_SEL: an allowed combination of parameter values.
struct ArgsSel {
  Param params[kMaxParams] = {};
  uint32_t count = 0;
  constexpr ArgsSel(std::initializer_list<Param> ps) {
    for (const Param& p : ps) {
      if (count == kMaxParams) throw "ASCENDC_TPL_ARGS_SEL: more than 16 entries";
      params[count++] = p;
    }
  }
  // The entry for declared parameter `name`, or null.
  constexpr const Param* Find(const char* name) const {
    for (uint32_t i = 0; i < count; ++i)
      if (params[i].IsKeyParam() && SameName(params[i].name, name)) return &params[i];
    return nullptr;
  }
};

inline std::string ValueList(const Param& p) {
  std::string s = "{";
  for (uint32_t j = 0; j < p.Count(); ++j) s += (j ? ", " : "") + std::to_string(p.At(j));
  return s + "}";
}

// The selection a key or a value list resolves to.
struct Selection {
  uint64_t values[kMaxParams] = {};
  uint32_t count = 0;
  int32_t sel = -1;  // index of the matching ASCENDC_TPL_ARGS_SEL
};

// First ASCENDC_TPL_ARGS_SEL holding every value, or -1. FATAL when a
// combination lacks a declared parameter (the vendor encoder's rule).
inline int32_t FindSel(const char* api, const Param* decl, uint32_t n, const ArgsSel* sel, uint32_t m,
                       const uint64_t* values) {
  for (uint32_t s = 0; s < m; ++s) {
    bool match = true;
    for (uint32_t i = 0; i < n; ++i) {
      const Param* p = sel[s].Find(decl[i].name);
      if (p == nullptr)
        RaiseFatal(api, "ASCENDC_TPL_SEL", "ASCENDC_TPL_ARGS_SEL #" + std::to_string(s),
                   ("lacks the declared parameter " + std::string(decl[i].name)).c_str());
      if (!p->Has(values[i])) match = false;
    }
    if (match) return static_cast<int32_t>(s);
  }
  return -1;
}

inline std::string Describe(const Param* decl, uint32_t n, const uint64_t* values) {
  std::string s = "(";
  for (uint32_t i = 0; i < n; ++i) s += (i ? ", " : "") + std::string(decl[i].name) + "=" + std::to_string(values[i]);
  return s + ")";
}

// GET_TPL_TILING_KEY: FATAL for a value count that differs from the
// declaration, a value outside its declared list or bit width, a combination
// no ASCENDC_TPL_ARGS_SEL allows, or more than 64 key bits.
inline uint64_t Encode(const Param* decl, uint32_t n, const ArgsSel* sel, uint32_t m,
                       std::initializer_list<uint64_t> value_list) {
  constexpr const char* api = "GET_TPL_TILING_KEY";
  if (value_list.size() != n)
    RaiseFatal(api, "values", std::to_string(value_list.size()),
               ("differs from the " + std::to_string(n) + " parameters of ASCENDC_TPL_ARGS_DECL").c_str());
  const uint64_t* values = value_list.begin();
  uint64_t key = 0;
  uint32_t bits = 0;
  for (uint32_t i = 0; i < n; ++i) {
    const Param& p = decl[i];
    if (!p.Has(values[i]))
      RaiseFatal(api, p.name, std::to_string(values[i]), ("is not among the declared values " + ValueList(p)).c_str());
    const uint64_t code = p.type == ASCENDC_TPL_UINT ? static_cast<uint64_t>(p.IndexOf(values[i])) : values[i];
    if (p.bit_width < 64 && values[i] >> p.bit_width != 0)
      RaiseFatal(api, p.name, std::to_string(values[i]),
                 ("does not fit the declared bit width " + std::to_string(p.bit_width)).c_str());
    if (bits + p.bit_width > 64)
      RaiseFatal(api, p.name, std::to_string(bits + p.bit_width) + " bits",
                 "the declared bit widths exceed the 64 bits of a tiling key");
    key |= code << bits;
    bits += p.bit_width;
  }
  if (FindSel(api, decl, n, sel, m, values) < 0)
    RaiseFatal(api, "values", Describe(decl, n, values), "match no ASCENDC_TPL_ARGS_SEL combination");
  return key;
}

// The inverse of Encode; FATAL (unknown tiling key) for a key no
// ASCENDC_TPL_ARGS_SEL combination encodes to.
inline Selection Decode(const char* api, const Param* decl, uint32_t n, const ArgsSel* sel, uint32_t m,
                        uint64_t key) {
  Selection out;
  out.count = n;
  uint32_t bits = 0;
  auto unknown = [&](const std::string& why) {
    RaiseFatal(api, "tiling key", std::to_string(key), ("is unknown to the template kernel: " + why).c_str());
  };
  for (uint32_t i = 0; i < n; ++i) {
    const Param& p = decl[i];
    const uint64_t mask = p.bit_width >= 64 ? ~0ull : (1ull << p.bit_width) - 1;
    const uint64_t code = bits >= 64 ? 0 : (key >> bits) & mask;
    bits += p.bit_width;
    if (p.type == ASCENDC_TPL_UINT) {
      if (code >= p.Count())
        unknown(std::string(p.name) + " has index " + std::to_string(code) + " beyond its " +
                std::to_string(p.Count()) + " declared values");
      out.values[i] = p.At(static_cast<uint32_t>(code));
    } else {
      if (!p.Has(code)) unknown(std::string(p.name) + "=" + std::to_string(code) + " is not among " + ValueList(p));
      out.values[i] = code;
    }
  }
  if (bits < 64 && key >> bits != 0) unknown("bits above the " + std::to_string(bits) + " declared bits are set");
  out.sel = FindSel(api, decl, n, sel, m, out.values);
  if (out.sel < 0) unknown(Describe(decl, n, out.values) + " matches no ASCENDC_TPL_ARGS_SEL combination");
  return out;
}

// --- Compile-time side: the instantiations of the kernel template. ---

// A template argument of the kernel: a type or a value.
template <typename T>
struct TypeArg {
  using type = T;
};
template <auto V>
struct ValueArg {
  static constexpr auto value = V;
};

template <const auto& Decl>
inline constexpr uint32_t kDeclCount = static_cast<uint32_t>(std::extent_v<std::remove_reference_t<decltype(Decl)>>);
template <const auto& Sel>
inline constexpr uint32_t kSelCount = static_cast<uint32_t>(std::extent_v<std::remove_reference_t<decltype(Sel)>>);

// Every ASCENDC_TPL_ARGS_SEL names every declared parameter.
template <const auto& Decl, const auto& Sel>
constexpr bool SelComplete() {
  for (uint32_t s = 0; s < kSelCount<Sel>; ++s)
    for (uint32_t i = 0; i < kDeclCount<Decl>; ++i)
      if (Sel[s].Find(Decl[i].name) == nullptr) return false;
  return true;
}

template <const auto& Decl, uint32_t I, uint64_t V>
constexpr auto MakeArg() {
  if constexpr (Decl[I].native_dtype) {
    return TypeArg<typename ElementTypeOf<V>::type>{};
  } else if constexpr (Decl[I].type == ASCENDC_TPL_BOOL) {
    return ValueArg<static_cast<bool>(V)>{};  // a `bool` or `int` kernel parameter takes a bool
  } else {
    return ValueArg<V>{};
  }
}

template <const auto& Decl, uint32_t I, uint64_t V>
constexpr bool HasCpuType() {
  return !Decl[I].native_dtype || !std::is_void_v<typename ElementTypeOf<V>::type>;
}

template <const auto& Decl, const auto& Sel, uint32_t S, uint32_t I>
constexpr const Param& SelParam() {
  return *Sel[S].Find(Decl[I].name);
}

// The instantiation for the values V (one per declared parameter).
template <const auto& Decl, size_t... I, uint64_t... V, typename KernelFor, typename Run>
bool RunInstance(std::index_sequence<I...>, std::integer_sequence<uint64_t, V...>, KernelFor& kernel_for, Run& run) {
  if constexpr (!(HasCpuType<Decl, static_cast<uint32_t>(I), V>() && ...)) {
    RaiseFatal("LaunchByKey", "ASCENDC_TPL_DATATYPE", "a data-type code",
               "has no CPU element type (fp8, fp4, hifloat8, complex and sub-byte types are not simulated)");
  } else {
    static_assert(std::is_invocable_v<KernelFor&, decltype(MakeArg<Decl, static_cast<uint32_t>(I), V>())...>,
                  "ASCENDC_HOST_TPL_KERNEL: the kinds do not match ASCENDC_TPL_ARGS_DECL (typename for an "
                  "ASCENDC_TPL_DATATYPE_DECL parameter, a value type for the others, in declaration order)");
    run(kernel_for(MakeArg<Decl, static_cast<uint32_t>(I), V>()...));
    return true;
  }
}

template <const auto& Decl, const auto& Sel, uint32_t S, uint32_t I, uint64_t... Vs, typename KernelFor, typename Run,
          size_t... J>
bool DispatchValues(const Selection& want, KernelFor& kernel_for, Run& run, std::index_sequence<J...>);

// Walks the values of ASCENDC_TPL_ARGS_SEL number S parameter by parameter
// (only its combinations are instantiated); at the end runs the
// instantiation for the collected values Vs.
template <const auto& Decl, const auto& Sel, uint32_t S, uint32_t I, uint64_t... Vs, typename KernelFor, typename Run>
bool Dispatch(const Selection& want, KernelFor& kernel_for, Run& run) {
  if constexpr (I == kDeclCount<Decl>) {
    return RunInstance<Decl>(std::make_index_sequence<kDeclCount<Decl>>(), std::integer_sequence<uint64_t, Vs...>(),
                             kernel_for, run);
  } else {
    constexpr uint32_t kCount = SelParam<Decl, Sel, S, I>().Count();
    return DispatchValues<Decl, Sel, S, I, Vs...>(want, kernel_for, run, std::make_index_sequence<kCount>());
  }
}

template <const auto& Decl, const auto& Sel, uint32_t S, uint32_t I, uint64_t... Vs, typename KernelFor, typename Run,
          size_t... J>
bool DispatchValues(const Selection& want, KernelFor& kernel_for, Run& run, std::index_sequence<J...>) {
  bool done = false;
  ((!done && want.values[I] == SelParam<Decl, Sel, S, I>().At(J) &&
    (done = Dispatch<Decl, Sel, S, I + 1, Vs..., SelParam<Decl, Sel, S, I>().At(J)>(want, kernel_for, run))),
   ...);
  return done;
}

template <const auto& Decl, const auto& Sel, typename KernelFor, typename Run, size_t... S>
bool DispatchSel(const Selection& want, KernelFor& kernel_for, Run& run, std::index_sequence<S...>) {
  bool done = false;
  ((!done && want.sel == static_cast<int32_t>(S) &&
    (done = Dispatch<Decl, Sel, static_cast<uint32_t>(S), 0>(want, kernel_for, run))),
   ...);
  return done;
}

template <const auto& Decl, const auto& Sel>
Selection DecodeFor(const char* api, uint64_t key) {
  return Decode(api, Decl, kDeclCount<Decl>, Sel, kSelCount<Sel>, key);
}

// Runs the instantiation that `key` selects over `num_blocks` blocks; each
// block sees `key` as its tiling key.
template <const auto& Decl, const auto& Sel, typename KernelFor, typename... Args>
void LaunchByKeyWith(const LaunchOptions& options, uint64_t key, uint32_t num_blocks, KernelFor kernel_for,
                     Args... args) {
  static_assert(SelComplete<Decl, Sel>(),
                "ASCENDC_TPL_SEL: every ASCENDC_TPL_ARGS_SEL must name every parameter of ASCENDC_TPL_ARGS_DECL");
  const Selection want = DecodeFor<Decl, Sel>("LaunchByKey", key);
  auto run = [&](auto kernel) {
    LaunchWith(options, num_blocks, runtime::WithTilingKey(kernel, key), args...);
  };
  DispatchSel<Decl, Sel>(want, kernel_for, run, std::make_index_sequence<kSelCount<Sel>>());
}

template <const auto& Decl, const auto& Sel, typename KernelFor, typename... Args>
void LaunchByKey(uint64_t key, uint32_t num_blocks, KernelFor kernel_for, Args... args) {
  LaunchByKeyWith<Decl, Sel>(LaunchOptions{}, key, num_blocks, kernel_for, args...);
}

// GET_TPL_TILING_KEY with any integer values (the vendor's takes a
// std::vector<uint64_t> list; int variables would narrow there).
template <size_t N, size_t M, typename... V>
uint64_t EncodeValues(const Param (&decl)[N], const ArgsSel (&sel)[M], V... values) {
  static_assert(((std::is_integral_v<V> || std::is_enum_v<V>) && ...), "GET_TPL_TILING_KEY: the values are integers");
  return Encode(decl, static_cast<uint32_t>(N), sel, static_cast<uint32_t>(M), {static_cast<uint64_t>(values)...});
}

// The template values a key selects, in declaration order (host tests,
// diagnostics).
template <const auto& Decl, const auto& Sel>
Selection DecodeTilingKey(uint64_t key) {
  return DecodeFor<Decl, Sel>("DecodeTilingKey", key);
}

}  // namespace tpl
}  // namespace ascendc_host

namespace AscendC {
// GET_TPL_TILING_KEY's encoder (the page names it; the tables are the ones
// ASCENDC_TPL_ARGS_DECL and ASCENDC_TPL_SEL declared).
template <size_t N, size_t M>
uint64_t EncodeTilingKey(const ::ascendc_host::tpl::Param (&declareParams)[N],
                         const ::ascendc_host::tpl::ArgsSel (&selectParams)[M], std::initializer_list<uint64_t> values) {
  return ::ascendc_host::tpl::Encode(declareParams, static_cast<uint32_t>(N), selectParams, static_cast<uint32_t>(M),
                                     values);
}
}  // namespace AscendC

#if defined(ASCENDC_TPL_KERNEL) || defined(ASCENDC_TPL_PRE)
// The vendor build's own passes over the key header; nothing to declare.
#define ASCENDC_TPL_DTYPE_DECL(...)
#define ASCENDC_TPL_DATATYPE_DECL(...)
#define ASCENDC_TPL_FORMAT_DECL(...)
#define ASCENDC_TPL_UINT_DECL(...)
#define ASCENDC_TPL_BOOL_DECL(...)
#define ASCENDC_TPL_KERNEL_TYPE_DECL(...)
#define ASCENDC_TPL_DTYPE_SEL(...)
#define ASCENDC_TPL_DATATYPE_SEL(...)
#define ASCENDC_TPL_FORMAT_SEL(...)
#define ASCENDC_TPL_UINT_SEL(...)
#define ASCENDC_TPL_BOOL_SEL(...)
#define ASCENDC_TPL_TILING_STRUCT_SEL(...)
#define ASCENDC_TPL_KERNEL_TYPE_SEL(...)
#define ASCENDC_TPL_DETERMINISTIC_SEL(...)
#define ASCENDC_TPL_SHARED_KERNEL_TYPE_SEL(...)
#define ASCENDC_TPL_ARGS_DECL(...)
#define ASCENDC_TPL_ARGS_SEL(...)
#define ASCENDC_TPL_SEL(...)
#else
#define ASCENDC_HOST_TPL_PARAM(x, type, bw, native, ...) \
  ::ascendc_host::tpl::Param { #x, type, bw, native, { __VA_ARGS__ } }
#define ASCENDC_TPL_DTYPE_DECL(x, ...) ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_DTYPE, ASCENDC_TPL_8_BW, false, __VA_ARGS__)
#define ASCENDC_TPL_DATATYPE_DECL(x, ...) ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_DTYPE, ASCENDC_TPL_8_BW, true, __VA_ARGS__)
#define ASCENDC_TPL_FORMAT_DECL(x, ...) ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_FORMAT, ASCENDC_TPL_8_BW, false, __VA_ARGS__)
#define ASCENDC_TPL_UINT_DECL(x, bw, ...) ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_UINT, bw, false, __VA_ARGS__)
#define ASCENDC_TPL_BOOL_DECL(x, ...) ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_BOOL, ASCENDC_TPL_1_BW, false, __VA_ARGS__)
#define ASCENDC_TPL_KERNEL_TYPE_DECL(x, ...) \
  ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_SHARED_KERNEL_TYPE, ASCENDC_TPL_8_BW, false, __VA_ARGS__)
#define ASCENDC_TPL_DTYPE_SEL(x, ...) ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_DTYPE, ASCENDC_TPL_8_BW, false, __VA_ARGS__)
#define ASCENDC_TPL_DATATYPE_SEL(x, ...) ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_DTYPE, ASCENDC_TPL_8_BW, true, __VA_ARGS__)
#define ASCENDC_TPL_FORMAT_SEL(x, ...) ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_FORMAT, ASCENDC_TPL_8_BW, false, __VA_ARGS__)
#define ASCENDC_TPL_UINT_SEL(x, ...) ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_UINT, 0, false, __VA_ARGS__)
#define ASCENDC_TPL_BOOL_SEL(x, ...) ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_BOOL, ASCENDC_TPL_1_BW, false, __VA_ARGS__)
#define ASCENDC_TPL_TILING_STRUCT_SEL(x, ...) \
  ::ascendc_host::tpl::Param { #x, ::ascendc_host::tpl::kTilingStructSel, 0, false, {} }
#define ASCENDC_TPL_KERNEL_TYPE_SEL(...) \
  ASCENDC_HOST_TPL_PARAM(kernel_type, ASCENDC_TPL_KERNEL_TYPE, ASCENDC_TPL_8_BW, false, __VA_ARGS__)
#define ASCENDC_TPL_DETERMINISTIC_SEL(...) \
  ASCENDC_HOST_TPL_PARAM(deterministic, ASCENDC_TPL_DETERMINISTIC, ASCENDC_TPL_1_BW, false, __VA_ARGS__)
#define ASCENDC_TPL_SHARED_KERNEL_TYPE_SEL(x, ...) \
  ASCENDC_HOST_TPL_PARAM(x, ASCENDC_TPL_SHARED_KERNEL_TYPE, ASCENDC_TPL_8_BW, false, __VA_ARGS__)
#define ASCENDC_TPL_ARGS_DECL(x, ...) \
  [[maybe_unused]] static constexpr ::ascendc_host::tpl::Param g_tilingDeclareParams[] = {__VA_ARGS__}
#define ASCENDC_TPL_ARGS_SEL(...) \
  ::ascendc_host::tpl::ArgsSel { __VA_ARGS__ }
#define ASCENDC_TPL_SEL(...) \
  [[maybe_unused]] static constexpr ::ascendc_host::tpl::ArgsSel g_tilingSelectParams[] = {__VA_ARGS__}

#define GET_TPL_TILING_KEY(...) \
  ::ascendc_host::tpl::EncodeValues(g_tilingDeclareParams, g_tilingSelectParams, __VA_ARGS__)
#define ASCENDC_TPL_SEL_PARAM(context, ...)          \
  do {                                               \
    uint64_t key = GET_TPL_TILING_KEY(__VA_ARGS__);  \
    (context)->SetTilingKey(key);                    \
  } while (0)
#endif

// ASCENDC_HOST_TPL_KERNEL(kernel, kinds...): a generic callable that maps the
// launcher's template arguments to &kernel<...>. Kinds: typename / class for a
// type parameter; int, unsigned, bool, int8_t..int64_t, uint8_t..uint64_t,
// size_t or auto for a value parameter.
#define ASCENDC_HOST_TPL_ARG_typename(w) typename decltype(w)::type
#define ASCENDC_HOST_TPL_ARG_class(w) typename decltype(w)::type
#define ASCENDC_HOST_TPL_ARG_VALUE(w) decltype(w)::value
#define ASCENDC_HOST_TPL_ARG_int(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_unsigned(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_bool(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_auto(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_size_t(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_int8_t(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_int16_t(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_int32_t(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_int64_t(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_uint8_t(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_uint16_t(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_uint32_t(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_ARG_uint64_t(w) ASCENDC_HOST_TPL_ARG_VALUE(w)
#define ASCENDC_HOST_TPL_A(kind, w) ASCENDC_HOST_TPL_ARG_##kind(w)
#define ASCENDC_HOST_TPL_FN(k, ...) \
  ->decltype(&k<__VA_ARGS__>) { return &k<__VA_ARGS__>; }
#define ASCENDC_HOST_TPL_KERNEL_1(k, a) \
  [](auto w0) ASCENDC_HOST_TPL_FN(k, ASCENDC_HOST_TPL_A(a, w0))
#define ASCENDC_HOST_TPL_KERNEL_2(k, a, b) \
  [](auto w0, auto w1) ASCENDC_HOST_TPL_FN(k, ASCENDC_HOST_TPL_A(a, w0), ASCENDC_HOST_TPL_A(b, w1))
#define ASCENDC_HOST_TPL_KERNEL_3(k, a, b, c)                                                      \
  [](auto w0, auto w1, auto w2)                                                                    \
      ASCENDC_HOST_TPL_FN(k, ASCENDC_HOST_TPL_A(a, w0), ASCENDC_HOST_TPL_A(b, w1), ASCENDC_HOST_TPL_A(c, w2))
#define ASCENDC_HOST_TPL_KERNEL_4(k, a, b, c, d)                                                   \
  [](auto w0, auto w1, auto w2, auto w3)                                                           \
      ASCENDC_HOST_TPL_FN(k, ASCENDC_HOST_TPL_A(a, w0), ASCENDC_HOST_TPL_A(b, w1), ASCENDC_HOST_TPL_A(c, w2), \
                          ASCENDC_HOST_TPL_A(d, w3))
#define ASCENDC_HOST_TPL_KERNEL_5(k, a, b, c, d, e)                                                \
  [](auto w0, auto w1, auto w2, auto w3, auto w4)                                                  \
      ASCENDC_HOST_TPL_FN(k, ASCENDC_HOST_TPL_A(a, w0), ASCENDC_HOST_TPL_A(b, w1), ASCENDC_HOST_TPL_A(c, w2), \
                          ASCENDC_HOST_TPL_A(d, w3), ASCENDC_HOST_TPL_A(e, w4))
#define ASCENDC_HOST_TPL_KERNEL_6(k, a, b, c, d, e, f)                                             \
  [](auto w0, auto w1, auto w2, auto w3, auto w4, auto w5)                                         \
      ASCENDC_HOST_TPL_FN(k, ASCENDC_HOST_TPL_A(a, w0), ASCENDC_HOST_TPL_A(b, w1), ASCENDC_HOST_TPL_A(c, w2), \
                          ASCENDC_HOST_TPL_A(d, w3), ASCENDC_HOST_TPL_A(e, w4), ASCENDC_HOST_TPL_A(f, w5))
#define ASCENDC_HOST_TPL_KERNEL_7(k, a, b, c, d, e, f, g)                                          \
  [](auto w0, auto w1, auto w2, auto w3, auto w4, auto w5, auto w6)                                \
      ASCENDC_HOST_TPL_FN(k, ASCENDC_HOST_TPL_A(a, w0), ASCENDC_HOST_TPL_A(b, w1), ASCENDC_HOST_TPL_A(c, w2), \
                          ASCENDC_HOST_TPL_A(d, w3), ASCENDC_HOST_TPL_A(e, w4), ASCENDC_HOST_TPL_A(f, w5),    \
                          ASCENDC_HOST_TPL_A(g, w6))
#define ASCENDC_HOST_TPL_KERNEL_8(k, a, b, c, d, e, f, g, h)                                       \
  [](auto w0, auto w1, auto w2, auto w3, auto w4, auto w5, auto w6, auto w7)                       \
      ASCENDC_HOST_TPL_FN(k, ASCENDC_HOST_TPL_A(a, w0), ASCENDC_HOST_TPL_A(b, w1), ASCENDC_HOST_TPL_A(c, w2), \
                          ASCENDC_HOST_TPL_A(d, w3), ASCENDC_HOST_TPL_A(e, w4), ASCENDC_HOST_TPL_A(f, w5),    \
                          ASCENDC_HOST_TPL_A(g, w6), ASCENDC_HOST_TPL_A(h, w7))
#define ASCENDC_HOST_TPL_COUNT(...) ASCENDC_HOST_TPL_COUNT_(__VA_ARGS__, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define ASCENDC_HOST_TPL_COUNT_(_1, _2, _3, _4, _5, _6, _7, _8, n, ...) n
#define ASCENDC_HOST_TPL_CAT(a, b) ASCENDC_HOST_TPL_CAT_(a, b)
#define ASCENDC_HOST_TPL_CAT_(a, b) a##b
#define ASCENDC_HOST_TPL_KERNEL(kernel, ...) \
  ASCENDC_HOST_TPL_CAT(ASCENDC_HOST_TPL_KERNEL_, ASCENDC_HOST_TPL_COUNT(__VA_ARGS__))(kernel, __VA_ARGS__)

#endif  // ASCENDC_HOST_ASCENDC_TILING_TEMPLATE_H_
