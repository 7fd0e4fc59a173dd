/* The little runtime of the freestanding execute tests.  The same
   interface is built for the host (host.c) to compute the expected
   output.  */
#ifndef K1_TEST_LIB_H
#define K1_TEST_LIB_H

void put_str (const char *);
void put_int (const char *, long long);
void put_uns (const char *, unsigned long long);
void put_hex (const char *, unsigned long long);
void put_dbl (const char *, double);

/* System call NR with three arguments (K1 only).  */
int sys3 (int nr, int a, int b, int c);

#endif
