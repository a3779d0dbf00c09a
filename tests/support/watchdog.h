// A hang must fail a test, not stall the suite: runs `body` and, if it has
// not returned after `seconds`, reports it and ends the test binary.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_WATCHDOG_H_
#define ASCENDC_HOST_TESTS_SUPPORT_WATCHDOG_H_

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

namespace ascendc_host {
namespace testing {

template <typename Body>
void FinishesOrAborts(const char* what, int seconds, Body&& body) {
  std::atomic<bool> done{false};
  std::thread dog([&] {
    for (int tenth = 0; tenth < seconds * 10 && !done.load(); ++tenth)
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (!done.load()) {
      std::fprintf(stderr, "%s: still running after %d s (a hang)\n", what, seconds);
      std::_Exit(1);
    }
  });
  struct Done {
    std::atomic<bool>& flag;
    std::thread& dog;
    ~Done() {
      flag.store(true);
      dog.join();
    }
  } done_on_exit{done, dog};
  body();
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_WATCHDOG_H_
