// One program, one NPU architecture.
//
// The profile (Ascend 950 or Atlas A2/A3) is a property of each translation
// unit that includes kernel_operator.h or launches a kernel: it fixes UB
// sizes and which APIs exist in the inline code of the headers. A program
// whose translation units disagree would silently run kernels compiled for
// one chip under the other's rules (and its inline functions would break the
// one-definition rule), so every such translation unit registers its profile
// when the program starts, and the first disagreement stops the program with
// a message naming both units and both architectures.
#ifndef ASCENDC_HOST_FRONTS_PROGRAM_PROFILE_H_
#define ASCENDC_HOST_FRONTS_PROGRAM_PROFILE_H_

#include "ascendc_host/config.h"

namespace ascendc_host {
namespace fronts {

// Records that `translation_unit` was compiled for `profile`. On the first
// disagreement with an earlier registration it prints the conflict to stderr
// and ends the process with EXIT_FAILURE (it runs during static
// initialisation, where nothing can catch an exception). The profile is
// passed by value: a reference to kProfile would name the one program-wide
// copy of that inline variable, whichever unit's it is.
void RegisterTranslationUnitProfile(Profile profile, const char* translation_unit);

// The profile the program's translation units registered; the default
// profile when none did (a host program that launches no kernel).
const ProfileInfo& ProgramProfile();

// The source file named in diagnostics: ascendc-host-cc defines
// ASCENDC_HOST_TRANSLATION_UNIT to the user's file (its #line directive hides
// it from clang's __BASE_FILE__); other compilers' main file otherwise.
#if defined(ASCENDC_HOST_TRANSLATION_UNIT)
#define ASCENDC_HOST_DETAIL_TU_NAME ASCENDC_HOST_TRANSLATION_UNIT
#elif defined(__BASE_FILE__)
#define ASCENDC_HOST_DETAIL_TU_NAME __BASE_FILE__
#else
#define ASCENDC_HOST_DETAIL_TU_NAME __FILE__
#endif

// The library's own sources serve every profile and register none.
#if !defined(ASCENDC_HOST_LIBRARY_SOURCE)
namespace {
// One object per translation unit (internal linkage), so its constructor
// runs once per unit whatever the profile: no ODR hazard of its own.
struct TranslationUnitProfile {
  TranslationUnitProfile() { RegisterTranslationUnitProfile(kProfile.profile, ASCENDC_HOST_DETAIL_TU_NAME); }
};
const TranslationUnitProfile kTranslationUnitProfile;
}  // namespace
#endif

}  // namespace fronts
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_FRONTS_PROGRAM_PROFILE_H_
