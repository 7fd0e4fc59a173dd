# Nothing: relocatable-final links tmpdir/relocatable-r.o, the -r link
# of target.s and relocatable.s made by k1.exp.
