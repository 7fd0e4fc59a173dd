#as:
#objdump: -dr
#name: K1 branches and system registers

.*: +file format elf32-k1


Disassembly of section \.text:

00000000 <base>:
[ ]+0:	08000000 +	goto 0 <base> ;;
[ ]+4:	08000003 +	goto 10 <base\+0x10> ;;
[ ]+8:	00001000 +	nop ;;
[ ]+c:	187fff41 +	cb\.eqz \$r1, 0 <base> ;;
[ ]+10:	98800001 +	cb\.nez \$r1, 10 <base\+0x10>
[ ]+14:	64040041 +	add \$r1 = \$r1, 1 ;;
[ ]+18:	e4040041 +	add \$r1 = \$r1, 1
[ ]+1c:	19000182 +	cb\.ltz \$r2, 30 <base\+0x30> ;;
[ ]+20:	19800102 +	cb\.gez \$r2, 30 <base\+0x30> ;;
[ ]+24:	1a0000c2 +	cb\.lez \$r2, 30 <base\+0x30> ;;
[ ]+28:	1a800082 +	cb\.gtz \$r2, 30 <base\+0x30> ;;
[ ]+2c:	1b000042 +	cb\.odd \$r2, 30 <base\+0x30> ;;
[ ]+30:	1bfffd02 +	cb\.even \$r2, 0 <base> ;;
[ ]+34:	1c000083 +	loopdo \$r3, 3c <base\+0x3c> ;;
[ ]+38:	64040041 +	add \$r1 = \$r1, 1 ;;
[ ]+3c:	17fffff1 +	call 0 <base> ;;
[ ]+40:	f205fa00 80000000 +	make \$r1 = 1000
[ ]+48:	e4080042 +	add \$r2 = \$r2, 1
[ ]+4c:	17fffff0 +	call 0 <base> ;;
[ ]+50:	00004004 +	icall \$r4 ;;
[ ]+54:	00003005 +	igoto \$r5 ;;
[ ]+58:	00005006 +	scall \$r6 ;;
[ ]+5c:	00046000 +	get \$r1 = \$pc ;;
[ ]+60:	00046001 +	get \$r1 = \$ps ;;
[ ]+64:	00046002 +	get \$r1 = \$ra ;;
[ ]+68:	00046003 +	get \$r1 = \$cs ;;
[ ]+6c:	00046004 +	get \$r1 = \$ls ;;
[ ]+70:	00046005 +	get \$r1 = \$le ;;
[ ]+74:	00046006 +	get \$r1 = \$lc ;;
[ ]+78:	00046007 +	get \$r1 = \$sps ;;
[ ]+7c:	00046008 +	get \$r1 = \$spc ;;
[ ]+80:	00046009 +	get \$r1 = \$ea ;;
[ ]+84:	0004600a +	get \$r1 = \$ev ;;
[ ]+88:	0004602a +	get \$r1 = \$s42 ;;
[ ]+8c:	00087001 +	set \$ra = \$r1 ;;
[ ]+90:	000c7001 +	set \$cs = \$r1 ;;
[ ]+94:	00187001 +	set \$lc = \$r1 ;;
[ ]+98:	00009000 +	fence ;;
[ ]+9c:	00008000 +	iinval ;;
