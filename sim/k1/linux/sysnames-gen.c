/* System call names for --strace and --strict: every __NR_ of the K1
   uapi unistd.h (listed by the Makefile from "gcc -dM"), evaluated
   like abi-gen.c.  */

#include <asm/unistd.h>

#define SYSNAME(name) \
  __asm__ volatile ("\n.ascii \"->" #name " %c0\"" : : "i" ((long) (__NR_##name)));

void sysnames_gen (void);

void
sysnames_gen (void)
{
#include "sysnames.list"
}
