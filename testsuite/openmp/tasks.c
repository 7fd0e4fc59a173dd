/* OpenMP tasks: a recursive Fibonacci with taskwait, a task per
   element of a linked list with a shared counter in a critical
   section, task dependences in order, and taskgroup; the output is
   compared with the host's.  */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int
fib (int n)
{
  int a, b;

  if (n < 2)
    return n;
  if (n < 12)
    return fib (n - 1) + fib (n - 2);
#pragma omp task shared(a)
  a = fib (n - 1);
#pragma omp task shared(b)
  b = fib (n - 2);
#pragma omp taskwait
  return a + b;
}

struct node
{
  int value;
  struct node *next;
};

int
main (void)
{
  struct node *head = NULL, *p;
  long total = 0;
  int i, f = 0, chain[8], order = 0, seen[8];

  for (i = 0; i < 500; i++)
    {
      p = malloc (sizeof *p);
      p->value = i * 3;
      p->next = head;
      head = p;
    }

#pragma omp parallel
#pragma omp single
  {
    f = fib (24);
    for (p = head; p; p = p->next)
#pragma omp task firstprivate(p)
      {
	long v = (long) p->value * p->value;
#pragma omp critical
	total += v;
      }
#pragma omp taskwait

    /* A chain of dependent tasks runs in order.  */
    for (i = 0; i < 8; i++)
      {
#pragma omp task depend(inout: order) firstprivate(i) shared(seen)
	seen[i] = order++;
      }
#pragma omp taskgroup
    {
      for (i = 0; i < 8; i++)
#pragma omp task firstprivate(i) shared(chain)
	chain[i] = i * i;
    }
  }

  printf ("fib(24) %d\n", f);
  printf ("sum of squares over the list %ld\n", total);
  for (i = 0; i < 8; i++)
    printf ("dep %d ran %d-th, chain %d\n", i, seen[i], chain[i]);
  while (head)
    {
      p = head->next;
      free (head);
      head = p;
    }
  return 0;
}
