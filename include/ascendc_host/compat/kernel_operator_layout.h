// Layout, Shape, Stride, Coord (the Layout page's include): everything is in kernel_operator.h.
#ifndef ASCENDC_HOST_COMPAT_KERNEL_OPERATOR_LAYOUT_H_
#define ASCENDC_HOST_COMPAT_KERNEL_OPERATOR_LAYOUT_H_
#include "kernel_operator.h"
#endif
