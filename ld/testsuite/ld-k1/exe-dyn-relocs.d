# An executable's dynamic relocations: R_K1_COPY of the library data it
# reads by address (into .dynbss, and .data.rel.ro for read-only data),
# R_K1_GLOB_DAT of a GOT entry (resolved to the copy), an R_K1_JMP_SLOT
# per PLT entry; the pointer to libvar in .data needs none.
#name: exe-dyn-relocs
#source: exe-dyn.s
#ld: -z relro tmpdir/libdyn.so
#readelf: -r
Relocation[ 	]+section[ 	]+'\.rela\.dyn'[ 	]+at[ 	]+offset[ 	]+0x1e4[ 	]+contains[ 	]+3[ 	]+entries:
[ 	]+Offset[ 	]+Info[ 	]+Type[ 	]+Sym\.Value[ 	]+Sym\.[ 	]+Name[ 	]+\+[ 	]+Addend
00011ff0[ 	]+00000211[ 	]+R_K1_GLOB_DAT[ 	]+0001200c[ 	]+libvar[ 	]+\+[ 	]+0
00011f40[ 	]+0000011e[ 	]+R_K1_COPY[ 	]+00011f40[ 	]+librodata[ 	]+\+[ 	]+0
0001200c[ 	]+0000021e[ 	]+R_K1_COPY[ 	]+0001200c[ 	]+libvar[ 	]+\+[ 	]+0
Relocation[ 	]+section[ 	]+'\.rela\.plt'[ 	]+at[ 	]+offset[ 	]+0x208[ 	]+contains[ 	]+2[ 	]+entries:
[ 	]+Offset[ 	]+Info[ 	]+Type[ 	]+Sym\.Value[ 	]+Sym\.[ 	]+Name[ 	]+\+[ 	]+Addend
00012000[ 	]+0000031f[ 	]+R_K1_JMP_SLOT[ 	]+00000000[ 	]+libfunc[ 	]+\+[ 	]+0
00012004[ 	]+0000041f[ 	]+R_K1_JMP_SLOT[ 	]+00010258[ 	]+libfunc2[ 	]+\+[ 	]+0
