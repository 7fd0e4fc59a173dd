#name: pie
#source: shared.s
#ld: -pie -e f
#error: .*: dynamic linking \(shared objects, PIE, dynamic executables\) is not supported yet
