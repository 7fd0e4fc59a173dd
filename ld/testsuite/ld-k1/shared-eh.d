# --eh-frame-hdr makes .eh_frame_hdr, with a one-entry search table,
# and PT_GNU_EH_FRAME.
#name: shared-eh
#source: shared-eh.s
#ld: -z relro -shared --eh-frame-hdr
#readelf: -lW
#...
[ 	]+GNU_EH_FRAME[ 	]+0x000138[ 	]+0x00000138[ 	]+0x00000138[ 	]+0x00014[ 	]+0x00014[ 	]+R[ 	]+0x4
#...
[ 	]+03[ 	]+\.eh_frame_hdr[ 	]*
#pass
