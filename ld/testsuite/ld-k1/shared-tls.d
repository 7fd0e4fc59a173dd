# The GOT offsets of shared-tls.s.
#name: shared-tls
#source: shared-tls.s
#ld: -z relro -shared
#objdump: -d -j .text

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
000001b4[ 	]+<f>:
[ 	]+1b4:[ 	]+f201fd00[ 	]+003fffff[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+-12[ 	]+;;
[ 	]+1bc:[ 	]+f205f900[ 	]+003fffff[ 	]+make[ 	]+\$r1[ 	]+=[ 	]+-28[ 	]+;;
[ 	]+1c4:[ 	]+a409ff14[ 	]+003fffff[ 	]+lw[ 	]+\$r2[ 	]+=[ 	]+-4\[\$r20\][ 	]+;;
[ 	]+1cc:[ 	]+a40dfb14[ 	]+003fffff[ 	]+lw[ 	]+\$r3[ 	]+=[ 	]+-20\[\$r20\][ 	]+;;
[ 	]+1d4:[ 	]+f211fc00[ 	]+003fffff[ 	]+make[ 	]+\$r4[ 	]+=[ 	]+-16[ 	]+;;
[ 	]+1dc:[ 	]+00002000[ 	]+ret[ 	]+;;
