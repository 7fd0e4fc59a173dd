/* Shows lazy binding: the executable's PLT slot of lazy_target holds
   PLT0's address (as the slot of never_called, which is never called)
   until the first call, and the function's address after it.  With
   LD_BIND_NOW it holds the function's address before main.  The slot
   is found from the executable's own .rela.plt through _DYNAMIC.  */
#include <elf.h>
#include <link.h>
#include <stdio.h>
#include <string.h>

extern ElfW(Dyn) _DYNAMIC[];
int lazy_target (int);
int never_called (int);
void *lazy_target_addr (void);

static ElfW(Addr) *
slot_of (const char *name)
{
  ElfW(Rela) *rel = 0;
  ElfW(Sym) *sym = 0;
  const char *str = 0;
  size_t size = 0, i;
  ElfW(Dyn) *d;

  for (d = _DYNAMIC; d->d_tag != DT_NULL; d++)
    switch (d->d_tag)
      {
      case DT_JMPREL: rel = (ElfW(Rela) *) d->d_un.d_ptr; break;
      case DT_PLTRELSZ: size = d->d_un.d_val; break;
      case DT_SYMTAB: sym = (ElfW(Sym) *) d->d_un.d_ptr; break;
      case DT_STRTAB: str = (const char *) d->d_un.d_ptr; break;
      }
  for (i = 0; rel && i < size / sizeof *rel; i++)
    if (!strcmp (str + sym[ELF32_R_SYM (rel[i].r_info)].st_name, name))
      return (ElfW(Addr) *) rel[i].r_offset;
  return 0;
}

extern char __executable_start[], etext[];

/* "bound" when V is FN; "plt0" when V points into the executable's
   text and equals UNBOUND, the slot of a function never called;
   "elsewhere" for an address outside the executable (another
   library's function).  */
static const char *
state (ElfW(Addr) v, ElfW(Addr) unbound, ElfW(Addr) fn)
{
  if (fn && v == fn)
    return "bound";
  if (v >= (ElfW(Addr)) __executable_start && v < (ElfW(Addr)) etext)
    return v == unbound ? "plt0" : "plt";
  return "elsewhere";
}

int
main (int argc, char **argv)
{
  ElfW(Addr) *slot = slot_of ("lazy_target"), *other = slot_of ("never_called");
  ElfW(Addr) fn, before, unbound;

  if (!slot || !other)
    {
      printf ("no PLT slot\n");
      return 1;
    }
  before = *slot;
  unbound = *other;
  fn = (ElfW(Addr)) lazy_target_addr ();
  if (lazy_target (14) != 42)
    printf ("wrong result\n");
  printf ("before %s, after %s, never_called %s\n",
	  state (before, unbound, fn), state (*slot, unbound, fn),
	  state (*other, unbound, 0));
  if (argc > 1)
    never_called (1);
  return 0;
}
