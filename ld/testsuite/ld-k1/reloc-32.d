# S + A in 32-bit data (R_K1_32).
#name: reloc-32
#source: reloc-32.s
#source: target.s
#ld: -z relro -Ttext=0x10000 --defsym big=0xffff
#objdump: -s -j .data

.*:[ 	]+file format elf32-k1
Contents[ 	]+of[ 	]+section[ 	]+\.data:
[ 	]+11010[ 	]+20100100[ 	]+24100100[ 	]+04000100[ 	]+feff0000[ 	]+.*
[ 	]+11020[ 	]+44332211[ 	]+.*
