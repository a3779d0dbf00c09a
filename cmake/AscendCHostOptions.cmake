# Warning and sanitizer flags shared by every target of the project.
function(ascendc_host_apply_options target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wno-unused-parameter)
  if(ASCENDC_HOST_SANITIZE)
    target_compile_options(${target} PUBLIC -fsanitize=${ASCENDC_HOST_SANITIZE} -fno-omit-frame-pointer)
    target_link_options(${target} PUBLIC -fsanitize=${ASCENDC_HOST_SANITIZE})
  endif()
endfunction()
