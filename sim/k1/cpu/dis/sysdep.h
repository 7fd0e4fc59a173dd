/* k1-linux-run: stands in for binutils' sysdep.h (see disassemble.h).  */
#include <stdio.h>
