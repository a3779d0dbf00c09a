# ascendc_host_operator_dtypes(<target> DTYPES <NAME>=<type>[:<DT_CODE>]... [SCAN <file-or-dir>...])
#
# The vendor build compiles an operator once per dtype combination and
# defines DTYPE_<NAME> (the C++ type) and ORIG_DTYPE_<NAME> (the DT_ code) for
# every input and output. This sets both for <target> and fails the configure
# step naming every DTYPE_<NAME> / ORIG_DTYPE_<NAME> that the scanned sources
# use but DTYPES lacks (default scan: the target's sources and the headers in
# their folders), so a missing one is reported before anything compiles.
# The DT_ code follows from the common types; other types need ":<DT_CODE>"
# (e.g. X=int64_t:DT_COMPLEX64).
function(ascendc_host_operator_dtypes target)
  cmake_parse_arguments(ARG "" "" "DTYPES;SCAN" ${ARGN})
  set(type_codes "half=DT_FLOAT16" "float=DT_FLOAT" "bfloat16_t=DT_BF16" "int8_t=DT_INT8" "uint8_t=DT_UINT8"
      "int16_t=DT_INT16" "uint16_t=DT_UINT16" "int32_t=DT_INT32" "uint32_t=DT_UINT32" "int64_t=DT_INT64"
      "uint64_t=DT_UINT64" "bool=DT_BOOL" "double=DT_DOUBLE")
  set(given "")
  foreach(entry IN LISTS ARG_DTYPES)
    if(NOT entry MATCHES "^([A-Z0-9_]+)=([^:]+)(:(DT_[A-Z0-9_]+))?$")
      message(FATAL_ERROR "ascendc_host_operator_dtypes(${target}): \"${entry}\" is not NAME=type[:DT_CODE]")
    endif()
    set(name ${CMAKE_MATCH_1})
    set(type ${CMAKE_MATCH_2})
    set(code ${CMAKE_MATCH_4})
    if(NOT code)
      foreach(pair IN LISTS type_codes)
        if(pair MATCHES "^${type}=(.*)$")
          set(code ${CMAKE_MATCH_1})
        endif()
      endforeach()
      if(NOT code)
        message(FATAL_ERROR "ascendc_host_operator_dtypes(${target}): no DT_ code is known for type ${type}; "
                            "write ${name}=${type}:DT_<CODE>")
      endif()
    endif()
    target_compile_definitions(${target} PRIVATE DTYPE_${name}=${type} ORIG_DTYPE_${name}=${code})
    list(APPEND given ${name})
  endforeach()

  set(scan ${ARG_SCAN})
  if(NOT scan)
    get_target_property(sources ${target} SOURCES)
    get_target_property(source_dir ${target} SOURCE_DIR)
    foreach(source IN LISTS sources)
      get_filename_component(source ${source} ABSOLUTE BASE_DIR ${source_dir})
      get_filename_component(folder ${source} DIRECTORY)
      list(APPEND scan ${source} ${folder})
    endforeach()
  endif()
  set(files "")
  foreach(item IN LISTS scan)
    if(IS_DIRECTORY ${item})
      file(GLOB found ${item}/*.h ${item}/*.hpp ${item}/*.cpp ${item}/*.cc ${item}/*.asc)
      list(APPEND files ${found})
    elseif(EXISTS ${item})
      list(APPEND files ${item})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES files)
  set(missing "")
  foreach(file IN LISTS files)
    file(STRINGS ${file} lines REGEX "DTYPE_[A-Z0-9_]")
    foreach(line IN LISTS lines)
      string(REGEX MATCHALL "(^|[^A-Za-z0-9_])(ORIG_)?DTYPE_[A-Z0-9_]+" uses " ${line}")
      foreach(use IN LISTS uses)
        string(REGEX REPLACE "^.*DTYPE_" "" name "${use}")
        list(FIND given ${name} at)
        if(at EQUAL -1)
          list(APPEND missing "${file} uses DTYPE_${name}")
        endif()
      endforeach()
    endforeach()
  endforeach()
  if(missing)
    list(REMOVE_DUPLICATES missing)
    string(REPLACE ";" "\n  " missing "${missing}")
    message(FATAL_ERROR "ascendc_host_operator_dtypes(${target}): DTYPES lacks names the kernel uses "
                        "(add NAME=type for each):\n  ${missing}")
  endif()
endfunction()

# The Reg fast path (SPEC 14.13) for an operator's own code:
#
#   ascendc_host_add_operator(<target> [STATIC|SHARED|MODULE|OBJECT|EXECUTABLE] SOURCES <file>...)
#     creates <target> (default: a static library) from the operator's
#     sources, linked with AscendCHost::ascendc_host, with the fast path on;
#   ascendc_host_operator_fast_path(<target>)
#     switches it on for a target that exists (also an ASC-language one).
#
# The fast path compiles every vector function launched with asc_vf_call /
# VF_CALL once per x86 instruction-set level (baseline, AVX2, AVX-512) and
# runs the copy of the active target (ASCENDC_HOST_VF_MULTIVERSION=1); the
# Reg operations inside are inline code in any case. A plain
# target_link_libraries(... AscendCHost::ascendc_host) builds the same
# source with one copy, compiled for the target's own flags: the same
# results, slower on machines above the baseline.
function(ascendc_host_operator_fast_path target)
  target_compile_definitions(${target} PRIVATE ASCENDC_HOST_VF_MULTIVERSION=1)
endfunction()

function(ascendc_host_add_operator target)
  cmake_parse_arguments(ARG "STATIC;SHARED;MODULE;OBJECT;EXECUTABLE" "" "SOURCES" ${ARGN})
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "ascendc_host_add_operator(${target}): SOURCES is required")
  endif()
  if(ARG_EXECUTABLE)
    add_executable(${target} ${ARG_SOURCES})
  else()
    set(type STATIC)
    foreach(kind SHARED MODULE OBJECT)
      if(ARG_${kind})
        set(type ${kind})
      endif()
    endforeach()
    add_library(${target} ${type} ${ARG_SOURCES})
  endif()
  target_link_libraries(${target} PUBLIC AscendCHost::ascendc_host)
  ascendc_host_operator_fast_path(${target})
endfunction()
