#!/bin/sh
# Regenerates the shipped puzzle set (docs/puzzles.md, "The shipped set") and prints it:
#   shannon-bridgit/puzzles.sh > shannon-bridgit/src/main/resources/dev/shannon/bridgit/puzzle/puzzles.txt
# Each line below is "n count seed": that many puzzles mined on the n x (n+1) board from that seed.
# The set is their concatenation, in this order (a puzzle's id is its place in the set).
set -e
cd "$(dirname "$0")/.."
echo "# Bridg-It puzzles (docs/puzzles.md): n, first, moves, line, rating, source; made by shannon-bridgit/puzzles.sh"
while read -r n count seed; do
    ./shannon bridgit puzzles --n "$n" --count "$count" --seed "$seed" --set-format --time-limit 86400
done <<'SIZES'
4 8 1
5 20 1
6 40 1
6 288 2
7 294 1
7 220 2
8 364 1
8 275 2
9 243 1
9 117 2
10 191 1
SIZES
