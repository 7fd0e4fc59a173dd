build/sim/cpu/exec.o: /work/main/sim/k1/cpu/exec.c \
 /work/main/sim/k1/cpu/cpu.h /work/main/include/opcode/k1.h \
 /work/main/include/opcode/k1-opc.def \
 /work/main/include/opcode/k1-sfr.def
/work/main/sim/k1/cpu/cpu.h:
/work/main/include/opcode/k1.h:
/work/main/include/opcode/k1-opc.def:
/work/main/include/opcode/k1-sfr.def:
