# R_K1_LO10 and R_K1_HI22 in make, add and a load offset.
#name: reloc-lo10-hi22
#source: reloc-lo10-hi22.s
#source: target.s
#ld: -z relro -Ttext=0x10000 --defsym big=0xdeadbeef --defsym small=-100
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+f20153c0[ 	]+00000044[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+0x1114f[ 	]+;;
[ 	]+10008:[ 	]+f205bbc0[ 	]+0037ab6f[ 	]+make[ 	]+\$r1[ 	]+=[ 	]+0xdeadbeef[ 	]+;;
[ 	]+10010:[ 	]+e409e703[ 	]+003fffff[ 	]+add[ 	]+\$r2[ 	]+=[ 	]+\$r3,[ 	]+-100[ 	]+;;
[ 	]+10018:[ 	]+a4110b05[ 	]+00000044[ 	]+lw[ 	]+\$r4[ 	]+=[ 	]+0x1102c\[\$r5\][ 	]+;;
00010020[ 	]+<ext>:
[ 	]+10020:[ 	]+00002000[ 	]+ret[ 	]+;;
00010024[ 	]+<ext2>:
[ 	]+10024:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+10028:[ 	]+00002000[ 	]+ret[ 	]+;;
