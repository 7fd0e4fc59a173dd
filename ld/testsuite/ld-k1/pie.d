# The code of pie.s: no PLT entry for a call to its own function.
#name: pie
#source: pie.s
#ld: -z relro -pie
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
0000015c[ 	]+<_start>:
[ 	]+15c:[ 	]+80506000[ 	]+get[ 	]+\$r20[ 	]+=[ 	]+\$pc
[ 	]+160:[ 	]+f255a600[ 	]+00000007[ 	]+make[ 	]+\$r21[ 	]+=[ 	]+7832[ 	]+;;
[ 	]+168:[ 	]+60500554[ 	]+add[ 	]+\$r20[ 	]+=[ 	]+\$r20,[ 	]+\$r21[ 	]+;;
[ 	]+16c:[ 	]+a401ff14[ 	]+003fffff[ 	]+lw[ 	]+\$r0[ 	]+=[ 	]+-4\[\$r20\][ 	]+;;
[ 	]+174:[ 	]+10000002[ 	]+call[ 	]+17c[ 	]+<g>[ 	]+;;
[ 	]+178:[ 	]+00002000[ 	]+ret[ 	]+;;
0000017c[ 	]+<g>:
[ 	]+17c:[ 	]+00002000[ 	]+ret[ 	]+;;
