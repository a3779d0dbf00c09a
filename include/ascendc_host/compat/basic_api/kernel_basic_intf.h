// The devkit's basic-API interface header: the basic API is kernel_operator.h.
#ifndef ASCENDC_HOST_COMPAT_BASIC_API_KERNEL_BASIC_INTF_H_
#define ASCENDC_HOST_COMPAT_BASIC_API_KERNEL_BASIC_INTF_H_
#include "kernel_operator.h"
#endif
