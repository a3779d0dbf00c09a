// GatherRows: y[i, :] = x[index[i], :] for index[i] in the tiling's
// indexRange, else a row of padValue; optionally each row reversed.
// Written as an operator library writes a kernel for the vendor build:
// DTYPE_X / ORIG_DTYPE_X come from the build, the tiling struct from
// op_kernel/gather_rows_tiling.h, the template parameters from the tiling-key
// header, and the older entry point branches on TILING_KEY_IS.
#include "kernel_operator.h"
#include "kernel_tiling/kernel_tiling.h"  // the devkit headers operator kernels include beside it
#include "reg_compute/kernel_reg_compute_intf.h"
#include "gather_rows_tiling.h"
#include "tiling_key_gather_rows.h"

using namespace AscendC;

namespace NsGatherRows {

#if ORIG_DTYPE_X == DT_FLOAT16
using IndexT = uint16_t;  // a lane index of the 16-bit element registers
#else
using IndexT = uint32_t;
#endif

template <typename T, uint32_t COPY_MODE, bool REVERSE>
class GatherRows {
 public:
  __aicore__ inline void Init(GM_ADDR x, GM_ADDR index, GM_ADDR y, GM_ADDR workspace,
                              const optiling::GatherRowsTilingData* tiling) {
    tiling_ = tiling;
    cols_ = tiling->cols;
    const uint32_t first = tiling->rowsPerBlock * GetBlockIdx();
    rows_ = first >= tiling->outRows ? 0 : (tiling->outRows - first < tiling->rowsPerBlock ? tiling->outRows - first
                                                                                            : tiling->rowsPerBlock);
    xGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(x), static_cast<uint64_t>(tiling->inRows) * cols_);
    indexGm_.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(index) + first, rows_);
    yGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(y) + static_cast<uint64_t>(first) * cols_,
                         static_cast<uint64_t>(rows_) * cols_);
    if constexpr (COPY_MODE == 1) {
      // Each block stages its rows in its own slice of the user workspace.
      GM_ADDR user = GetUserWorkspace(workspace);
      stageGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(user) +
                                   static_cast<uint64_t>(GetBlockIdx()) * tiling->rowsPerBlock * cols_,
                               static_cast<uint64_t>(tiling->rowsPerBlock) * cols_);
    }
    TPipe* pipe = GetTPipePtr();
    pipe->InitBuffer(inQueue_, 2, tiling->copy.rowBytes);
    pipe->InitBuffer(outQueue_, 2, tiling->copy.rowBytes);
    pipe->InitBuffer(offsets_, cols_ * sizeof(uint32_t));
    pipe->InitBuffer(laneIndex_, GetVecLen());
  }

  __aicore__ inline void Process() {
    PrepareIndices();
    for (uint32_t r = 0; r < rows_; ++r) {
      const int32_t src = indexGm_.GetValue(r);
      LocalTensor<T> out = outQueue_.template AllocTensor<T>();
      if (src < tiling_->indexRange[0] || src >= tiling_->indexRange[1]) {
        const T pad = static_cast<T>(tiling_->padValue);
        for (uint32_t j = 0; j < cols_; ++j) out.SetValue(j, pad);
      } else {
        LocalTensor<T> in = inQueue_.template AllocTensor<T>();
        DataCopy(in, xGm_[static_cast<uint64_t>(src) * cols_], cols_);
        inQueue_.EnQue(in);
        in = inQueue_.template DeQue<T>();
        Move(out, in, r);
        inQueue_.FreeTensor(in);
      }
      outQueue_.EnQue(out);
      out = outQueue_.template DeQue<T>();
      DataCopy(yGm_[static_cast<uint64_t>(r) * cols_], out, cols_);
      outQueue_.FreeTensor(out);
    }
  }

 private:
  // Byte offsets for the Gather mode and lane indices for the reversing
  // vector function: element j comes from j, or from cols-1-j.
  __aicore__ inline void PrepareIndices() {
    LocalTensor<uint32_t> off = offsets_.template Get<uint32_t>();
    for (uint32_t j = 0; j < cols_; ++j) off.SetValue(j, (REVERSE ? cols_ - 1 - j : j) * sizeof(T));
    LocalTensor<IndexT> lanes = laneIndex_.template Get<IndexT>();
    const uint32_t n = GetVecLen() / sizeof(IndexT);
    for (uint32_t j = 0; j < n; ++j) lanes.SetValue(j, static_cast<IndexT>(REVERSE ? n - 1 - j : j));
  }

  __aicore__ inline void Move(const LocalTensor<T>& out, const LocalTensor<T>& in, uint32_t r) {
    if constexpr (COPY_MODE == 2) {
      Gather(out, in, offsets_.template Get<uint32_t>(), 0, cols_);
    } else {
      if constexpr (COPY_MODE == 1) {
        // Out to the workspace and back into UB first.
        DataCopy(stageGm_[static_cast<uint64_t>(r) * cols_], in, cols_);
        DataCopy(in, stageGm_[static_cast<uint64_t>(r) * cols_], cols_);
      }
      CopyRow(out, in);
    }
  }

  // One row through the vector unit: a vector function body per
  // 256-byte register (rows are whole registers here).
  __aicore__ inline void CopyRow(const LocalTensor<T>& out, const LocalTensor<T>& in) {
    __ubuf__ T* dst = reinterpret_cast<__ubuf__ T*>(out.GetPhyAddr());
    __ubuf__ T* src = reinterpret_cast<__ubuf__ T*>(in.GetPhyAddr());
#if __NPU_ARCH__ == 3510
    __ubuf__ IndexT* lanes = reinterpret_cast<__ubuf__ IndexT*>(laneIndex_.template Get<IndexT>().GetPhyAddr());
    const uint32_t perReg = GetVecLen() / sizeof(T);
    __VEC_SCOPE__ {
      MicroAPI::RegTensor<T> value, moved;
      MicroAPI::RegTensor<IndexT> index;
      MicroAPI::MaskReg all = MicroAPI::CreateMask<T>();
      MicroAPI::DataCopy(index, lanes);
      for (uint32_t k = 0; k < cols_ / perReg; ++k) {
        // Reversing takes the registers in reverse order too.
        const uint32_t from = REVERSE ? cols_ / perReg - 1 - k : k;
        MicroAPI::DataCopy(value, src + from * perReg);
        MicroAPI::Gather(moved, value, index);
        MicroAPI::DataCopy(dst + k * perReg, moved, all);
      }
    }
#else
    // Atlas A2/A3 has no vector registers: the same body with scalar moves.
    __VEC_SCOPE__ {
      for (uint32_t j = 0; j < cols_; ++j) dst[j] = src[REVERSE ? cols_ - 1 - j : j];
    }
#endif
  }

  const optiling::GatherRowsTilingData* tiling_ = nullptr;
  uint32_t cols_ = 0, rows_ = 0;
  TQue<TPosition::VECIN, 2> inQueue_;
  TQue<TPosition::VECOUT, 2> outQueue_;
  TBuf<TPosition::VECCALC> offsets_, laneIndex_;
  GlobalTensor<T> xGm_, yGm_, stageGm_;
  GlobalTensor<int32_t> indexGm_;
};

}  // namespace NsGatherRows

// The template entry point: the launcher picks the instantiation by key.
template <uint32_t COPY_MODE, bool REVERSE>
__global__ __aicore__ void gather_rows(GM_ADDR x, GM_ADDR index, GM_ADDR y, GM_ADDR workspace, GM_ADDR tiling) {
  GET_TILING_DATA(tilingData, tiling);
  TPipe pipe;
  NsGatherRows::GatherRows<DTYPE_X, COPY_MODE, REVERSE> op;
  op.Init(x, index, y, workspace, &tilingData);
  op.Process();
}

// The older entry point of the same operator: numbered keys.
extern "C" __global__ __aicore__ void gather_rows_keyed(GM_ADDR x, GM_ADDR index, GM_ADDR y, GM_ADDR workspace,
                                                        GM_ADDR tiling) {
  KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
  if (workspace == nullptr) {
    return;
  }
  GET_TILING_DATA_WITH_STRUCT(optiling::GatherRowsTilingData, tilingData, tiling);
  TPipe pipe;
  if (TILING_KEY_IS(1)) {
    NsGatherRows::GatherRows<DTYPE_X, 0, false> op;
    op.Init(x, index, y, workspace, &tilingData);
    op.Process();
  } else if (TILING_KEY_IS(2)) {
    NsGatherRows::GatherRows<DTYPE_X, 1, true> op;
    op.Init(x, index, y, workspace, &tilingData);
    op.Process();
  } else if (TILING_KEY_IS(3)) {
    NsGatherRows::GatherRows<DTYPE_X, 2, true> op;
    op.Init(x, index, y, workspace, &tilingData);
    op.Process();
  }
}
