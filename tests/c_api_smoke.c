/* The C ABI compiled as C: status codes, results and the last-error text. */
#include <stdio.h>
#include <string.h>

#include "ascendc_host/c_api.h"

int main(void) {
  const unsigned short src[4] = {10, 20, 30, 40};
  unsigned short dst[4] = {0, 0, 0, 0};
  const uint32_t offsets[4] = {6, 4, 2, 0};
  const uint32_t bad[1] = {8};
  if (ascendc_host_gather(src, sizeof src, offsets, 4, dst, sizeof dst, 2) != ASCENDC_HOST_OK) return 1;
  if (dst[0] != 40 || dst[1] != 30 || dst[2] != 20 || dst[3] != 10) return 2;
  if (ascendc_host_gather(src, sizeof src, bad, 1, dst, sizeof dst, 2) != ASCENDC_HOST_ERROR_FATAL) return 3;
  if (strstr(ascendc_host_last_error(), "offsets[0]=8") == NULL) return 4;
  printf("c_api_smoke: ok (%s, target %s)\n", ascendc_host_version(), ascendc_host_active_target());
  return 0;
}
