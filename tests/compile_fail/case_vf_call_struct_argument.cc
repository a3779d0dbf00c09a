// flags:
// expect: asc_vf_call: a vector function takes raw pointers and basic data types only
// The asc_vf_call page: no structs among the arguments.
#include "kernel_operator.h"
struct Params {
  int n;
};
__simd_vf__ inline void Vf(Params p) {}
void Call() { asc_vf_call<Vf>(Params{1}); }
