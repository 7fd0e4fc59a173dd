# Linker emulation for GNU/Linux on the Kalray K1.
SCRIPT_NAME=elf
TEMPLATE_NAME=elf
OUTPUT_FORMAT="elf32-k1"
ARCH=k1
MACHINE=
ELFSIZE=32
NO_REL_RELOCS=yes
ENTRY=_start
TEXT_START_ADDR=0x10000
MAXPAGESIZE="CONSTANT (MAXPAGESIZE)"
COMMONPAGESIZE="CONSTANT (COMMONPAGESIZE)"
GENERATE_SHLIB_SCRIPT=yes
GENERATE_PIE_SCRIPT=yes
# With -z now, the scripts put all of .got.plt in PT_GNU_RELRO.
GENERATE_RELRO_SCRIPT=yes
# K1 has no small data area.
NO_SMALL_DATA=yes
# .got is read-only after relocation; the three reserved words at the
# start of .got.plt (_DYNAMIC, and the lazy binding data of the dynamic
# loader) are too, the PLT slots after them are not.
SEPARATE_GOTPLT="SIZEOF (.got.plt) >= 12 ? 12 : 0"
# The BCU "nop" syllable 0x00001000 fills gaps in code; fill patterns
# are written most significant byte first, hence the byte swap.
NOP=0x00100000
EXTRA_EM_FILE=k1elf
