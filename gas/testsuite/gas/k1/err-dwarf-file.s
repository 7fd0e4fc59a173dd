# A .loc naming a file slot that no .file filled is an error, and so
# is the empty slot at the end, when the line table is written; the
# compilation unit's name was taken from that slot (a crash).
	.file 2 "a.c"
	.text
	.loc 2 5 0
	nop
	;;
	.loc 1 6 0
	nop
	;;
