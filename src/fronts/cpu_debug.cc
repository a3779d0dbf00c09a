// CANN CPU-debug host compatibility (tikicpulib.h). The ACL runtime is in
// acl_runtime.cc, acl_memory.cc and acl_streams.cc.
#include "ascendc_host/cpu_debug.h"

#include <atomic>

#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"
#include "fronts/acl_internal.h"

namespace AscendC {
namespace {
std::atomic<int> g_kernel_mode{static_cast<int>(KernelMode::AIV_MODE)};
}  // namespace

void* GmAlloc(size_t size) {
  return ascendc_host::fronts::acl::Allocate(size, ascendc_host::fronts::acl::MemoryKind::kDevice);
}

void GmFree(void* ptr) {
  if (ptr == nullptr) return;
  if (!ascendc_host::fronts::acl::Release(ptr, ascendc_host::fronts::acl::MemoryKind::kDevice)) {
    ascendc_host::RaiseFatal("GmFree", "ptr", ascendc_host::fronts::acl::HexAddress(ptr),
                             "was not returned by GmAlloc or aclrtMalloc (or was already freed)");
  }
}

void SetKernelMode(KernelMode mode) { g_kernel_mode.store(static_cast<int>(mode)); }
KernelMode GetKernelMode() { return static_cast<KernelMode>(g_kernel_mode.load()); }
void SetTilingKey(uint64_t key) { ascendc_host::runtime::SetProcessTilingKey(key); }
uint64_t GetTilingKey() { return ascendc_host::runtime::ProcessTilingKey(); }

}  // namespace AscendC
