# Local exec (@tprel) has no place in a shared object.
#name: shared-tprel
#source: shared-tprel.s
#ld: -z relro -shared
#error: .*: relocation R_K1_TPREL_LO10 against `a local symbol' can not be used when making a shared object; recompile with -fPIC
