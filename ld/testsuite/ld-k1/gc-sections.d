# With --gc-sections, unused, unusedvar and their GOT entry are gone.
#name: gc-sections
#source: gc-sections.s
#ld: -z relro --gc-sections -Ttext=0x10000
#nm: -n

00010000[ 	]+T[ 	]+_start
00010004[ 	]+T[ 	]+used
00011ff4[ 	]+d[ 	]+_GLOBAL_OFFSET_TABLE_
00012000[ 	]+D[ 	]+usedvar
00012004[ 	]+D[ 	]+__bss_start
00012004[ 	]+D[ 	]+_edata
00012004[ 	]+D[ 	]+_end
