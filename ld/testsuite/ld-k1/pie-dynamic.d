# A PIE is ET_DYN with DF_1_PIE.
#name: pie-dynamic
#source: pie.s
#ld: -z relro -pie
#readelf: -h -d
#...
[ 	]+Type:[ 	]+DYN \(Position-Independent Executable file\)
#...
[ 	]+0x6ffffffb[ 	]+\(FLAGS_1\)[ 	]+Flags: PIE
#pass
