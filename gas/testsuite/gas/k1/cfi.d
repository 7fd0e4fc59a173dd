#as:
#objdump: -Wf
#name: K1 call frame information

.*: +file format elf32-k1

Contents of the \.eh_frame section:


00000000 00000010 00000000 CIE
  Version:               1
  Augmentation:          "zR"
  Code alignment factor: 4
  Data alignment factor: -4
  Return address column: 64
  Augmentation data:     1b
  DW_CFA_def_cfa: r12 ofs 0

00000014 00000018 00000018 FDE cie=00000000 pc=00000000\.\.00000014
  DW_CFA_advance_loc: 8 to 00000008
  DW_CFA_def_cfa_offset: 16
  DW_CFA_advance_loc: 4 to 0000000c
  DW_CFA_offset_extended: r64 at cfa-4
  DW_CFA_advance_loc: 4 to 00000010
  DW_CFA_offset: r14 at cfa-8
  DW_CFA_nop

