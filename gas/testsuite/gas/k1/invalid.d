#as:
#objdump: -d
#name: K1 disassembly of invalid syllables

.*: +file format elf32-k1


Disassembly of section \.text:

00000000 <\.text>:
[ ]+0:	00000000 +	\.word 0x00000000 ;;
[ ]+4:	00001000 +	nop ;;
[ ]+8:	72010000 +	\.word 0x72010000 ;;
[ ]+c:	f2010000 +	\.word 0xf2010000
[ ]+10:	00400000 +	\.word 0x00400000 ;;
[ ]+14:	60060082 +	\.word 0x60060082 ;;
[ ]+18:	0001f000 +	\.word 0x0001f000 ;;
[ ]+1c:	80001000 +	nop
[ ]+20:	00001000 +	nop ;;
