/* The check of the riscv64 instruction counter of scripts/bench.sh: a
   program whose dynamic instruction count is known exactly, so that the
   counter (the in_asm and exec logs of qemu-riscv64) must give that
   number before its counts of the kernels are believed.  Every
   instruction is written out (no pseudo-instruction that the assembler
   might expand into two), and the program has no C library around it.

   3 instructions before the loop, 4 in its body run 1,000,000 times,
   6 after it up to and including the exit ecall:
   3 + 4 * 1000000 + 6 = 4000009.

   The first block qemu translates runs from _start through the first
   pass of the loop and the loop head is in its middle; the block of the
   later passes starts at the loop head, so the counter must tell the
   two apart by their addresses.  The exit status is 0 only if the loop
   ran its 1,000,000 passes.

   bench.sh reads the expected count from the next line.
   expected-instructions: 4000009  */

	.text
	.globl	_start
	.type	_start, @function
_start:
	lui	t0, 244			/* t0 = 244 * 4096 + 576 = 1000000 */
	addi	t0, t0, 576
	addi	t1, zero, 0
1:
	addi	t1, t1, 3		/* the loop: 4 instructions */
	xor	t2, t2, t1
	addi	t0, t0, -1
	bne	t0, zero, 1b
	lui	t3, 732			/* t3 = 732 * 4096 + 1728 = 3000000 */
	addi	t3, t3, 1728
	sub	a0, t1, t3		/* 0 if t1 is 3 * 1000000 */
	sltu	a0, zero, a0
	addi	a7, zero, 93		/* exit (a0) */
	ecall
	.size	_start, . - _start
