/* sw-validate.c: being written. */
#include "config.h"
