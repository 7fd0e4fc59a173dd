# R_K1_RELATIVE (a pointer to, and the GOT entry of, a local symbol),
# R_K1_GLOB_DAT (the GOT entries of global symbols) and R_K1_32 (a
# pointer to a global symbol, with its addend) in a shared object.
#name: shared-data-relocs
#source: shared-data.s
#ld: -z relro -shared
#readelf: -r
Relocation[ 	]+section[ 	]+'\.rela\.dyn'[ 	]+at[ 	]+offset[ 	]+0x148[ 	]+contains[ 	]+6[ 	]+entries:
[ 	]+Offset[ 	]+Info[ 	]+Type[ 	]+Sym\.Value[ 	]+Sym\.[ 	]+Name[ 	]+\+[ 	]+Addend
00001fe8[ 	]+00000020[ 	]+R_K1_RELATIVE[ 	]+2004
00002004[ 	]+00000020[ 	]+R_K1_RELATIVE[ 	]+2004
00001fec[ 	]+00000111[ 	]+R_K1_GLOB_DAT[ 	]+00000000[ 	]+ext[ 	]+\+[ 	]+0
0000200c[ 	]+00000102[ 	]+R_K1_32[ 	]+00000000[ 	]+ext[ 	]+\+[ 	]+8
00001ff0[ 	]+00000311[ 	]+R_K1_GLOB_DAT[ 	]+00002000[ 	]+gvar[ 	]+\+[ 	]+0
00002008[ 	]+00000302[ 	]+R_K1_32[ 	]+00002000[ 	]+gvar[ 	]+\+[ 	]+0
