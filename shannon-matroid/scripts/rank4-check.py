#!/usr/bin/env python3
"""An independent re-check, sharing no code with the Java module, of the rank-4 configuration on
which the directed and undirected matroid games disagree (shannon-matroid/README.md).

Everything is exact rational arithmetic (fractions) and plain minimax over every element to the
end of the game; the winner is judged only on the final position:
  * undirected: Short wins iff the target e lies in the linear span of his claimed vectors
    (his claimed elements together with e contain a circuit through e);
  * directed (Short signs what he claims): Short wins iff his signed vectors and e contain a
    positive circuit through e, i.e. -v_e is a nonnegative combination of his signed vectors
    (by Caratheodory, of a linearly independent subset of them, found by elimination).
It also prints which r-subsets are not bases (is the underlying matroid uniform?) and the
circuits of at most r elements. With --minors it searches every minor of the 8-element minor
and of the 9-element configuration (each other element kept, deleted or contracted) for those on
which the two games' types differ, and prints the smallest. Run: python3 shannon-matroid/scripts/rank4-check.py [--minors]
"""
import sys
from fractions import Fraction
from functools import lru_cache
from itertools import combinations

VECTORS = [(2, -1, -1, -1), (0, -2, -1, -2), (2, -2, -2, 2), (0, -2, 2, -2), (-2, 1, 0, 1),
           (0, 0, -2, 0), (-1, 2, -2, -2), (-2, -2, 1, 1), (2, -2, 2, 2)]
TARGET = 7


def rank(vectors):
    rows = [[Fraction(x) for x in v] for v in vectors]
    r = 0
    cols = len(rows[0]) if rows else 0
    for c in range(cols):
        pivot = next((i for i in range(r, len(rows)) if rows[i][c] != 0), None)
        if pivot is None:
            continue
        rows[r], rows[pivot] = rows[pivot], rows[r]
        for i in range(len(rows)):
            if i != r and rows[i][c] != 0:
                f = rows[i][c] / rows[r][c]
                rows[i] = [a - f * b for a, b in zip(rows[i], rows[r])]
        r += 1
    return r


def solve(columns, target):
    """lambda with sum lambda_j columns_j = target for linearly independent columns, or None."""
    d = len(target)
    k = len(columns)
    m = [[Fraction(columns[j][i]) for j in range(k)] + [Fraction(target[i])] for i in range(d)]
    row = 0
    where = [-1] * k
    for c in range(k):
        pivot = next((i for i in range(row, d) if m[i][c] != 0), None)
        if pivot is None:
            return None  # dependent columns: not a Caratheodory basis
        m[row], m[pivot] = m[pivot], m[row]
        for i in range(d):
            if i != row and m[i][c] != 0:
                f = m[i][c] / m[row][c]
                m[i] = [a - f * b for a, b in zip(m[i], m[row])]
        where[c] = row
        row += 1
    if any(m[i][k] != 0 for i in range(row, d)):
        return None  # target outside their span
    return [m[where[c]][k] / m[where[c]][c] for c in range(k)]


def games(vectors, target):
    n = len(vectors)
    r = rank(vectors)
    others = [i for i in range(n) if i != target]
    ve = vectors[target]
    minus_e = tuple(-x for x in ve)

    @lru_cache(maxsize=None)
    def directed_won(signed):  # signed: tuple of (element, sign)
        ws = [tuple(s * x for x in vectors[i]) for i, s in signed]
        for size in range(1, min(r, len(ws)) + 1):
            for sub in combinations(ws, size):
                lam = solve(list(sub), minus_e)
                if lam is not None and all(x >= 0 for x in lam):
                    return True
        return False

    @lru_cache(maxsize=None)
    def undirected_won(claimed):
        vs = [vectors[i] for i in claimed]
        return rank(vs + [ve]) == rank(vs) if vs else all(x == 0 for x in ve)

    @lru_cache(maxsize=None)
    def directed(state, short_to_move):  # state: per other element 0 free, 1 +, 2 -, 3 deleted
        free = [j for j, x in enumerate(state) if x == 0]
        if not free:
            return directed_won(tuple((others[j], 1 if x == 1 else -1) for j, x in enumerate(state) if x in (1, 2)))
        outcomes = []
        for j in free:
            for code in ((1, 2) if short_to_move else (3,)):
                nxt = state[:j] + (code,) + state[j + 1:]
                outcomes.append(directed(nxt, not short_to_move))
        return any(outcomes) if short_to_move else all(outcomes)

    @lru_cache(maxsize=None)
    def undirected(state, short_to_move):  # 0 free, 1 claimed, 3 deleted
        free = [j for j, x in enumerate(state) if x == 0]
        if not free:
            return undirected_won(tuple(others[j] for j, x in enumerate(state) if x == 1))
        outcomes = [undirected(state[:j] + (1 if short_to_move else 3,) + state[j + 1:], not short_to_move) for j in free]
        return any(outcomes) if short_to_move else all(outcomes)

    start = (0,) * len(others)
    return {"directed Short first": directed(start, True), "directed Cut first": directed(start, False),
            "undirected Short first": undirected(start, True), "undirected Cut first": undirected(start, False)}


def describe(vectors, target, name):
    r = rank(vectors)
    n = len(vectors)
    non_bases = [c for c in combinations(range(n), r) if rank([vectors[i] for i in c]) < r]
    small_circuits = [c for size in range(1, r + 1) for c in combinations(range(n), size)
                      if rank([vectors[i] for i in c]) == size - 1
                      and all(rank([vectors[i] for i in c if i != j]) == size - 1 for j in c)]
    print(f"{name}: {n} vectors, rank {r}, target {target}")
    print(f"  r-subsets that are not bases: {len(non_bases)} of {len(list(combinations(range(n), r)))}"
          f" -> {'uniform' if not non_bases else 'not uniform'}")
    print(f"  circuits with at most r elements: {small_circuits}")
    for k, v in games(vectors, target).items():
        print(f"  {k}: {'Short' if v else 'Cut'} wins")


def contract(vectors, c):
    """The vectors of the contraction by element c (projected along v_c), with c removed."""
    vc = vectors[c]
    i = next(k for k, x in enumerate(vc) if x != 0)
    out = []
    for j, w in enumerate(vectors):
        if j != c:
            p = [vc[i] * w[k] - w[i] * vc[k] for k in range(len(w))]
            out.append(tuple(p[:i] + p[i + 1:]))
    return out


def game_type(result):
    sf, cf = result["Short first"], result["Cut first"]
    return "Short" if sf and cf else "Cut" if not sf and not cf else "first" if sf else "second"


def minors(vectors, target):
    n = len(vectors)
    others = [i for i in range(n) if i != target]
    found = []
    for code in range(3 ** len(others)):
        ops = []
        x = code
        for _ in others:
            ops.append(x % 3)
            x //= 3
        vs = list(vectors)
        idx = list(range(n))  # original element of each current vector
        # contract first (highest index first keeps the others' positions), then delete
        for j in sorted((others[k] for k in range(len(others)) if ops[k] == 2), reverse=True):
            pos = idx.index(j)
            if all(v == 0 for v in vs[pos]):
                vs.pop(pos); idx.pop(pos)  # contracting a loop is deleting it
                continue
            vs = contract(vs, pos)
            idx.pop(pos)
        keep = [k for k, j in enumerate(idx) if j == target or ops[others.index(j)] == 0]
        vs = [vs[k] for k in keep]
        idx = [idx[k] for k in keep]
        t = idx.index(target)
        if len(vs) < 3 or all(v == 0 for v in vs[t]) or rank(vs) < 2:
            continue
        g = games(vs, t)
        d = game_type({"Short first": g["directed Short first"], "Cut first": g["directed Cut first"]})
        u = game_type({"Short first": g["undirected Short first"], "Cut first": g["undirected Cut first"]})
        if d != u:
            deleted = [others[k] for k in range(len(others)) if ops[k] == 1]
            contracted = [others[k] for k in range(len(others)) if ops[k] == 2]
            found.append((len(vs), rank(vs), deleted, contracted, d, u, vs, t))
    found.sort(key=lambda f: (f[0], f[1]))
    print(f"minors on which the games' types differ: {len(found)}")
    for f in found[:8]:
        size, r, deleted, contracted, d, u, vs, t = f
        non_bases = [c for c in combinations(range(size), r) if rank([vs[i] for i in c]) < r]
        print(f"  {size} elements, rank {r}: delete {deleted}, contract {contracted};"
              f" directed {d} game, undirected {u} game; {'uniform' if not non_bases else str(len(non_bases)) + ' non-bases'}")


describe(VECTORS, TARGET, "the 9-element configuration")
minor = [v for i, v in enumerate(VECTORS) if i != 6]
describe(minor, 6, "after Cut deletes element 6 (the 8-element minor; the target is now element 6)")
if "--minors" in sys.argv:
    print("minors of the 8-element minor:")
    minors(minor, 6)
    print("minors of the 9-element configuration:")
    minors(VECTORS, TARGET)
