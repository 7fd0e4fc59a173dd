# The GOT of exe-tls.s: the library's entries (0, for the loader), then
# mytls's GD pair (module 1, offset 0) and its TP offset (8: after the
# TCB).
#name: exe-tls-got
#source: exe-tls.s
#ld: -z relro tmpdir/libdyn.so
#objdump: -s -j .got

.*:[ 	]+file format elf32-k1
Contents[ 	]+of[ 	]+section[ 	]+\.got:
[ 	]+11fdc[ 	]+00000000[ 	]+00000000[ 	]+00000000[ 	]+01000000[ 	]+.*
[ 	]+11fec[ 	]+00000000[ 	]+08000000[ 	]+.*
