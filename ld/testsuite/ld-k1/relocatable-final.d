# A final link of an ld -r output gives what linking its inputs
# directly gives.
#name: relocatable-final
#ld: -z relro -Ttext=0x10000 tmpdir/relocatable-r.o
#objdump: -d -s -j .text -j .data -j .got

.*:[ 	]+file format elf32-k1

Contents of section \.text:
 10000 00200000 00100000 00200000 fdffff17  .*
 10010 000301f2 48000000 c0feff18 00ff05f2  .*
 10020 ffff3f00 +.*
Contents of section \.got:
 11ff0 00200100 +.*
Contents of section \.data:
 12000 44332211 00000000 0c000100 +.*

Disassembly of section \.text:

00010000 <ext>:
   10000:	00002000          	ret ;;

00010004 <ext2>:
   10004:	00001000          	nop ;;
   10008:	00002000          	ret ;;

0001000c <_start>:
   1000c:	17fffffd          	call 10000 <ext> ;;
   10010:	f2010300 00000048 	make \$r0 = 0x1200c ;;
   10018:	18fffec0          	cb.nez \$r0, 10004 <ext2> ;;
   1001c:	f205ff00 003fffff 	make \$r1 = -4 ;;
#pass
