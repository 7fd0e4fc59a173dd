# R_K1_TLSGD_LO10 and R_K1_TLSGD_HI22: offsets of GD pairs.
#name: reloc-tlsgd
#source: reloc-tlsgd.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+f201fe00[ 	]+003fffff[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+-8[ 	]+;;
[ 	]+10008:[ 	]+f205fc00[ 	]+003fffff[ 	]+make[ 	]+\$r1[ 	]+=[ 	]+-16[ 	]+;;
00010010[ 	]+<ext>:
[ 	]+10010:[ 	]+00002000[ 	]+ret[ 	]+;;
00010014[ 	]+<ext2>:
[ 	]+10014:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+10018:[ 	]+00002000[ 	]+ret[ 	]+;;
