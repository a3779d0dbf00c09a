// ShapeInfo and DataFormat (辅助数据结构/ShapeInfo): the shape a DumpTensor
// call lays its elements out by.
#ifndef ASCENDC_HOST_ASCENDC_SHAPE_INFO_H_
#define ASCENDC_HOST_ASCENDC_SHAPE_INFO_H_

#include <cstdint>

#include "ascendc_host/ascendc/constants.h"
#include "ascendc_host/error.h"

namespace AscendC {

enum class DataFormat : uint8_t { ND = 0, NZ, NCHW, NC1HWC0, NHWC };

struct ShapeInfo {
  __aicore__ inline ShapeInfo() {}
  __aicore__ inline ShapeInfo(const uint8_t inputShapeDim, const uint32_t inputShape[],
                              const uint8_t inputOriginalShapeDim, const uint32_t inputOriginalShape[],
                              const DataFormat inputFormat)
      : shapeDim(Checked(inputShapeDim)), originalShapeDim(Checked(inputOriginalShapeDim)), dataFormat(inputFormat) {
    for (uint8_t i = 0; i < shapeDim; ++i) shape[i] = inputShape[i];
    for (uint8_t i = 0; i < originalShapeDim; ++i) originalShape[i] = inputOriginalShape[i];
  }
  __aicore__ inline ShapeInfo(const uint8_t inputShapeDim, const uint32_t inputShape[], const DataFormat inputFormat)
      : ShapeInfo(inputShapeDim, inputShape, inputShapeDim, inputShape, inputFormat) {}
  __aicore__ inline ShapeInfo(const uint8_t inputShapeDim, const uint32_t inputShape[])
      : ShapeInfo(inputShapeDim, inputShape, inputShapeDim, inputShape, DataFormat::ND) {}

  uint8_t shapeDim = 0;
  uint8_t originalShapeDim = 0;
  uint32_t shape[K_MAX_DIM] = {};
  uint32_t originalShape[K_MAX_DIM] = {};
  DataFormat dataFormat = DataFormat::ND;

 private:
  static uint8_t Checked(uint8_t dim) {
    if (dim > K_MAX_DIM)
      ascendc_host::RaiseFatal("ShapeInfo", "shapeDim", std::to_string(dim), "exceeds K_MAX_DIM = 8 dimensions");
    return dim;
  }
};

// Product of the dims of the shape (1 for a 0-dim shape).
__aicore__ inline int GetShapeSize(const ShapeInfo& shapeInfo) {
  int size = 1;
  for (uint8_t i = 0; i < shapeInfo.shapeDim; ++i) size *= static_cast<int>(shapeInfo.shape[i]);
  return size;
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_SHAPE_INFO_H_
