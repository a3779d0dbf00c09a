# Checks that the driver builds and links an Ascend C program (a kernel and
# its <<<...>>> launch) with the configured host compiler and architecture.
if(NOT CMAKE_ASC_COMPILER_WORKS)
  set(_asc_dir "${CMAKE_PLATFORM_INFO_DIR}/CMakeScratch/TestASC")
  file(MAKE_DIRECTORY "${_asc_dir}")
  file(WRITE "${_asc_dir}/test.asc" "
#include \"kernel_operator.h\"
extern \"C\" __global__ __aicore__ void probe(GM_ADDR x) { (void)x; }
int main() { probe<<<1, nullptr, nullptr>>>(nullptr); return 0; }
")
  set(_asc_cmd "${CMAKE_ASC_COMPILER}" ${_ASC_TOOL_FLAGS} "${_asc_dir}/test.asc" -o "${_asc_dir}/test")
  execute_process(COMMAND ${_asc_cmd} RESULT_VARIABLE _asc_rc OUTPUT_VARIABLE _asc_out ERROR_VARIABLE _asc_out)
  if(NOT _asc_rc EQUAL 0)
    string(REPLACE ";" " " _asc_cmd_text "${_asc_cmd}")
    message(FATAL_ERROR "The Ascend C compiler cannot build a test program:\n  ${_asc_cmd_text}\n${_asc_out}")
  endif()
  message(STATUS "Check for working ASC compiler: ${CMAKE_ASC_COMPILER} - works")
  set(CMAKE_ASC_COMPILER_WORKS TRUE CACHE INTERNAL "")
endif()
