# With -Bsymbolic the symbol binds locally and @pcrel is fine.
#name: shared-pcrel-symbolic
#source: shared-pcrel-global.s
#ld: -z relro -shared -Bsymbolic
#objdump: -d -j .text

.*:[ 	]+file format elf32-k1
#...
[ 	]+128:[ 	]+80006000[ 	]+get[ 	]+\$r0[ 	]+=[ 	]+\$pc
[ 	]+12c:[ 	]+f205b600[ 	]+00000007[ 	]+make[ 	]+\$r1[ 	]+=[ 	]+7896[ 	]+;;
