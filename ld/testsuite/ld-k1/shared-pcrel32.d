# R_K1_32_PCREL in a shared object: a dynamic relocation against the
# preemptible symbol, resolved (-4) against the local one.
#name: shared-pcrel32
#source: shared-pcrel32.s
#ld: -z relro -shared
#readelf: -r -x .data
Relocation[ 	]+section[ 	]+'\.rela\.dyn'[ 	]+at[ 	]+offset[ 	]+0x108[ 	]+contains[ 	]+1[ 	]+entry:
[ 	]+Offset[ 	]+Info[ 	]+Type[ 	]+Sym\.Value[ 	]+Sym\.[ 	]+Name[ 	]+\+[ 	]+Addend
00002000[ 	]+00000105[ 	]+R_K1_32_PCREL[ 	]+00000000[ 	]+ext[ 	]+\+[ 	]+0
Hex[ 	]+dump[ 	]+of[ 	]+section[ 	]+'\.data':
[ 	]+0x00002000[ 	]+00000000[ 	]+fcffffff[ 	]+\.\.\.\.\.\.\.\.
