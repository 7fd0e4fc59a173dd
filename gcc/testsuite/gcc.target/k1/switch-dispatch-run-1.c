/* A switch in a loop whose cases jump back to one dispatch: machine
   reorg copies the range check and the tablejump into each case
   (k1_copy_dispatches), and the copies share the jump table.  Every
   case, the default (opcodes out of range, below and above), cases
   that fall through into others, a case that leaves the loop and one
   that jumps back from inside an if; the results against the same
   sums computed without the interpreter.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

extern void abort (void);

enum { ADD, SUB, MUL, NEG, DBL, TWICE, SKIPZ, BACK, XOR, END };

__attribute__ ((noinline)) static int
run (const int *code, int acc)
{
  int pc = 0, n = 0;
  for (;;)
    {
      int op = code[pc++];
      switch (op)
	{
	case ADD: acc += code[pc++]; break;
	case SUB: acc -= code[pc++]; break;
	case MUL: acc *= code[pc++]; break;
	case NEG: acc = -acc; break;
	case TWICE: acc += acc;
	  /* Fall through.  */
	case DBL: acc += acc; break;
	case SKIPZ:
	  if (acc == 0)
	    {
	      pc++;
	      continue;
	    }
	  break;
	case BACK:
	  if (++n < code[pc])
	    pc = code[pc + 1];
	  else
	    pc += 2;
	  break;
	case XOR: acc ^= code[pc++]; break;
	case END: return acc;
	default: acc += 1000; break;
	}
    }
}

int
main (void)
{
  static const int p1[] = { ADD, 5, SUB, 2, MUL, 7, NEG, END };
  static const int p2[] = { DBL, TWICE, XOR, 0x55, -3, 42, END };
  /* SKIPZ skips the NEG when the accumulator is 0.  */
  static const int p3[] = { SKIPZ, NEG, ADD, 9, END };
  /* acc = acc * 3 + 1, five times.  */
  static const int p4[] = { MUL, 3, ADD, 1, BACK, 5, 0, END };

  if (run (p1, 1) != -28)
    abort ();
  if (run (p2, 3) != ((3 * 2 * 4) ^ 0x55) + 2000)
    abort ();
  if (run (p3, 0) != 9)
    abort ();
  if (run (p3, 4) != -4 + 9)
    abort ();
  if (run (p4, 0) != 121)
    abort ();
  return 0;
}
