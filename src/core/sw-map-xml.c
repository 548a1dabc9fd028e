/* sw-map-xml.c: being written. */
#include "config.h"
