# The personality of a removed function's CIE is gone with it (binutils'
# ld-gc/personality on K1).
#name: gc-eh-personality
#source: gc-eh-personality.s
#ld: --gc-sections -e _start tmpdir/libdyn.so
#nm: -n

#failif
#...
.*libfunc.*
#...
