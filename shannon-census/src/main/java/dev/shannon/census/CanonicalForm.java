package dev.shannon.census;

import java.util.Arrays;

/**
 * Canonical labelling of small multigraphs whose vertices 0 (s) and 1 (t) stay fixed: two graphs
 * get the same {@link MinorCode} iff an isomorphism maps s to s and t to t. Positions that differ
 * only by the names of their inner vertices then share one transposition-table entry, and the
 * unlabelled census gets one graph per isomorphism class.
 *
 * <p>Method (individualisation–refinement, as in McKay's nauty, without automorphism pruning):
 * refine an ordered partition of the inner vertices to an equitable one (split cells by weighted
 * degree into each cell, smallest first), then branch on every vertex of the first non-singleton
 * cell. Refinement is label-invariant, so the least leaf code is canonical, and the leaves that
 * reach it are exactly the automorphisms of (G, s, t), which {@link #automorphisms()} reports.
 *
 * <p>Reusable scratch, not thread-safe: one instance per thread.
 */
final class CanonicalForm {
    private static final int N = MinorCode.MAX_VERTICES;
    private static final int S = MinorCode.STRIDE;

    // Partition per search depth: order[depth][pos] is a vertex, start[depth][pos] the first position of its cell.
    private final int[][] order = new int[N + 1][N];
    private final int[][] start = new int[N + 1][N];
    private final int[] cellOf = new int[N];
    private final int[] rows = new int[N * N]; // rows[v * N + c]: weight from v into cell c
    private int n;
    private int[] w;
    private long best;
    private int bestCount;
    private int candidates;
    private int watched;
    private boolean watchedHit;

    /** The canonical code of the {@code n}-vertex multigraph {@code w} (stride 8), fixing vertices 0 and 1. */
    long code(int n, int[] w) {
        return code(n, w, 0, 0);
    }

    /**
     * The canonical code, as {@link #code(int, int[])}, and also whether vertex {@code watched} lies in
     * the automorphism orbit of the vertex of {@code candidates} that comes last in the canonical
     * order ({@link #watchedIsLastCandidate()}). {@code candidates} (a bit mask) must be chosen by
     * an isomorphism invariant, e.g. the inner vertices of largest degree; then "the last candidate"
     * is defined up to automorphism, which is what canonical augmentation needs.
     */
    long code(int n, int[] w, int candidates, int watched) {
        if (n < 2 || n > N) {
            throw new IllegalArgumentException("census graphs have 2.." + N + " vertices, got " + n);
        }
        this.n = n;
        this.w = w;
        this.candidates = candidates;
        this.watched = watched;
        this.watchedHit = false;
        int[] ord = order[0];
        int[] st = start[0];
        for (int p = 0; p < n; p++) {
            ord[p] = p;
            st[p] = p < 2 ? p : 2;
        }
        refine(0);
        best = Long.MAX_VALUE;
        bestCount = 0;
        search(0);
        return best;
    }

    /** The number of automorphisms of (G, s, t) found by the last {@link #code} call. */
    int automorphisms() {
        return bestCount;
    }

    /**
     * After {@link #code(int, int[], int, int)}: whether some canonical leaf puts the watched vertex
     * at the last candidate's position. The canonical leaves are one coset of the automorphism
     * group, so this is exactly "watched is in the orbit of the last candidate".
     */
    boolean watchedIsLastCandidate() {
        return watchedHit;
    }

    private void search(int depth) {
        int[] ord = order[depth];
        int[] st = start[depth];
        int a = 2;
        while (a < n && (a + 1 == n || st[a + 1] != a)) {
            a++; // skip singleton cells
        }
        if (a >= n) {
            long code = MinorCode.encode(n, w, ord);
            if (code < best) {
                best = code;
                bestCount = 1;
                watchedHit = lastCandidate(ord) == watched;
            } else if (code == best) {
                bestCount++;
                watchedHit |= lastCandidate(ord) == watched;
            }
            return;
        }
        int b = a + 1;
        while (b < n && st[b] == a) {
            b++;
        }
        int[] nextOrd = order[depth + 1];
        int[] nextSt = start[depth + 1];
        for (int p = a; p < b; p++) {
            // Individualise ord[p]: it becomes a singleton cell in front of the rest of its cell.
            System.arraycopy(ord, 0, nextOrd, 0, n);
            System.arraycopy(st, 0, nextSt, 0, n);
            int v = ord[p];
            System.arraycopy(ord, a, nextOrd, a + 1, p - a);
            nextOrd[a] = v;
            for (int q = a + 1; q < b; q++) {
                nextSt[q] = a + 1;
            }
            refine(depth + 1);
            search(depth + 1);
        }
    }

    /** The candidate at the last position of leaf {@code ord} (-1 if there are none, never a vertex). */
    private int lastCandidate(int[] ord) {
        for (int p = n - 1; p >= 0; p--) {
            if ((candidates >> ord[p] & 1) != 0) {
                return ord[p];
            }
        }
        return -1;
    }

    /**
     * Splits cells until every vertex of a cell has the same weighted degree into every cell
     * (one round of colour refinement at a time: each vertex's row of weights into the cells,
     * cells sorted by those rows).
     */
    private void refine(int depth) {
        int[] ord = order[depth];
        int[] st = start[depth];
        while (true) {
            int cells = 0;
            for (int p = 0; p < n; p++) {
                if (st[p] == p) {
                    cells++;
                }
                cellOf[ord[p]] = cells - 1;
            }
            if (cells == n) {
                return;
            }
            Arrays.fill(rows, 0, n * N, 0);
            for (int v = 0; v < n; v++) {
                int row = v * S;
                int out = v * N;
                for (int u = 0; u < n; u++) {
                    rows[out + cellOf[u]] += w[row + u];
                }
            }
            boolean split = false;
            for (int a = 2; a < n; ) {
                int b = cellEnd(st, a);
                if (b - a > 1 && splitCell(ord, st, a, b, cells)) {
                    split = true;
                }
                a = b;
            }
            if (!split) {
                return;
            }
        }
    }

    private int cellEnd(int[] st, int a) {
        int b = a + 1;
        while (b < n && st[b] == a) {
            b++;
        }
        return b;
    }

    /** Sorts cell [a,b) by the vertices' rows of weights into the cells and splits it where rows differ. */
    private boolean splitCell(int[] ord, int[] st, int a, int b, int cells) {
        boolean differ = false;
        for (int p = a + 1; p < b && !differ; p++) {
            differ = compareRows(ord[p], ord[a], cells) != 0;
        }
        if (!differ) {
            return false;
        }
        for (int p = a + 1; p < b; p++) { // insertion sort, stable
            int v = ord[p];
            int q = p - 1;
            while (q >= a && compareRows(ord[q], v, cells) > 0) {
                ord[q + 1] = ord[q];
                q--;
            }
            ord[q + 1] = v;
        }
        int cellStart = a;
        for (int p = a; p < b; p++) {
            if (p > a && compareRows(ord[p - 1], ord[p], cells) != 0) {
                cellStart = p;
            }
            st[p] = cellStart;
        }
        return true;
    }

    private int compareRows(int x, int y, int cells) {
        int rx = x * N;
        int ry = y * N;
        for (int c = 0; c < cells; c++) {
            int d = rows[rx + c] - rows[ry + c];
            if (d != 0) {
                return d;
            }
        }
        return 0;
    }

    /** Copies the vertices {@code keep} (a bit mask holding 0 and 1) of {@code w} into {@code out}, in increasing order. */
    static int compact(int n, int[] w, int keep, int[] out) {
        if (keep == (1 << n) - 1) {
            System.arraycopy(w, 0, out, 0, n * S);
            return n;
        }
        int[] index = new int[N];
        int k = 0;
        for (int v = 0; v < n; v++) {
            if ((keep >> v & 1) != 0) {
                index[k++] = v;
            }
        }
        Arrays.fill(out, 0);
        for (int i = 0; i < k; i++) {
            int row = index[i] * S;
            for (int j = 0; j < k; j++) {
                out[i * S + j] = w[row + index[j]];
            }
        }
        return k;
    }
}
