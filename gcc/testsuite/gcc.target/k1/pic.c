/* PIC: local symbols from $pc (get and make in one bundle), global
   ones through the GOT, calls through the PLT, PC-relative jump
   tables.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fPIC" } */

extern int ext;
static int loc;
int *pext (void) { return &ext; }
int *ploc (void) { return &loc; }
extern int f (int);
int call (int a) { return f (a) + 1; }
int sw (int x)
{
  switch (x)
    {
    case 0: return f (3);
    case 1: return 7;
    case 2: return f (9);
    case 3: return 11;
    case 4: return f (1);
    default: return 0;
    }
}

/* { dg-final { scan-assembler {get \$r[0-9]+ = \$pc\n\tmake \$r[0-9]+ = @pcrel\(_GLOBAL_OFFSET_TABLE_\)} } } */
/* { dg-final { scan-assembler {lw \$r[0-9]+ = @got\(ext\)\[\$r[0-9]+\]} } } */
/* { dg-final { scan-assembler {make \$r[0-9]+ = @pcrel\(loc\)} } } */
/* { dg-final { scan-assembler {call @plt\(f\)} } } */
/* { dg-final { scan-assembler {\.4byte\t\.L[0-9]+-\.L[0-9]+} } } */
