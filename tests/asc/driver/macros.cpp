// A C++ source (not .asc) with launches written through macros, two on a
// line, one with a template-id kernel whose argument list holds a comma.
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "kernel_operator.h"

template <typename T, int kAdd>
__global__ __aicore__ void add_const(GM_ADDR x) {
  reinterpret_cast<T*>(x)[AscendC::GetBlockIdx()] += kAdd;
}

#define BLOCKS 4
#define LAUNCH_ON(stream, kernel, ...) kernel<<<BLOCKS, nullptr, stream>>>(__VA_ARGS__)
#define AS_GM(p) reinterpret_cast<GM_ADDR>(p)

int main() {
  std::vector<int> v(BLOCKS, 0);
  aclrtStream s = nullptr;
  aclrtCreateStream(&s);
  LAUNCH_ON(s, (add_const<int, 1>), AS_GM(v.data()));
  add_const<int, 10><<<BLOCKS, 0, s>>>(AS_GM(v.data())); add_const<int, 100><<<BLOCKS, 0, s>>>(AS_GM(v.data()));
  if (aclrtSynchronizeStream(s) != ACL_SUCCESS) return 1;
  for (int x : v) std::printf("%d ", x);
  std::printf("\n");
  return 0;
}
