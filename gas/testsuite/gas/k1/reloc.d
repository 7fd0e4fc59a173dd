#as:
#objdump: -dr
#name: K1 relocation operators

.*: +file format elf32-k1


Disassembly of section \.text:

00000000 <base>:
[ ]+0:	f2010000 00000000 +	make \$r0 = 0 ;;
[ 	]+0: R_K1_LO10	sym
[ 	]+4: R_K1_HI22	sym
[ ]+8:	f2050000 00000000 +	make \$r1 = 0 ;;
[ 	]+8: R_K1_LO10	sym\+0x8
[ 	]+c: R_K1_HI22	sym\+0x8
[ ]+10:	f2090000 00000000 +	make \$r2 = 0 ;;
[ 	]+10: R_K1_GOT_LO10	sym
[ 	]+14: R_K1_GOT_HI22	sym
[ ]+18:	f20d0000 00000000 +	make \$r3 = 0 ;;
[ 	]+18: R_K1_GOTOFF_LO10	sym
[ 	]+1c: R_K1_GOTOFF_HI22	sym
[ ]+20:	f2110000 00000000 +	make \$r4 = 0 ;;
[ 	]+20: R_K1_PCREL_LO10	sym
[ 	]+24: R_K1_PCREL_HI22	sym\+0x4
[ ]+28:	f2150000 00000000 +	make \$r5 = 0 ;;
[ 	]+28: R_K1_TPREL_LO10	tsym
[ 	]+2c: R_K1_TPREL_HI22	tsym
[ ]+30:	f2190000 00000000 +	make \$r6 = 0 ;;
[ 	]+30: R_K1_TLSGD_LO10	tsym
[ 	]+34: R_K1_TLSGD_HI22	tsym
[ ]+38:	f21d0000 00000000 +	make \$r7 = 0 ;;
[ 	]+38: R_K1_TLSIE_LO10	tsym
[ 	]+3c: R_K1_TLSIE_HI22	tsym
[ ]+40:	a421000e 00000000 +	lw \$r8 = 0\[\$r14\] ;;
[ 	]+40: R_K1_GOT_LO10	sym
[ 	]+44: R_K1_GOT_HI22	sym
[ ]+48:	a421000e 00000000 +	lw \$r8 = 0\[\$r14\] ;;
[ 	]+48: R_K1_GOTOFF_LO10	sym\+0x4
[ 	]+4c: R_K1_GOTOFF_HI22	sym\+0x4
[ ]+50:	a425000d 00000000 +	lw \$r9 = 0\[\$r13\] ;;
[ 	]+50: R_K1_TPREL_LO10	tsym
[ 	]+54: R_K1_TPREL_HI22	tsym
[ ]+58:	e428004a +	add \$r10 = \$r10, 1
[ ]+5c:	f22d0000 00000000 +	make \$r11 = 0 ;;
[ 	]+5c: R_K1_PCREL_LO10	sym\+0x4
[ 	]+60: R_K1_PCREL_HI22	sym\+0x8
[ ]+64:	10000000 +	call 64 <base\+0x64> ;;
[ 	]+64: R_K1_27_PCREL	sym
[ ]+68:	10000000 +	call 68 <base\+0x68> ;;
[ 	]+68: R_K1_PLT_27_PCREL	sym
[ ]+6c:	08000000 +	goto 6c <base\+0x6c> ;;
[ 	]+6c: R_K1_27_PCREL	sym
[ ]+70:	08000000 +	goto 70 <base\+0x70> ;;
[ 	]+70: R_K1_PLT_27_PCREL	sym
[ ]+74:	18000001 +	cb\.eqz \$r1, 74 <base\+0x74> ;;
[ 	]+74: R_K1_17_PCREL	sym
[ ]+78:	1c000002 +	loopdo \$r2, 78 <base\+0x78> ;;
[ 	]+78: R_K1_17_PCREL	sym
[ ]+7c:	e4040041 +	add \$r1 = \$r1, 1
[ ]+80:	18800001 +	cb\.nez \$r1, 7c <base\+0x7c> ;;
[ 	]+80: R_K1_17_PCREL	sym\+0x4
[ ]+84:	f20dfa00 80000000 +	make \$r3 = 1000
[ ]+8c:	e4040041 +	add \$r1 = \$r1, 1
[ ]+90:	10000000 +	call 84 <base\+0x84> ;;
[ 	]+90: R_K1_27_PCREL	sym\+0xc
[ ]+94:	f211db00 003fffff +	make \$r4 = -148 ;;
[ ]+9c:	e4040041 +	add \$r1 = \$r1, 1
[ ]+a0:	f211d900 003fffff +	make \$r4 = -156 ;;
