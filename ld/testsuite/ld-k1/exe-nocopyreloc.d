# With -z nocopyreloc, an executable's code cannot refer to library
# data by address.
#name: exe-nocopyreloc
#source: exe-dyn.s
#ld: -z relro -z nocopyreloc tmpdir/libdyn.so
#error: .*\(\.text\+0x10\): unresolvable R_K1_LO10 relocation against symbol `libvar'
