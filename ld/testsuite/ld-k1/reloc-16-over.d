# R_K1_16 just above its range.
#name: reloc-16-over
#source: reloc-16.s
#source: target.s
#ld: -Ttext=0x10000 --defsym big=0x10000 --defsym small=0
#error: .*\(\.data\+0x0\): relocation truncated to fit: R_K1_16 against symbol `big' defined in \*ABS\* section in .*
