# Initial exec in a shared object sets DF_STATIC_TLS.
#name: shared-tls-dynamic
#source: shared-tls.s
#ld: -z relro -shared
#readelf: -d
#...
[ 	]+0x0000001e[ 	]+\(FLAGS\)[ 	]+STATIC_TLS
#pass
