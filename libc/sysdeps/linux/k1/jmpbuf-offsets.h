/* Byte offsets into __jmp_buf (bits/setjmp.h) for the assembler.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#define JB_R18	0
#define JB_R20	8
#define JB_R22	16
#define JB_R24	24
#define JB_R26	32
#define JB_R28	40
#define JB_R30	48
#define JB_SP	56
#define JB_FP	60
#define JB_RA	64
