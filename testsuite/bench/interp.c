/* A bytecode interpreter: a small stack machine with a switch dispatch
   loop, running programs for iterated Fibonacci, a sieve of
   Eratosthenes and a multiply-accumulate loop, each result checked
   against the same computation written in C.  */

#include "bench.h"

enum op
{
  PUSH, LOAD, STORE, ADD, SUB, MUL, LT, JZ, JMP, LDI, STI, DUP, DROP, HALT
};

static int32_t mem[8192];

/* Arithmetic modulo 2^32.  */
#define WRAP(a, op, b) ((int32_t) ((uint32_t) (a) op (uint32_t) (b)))

static int32_t
run (const int32_t *prog)
{
  int32_t stack[64];
  int sp = 0, pc = 0;
  for (;;)
    {
      int32_t op = prog[pc++];
      switch (op)
	{
	case PUSH: stack[sp++] = prog[pc++]; break;
	case LOAD: stack[sp++] = mem[prog[pc++]]; break;
	case STORE: mem[prog[pc++]] = stack[--sp]; break;
	case ADD: sp--; stack[sp - 1] = WRAP (stack[sp - 1], +, stack[sp]); break;
	case SUB: sp--; stack[sp - 1] = WRAP (stack[sp - 1], -, stack[sp]); break;
	case MUL: sp--; stack[sp - 1] = WRAP (stack[sp - 1], *, stack[sp]); break;
	case LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
	case JZ: pc = stack[--sp] ? pc + 1 : prog[pc]; break;
	case JMP: pc = prog[pc]; break;
	case LDI: stack[sp - 1] = mem[stack[sp - 1]]; break;
	case STI: sp -= 2; mem[stack[sp + 1]] = stack[sp]; break;
	case DUP: stack[sp] = stack[sp - 1]; sp++; break;
	case DROP: sp--; break;
	case HALT: return stack[sp - 1];
	}
    }
}

/* Programs are built with a tiny assembler: EMIT appends a word, and
   jumps to a later place are patched once it is known.  Variables live
   in mem[0..7]; the sieve's flags in mem[1000..].  */
static int32_t code[512];
static int ncode;

static int
emit (int32_t w)
{
  code[ncode] = w;
  return ncode++;
}

static void
emit2 (int32_t op, int32_t arg)
{
  emit (op);
  emit (arg);
}

/* for (v = from; v < to; v += step) BODY, with BODY emitted by FN.  */
static void
emit_for (int v, int32_t from, int32_t to, int32_t step, void (*fn) (void))
{
  emit2 (PUSH, from);
  emit2 (STORE, v);
  int top = ncode;
  emit2 (LOAD, v);
  emit2 (PUSH, to);
  emit (LT);
  emit (JZ);
  int exit = emit (0);
  fn ();
  emit2 (LOAD, v);
  emit2 (PUSH, step);
  emit (ADD);
  emit2 (STORE, v);
  emit2 (JMP, top);
  code[exit] = ncode;
}

static void
fib_body (void)
{
  emit2 (LOAD, 0);
  emit2 (LOAD, 1);
  emit (ADD);
  emit2 (LOAD, 1);
  emit2 (STORE, 0);
  emit2 (STORE, 1);
}

static void
mark_body (void)		/* mem[1000 + j] = 1 */
{
  emit2 (PUSH, 1);
  emit2 (LOAD, 1);
  emit2 (PUSH, 1000);
  emit (ADD);
  emit (STI);
}

static void
mark_loop (void)
{
  emit2 (LOAD, 0);		/* if (!mem[1000 + i]) */
  emit2 (PUSH, 1000);
  emit (ADD);
  emit (LDI);
  emit (DUP);
  emit (DROP);
  emit (JZ);
  int do_mark = emit (0);
  emit (JMP);
  int skip = emit (0);
  code[do_mark] = ncode;
  emit2 (LOAD, 3);		/* count++ */
  emit2 (PUSH, 1);
  emit (ADD);
  emit2 (STORE, 3);
  /* for (j = 2i; j < 4000; j += i): the step is a variable, so the
     loop is written out.  */
  emit2 (LOAD, 0);
  emit (DUP);
  emit (ADD);
  emit2 (STORE, 1);
  int top = ncode;
  emit2 (LOAD, 1);
  emit2 (PUSH, 4000);
  emit (LT);
  emit (JZ);
  int out = emit (0);
  mark_body ();
  emit2 (LOAD, 1);
  emit2 (LOAD, 0);
  emit (ADD);
  emit2 (STORE, 1);
  emit2 (JMP, top);
  code[out] = ncode;
  code[skip] = ncode;
}

static void
mac_body (void)			/* s += i * i */
{
  emit2 (LOAD, 4);
  emit2 (LOAD, 2);
  emit2 (LOAD, 2);
  emit (MUL);
  emit (ADD);
  emit2 (STORE, 4);
}

int
main (void)
{
  int ok = 1;
  uint32_t sum = 0;

  /* Fibonacci modulo 2^32.  */
  ncode = 0;
  emit2 (PUSH, 0);
  emit2 (STORE, 0);
  emit2 (PUSH, 1);
  emit2 (STORE, 1);
  emit_for (2, 0, 30000, 1, fib_body);
  emit2 (LOAD, 0);
  emit (HALT);
  int32_t r = run (code);
  uint32_t a = 0, b = 1;
  for (int i = 0; i < 30000; i++)
    {
      uint32_t t = a + b;
      a = b;
      b = t;
    }
  ok &= (uint32_t) r == a;
  sum = sum * 31 + r;

  /* Primes below 4000.  */
  ncode = 0;
  emit2 (PUSH, 0);
  emit2 (STORE, 3);
  emit_for (0, 2, 4000, 1, mark_loop);
  emit2 (LOAD, 3);
  emit (HALT);
  r = run (code);
  ok &= r == 550;
  sum = sum * 31 + r;

  /* Sum of squares modulo 2^32.  */
  ncode = 0;
  emit2 (PUSH, 0);
  emit2 (STORE, 4);
  emit_for (2, 0, 20000, 1, mac_body);
  emit2 (LOAD, 4);
  emit (HALT);
  r = run (code);
  uint32_t s2 = 0;
  for (uint32_t i = 0; i < 20000; i++)
    s2 += i * i;
  ok &= (uint32_t) r == s2;
  sum = sum * 31 + r;

  return bench_report ("interp", ok, sum);
}
