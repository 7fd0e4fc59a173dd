build/sim/linux/abi-gen.s: /work/main/sim/k1/linux/abi-gen.c \
 /work/main/linux/arch/k1/include/uapi/asm/unistd.h \
 /work/main/linux/arch/k1/include/uapi/asm/signal.h \
 /work/main/linux/arch/k1/include/uapi/asm/siginfo.h \
 /work/main/linux/arch/k1/include/uapi/asm/ucontext.h \
 /work/main/linux/arch/k1/include/uapi/asm/sigcontext.h \
 /work/main/linux/arch/k1/include/uapi/asm/ptrace.h \
 /work/main/linux/arch/k1/include/uapi/asm/stat.h \
 /work/main/linux/arch/k1/include/uapi/asm/fcntl.h \
 /work/main/linux/arch/k1/include/uapi/asm/ioctls.h \
 /work/main/linux/arch/k1/include/uapi/asm/termbits.h \
 /work/main/linux/arch/k1/include/uapi/asm/mman.h \
 /work/main/linux/arch/k1/include/uapi/asm/errno.h \
 /work/main/linux/arch/k1/include/uapi/asm/statfs.h \
 /work/main/linux/arch/k1/include/uapi/asm/shmbuf.h \
 /work/main/sim/k1/linux/syscalls.def
/work/main/linux/arch/k1/include/uapi/asm/unistd.h:
/work/main/linux/arch/k1/include/uapi/asm/signal.h:
/work/main/linux/arch/k1/include/uapi/asm/siginfo.h:
/work/main/linux/arch/k1/include/uapi/asm/ucontext.h:
/work/main/linux/arch/k1/include/uapi/asm/sigcontext.h:
/work/main/linux/arch/k1/include/uapi/asm/ptrace.h:
/work/main/linux/arch/k1/include/uapi/asm/stat.h:
/work/main/linux/arch/k1/include/uapi/asm/fcntl.h:
/work/main/linux/arch/k1/include/uapi/asm/ioctls.h:
/work/main/linux/arch/k1/include/uapi/asm/termbits.h:
/work/main/linux/arch/k1/include/uapi/asm/mman.h:
/work/main/linux/arch/k1/include/uapi/asm/errno.h:
/work/main/linux/arch/k1/include/uapi/asm/statfs.h:
/work/main/linux/arch/k1/include/uapi/asm/shmbuf.h:
/work/main/sim/k1/linux/syscalls.def:
