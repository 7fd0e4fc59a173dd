# ld -r keeps the relocations, at their new offsets.
#name: relocatable
#source: target.s
#source: relocatable.s
#ld: -r
#objdump: -r

.*:[ 	]+file format elf32-k1
RELOCATION[ 	]+RECORDS[ 	]+FOR[ 	]+\[\.text\]:
OFFSET[ 	]+TYPE[ 	]+VALUE
0000000c[ 	]+R_K1_27_PCREL[ 	]+ext
00000010[ 	]+R_K1_LO10[ 	]+\.data\+0x0000000c
00000014[ 	]+R_K1_HI22[ 	]+\.data\+0x0000000c
00000018[ 	]+R_K1_17_PCREL[ 	]+ext2
0000001c[ 	]+R_K1_GOT_LO10[ 	]+var
00000020[ 	]+R_K1_GOT_HI22[ 	]+var
RELOCATION[ 	]+RECORDS[ 	]+FOR[ 	]+\[\.data\]:
OFFSET[ 	]+TYPE[ 	]+VALUE
00000008[ 	]+R_K1_32[ 	]+_start
