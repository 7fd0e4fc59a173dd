#!/bin/sh
# sem-check.sh OPC-DEF SEM-DEF: check that SEM-DEF (k1-sem.def) has
# exactly one K1_SEM entry for each K1_INSN of OPC-DEF (k1-opc.def),
# and none for an instruction that does not exist.  Names each
# instruction at fault and exits 1; the simulator's build runs it.
opc=$1 sem=$2
[ -r "$opc" ] && [ -r "$sem" ] || { echo "usage: $0 OPC-DEF SEM-DEF" >&2; exit 2; }
awk -v opc="$opc" -v sem="$sem" '
  function id(s) { sub (/^[A-Z0-9_]+ \(/, "", s); sub (/,.*/, "", s); return s }
  FILENAME == opc && /^K1_INSN \(/ { i = id($0); insn[i] = 1; order[n++] = i }
  FILENAME == sem && /^K1_SEM \(/ { s = id($0); nsem[s]++ }
  END {
    bad = 0
    for (k = 0; k < n; k++)
      if (!(order[k] in nsem))
	{ printf "%s: no semantics for instruction %s of %s\n", sem, order[k], opc > "/dev/stderr"; bad = 1 }
    for (s in nsem)
      {
	if (!(s in insn))
	  { printf "%s: %s is no instruction of %s\n", sem, s, opc > "/dev/stderr"; bad = 1 }
	else if (nsem[s] > 1)
	  { printf "%s: %d entries for %s\n", sem, nsem[s], s > "/dev/stderr"; bad = 1 }
      }
    exit bad
  }' "$opc" "$sem"
