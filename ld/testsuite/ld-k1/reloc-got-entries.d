# The GOT of a static link holds the symbols' values.
#name: reloc-got-entries
#source: reloc-got.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -s -j .got -j .got.plt -t

.*:[ 	]+file format elf32-k1
SYMBOL[ 	]+TABLE:
00011fe8[ 	]+l[ 	]+d[ 	]+\.got[ 	]+00000000[ 	]+\.got
00011ff4[ 	]+l[ 	]+d[ 	]+\.got\.plt[ 	]+00000000[ 	]+\.got\.plt
00011ff4[ 	]+l[ 	]+O[ 	]+\.got\.plt[ 	]+00000000[ 	]+_GLOBAL_OFFSET_TABLE_
Contents[ 	]+of[ 	]+section[ 	]+\.got:
[ 	]+11fe8[ 	]+00200100[ 	]+20000100[ 	]+04200100[ 	]+.*
Contents[ 	]+of[ 	]+section[ 	]+\.got\.plt:
[ 	]+11ff4[ 	]+00000000[ 	]+00000000[ 	]+00000000[ 	]+.*
