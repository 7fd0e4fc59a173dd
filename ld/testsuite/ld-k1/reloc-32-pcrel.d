# S + A - P in 32-bit data (R_K1_32_PCREL).
#name: reloc-32-pcrel
#source: reloc-32-pcrel.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -s -j .data

.*:[ 	]+file format elf32-k1
Contents[ 	]+of[ 	]+section[ 	]+\.data:
[ 	]+11010[ 	]+00000000[ 	]+10000000[ 	]+f4efffff[ 	]+e8efffff[ 	]+.*
[ 	]+11020[ 	]+06000000[ 	]+44332211[ 	]+.*
