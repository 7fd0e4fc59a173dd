# Branches: every cb condition taken and not taken, goto, call and
# ret, icall, igoto; nop and fence.
	.include "lib.inc"
	.globl _start
_start:
	make $r1 = -3
	;;
	cb.eqz $r1, .Lt1
	;;
	nop
	;;
	goto .Ln1
	;;
.Lt1:	EXIT 1

.Ln1:
	make $r1 = 0
	;;
	cb.eqz $r1, .Lt2
	;;
	EXIT 2
	goto .Ln2
	;;
.Lt2:	nop
	;;
.Ln2:
	make $r1 = 5
	;;
	cb.eqz $r1, .Lt3
	;;
	nop
	;;
	goto .Ln3
	;;
.Lt3:	EXIT 3

.Ln3:
	make $r1 = -4
	;;
	cb.eqz $r1, .Lt4
	;;
	nop
	;;
	goto .Ln4
	;;
.Lt4:	EXIT 4

.Ln4:
	make $r1 = -3
	;;
	cb.nez $r1, .Lt5
	;;
	EXIT 5
	goto .Ln5
	;;
.Lt5:	nop
	;;
.Ln5:
	make $r1 = 0
	;;
	cb.nez $r1, .Lt6
	;;
	nop
	;;
	goto .Ln6
	;;
.Lt6:	EXIT 6

.Ln6:
	make $r1 = 5
	;;
	cb.nez $r1, .Lt7
	;;
	EXIT 7
	goto .Ln7
	;;
.Lt7:	nop
	;;
.Ln7:
	make $r1 = -4
	;;
	cb.nez $r1, .Lt8
	;;
	EXIT 8
	goto .Ln8
	;;
.Lt8:	nop
	;;
.Ln8:
	make $r1 = -3
	;;
	cb.ltz $r1, .Lt9
	;;
	EXIT 9
	goto .Ln9
	;;
.Lt9:	nop
	;;
.Ln9:
	make $r1 = 0
	;;
	cb.ltz $r1, .Lt10
	;;
	nop
	;;
	goto .Ln10
	;;
.Lt10:	EXIT 10

.Ln10:
	make $r1 = 5
	;;
	cb.ltz $r1, .Lt11
	;;
	nop
	;;
	goto .Ln11
	;;
.Lt11:	EXIT 11

.Ln11:
	make $r1 = -4
	;;
	cb.ltz $r1, .Lt12
	;;
	EXIT 12
	goto .Ln12
	;;
.Lt12:	nop
	;;
.Ln12:
	make $r1 = -3
	;;
	cb.gez $r1, .Lt13
	;;
	nop
	;;
	goto .Ln13
	;;
.Lt13:	EXIT 13

.Ln13:
	make $r1 = 0
	;;
	cb.gez $r1, .Lt14
	;;
	EXIT 14
	goto .Ln14
	;;
.Lt14:	nop
	;;
.Ln14:
	make $r1 = 5
	;;
	cb.gez $r1, .Lt15
	;;
	EXIT 15
	goto .Ln15
	;;
.Lt15:	nop
	;;
.Ln15:
	make $r1 = -4
	;;
	cb.gez $r1, .Lt16
	;;
	nop
	;;
	goto .Ln16
	;;
.Lt16:	EXIT 16

.Ln16:
	make $r1 = -3
	;;
	cb.lez $r1, .Lt17
	;;
	EXIT 17
	goto .Ln17
	;;
.Lt17:	nop
	;;
.Ln17:
	make $r1 = 0
	;;
	cb.lez $r1, .Lt18
	;;
	EXIT 18
	goto .Ln18
	;;
.Lt18:	nop
	;;
.Ln18:
	make $r1 = 5
	;;
	cb.lez $r1, .Lt19
	;;
	nop
	;;
	goto .Ln19
	;;
.Lt19:	EXIT 19

.Ln19:
	make $r1 = -4
	;;
	cb.lez $r1, .Lt20
	;;
	EXIT 20
	goto .Ln20
	;;
.Lt20:	nop
	;;
.Ln20:
	make $r1 = -3
	;;
	cb.gtz $r1, .Lt21
	;;
	nop
	;;
	goto .Ln21
	;;
.Lt21:	EXIT 21

.Ln21:
	make $r1 = 0
	;;
	cb.gtz $r1, .Lt22
	;;
	nop
	;;
	goto .Ln22
	;;
.Lt22:	EXIT 22

.Ln22:
	make $r1 = 5
	;;
	cb.gtz $r1, .Lt23
	;;
	EXIT 23
	goto .Ln23
	;;
.Lt23:	nop
	;;
.Ln23:
	make $r1 = -4
	;;
	cb.gtz $r1, .Lt24
	;;
	nop
	;;
	goto .Ln24
	;;
.Lt24:	EXIT 24

.Ln24:
	make $r1 = -3
	;;
	cb.odd $r1, .Lt25
	;;
	EXIT 25
	goto .Ln25
	;;
.Lt25:	nop
	;;
.Ln25:
	make $r1 = 0
	;;
	cb.odd $r1, .Lt26
	;;
	nop
	;;
	goto .Ln26
	;;
.Lt26:	EXIT 26

.Ln26:
	make $r1 = 5
	;;
	cb.odd $r1, .Lt27
	;;
	EXIT 27
	goto .Ln27
	;;
.Lt27:	nop
	;;
.Ln27:
	make $r1 = -4
	;;
	cb.odd $r1, .Lt28
	;;
	nop
	;;
	goto .Ln28
	;;
.Lt28:	EXIT 28

.Ln28:
	make $r1 = -3
	;;
	cb.even $r1, .Lt29
	;;
	nop
	;;
	goto .Ln29
	;;
.Lt29:	EXIT 29

.Ln29:
	make $r1 = 0
	;;
	cb.even $r1, .Lt30
	;;
	EXIT 30
	goto .Ln30
	;;
.Lt30:	nop
	;;
.Ln30:
	make $r1 = 5
	;;
	cb.even $r1, .Lt31
	;;
	nop
	;;
	goto .Ln31
	;;
.Lt31:	EXIT 31

.Ln31:
	make $r1 = -4
	;;
	cb.even $r1, .Lt32
	;;
	EXIT 32
	goto .Ln32
	;;
.Lt32:	nop
	;;
.Ln32:
	make $r3 = 0
	;;
	call sub
	;;
	CHECK $r3, 1, 50
	make $r4 = sub
	;;
	icall $r4
	;;
.Lafter:
	CHECK $r3, 2, 51
	get $r5 = $ra
	;;
	CHECK $r5, .Lafter, 52
.Lret:	make $r4 = .Lig
	;;
	fence
	;;
	igoto $r4
	;;
	EXIT 53
.Lig:	nop
	;;
	EXIT 0
sub:	add $r3 = $r3, 1
	ret
	;;
