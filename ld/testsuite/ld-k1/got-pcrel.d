# A PC-relative reference to _GLOBAL_OFFSET_TABLE_ makes it exist.
#name: got-pcrel
#source: got-pcrel.s
#ld: -z relro -Ttext=0x10000
#objdump: -d -t

.*:[ 	]+file format elf32-k1
SYMBOL[ 	]+TABLE:
00010000[ 	]+l[ 	]+d[ 	]+\.text[ 	]+00000000[ 	]+\.text
00011008[ 	]+l[ 	]+d[ 	]+\.got\.plt[ 	]+00000000[ 	]+\.got\.plt
00011008[ 	]+l[ 	]+O[ 	]+\.got\.plt[ 	]+00000000[ 	]+_GLOBAL_OFFSET_TABLE_
00010000[ 	]+g[ 	]+\.text[ 	]+00000000[ 	]+_start
00011014[ 	]+g[ 	]+\.got\.plt[ 	]+00000000[ 	]+__bss_start
00011014[ 	]+g[ 	]+\.got\.plt[ 	]+00000000[ 	]+_edata
00011014[ 	]+g[ 	]+\.got\.plt[ 	]+00000000[ 	]+_end
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+f2010200[ 	]+00000004[ 	]+make[ 	]+\$r0[ 	]+=[ 	]+4104[ 	]+;;
