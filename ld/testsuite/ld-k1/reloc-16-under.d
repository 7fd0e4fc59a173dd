# R_K1_16 just below its range.
#name: reloc-16-under
#source: reloc-16.s
#source: target.s
#ld: -Ttext=0x10000 --defsym big=0 --defsym small=-0x8001
#error: .*\(\.data\+0x2\): relocation truncated to fit: R_K1_16 against symbol `small' defined in \*ABS\* section in .*
