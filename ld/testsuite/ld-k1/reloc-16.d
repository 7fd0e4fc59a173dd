# R_K1_16 at both ends of its range: 65535 and -32768.
#name: reloc-16
#source: reloc-16.s
#source: target.s
#ld: -z relro -Ttext=0x10000 --defsym big=0xffff --defsym small=-0x8000
#objdump: -s -j .data

.*:[ 	]+file format elf32-k1
Contents[ 	]+of[ 	]+section[ 	]+\.data:
[ 	]+11010[ 	]+ffff0080[ 	]+02000000[ 	]+44332211[ 	]+.*
