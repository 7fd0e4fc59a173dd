# An STT_GNU_IFUNC definition is a clear error, not a crash.
#name: ifunc
#source: ifunc.s
#ld:
#error: .*: indirect function `f' is not supported
