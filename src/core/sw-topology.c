/* sw-topology.c: being written. */
#include "config.h"
