# R_K1_27_PCREL one word past each end of its range: an error, there are
# no veneers.
#name: reloc-27-over
#source: reloc-27.s
#source: target.s
#ld: -Ttext=0x10000000 --defsym far=0x2000000c --defsym back=0xc
#error: [^\n]*: in function `_start':\n
#error: [^\n]*\(\.text\+0xc\): relocation truncated to fit: R_K1_27_PCREL against symbol `far' [^\n]*\n
#error: [^\n]*\(\.text\+0x10\): relocation truncated to fit: R_K1_27_PCREL against symbol `back' .*
