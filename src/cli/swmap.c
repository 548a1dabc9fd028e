/* swmap.c: being written. */
#include "config.h"
int main (void) { return 0; }
