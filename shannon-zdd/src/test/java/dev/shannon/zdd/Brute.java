package dev.shannon.zdd;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.LongPredicate;

/**
 * The brute-force oracle: edge sets as bit masks over a universe's edges (decision order), and
 * graph properties computed directly from the definitions, independently of any spec.
 */
final class Brute {
    private Brute() {}

    /** All edge sets of {@code u} with property {@code p}. */
    static Set<Long> subsets(Universe u, LongPredicate p) {
        int m = u.edgeCount();
        if (m > 20) {
            throw new IllegalArgumentException("too many edges for brute force");
        }
        Set<Long> out = new HashSet<>();
        for (long mask = 0; mask < 1L << m; mask++) {
            if (p.test(mask)) {
                out.add(mask);
            }
        }
        return out;
    }

    /** The members of a graph set as masks. */
    static Set<Long> members(GraphSet g) {
        Set<Long> out = new HashSet<>();
        for (Subgraph s : g) {
            out.add(mask(s));
        }
        return out;
    }

    static long mask(Subgraph s) {
        long m = 0;
        for (int e : s.edges()) {
            m |= 1L << e;
        }
        return m;
    }

    static Subgraph subgraph(Universe u, long mask) {
        return Subgraph.of(u, edges(mask));
    }

    static int[] edges(long mask) {
        int[] e = new int[Long.bitCount(mask)];
        int k = 0;
        for (int i = 0; i < 64; i++) {
            if ((mask >>> i & 1) != 0) {
                e[k++] = i;
            }
        }
        return e;
    }

    static int degree(Universe u, long mask, int v) {
        int d = 0;
        for (int e = 0; e < u.edgeCount(); e++) {
            if ((mask >>> e & 1) != 0) {
                d += (u.edgeU(e) == v ? 1 : 0) + (u.edgeV(e) == v ? 1 : 0);
            }
        }
        return d;
    }

    static boolean touched(Universe u, long mask, int v) {
        return degree(u, mask, v) > 0;
    }

    private static int find(int[] p, int x) {
        while (p[x] != x) {
            x = p[x] = p[p[x]];
        }
        return x;
    }

    /** Whether the chosen edges contain a cycle (a loop, parallel pair or longer). */
    static boolean hasCycle(Universe u, long mask) {
        int[] p = identity(u.vertexCount());
        for (int e = 0; e < u.edgeCount(); e++) {
            if ((mask >>> e & 1) != 0) {
                int a = find(p, u.edgeU(e));
                int b = find(p, u.edgeV(e));
                if (a == b) {
                    return true;
                }
                p[a] = b;
            }
        }
        return false;
    }

    private static int[] identity(int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        return p;
    }

    /** Component representative of every vertex under the chosen edges. */
    static int[] componentOf(Universe u, long mask) {
        int[] p = identity(u.vertexCount());
        for (int e = 0; e < u.edgeCount(); e++) {
            if ((mask >>> e & 1) != 0) {
                int a = find(p, u.edgeU(e));
                int b = find(p, u.edgeV(e));
                p[a] = b;
            }
        }
        int[] c = new int[u.vertexCount()];
        for (int v = 0; v < c.length; v++) {
            c[v] = find(p, v);
        }
        return c;
    }

    /**
     * The component count in the sense of ConnectivitySpec's documentation, or -1 if the group
     * condition fails: counted vertices are the touched ones, group vertices, and (spanning) all.
     */
    static int components(Universe u, long mask, int[][] groups, boolean spanning) {
        int n = u.vertexCount();
        int[] comp = componentOf(u, mask);
        boolean[] counted = new boolean[n];
        for (int v = 0; v < n; v++) {
            counted[v] = spanning || touched(u, mask, v);
        }
        for (int[] g : groups) {
            for (int v : g) {
                counted[v] = true;
            }
        }
        for (int i = 0; i < groups.length; i++) {
            for (int v : groups[i]) {
                if (comp[v] != comp[groups[i][0]]) {
                    return -1;
                }
            }
            for (int j = 0; j < i; j++) {
                if (comp[groups[i][0]] == comp[groups[j][0]]) {
                    return -1;
                }
            }
        }
        Set<Integer> roots = new HashSet<>();
        for (int v = 0; v < n; v++) {
            if (counted[v]) {
                roots.add(comp[v]);
            }
        }
        return roots.size();
    }

    /** Connected edge set (non-empty): all touched vertices in one component. */
    static boolean connected(Universe u, long mask) {
        return mask != 0 && components(u, mask, new int[0][], false) == 1;
    }

    static boolean isPath(Universe u, long mask, int s, int t) {
        if (s == t) {
            return mask == 0;
        }
        for (int v = 0; v < u.vertexCount(); v++) {
            int d = degree(u, mask, v);
            if (v == s || v == t ? d != 1 : d != 0 && d != 2) {
                return false;
            }
        }
        return connected(u, mask) && !hasCycle(u, mask);
    }

    static boolean isCycle(Universe u, long mask) {
        for (int v = 0; v < u.vertexCount(); v++) {
            int d = degree(u, mask, v);
            if (d != 0 && d != 2) {
                return false;
            }
        }
        return connected(u, mask);
    }

    static boolean visitsAll(Universe u, long mask, int[] vertices) {
        for (int v : vertices) {
            if (!touched(u, mask, v)) {
                return false;
            }
        }
        return true;
    }

    /** A path's vertices are its touched ones plus its ends (the trivial path touches none). */
    static boolean pathVisitsAll(Universe u, long mask, int s, int t, int[] vertices) {
        for (int v : vertices) {
            if (v != s && v != t && !touched(u, mask, v)) {
                return false;
            }
        }
        return true;
    }

    static int[] allVertices(Universe u) {
        return identity(u.vertexCount());
    }

    /** The chosen edges form K_k exactly (k = 1: the empty set). */
    static boolean isClique(Universe u, long mask, int k) {
        if (k == 1) {
            return mask == 0 && u.vertexCount() > 0;
        }
        int[] vs = new int[u.vertexCount()];
        int n = 0;
        for (int v = 0; v < u.vertexCount(); v++) {
            if (touched(u, mask, v)) {
                vs[n++] = v;
            }
        }
        if (n != k || Long.bitCount(mask) != k * (k - 1) / 2) {
            return false;
        }
        for (int e = 0; e < u.edgeCount(); e++) {
            if ((mask >>> e & 1) != 0 && u.edgeU(e) == u.edgeV(e)) {
                return false;
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                boolean joined = false;
                for (int e = 0; e < u.edgeCount(); e++) {
                    if ((mask >>> e & 1) != 0
                            && (u.edgeU(e) == vs[i] && u.edgeV(e) == vs[j]
                                    || u.edgeU(e) == vs[j] && u.edgeV(e) == vs[i])) {
                        joined = true;
                    }
                }
                if (!joined) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A random family of subsets of {@code elements} elements (as masks), sparse one time in four. */
    static Set<Long> randomFamily(int elements, SplittableRandom r) {
        Set<Long> f = new HashSet<>();
        double density = r.nextInt(4) == 0 ? 0.02 : r.nextDouble();
        for (long m = 0; m < 1L << elements; m++) {
            if (r.nextDouble() < density) {
                f.add(m);
            }
        }
        return f;
    }

    /** The members of s with property p. */
    static Set<Long> filter(Set<Long> s, LongPredicate p) {
        Set<Long> out = new HashSet<>();
        for (long m : s) {
            if (p.test(m)) {
                out.add(m);
            }
        }
        return out;
    }
}
