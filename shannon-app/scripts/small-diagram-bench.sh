#!/usr/bin/env bash
# Whole processes, start-up included: `./shannon count paths --grid KxK --zdd-size` beside TdZdd's
# `ddpaths -count` on the same grid (issue 33, "small diagrams"), alternating in one run, each a
# fresh process under /usr/bin/time (wall, CPU = user + system, peak RSS), the load average before
# each round. With OLD, another launcher (e.g. a copy of an older checkout's ./shannon beside its
# shannon-app/target/shannon.jar) runs in the same rounds, for a before/after table.
#   shannon-app/scripts/small-diagram-bench.sh DDPATHS
#   KS="10 12 13" PAIRS=5 OLD=/tmp/old/shannon shannon-app/scripts/small-diagram-bench.sh /tmp/tdzdd/apps/ddpaths/ddpaths
# DDPATHS is TdZdd's ddpaths built by its own Makefile (shannon-lab/scripts/tdzdd-side-by-side.sh
# builds it). Prints one line per run, then per k and side: median wall (range), median CPU, peak RSS.
set -euo pipefail
cd "$(dirname "$0")/../.."
ddpaths=${1:?usage: $0 DDPATHS, the ddpaths binary of TdZdd}
read -r -a ks <<<"${KS:-10 12 13}"
pairs=${PAIRS:-5}
old=${OLD:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./shannon count paths --grid 3x3 >/dev/null   # builds the jar and its class-data archive if needed
[ -z "$old" ] || "$old" count paths --grid 3x3 >/dev/null
grid() { # the k×k grid as ddpaths reads it: line v lists the neighbours of vertex v (1-based, row by row)
  local k=$1 r c v l
  for ((r = 0; r < k; r++)); do
    for ((c = 0; c < k; c++)); do
      v=$((r * k + c + 1)); l=""
      ((r > 0)) && l+="$((v - k)) "; ((c > 0)) && l+="$((v - 1)) "
      ((c < k - 1)) && l+="$((v + 1)) "; ((r < k - 1)) && l+="$((v + k)) "
      echo "${l% }"
    done
  done
}
run() { # k side command...: one timed run, one line "k side load wall cpu rssMB"
  local k=$1 side=$2 load t
  shift 2
  load=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -o "$work/t" -f "%e %U %S %M" "$@" >"$work/out" 2>&1 || { cat "$work/out" >&2; exit 1; }
  t=$(tail -1 "$work/t")
  awk -v k="$k" -v s="$side" -v l="$load" '{ printf "%s %s %s %.2f %.2f %d\n", k, s, l, $1, $2 + $3, $4 / 1024 }' <<<"$t"
}
for k in "${ks[@]}"; do
  grid "$k" >"$work/g$k.txt"
  for ((i = 0; i < pairs; i++)); do
    run "$k" ours ./shannon count paths --grid "${k}x$k" --zdd-size
    [ -z "$old" ] || run "$k" old "$old" count paths --grid "${k}x$k" --zdd-size
    run "$k" tdzdd "$ddpaths" -count "$work/g$k.txt"
  done
done | tee "$work/runs"
echo "load $(uptime | sed 's/.*load average: //')"
echo "| k | side | wall: median (range) | CPU: median | peak RSS | load |"
echo "| ---: | --- | --- | ---: | ---: | --- |"
med() { sort -n | awk '{ a[NR] = $1 } END { if (NR) printf "%s %s %s\n", a[int((NR + 1) / 2)], a[1], a[NR] }'; }
for k in "${ks[@]}"; do
  for side in ours old tdzdd; do
    awk -v k="$k" -v s="$side" '$1 == k && $2 == s' "$work/runs" >"$work/side"
    [ -s "$work/side" ] || continue
    read -r w wlo whi < <(cut -d' ' -f4 "$work/side" | med)
    read -r c _ _ < <(cut -d' ' -f5 "$work/side" | med)
    read -r _ _ rss < <(cut -d' ' -f6 "$work/side" | med)
    read -r _ llo lhi < <(cut -d' ' -f3 "$work/side" | med)
    echo "| $k | $side | $w s ($wlo–$whi) | $c s | $rss MB | $llo–$lhi |"
  done
done
