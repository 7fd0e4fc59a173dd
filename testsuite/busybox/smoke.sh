# BusyBox smoke test: run by the K1 BusyBox's own sh, with PATH holding
# only its applet links, so that every command below is a K1 applet
# run on the simulator (fork and exec included).  Each section starts
# with "== NAME"; run.sh compares each with smoke.expected.
set -u
section () { echo "== $1"; }

section pipeline
printf 'pear\napple\nfig\napple\n' | sort | uniq -c | sed 's/^ *//'

section text
printf 'a:b:c\nd:e:f\n' > t.txt
cut -d: -f2 t.txt | tr 'a-z' 'A-Z'
awk -F: '{ n += NF } END { print n, NR }' t.txt
grep -c e t.txt; grep -n 'f$' t.txt
head -n 1 t.txt; tail -n 1 t.txt; wc -l < t.txt
rev t.txt | paste -s -d, -

section numbers
seq 3 3 15 | xargs echo
expr 6 \* 7; echo $(( (1 << 20) - 1 ))
printf '%05d %x %s\n' 42 255 end

section files
mkdir -p d/e && touch d/e/f d/g && echo hi > d/h
find d -type f | sort
ls d | sort; basename d/e/f; dirname d/e/f
cp d/h d/i && cmp d/h d/i && echo same
rm -r d/e; ls d | sort

section archive
tar -cf x.tar d && rm -r d && tar -xf x.tar && cat d/h
gzip -c t.txt > t.gz && gunzip -c t.gz | md5sum | cut -d' ' -f1
echo abc | sha256sum | cut -c1-16
od -An -tx1 t.txt | head -n 1 | tr -s ' '

section diff
printf '1\n2\n3\n' > a; printf '1\ntwo\n3\n' > b
diff -u a b | tail -n 3; echo "status $?"

section shell
f () { local x=$1; echo "f:$x:$#"; }
f one two
read -r l1 l2 <<END
left right
END
echo "$l2 $l1"
v=$(echo inner | tr i I); echo "sub $v"
case abc in a*) echo glob ;; esac
i=0; while [ $i -lt 3 ]; do i=$((i + 1)); done; echo "loop $i"

section trap
trap 'echo caught USR1' USR1
kill -USR1 $$
( trap 'echo exiting' EXIT; echo in subshell )
sleep 0 & wait $!; echo "bg status $?"

section exit
false || echo "false failed"
sh -c 'exit 3'; echo "child $?"
