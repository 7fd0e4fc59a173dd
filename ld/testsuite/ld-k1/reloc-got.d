# R_K1_GOT_LO10 and R_K1_GOT_HI22: offsets of GOT entries from GOT.
#name: reloc-got
#source: reloc-got.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+f201ff00[ 	]+003fffff[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+-4[ 	]+;;
[ 	]+10008:[ 	]+f205fd00[ 	]+003fffff[ 	]+make[ 	]+\$r1[ 	]+=[ 	]+-12[ 	]+;;
[ 	]+10010:[ 	]+a409ff03[ 	]+003fffff[ 	]+lw[ 	]+\$r2[ 	]+=[ 	]+-4\[\$r3\][ 	]+;;
[ 	]+10018:[ 	]+f211fe00[ 	]+003fffff[ 	]+make[ 	]+\$r4[ 	]+=[ 	]+-8[ 	]+;;
00010020[ 	]+<ext>:
[ 	]+10020:[ 	]+00002000[ 	]+ret[ 	]+;;
00010024[ 	]+<ext2>:
[ 	]+10024:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+10028:[ 	]+00002000[ 	]+ret[ 	]+;;
