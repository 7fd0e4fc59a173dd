# The generated parts of docs/: the instruction table of k1-isa.md comes
# from the opcode table; the relocation table of k1-abi.md is checked
# against include/elf/k1.h.

ISA_DOC=$TOP/docs/k1-isa.md
ABI_DOC=$TOP/docs/k1-abi.md

# Print the instruction table, built from include/opcode/k1-opc.def.
isa_table ()
{
  local exe=$BUILD/docs/isa-table
  mkdir -p "$BUILD/docs"
  gcc -O -Wall -I"$TOP/include" -o "$exe" "$TOP/testsuite/docs/isa-table.c" \
    "$TOP/opcodes/k1-opc.c" || die "cannot build isa-table"
  "$exe"
}

# Replace what lies between the BEGIN/END GENERATED markers of FILE with
# standard input.  The body goes through the environment: awk -v would
# take its backslashes as escapes (gawk turns the table's `\|' into `|').
splice_generated ()
{
  local file=$1
  SPLICE_BODY=$(cat) awk '
    /<!-- BEGIN GENERATED/ { print; print ENVIRON["SPLICE_BODY"]; skip = 1; next }
    /<!-- END GENERATED/ { skip = 0 }
    !skip' "$file"
}

gen_docs ()
{
  local tmp
  tmp=$(mktemp)
  isa_table | splice_generated "$ISA_DOC" > "$tmp"
  mv "$tmp" "$ISA_DOC"
  log "regenerated the instruction table of docs/k1-isa.md"
}

# Tests: print PASS:/FAIL: lines.
check_docs ()
{
  local tmp
  tmp=$(mktemp)
  isa_table | splice_generated "$ISA_DOC" > "$tmp"
  if cmp -s "$tmp" "$ISA_DOC"; then
    echo "PASS: docs/k1-isa.md instruction table matches the opcode table"
  else
    echo "FAIL: docs/k1-isa.md instruction table differs from the opcode table (run ./build.sh docs)"
    diff "$ISA_DOC" "$tmp" | head -n 10
  fi
  rm -f "$tmp"
  # Every relocation of elf/k1.h is a row "| N | `NAME` |" of the ABI
  # document, and the document has no other.
  local want got
  want=$(sed -n 's/.*RELOC_NUMBER (\(R_K1_[A-Z0-9_]*\),[[:space:]]*\([0-9]*\)).*/\2 \1/p' \
	   "$TOP/include/elf/k1.h" | sort)
  got=$(sed -n 's/^| *\([0-9][0-9]*\) | `\(R_K1_[A-Z0-9_]*\)`.*/\1 \2/p' "$ABI_DOC" | sort)
  if [ -n "$want" ] && [ "$want" = "$got" ]; then
    echo "PASS: docs/k1-abi.md relocation table matches include/elf/k1.h"
  else
    echo "FAIL: docs/k1-abi.md relocation table differs from include/elf/k1.h"
    diff <(echo "$want") <(echo "$got") | head -n 10
  fi
  # uClibc-ng's elf.h (patches/uclibc/0002-k1-elf.patch) copies the same
  # numbers, and EM_K1 from binutils' elf/common.h patch.
  local patch=$TOP/patches/uclibc/0002-k1-elf.patch
  got=$(sed -n 's/^+#define \(R_K1_[A-Z0-9_]*\)[[:space:]]*\([0-9][0-9]*\).*/\2 \1/p' \
	  "$patch" | grep -v ' R_K1_NUM$' | sort)
  want="$want
$(sed -n 's/^+#define EM_K1[[:space:]]*\(0x[0-9a-fA-F]*\).*/\1 EM_K1/p' \
      "$TOP/patches/binutils/0002-k1-include.patch")"
  got="$got
$(sed -n 's/^+#define EM_K1[[:space:]]*\(0x[0-9a-fA-F]*\).*/\1 EM_K1/p' "$patch")"
  if [ "$(echo "$want" | wc -l)" -gt 20 ] && [ "$want" = "$got" ]; then
    echo "PASS: uClibc-ng's elf.h relocations and EM_K1 match binutils'"
  else
    echo "FAIL: uClibc-ng's elf.h relocations or EM_K1 differ from binutils' (patches/uclibc/0002-k1-elf.patch)"
    diff <(echo "$want") <(echo "$got") | head -n 10
  fi
}
