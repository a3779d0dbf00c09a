// The condition of REGISTER_TILING_FOR_TILINGKEY (SPEC 11.2): a C expression
// over TILING_KEY_VAR with the operators its page lists (~ ! * / % + - << >>
// < <= > >= == != & ^ | && || and parentheses, C++ precedence), integer
// literals in decimal, hex (0x) or octal, evaluated in 64-bit arithmetic.
#ifndef ASCENDC_HOST_RUNTIME_TILING_EXPRESSION_H_
#define ASCENDC_HOST_RUNTIME_TILING_EXPRESSION_H_

#include <cstdint>

namespace ascendc_host {
namespace runtime {

// Value of `expression` with TILING_KEY_VAR = key (nonzero: the key matches).
// FATAL naming the expression and the position when it does not parse or
// divides by zero.
uint64_t EvaluateTilingKeyExpression(const char* expression, uint64_t key);

}  // namespace runtime
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_RUNTIME_TILING_EXPRESSION_H_
