# --hash-style=gnu: DT_GNU_HASH and no DT_HASH.
#name: shared-gnu-hash
#source: shared-plt.s
#ld: -z relro -shared --hash-style=gnu
#readelf: -d
#failif
#...
[ 	]+0x00000004[ 	]+\(HASH\)[ 	]+.*
#...
