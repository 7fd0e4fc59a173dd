# Branch targets out of range or not word aligned.
	.text
base:
	cb.eqz $r1, .Lfar ;;
	loopdo $r1, .Lfar ;;
	cb.nez $r1, base + 2 ;;
	goto base + 0x10000100 ;;
	call base - 0x10000004 ;;
	goto base + 0xffffffc ;;
	.space 0x40000
.Lfar:
	ret ;;
