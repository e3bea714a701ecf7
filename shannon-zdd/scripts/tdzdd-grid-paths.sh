#!/usr/bin/env bash
# Corner-to-corner paths on k×k grids: GraphSet's build (GridPathsBench --mode build) and
# TdZdd's ddpaths example (build, reduce, count), alternating in one run, each in a fresh
# process under /usr/bin/time. Nothing is fetched: pass the path of a TdZdd checkout
# (https://github.com/kunisura/TdZdd); without one the script says so and exits 0.
#
#   shannon-zdd/scripts/tdzdd-grid-paths.sh TDZDD_DIR [THREADS] [K...]
#   shannon-zdd/scripts/tdzdd-grid-paths.sh ~/src/TdZdd 1 12 13 14
#
# ddpaths is compiled with g++ -O3 -fopenmp into a temporary directory; with THREADS > 1 it
# runs with -p (its parallel build) and OMP_NUM_THREADS=THREADS. Our side needs
# `mvn -q -o -B -pl shannon-zdd -am compile` first. JAVA_HEAP (default 8g) is our -Xmx;
# JAVA_GC (default -XX:+UseParallelGC: a build keeps almost everything it allocates, which the
# throughput collector copies least; JAVA_GC=-XX:+UseG1GC for the JVM's default) our collector. With
# OLD_CP set to the class path of another build of ours (e.g. main's, compiled in a copy of the
# tree), that build runs too, before ours, so old, new and TdZdd alternate in one run.
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

cp=shannon-zdd/target/classes:shannon-graph/target/classes
par=()
((threads > 1)) && par=(-p)
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), threads $threads, $(nproc) cores, ours: -Xmx${JAVA_HEAP:-8g} ${JAVA_GC:--XX:+UseParallelGC}"
for k in "${ks[@]}"; do
  grid "$k" >"$work/g$k.dat"
  echo "## k=$k  load: $(cut -d' ' -f1-3 /proc/loadavg)"
  if [ -n "${OLD_CP:-}" ]; then
    /usr/bin/time -f "old      k=$k: wall %e s, CPU %U+%S s, max RSS %M KB" \
      java -Xmx"${JAVA_HEAP:-8g}" ${JAVA_GC:--XX:+UseParallelGC} -cp "$OLD_CP" dev.shannon.zdd.bench.GridPathsBench --mode build --k "$k" \
      --threads "$threads" | tail -1
  fi
  /usr/bin/time -f "GraphSet k=$k: wall %e s, CPU %U+%S s, max RSS %M KB" \
    java -Xmx"${JAVA_HEAP:-8g}" ${JAVA_GC:--XX:+UseParallelGC} -cp "$cp" dev.shannon.zdd.bench.GridPathsBench --mode build --k "$k" \
    --threads "$threads" | tail -1
  echo "   load: $(cut -d' ' -f1-3 /proc/loadavg)"
  OMP_NUM_THREADS=$threads /usr/bin/time -f "TdZdd    k=$k: wall %e s, CPU %U+%S s, max RSS %M KB" \
    "$work/ddpaths" -count "${par[@]}" "$work/g$k.dat" 2>&1 | grep -E "^[0-9]+$|TdZdd|ZDD|#node" | tail -4
done
