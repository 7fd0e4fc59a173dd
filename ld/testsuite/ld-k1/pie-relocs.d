# A PIE: the GOT entry of, and the pointer to, its own symbol are
# R_K1_RELATIVE (the symbol is not exported), its calls go direct.
#name: pie-relocs
#source: pie.s
#ld: -z relro -pie
#readelf: -r --dyn-syms
Relocation[ 	]+section[ 	]+'\.rela\.dyn'[ 	]+at[ 	]+offset[ 	]+0x144[ 	]+contains[ 	]+2[ 	]+entries:
[ 	]+Offset[ 	]+Info[ 	]+Type[ 	]+Sym\.Value[ 	]+Sym\.[ 	]+Name[ 	]+\+[ 	]+Addend
00001ff0[ 	]+00000020[ 	]+R_K1_RELATIVE[ 	]+2000
00002000[ 	]+00000020[ 	]+R_K1_RELATIVE[ 	]+2000
Symbol[ 	]+table[ 	]+'\.dynsym'[ 	]+contains[ 	]+1[ 	]+entry:
[ 	]+Num:[ 	]+Value[ 	]+Size[ 	]+Type[ 	]+Bind[ 	]+Vis[ 	]+Ndx[ 	]+Name
[ 	]+0:[ 	]+00000000[ 	]+0[ 	]+NOTYPE[ 	]+LOCAL[ 	]+DEFAULT[ 	]+UND[ 	]*
