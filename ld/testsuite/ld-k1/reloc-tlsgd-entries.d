# GD pairs of a static link: module 1, offset in PT_TLS.
#name: reloc-tlsgd-entries
#source: reloc-tlsgd.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -s -j .got -j .tdata

.*:[ 	]+file format elf32-k1
Contents[ 	]+of[ 	]+section[ 	]+\.tdata:
[ 	]+11fdc[ 	]+01000000[ 	]+02000000[ 	]+.*
Contents[ 	]+of[ 	]+section[ 	]+\.got:
[ 	]+11fe4[ 	]+01000000[ 	]+04000000[ 	]+01000000[ 	]+00000000[ 	]+.*
