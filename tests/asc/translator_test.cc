// The <<<...>>> rewriting of ascendc-host-cc, case by case: what must be
// rewritten, what must be left alone, and that every line stays where it was.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "launch_translator.h"

namespace {

using ascendc_host_cc::TranslateLaunches;

const std::string kCall = std::string(ascendc_host_cc::kLaunchFunction);

std::string Rewritten(const std::string& callee, const std::string& config) {
  return kCall + "([](auto&&... ascendc_host_launch_args) { " + callee + "(ascendc_host_launch_args...); }, \"" +
         callee + "\", " + config + ")";
}

int Lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

// The line (1-based) of the first occurrence of `needle`.
int LineOf(const std::string& s, const std::string& needle) {
  const size_t at = s.find(needle);
  EXPECT_NE(at, std::string::npos) << needle << " not in:\n" << s;
  return 1 + static_cast<int>(std::count(s.begin(), s.begin() + static_cast<long>(at), '\n'));
}

void ExpectUnchanged(const std::string& source) {
  const auto t = TranslateLaunches(source);
  EXPECT_EQ(t.launches, 0) << source;
  EXPECT_TRUE(t.errors.empty()) << source;
  EXPECT_EQ(t.text, source);
}

TEST(LaunchTranslator, PlainLaunch) {
  const auto t = TranslateLaunches("add_custom<<<8, nullptr, stream>>>(x, y, z);\n");
  EXPECT_EQ(t.launches, 1);
  EXPECT_EQ(t.text, Rewritten("add_custom", "8, nullptr, stream") + "(x, y, z);\n");
}

TEST(LaunchTranslator, TemplateKernels) {
  EXPECT_EQ(TranslateLaunches("add_custom<blockLength><<<numBlocks, 0, stream>>>(x);").text,
            Rewritten("add_custom<blockLength>", "numBlocks, 0, stream") + "(x);");
  EXPECT_EQ(TranslateLaunches("kernel<float><<<1, 0, s>>>(p);").text, Rewritten("kernel<float>", "1, 0, s") + "(p);");
  // `>>` closing two argument lists, nested templates, parentheses inside.
  EXPECT_EQ(TranslateLaunches("k<std::vector<int>><<<1, 0, s>>>(p);").text,
            Rewritten("k<std::vector<int>>", "1, 0, s") + "(p);");
  EXPECT_EQ(TranslateLaunches("k<T, (N > 2), Op<A<B>>><<<1, 0, s>>>(p);").text,
            Rewritten("k<T, (N > 2), Op<A<B>>>", "1, 0, s") + "(p);");
}

TEST(LaunchTranslator, QualifiedKernels) {
  EXPECT_EQ(TranslateLaunches("ops::add<<<1, 0, s>>>(p);").text, Rewritten("ops::add", "1, 0, s") + "(p);");
  EXPECT_EQ(TranslateLaunches("::add<<<1, 0, s>>>(p);").text, Rewritten("::add", "1, 0, s") + "(p);");
  EXPECT_EQ(TranslateLaunches("a::b::template k<T><<<1, 0, s>>>(p);").text,
            Rewritten("a::b::template k<T>", "1, 0, s") + "(p);");
  // A keyword before the kernel is not part of it.
  EXPECT_EQ(TranslateLaunches("return k<<<1, 0, s>>>(p);").text, "return " + Rewritten("k", "1, 0, s") + "(p);");
}

TEST(LaunchTranslator, NestedParenthesesAndTemplatesInConfigurationAndArguments) {
  const std::string source = "k<<<std::min<uint32_t>(n, (a + b) / 2), f(g(1), 2)[0], streams[i]>>>"
                             "(cast<int*>(x), h<int, 2>(y, (z)), {1, 2});";
  const auto t = TranslateLaunches(source);
  EXPECT_EQ(t.launches, 1);
  EXPECT_EQ(t.text, Rewritten("k", "std::min<uint32_t>(n, (a + b) / 2), f(g(1), 2)[0], streams[i]") +
                        "(cast<int*>(x), h<int, 2>(y, (z)), {1, 2});");
}

TEST(LaunchTranslator, CommentsAndLiteralsAreNotCode) {
  ExpectUnchanged("// k<<<1, 0, s>>>(x);\n");
  ExpectUnchanged("/* k<<<1, 0, s>>>(x);\n   more */\n");
  ExpectUnchanged("const char* s = \"k<<<1, 0, s>>>(x)\";\n");
  ExpectUnchanged("const char* s = \"escaped \\\" k<<<1, 0, s>>>(x)\";\n");
  ExpectUnchanged("char c = '<'; char d = '\\''; char e = '<';\n");
  ExpectUnchanged("auto r = R\"(k<<<1, 0, s>>>(x) \" still raw)\";\n");
  ExpectUnchanged("auto r = R\"xy(k<<<1, 0, s>>>(x) )\" not the end)xy\";\n");
  ExpectUnchanged("auto r = u8R\"(k<<<1,0,s>>>(x))\"; auto w = L\"k<<<1,0,s>>>\"; auto c = u'<';\n");
  // A line comment continued by a backslash swallows the next line too.
  ExpectUnchanged("// comment \\\nk<<<1, 0, s>>>(x);\n");
  // Comments inside a launch stay where they were.
  EXPECT_EQ(TranslateLaunches("k<<<8 /* blocks */, 0, s>>>(x /* in */);").text,
            Rewritten("k", "8 /* blocks */, 0, s") + "(x /* in */);");
}

TEST(LaunchTranslator, LiteralsNextToALaunchDoNotHideIt) {
  // A digit separator is not a character literal.
  EXPECT_EQ(TranslateLaunches("n = 1'000'000; k<<<1, 0, s>>>(x);").text,
            "n = 1'000'000; " + Rewritten("k", "1, 0, s") + "(x);");
  // An apostrophe in an #error text ends at its line, as in the preprocessor.
  EXPECT_EQ(TranslateLaunches("#error don't\nk<<<1, 0, s>>>(x);").text,
            "#error don't\n" + Rewritten("k", "1, 0, s") + "(x);");
  EXPECT_EQ(TranslateLaunches("puts(\"<<<\"); k<<<1, 0, s>>>(\">>>\");").text,
            "puts(\"<<<\"); " + Rewritten("k", "1, 0, s") + "(\">>>\");");
}

TEST(LaunchTranslator, ShiftsAndOperatorTemplatesAreNotLaunches) {
  ExpectUnchanged("x = a << b; y <<= 2; z = c >> d; w >>= 1; std::cout << \"a\" << 'b';\n");
  ExpectUnchanged("friend std::ostream& operator<<<T>(std::ostream&, const V<T>&);\n");
  ExpectUnchanged("template <> int f<A<B<int>>>(int);\n");
}

TEST(LaunchTranslator, Macros) {
  // Inside a macro body (with a line splice) and with macro arguments.
  const std::string body = "#define LAUNCH(kernel, n) \\\n  kernel<<<n, nullptr, stream>>>(x, y)\n";
  const auto t = TranslateLaunches(body);
  EXPECT_EQ(t.launches, 1);
  EXPECT_EQ(t.text, "#define LAUNCH(kernel, n) \\\n  " + Rewritten("kernel", "n, nullptr, stream") + "(x, y)\n");
  EXPECT_EQ(TranslateLaunches("KERNEL_NAME<<<BLOCKS, 0, STREAM>>>(ARGS(x), y);").text,
            Rewritten("KERNEL_NAME", "BLOCKS, 0, STREAM") + "(ARGS(x), y);");
  // The argument list may come from the macro's use, after its expansion.
  EXPECT_EQ(TranslateLaunches("#define RUN k<<<1, 0, s>>>\nRUN(x);\n").text,
            "#define RUN " + Rewritten("k", "1, 0, s") + "\nRUN(x);\n");
}

TEST(LaunchTranslator, LaunchesSpanningLinesKeepEveryLine) {
  const std::string source =
      "int a;\n"
      "add_custom<\n"
      "    blockLength><<<numBlocks,   // blocks\n"
      "    0,\n"
      "    stream>>>(xDevice,\n"
      "              yDevice, zDevice);\n"
      "int after = __LINE__;\n";
  const auto t = TranslateLaunches(source);
  ASSERT_EQ(t.launches, 1);
  EXPECT_EQ(Lines(t.text), Lines(source));
  for (const char* token : {"int a;", "blockLength>", "// blocks", "    0,", "stream)", "yDevice, zDevice);",
                            "int after"}) {
    const std::string original = std::string(token) == "stream)" ? "stream>>>" : token;
    EXPECT_EQ(LineOf(t.text, token), LineOf(source, original)) << token;
  }
  EXPECT_EQ(LineOf(t.text, kCall), 2);
}

TEST(LaunchTranslator, LineBreaksBetweenKernelAndConfigurationAreKept) {
  const std::string source = "kernel // the kernel\n   <<<1, 0, s>>>(x);\nint after;\n";
  const auto t = TranslateLaunches(source);
  EXPECT_EQ(t.text, Rewritten("kernel", "\n1, 0, s") + "(x);\nint after;\n");
  const std::string spliced = "#define L(k) k \\\n  <<<1, 0, s>>>(x)\nint after;\n";
  EXPECT_EQ(TranslateLaunches(spliced).text, "#define L(k) " + Rewritten("k", "\\\n1, 0, s") + "(x)\nint after;\n");
}

TEST(LaunchTranslator, SeveralLaunchesOnALineAndInAFile) {
  const auto t = TranslateLaunches("a<<<1, 0, s>>>(x); b<float><<<2, 0, s>>>(y);\nc<<<3, 0, t>>>(z);\n");
  EXPECT_EQ(t.launches, 3);
  EXPECT_EQ(t.text, Rewritten("a", "1, 0, s") + "(x); " + Rewritten("b<float>", "2, 0, s") + "(y);\n" +
                        Rewritten("c", "3, 0, t") + "(z);\n");
}

TEST(LaunchTranslator, MalformedLaunchesAreReportedWithTheirLine) {
  {
    const auto t = TranslateLaunches("int a;\nk<<<1, 0, s(x);\n");
    ASSERT_EQ(t.errors.size(), 1u);
    EXPECT_EQ(t.errors[0].line, 2);
    EXPECT_NE(t.errors[0].message.find("no matching >>>"), std::string::npos) << t.errors[0].message;
  }
  {
    const auto t = TranslateLaunches("\n\nk<<<>>>(x);\n");
    ASSERT_EQ(t.errors.size(), 1u);
    EXPECT_EQ(t.errors[0].line, 3);
    EXPECT_NE(t.errors[0].message.find("numBlocks"), std::string::npos);
  }
  {
    const auto t = TranslateLaunches("obj.k<<<1, 0, s>>>(x);\n");
    ASSERT_EQ(t.errors.size(), 1u);
    EXPECT_NE(t.errors[0].message.find("member"), std::string::npos) << t.errors[0].message;
  }
  {
    const auto t = TranslateLaunches("x = (1 + <<<1, 0, s>>>(x));\n");
    ASSERT_EQ(t.errors.size(), 1u);
    EXPECT_NE(t.errors[0].message.find("must follow the kernel"), std::string::npos) << t.errors[0].message;
  }
}

TEST(LaunchTranslator, ParenthesisedKernelExpression) {
  EXPECT_EQ(TranslateLaunches("(ns::k<int>)<<<1, 0, s>>>(x);").text,
            Rewritten("(ns::k<int>)", "1, 0, s") + "(x);");
}

// --- SIMD kernel UB arrays (RewriteSimdUbArrays, SPEC 17.2) ---
using ascendc_host_cc::RewriteSimdUbArrays;

TEST(SimdUbArrays, ArraysInAFunctionBodyBecomeBlockUbReferences) {
  const std::string source =
      "__global__ void k(float* x)\n{\n"
      "    constexpr uint32_t n = 2048;\n"
      "    __ubuf__ float x_local[n];\n"
      "    __ubuf__ half tile[16][16];\n"
      "    x_local[0] = 1;\n"
      "}\n";
  const std::string out = RewriteSimdUbArrays(source);
  EXPECT_NE(out.find("    __ubuf__ float (&x_local)[n] = ::ascendc_host::fronts::BlockUbArray<float[n]>([] {}, \"x_local\");"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("    __ubuf__ half (&tile)[16][16] = ::ascendc_host::fronts::BlockUbArray<half[16][16]>([] {}, \"tile\");"),
            std::string::npos)
      << out;
  // Line structure kept: the statement after them is still on line 6.
  size_t line = 1, at = out.find("x_local[0] = 1;");
  for (size_t i = 0; i < at; ++i) line += out[i] == '\n';
  EXPECT_EQ(line, 6u);
}

TEST(SimdUbArrays, OtherDeclarationsStay) {
  for (const std::string source : {
           "void k(__ubuf__ float* p) { __ubuf__ unsigned int *w; }\n",
           "void k() { __ubuf__ float* p = nullptr; }\n",
           "void k() { __ubuf__ float a[4] = {1, 2, 3, 4}; }\n",
           "void k() { __ubuf__ float a[4], b[4]; }\n",
           "void k() { __ubuf__ float s; }\n",
           "void k() { static __ubuf__ float s[4]; }\n",
           "void k() { extern __ubuf__ float d[]; }\n",
           "void k() { __ubuf__ float d[]; }\n",
           "__ubuf__ float table[16];\n",
           "struct S { __ubuf__ float member[4]; };\n",
           "void k() { const char* s = \"__ubuf__ float a[4];\"; }\n",
           "void k() { // __ubuf__ float a[4];\n}\n",
       }) {
    EXPECT_EQ(RewriteSimdUbArrays(source), source);
  }
}

// --- SIMT shared UB (RewriteSimtSharedMemory, SPEC 16.4) ---
using ascendc_host_cc::RewriteSimtSharedMemory;

TEST(SimtSharedMemory, ArraysAndScalarsInAFunctionBodyBecomePerWorkerStatics) {
  const std::string source =
      "__global__ void k(float* x)\n{\n"
      "    __ubuf__ unsigned int hist[256];\n"
      "    __ubuf__ float tile[32][33];\n"
      "    __ubuf__ uint32_t is_last;\n"
      "    static __ubuf__ int s[4];\n"
      "}\n";
  const std::string out = RewriteSimtSharedMemory(source);
  EXPECT_NE(out.find("    static thread_local __ubuf__ unsigned int hist[256];"), std::string::npos) << out;
  EXPECT_NE(out.find("    static thread_local __ubuf__ float tile[32][33];"), std::string::npos) << out;
  EXPECT_NE(out.find("    static thread_local __ubuf__ uint32_t is_last;"), std::string::npos) << out;
  EXPECT_NE(out.find("    static thread_local __ubuf__ int s[4];"), std::string::npos) << out;
  EXPECT_EQ(Lines(out), Lines(source));
}

TEST(SimtSharedMemory, PointersParametersAndFileScopeObjectsStay) {
  for (const std::string source : {
           "void k(__ubuf__ float* p) { __ubuf__ unsigned int *warp_histogram; }\n",
           "void k() { __ubuf__ volatile float* ub_ptr = nullptr; }\n",
           "void k() { __ubuf__ float& r = f(); }\n",
           "__ubuf__ float table[16];\n",
           "struct S { __ubuf__ float member[4]; };\n",
           "void k() { const char* s = \"__ubuf__ float a[4];\"; }\n",
           "void k() { // __ubuf__ float a[4];\n}\n",
       }) {
    EXPECT_EQ(RewriteSimtSharedMemory(source), source);
  }
}

TEST(SimtSharedMemory, DynamicArraysReadTheLaunchsDynamicUb) {
  const std::string in_function = "__global__ void k()\n{\n    extern __ubuf__ float smem[];\n    smem[0] = 1;\n}\n";
  const std::string out = RewriteSimtSharedMemory(in_function);
  EXPECT_NE(out.find("    float * const smem = static_cast<float *>(::ascendc_host::simt::DynamicUbuf());\n    smem[0]"),
            std::string::npos)
      << out;
  const std::string file_scope = "#include <x>\nextern __ubuf__ char dynamicBuf[];\nvoid k() {}\n";
  const std::string out2 = RewriteSimtSharedMemory(file_scope);
  EXPECT_NE(out2.find("\nstatic ::ascendc_host::simt::DynamicUbufArray<char > dynamicBuf;\n"), std::string::npos)
      << out2;
  EXPECT_EQ(Lines(out2), Lines(file_scope));
}

TEST(SimtSharedMemory, AfterAPreprocessorLineADeclarationStartsAStatement) {
  const std::string source = "void k()\n{\n#pragma unroll\n    __ubuf__ int a[8];\n}\n";
  EXPECT_NE(RewriteSimtSharedMemory(source).find("static thread_local __ubuf__ int a[8];"), std::string::npos);
}

// --- unqualified printf (RewriteUnqualifiedPrintf, SPEC 11.6) ---
using ascendc_host_cc::RewriteUnqualifiedPrintf;

TEST(UnqualifiedPrintf, CallsBecomeTheKernelPrintf) {
  const std::string source =
      "__global__ __vector__ void hello()\n{\n    printf(\"Hello World!!!\\n\");\n"
      "    if (x) return printf (\"%d\\n\", 1); else printf(\"b\");\n  (void)printf(\"c\");\n}\n";
  const std::string out = RewriteUnqualifiedPrintf(source);
  EXPECT_EQ(out,
            "__global__ __vector__ void hello()\n{\n    ::ascendc_host::fronts::KernelPrintf(\"Hello World!!!\\n\");\n"
            "    if (x) return ::ascendc_host::fronts::KernelPrintf (\"%d\\n\", 1); else "
            "::ascendc_host::fronts::KernelPrintf(\"b\");\n  (void)::ascendc_host::fronts::KernelPrintf(\"c\");\n}\n");
}

TEST(UnqualifiedPrintf, QualifiedMembersDeclarationsLiteralsAndCommentsStay) {
  const std::string source =
      "extern \"C\" int printf(const char*, ...);\n"
      "void f(S* s, S& r) {\n  std::printf(\"a\"); AscendC::printf(\"b\"); ::printf(\"c\");\n"
      "  s->printf(\"d\"); r.printf(\"e\"); auto* p = &printf; auto* q = printf;\n"
      "  const char* t = \"printf(x)\"; // printf(y)\n  /* printf(z) */ my_printf(1); printf_x(2);\n}\n";
  EXPECT_EQ(RewriteUnqualifiedPrintf(source), source);
}

TEST(UnqualifiedPrintf, LabelsAndConditionalsAreNotQualification) {
  EXPECT_EQ(RewriteUnqualifiedPrintf("case 1: printf(\"a\"); c ? 0 : printf(\"b\");"),
            "case 1: ::ascendc_host::fronts::KernelPrintf(\"a\"); c ? 0 : ::ascendc_host::fronts::KernelPrintf(\"b\");");
}

TEST(UnqualifiedPrintf, ASourceThatDefinesPrintfAsAMacroKeepsIt) {
  const std::string silenced = "#define printf(...)\nvoid k() { printf(\"a\"); }\n";
  EXPECT_EQ(RewriteUnqualifiedPrintf(silenced), silenced);
  const std::string redirected = "#undef printf\n#define printf my_log\nvoid k() { printf(\"a\"); }\n";
  EXPECT_EQ(RewriteUnqualifiedPrintf(redirected), redirected);
}

}  // namespace
