build/sim/linux/main.o: /work/main/sim/k1/linux/main.c \
 /work/main/sim/k1/linux/linux.h /work/main/sim/k1/cpu/cpu.h \
 /work/main/include/opcode/k1.h /work/main/include/opcode/k1-opc.def \
 /work/main/include/opcode/k1-sfr.def build/sim/linux/k1-abi.h \
 build/sim/linux/k1-sysnames.h
/work/main/sim/k1/linux/linux.h:
/work/main/sim/k1/cpu/cpu.h:
/work/main/include/opcode/k1.h:
/work/main/include/opcode/k1-opc.def:
/work/main/include/opcode/k1-sfr.def:
build/sim/linux/k1-abi.h:
build/sim/linux/k1-sysnames.h:
