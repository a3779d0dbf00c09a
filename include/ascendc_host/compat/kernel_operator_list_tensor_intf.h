// ListTensorDesc and TensorDesc (the ListTensorDesc page's include): everything is in kernel_operator.h.
#ifndef ASCENDC_HOST_COMPAT_KERNEL_OPERATOR_LIST_TENSOR_INTF_H_
#define ASCENDC_HOST_COMPAT_KERNEL_OPERATOR_LIST_TENSOR_INTF_H_
#include "kernel_operator.h"
#endif
