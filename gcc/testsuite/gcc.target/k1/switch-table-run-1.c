/* The load of a jump table's entry moves before the range check, with
   the index masked to the table, padded to a power of two entries
   (k1_hoist_table_loads).  Values in range, just past it (the padded
   entries), far past it and below it must still reach their case or
   the default; a switch whose cases start at 10 checks the index less
   its lower bound.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-rtl-mach" } */

extern void abort (void);

__attribute__ ((noinline)) static int
six (int x, int y)
{
  switch (x)
    {
    case 0: return y + 1;
    case 1: return y * 3;
    case 2: return y - 7;
    case 3: return y ^ 0x55;
    case 4: return y << 2;
    case 5: return -y;
    default: return 1000;
    }
}

__attribute__ ((noinline)) static int
from_ten (unsigned x, int y)
{
  switch (x)
    {
    case 10: return y + 5;
    case 11: return y * 7;
    case 12: return y - 9;
    case 13: return y >> 2;
    case 14: return y | 4;
    default: return 1000;
    }
}

static int
six_c (int x, int y)
{
  static const int add[] = { 1, 0, -7, 0, 0, 0 };
  return x == 1 ? y * 3 : x == 3 ? y ^ 0x55 : x == 4 ? y << 2
	 : x == 5 ? -y : y + add[x];
}

static int
ten_c (unsigned x, int y)
{
  return x == 10 ? y + 5 : x == 11 ? y * 7 : x == 12 ? y - 9
	 : x == 13 ? y >> 2 : y | 4;
}

int
main (void)
{
  for (int i = 0; i < 6; i++)
    if (six (i, 100 + i) != six_c (i, 100 + i))
      abort ();
  static const int out[] = { -1, 6, 7, 8, 15, 16, 100, 0x7fffffff,
			     -0x7fffffff - 1, -6 };
  for (unsigned i = 0; i < sizeof out / sizeof out[0]; i++)
    if (six (out[i], 1) != 1000)
      abort ();

  for (unsigned x = 0; x < 40; x++)
    if (from_ten (x, 33) != (x >= 10 && x <= 14 ? ten_c (x, 33) : 1000))
      abort ();
  if (from_ten (~0u, 1) != 1000 || from_ten (0x80000000u + 10, 1) != 1000)
    abort ();
  return 0;
}

/* { dg-final { scan-rtl-dump-times {Table load of bb [0-9]+ moves into bb} 2 "mach" } } */
