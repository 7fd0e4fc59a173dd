# Symbol versions: f@@V2 (default) and f@V1 from .symver, g@@V1 from
# the version script, and the version definitions.
#name: shared-version
#source: shared-version.s
#ld: -z relro -shared --version-script=$srcdir/$subdir/shared-version.map
#readelf: --dyn-syms -V
#...
[ 	]+[0-9]+:[ 	]+[0-9a-f]+[ 	]+0[ 	]+FUNC[ 	]+GLOBAL[ 	]+DEFAULT[ 	]+7[ 	]+f@V1
[ 	]+[0-9]+:[ 	]+[0-9a-f]+[ 	]+0[ 	]+FUNC[ 	]+GLOBAL[ 	]+DEFAULT[ 	]+7[ 	]+f@@V2
[ 	]+[0-9]+:[ 	]+[0-9a-f]+[ 	]+0[ 	]+FUNC[ 	]+GLOBAL[ 	]+DEFAULT[ 	]+7[ 	]+g@@V1
#...
Version definition section '\.gnu\.version_d' contains 3 entries:
#...
[ 	]+0x001c: Rev: 1[ 	]+Flags: none[ 	]+Index: 2[ 	]+Cnt: 1[ 	]+Name: V1
[ 	]+0x0038: Rev: 1[ 	]+Flags: none[ 	]+Index: 3[ 	]+Cnt: 2[ 	]+Name: V2
[ 	]+0x0054: Parent 1: V1
#pass
