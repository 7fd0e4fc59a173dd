# R_K1_PCREL_LO10 and R_K1_PCREL_HI22 count from the bundle start.
#name: reloc-pcrel
#source: reloc-pcrel.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+f2010700[ 	]+00000000[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+28[ 	]+;;
[ 	]+10008:[ 	]+e00400c2[ 	]+add[ 	]+\$r1[ 	]+=[ 	]+\$r2,[ 	]+\$r3
[ 	]+1000c:[ 	]+f211fe00[ 	]+003fffff[ 	]+make[ 	]+\$r4[ 	]+=[ 	]+-8[ 	]+;;
[ 	]+10014:[ 	]+f2150700[ 	]+00000004[ 	]+make[ 	]+\$r5[ 	]+=[ 	]+4124[ 	]+;;
0001001c[ 	]+<ext>:
[ 	]+1001c:[ 	]+00002000[ 	]+ret[ 	]+;;
00010020[ 	]+<ext2>:
[ 	]+10020:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+10024:[ 	]+00002000[ 	]+ret[ 	]+;;
