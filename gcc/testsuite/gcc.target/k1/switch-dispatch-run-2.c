/* The dispatch copied into a case that advances the pc by a constant
   computes the next opcode's offset by adding to the offset it shifted
   for the current one (k1_reduce_dispatch_indexes).  Programs of 16,
   32 and 64-bit words (the index shifted by 1, 2 and 3), with steps
   forward, a skip, relative jumps back and absolute jumps, against the
   same computations written in C.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-rtl-mach" } */

extern void abort (void);

enum { ADDI, MULI, DECC, SKIP, JNZ, BACK, RET };

#define INTERP(NAME, T)							\
  __attribute__ ((noinline)) static int					\
  NAME (const T *code, int cnt)						\
  {									\
    int pc = 0, acc = 0;						\
    for (;;)								\
      switch (code[pc])							\
	{								\
	case ADDI: acc += code[pc + 1]; pc += 2; break;			\
	case MULI: acc *= code[pc + 1]; pc += 2; break;			\
	case DECC: cnt--; pc++; break;					\
	case SKIP: pc += 3; break;					\
	case JNZ: pc = cnt ? code[pc + 1] : pc + 2; break;		\
	case BACK: pc = cnt ? pc - code[pc + 1] : pc + 2; break;	\
	case RET: return acc;						\
	default: acc = -1000; pc++; break;				\
	}								\
  }

INTERP (run16, short)
INTERP (run32, int)
INTERP (run64, long long)

#define PROGS(T, A, B)							\
  static const T A[] = { ADDI, 3, DECC, SKIP, ADDI, 1000, JNZ, 0, RET }; \
  static const T B[] = { ADDI, 2, MULI, 3, DECC, BACK, 5, RET }

PROGS (short, a16, b16);
PROGS (int, a32, b32);
PROGS (long long, a64, b64);

int
main (void)
{
  int ref = 0;
  for (int i = 0; i < 6; i++)
    ref = (ref + 2) * 3;

  if (run16 (a16, 10) != 30 || run32 (a32, 10) != 30
      || run64 (a64, 10) != 30)
    abort ();
  if (run16 (b16, 6) != ref || run32 (b32, 6) != ref
      || run64 (b64, 6) != ref)
    abort ();
  return 0;
}

/* { dg-final { scan-rtl-dump {Index shift in insn [0-9]+ of bb [0-9]+ is an add} "mach" } } */
