# R_K1_17_PCREL from bundle starts, forward and backward.
#name: reloc-17
#source: reloc-17.s
#source: target.s
#ld: -z relro -Ttext=0x10000 --defsym far=0x10100 --defsym back=0xff00
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+18800181[ 	]+cb\.nez[ 	]+\$r1,[ 	]+10018[ 	]+<ext2>[ 	]+;;
[ 	]+10004:[ 	]+e00c0144[ 	]+add[ 	]+\$r3[ 	]+=[ 	]+\$r4,[ 	]+\$r5
[ 	]+10008:[ 	]+1c000142[ 	]+loopdo[ 	]+\$r2,[ 	]+10018[ 	]+<ext2>[ 	]+;;
[ 	]+1000c:[ 	]+187fef41[ 	]+cb\.eqz[ 	]+\$r1,[ 	]+ff00[ 	]+<back>[ 	]+;;
[ 	]+10010:[ 	]+1a800f01[ 	]+cb\.gtz[ 	]+\$r1,[ 	]+10100[ 	]+<far>[ 	]+;;
00010014[ 	]+<ext>:
[ 	]+10014:[ 	]+00002000[ 	]+ret[ 	]+;;
00010018[ 	]+<ext2>:
[ 	]+10018:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+1001c:[ 	]+00002000[ 	]+ret[ 	]+;;
