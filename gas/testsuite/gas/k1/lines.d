#as:
#objdump: -WL
#name: K1 line numbers of bundles

#...
lines\.c +3 +0 +x
lines\.c +4 +0x8 +x
lines\.c +5 +0xc +x
lines\.c +6 +0x10 +x
lines\.c +- +0x14
#pass
