# The entry point of static-exe is _start.
#name: static-exe-entry
#source: static-exe.s
#ld: -z relro
#nm: -n

#...
000100b4 T _start
#...
