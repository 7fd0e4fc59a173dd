# -shared makes an ET_DYN object exporting its global symbols.
#name: shared
#source: shared.s
#ld: -z relro -shared
#readelf: -h --dyn-syms
#...
[ 	]+Type:[ 	]+DYN \(Shared object file\)
#...
Symbol[ 	]+table[ 	]+'\.dynsym'[ 	]+contains[ 	]+2[ 	]+entries:
[ 	]+Num:[ 	]+Value[ 	]+Size[ 	]+Type[ 	]+Bind[ 	]+Vis[ 	]+Ndx[ 	]+Name
[ 	]+0:[ 	]+00000000[ 	]+0[ 	]+NOTYPE[ 	]+LOCAL[ 	]+DEFAULT[ 	]+UND[ 	]*
[ 	]+1:[ 	]+0000010c[ 	]+0[ 	]+FUNC[ 	]+GLOBAL[ 	]+DEFAULT[ 	]+5[ 	]+f
