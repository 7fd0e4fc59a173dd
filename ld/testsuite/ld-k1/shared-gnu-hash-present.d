# --hash-style=gnu: DT_GNU_HASH and no DT_HASH.
#name: shared-gnu-hash-present
#source: shared-plt.s
#ld: -z relro -shared --hash-style=gnu
#readelf: -d
#...
[ 	]+0x6ffffef5[ 	]+\(GNU_HASH\)[ 	]+0xb4
#pass
