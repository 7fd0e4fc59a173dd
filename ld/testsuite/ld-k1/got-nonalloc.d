# A GOT relocation in a section that is not allocated is an error.
#name: got-nonalloc
#source: got-nonalloc.s
#ld:
#error: .*\(\.note\.k1test\+0\): R_K1_GOT_LO10 against `_start' has no GOT entry \(not in an allocated section\)
