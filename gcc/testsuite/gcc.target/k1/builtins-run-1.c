/* The K1 built-ins of docs/k1-builtins.md, run on the simulator.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

extern void abort (void);

/* The numbers of the system registers user code may read are
   predefined; the others are not.  */
#define SFR_RA __K1_SFR_RA
#define SFR_CS __K1_SFR_CS
#if __K1_SFR_PC != 0 || __K1_SFR_RA != 2 || __K1_SFR_CS != 3 || __K1_SFR_LC != 6
#error wrong system register numbers
#endif
#if defined (__K1_SFR_SPS) || defined (__K1_SFR_EA)
#error system-only registers predefined
#endif
#define CS_IN 0x10
#define CS_RM_SHIFT 8
#define RM_UP 1

volatile float one = 1.0f, tiny = 1e-8f;

__attribute__ ((noinline)) unsigned
fields (unsigned x, int y)
{
  unsigned a = __builtin_k1_extfz (x, 15, 8);
  int b = __builtin_k1_extfs (y, 7, 4);
  unsigned c = __builtin_k1_insf (x, 0x5a, 31, 24);
  __builtin_k1_barrier ();
  return a + (unsigned) b * 1000 + (c >> 24) * 1000000;
}

int
main (void)
{
  unsigned cs = __builtin_k1_get (SFR_CS);

  /* Round to nearest (the default): 1 + 1e-8 is 1, and inexact.  */
  __builtin_k1_set (SFR_CS, cs & ~CS_IN);
  if (one + tiny != 1.0f)
    abort ();
  if (!(__builtin_k1_get (SFR_CS) & CS_IN))
    abort ();
  /* Toward +infinity: the next float above 1.  */
  __builtin_k1_set (SFR_CS, cs | RM_UP << CS_RM_SHIFT);
  if (one + tiny != 1.0f + 0x1p-23f)
    abort ();
  __builtin_k1_set (SFR_CS, cs);
  if (one + tiny != 1.0f)
    abort ();

  if (__builtin_k1_get (SFR_RA) == 0)
    abort ();

  /* 0x12345678: bits 15..8 are 0x56; 0xe7 bits 7..4 are 0xe, -2.  */
  if (fields (0x12345678, 0xe7) != 0x56 + (unsigned) -2 * 1000 + 0x5a * 1000000)
    abort ();
  if (__builtin_k1_extfz (0xffffffffu, 31, 0) != 0xffffffffu
      || __builtin_k1_extfs (0x80, 7, 7) != -1
      || __builtin_k1_insf (0, 1, 0, 0) != 1)
    abort ();
  return 0;
}
