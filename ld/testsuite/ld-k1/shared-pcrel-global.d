# @pcrel to a symbol that may be preempted, in a shared object.
#name: shared-pcrel-global
#source: shared-pcrel-global.s
#ld: -z relro -shared
#error: .*\(\.text\+0x4\): relocation R_K1_PCREL_LO10 against `gvar', which may bind outside this object, can not be used when making a shared object; recompile with -fPIC
