/* TLS in shared objects: the global- and local-dynamic models call
   __tls_get_addr with the address of the symbol's @tlsgd pair in the
   GOT, through the PLT; initial exec stays a load of @tlsie.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fPIC" } */

extern __thread int gd;
static __thread int ld;
extern __thread int ie __attribute__ ((tls_model ("initial-exec")));
int getgd (void) { return gd; }
int getld (void) { return ld; }
void setld (int v) { ld = v; }
int getie (void) { return ie; }

/* { dg-final { scan-assembler {add \$r0 = \$r[0-9]+, @tlsgd\(gd\)} } } */
/* { dg-final { scan-assembler {add \$r0 = \$r[0-9]+, @tlsgd\(ld\)} } } */
/* { dg-final { scan-assembler-times {call @plt\(__tls_get_addr\)} 3 } } */
/* { dg-final { scan-assembler {lw \$r[0-9]+ = @tlsie\(ie\)\[\$r[0-9]+\]} } } */
