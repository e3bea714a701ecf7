package dev.shannon.census;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import dev.shannon.switching.verify.LehmanAudit;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Random small multigraphs as census matrices (stride MinorCode.STRIDE, s = 0, t = 1), and conversions. */
final class TestGraphs {
    private TestGraphs() {}

    /** A random multigraph on n vertices with up to {@code edges} edges (no loops), as a matrix. */
    static int[] random(int n, int edges, Random random) {
        int[] w = new int[MinorCode.CELLS];
        for (int e = 0; e < edges; e++) {
            int a = random.nextInt(n);
            int b = random.nextInt(n);
            if (a != b) {
                w[a * MinorCode.STRIDE + b]++;
                w[b * MinorCode.STRIDE + a]++;
            }
        }
        return w;
    }

    /** A position check that counts, in {@code disagreements[0]}, the positions where Lehman's criterion differs from the search. */
    static PositionCheck countingDisagreements(long[] disagreements) {
        return (code, k, m, shortToMove, shortWins) -> {
            Player lehman = LehmanAudit.lehmanWinner(multigraph(k, m), 0, 1, shortToMove ? Player.SHORT : Player.CUT);
            if ((lehman == Player.SHORT) != shortWins) {
                disagreements[0]++;
            }
        };
    }

    static Multigraph multigraph(int n, int[] w) {
        int m = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                m += w[a * MinorCode.STRIDE + b];
            }
        }
        int[] u = new int[m];
        int[] v = new int[m];
        int i = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                for (int k = 0; k < w[a * MinorCode.STRIDE + b]; k++) {
                    u[i] = a;
                    v[i++] = b;
                }
            }
        }
        return Multigraph.ofIndices(n, u, v);
    }

    /** The matrix with inner vertices renamed: vertex v becomes perm[v] (perm fixes 0 and 1). */
    static int[] relabel(int n, int[] w, int[] perm) {
        int[] out = new int[MinorCode.CELLS];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                out[perm[a] * MinorCode.STRIDE + perm[b]] = w[a * MinorCode.STRIDE + b];
            }
        }
        return out;
    }

    /** A random permutation of 0..n-1 fixing 0 and 1. */
    static int[] randomPermutation(int n, Random random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 2; i--) {
            int j = 2 + random.nextInt(i - 1);
            int x = p[i];
            p[i] = p[j];
            p[j] = x;
        }
        return p;
    }

    /** Every permutation of 0..n-1 fixing 0 and 1, as identity-start orders. */
    static List<int[]> allPermutations(int n) {
        List<int[]> out = new ArrayList<>();
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        permute(p, 2, out);
        return out;
    }

    private static void permute(int[] p, int i, List<int[]> out) {
        if (i >= p.length) {
            out.add(p.clone());
            return;
        }
        for (int j = i; j < p.length; j++) {
            int x = p[i];
            p[i] = p[j];
            p[j] = x;
            permute(p, i + 1, out);
            p[j] = p[i];
            p[i] = x;
        }
    }
}
