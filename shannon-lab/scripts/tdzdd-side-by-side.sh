#!/usr/bin/env bash
# The one command behind BENCHMARKS.md's table "GraphSet beside TdZdd": corner-to-corner paths
# on k×k grids (A007764), our build and count against TdZdd's ddpaths, k = 12 … 16, one and two
# threads, alternating in one run, each side a fresh process under /usr/bin/time (CPU = user +
# system, wall, peak RSS), with the load average before each pair. It ends with the Markdown
# table: medians per side and the median (range) of the per-pair ratios ours ÷ TdZdd.
#
#   shannon-lab/scripts/tdzdd-side-by-side.sh TDZDD_DIR
#   KS="14 15" THREADS="1" PAIRS=5 shannon-lab/scripts/tdzdd-side-by-side.sh ~/src/TdZdd
#   shannon-lab/scripts/tdzdd-side-by-side.sh --table OUTPUT...   # the table again from saved runs
#
# TDZDD_DIR is a checkout of https://github.com/kunisura/TdZdd (nothing is fetched; without one
# the script says so and exits 0). TdZdd is built exactly as its authors build it: its include/
# and apps/ddpaths/ are copied into a temporary directory and `make` runs apps/ddpaths/Makefile
# there unchanged, which compiles with `g++ -fopenmp -Wall -fmessage-length=0 -O3
# -I../../include -DNDEBUG` and links with `g++ -fopenmp` (tdzdd-common.sh; the make lines are
# printed). Until 2026-12-04 the scripts compiled `g++ -O3 -fopenmp` only, leaving TdZdd's
# assertions on (1.2× slower than this build): ratios measured that way are superseded.
#
# Environment: KS (default "12 13 14 15 16"), THREADS (default "1 2"), PAIRS (default 3), JAVA_HEAP
# (our -Xmx; default 8g, 12g for k ≥ 16), JAVA_GC (default -XX:+UseParallelGC). Our side runs
# GridPathsBench from shannon-lab/target/shannon-lab.jar (built by `shannon-lab/lab` or
# `./mvnw -q -B -pl shannon-lab -am package -DskipTests`).
#
# Each pair is three processes in a row: our build, TdZdd's `ddpaths -count` (build, reduce,
# count: TdZdd has no counting without a diagram, so its one run is the peer of both our rows),
# our count (frontier search carrying counts, no diagram). With two threads TdZdd runs `-p`
# (its parallel build) with OMP_NUM_THREADS=2 and ours `--threads 2`; on an oversubscribed
# machine its OpenMP workers spin while they wait (k = 12 took 9 s of CPU on two threads against
# 0.3 s on one at load 25), so its two-thread rows mean something only on a quiet machine
# (OMP_WAIT_POLICY=passive in the environment is passed on, for a look at the difference). "In-process" times are
# each program's own: GridPathsBench's wall and CPU columns, TdZdd's "Done building"
# (elapsed, user) line, which leaves out reading the graph, counting and exit.
set -euo pipefail
cd "$(dirname "$0")/../.."

# summary DATA: the agreement check and the Markdown table from the data lines of one or more runs.
summary() {
  # Only whole pairs count (a run cut short leaves one without its TdZdd or count line).
  awk '{ n[$1 " " $2 " " $3]++; line[NR] = $0; key[NR] = $1 " " $2 " " $3 }
       END { for (i = 1; i <= NR; i++) if (n[key[i]] == 3) print line[i] }' "$1" >"$1.whole"
  set -- "$1.whole"
  # Node and path counts must agree (our build's nodes and both counts against TdZdd's).
  awk '$5 == "tdzdd" { n[$1] = $11; c[$1] = $12 }
       $5 != "tdzdd" { if ($5 == "build") bn[$1 " " $2 " " $3] = $11; pc[$1 " " $2 " " $3 " " $5] = $12 }
       END { bad = 0
         for (key in pc) { split(key, a, " "); if (pc[key] != c[a[1]]) { print "MISMATCH paths " key ": " pc[key] " vs TdZdd " c[a[1]]; bad = 1 } }
         for (key in bn) { split(key, a, " "); if (bn[key] != n[a[1]]) { print "MISMATCH nodes " key ": " bn[key] " vs TdZdd " n[a[1]]; bad = 1 } }
         if (!bad) print "# node and path counts agree with TdZdd in every run" }' "$1"

  echo
  echo "| k | threads | pairs | load | ours | ours: wall / CPU / RSS (in-process wall / CPU) | TdZdd: wall / CPU / RSS (in-process wall / user) | ours ÷ TdZdd CPU, median (range) | wall, median (range) | RSS |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  sort -k2,2n -k1,1n -k3,3n "$1" | awk '
    function med(s,   n, a, i, j, x) { n = split(s, a, " ")
      for (i = 2; i <= n; i++) { x = a[i]; j = i - 1; while (j > 0 && a[j] + 0 > x + 0) { a[j + 1] = a[j]; j-- }; a[j + 1] = x }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
    function lo(s,   n, a, i, m) { n = split(s, a, " "); m = a[1]; for (i = 2; i <= n; i++) if (a[i] + 0 < m + 0) m = a[i]; return m }
    function hi(s,   n, a, i, m) { n = split(s, a, " "); m = a[1]; for (i = 2; i <= n; i++) if (a[i] + 0 > m + 0) m = a[i]; return m }
    function div(a, b) { return a / (b > 0.01 ? b : 0.01) }   # /usr/bin/time counts in 0.01 s
    function gb(kb) { return sprintf("%.2f GB", kb / 1048576) }
    function add(key, v) { s[key] = (key in s) ? s[key] " " v : v }
    { g = $1 " " $2; if (!(g in seen)) { seen[g] = 1; order[++ng] = g }
      if ($5 == "tdzdd") { np[g]++; pid[g " " np[g]] = $3 }
    add(g " load", $4)
      add(g " " $5 " wall", $6); add(g " " $5 " cpu", $7); add(g " " $5 " rss", $8)
      add(g " " $5 " iw", $9); add(g " " $5 " ic", $10)
      v[g " " $3 " " $5 " wall"] = $6; v[g " " $3 " " $5 " cpu"] = $7 }
    END { for (i = 1; i <= ng; i++) { g = order[i]; split(g, kt, " ")
        for (m = 1; m <= 2; m++) { mode = m == 1 ? "build" : "count"; rc = ""; rw = ""
          for (j = 1; j <= np[g]; j++) { p = pid[g " " j]
            rc = rc (j > 1 ? " " : "") sprintf("%.2f", div(v[g " " p " " mode " cpu"], v[g " " p " tdzdd cpu"]))
            rw = rw (j > 1 ? " " : "") sprintf("%.2f", div(v[g " " p " " mode " wall"], v[g " " p " tdzdd wall"])) }
          printf "| %s | %s | %s | %s-%s | %s | %s s / %s s / %s (%s / %s s) | %s s / %s s / %s (%s / %s s) | **%.2f×** (%s-%s) | %.2f× (%s-%s) | %.2f× |\n",
            kt[1], kt[2], np[g], lo(s[g " load"]), hi(s[g " load"]), mode,
            med(s[g " " mode " wall"]), med(s[g " " mode " cpu"]), gb(hi(s[g " " mode " rss"])), med(s[g " " mode " iw"]), med(s[g " " mode " ic"]),
            med(s[g " tdzdd wall"]), med(s[g " tdzdd cpu"]), gb(hi(s[g " tdzdd rss"])), med(s[g " tdzdd iw"]), med(s[g " tdzdd ic"]),
            med(rc), lo(rc), hi(rc), med(rw), lo(rw), hi(rw), div(hi(s[g " " mode " rss"]), hi(s[g " tdzdd rss"])) } } }'
}

if [ "${1:-}" = --table ]; then
  # The table again from saved output of earlier runs (their data lines; other lines are ignored).
  shift
  grep -hE '^[0-9]+ [0-9]+ [0-9]+ [0-9.]+ (build|tdzdd|count) ' "$@" >"${TMPDIR:-/tmp}/tdzdd-table.$$"
  summary "${TMPDIR:-/tmp}/tdzdd-table.$$"
  rm -f "${TMPDIR:-/tmp}/tdzdd-table.$$" "${TMPDIR:-/tmp}/tdzdd-table.$$.whole"
  exit 0
fi
tdzdd=${1:-}
if [ -z "$tdzdd" ] || [ ! -f "$tdzdd/apps/ddpaths/Makefile" ]; then
  echo "skipped: no TdZdd checkout given (expected DIR/apps/ddpaths/Makefile)"
  exit 0
fi
read -r -a ks <<<"${KS:-12 13 14 15 16}"
read -r -a threads_list <<<"${THREADS:-1 2}"
pairs=${PAIRS:-3}
gc=${JAVA_GC:--XX:+UseParallelGC}
jar=shannon-lab/target/shannon-lab.jar
[ -f "$jar" ] || { echo "missing $jar: run shannon-lab/lab GridPathsBench --k 4 once (it builds the jar)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source shannon-lab/scripts/tdzdd-common.sh
build_ddpaths "$tdzdd" "$work"

load() { cut -d' ' -f1 /proc/loadavg; }
# /usr/bin/time's line "wall user sys rssKB" → "wall cpu rssKB"
timed() { awk '{ printf "%s %.2f %s", $1, $2 + $3, $4 }' "$1"; }

ours() { # mode k threads → "wall cpu rss inwall incpu nodes paths"
  local mode=$1 k=$2 t=$3 heap=${JAVA_HEAP:-}
  [ -z "$heap" ] && { ((k >= 16)) && heap=12g || heap=8g; }
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" \
    java -Xss16m -Xmx"$heap" $gc -cp "$jar" dev.shannon.lab.zdd.GridPathsBench --mode "$mode" --k "$k" \
    --threads "$t" >"$work/out"
  local row
  row=$(tail -1 "$work/out")
  echo "$(timed "$work/time") $(echo "$row" | awk -F'|' '{ gsub(/[ ,]/, ""); print $9, $10, $6, $5 }')"
}

peer() { # k threads → "wall cpu rss inwall incpu nodes paths"
  local k=$1 t=$2 par=()
  ((t > 1)) && par=(-p)
  OMP_NUM_THREADS=$t /usr/bin/time -f "%e %U %S %M" -o "$work/time" \
    "$DDPATHS" -count "${par[@]}" "$work/g$k.dat" >"$work/out" 2>&1
  local done nodes paths
  done=$(sed -nE 's/.*Done building in ([0-9.]+)s elapsed, ([0-9.]+)s user.*/\1 \2/p' "$work/out")
  nodes=$(sed -nE 's/.*#node = ([0-9]+),.*/\1/p' "$work/out" | tail -1)
  paths=$(grep -E '^[0-9]+$' "$work/out" | tail -1 || true)
  [ -n "$paths" ] || paths=$(sed -nE 's/.*#solution = ([0-9]+).*/\1/p' "$work/out" | tail -1)
  echo "$(timed "$work/time") ${done:-- -} $nodes $paths"
}

data=$work/data
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, ours: -Xss16m -Xmx${JAVA_HEAP:-8g/12g} $gc; $(java -version 2>&1 | head -1)"
echo "# columns: k threads pair load side wall_s cpu_s rss_KB inprocess_wall_s inprocess_cpu_s nodes paths"
for t in "${threads_list[@]}"; do
  for k in "${ks[@]}"; do
    grid "$k" >"$work/g$k.dat"
    for ((p = 1; p <= pairs; p++)); do
      l=$(load)
      for side in build tdzdd count; do
        case $side in
          tdzdd) r=$(peer "$k" "$t") ;;
          *) r=$(ours "$side" "$k" "$t") ;;
        esac
        echo "$k $t $p $l $side $r" | tee -a "$data"
      done
    done
  done
done

summary "$data"
