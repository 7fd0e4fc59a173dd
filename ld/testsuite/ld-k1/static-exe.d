# A static executable with the default script: an executable ELF file
# for K1 with its entry at _start (the start of .text, just after the
# headers in the first page at 0x10000), 4 KiB pages, the text segment
# R E, the data segment RW with .bss, PT_TLS and PT_GNU_RELRO.
#name: static-exe
#source: static-exe.s
#ld: -z relro
#readelf: -h -l -W

#...
  Class:[ 	]+ELF32
  Data:[ 	]+2's complement, little endian
#...
  Type:[ 	]+EXEC \(Executable file\)
  Machine:[ 	]+Kalray K1
#...
  Entry point address:[ 	]+0x100b4
#...
  Flags:[ 	]+0x0
#...
Program Headers:
  Type[ 	]+Offset[ 	]+VirtAddr[ 	]+PhysAddr[ 	]+FileSiz[ 	]+MemSiz[ 	]+Flg[ 	]+Align
  LOAD[ 	]+0x000000 0x00010000 0x00010000 0x000c4 0x000c4 R E 0x1000
  LOAD[ 	]+0x000ffc 0x00011ffc 0x00011ffc 0x00008 0x00048 RW  0x1000
  TLS[ 	]+0x000ffc 0x00011ffc 0x00011ffc 0x00004 0x00004 R   0x1
  GNU_RELRO[ 	]+0x000ffc 0x00011ffc 0x00011ffc 0x00004 0x00004 R   0x1
#...
   00[ 	]+\.text[ 	]*
   01[ 	]+\.tdata \.data \.bss[ 	]*
   02[ 	]+\.tdata[ 	]*
   03[ 	]+\.tdata[ 	]*
