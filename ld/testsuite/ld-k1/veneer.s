# Calls and gotos out of the 27-bit range go through stubs at the end of
# their output section that load the target into $r16.  Branches to one
# target share its stub; a branch in range goes straight to its target.
	.text
	.globl _start
_start:
	call far
	;;
	goto far
	;;
	call back
	;;
	call back
	;;
	call near
	;;
near:
	goto far + 8
	;;
