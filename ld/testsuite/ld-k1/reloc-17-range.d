# R_K1_17_PCREL at both ends of its range: +0xffff and -0x10000 words.
#name: reloc-17-range
#source: reloc-17.s
#source: target.s
#ld: -z relro -Ttext=0x100000 --defsym far=0x14000c --defsym back=0xc000c
#objdump: -d -j .text --start-address=0x100000 --stop-address=0x100014

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00100000[ 	]+<_start>:
[ 	]+100000:[ 	]+18800181[ 	]+cb\.nez[ 	]+\$r1,[ 	]+100018[ 	]+<ext2>[ 	]+;;
[ 	]+100004:[ 	]+e00c0144[ 	]+add[ 	]+\$r3[ 	]+=[ 	]+\$r4,[ 	]+\$r5
[ 	]+100008:[ 	]+1c000142[ 	]+loopdo[ 	]+\$r2,[ 	]+100018[ 	]+<ext2>[ 	]+;;
[ 	]+10000c:[ 	]+18400001[ 	]+cb\.eqz[ 	]+\$r1,[ 	]+c000c[ 	]+<back>[ 	]+;;
[ 	]+100010:[ 	]+1abfffc1[ 	]+cb\.gtz[ 	]+\$r1,[ 	]+14000c[ 	]+<far>[ 	]+;;
