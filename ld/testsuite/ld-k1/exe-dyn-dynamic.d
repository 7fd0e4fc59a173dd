# A dynamic executable asks for the uClibc loader and needs the library.
#name: exe-dyn-dynamic
#source: exe-dyn.s
#ld: -z relro tmpdir/libdyn.so
#readelf: -d -l
#...
[ 	]+INTERP[ 	]+.*
[ 	]+\[Requesting program interpreter: /lib/ld-uClibc\.so\.0\]
#...
[ 	]+0x00000001[ 	]+\(NEEDED\)[ 	]+Shared library: \[tmpdir/libdyn\.so\]
#...
[ 	]+0x00000015[ 	]+\(DEBUG\)[ 	]+0x0
#...
[ 	]+0x00000003[ 	]+\(PLTGOT\)[ 	]+0x11ff4
[ 	]+0x00000002[ 	]+\(PLTRELSZ\)[ 	]+24 \(bytes\)
[ 	]+0x00000014[ 	]+\(PLTREL\)[ 	]+RELA
[ 	]+0x00000017[ 	]+\(JMPREL\)[ 	]+0x10208
[ 	]+0x00000007[ 	]+\(RELA\)[ 	]+0x101e4
[ 	]+0x00000008[ 	]+\(RELASZ\)[ 	]+36 \(bytes\)
[ 	]+0x00000009[ 	]+\(RELAENT\)[ 	]+12 \(bytes\)
[ 	]+0x00000000[ 	]+\(NULL\)[ 	]+0x0
