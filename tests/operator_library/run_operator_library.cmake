# Installs the build tree into WORK_DIR/install, builds the operator library
# project against it with CONSUMER_CXX and runs both host tests; then checks
# that a missing DTYPE_ name stops the configure step.
file(REMOVE_RECURSE ${WORK_DIR})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR}/install
  RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "install failed: ${rc}")
endif()
set(project ${SOURCE_DIR}/tests/operator_library)
execute_process(COMMAND ${CMAKE_COMMAND} -S ${project} -B ${WORK_DIR}/build -G Ninja
  -DCMAKE_CXX_COMPILER=${CONSUMER_CXX} -DCMAKE_PREFIX_PATH=${WORK_DIR}/install -DCMAKE_BUILD_TYPE=Release
  RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "configure failed: ${rc}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR}/build RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "build failed: ${rc}")
endif()
foreach(test gather_rows_950 gather_rows_a2)
  execute_process(COMMAND ${WORK_DIR}/build/${test} --gtest_brief=1 RESULT_VARIABLE rc)
  if(rc)
    message(FATAL_ERROR "${test} failed: ${rc}")
  endif()
endforeach()
execute_process(COMMAND ${CMAKE_COMMAND} -S ${project}/missing_dtype -B ${WORK_DIR}/missing_dtype
  -DCMAKE_CXX_COMPILER=${CONSUMER_CXX} -DCMAKE_PREFIX_PATH=${WORK_DIR}/install
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT "${err}" MATCHES "DTYPES lacks names" OR NOT "${err}" MATCHES "gather_rows.cpp uses DTYPE_X")
  message(FATAL_ERROR "a missing DTYPE_X was not reported at configure time:\n${out}${err}")
endif()
