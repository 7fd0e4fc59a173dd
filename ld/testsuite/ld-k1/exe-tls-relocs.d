# TLS of a dynamic executable: its own variable's GD pair and IE entry
# are filled at link time (no relocation), the library's need
# DTPMOD32/DTPOFF32 and TPOFF32.
#name: exe-tls-relocs
#source: exe-tls.s
#ld: -z relro tmpdir/libdyn.so
#readelf: -r
Relocation[ 	]+section[ 	]+'\.rela\.dyn'[ 	]+at[ 	]+offset[ 	]+0x190[ 	]+contains[ 	]+3[ 	]+entries:
[ 	]+Offset[ 	]+Info[ 	]+Type[ 	]+Sym\.Value[ 	]+Sym\.[ 	]+Name[ 	]+\+[ 	]+Addend
00011fdc[ 	]+00000116[ 	]+R_K1_DTPMOD32[ 	]+00000000[ 	]+libtls[ 	]+\+[ 	]+0
00011fe0[ 	]+00000117[ 	]+R_K1_DTPOFF32[ 	]+00000000[ 	]+libtls[ 	]+\+[ 	]+0
00011fe4[ 	]+00000118[ 	]+R_K1_TPOFF32[ 	]+00000000[ 	]+libtls[ 	]+\+[ 	]+0
