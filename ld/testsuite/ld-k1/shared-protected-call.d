# Calls to a protected function of a shared object go straight to it.
#name: shared-protected-call
#source: shared-protected-call.s
#ld: -shared
#objdump: -d

.*:[ 	]+file format elf32-k1
Disassembly[ 	]+of[ 	]+section[ 	]+\.text:
[0-9a-f]+[ 	]+<f>:
[ 	]+[0-9a-f]+:[ 	]+10000003[ 	]+call[ 	]+[0-9a-f]+[ 	]+<prot>[ 	]+;;
[ 	]+[0-9a-f]+:[ 	]+10000002[ 	]+call[ 	]+[0-9a-f]+[ 	]+<prot>[ 	]+;;
[ 	]+[0-9a-f]+:[ 	]+08000001[ 	]+goto[ 	]+[0-9a-f]+[ 	]+<prot>[ 	]+;;
[0-9a-f]+[ 	]+<prot>:
[ 	]+[0-9a-f]+:[ 	]+00002000[ 	]+ret[ 	]+;;
