# ... and need no dynamic relocation.
#name: shared-protected-call-relocs
#source: shared-protected-call.s
#ld: -shared
#readelf: -r

There are no relocations in this file.
