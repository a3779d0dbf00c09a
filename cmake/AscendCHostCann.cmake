# What projects written against CANN expect of it, shared by the packages
# that serve them (find_package(ASC), find_package(tikicpulib) and the
# kernel-launch CMake module ascendc.cmake of the CANN-shaped tree, SPEC 11.10):
#
#   ascendc_host_cann_npu_arch(<soc> <out>)   SOC_VERSION -> the __NPU_ARCH__ of the profile
#                                             that runs it: 3510 for Ascend 950, 2201 (Atlas
#                                             A2/A3) for the others (earlier chips run with the
#                                             A2/A3 rules: their profiles are not provided)
#   ascendc_host_cann_link_targets()          the library names CANN projects link (tiling_api,
#                                             ascendcl, ...): those whose functions exist here
#                                             resolve to AscendCHost::ascendc_host, the others are
#                                             empty; a project's own target of a name wins
#   ascendc_host_cann_defer_link_targets()    the same at the end of the top-level directory,
#                                             once per project
#   ascendc_host_cann_tikicpulib_targets()    tikicpulib::<SOC> for the known SOC versions and
#                                             SOC_VERSION: the library plus what CANN's CPU debug
#                                             package defines (ASCENDC_CPU_DEBUG, __CCE_KT_TEST__)
include_guard(GLOBAL)

set(ASCENDC_HOST_CANN_SOC_VERSIONS
    Ascend910A Ascend910B Ascend910ProA Ascend910ProB Ascend910PremiumA
    Ascend910B1 Ascend910B2 Ascend910B2C Ascend910B3 Ascend910B4 Ascend910B4-1
    Ascend910_9391 Ascend910_9392 Ascend910_9381 Ascend910_9382 Ascend910_9372 Ascend910_9362
    Ascend310P1 Ascend310P3 Ascend310P5 Ascend310P7 Ascend310B1 Ascend310B2 Ascend310B3 Ascend310B4
    Ascend950 Ascend950PR Ascend950DT)

function(ascendc_host_cann_npu_arch soc out)
  if(soc MATCHES "^Ascend950" OR soc MATCHES "^Ascend910_95")
    set(${out} 3510 PARENT_SCOPE)
  else()
    set(${out} 2201 PARENT_SCOPE)
  endif()
endfunction()

function(ascendc_host_cann_link_targets)
  foreach(_name tiling_api register platform runtime ascendcl acl_rt ascendc_runtime host_intf_pub)
    if(NOT TARGET ${_name})
      add_library(${_name} INTERFACE IMPORTED GLOBAL)
      set_target_properties(${_name} PROPERTIES INTERFACE_LINK_LIBRARIES AscendCHost::ascendc_host)
    endif()
  endforeach()
  foreach(_name unified_dlog graph_base profapi mmpa c_sec error_manager ascend_dump ascendalog)
    if(NOT TARGET ${_name})
      add_library(${_name} INTERFACE IMPORTED GLOBAL)
    endif()
  endforeach()
endfunction()

function(ascendc_host_cann_defer_link_targets)
  get_property(_deferred GLOBAL PROPERTY ASCENDC_HOST_CANN_LINK_TARGETS_DEFERRED)
  if(NOT _deferred)
    set_property(GLOBAL PROPERTY ASCENDC_HOST_CANN_LINK_TARGETS_DEFERRED TRUE)
    cmake_language(DEFER DIRECTORY "${CMAKE_SOURCE_DIR}" CALL ascendc_host_cann_link_targets)
  endif()
endfunction()

function(ascendc_host_cann_tikicpulib_targets)
  set(_socs ${ASCENDC_HOST_CANN_SOC_VERSIONS})
  if(SOC_VERSION)
    list(APPEND _socs ${SOC_VERSION})
  endif()
  foreach(_soc IN LISTS _socs)
    if(NOT TARGET tikicpulib::${_soc})
      ascendc_host_cann_npu_arch("${_soc}" _arch)
      add_library(tikicpulib::${_soc} INTERFACE IMPORTED GLOBAL)
      set_target_properties(tikicpulib::${_soc} PROPERTIES
        INTERFACE_LINK_LIBRARIES AscendCHost::ascendc_host
        INTERFACE_COMPILE_DEFINITIONS "ASCENDC_CPU_DEBUG=1;__CCE_KT_TEST__=1;__NPU_ARCH__=${_arch}")
    endif()
  endforeach()
endfunction()
