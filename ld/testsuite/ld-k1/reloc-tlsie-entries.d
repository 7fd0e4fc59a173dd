# IE entries of a static link hold TP offsets (8 + offset in PT_TLS).
#name: reloc-tlsie-entries
#source: reloc-tlsie.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -s -j .got -j .tdata

.*:[ 	]+file format elf32-k1
Contents[ 	]+of[ 	]+section[ 	]+\.tdata:
[ 	]+11fd8[ 	]+01000000[ 	]+02000000[ 	]+03000000[ 	]+.*
Contents[ 	]+of[ 	]+section[ 	]+\.got:
[ 	]+11fe4[ 	]+0c000000[ 	]+01000000[ 	]+08000000[ 	]+10000000[ 	]+.*
