# PLT0 and the PLT entries of a shared object (docs/k1-abi.md, PLT):
# the offsets are those of .got.plt and of each entry's slot, calls to
# preemptible functions go to their entries, a local call goes direct.
#name: shared-plt
#source: shared-plt.s
#ld: -z relro -shared
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.plt:
0000015c[ 	]+<\.plt>:
[ 	]+15c:[ 	]+80406000[ 	]+get[ 	]+\$r16[ 	]+=[ 	]+\$pc
[ 	]+160:[ 	]+6430fe0c[ 	]+add[ 	]+\$r12[ 	]+=[ 	]+\$r12,[ 	]+-8[ 	]+;;
[ 	]+164:[ 	]+e441a610[ 	]+80000007[ 	]+add[ 	]+\$r16[ 	]+=[ 	]+\$r16,[ 	]+7832
[ 	]+16c:[ 	]+2a44000c[ 	]+sw[ 	]+0\[\$r12\][ 	]+=[ 	]+\$r17[ 	]+;;
[ 	]+170:[ 	]+24440210[ 	]+lw[ 	]+\$r17[ 	]+=[ 	]+8\[\$r16\][ 	]+;;
[ 	]+174:[ 	]+a4400110[ 	]+lw[ 	]+\$r16[ 	]+=[ 	]+4\[\$r16\]
[ 	]+178:[ 	]+00003011[ 	]+igoto[ 	]+\$r17[ 	]+;;
0000017c[ 	]+<ext@plt>:
[ 	]+17c:[ 	]+00446000[ 	]+get[ 	]+\$r17[ 	]+=[ 	]+\$pc[ 	]+;;
[ 	]+180:[ 	]+a441a111[ 	]+80000007[ 	]+lw[ 	]+\$r16[ 	]+=[ 	]+7812\[\$r17\]
[ 	]+188:[ 	]+e445a111[ 	]+00000007[ 	]+add[ 	]+\$r17[ 	]+=[ 	]+\$r17,[ 	]+7812[ 	]+;;
[ 	]+190:[ 	]+00003010[ 	]+igoto[ 	]+\$r16[ 	]+;;
00000194[ 	]+<ext2@plt>:
[ 	]+194:[ 	]+00446000[ 	]+get[ 	]+\$r17[ 	]+=[ 	]+\$pc[ 	]+;;
[ 	]+198:[ 	]+a4419c11[ 	]+80000007[ 	]+lw[ 	]+\$r16[ 	]+=[ 	]+7792\[\$r17\]
[ 	]+1a0:[ 	]+e4459c11[ 	]+00000007[ 	]+add[ 	]+\$r17[ 	]+=[ 	]+\$r17,[ 	]+7792[ 	]+;;
[ 	]+1a8:[ 	]+00003010[ 	]+igoto[ 	]+\$r16[ 	]+;;
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
000001ac[ 	]+<f>:
[ 	]+1ac:[ 	]+17fffff4[ 	]+call[ 	]+17c[ 	]+<ext@plt>[ 	]+;;
[ 	]+1b0:[ 	]+17fffff9[ 	]+call[ 	]+194[ 	]+<ext2@plt>[ 	]+;;
[ 	]+1b4:[ 	]+0ffffff2[ 	]+goto[ 	]+17c[ 	]+<ext@plt>[ 	]+;;
[ 	]+1b8:[ 	]+10000001[ 	]+call[ 	]+1bc[ 	]+<local>[ 	]+;;
000001bc[ 	]+<local>:
[ 	]+1bc:[ 	]+00002000[ 	]+ret[ 	]+;;
