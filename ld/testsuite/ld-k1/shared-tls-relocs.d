# TLS relocations of a shared object: DTPMOD32 against symbol 0 for a
# local GD pair (whose offset the linker writes), TPOFF32 against
# symbol 0 with the offset in the block as addend for a local IE
# entry, DTPMOD32/DTPOFF32/TPOFF32 against global symbols.
#name: shared-tls-relocs
#source: shared-tls.s
#ld: -z relro -shared
#readelf: -r
Relocation[ 	]+section[ 	]+'\.rela\.dyn'[ 	]+at[ 	]+offset[ 	]+0x16c[ 	]+contains[ 	]+6[ 	]+entries:
[ 	]+Offset[ 	]+Info[ 	]+Type[ 	]+Sym\.Value[ 	]+Sym\.[ 	]+Name[ 	]+\+[ 	]+Addend
00001fd8[ 	]+00000016[ 	]+R_K1_DTPMOD32[ 	]+0
00001fe0[ 	]+00000018[ 	]+R_K1_TPOFF32[ 	]+4
00001fe4[ 	]+00000118[ 	]+R_K1_TPOFF32[ 	]+00000000[ 	]+ext_tls[ 	]+\+[ 	]+0
00001fe8[ 	]+00000316[ 	]+R_K1_DTPMOD32[ 	]+00000000[ 	]+gtls[ 	]+\+[ 	]+0
00001fec[ 	]+00000317[ 	]+R_K1_DTPOFF32[ 	]+00000000[ 	]+gtls[ 	]+\+[ 	]+0
00001ff0[ 	]+00000318[ 	]+R_K1_TPOFF32[ 	]+00000000[ 	]+gtls[ 	]+\+[ 	]+0
