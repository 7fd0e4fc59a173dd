/* The dispatch of a switch in a loop (load the opcode, check its
   range, tablejump) is copied into the cases that jump back to it
   (k1_copy_dispatches): an igoto for the loop entry and for each case
   but the default, which is predicted cold; one jump table, of 6
   entries padded to 8 so that its load may issue with the range check
   (k1_hoist_table_loads).  A case's
   last store, to its own stack, shares the bundle of the dispatch's
   range check: the next opcode, in another object, loads before it.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int code[256];

int
run (void)
{
  int stack[64];
  int pc = 0, sp = 0;
  for (;;)
    switch (code[pc++])
      {
      case 0: stack[sp++] = code[pc++]; break;
      case 1: sp--; stack[sp - 1] += stack[sp]; break;
      case 2: sp--; stack[sp - 1] -= stack[sp]; break;
      case 3: sp--; stack[sp - 1] *= stack[sp]; break;
      case 4: stack[sp] = stack[sp - 1]; sp++; break;
      case 5: return stack[sp - 1];
      }
}

/* { dg-final { scan-assembler-times {\tigoto } 6 } } */
/* { dg-final { scan-assembler-times {\.4byte} 8 } } */
/* { dg-final { scan-assembler {\tsw [^\n]*\n\tcb\.[a-z]+ } } } */
