# R_K1_27_PCREL at both ends of its range: +0x3ffffff and -0x4000000 words.
#name: reloc-27-range
#source: reloc-27.s
#source: target.s
#ld: -z relro -Ttext=0x10000000 --defsym far=0x20000008 --defsym back=0x10
#objdump: -d -j .text --start-address=0x10000000 --stop-address=0x10000014

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
10000000[ 	]+<_start>:
10000000:[ 	]+10000005[ 	]+call[ 	]+10000014[ 	]+<ext>[ 	]+;;
10000004:[ 	]+f2000040[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+1
10000008:[ 	]+08000005[ 	]+goto[ 	]+10000018[ 	]+<ext2>[ 	]+;;
1000000c:[ 	]+13ffffff[ 	]+call[ 	]+20000008[ 	]+<far>[ 	]+;;
10000010:[ 	]+0c000000[ 	]+goto[ 	]+10[ 	]+<back>[ 	]+;;
