# R_K1_27_PCREL from bundle starts, forward and backward.
#name: reloc-27
#source: reloc-27.s
#source: target.s
#ld: -z relro -Ttext=0x10000 --defsym far=0x10100 --defsym back=0xff00
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+10000005[ 	]+call[ 	]+10014[ 	]+<ext>[ 	]+;;
[ 	]+10004:[ 	]+f2000040[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+1
[ 	]+10008:[ 	]+08000005[ 	]+goto[ 	]+10018[ 	]+<ext2>[ 	]+;;
[ 	]+1000c:[ 	]+1000003d[ 	]+call[ 	]+10100[ 	]+<far>[ 	]+;;
[ 	]+10010:[ 	]+0fffffbc[ 	]+goto[ 	]+ff00[ 	]+<back>[ 	]+;;
00010014[ 	]+<ext>:
[ 	]+10014:[ 	]+00002000[ 	]+ret[ 	]+;;
00010018[ 	]+<ext2>:
[ 	]+10018:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+1001c:[ 	]+00002000[ 	]+ret[ 	]+;;
