# The GOT entries of shared-tls.s that the linker fills: only the
# offset of the local GD pair (4), the loader writes the others.
#name: shared-tls-got
#source: shared-tls.s
#ld: -z relro -shared
#objdump: -s -j .got

.*:[ 	]+file format elf32-k1
Contents[ 	]+of[ 	]+section[ 	]+\.got:
[ 	]+1fd8[ 	]+00000000[ 	]+04000000[ 	]+00000000[ 	]+00000000[ 	]+.*
[ 	]+1fe8[ 	]+00000000[ 	]+00000000[ 	]+00000000[ 	]+.*
