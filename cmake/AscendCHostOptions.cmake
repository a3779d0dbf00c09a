# Warning and sanitizer flags of the project's own targets.
#
# Sanitizers (ASCENDC_HOST_SANITIZE, e.g. address,undefined) instrument only
# this project's code: every flag is PRIVATE. A consumer of a sanitized
# (static) library must still link the sanitizer runtime the library's
# objects call into, so the library's link interface carries -fsanitize as a
# link option (the exported CMake target and the pkg-config file alike),
# never as a compile option: consumers' own code stays uninstrumented.
# Every report aborts (-fno-sanitize-recover=all), so a stage that runs the
# tests or fuzzers fails on the first one.
set(ASCENDC_HOST_SANITIZE_COMPILE_FLAGS "")
set(ASCENDC_HOST_SANITIZE_LINK_FLAGS "")
if(ASCENDC_HOST_SANITIZE)
  set(ASCENDC_HOST_SANITIZE_COMPILE_FLAGS -fsanitize=${ASCENDC_HOST_SANITIZE} -fno-sanitize-recover=all
      -fno-omit-frame-pointer)
  set(ASCENDC_HOST_SANITIZE_LINK_FLAGS -fsanitize=${ASCENDC_HOST_SANITIZE})
endif()

function(ascendc_host_apply_options target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wno-unused-parameter)
  if(ASCENDC_HOST_SANITIZE)
    target_compile_options(${target} PRIVATE ${ASCENDC_HOST_SANITIZE_COMPILE_FLAGS})
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "STATIC_LIBRARY")
      target_link_options(${target} INTERFACE ${ASCENDC_HOST_SANITIZE_LINK_FLAGS})
    else()
      target_link_options(${target} PRIVATE ${ASCENDC_HOST_SANITIZE_LINK_FLAGS})
    endif()
  endif()
endfunction()
