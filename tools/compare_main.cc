// ascendc_host_compare: compares an output buffer with a reference or an NPU
// dump, both raw little-endian element arrays (the .bin files Ascend
// examples write with tofile()).
//
//   ascendc_host_compare --dtype half [--atol A] [--rtol R] [--max-report N] output.bin golden.bin
//
// Data movement is exact: by default every element must have the same bits
// (tolerance 0, also for floats, so -0.0 vs 0.0 and NaN payloads count).
// --atol/--rtol apply to float types only: |out - golden| <= atol + rtol*|golden|,
// NaN matching NaN. Exit status: 0 equal, 1 different (or sizes differ),
// 2 usage or I/O error.
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

enum class Kind { kSigned, kUnsigned, kHalf, kBfloat16, kFloat };

struct Dtype {
  const char* name;
  uint32_t bytes;
  Kind kind;
};

constexpr Dtype kDtypes[] = {
    {"int8", 1, Kind::kSigned},      {"uint8", 1, Kind::kUnsigned},  {"int16", 2, Kind::kSigned},
    {"uint16", 2, Kind::kUnsigned},  {"half", 2, Kind::kHalf},       {"float16", 2, Kind::kHalf},
    {"bfloat16", 2, Kind::kBfloat16}, {"int32", 4, Kind::kSigned},   {"uint32", 4, Kind::kUnsigned},
    {"float", 4, Kind::kFloat},      {"float32", 4, Kind::kFloat},   {"int64", 8, Kind::kSigned},
    {"uint64", 8, Kind::kUnsigned},
};

int Usage(const char* why) {
  if (why != nullptr) std::fprintf(stderr, "ascendc_host_compare: %s\n", why);
  std::fprintf(stderr,
               "usage: ascendc_host_compare --dtype T [--atol A] [--rtol R] [--max-report N] output.bin golden.bin\n"
               "  T: int8 uint8 int16 uint16 half bfloat16 int32 uint32 float int64 uint64\n"
               "  exit status: 0 equal, 1 different, 2 usage or I/O error\n");
  return 2;
}

bool ReadFile(const char* path, std::vector<uint8_t>* bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  bytes->assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return !in.bad();
}

uint64_t Bits(const uint8_t* p, uint32_t n) {
  uint64_t v = 0;
  for (uint32_t i = 0; i < n; ++i) v |= uint64_t{p[i]} << (8 * i);
  return v;
}

double HalfToDouble(uint16_t h) {
  const int exponent = (h >> 10) & 0x1F, mantissa = h & 0x3FF;
  const double sign = (h & 0x8000) ? -1.0 : 1.0;
  if (exponent == 0) return sign * std::ldexp(mantissa, -24);
  if (exponent == 31) return mantissa ? NAN : sign * INFINITY;
  return sign * std::ldexp(1024 + mantissa, exponent - 25);
}

double Decode(uint64_t bits, const Dtype& t) {
  switch (t.kind) {
    case Kind::kSigned: {
      const int shift = 64 - 8 * static_cast<int>(t.bytes);
      return static_cast<double>(static_cast<int64_t>(bits << shift) >> shift);
    }
    case Kind::kUnsigned: return static_cast<double>(bits);
    case Kind::kHalf: return HalfToDouble(static_cast<uint16_t>(bits));
    case Kind::kBfloat16: {
      const uint32_t f = static_cast<uint32_t>(bits) << 16;
      float v;
      std::memcpy(&v, &f, 4);
      return v;
    }
    case Kind::kFloat: {
      const uint32_t f = static_cast<uint32_t>(bits);
      float v;
      std::memcpy(&v, &f, 4);
      return v;
    }
  }
  return 0;
}

std::string Show(uint64_t bits, const Dtype& t) {
  char text[96];
  const int digits = 2 * static_cast<int>(t.bytes);
  if (t.kind == Kind::kSigned) {
    const int shift = 64 - 8 * static_cast<int>(t.bytes);
    std::snprintf(text, sizeof(text), "0x%0*" PRIx64 " (%" PRId64 ")", digits, bits,
                  static_cast<int64_t>(bits << shift) >> shift);
  } else if (t.kind == Kind::kUnsigned) {
    std::snprintf(text, sizeof(text), "0x%0*" PRIx64 " (%" PRIu64 ")", digits, bits, bits);
  } else {
    std::snprintf(text, sizeof(text), "0x%0*" PRIx64 " (%.9g)", digits, bits, Decode(bits, t));
  }
  return text;
}

bool IsFloat(const Dtype& t) { return t.kind == Kind::kHalf || t.kind == Kind::kBfloat16 || t.kind == Kind::kFloat; }

}  // namespace

int main(int argc, char** argv) {
  const Dtype* dtype = nullptr;
  double atol = 0, rtol = 0;
  uint64_t max_report = 10;
  std::vector<const char*> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
    if (arg == "--dtype") {
      const char* v = value();
      if (v == nullptr) return Usage("--dtype needs a value");
      for (const Dtype& t : kDtypes)
        if (std::strcmp(t.name, v) == 0) dtype = &t;
      if (dtype == nullptr) return Usage((std::string("unknown dtype ") + v).c_str());
    } else if (arg == "--atol" || arg == "--rtol" || arg == "--max-report") {
      const char* v = value();
      char* end = nullptr;
      if (v == nullptr) return Usage((arg + " needs a value").c_str());
      const double d = std::strtod(v, &end);
      if (*end != '\0' || !(d >= 0)) return Usage((arg + " needs a number >= 0").c_str());
      if (arg == "--atol") atol = d;
      else if (arg == "--rtol") rtol = d;
      else max_report = static_cast<uint64_t>(d);
    } else if (arg == "-h" || arg == "--help") {
      Usage(nullptr);
      return 0;
    } else if (!arg.empty() && arg[0] == '-') {
      return Usage(("unknown option " + arg).c_str());
    } else {
      files.push_back(argv[i]);
    }
  }
  if (dtype == nullptr) return Usage("--dtype is required");
  if (files.size() != 2) return Usage("expected two files: output.bin golden.bin");
  if ((atol > 0 || rtol > 0) && !IsFloat(*dtype))
    return Usage("--atol/--rtol apply to half, bfloat16 and float only (integers compare exactly)");

  std::vector<uint8_t> out, golden;
  if (!ReadFile(files[0], &out)) return std::fprintf(stderr, "ascendc_host_compare: cannot read %s\n", files[0]), 2;
  if (!ReadFile(files[1], &golden)) return std::fprintf(stderr, "ascendc_host_compare: cannot read %s\n", files[1]), 2;

  const uint32_t s = dtype->bytes;
  bool differs = false;
  for (const auto* f : {&out, &golden}) {
    if (f->size() % s != 0) {
      std::printf("%s: %zu bytes is not a whole number of %s elements; the trailing %zu bytes are ignored\n",
                  f == &out ? files[0] : files[1], f->size(), dtype->name, f->size() % s);
    }
  }
  const uint64_t n_out = out.size() / s, n_golden = golden.size() / s;
  if (n_out != n_golden) {
    differs = true;
    std::printf("size differs: %s has %" PRIu64 " elements, %s has %" PRIu64 "; comparing the first %" PRIu64 "\n",
                files[0], n_out, files[1], n_golden, n_out < n_golden ? n_out : n_golden);
  }
  const uint64_t n = n_out < n_golden ? n_out : n_golden;
  const bool exact = !(atol > 0 || rtol > 0);
  uint64_t mismatches = 0;
  double max_abs = 0;
  for (uint64_t i = 0; i < n; ++i) {
    const uint64_t a = Bits(&out[i * s], s), b = Bits(&golden[i * s], s);
    if (a == b) continue;
    if (!exact) {
      const double x = Decode(a, *dtype), y = Decode(b, *dtype);
      if (std::isnan(x) && std::isnan(y)) continue;
      const double diff = std::fabs(x - y);
      if (diff <= atol + rtol * std::fabs(y)) continue;
      if (!std::isnan(diff) && diff > max_abs) max_abs = diff;
    }
    if (mismatches < max_report) {
      if (mismatches == 0) std::printf("%10s  %-32s %-32s\n", "index", "output", "golden");
      std::printf("%10" PRIu64 "  %-32s %-32s\n", i, Show(a, *dtype).c_str(), Show(b, *dtype).c_str());
    }
    ++mismatches;
  }
  if (mismatches > 0) {
    differs = true;
    std::printf("%" PRIu64 " of %" PRIu64 " %s elements differ", mismatches, n, dtype->name);
    if (exact) std::printf(" (bit-exact comparison)\n");
    else std::printf(" (atol %g, rtol %g; largest difference %g)\n", atol, rtol, max_abs);
  }
  if (!differs) std::printf("OK: %" PRIu64 " %s elements match%s\n", n, dtype->name, exact ? " bit for bit" : "");
  return differs ? 1 : 0;
}
