// Rewrites `kernel<<<numBlocks, dynUBufSize, stream>>>(args...)` launches of
// an Ascend C source into calls of the library's stream launcher.
//
// The rewrite is token based, not textual: comments, string and character
// literals (raw strings included) are skipped, template-ids and nested
// brackets are matched, and a launch may span lines. Every newline of the
// input is kept where it was, so the output has exactly the input's line
// structure and compiler diagnostics, __LINE__ and debug line tables keep
// pointing at the user's lines.
#ifndef ASCENDC_HOST_CC_LAUNCH_TRANSLATOR_H_
#define ASCENDC_HOST_CC_LAUNCH_TRANSLATOR_H_

#include <string>
#include <string_view>
#include <vector>

namespace ascendc_host_cc {

struct TranslationError {
  int line;             // 1-based line of the offending <<<
  std::string message;  // what is wrong and what to write instead
};

struct Translation {
  std::string text;                       // the rewritten source
  int launches = 0;                       // launches rewritten
  std::vector<TranslationError> errors;   // launches that could not be rewritten
};

// The function every launch is rewritten into (declared by the header that
// the driver includes ahead of the translated source).
inline constexpr std::string_view kLaunchFunction = "::ascendc_host::fronts::AscKernelLaunch";

// Rewrites every launch of `source`. A launch
//   callee<<<config>>>(args)
// becomes
//   AscKernelLaunch([=](auto&&... a) { callee(a...); }, "callee", config)(args)
// where the callee text, the configuration and the arguments are copied
// verbatim (with their newlines); a lambda rather than a function pointer
// keeps calls whose template arguments are deduced from the arguments.
Translation TranslateLaunches(std::string_view source);

// SIMT sources (--enable-simt, SPEC 16.4): a block's shared UB objects.
//   __ubuf__ T name[N];  __ubuf__ T name;   in a function body become
//   static thread_local __ubuf__ T ...;     (one object per worker thread,
//                                           which runs a block's threads)
//   extern __ubuf__ T name[];  in a function body becomes
//   __ubuf__ T* const name = static_cast<__ubuf__ T*>(::ascendc_host::simt::DynamicUbuf());
//   and at file scope
//   static ::ascendc_host::simt::DynamicUbufArray<__ubuf__ T> name;
// Pointers (`__ubuf__ T* p`) and parameters are left alone; line structure
// is kept.
std::string RewriteSimtSharedMemory(std::string_view source);

// SIMD sources (SPEC 17.2): a UB array declared in a function body, the
// C API's way to take UB,
//   __ubuf__ T name[N]...;
// becomes a reference to the block's UB bytes for that declaration
//   __ubuf__ T (&name)[N]... = ::ascendc_host::fronts::BlockUbArray<T[N]...>([] {}, "name");
// (fronts/ub_array.h; the lambda's type names the declaration). One
// declarator without an initialiser only; pointers, parameters, `static`
// and `extern` declarations and file-scope objects are left alone. Line
// structure is kept.
std::string RewriteSimdUbArrays(std::string_view source);

// Every unqualified call `printf(` becomes `::ascendc_host::fronts::KernelPrintf(`
// (fronts/kernel_printf.h: a SIMD kernel's lines get their block prefix).
// Left alone: qualified names (`std::printf`, `AscendC::printf`, `::printf`),
// members (`.printf`, `->printf`), declarations (`int printf(`), and
// `printf` not followed by `(`; a source with `#define printf` or `#undef printf`
// is left whole (its macro decides). Line structure is kept.
inline constexpr std::string_view kPrintfFunction = "::ascendc_host::fronts::KernelPrintf";
std::string RewriteUnqualifiedPrintf(std::string_view source);

}  // namespace ascendc_host_cc

#endif  // ASCENDC_HOST_CC_LAUNCH_TRANSLATOR_H_
