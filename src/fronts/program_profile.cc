// The program's single profile (see ascendc_host/fronts/program_profile.h).
#include "ascendc_host/fronts/program_profile.h"

#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>

namespace ascendc_host {
namespace fronts {
namespace {

struct Registry {
  std::mutex mu;
  const ProfileInfo* profile = nullptr;
  std::string first_unit;
};

// Never destroyed: translation units of shared libraries may register while
// the program runs and after static destructors started.
Registry& TheRegistry() {
  static Registry* registry = new Registry();
  return *registry;
}

}  // namespace

void RegisterTranslationUnitProfile(Profile unit_profile, const char* translation_unit) {
  const ProfileInfo& profile = unit_profile == Profile::kPA2 ? kProfilePA2 : kProfileP950;
  Registry& r = TheRegistry();
  std::lock_guard<std::mutex> lock(r.mu);
  if (r.profile == nullptr) {
    r.profile = &profile;
    r.first_unit = translation_unit != nullptr ? translation_unit : "?";
    return;
  }
  if (r.profile->profile == profile.profile) return;
  std::fprintf(stderr,
               "ascendc-host: this program mixes NPU architectures: %s was compiled for dav-%u (%s) and %s for "
               "dav-%u (%s). A program runs one architecture: compile all of its sources with the same "
               "--npu-arch (or the same ASCENDC_HOST_PROFILE_PA2 / __NPU_ARCH__ setting).\n",
               r.first_unit.c_str(), r.profile->arch_id, r.profile->name,
               translation_unit != nullptr ? translation_unit : "?", profile.arch_id, profile.name);
  std::fflush(stderr);
  std::_Exit(EXIT_FAILURE);
}

const ProfileInfo& ProgramProfile() {
  Registry& r = TheRegistry();
  std::lock_guard<std::mutex> lock(r.mu);
  return r.profile != nullptr ? *r.profile : kProfileP950;
}

}  // namespace fronts
}  // namespace ascendc_host
