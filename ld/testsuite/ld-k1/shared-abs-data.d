#name: shared-abs-data
#source: shared-abs-data.s
#ld: -shared
#error: \A[^\n]*: relocation R_K1_LO10 against `a local symbol' can not be used when making a shared object; recompile with -fPIC\n[^\n]*: relocation R_K1_HI22 against `a local symbol' can not be used when making a shared object; recompile with -fPIC\n?\Z
