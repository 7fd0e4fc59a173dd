# R_K1_TPREL_LO10 and R_K1_TPREL_HI22 with a 16-aligned PT_TLS.
#name: reloc-tprel
#source: reloc-tprel.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+f2010500[ 	]+00000000[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+20[ 	]+;;
[ 	]+10008:[ 	]+e405070d[ 	]+00000000[ 	]+add[ 	]+\$r1[ 	]+=[ 	]+\$r13,[ 	]+28[ 	]+;;
00010010[ 	]+<ext>:
[ 	]+10010:[ 	]+00002000[ 	]+ret[ 	]+;;
00010014[ 	]+<ext2>:
[ 	]+10014:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+10018:[ 	]+00002000[ 	]+ret[ 	]+;;
