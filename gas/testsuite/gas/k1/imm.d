#as:
#objdump: -dr
#name: K1 short and extended immediates

.*: +file format elf32-k1


Disassembly of section \.text:

00000000 <base>:
[ ]+0:	72000000 +	make \$r0 = 0 ;;
[ ]+4:	72047fc0 +	make \$r1 = 511 ;;
[ ]+8:	72088000 +	make \$r2 = -512 ;;
[ ]+c:	f20d8000 00000000 +	make \$r3 = 512 ;;
[ ]+14:	f2117fc0 003fffff +	make \$r4 = -513 ;;
[ ]+1c:	f215ffc0 001fffff +	make \$r5 = 0x7fffffff ;;
[ ]+24:	f2190000 00200000 +	make \$r6 = 0x80000000 ;;
[ ]+2c:	721cffc0 +	make \$r7 = -1 ;;
[ ]+30:	72208000 +	make \$r8 = -512 ;;
[ ]+34:	72241900 +	make \$r9 = 100 ;;
[ ]+38:	f229fa00 00000000 +	make \$r10 = 1000 ;;
[ ]+40:	f22d01c0 00000000 +	make \$r11 = 7 ;;
[ ]+48:	f2310000 00000000 +	make \$r12 = 0 ;;
[ 	]+48: R_K1_LO10	sym
[ 	]+4c: R_K1_HI22	sym
[ ]+50:	f2350000 00000000 +	make \$r13 = 0 ;;
[ 	]+50: R_K1_LO10	sym\+0xc
[ 	]+54: R_K1_HI22	sym\+0xc
[ ]+58:	f2391800 00000000 +	make \$r14 = 96 ;;
[ ]+60:	6404ffc2 +	add \$r1 = \$r2, -1 ;;
[ ]+64:	e6053fc2 00003fc0 +	and \$r1 = \$r2, 0xff00ff ;;
[ ]+6c:	650affc4 +	addd \$p2 = \$p4, -1 ;;
[ ]+70:	fc130000 00200000 +	maked \$p4 = 0x80000000 ;;
[ ]+78:	c105fa02 00000000 +	mul \$r1 = \$r2, 1000 ;;
[ ]+80:	71067fc2 +	comp\.gtu \$r1 = \$r2, 511 ;;
[ ]+84:	f3075802 003fff9e +	cmove\.nez \$r1 = \$r2, 0xfffe7960 ;;
[ ]+8c:	730407c2 +	sll \$r1 = \$r2, 31 ;;
[ ]+90:	640a0fc4 +	slld \$p2 = \$p4, 63 ;;
[ ]+94:	7404f802 +	extfz \$r1 = \$r2, 31, 0 ;;
[ ]+98:	75047a02 +	insf \$r1 = \$r2, 15, 8 ;;
