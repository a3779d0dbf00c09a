# Finds the Ascend C compiler for `project(... LANGUAGES ASC)`: ascendc-host's
# driver, named by find_package(ASC) (or CMAKE_ASC_COMPILER / $ASC).
if(NOT CMAKE_ASC_COMPILER AND DEFINED ENV{ASC})
  set(CMAKE_ASC_COMPILER "$ENV{ASC}" CACHE FILEPATH "Ascend C compiler")
endif()
if(NOT CMAKE_ASC_COMPILER)
  find_program(CMAKE_ASC_COMPILER NAMES ascendc-host-cc)
endif()
if(NOT CMAKE_ASC_COMPILER)
  message(FATAL_ERROR "No Ascend C compiler: call find_package(ASC REQUIRED) before project(... LANGUAGES ASC), "
                      "with CMAKE_PREFIX_PATH naming the ascendc-host installation.")
endif()
if(NOT EXISTS "${CMAKE_ASC_COMPILER}")
  message(FATAL_ERROR "CMAKE_ASC_COMPILER=${CMAKE_ASC_COMPILER} does not exist.")
endif()

# The host C++ compiler the driver runs: the project's C++ compiler when one
# was named on the command line, else the environment's, else the driver's
# own default.
if(NOT DEFINED CMAKE_ASC_HOST_COMPILER)
  set(_asc_host "")
  if(CMAKE_CXX_COMPILER)
    set(_asc_host "${CMAKE_CXX_COMPILER}")
  elseif(DEFINED ENV{ASCENDC_HOST_CXX})
    set(_asc_host "$ENV{ASCENDC_HOST_CXX}")
  elseif(DEFINED ENV{CXX})
    set(_asc_host "$ENV{CXX}")
  endif()
  set(CMAKE_ASC_HOST_COMPILER "${_asc_host}" CACHE STRING "Host C++ compiler ascendc-host-cc runs (empty: its default)")
endif()

# The host compiler's own include folders: CMake must not pass them again
# (an imported target's -isystem /usr/include breaks libstdc++'s
# #include_next), as it knows for its C++ language.
set(_asc_host_for_dirs "${CMAKE_ASC_HOST_COMPILER}")
if(NOT _asc_host_for_dirs)
  set(_asc_host_for_dirs c++)
endif()
execute_process(COMMAND ${_asc_host_for_dirs} -xc++ -E -v /dev/null
                OUTPUT_QUIET ERROR_VARIABLE _asc_search RESULT_VARIABLE _asc_search_rc)
set(CMAKE_ASC_IMPLICIT_INCLUDE_DIRECTORIES "")
if(_asc_search_rc EQUAL 0 AND _asc_search MATCHES "#include <\.\.\.> search starts here:
(.*)
End of search list")
  string(REPLACE "
" ";" _asc_lines "${CMAKE_MATCH_1}")
  foreach(_asc_line ${_asc_lines})
    string(STRIP "${_asc_line}" _asc_line)
    if(IS_DIRECTORY "${_asc_line}")
      get_filename_component(_asc_line "${_asc_line}" REALPATH)
      list(APPEND CMAKE_ASC_IMPLICIT_INCLUDE_DIRECTORIES "${_asc_line}")
    endif()
  endforeach()
endif()
foreach(_asc_dir /usr/include /usr/local/include)
  if(NOT _asc_dir IN_LIST CMAKE_ASC_IMPLICIT_INCLUDE_DIRECTORIES)
    list(APPEND CMAKE_ASC_IMPLICIT_INCLUDE_DIRECTORIES ${_asc_dir})
  endif()
endforeach()

# Static libraries of a project that enables ASC alone still need an archiver.
if(NOT CMAKE_AR)
  find_program(CMAKE_AR NAMES ar)
endif()
if(NOT CMAKE_RANLIB)
  find_program(CMAKE_RANLIB NAMES ranlib)
endif()

execute_process(COMMAND "${CMAKE_ASC_COMPILER}" --version OUTPUT_VARIABLE _asc_version_text
                ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
string(REGEX MATCH "[0-9]+\\.[0-9]+\\.[0-9]+" CMAKE_ASC_COMPILER_VERSION "${_asc_version_text}")
set(CMAKE_ASC_COMPILER_ID "AscendCHost")
set(CMAKE_ASC_COMPILER_ENV_VAR "ASC")

configure_file("${CMAKE_CURRENT_LIST_DIR}/CMakeASCCompiler.cmake.in"
               "${CMAKE_PLATFORM_INFO_DIR}/CMakeASCCompiler.cmake" @ONLY)
