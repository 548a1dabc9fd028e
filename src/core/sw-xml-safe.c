/* sw-xml-safe.c: being written. */
#include "config.h"
