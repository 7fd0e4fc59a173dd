build/sim/k1-opc.o: /work/main/opcodes/k1-opc.c \
 /work/main/include/opcode/k1.h /work/main/include/opcode/k1-opc.def \
 /work/main/include/opcode/k1-sfr.def \
 /work/main/include/opcode/k1-opc.def \
 /work/main/include/opcode/k1-sfr.def
/work/main/include/opcode/k1.h:
/work/main/include/opcode/k1-opc.def:
/work/main/include/opcode/k1-sfr.def:
/work/main/include/opcode/k1-opc.def:
/work/main/include/opcode/k1-sfr.def:
