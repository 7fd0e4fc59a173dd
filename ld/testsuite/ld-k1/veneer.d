# Calls and gotos out of range go through stubs (veneers) using $r16:
# the first call to back is just in range, the second one word out.
#name: veneer
#source: veneer.s
#ld: -z relro -Ttext=0x10000000 --defsym far=0x20000010 --defsym back=0x8
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
10000000[ 	]+<_start>:
10000000:[ 	]+10000006[ 	]+call[ 	]+10000018[ 	]+<__far_veneer>[ 	]+;;
10000004:[ 	]+08000005[ 	]+goto[ 	]+10000018[ 	]+<__far_veneer>[ 	]+;;
10000008:[ 	]+14000000[ 	]+call[ 	]+8[ 	]+<back>[ 	]+;;
1000000c:[ 	]+10000006[ 	]+call[ 	]+10000024[ 	]+<__back_veneer>[ 	]+;;
10000010:[ 	]+10000001[ 	]+call[ 	]+10000014[ 	]+<near>[ 	]+;;
10000014[ 	]+<near>:
10000014:[ 	]+08000007[ 	]+goto[ 	]+10000030[ 	]+<__far\+0x8_veneer>[ 	]+;;
10000018[ 	]+<__far_veneer>:
10000018:[ 	]+f2410400[ 	]+00080000[ 	]+make[ 	]+\$r16[ 	]+=[ 	]+0x20000010[ 	]+;;
10000020:[ 	]+00003010[ 	]+igoto[ 	]+\$r16[ 	]+;;
10000024[ 	]+<__back_veneer>:
10000024:[ 	]+f2410200[ 	]+00000000[ 	]+make[ 	]+\$r16[ 	]+=[ 	]+8[ 	]+;;
1000002c:[ 	]+00003010[ 	]+igoto[ 	]+\$r16[ 	]+;;
10000030[ 	]+<__far\+0x8_veneer>:
10000030:[ 	]+f2410600[ 	]+00080000[ 	]+make[ 	]+\$r16[ 	]+=[ 	]+0x20000018[ 	]+;;
10000038:[ 	]+00003010[ 	]+igoto[ 	]+\$r16[ 	]+;;
