/* sw-geometry-check.c: being written. */
#include "config.h"
