# The GOT entry and the data word of an undefined weak symbol are 0.
#name: undef-weak-data
#source: undef-weak.s
#ld: -z relro -Ttext=0x10000
#objdump: -s -j .got -j .data

.*:[ 	]+file format elf32-k1
Contents[ 	]+of[ 	]+section[ 	]+\.got:
[ 	]+11ff0[ 	]+00000000[ 	]+.*
Contents[ 	]+of[ 	]+section[ 	]+\.data:
[ 	]+12000[ 	]+00000000[ 	]+.*
