# An absolute address in the code of a shared object would need a
# text relocation.
#name: shared-abs
#source: shared-abs.s
#ld: -z relro -shared
#error: .*: relocation R_K1_LO10 against `a local symbol' can not be used when making a shared object; recompile with -fPIC
