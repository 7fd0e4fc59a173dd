# -z now: DF_BIND_NOW and DF_1_NOW, and .got.plt is read-only after
# relocation with the rest of the GOT (in .got, in PT_GNU_RELRO).
#name: shared-now
#source: shared-plt.s
#ld: -z relro -shared -z now
#readelf: -S -l -d
#...
[ 	]+\[[ 0-9]+\][ 	]+\.got[ 	]+PROGBITS[ 	]+00001fec[ 	]+000fec[ 	]+000014[ 	]+04[ 	]+WA[ 	]+.*
#...
[ 	]+GNU_RELRO[ 	]+0x000f5c[ 	]+0x00001f5c[ 	]+0x00001f5c[ 	]+0x000a4[ 	]+0x000a4[ 	]+R[ 	]+0x1
#...
[ 	]+0x00000003[ 	]+\(PLTGOT\)[ 	]+0x1fec
#...
[ 	]+0x00000018[ 	]+\(BIND_NOW\)[ 	]+
[ 	]+0x6ffffffb[ 	]+\(FLAGS_1\)[ 	]+Flags: NOW
#pass
