/* fuzz-common.h: what every libFuzzer target shares: its two entry points declared, warnings made crashes, and findings that libFuzzer saves. */
#pragma once

#include <stdint.h>
#include <stdlib.h>
#include <glib.h>

/* A finding: said, then abort(), which libFuzzer records as a crash
 * (g_error()'s SIGTRAP would end the run without saving the input). */
#undef g_error
#define g_error(...) G_STMT_START { g_printerr (__VA_ARGS__); g_printerr ("\n"); abort (); } G_STMT_END

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical or a warning is a bug found: make it a crash. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}
