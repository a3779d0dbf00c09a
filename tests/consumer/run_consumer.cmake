# Installs the build tree into WORK_DIR/install, then configures, builds and
# runs the consumer project against it with CONSUMER_CXX.
file(REMOVE_RECURSE ${WORK_DIR})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR}/install
  RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "install failed: ${rc}")
endif()
# Nothing but the project's own folder at the include root: kernel_operator.h,
# tikicpulib.h and acl/acl.h must not shadow a CANN installation's headers.
file(GLOB include_root RELATIVE ${WORK_DIR}/install/include ${WORK_DIR}/install/include/*)
if(NOT include_root STREQUAL "ascendc_host")
  message(FATAL_ERROR "the install's include root holds more than ascendc_host/: ${include_root}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/consumer/project -B ${WORK_DIR}/build
  -DCMAKE_CXX_COMPILER=${CONSUMER_CXX} -DCMAKE_PREFIX_PATH=${WORK_DIR}/install -DCMAKE_BUILD_TYPE=Release
  RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "configure failed: ${rc}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR}/build RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "build failed: ${rc}")
endif()
foreach(program consumer_operator cpu_debug_host consumer_reg_vf consumer_reg_vf_fast)
  execute_process(COMMAND ${WORK_DIR}/build/${program} WORKING_DIRECTORY ${WORK_DIR}/build RESULT_VARIABLE rc)
  if(rc)
    message(FATAL_ERROR "${program} failed: ${rc}")
  endif()
endforeach()

# The same operator and the C ABI built with pkg-config only (its Cflags carry
# -std=c++17 and the compat include folder) (no CMake
# package), against the relocated install tree.
find_program(PKG_CONFIG_EXECUTABLE pkg-config)
if(PKG_CONFIG_EXECUTABLE)
  set(ENV{PKG_CONFIG_PATH} "${WORK_DIR}/install/lib/pkgconfig")
  execute_process(COMMAND ${PKG_CONFIG_EXECUTABLE} --cflags --libs ascendc_host
    OUTPUT_VARIABLE pc_flags OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
  if(rc)
    message(FATAL_ERROR "pkg-config ascendc_host failed: ${rc}")
  endif()
  separate_arguments(pc_flags UNIX_COMMAND "${pc_flags}")
  execute_process(COMMAND ${CONSUMER_CXX} -O1 ${SOURCE_DIR}/tests/consumer/project/consumer_operator.cc
    ${pc_flags} -o ${WORK_DIR}/consumer_operator_pc RESULT_VARIABLE rc)
  if(rc)
    message(FATAL_ERROR "pkg-config build failed: ${rc}")
  endif()
  execute_process(COMMAND ${WORK_DIR}/consumer_operator_pc RESULT_VARIABLE rc)
  if(rc)
    message(FATAL_ERROR "consumer_operator (pkg-config) failed: ${rc}")
  endif()
endif()
