#!/usr/bin/env bash
# Whole-process time of small commands through ./shannon, with and without the launcher's class-data
# archive (SHANNON_CDS=off), and with C1 only (SHANNON_JAVA_OPTS=-XX:TieredStopAtLevel=1), alternating
# in one run so that the machine's load hits all variants alike. Prints the median wall and user CPU.
#   shannon-app/scripts/startup-bench.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-10}
./shannon --help >/dev/null   # builds the jar and the archive if needed
commands=("count --grid 6x6 paths" "solve examples/k4.txt --json" "bridgit analyze --n 5 --json --moves 3,3")
variants=("archive" "no-archive" "archive+c1")
declare -A wall user
tf=$(mktemp)
trap 'rm -f "$tf"' EXIT
for ((i = 0; i < runs; i++)); do
  for c in "${commands[@]}"; do
    for v in "${variants[@]}"; do
      case $v in
        archive) env=() ;;
        no-archive) env=(SHANNON_CDS=off) ;;
        archive+c1) env=("SHANNON_JAVA_OPTS=-Xss16m -XX:TieredStopAtLevel=1") ;;
      esac
      # shellcheck disable=SC2086
      env "${env[@]}" /usr/bin/time -o "$tf" -f "%e %U" ./shannon $c >/dev/null 2>&1 || { echo "failed: ./shannon $c" >&2; exit 1; }
      t=$(tail -1 "$tf")
      wall["$c|$v"]+="${t%% *} "
      user["$c|$v"]+="${t##* } "
    done
  done
done
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "load: $(uptime | sed 's/.*load average: //')   runs: $runs"
printf '| command | variant | wall (median) | user CPU (median) |\n| --- | --- | ---: | ---: |\n'
for c in "${commands[@]}"; do
  for v in "${variants[@]}"; do
    printf '| `%s` | %s | %s s | %s s |\n' "$c" "$v" "$(echo "${wall["$c|$v"]}" | median)" "$(echo "${user["$c|$v"]}" | median)"
  done
done
