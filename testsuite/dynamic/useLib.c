/* An executable using libk1t.so: calls, copied data, function
   pointers compared across objects.  */
#include <stdio.h>
#include <string.h>

extern int lib_counter;
extern const char lib_name[16];
struct big { long long a, b, c; };
int lib_add (int, int);
struct big lib_big (long long, long long, long long, long long, long long,
		    long long, int, long long);
double lib_scale (double, float, int);
int *lib_counter_addr (void);
int lib_bump (void);
void *lib_fn_addr (void);
int lib_print (const char *);

int
main (void)
{
  int bad = 0;
  struct big b;

  if (lib_add (40, 2) != 42)
    bad |= 1, printf ("lib_add wrong\n");
  b = lib_big (1, 2, 3, 4, 5, 6, 7, 0x100000000LL);
  if (b.a != 6 || b.b != 15 || b.c != 0x100000007LL)
    bad |= 2, printf ("lib_big wrong\n");
  if (lib_scale (1.5, 2.0f, 3) != 9.0)
    bad |= 4, printf ("lib_scale wrong\n");
  /* Data: the executable's copy is the one definition.  */
  if (lib_counter != 42 || strcmp (lib_name, "k1t library") != 0)
    bad |= 8, printf ("copied data wrong: %d %s\n", lib_counter, lib_name);
  if (lib_counter_addr () != &lib_counter)
    bad |= 16, printf ("&lib_counter differs: %p %p\n",
		       (void *) lib_counter_addr (), (void *) &lib_counter);
  lib_counter = 100;
  if (lib_bump () != 101 || lib_counter != 101)
    bad |= 32, printf ("shared data not shared\n");
  /* Function pointers: one address in every object.  */
  if (lib_fn_addr () != (void *) lib_add)
    bad |= 64, printf ("&lib_add differs: %p %p\n", lib_fn_addr (),
		       (void *) lib_add);
  lib_print ("hi");
  printf ("%s\n", bad ? "bad" : "ok");
  return bad;
}
