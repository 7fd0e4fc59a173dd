# Stubs in two output sections, for a global and a local target.
#name: veneer-sections
#source: veneer-sections.s
#ld: -z relro -Ttext=0x10000 --section-start=.fartext=0x20000000
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+10000002[ 	]+call[ 	]+10008[ 	]+<__farfn_veneer>[ 	]+;;
[ 	]+10004:[ 	]+00002000[ 	]+ret[ 	]+;;
00010008[ 	]+<__farfn_veneer>:
[ 	]+10008:[ 	]+f2410000[ 	]+00080000[ 	]+make[ 	]+\$r16[ 	]+=[ 	]+0x20000000[ 	]+;;
[ 	]+10010:[ 	]+00003010[ 	]+igoto[ 	]+\$r16[ 	]+;;
Disassembly[ 	]+of[ 	]+section[ 	]+\.fartext:
20000000[ 	]+<farfn>:
20000000:[ 	]+08000001[ 	]+goto[ 	]+20000004[ 	]+<__\.text\+0x4_veneer>[ 	]+;;
20000004[ 	]+<__\.text\+0x4_veneer>:
20000004:[ 	]+f2410100[ 	]+00000040[ 	]+make[ 	]+\$r16[ 	]+=[ 	]+0x10004[ 	]+;;
2000000c:[ 	]+00003010[ 	]+igoto[ 	]+\$r16[ 	]+;;
