# In a static link R_K1_PLT_27_PCREL goes straight to the symbol.
#name: reloc-plt
#source: reloc-plt.s
#source: target.s
#ld: -z relro -Ttext=0x10000
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
00010000[ 	]+<_start>:
[ 	]+10000:[ 	]+10000002[ 	]+call[ 	]+10008[ 	]+<ext>[ 	]+;;
[ 	]+10004:[ 	]+08000002[ 	]+goto[ 	]+1000c[ 	]+<ext2>[ 	]+;;
00010008[ 	]+<ext>:
[ 	]+10008:[ 	]+00002000[ 	]+ret[ 	]+;;
0001000c[ 	]+<ext2>:
[ 	]+1000c:[ 	]+00001000[ 	]+nop[ 	]+;;
[ 	]+10010:[ 	]+00002000[ 	]+ret[ 	]+;;
