#as:
#objdump: -dr
#name: K1 what closes a bundle

.*: +file format elf32-k1


Disassembly of section \.text:

00000000 <base>:
[ ]+0:	640400c2 +	add \$r1 = \$r2, 3 ;;
[ ]+4:	64040102 +	add \$r1 = \$r2, 4 ;;
[ ]+8:	00001000 +	nop ;;
[ ]+c:	64040041 +	add \$r1 = \$r1, 1 ;;
[ ]+10:	00002000 +	ret ;;
[ ]+14:	640c0043 +	add \$r3 = \$r3, 1 ;;

00000018 <l>:
[ ]+18:	64100044 +	add \$r4 = \$r4, 1 ;;
[ ]+1c:	00001000 +	nop ;;
[ ]+20:	64140045 +	add \$r5 = \$r5, 1 ;;
[ ]+24:	64080042 +	add \$r2 = \$r2, 1 ;;

Disassembly of section \.text\.b:

00000000 <\.text\.b>:
[ ]+0:	00002000 +	ret ;;
