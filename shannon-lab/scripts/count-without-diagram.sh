#!/usr/bin/env bash
# Times `shannon count KIND --grid KxK --method dp` (the frontier programme, no diagram) for each
# K given, one whole process after another, and prints one Markdown table row per run: the count's
# digits, wall and CPU time (user + system, all threads), peak RSS, the programme's own figures
# (states, widest step, bytes a state: from its closing line on standard error, written when a run
# takes 10 s or more), the load average before the run, and the date.
#   usage: shannon-zdd/scripts/count-without-diagram.sh [KIND] K...   (KIND: paths by default)
#   the heap: SHANNON_JAVA_OPTS (default here "-Xss16m -Xmx20g"); run it with `nice` on a shared machine
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
kind=paths
case "${1:-}" in [a-z]*) kind="$1"; shift ;; esac
export SHANNON_JAVA_OPTS="${SHANNON_JAVA_OPTS:--Xss16m -Xmx20g}"
"$root/shannon" count "$kind" --grid 2x2 --method dp >/dev/null   # builds the jar if needed
echo "| k | $kind | wall | CPU | peak RSS | states | widest step | bytes/state | load before | date |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for k in "$@"; do
  load="$(cut -d' ' -f1-3 /proc/loadavg)"
  when="$(date -u '+%Y-%m-%d %H:%M')"
  out="$(mktemp)"; err="$(mktemp)"
  /usr/bin/time -f '%e %U %S %M' -o "$out.time" \
    "$root/shannon" count "$kind" --grid "${k}x${k}" --method dp --time-limit 86400 >"$out" 2>"$err"
  read -r wall user sys rss <"$out.time"
  figures="$(grep 'counted in' "$err" || true)"
  states="$(sed -n 's/.*: \([0-9,]*\) frontier states in all.*/\1/p' <<<"$figures")"
  widest="$(sed -n 's/.*, \([0-9,]*\) in the widest step.*/\1/p' <<<"$figures")"
  per="$(sed -n 's/.*step, \([0-9]*\) bytes a state.*/\1/p' <<<"$figures")"
  cpu="$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }')"
  echo "| $k | $(cat "$out") | ${wall} s | ${cpu} s | $((rss / 1024)) MB | ${states:-—} | ${widest:-—} | ${per:-—} | $load | $when |"
  rm -f "$out" "$out.time" "$err"
done
