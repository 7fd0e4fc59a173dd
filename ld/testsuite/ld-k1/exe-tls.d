# The GOT offsets and the TP offset of exe-tls.s.
#name: exe-tls
#source: exe-tls.s
#ld: -z relro tmpdir/libdyn.so
#objdump: -d -j .text

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
000101b4[ 	]+<_start>:
[ 	]+101b4:[ 	]+f201fd00[ 	]+003fffff[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+-12[ 	]+;;
[ 	]+101bc:[ 	]+f205ff00[ 	]+003fffff[ 	]+make[ 	]+\$r1[ 	]+=[ 	]+-4[ 	]+;;
[ 	]+101c4:[ 	]+f209fa00[ 	]+003fffff[ 	]+make[ 	]+\$r2[ 	]+=[ 	]+-24[ 	]+;;
[ 	]+101cc:[ 	]+f20dfc00[ 	]+003fffff[ 	]+make[ 	]+\$r3[ 	]+=[ 	]+-16[ 	]+;;
[ 	]+101d4:[ 	]+e411020d[ 	]+00000000[ 	]+add[ 	]+\$r4[ 	]+=[ 	]+\$r13,[ 	]+8[ 	]+;;
[ 	]+101dc:[ 	]+00002000[ 	]+ret[ 	]+;;
