# Build rules of the ASC language: .asc sources are compiled and programs
# linked by ascendc-host-cc, which adds the library.
include(CMakeInitializeConfigs)

if(NOT CMAKE_ASC_RUN_MODE)
  set(CMAKE_ASC_RUN_MODE npu)
endif()
if(NOT CMAKE_ASC_RUN_MODE MATCHES "^(npu|cpu|sim)$")
  message(FATAL_ERROR "CMAKE_ASC_RUN_MODE=${CMAKE_ASC_RUN_MODE}: expected npu, cpu or sim")
endif()
if(NOT CMAKE_ASC_RUN_MODE STREQUAL "cpu")
  message(STATUS "CMAKE_ASC_RUN_MODE=${CMAKE_ASC_RUN_MODE}: ascendc-host has no NPU or simulator; "
                 "programs run on this CPU (as with cpu)")
endif()
if(NOT CMAKE_ASC_ARCHITECTURES)
  set(CMAKE_ASC_ARCHITECTURES dav-2201)
endif()
if(NOT CMAKE_ASC_STANDARD)
  set(CMAKE_ASC_STANDARD 17)
endif()
if(CMAKE_ASC_STANDARD LESS 17)
  message(WARNING "CMAKE_ASC_STANDARD=${CMAKE_ASC_STANDARD}: Ascend C sources need C++17 or later")
endif()

# What every compilation and the compiler check get: the architecture
# (target options such as --npu-arch=... come later and win), the run mode
# (cpu defines ASCENDC_CPU_DEBUG; npu and sim are noted above once instead of
# by every compilation), the host compiler and the standard.
set(_ASC_TOOL_FLAGS "--npu-arch=${CMAKE_ASC_ARCHITECTURES}")
if(CMAKE_ASC_RUN_MODE STREQUAL "cpu")
  list(APPEND _ASC_TOOL_FLAGS "--run-mode=cpu")
endif()
if(CMAKE_ASC_HOST_COMPILER)
  list(APPEND _ASC_TOOL_FLAGS "--host-cxx=${CMAKE_ASC_HOST_COMPILER}")
endif()
# CMAKE_ASC_ENABLE_SIMT: every .asc source is a SIMT source (--enable-simt).
if(CMAKE_ASC_ENABLE_SIMT)
  list(APPEND _ASC_TOOL_FLAGS "--enable-simt")
endif()
string(REPLACE ";" " " _asc_tool_flags "${_ASC_TOOL_FLAGS}")

set(CMAKE_ASC_FLAGS_INIT "$ENV{ASCFLAGS} ${CMAKE_ASC_FLAGS_INIT}")
set(CMAKE_ASC_FLAGS_DEBUG_INIT "-O0 -g")
set(CMAKE_ASC_FLAGS_RELEASE_INIT "-O3 -DNDEBUG")
set(CMAKE_ASC_FLAGS_RELWITHDEBINFO_INIT "-O2 -g -DNDEBUG")
set(CMAKE_ASC_FLAGS_MINSIZEREL_INIT "-Os -DNDEBUG")
cmake_initialize_per_config_variable(CMAKE_ASC_FLAGS "Flags used by the Ascend C compiler")

set(CMAKE_INCLUDE_FLAG_ASC "-I")
set(CMAKE_INCLUDE_SYSTEM_FLAG_ASC "-isystem ")
set(CMAKE_ASC_COMPILE_OPTIONS_PIC "-fPIC")
set(CMAKE_ASC_COMPILE_OPTIONS_PIE "-fPIE")
set(CMAKE_SHARED_LIBRARY_ASC_FLAGS "-fPIC")
set(CMAKE_SHARED_LIBRARY_CREATE_ASC_FLAGS "-shared")
set(CMAKE_SHARED_LIBRARY_SONAME_ASC_FLAG "-Wl,-soname,")
set(CMAKE_SHARED_LIBRARY_RUNTIME_ASC_FLAG "-Wl,-rpath,")
set(CMAKE_SHARED_LIBRARY_RUNTIME_ASC_FLAG_SEP ":")
set(CMAKE_SHARED_LIBRARY_RPATH_LINK_ASC_FLAG "-Wl,-rpath-link,")
set(CMAKE_EXECUTABLE_RUNTIME_ASC_FLAG "-Wl,-rpath,")
set(CMAKE_EXECUTABLE_RUNTIME_ASC_FLAG_SEP ":")
set(CMAKE_EXECUTABLE_RPATH_LINK_ASC_FLAG "-Wl,-rpath-link,")
set(CMAKE_ASC_LINK_LIBRARY_FLAG "-l")
set(CMAKE_LINK_LIBRARY_FLAG "-l")

# Header dependencies for Makefile and Ninja generators (the driver reports
# the user's source, not its rewritten copy).
set(CMAKE_DEPFILE_FLAGS_ASC "-MD -MT <DEP_TARGET> -MF <DEP_FILE>")
set(CMAKE_ASC_DEPFILE_FORMAT gcc)
set(CMAKE_ASC_DEPENDS_USE_COMPILER TRUE)

set(CMAKE_ASC_COMPILE_OBJECT
    "<CMAKE_ASC_COMPILER> ${_asc_tool_flags} -std=c++${CMAKE_ASC_STANDARD} <DEFINES> <INCLUDES> <FLAGS> -o <OBJECT> -c <SOURCE>")
set(CMAKE_ASC_CREATE_PREPROCESSED_SOURCE
    "<CMAKE_ASC_COMPILER> ${_asc_tool_flags} -std=c++${CMAKE_ASC_STANDARD} <DEFINES> <INCLUDES> <FLAGS> -E <SOURCE> > <PREPROCESSED_SOURCE>")
set(CMAKE_ASC_CREATE_ASSEMBLY_SOURCE
    "<CMAKE_ASC_COMPILER> ${_asc_tool_flags} -std=c++${CMAKE_ASC_STANDARD} <DEFINES> <INCLUDES> <FLAGS> -S <SOURCE> -o <ASSEMBLY_SOURCE>")
set(CMAKE_ASC_LINK_EXECUTABLE
    "<CMAKE_ASC_COMPILER> ${_asc_tool_flags} <FLAGS> <CMAKE_ASC_LINK_FLAGS> <LINK_FLAGS> <OBJECTS> -o <TARGET> <LINK_LIBRARIES>")
set(CMAKE_ASC_CREATE_SHARED_LIBRARY
    "<CMAKE_ASC_COMPILER> ${_asc_tool_flags} <CMAKE_SHARED_LIBRARY_ASC_FLAGS> <LANGUAGE_COMPILE_FLAGS> <LINK_FLAGS> <CMAKE_SHARED_LIBRARY_CREATE_ASC_FLAGS> <SONAME_FLAG><TARGET_SONAME> -o <TARGET> <OBJECTS> <LINK_LIBRARIES>")
set(CMAKE_ASC_CREATE_SHARED_MODULE "${CMAKE_ASC_CREATE_SHARED_LIBRARY}")
set(CMAKE_ASC_ARCHIVE_CREATE "<CMAKE_AR> qc <TARGET> <LINK_FLAGS> <OBJECTS>")
set(CMAKE_ASC_ARCHIVE_APPEND "<CMAKE_AR> q <TARGET> <LINK_FLAGS> <OBJECTS>")
set(CMAKE_ASC_ARCHIVE_FINISH "<CMAKE_RANLIB> <TARGET>")

set(CMAKE_ASC_INFORMATION_LOADED 1)
