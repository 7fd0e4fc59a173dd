/* Pointer chasing: a singly linked list of 8192 nodes laid out in a
   random order, walked many times to sum its values, removing and
   reinserting nodes as it goes; checked against the same sums kept in
   an array.  */

#include "bench.h"

#define N 8192
struct node
{
  struct node *next;
  int32_t value;
  int32_t pad;
};
static struct node nodes[N];
static int order[N];

int
main (void)
{
  struct node *head = NULL;
  int64_t expect = 0, total = 0;
  uint32_t sum = 0;

  for (int i = 0; i < N; i++)
    order[i] = i;
  for (int i = N - 1; i > 0; i--)
    {
      int j = bench_rand () % (i + 1);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
  for (int i = 0; i < N; i++)
    {
      struct node *n = &nodes[order[i]];
      n->value = (int32_t) (bench_rand () >> 16) - 32768;
      n->next = head;
      head = n;
      expect += n->value;
    }
  for (int rep = 0; rep < 40; rep++)
    {
      int64_t s = 0;
      int len = 0;
      for (struct node *n = head; n; n = n->next)
	{
	  s += n->value;
	  len++;
	}
      total += s;
      sum = sum * 31 + (uint32_t) s + len;
      /* Move the second node to the front: the list keeps its values
	 and the walk keeps chasing.  */
      struct node *second = head->next;
      head->next = second->next;
      second->next = head;
      head = second;
    }
  return bench_report ("list", total == 40 * expect, sum);
}
