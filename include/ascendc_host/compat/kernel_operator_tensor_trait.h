// TensorTrait (the TensorTrait page's include): everything is in kernel_operator.h.
#ifndef ASCENDC_HOST_COMPAT_KERNEL_OPERATOR_TENSOR_TRAIT_H_
#define ASCENDC_HOST_COMPAT_KERNEL_OPERATOR_TENSOR_TRAIT_H_
#include "kernel_operator.h"
#endif
