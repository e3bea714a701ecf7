# Shared by the TdZdd side-by-side scripts (sourced, not run).
#
# build_ddpaths TDZDD_DIR WORK: builds TdZdd's ddpaths exactly as its authors build it — its
# include/ and apps/ddpaths/ copied under WORK/tdzdd and apps/ddpaths/Makefile run there
# unchanged, which compiles with `g++ -fopenmp -Wall -fmessage-length=0 -O3 -I../../include
# -DNDEBUG` and links with `g++ -fopenmp`; the make lines are printed as comments. Sets DDPATHS.
# (Until 2026-12-04 these scripts compiled `g++ -O3 -fopenmp` only, leaving TdZdd's assertions on,
# which made it 1.2x slower than its authors' build.)
build_ddpaths() {
  local tdzdd=$1 work=$2
  mkdir -p "$work/tdzdd/apps"
  cp -r "$tdzdd/include" "$work/tdzdd/"
  cp -r "$tdzdd/apps/ddpaths" "$work/tdzdd/apps/"
  rm -f "$work/tdzdd/apps/ddpaths/"{ddpaths,*.o}
  echo "# TdZdd $(git -C "$tdzdd" rev-parse --short HEAD 2>/dev/null || echo '(not a git checkout)'), built by its own Makefile:"
  make -C "$work/tdzdd/apps/ddpaths" --no-print-directory ddpaths | sed 's/^/#   /'
  DDPATHS=$work/tdzdd/apps/ddpaths/ddpaths
}

# grid K: the k×k grid as ddpaths reads it, an adjacency list: line i holds the neighbours of
# vertex i (1-based); by default the path joins the first and the last vertex, the opposite corners.
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
