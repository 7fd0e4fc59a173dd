# The dynamic symbols of exe-dyn.s: the copied data are defined in the
# executable; a function whose address it takes has its PLT entry as
# value (pointer equality), one it only calls has 0.
#name: exe-dyn-syms
#source: exe-dyn.s
#ld: -z relro tmpdir/libdyn.so
#readelf: --dyn-syms
Symbol[ 	]+table[ 	]+'\.dynsym'[ 	]+contains[ 	]+5[ 	]+entries:
[ 	]+Num:[ 	]+Value[ 	]+Size[ 	]+Type[ 	]+Bind[ 	]+Vis[ 	]+Ndx[ 	]+Name
[ 	]+0:[ 	]+00000000[ 	]+0[ 	]+NOTYPE[ 	]+LOCAL[ 	]+DEFAULT[ 	]+UND[ 	]*
[ 	]+1:[ 	]+00011f40[ 	]+8[ 	]+OBJECT[ 	]+GLOBAL[ 	]+DEFAULT[ 	]+10[ 	]+librodata
[ 	]+2:[ 	]+0001200c[ 	]+4[ 	]+OBJECT[ 	]+GLOBAL[ 	]+DEFAULT[ 	]+15[ 	]+libvar
[ 	]+3:[ 	]+00000000[ 	]+0[ 	]+FUNC[ 	]+GLOBAL[ 	]+DEFAULT[ 	]+UND[ 	]+libfunc
[ 	]+4:[ 	]+00010258[ 	]+0[ 	]+FUNC[ 	]+GLOBAL[ 	]+DEFAULT[ 	]+UND[ 	]+libfunc2
