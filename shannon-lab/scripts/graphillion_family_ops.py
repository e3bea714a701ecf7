"""Graphillion's side of FamilyOpsBench: the same operations on the k x k grid's families.

Each round sets a fresh universe (the grid's edges in the order GraphSet's Universe.grid uses:
row-major, for each vertex the edge to its right, then the edge below), builds the
corner-to-corner paths and all cycles, then times one call of each operation. Rounds after the
warm-up give the median and the range, printed as Markdown rows named like FamilyOpsBench's.
Round r takes its own operands, as FamilyOpsBench --vary does: paths from vertex 0 to vertex
n - 1 - r mod (n - 1), and the edge and vertex to include or exclude moved on by 7 and 5 places
a round. Graphillion's node table and operation cache outlive set_universe, so with the same
operands every round after the first is answered from the cache (union in 0.02 ms).

    python3 graphillion_family_ops.py GRAPHILLION_DIR [K] [ROUNDS] [WARMUP]

GRAPHILLION_DIR is a Graphillion checkout built in place (python3 setup.py build_ext --inplace).
"""
import statistics
import sys
import time


def vertex(k, r, c):
    # Numbers, not names like "r,c": Graphillion's C++ side reads vertices from their str()
    # and fails on a comma ("Failed to translate graph object").
    return r * k + c


def grid_edges(k):
    edges = []
    for r in range(k):
        for c in range(k):
            if c + 1 < k:
                edges.append((vertex(k, r, c), vertex(k, r, c + 1)))
            if r + 1 < k:
                edges.append((vertex(k, r, c), vertex(k, r + 1, c)))
    return edges


def timed(out, name, op):
    t0 = time.perf_counter()
    result = op()
    out[name] = (time.perf_counter() - t0) * 1e3
    return result


def one_round(GraphSet, k, r, out):
    edges = grid_edges(k)
    n = k * k
    # 'as-is' keeps this edge order, so both libraries build the same diagrams.
    GraphSet.set_universe(edges, traversal="as-is")
    far = n - 1 - r % (n - 1)
    paths = timed(out, "build paths", lambda: GraphSet.paths(vertex(k, 0, 0), far))
    cycles = timed(out, "build cycles", lambda: GraphSet.cycles())
    union = timed(out, "paths ∪ cycles", lambda: paths | cycles)
    both = timed(out, "paths ∩ cycles", lambda: paths & cycles)
    diff = timed(out, "paths ∖ cycles", lambda: union - cycles)
    mid = edges[(len(edges) // 2 + 7 * r) % len(edges)]
    with_mid = timed(out, f"paths including edge {len(edges) // 2}", lambda: paths.including(mid))
    without_mid = timed(out, f"paths excluding edge {len(edges) // 2}", lambda: paths.excluding(mid))
    centre = (n // 2 + k // 2 + 5 * r) % n
    via = timed(out, f"paths including vertex {k // 2},{k // 2}", lambda: paths.including(centre))
    timed(out, "(paths ∪ cycles).count()", lambda: union.len())
    return (f"counts: paths {paths.len()}, cycles {cycles.len()}, ∪ {union.len()}, ∩ {both.len()}, "
            f"∖ {diff.len()}, with {with_mid.len()}, without {without_mid.len()}, via {via.len()}")


def main():
    sys.path.insert(0, sys.argv[1])
    from graphillion import GraphSet
    k = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    warmup = int(sys.argv[4]) if len(sys.argv) > 4 else 15
    times = {}
    last = ""
    for r in range(rounds):
        out = {}
        last = one_round(GraphSet, k, r, out)
        if r >= warmup:
            for name, ms in out.items():
                times.setdefault(name, []).append(ms)
    print(f"| operation ({k}×{k} grid) | median ms | min–max ms |")
    print("| --- | --- | --- |")
    for name, values in times.items():
        print(f"| {name} | {statistics.median(values):.3f} | {min(values):.3f}–{max(values):.3f} |")
    print(last)


if __name__ == "__main__":
    main()
