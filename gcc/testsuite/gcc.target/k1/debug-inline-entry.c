/* At -O2 -g -fPIC, the marker of an inlined function's entry point keeps its
   own location when it falls inside a bundle: that location's block is
   the inlined function's.  Giving it the bundle's location made final
   fail in dwarf2out_inline_entry (found building libgcc's
   unwind-dw2.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -g -fPIC -mbundle" } */

struct ctx { void *cfa; int word; };
extern void set_gr (struct ctx *, int, void *);
struct ctx column_ctx;

static inline void
set_sp_column (void *cfa, struct ctx *tmp)
{
  (void) ((char) __builtin_dwarf_sp_column () == sizeof (int));
  tmp->word = (int) cfa;
  set_gr (&column_ctx, 0, tmp);
}

static void
install (struct ctx *target)
{
  struct ctx slot;
  set_sp_column (target->cfa, &slot);
}

void
raise_exception (void)
{
  struct ctx cur;
  install (&cur);
}
