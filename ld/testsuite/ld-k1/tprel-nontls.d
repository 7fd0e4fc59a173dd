# @tprel of a local symbol outside the TLS sections.
#name: tprel-nontls
#source: tprel-nontls.s
#ld: -Ttext=0x10000
#error: .*\(\.text\+0\): R_K1_TPREL_LO10 used with non-TLS symbol `lvar'
