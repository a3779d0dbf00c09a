#include "launch_translator.h"

#include <cctype>
#include <cstddef>

namespace ascendc_host_cc {
namespace {

enum class Kind { kIdentifier, kNumber, kLiteral, kPunct };

struct Token {
  Kind kind;
  size_t begin;
  size_t end;
};

bool IsIdentStart(unsigned char c) { return std::isalpha(c) || c == '_' || c == '$' || c >= 0x80; }
bool IsIdentChar(unsigned char c) { return IsIdentStart(c) || std::isdigit(c); }

bool IsStringPrefix(std::string_view p) {
  return p == "u8" || p == "u" || p == "U" || p == "L" || p == "R" || p == "u8R" || p == "uR" || p == "UR" ||
         p == "LR";
}
bool IsCharPrefix(std::string_view p) { return p == "u8" || p == "u" || p == "U" || p == "L"; }

// Splits a source into the tokens that matter for finding launches.
// Comments and whitespace produce no token; literals are one token each, so
// nothing inside them is ever taken for code.
class Lexer {
 public:
  explicit Lexer(std::string_view s) : s_(s), n_(s.size()) {}

  std::vector<Token> Run() {
    std::vector<Token> tokens;
    size_t i = 0;
    while (i < n_) {
      const unsigned char c = static_cast<unsigned char>(s_[i]);
      if (std::isspace(c)) {
        ++i;
      } else if (c == '\\' && IsNewlineAt(i + 1)) {
        i = AfterNewline(i + 1);  // line splice
      } else if (c == '/' && At(i + 1, '/')) {
        i = EndOfLineComment(i + 2);
      } else if (c == '/' && At(i + 1, '*')) {
        const size_t e = s_.find("*/", i + 2);
        i = e == std::string_view::npos ? n_ : e + 2;
      } else if (IsIdentStart(c)) {
        size_t j = i;
        while (j < n_ && IsIdentChar(static_cast<unsigned char>(s_[j]))) ++j;
        const std::string_view word = s_.substr(i, j - i);
        if (At(j, '"') && IsStringPrefix(word)) {
          const size_t e = word.back() == 'R' ? RawString(j) : Quoted(j, '"');
          tokens.push_back({Kind::kLiteral, i, e});
          i = e;
        } else if (At(j, '\'') && IsCharPrefix(word)) {
          const size_t e = Quoted(j, '\'');
          tokens.push_back({Kind::kLiteral, i, e});
          i = e;
        } else {
          tokens.push_back({Kind::kIdentifier, i, j});
          i = j;
        }
      } else if (std::isdigit(c) || (c == '.' && i + 1 < n_ && std::isdigit(static_cast<unsigned char>(s_[i + 1])))) {
        const size_t e = Number(i);
        tokens.push_back({Kind::kNumber, i, e});
        i = e;
      } else if (c == '"' || c == '\'') {
        const size_t e = Quoted(i, static_cast<char>(c));
        tokens.push_back({Kind::kLiteral, i, e});
        i = e;
      } else {
        tokens.push_back({Kind::kPunct, i, i + 1});
        ++i;
      }
    }
    return tokens;
  }

 private:
  bool At(size_t i, char c) const { return i < n_ && s_[i] == c; }
  bool IsNewlineAt(size_t i) const { return At(i, '\n') || (At(i, '\r') && At(i + 1, '\n')); }
  size_t AfterNewline(size_t i) const { return At(i, '\r') ? i + 2 : i + 1; }

  // A line comment ends at a newline that is not spliced by a backslash.
  size_t EndOfLineComment(size_t i) const {
    while (i < n_) {
      if (s_[i] == '\\' && IsNewlineAt(i + 1)) {
        i = AfterNewline(i + 1);
      } else if (s_[i] == '\n') {
        return i;
      } else {
        ++i;
      }
    }
    return n_;
  }

  // A string or character literal starting at the quote `i`. An unterminated
  // literal ends at the end of its line, as the preprocessor treats it (an
  // apostrophe in an #error text must not swallow the rest of the file).
  size_t Quoted(size_t i, char quote) const {
    size_t j = i + 1;
    while (j < n_) {
      if (s_[j] == '\\') {
        j += 2;
      } else if (s_[j] == quote) {
        return j + 1;
      } else if (s_[j] == '\n') {
        return j;
      } else {
        ++j;
      }
    }
    return n_;
  }

  // R"delim( ... )delim" with the quote at `i`.
  size_t RawString(size_t i) const {
    size_t j = i + 1;
    while (j < n_ && j - (i + 1) <= 16 && s_[j] != '(') {
      const char c = s_[j];
      if (c == ' ' || c == ')' || c == '\\' || c == '\t' || c == '\n' || c == '"') return Quoted(i, '"');
      ++j;
    }
    if (!At(j, '(')) return Quoted(i, '"');
    const std::string closing = ")" + std::string(s_.substr(i + 1, j - (i + 1))) + "\"";
    const size_t e = s_.find(closing, j + 1);
    return e == std::string_view::npos ? n_ : e + closing.size();
  }

  // A preprocessing number: digits, letters, dots, exponent signs and digit
  // separators (1'000'000 is one number, not a character literal).
  size_t Number(size_t i) const {
    size_t j = i;
    while (j < n_) {
      const unsigned char c = static_cast<unsigned char>(s_[j]);
      if ((c == 'e' || c == 'E' || c == 'p' || c == 'P') && (At(j + 1, '+') || At(j + 1, '-'))) {
        j += 2;
      } else if (IsIdentChar(c) || c == '.') {
        ++j;
      } else if (c == '\'' && j + 1 < n_ && IsIdentChar(static_cast<unsigned char>(s_[j + 1]))) {
        ++j;
      } else {
        break;
      }
    }
    return j;
  }

  std::string_view s_;
  size_t n_;
};

// A source with its tokens, and the questions every rewriter asks of them.
class TokenView {
 protected:
  explicit TokenView(std::string_view source) : s_(source), tokens_(Lexer(source).Run()) {}

  int Count() const { return static_cast<int>(tokens_.size()); }
  std::string_view Text(int k) const { return s_.substr(tokens_[k].begin, tokens_[k].end - tokens_[k].begin); }
  bool IsPunct(int k, char c) const {
    return k >= 0 && k < Count() && tokens_[k].kind == Kind::kPunct && s_[tokens_[k].begin] == c;
  }
  bool IsIdentifier(int k) const { return k >= 0 && tokens_[k].kind == Kind::kIdentifier; }
  // Tokens k and k + 1 touch: written as one operator (`::`, `->`, `<<<`).
  bool Adjacent(int k) const { return tokens_[k].end == tokens_[k + 1].begin; }
  bool IsScope(int k) const { return IsPunct(k - 1, ':') && IsPunct(k, ':') && Adjacent(k - 1); }
  bool IsArrow(int k) const { return IsPunct(k - 1, '-') && IsPunct(k, '>') && Adjacent(k - 1); }

  std::string_view s_;
  std::vector<Token> tokens_;
};

class Translator : public TokenView {
 public:
  explicit Translator(std::string_view source) : TokenView(source) {}

  Translation Run() {
    Translation result;
    size_t copied = 0;
    const int count = static_cast<int>(tokens_.size());
    for (int k = 0; k + 2 < count; ++k) {
      if (!IsTriple(k, '<')) continue;
      // `operator<<<T>` names a specialisation of operator<<, not a launch.
      if (k > 0 && Text(k - 1) == "operator") {
        k += 2;
        continue;
      }
      const int line = LineOf(tokens_[k].begin);
      const int close = FindClose(k + 3);
      if (close < 0) {
        result.errors.push_back({line, "a kernel launch opened with <<< has no matching >>> before the end of the "
                                       "statement (write kernel<<<numBlocks, dynUBufSize, stream>>>(args...))"});
        k += 2;
        continue;
      }
      std::string why;
      const int first = FindCalleeStart(k - 1, &why);
      if (first < 0) {
        result.errors.push_back({line, why});
        k = close + 2;
        continue;
      }
      if (close == k + 3) {
        result.errors.push_back({line, "empty launch configuration <<<>>>: write <<<numBlocks, dynUBufSize, stream>>>"});
        k = close + 2;
        continue;
      }
      const size_t callee_begin = tokens_[first].begin;
      const size_t callee_end = tokens_[k - 1].end;
      if (callee_begin < copied) {  // overlaps a launch already rewritten
        result.errors.push_back({line, "a kernel launch inside another launch's kernel expression"});
        k = close + 2;
        continue;
      }
      const std::string_view callee = s_.substr(callee_begin, callee_end - callee_begin);
      const size_t config_begin = tokens_[k + 2].end;
      const size_t config_end = tokens_[close].begin;

      result.text.append(s_.substr(copied, callee_begin - copied));
      result.text.append(kLaunchFunction);
      result.text.append("([](auto&&... ascendc_host_launch_args) { ");
      result.text.append(callee);
      result.text.append("(ascendc_host_launch_args...); }, \"");
      result.text.append(QuotedName(callee));
      result.text.append("\", ");
      // Whatever separated the kernel from <<< (a comment, a line break)
      // is dropped but its line breaks, splices included, are kept.
      result.text.append(LineBreaks(s_.substr(callee_end, tokens_[k].begin - callee_end)));
      result.text.append(s_.substr(config_begin, config_end - config_begin));
      result.text.append(")");
      copied = tokens_[close + 2].end;
      ++result.launches;
      k = close + 2;
    }
    result.text.append(s_.substr(copied));
    return result;
  }

 private:
  bool IsTriple(int k, char c) const {
    return k + 2 < static_cast<int>(tokens_.size()) && IsPunct(k, c) && IsPunct(k + 1, c) && IsPunct(k + 2, c) &&
           Adjacent(k) && Adjacent(k + 1);
  }

  int LineOf(size_t offset) const {
    int line = 1;
    for (size_t i = 0; i < offset; ++i) line += s_[i] == '\n';
    return line;
  }

  // Index of the first `>` of the `>>>` that closes a configuration starting
  // at token `k`; brackets inside the configuration must balance, and a `;`
  // outside brackets ends the search (the statement ended first).
  int FindClose(int k) const {
    int depth = 0;
    for (int m = k; m < static_cast<int>(tokens_.size()); ++m) {
      if (depth == 0 && IsTriple(m, '>')) return m;
      if (IsPunct(m, '(') || IsPunct(m, '[') || IsPunct(m, '{')) {
        ++depth;
      } else if (IsPunct(m, ')') || IsPunct(m, ']') || IsPunct(m, '}')) {
        if (--depth < 0) return -1;
      } else if (depth == 0 && IsPunct(m, ';')) {
        return -1;
      }
    }
    return -1;
  }

  // The opening bracket matching the closing one at `k`, going backwards.
  int MatchBack(int k) const {
    const char close = s_[tokens_[k].begin];
    const char open = close == ')' ? '(' : close == ']' ? '[' : '{';
    int depth = 0;
    for (int t = k; t >= 0; --t) {
      if (IsPunct(t, close)) ++depth;
      if (IsPunct(t, open) && --depth == 0) return t;
    }
    return -1;
  }

  // The `<` opening the template argument list that ends with the `>` at `k`.
  int MatchBackAngle(int k) const {
    int depth = 0;
    for (int t = k; t >= 0; --t) {
      if (IsPunct(t, ')') || IsPunct(t, ']')) {
        t = MatchBack(t);
        if (t < 0) return -1;
      } else if (IsPunct(t, '>')) {
        ++depth;
      } else if (IsPunct(t, '<')) {
        if (--depth == 0) return t;
      } else if (IsPunct(t, ';') || IsPunct(t, '{') || IsPunct(t, '}')) {
        return -1;
      }
    }
    return -1;
  }

  // First token of the kernel expression ending at token `j`: a possibly
  // qualified name with template arguments (ns::kernel<float, 8>), or a
  // parenthesised expression.
  int FindCalleeStart(int j, std::string* why) const {
    const char* kNoKernel =
        "<<< must follow the kernel to launch (write kernel<<<numBlocks, dynUBufSize, stream>>>(args...))";
    if (j < 0) {
      *why = kNoKernel;
      return -1;
    }
    if (IsPunct(j, ')')) {
      const int open = MatchBack(j);
      if (open < 0) *why = kNoKernel;
      return open;
    }
    int first = -1;
    while (true) {
      if (IsPunct(j, '>')) {
        j = MatchBackAngle(j) - 1;
        if (j < -1) {
          *why = "unbalanced template argument list before <<<";
          return -1;
        }
      }
      if (!IsIdentifier(j)) {
        *why = kNoKernel;
        return -1;
      }
      first = j--;
      if (IsIdentifier(j) && Text(j) == "template" && IsScope(j - 1)) first = j--;
      if (!IsScope(j)) break;
      first = j - 1;
      j -= 2;
      if (!IsIdentifier(j) && !IsPunct(j, '>')) break;  // ::kernel (global scope)
    }
    if (IsPunct(j, '.') || IsArrow(j)) {
      *why = "a kernel launched through a member access (obj.kernel<<<...>>>) is not supported: kernels are free "
             "functions";
      return -1;
    }
    return first;
  }

  static std::string LineBreaks(std::string_view gap) {
    std::string breaks;
    for (size_t i = 0; i < gap.size(); ++i) {
      if (gap[i] != '\n') continue;
      const bool spliced = (i > 0 && gap[i - 1] == '\\') || (i > 1 && gap[i - 1] == '\r' && gap[i - 2] == '\\');
      breaks += spliced ? "\\\n" : "\n";
    }
    return breaks;
  }

  // The kernel expression as a C string body: one line, quotes escaped.
  static std::string QuotedName(std::string_view callee) {
    std::string name;
    bool space = false;
    for (char c : callee) {
      if (std::isspace(static_cast<unsigned char>(c))) {
        space = !name.empty();
        continue;
      }
      if (space) name += ' ';
      space = false;
      if (c == '"' || c == '\\') name += '\\';
      name += c;
    }
    return name;
  }

};

// Finds the shared UB arrays of SIMT function bodies (launch_translator.h).
class SharedMemoryRewriter : public TokenView {
 public:
  // kSimtShared: RewriteSimtSharedMemory; kSimdBlockUb: RewriteSimdUbArrays.
  enum class Mode { kSimtShared, kSimdBlockUb };
  SharedMemoryRewriter(std::string_view source, Mode mode) : TokenView(source), mode_(mode) {}

  std::string Run() {
    std::string out;
    size_t copied = 0;
    std::vector<bool> function_scope;  // per open brace: inside a function body
    const int count = static_cast<int>(tokens_.size());
    for (int k = 0; k < count; ++k) {
      if (IsPunct(k, '{')) {
        const bool inside = !function_scope.empty() && function_scope.back();
        function_scope.push_back(inside || OpensFunctionBody(k));
        continue;
      }
      if (IsPunct(k, '}')) {
        if (!function_scope.empty()) function_scope.pop_back();
        continue;
      }
      const bool in_function = !function_scope.empty() && function_scope.back();
      if (tokens_[k].kind != Kind::kIdentifier || Text(k) != "__ubuf__") continue;
      const int end = DeclarationEnd(k);
      if (end < 0) continue;
      const bool is_extern = k > 0 && Text(k - 1) == "extern" && StartsStatement(k - 2);
      if (mode_ == Mode::kSimdBlockUb) {
        if (in_function && !is_extern && StartsStatement(k - 1)) {
          std::string replacement;
          if (BlockUbArrayDeclaration(k, end, &replacement)) {
            out.append(s_.substr(copied, tokens_[k].begin - copied));
            out.append(replacement);
            for (size_t i = tokens_[k].begin; i < tokens_[end].end; ++i)
              if (s_[i] == '\n') out += '\n';
            copied = tokens_[end].end;
          }
        }
        k = end;
        continue;
      }
      if (is_extern) {
        // extern __ubuf__ T name [ ] ;
        const int name = end - 3;
        if (name <= k + 1 || !IsPunct(end - 2, '[') || !IsPunct(end - 1, ']') ||
            tokens_[name].kind != Kind::kIdentifier)
          continue;
        std::string type;
        for (int t = k + 1; t < name; ++t) {
          if (Text(t) == "__align__" && IsPunct(t + 1, '(')) {
            t = MatchForward(t + 1);
            continue;
          }
          type += Text(t);
          type += ' ';
        }
        const size_t begin = tokens_[k - 1].begin;
        out.append(s_.substr(copied, begin - copied));
        if (in_function) {
          out.append(type + "* const " + std::string(Text(name)) + " = static_cast<" + type +
                     "*>(::ascendc_host::simt::DynamicUbuf());");
        } else {
          out.append("static ::ascendc_host::simt::DynamicUbufArray<" + type + "> " + std::string(Text(name)) + ";");
        }
        for (size_t i = begin; i < tokens_[end].end; ++i)
          if (s_[i] == '\n') out += '\n';
        copied = tokens_[end].end;
      } else if (in_function && StartsStatement(k - 1) && IsSharedDeclaration(k + 1, end)) {
        out.append(s_.substr(copied, tokens_[k].begin - copied));
        out.append("static thread_local ");
        copied = tokens_[k].begin;
      } else if (in_function && k > 0 && Text(k - 1) == "static" && StartsStatement(k - 2) &&
                 IsSharedDeclaration(k + 1, end)) {
        out.append(s_.substr(copied, tokens_[k].begin - copied));
        out.append("thread_local ");
        copied = tokens_[k].begin;
      }
      k = end;
    }
    out.append(s_.substr(copied));
    return out;
  }

 private:
  // The token before `k` ends a statement or a preprocessor line.
  bool StartsStatement(int k) const {
    if (k < 0) return true;
    if (IsPunct(k, ';') || IsPunct(k, '{') || IsPunct(k, '}')) return true;
    size_t line = s_.rfind('\n', tokens_[k].begin);
    line = line == std::string_view::npos ? 0 : line + 1;
    while (line < tokens_[k].begin && (s_[line] == ' ' || s_[line] == '\t')) ++line;
    return s_[line] == '#';
  }

  // A `{` after `)` (with qualifiers) or a lambda introducer opens a body.
  bool OpensFunctionBody(int k) const {
    int j = k - 1;
    while (j >= 0 && tokens_[j].kind == Kind::kIdentifier &&
           (Text(j) == "const" || Text(j) == "noexcept" || Text(j) == "override" || Text(j) == "final" ||
            Text(j) == "mutable" || Text(j) == "volatile"))
      --j;
    return IsPunct(j, ')') || IsPunct(j, ']');
  }

  // The closing bracket matching the opening one at `k`.
  int MatchForward(int k) const {
    int depth = 0;
    for (int m = k; m < static_cast<int>(tokens_.size()); ++m) {
      if (IsPunct(m, '(') || IsPunct(m, '[') || IsPunct(m, '{')) ++depth;
      if ((IsPunct(m, ')') || IsPunct(m, ']') || IsPunct(m, '}')) && --depth == 0) return m;
    }
    return static_cast<int>(tokens_.size()) - 1;
  }

  // The `;` ending the declaration that starts at `k`; -1 if a brace or a
  // `)` closing an outer bracket comes first (a parameter, a condition).
  int DeclarationEnd(int k) const {
    int depth = 0;
    for (int m = k; m < static_cast<int>(tokens_.size()); ++m) {
      if (IsPunct(m, '(') || IsPunct(m, '[')) {
        ++depth;
      } else if (IsPunct(m, ')') || IsPunct(m, ']')) {
        if (--depth < 0) return -1;
      } else if (IsPunct(m, '{') || IsPunct(m, '}')) {
        return -1;
      } else if (depth == 0 && IsPunct(m, ';')) {
        return m;
      }
    }
    return -1;
  }

  // `__ubuf__ T name [N]... ;` from `k` (the __ubuf__) to `end`: the
  // reference to the block's UB bytes that replaces it. False for any other
  // shape (pointers, initialisers, several declarators, attributes).
  bool BlockUbArrayDeclaration(int k, int end, std::string* replacement) const {
    int name = k + 1;
    while (name < end && !IsPunct(name, '[')) ++name;
    --name;  // the identifier before the first `[`
    if (name <= k + 1 || name >= end || tokens_[name].kind != Kind::kIdentifier) return false;
    std::string type;
    for (int t = k + 1; t < name; ++t) {
      if (IsPunct(t, '*') || IsPunct(t, '&') || IsPunct(t, '(') || IsPunct(t, '=') || IsPunct(t, ',')) return false;
      if (t > k + 1) type += ' ';
      type += Text(t);
    }
    std::string dims;
    for (int t = name + 1; t < end;) {
      if (!IsPunct(t, '[')) return false;
      const int close = MatchForward(t);
      if (close >= end || close == t + 1) return false;  // `[]`: no size
      dims += '[';
      for (int m = t + 1; m < close; ++m) {
        if (m > t + 1) dims += ' ';
        dims += Text(m);
      }
      dims += ']';
      t = close + 1;
    }
    if (dims.empty()) return false;  // a scalar
    const std::string id(Text(name));
    *replacement = "__ubuf__ " + type + " (&" + id + ")" + dims + " = ::ascendc_host::fronts::BlockUbArray<" + type +
                   dims + ">([] {}, \"" + id + "\");";
    return true;
  }

  // Between `first` and the `;` at `end`: an object (array or scalar), not
  // a pointer or reference (a `*` or `&` before the declarator ends) nor a
  // function (a parameter list; attributes and __align__(N) skipped).
  bool IsSharedDeclaration(int first, int end) const {
    for (int m = first; m < end; ++m) {
      if (IsPunct(m, '[') || IsPunct(m, '=') || IsPunct(m, ',')) return true;
      if (IsPunct(m, '*') || IsPunct(m, '&')) return false;
      if (IsPunct(m, '(')) {
        const std::string_view before = m > 0 ? Text(m - 1) : std::string_view();
        if (before != "__align__" && before != "alignas" && before != "__attribute__") return false;
        m = MatchForward(m);
      }
    }
    return true;
  }

  Mode mode_;
};

// Finds the unqualified printf calls (launch_translator.h).
class PrintfRewriter : public TokenView {
 public:
  explicit PrintfRewriter(std::string_view source) : TokenView(source) {}

  std::string Run() {
    const int count = Count();
    // A source that defines printf as a macro (to silence or redirect it)
    // keeps its own meaning: nothing is rewritten.
    for (int k = 0; k + 2 < count; ++k)
      if (IsPunct(k, '#') && (Text(k + 1) == "define" || Text(k + 1) == "undef") && Text(k + 2) == "printf")
        return std::string(s_);
    std::string out;
    size_t copied = 0;
    for (int k = 0; k + 1 < count; ++k) {
      if (!IsIdentifier(k) || Text(k) != "printf" || !IsPunct(k + 1, '(')) continue;
      if (IsScope(k - 1) || IsArrow(k - 1) || IsPunct(k - 1, '.')) continue;  // qualified, member
      if (IsIdentifier(k - 1)) {  // a declaration, unless a statement keyword
        const std::string_view before = Text(k - 1);
        if (before != "return" && before != "else" && before != "do") continue;
      }
      out.append(s_.substr(copied, tokens_[k].begin - copied));
      out.append(kPrintfFunction);
      copied = tokens_[k].end;
    }
    out.append(s_.substr(copied));
    return out;
  }
};

}  // namespace

Translation TranslateLaunches(std::string_view source) { return Translator(source).Run(); }

std::string RewriteSimtSharedMemory(std::string_view source) {
  return SharedMemoryRewriter(source, SharedMemoryRewriter::Mode::kSimtShared).Run();
}

std::string RewriteSimdUbArrays(std::string_view source) {
  return SharedMemoryRewriter(source, SharedMemoryRewriter::Mode::kSimdBlockUb).Run();
}

std::string RewriteUnqualifiedPrintf(std::string_view source) { return PrintfRewriter(source).Run(); }

}  // namespace ascendc_host_cc
