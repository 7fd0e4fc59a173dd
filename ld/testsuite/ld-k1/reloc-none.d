# A R_K1_NONE relocation leaves the nop alone.
#name: reloc-none
#source: reloc-none.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+00001000[ 	]+nop[ 	]+;;
00010004[ 	]+<ext>:
[ 	]+10004:[ 	]+00002000[ 	]+ret[ 	]+;;
00010008[ 	]+<ext2>:
[ 	]+10008:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+1000c:[ 	]+00002000[ 	]+ret[ 	]+;;
