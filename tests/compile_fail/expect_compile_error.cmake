# Compiles SOURCE (syntax only) and succeeds when the compiler rejects it with
# a message matching the "// expect:" line of the source, or, for
# "// expect: compiles", when it compiles.
file(STRINGS ${SOURCE} flag_line REGEX "^// flags:")
file(STRINGS ${SOURCE} expect_line REGEX "^// expect:")
string(REGEX REPLACE "^// flags: *" "" flags "${flag_line}")
string(REGEX REPLACE "^// expect: *" "" expect "${expect_line}")
separate_arguments(flags UNIX_COMMAND "${flags}")
execute_process(
  COMMAND ${CXX} -std=c++17 -fsyntax-only -I${INCLUDE} -I${INCLUDE}/ascendc_host/compat ${flags} ${SOURCE}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(expect STREQUAL "compiles")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${SOURCE} must compile:\n${out}${err}")
  endif()
  return()
endif()
if(rc EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled, but it must be rejected with: ${expect}")
endif()
if(NOT "${out}${err}" MATCHES "${expect}")
  message(FATAL_ERROR "${SOURCE} was rejected without the expected message \"${expect}\":\n${out}${err}")
endif()
