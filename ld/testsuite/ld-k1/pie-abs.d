# The same in a PIE.
#name: pie-abs
#source: shared-abs.s
#ld: -z relro -pie
#error: .*: relocation R_K1_LO10 against `a local symbol' can not be used when making a PIE object; recompile with -fPIC
