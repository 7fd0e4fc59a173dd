# One R_K1_JMP_SLOT per PLT entry, in slot order, at GOT + 12 + 4n.
#name: shared-plt-relocs
#source: shared-plt.s
#ld: -z relro -shared
#readelf: -r
Relocation[ 	]+section[ 	]+'\.rela\.plt'[ 	]+at[ 	]+offset[ 	]+0x144[ 	]+contains[ 	]+2[ 	]+entries:
[ 	]+Offset[ 	]+Info[ 	]+Type[ 	]+Sym\.Value[ 	]+Sym\.[ 	]+Name[ 	]+\+[ 	]+Addend
00002000[ 	]+0000011f[ 	]+R_K1_JMP_SLOT[ 	]+00000000[ 	]+ext[ 	]+\+[ 	]+0
00002004[ 	]+0000021f[ 	]+R_K1_JMP_SLOT[ 	]+00000000[ 	]+ext2[ 	]+\+[ 	]+0
