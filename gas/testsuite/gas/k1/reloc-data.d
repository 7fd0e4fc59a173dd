#source: reloc.s
#as:
#objdump: -r -j .data
#name: K1 data relocations

.*: +file format elf32-k1

RELOCATION RECORDS FOR \[\.data\]:
OFFSET   TYPE              VALUE
00000000 R_K1_32           sym
00000004 R_K1_32           sym\+0x00000004
00000008 R_K1_16           sym
0000000a R_K1_32_PCREL     sym
0000000e R_K1_32           \.text
00000012 R_K1_DTPOFF32     tsym
00000016 R_K1_DTPOFF32     tsym\+0x00000008


