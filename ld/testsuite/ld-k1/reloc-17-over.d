# R_K1_17_PCREL one word past each end of its range.
#name: reloc-17-over
#source: reloc-17.s
#source: target.s
#ld: -Ttext=0x100000 --defsym far=0x140010 --defsym back=0xc0008
#error: [^\n]*: in function `_start':\n
#error: [^\n]*\(\.text\+0xc\): relocation truncated to fit: R_K1_17_PCREL against symbol `back' [^\n]*\n
#error: [^\n]*\(\.text\+0x10\): relocation truncated to fit: R_K1_17_PCREL against symbol `far' .*
