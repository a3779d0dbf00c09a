# Cross-build for 64-bit Arm with Debian's g++-aarch64-linux-gnu and the
# :arm64 multiarch dev packages; ctest runs the binaries through qemu-aarch64
# (choose the emulated CPU with QEMU_CPU, e.g. cortex-a72 or max,sve256=on).
# g++ rather than clang: clang 14 with Highway 1.0.3 compiles only NEON there.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)  # C sources (the C API smoke test)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu /usr)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# No -L for qemu: with libc6:arm64 installed the loader finds the right glibc;
# mixing in /usr/aarch64-linux-gnu makes threaded programs (TBB) hang.
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64)
