/* Before register allocation a copy of a pseudo to a pseudo costs
   nothing to the insns that read it (k1_sched_adjust_cost): the list
   walk loads a node's value, then its next into the node's own
   register, with no copy of the node kept for the value's load.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

struct node { struct node *next; int value; int pad; };

long long
walks (struct node *head, int reps, unsigned *sum)
{
  long long total = 0;
  for (int rep = 0; rep < reps; rep++)
    {
      long long s = 0;
      int len = 0;
      for (struct node *n = head; n; n = n->next)
	{
	  s += n->value;
	  len++;
	}
      total += s;
      *sum = *sum * 31 + (unsigned) s + len;
      struct node *second = head->next;
      head->next = second->next;
      second->next = head;
      head = second;
    }
  return total;
}

/* { dg-final { scan-assembler {\tlw \$r[0-9]+ = 4\[(\$r[0-9]+)\]\n[^;]*;;\n\tlw \1 = 0\[\1\]} } } */
/* { dg-final { scan-assembler-not {\tadd (\$r[0-9]+) = \$r[0-9]+, 0\n\tlw (\$r[0-9]+) = 0\[\2\]} } } */
