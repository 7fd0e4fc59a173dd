# Branch targets must be multiples of 4.
#name: branch-misaligned
#source: branch-misaligned.s
#ld: -Ttext=0x10000 --defsym odd=0x10002
#error: .*\(\.text\+0\): R_K1_27_PCREL against `odd': target is not a multiple of 4\n.*\(\.text\+0x4\): R_K1_17_PCREL against `odd': target is not a multiple of 4
