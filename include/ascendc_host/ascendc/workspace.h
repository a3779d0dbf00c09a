// Workspace (资源管理/临时空间管理/workspace; SPEC 11.4): the kernel's workspace
// argument starts with the system workspace (16 MiB on Ascend 950 and A2/A3,
// RESERVED_WORKSPACE) followed by the user workspace. Host code sizes the
// buffer as system + user bytes (ascendc_host::SystemWorkspaceBytes()).
#ifndef ASCENDC_HOST_ASCENDC_WORKSPACE_H_
#define ASCENDC_HOST_ASCENDC_WORKSPACE_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/config.h"
#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
// Bytes of system workspace in front of the user workspace (the host-side
// GetLibApiWorkSpaceSize of the profile).
constexpr size_t SystemWorkspaceBytes() { return kProfile.sys_workspace_bytes; }
}  // namespace ascendc_host

namespace AscendC {

// The user part of the workspace. A null workspace stays null (kernels test
// it); a registered buffer shorter than the system workspace is FATAL.
__aicore__ inline GM_ADDR GetUserWorkspace(GM_ADDR workspace) {
  if (workspace == nullptr) return nullptr;
  size_t available = 0;
  if (ascendc_host::GmBytesAvailable(workspace, &available) && available < ascendc_host::SystemWorkspaceBytes())
    ascendc_host::RaiseFatal("GetUserWorkspace", "workspace", std::to_string(available) + " bytes",
                             ("is smaller than the system workspace of " +
                              std::to_string(ascendc_host::SystemWorkspaceBytes()) +
                              " bytes that precedes the user workspace (size it as system + user bytes)")
                                 .c_str());
  return workspace + ascendc_host::SystemWorkspaceBytes();
}

// The system workspace of this block, for APIs that need it.
__aicore__ inline void SetSysWorkspace(GM_ADDR workspace) {
  ascendc_host::runtime::CurrentCore().sys_workspace = workspace;
}
// The spelling of the page title.
__aicore__ inline void SetSysWorkSpace(GM_ADDR workspace) { SetSysWorkspace(workspace); }
// Null until SetSysWorkspace in this block.
__aicore__ inline GM_ADDR GetSysWorkSpacePtr() { return ascendc_host::runtime::CurrentCore().sys_workspace; }

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_WORKSPACE_H_
