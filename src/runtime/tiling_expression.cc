// REGISTER_TILING_FOR_TILINGKEY conditions (SPEC 11.2): a small precedence-
// climbing parser over the operators the page lists.
#include "ascendc_host/runtime/tiling_expression.h"

#include <cstdlib>
#include <cstring>
#include <string>

#include "ascendc_host/error.h"

namespace ascendc_host {
namespace runtime {
namespace {

class Parser {
 public:
  Parser(const char* text, uint64_t key) : text_(text), p_(text), key_(key) {}

  uint64_t Run() {
    const uint64_t v = Binary(0);
    Skip();
    if (*p_ != '\0') Fail("unexpected text");
    return v;
  }

 private:
  // Binary operators by C++ precedence, loosest first.
  struct Op {
    const char* token;
    int level;
  };
  static constexpr Op kOps[] = {
      {"||", 0}, {"&&", 1}, {"|", 2},  {"^", 3},  {"&", 4},  {"==", 5}, {"!=", 5}, {"<=", 6},
      {">=", 6}, {"<<", 7}, {">>", 7}, {"<", 6},  {">", 6},  {"+", 8},  {"-", 8},  {"*", 9},
      {"/", 9},  {"%", 9},
  };
  static constexpr int kTopLevel = 9;

  [[noreturn]] void Fail(const char* what) {
    RaiseFatal("REGISTER_TILING_FOR_TILINGKEY", "EXPRESSION",
               "\"" + std::string(text_) + "\" at offset " + std::to_string(p_ - text_),
               (std::string(what) + " (the condition is a C expression over TILING_KEY_VAR)").c_str());
  }
  void Skip() {
    while (*p_ == ' ' || *p_ == '\t' || *p_ == '\n' || *p_ == '\r') ++p_;
  }
  // The binary operator at p_ of exactly `level`, or null. "&" must not eat
  // "&&", "<" must not eat "<<" or "<=".
  const Op* PeekOp(int level) {
    Skip();
    const Op* best = nullptr;
    for (const Op& op : kOps) {
      const size_t n = std::strlen(op.token);
      if (std::strncmp(p_, op.token, n) == 0 && (best == nullptr || n > std::strlen(best->token))) best = &op;
    }
    return best != nullptr && best->level == level ? best : nullptr;
  }

  uint64_t Binary(int level) {
    if (level > kTopLevel) return Unary();
    uint64_t lhs = Binary(level + 1);
    for (const Op* op = PeekOp(level); op != nullptr; op = PeekOp(level)) {
      p_ += std::strlen(op->token);
      const uint64_t rhs = Binary(level + 1);
      lhs = Apply(op->token, lhs, rhs);
    }
    return lhs;
  }

  uint64_t Apply(const char* t, uint64_t a, uint64_t b) {
    const int64_t sa = static_cast<int64_t>(a), sb = static_cast<int64_t>(b);
    if (!std::strcmp(t, "||")) return (a || b) ? 1 : 0;
    if (!std::strcmp(t, "&&")) return (a && b) ? 1 : 0;
    if (!std::strcmp(t, "|")) return a | b;
    if (!std::strcmp(t, "^")) return a ^ b;
    if (!std::strcmp(t, "&")) return a & b;
    if (!std::strcmp(t, "==")) return a == b;
    if (!std::strcmp(t, "!=")) return a != b;
    if (!std::strcmp(t, "<")) return sa < sb;
    if (!std::strcmp(t, ">")) return sa > sb;
    if (!std::strcmp(t, "<=")) return sa <= sb;
    if (!std::strcmp(t, ">=")) return sa >= sb;
    if (!std::strcmp(t, "<<")) return b >= 64 ? 0 : a << b;
    if (!std::strcmp(t, ">>")) return b >= 64 ? 0 : a >> b;
    if (!std::strcmp(t, "+")) return a + b;
    if (!std::strcmp(t, "-")) return a - b;
    if (!std::strcmp(t, "*")) return a * b;
    if (b == 0) Fail("division by zero");
    if (!std::strcmp(t, "/")) return static_cast<uint64_t>(sa / sb);
    return static_cast<uint64_t>(sa % sb);
  }

  uint64_t Unary() {
    Skip();
    if (*p_ == '!') { ++p_; return Unary() == 0 ? 1 : 0; }
    if (*p_ == '~') { ++p_; return ~Unary(); }
    if (*p_ == '-') { ++p_; return 0 - Unary(); }
    if (*p_ == '+') { ++p_; return Unary(); }
    if (*p_ == '(') {
      ++p_;
      const uint64_t v = Binary(0);
      Skip();
      if (*p_ != ')') Fail("missing ')'");
      ++p_;
      return v;
    }
    static const char kVar[] = "TILING_KEY_VAR";
    if (std::strncmp(p_, kVar, sizeof(kVar) - 1) == 0) {
      p_ += sizeof(kVar) - 1;
      return key_;
    }
    if (*p_ >= '0' && *p_ <= '9') {
      char* end = nullptr;
      const unsigned long long v = std::strtoull(p_, &end, 0);
      p_ = end;
      while (*p_ == 'u' || *p_ == 'U' || *p_ == 'l' || *p_ == 'L') ++p_;
      return v;
    }
    Fail(*p_ == '\0' ? "the expression ends too early" : "expected TILING_KEY_VAR, a number, a unary operator or '('");
  }

  const char* text_;
  const char* p_;
  uint64_t key_;
};

}  // namespace

uint64_t EvaluateTilingKeyExpression(const char* expression, uint64_t key) {
  if (expression == nullptr)
    RaiseFatal("REGISTER_TILING_FOR_TILINGKEY", "EXPRESSION", "null", "the condition string is null");
  return Parser(expression, key).Run();
}

}  // namespace runtime
}  // namespace ascendc_host
