#!/usr/bin/env bash
# GraphSet beside Graphillion on this machine, in one run: the set algebra on the k×k grid's
# families (FamilyOpsBench --vary against graphillion_family_ops.py, alternating RUNS times), then,
# for each K given, corner-to-corner paths built and counted (GridPathsBench --mode build against
# graphillion_grid_paths.py), each in a fresh process under /usr/bin/time. Nothing is fetched:
# pass the path of a Graphillion checkout (https://github.com/takemaru/graphillion); without one
# the script says so and exits 0. A checkout not yet built is copied to a temporary directory and
# built there (python3 setup.py build_ext --inplace, about two minutes).
#
#   shannon-lab/scripts/graphillion-side-by-side.sh GRAPHILLION_DIR [RUNS] [K...]
#   shannon-lab/scripts/graphillion-side-by-side.sh ~/src/graphillion 2 12 13
#
# Our side needs `mvn -q -o -B -pl shannon-lab -am package -DskipTests` first (the laboratory's jar). JAVA_HEAP (default 8g) is our
# -Xmx for the path builds.
set -euo pipefail
cd "$(dirname "$0")/../.."

dir=${1:-}
if [ -z "$dir" ] || [ ! -f "$dir/graphillion/graphset.py" ]; then
  echo "skipped: no Graphillion checkout given (expected DIR/graphillion/graphset.py)"
  exit 0
fi
shift
runs=${1:-2}
[ $# -gt 0 ] && shift

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! ls "$dir"/_graphillion*.so >/dev/null 2>&1; then
  cp -r "$dir" "$work/graphillion"
  (cd "$work/graphillion" && python3 setup.py build_ext --inplace >"$work/build.log" 2>&1) || {
    echo "Graphillion did not build; see its log:"; tail -20 "$work/build.log"; exit 1; }
  dir="$work/graphillion"
fi

cp=shannon-lab/target/shannon-lab.jar
scripts=shannon-lab/scripts
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, Graphillion $(cd "$dir" && git describe --tags 2>/dev/null || echo '(version unknown)')"
for ((i = 1; i <= runs; i++)); do
  echo "## set algebra, run $i  load: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "### GraphSet"
  java -Xmx1g -cp "$cp" dev.shannon.lab.zdd.FamilyOpsBench --k 8 --rounds 40 --warmup 15 --vary
  echo "### Graphillion"
  python3 "$scripts/graphillion_family_ops.py" "$dir" 8 40 15
done
for k in "$@"; do
  echo "## paths, k=$k  load: $(cut -d' ' -f1-3 /proc/loadavg)"
  /usr/bin/time -f "GraphSet    k=$k: wall %e s, CPU %U+%S s, max RSS %M KB" \
    java -Xmx"${JAVA_HEAP:-8g}" -XX:+UseParallelGC -cp "$cp" dev.shannon.lab.zdd.GridPathsBench --mode build \
    --k "$k" --threads 1 2>&1 | tail -2
  /usr/bin/time -f "Graphillion k=$k: wall %e s, CPU %U+%S s, max RSS %M KB" \
    python3 "$scripts/graphillion_grid_paths.py" "$dir" "$k" 2>&1
done
