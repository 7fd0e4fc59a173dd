build/sim/cpu/cpu.o: /work/main/sim/k1/cpu/cpu.c \
 /work/main/sim/k1/cpu/cpu.h /work/main/include/opcode/k1.h \
 /work/main/include/opcode/k1-opc.def \
 /work/main/include/opcode/k1-sfr.def
/work/main/sim/k1/cpu/cpu.h:
/work/main/include/opcode/k1.h:
/work/main/include/opcode/k1-opc.def:
/work/main/include/opcode/k1-sfr.def:
