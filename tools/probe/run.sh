#!/usr/bin/env bash
# Runs the probe programs with CPython 3.13 and a cpjit binary, one after
# the other, and prints CPU time (user+sys), peak RSS and their ratio.
# usage: tools/probe/run.sh CPJIT_BINARY [PYTHON] [program.py ...]
set -euo pipefail
bin=$1
py=${2:-python3.13}
shift $(( $# >= 2 ? 2 : 1 ))
cd "$(dirname "$0")"
progs=("$@")
if [ ${#progs[@]} -eq 0 ]; then progs=(*.py); fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in "${progs[@]}"; do
	a=$( { /usr/bin/time -f '%U %S %M' "$py" "$f" >"$tmp/a.out"; } 2>&1 | tail -1)
	b=$( { /usr/bin/time -f '%U %S %M' "$bin" "$f" >"$tmp/b.out"; } 2>&1 | tail -1)
	same=DIFF
	cmp -s "$tmp/a.out" "$tmp/b.out" && same=ok
	read -r au as am <<<"$a"
	read -r bu bs bm <<<"$b"
	awk -v f="$f" -v au="$au" -v as="$as" -v am="$am" -v bu="$bu" -v bs="$bs" -v bm="$bm" -v same="$same" 'BEGIN {
		ca = au + as; cb = bu + bs; if (cb < 0.001) cb = 0.001
		printf "%-16s CPython %6.2fs %4d MB   cpjit %6.2fs %4d MB   %5.2fx  %s\n", f, ca, am / 1024, cb, bm / 1024, ca / cb, same
	}'
done
