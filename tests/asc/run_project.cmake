# Builds an Ascend C project from the installed package as its user would,
# then runs its program and checks what it prints.
#   PREFIX     the installed ascendc-host
#   SOURCE     the project folder
#   WORK       scratch folder (emptied)
#   WAY        cmake: cmake -DCMAKE_ASC_RUN_MODE=cpu -DCMAKE_PREFIX_PATH=<prefix> ..; build
#              driver: ascendc-host-cc <the folder's .asc and .cpp files> -o <program>
#              cann: as a CANN kernel-launch project's run.sh: source the CANN-shaped
#              tree's bin/setenv.bash, cmake -DRUN_MODE -DSOC_VERSION
#              -DASCEND_CANN_PACKAGE_PATH=<tree>, build, install into WORK/out
#              (PROGRAMS relative to WORK, e.g. out/bin/<program>) (SPEC 11.10)
#   DRIVER_FLAGS  WAY=driver: more driver options (e.g. --enable-simt)
#   CXX        host C++ compiler (the environment's CXX for cmake, --host-cxx for the driver)
#   ARCH       dav-2201 or dav-3510
#   GENERATOR  CMake generator (WAY=cmake or cann)
#   RUN_MODE, SOC   WAY=cann: the project's RUN_MODE and SOC_VERSION
#   PROGRAMS   programs to run (built into WORK)
#   EXPECT     regular expression each program's output must match
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    string(REPLACE ";" " " command "${ARGN}")
    message(FATAL_ERROR "failed (${rc}): ${command}\n${out}")
  endif()
endfunction()

if(WAY STREQUAL "cmake")
  run(${CMAKE_COMMAND} -E env CXX=${CXX}
      ${CMAKE_COMMAND} -S "${SOURCE}" -B "${WORK}" -G "${GENERATOR}"
      -DCMAKE_ASC_RUN_MODE=cpu -DCMAKE_PREFIX_PATH=${PREFIX} -DCMAKE_ASC_ARCHITECTURES=${ARCH})
  run(${CMAKE_COMMAND} --build "${WORK}")
elseif(WAY STREQUAL "cann")
  set(cann "${PREFIX}/share/ascendc_host/cann")
  run(bash -c "source '${cann}/bin/setenv.bash' && CXX='${CXX}' '${CMAKE_COMMAND}' -S '${SOURCE}' -B '${WORK}' \
-G '${GENERATOR}' -DRUN_MODE=${RUN_MODE} -DSOC_VERSION=${SOC} -DASCEND_CANN_PACKAGE_PATH='${cann}' \
-DCMAKE_INSTALL_PREFIX='${WORK}/out' && '${CMAKE_COMMAND}' --build '${WORK}' && '${CMAKE_COMMAND}' --install '${WORK}'")
  # The installed program runs as run.sh runs it: its libraries from out/lib.
  set(ENV{LD_LIBRARY_PATH} "${WORK}/out/lib:${PREFIX}/lib:$ENV{LD_LIBRARY_PATH}")
elseif(WAY STREQUAL "driver")
  file(GLOB sources "${SOURCE}/*.asc" "${SOURCE}/*.cpp")
  list(GET PROGRAMS 0 program)
  run("${PREFIX}/bin/ascendc-host-cc" ${sources} --npu-arch=${ARCH} ${DRIVER_FLAGS} --host-cxx=${CXX}
      -o "${WORK}/${program}")
else()
  message(FATAL_ERROR "WAY=${WAY}: expected cmake, cann or driver")
endif()

foreach(program ${PROGRAMS})
  execute_process(COMMAND "${WORK}/${program}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("${program}: ${out}${err}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${program} exited with ${rc}")
  endif()
  if(NOT out MATCHES "${EXPECT}")
    message(FATAL_ERROR "${program}: output does not match ${EXPECT}")
  endif()
endforeach()
