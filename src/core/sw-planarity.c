/* sw-planarity.c: being written. */
#include "config.h"
