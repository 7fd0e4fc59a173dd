# Shared objects cannot be made yet: a clear error, not a bad file.
#name: shared
#source: shared.s
#ld: -shared
#error: .*: dynamic linking \(shared objects, PIE, dynamic executables\) is not supported yet
