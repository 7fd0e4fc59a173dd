# A dynamic relocation in an input object is an error.
#name: reloc-dynamic
#source: reloc-dynamic.s
#source: target.s
#ld: -Ttext=0x10000
#error: .*\(\.data\+0\): unexpected dynamic relocation R_K1_GLOB_DAT
