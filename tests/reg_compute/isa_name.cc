// The instruction set of this Reg compute test executable (a compile
// definition set per executable by tests/CMakeLists.txt).
extern const char kRegTestIsa[];
const char kRegTestIsa[] = ASCENDC_HOST_TEST_ISA;
