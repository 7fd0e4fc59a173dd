	.file 2 "a.c"
	.loc 2 5 0
	.loc 1 6 0
