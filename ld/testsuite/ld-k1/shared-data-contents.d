# The linker writes the link-time value of R_K1_RELATIVE fields (the
# GOT entry and the pointer to lvar), 0 in those bound at run time.
#name: shared-data-contents
#source: shared-data.s
#ld: -z relro -shared
#objdump: -s -j .got -j .data

.*:[ 	]+file format elf32-k1
Contents[ 	]+of[ 	]+section[ 	]+\.got:
[ 	]+1fe8[ 	]+04200000[ 	]+00000000[ 	]+00000000[ 	]+.*
Contents[ 	]+of[ 	]+section[ 	]+\.data:
[ 	]+2000[ 	]+00000000[ 	]+04200000[ 	]+00000000[ 	]+00000000[ 	]+.*
