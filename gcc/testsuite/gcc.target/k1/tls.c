/* TLS: local exec from $r13 with @tprel, initial exec through the GOT
   with @tlsie.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

__thread int mine;
extern __thread int theirs;
int getmine (void) { return mine; }
int gettheirs (void) { return theirs; }

/* { dg-final { scan-assembler {add \$r[0-9]+ = \$r13, @tprel\(mine\)} } } */
/* { dg-final { scan-assembler {lw \$r[0-9]+ = @tlsie\(theirs\)\[\$r[0-9]+\]} } } */
