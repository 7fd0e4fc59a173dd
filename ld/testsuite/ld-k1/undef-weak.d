# Undefined weak symbols resolve to 0 in a static link.
#name: undef-weak
#source: undef-weak.s
#ld: -z relro -Ttext=0x10000
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+f201ff00[ 	]+003fffff[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+-4[ 	]+;;
[ 	]+10008:[ 	]+f2050000[ 	]+00000000[ 	]+make[ 	]+\$r1[ 	]+=[ 	]+0[ 	]+;;
