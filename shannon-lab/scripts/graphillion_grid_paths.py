"""Graphillion's side of GridPathsBench --mode build: corner-to-corner paths on the k x k grid.

    python3 graphillion_grid_paths.py GRAPHILLION_DIR K

Builds the family with the grid's edges in GraphSet's order (traversal 'as-is'), then counts it;
prints one line with the count and the two times. GRAPHILLION_DIR is a checkout built in place.
"""
import sys
import time


def main():
    sys.path.insert(0, sys.argv[1])
    from graphillion import GraphSet
    k = int(sys.argv[2])
    edges = []
    for r in range(k):
        for c in range(k):
            if c + 1 < k:
                edges.append((r * k + c, r * k + c + 1))
            if r + 1 < k:
                edges.append((r * k + c, (r + 1) * k + c))
    GraphSet.set_universe(edges, traversal="as-is")
    t0 = time.perf_counter()
    paths = GraphSet.paths(0, k * k - 1)
    t1 = time.perf_counter()
    count = paths.len()
    t2 = time.perf_counter()
    print(f"Graphillion k={k}: paths {count}, build {t1 - t0:.2f} s, count {t2 - t1:.2f} s")


if __name__ == "__main__":
    main()
