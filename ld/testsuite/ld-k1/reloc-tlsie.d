# R_K1_TLSIE_LO10 and R_K1_TLSIE_HI22: offsets of IE entries.
#name: reloc-tlsie
#source: reloc-tlsie.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+f201fc00[ 	]+003fffff[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+-16[ 	]+;;
[ 	]+10008:[ 	]+f205ff00[ 	]+003fffff[ 	]+make[ 	]+\$r1[ 	]+=[ 	]+-4[ 	]+;;
[ 	]+10010:[ 	]+f209fd00[ 	]+003fffff[ 	]+make[ 	]+\$r2[ 	]+=[ 	]+-12[ 	]+;;
00010018[ 	]+<ext>:
[ 	]+10018:[ 	]+00002000[ 	]+ret[ 	]+;;
0001001c[ 	]+<ext2>:
[ 	]+1001c:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+10020:[ 	]+00002000[ 	]+ret[ 	]+;;
