#!/bin/sh
# Regenerates the shipped switching-game puzzle set (docs/puzzles.md, "Switching-game puzzles") and prints it:
#   shannon-switching/puzzles.sh > shannon-switching/src/main/resources/dev/shannon/switching/puzzle/switching-puzzles.txt
# Each line below is "family count seed": that many puzzles mined on the family's graph from that seed.
# The set is their concatenation, in this order (a puzzle's id is its place in the set).
set -e
cd "$(dirname "$0")/.."
echo "# Switching-game puzzles (docs/puzzles.md): family, first, moves, solution, rating, source; made by shannon-switching/puzzles.sh"
while read -r family count seed; do
    ./shannon puzzles --family "$family" --count "$count" --seed "$seed" --set-format
done <<'FAMILIES'
wheel-9 100 1
grid-4x4 100 1
petersen 100 1
random-12-26 100 1
FAMILIES
