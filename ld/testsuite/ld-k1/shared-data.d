# The code of shared-data.s: GOT offsets (G, negative: .got is below
# _GLOBAL_OFFSET_TABLE_), @gotoff, @pcrel to the GOT.
#name: shared-data
#source: shared-data.s
#ld: -z relro -shared
#objdump: -d -j .text

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00000190[ 	]+<f>:
[ 	]+190:[ 	]+80506000[ 	]+get[ 	]+\$r20[ 	]+=[ 	]+\$pc
[ 	]+194:[ 	]+f2559900[ 	]+00000007[ 	]+make[ 	]+\$r21[ 	]+=[ 	]+7780[ 	]+;;
[ 	]+19c:[ 	]+60500554[ 	]+add[ 	]+\$r20[ 	]+=[ 	]+\$r20,[ 	]+\$r21[ 	]+;;
[ 	]+1a0:[ 	]+a401ff14[ 	]+003fffff[ 	]+lw[ 	]+\$r0[ 	]+=[ 	]+-4\[\$r20\][ 	]+;;
[ 	]+1a8:[ 	]+a405fd14[ 	]+003fffff[ 	]+lw[ 	]+\$r1[ 	]+=[ 	]+-12\[\$r20\][ 	]+;;
[ 	]+1b0:[ 	]+a409fe14[ 	]+003fffff[ 	]+lw[ 	]+\$r2[ 	]+=[ 	]+-8\[\$r20\][ 	]+;;
[ 	]+1b8:[ 	]+e40d0414[ 	]+00000000[ 	]+add[ 	]+\$r3[ 	]+=[ 	]+\$r20,[ 	]+16[ 	]+;;
[ 	]+1c0:[ 	]+00002000[ 	]+ret[ 	]+;;
