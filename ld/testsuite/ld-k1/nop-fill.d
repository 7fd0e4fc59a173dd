# Gaps in code are filled with nop syllables.
#name: nop-fill
#source: nop-start.s
#source: nop-fill.s
#ld: -z relro -Ttext=0x10000
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+08000004[ 	]+goto[ 	]+10010[ 	]+<aligned>[ 	]+;;
[ 	]+10004:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+10008:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+1000c:[ 	]+00001000[ 	]+nop[ 	]+;;
00010010[ 	]+<aligned>:
[ 	]+10010:[ 	]+00002000[ 	]+ret[ 	]+;;
[ 	]+10014:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+10018:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+1001c:[ 	]+00001000[ 	]+nop[ 	]+;;
