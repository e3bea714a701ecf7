package dev.shannon.zdd.core;

/**
 * The probability that a random edge set lies in the family, when each edge e is present
 * independently with probability p[e]: Σ over members α of Π_{e∈α} p[e] · Π_{e∉α} (1 − p[e]).
 * One forward pass: a node weighs its skip-branch by (1 − p) and its take-branch by p, and every
 * variable jumped over between a node and its child (absent by zero suppression) by (1 − p).
 * Products over such gaps come from prefix sums of logarithms, zero factors counted apart.
 */
public final class ZddProbability {
    private ZddProbability() {}

    /**
     * The probability of the family {@code z}, variable {@code x} present with probability
     * {@code p[x]}; {@code element} names the variables in messages ("edge", "vertex").
     *
     * @throws IllegalArgumentException unless there is one probability per variable, each in [0, 1]
     */
    public static double of(Zdd z, double[] p, String element) {
        int m = z.levels();
        if (p.length != m) {
            throw new IllegalArgumentException("need " + m + " " + element + " probabilities, got " + p.length);
        }
        double[] logPrefix = new double[m + 1];
        int[] zeroPrefix = new int[m + 1];
        for (int e = 0; e < m; e++) {
            if (!(p[e] >= 0 && p[e] <= 1)) {
                throw new IllegalArgumentException(element + " probability " + p[e] + " outside [0, 1]");
            }
            double q = 1 - p[e];
            zeroPrefix[e + 1] = zeroPrefix[e] + (q == 0 ? 1 : 0);
            logPrefix[e + 1] = logPrefix[e] + (q == 0 ? 0 : Math.log(q));
        }
        int n = z.size();
        double[] prob = new double[n];
        prob[1] = 1;
        for (int i = 2; i < n; i++) {
            int v = z.var(i);
            int lo = z.lo(i);
            int hi = z.hi(i);
            double skip = prob[lo] == 0 ? 0 : (1 - p[v]) * gap(v + 1, z.var(lo), logPrefix, zeroPrefix) * prob[lo];
            double take = prob[hi] == 0 ? 0 : p[v] * gap(v + 1, z.var(hi), logPrefix, zeroPrefix) * prob[hi];
            prob[i] = skip + take;
        }
        int r = z.root();
        return prob[r] == 0 ? 0 : gap(0, z.var(r), logPrefix, zeroPrefix) * prob[r];
    }

    /** Π (1 − p[e]) for e in [from, to). */
    private static double gap(int from, int to, double[] logPrefix, int[] zeroPrefix) {
        if (from >= to) {
            return 1;
        }
        if (zeroPrefix[to] - zeroPrefix[from] > 0) {
            return 0;
        }
        return Math.exp(logPrefix[to] - logPrefix[from]);
    }
}
