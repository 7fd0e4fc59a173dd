# The dynamic tags of lazy binding; no DT_TEXTREL, no DT_RELA without
# other dynamic relocations.
#name: shared-plt-dynamic
#source: shared-plt.s
#ld: -z relro -shared
#readelf: -d
Dynamic[ 	]+section[ 	]+at[ 	]+offset[ 	]+0xf74[ 	]+contains[ 	]+11[ 	]+entries:
[ 	]+Tag[ 	]+Type[ 	]+Name/Value
[ 	]+0x00000004[ 	]+\(HASH\)[ 	]+0xb4
[ 	]+0x6ffffef5[ 	]+\(GNU_HASH\)[ 	]+0xd8
[ 	]+0x00000005[ 	]+\(STRTAB\)[ 	]+0x138
[ 	]+0x00000006[ 	]+\(SYMTAB\)[ 	]+0xf8
[ 	]+0x0000000a[ 	]+\(STRSZ\)[ 	]+12[ 	]+\(bytes\)
[ 	]+0x0000000b[ 	]+\(SYMENT\)[ 	]+16[ 	]+\(bytes\)
[ 	]+0x00000003[ 	]+\(PLTGOT\)[ 	]+0x1ff4
[ 	]+0x00000002[ 	]+\(PLTRELSZ\)[ 	]+24[ 	]+\(bytes\)
[ 	]+0x00000014[ 	]+\(PLTREL\)[ 	]+RELA
[ 	]+0x00000017[ 	]+\(JMPREL\)[ 	]+0x144
[ 	]+0x00000000[ 	]+\(NULL\)[ 	]+0x0
