#!/usr/bin/env bash
# Corner-to-corner paths on k×k grids: GraphSet's build (GridPathsBench --mode build) and
# TdZdd's ddpaths example (build, reduce, count), alternating in one run, each in a fresh
# process under /usr/bin/time. Nothing is fetched: pass the path of a TdZdd checkout
# (https://github.com/kunisura/TdZdd); without one the script says so and exits 0.
#
#   shannon-lab/scripts/tdzdd-grid-paths.sh TDZDD_DIR [THREADS] [K...]
#   shannon-lab/scripts/tdzdd-grid-paths.sh ~/src/TdZdd 1 12 13 14
#
# ddpaths is compiled with g++ -O3 -fopenmp into a temporary directory; with THREADS > 1 it
# runs with -p (its parallel build) and OMP_NUM_THREADS=THREADS. Our side needs
# `mvn -q -o -B -pl shannon-lab -am package -DskipTests` first (the laboratory's jar). JAVA_HEAP (default 8g) is our -Xmx;
# JAVA_GC (default -XX:+UseParallelGC: a build keeps almost everything it allocates, which the
# throughput collector copies least; JAVA_GC=-XX:+UseG1GC for the JVM's default) our collector.
# (A 2 MB young generation, JAVA_GC="-XX:+UseParallelGC -Xmn2m", puts the 1 MiB chunks straight
# into the old one: at most a third of the collection time and 6-10% less RSS, but k = 16 ran slower in
# both trials; BENCHMARKS.md.) With
# OLD_CP set to the class path of another build of ours (e.g. main's, compiled in a copy of the
# tree), that build runs too, before ours, so old, new and TdZdd alternate in one run.
#
# Repeat a k to measure it several times (e.g. `1 14 14 14`): the machine is shared and one run
# can be 1.5x slower than the next, so the script ends with, for each k, the ratio of our wall
# time to TdZdd's in each back-to-back pair, their median and range, and both sides' peak RSS.
set -euo pipefail
cd "$(dirname "$0")/../.."

tdzdd=${1:-}
if [ -z "$tdzdd" ] || [ ! -f "$tdzdd/apps/ddpaths/ddpaths.cpp" ]; then
  echo "skipped: no TdZdd checkout given (expected DIR/apps/ddpaths/ddpaths.cpp)"
  exit 0
fi
shift
threads=${1:-1}
[ $# -gt 0 ] && shift
ks=("$@")
[ ${#ks[@]} -eq 0 ] && ks=(12 13 14)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -O3 -fopenmp -I"$tdzdd/include" -o "$work/ddpaths" "$tdzdd/apps/ddpaths/ddpaths.cpp"

# ddpaths reads an adjacency list: line i holds the neighbours of vertex i (1-based); by
# default the path joins the first and the last vertex, the grid's opposite corners.
grid() {
  local k=$1 r c v
  for ((r = 0; r < k; r++)); do
    for ((c = 0; c < k; c++)); do
      v=$((r * k + c + 1))
      local line=()
      ((r > 0)) && line+=($((v - k)))
      ((c > 0)) && line+=($((v - 1)))
      ((c < k - 1)) && line+=($((v + 1)))
      ((r < k - 1)) && line+=($((v + k)))
      echo "${line[*]}"
    done
  done
}

cp=shannon-lab/target/shannon-lab.jar
# "WALL RSS" from a /usr/bin/time line of this script's format.
wall_rss() {
  sed -E 's/.*wall ([0-9.]+) s.*max RSS ([0-9]+) KB.*/\1 \2/' "$1"
}
par=()
((threads > 1)) && par=(-p)
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), threads $threads, $(nproc) cores, ours: -Xmx${JAVA_HEAP:-8g} ${JAVA_GC:--XX:+UseParallelGC}"
for k in "${ks[@]}"; do
  grid "$k" >"$work/g$k.dat"
  echo "## k=$k  load: $(cut -d' ' -f1-3 /proc/loadavg)"
  if [ -n "${OLD_CP:-}" ]; then
    /usr/bin/time -f "old      k=$k: wall %e s, CPU %U+%S s, max RSS %M KB" \
      java -Xmx"${JAVA_HEAP:-8g}" ${JAVA_GC:--XX:+UseParallelGC} -cp "$OLD_CP" dev.shannon.lab.zdd.GridPathsBench --mode build --k "$k" \
      --threads "$threads" | tail -1
  fi
  /usr/bin/time -f "GraphSet k=$k: wall %e s, CPU %U+%S s, max RSS %M KB" -o "$work/ours" \
    java -Xmx"${JAVA_HEAP:-8g}" ${JAVA_GC:--XX:+UseParallelGC} -cp "$cp" dev.shannon.lab.zdd.GridPathsBench --mode build --k "$k" \
    --threads "$threads" | tail -1
  cat "$work/ours"
  echo "   load: $(cut -d' ' -f1-3 /proc/loadavg)"
  OMP_NUM_THREADS=$threads /usr/bin/time -f "TdZdd    k=$k: wall %e s, CPU %U+%S s, max RSS %M KB" -o "$work/peer" \
    "$work/ddpaths" -count "${par[@]}" "$work/g$k.dat" 2>&1 | grep -E "^[0-9]+$|TdZdd|ZDD|#node" | tail -4
  cat "$work/peer"
  echo "$k $(wall_rss "$work/ours") $(wall_rss "$work/peer")" >>"$work/pairs"
done

# Per k: each pair's ratio ours / TdZdd (wall time), the median and range, and the peak RSS.
echo "## summary: wall ours / TdZdd per back-to-back pair, threads $threads"
sort -s -n -k1,1 "$work/pairs" | awk '
  function flush() {
    if (n == 0) return
    m = n % 2 ? r[(n + 1) / 2] : (r[n / 2] + r[n / 2 + 1]) / 2
    printf "k=%s: %d pairs, ratio median %.2f (%.2f-%.2f); ours %s s, RSS %.2f GiB; TdZdd %s s, RSS %.2f GiB\n", \
      k, n, m, r[1], r[n], ow, orss / 1048576, pw, prss / 1048576
  }
  { if ($1 != k) { flush(); k = $1; n = 0; ow = ""; pw = ""; orss = 0; prss = 0 }
    x = $2 / $4
    # insertion sort of the ratios
    i = ++n; while (i > 1 && r[i - 1] > x) { r[i] = r[i - 1]; i-- }; r[i] = x
    ow = ow (ow == "" ? "" : ", ") $2; pw = pw (pw == "" ? "" : ", ") $4
    if ($3 > orss) orss = $3; if ($5 > prss) prss = $5 }
  END { flush() }'
