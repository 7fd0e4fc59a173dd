/* Atomics: acswapw compare-and-swap between fences; the other
   operations loop on it.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int cas (int *p, int o, int n) { return __sync_val_compare_and_swap (p, o, n); }
int fadd (int *p) { return __atomic_fetch_add (p, 5, __ATOMIC_RELAXED); }
int tas (char *p) { return __atomic_test_and_set (p, __ATOMIC_SEQ_CST); }
void fence (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }

/* { dg-final { scan-assembler-times {acswapw 0\[\$r[0-9]+\] = \$p[0-9]+} 3 } } */
/* { dg-final { scan-assembler {fence} } } */
/* { dg-final { scan-assembler-not {call __sync|call __atomic} } } */
