.struct
.nops