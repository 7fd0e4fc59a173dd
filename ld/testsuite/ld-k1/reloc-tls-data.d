# R_K1_DTPOFF32 and R_K1_TPOFF32 resolved at link time.
#name: reloc-tls-data
#source: reloc-tls-data.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -s -j .data

.*:[ 	]+file format elf32-k1
Contents[ 	]+of[ 	]+section[ 	]+\.data:
[ 	]+12000[ 	]+04000000[ 	]+10000000[ 	]+44332211[ 	]+.*
