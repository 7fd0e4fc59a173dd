# With --gc-sections only the GOT entry of usedvar is left.
#name: gc-sections-got
#source: gc-sections.s
#ld: -z relro --gc-sections -Ttext=0x10000
#objdump: -s -j .got

.*:[ 	]+file format elf32-k1
Contents[ 	]+of[ 	]+section[ 	]+\.got:
[ 	]+11ff0[ 	]+00200100[ 	]+.*
