package dev.shannon.matroid.oriented;

import dev.shannon.matroid.Bits;
import dev.shannon.matroid.Matroid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The realizable oriented matroid of n integer vectors in R^r (the columns of an r × n matrix):
 * the chirotope χ(b₁, …, b_r) is the sign of det[v_b₁ … v_b_r], and everything else (rank, bases,
 * signed circuits) is read off it. Determinants are exact in {@code long}: entries are bounded by
 * {@link #MAX_ENTRY} and the rank by {@link #MAX_RANK}, so no product of the Leibniz expansion can
 * overflow (r!·MAX_ENTRY^r is far below 2^63).
 *
 * <p>As a {@link Matroid} it is the underlying (unoriented) matroid: r(X) is the largest
 * |B ∩ X| over the bases B, i.e. the real rank of the vectors in X.
 */
public final class VectorOrientedMatroid implements Matroid {
    public static final int MAX_ELEMENTS = 16;
    public static final int MAX_RANK = 5;
    public static final int MAX_ENTRY = 1000;

    private final int rank;
    private final int n;
    private final int[][] columns; // columns[j] = the vector of element j
    private final long[] bases; // every r-subset with χ ≠ 0, as a bitset
    private final byte[] rankCache; // r(X) + 1, 0 = not yet computed

    private VectorOrientedMatroid(int[][] columns, int rank) {
        this.columns = columns;
        this.rank = rank;
        this.n = columns.length;
        List<Long> found = new ArrayList<>();
        int[] chosen = new int[rank];
        collectBases(0, 0, chosen, found);
        this.bases = found.stream().mapToLong(Long::longValue).toArray();
        if (bases.length == 0 && n > 0 && rank > 0) {
            throw new IllegalArgumentException(
                    "the vectors do not span R^" + rank + ": give them in as many coordinates as their rank");
        }
        this.rankCache = new byte[1 << n];
    }

    /**
     * From the vectors, each an array of r coordinates. They must span R^r (the oriented
     * matroid has rank r); use fewer coordinates for a lower rank.
     */
    public static VectorOrientedMatroid ofVectors(int[][] vectors) {
        int n = vectors.length;
        if (n > MAX_ELEMENTS) {
            throw new IllegalArgumentException("at most " + MAX_ELEMENTS + " vectors, got " + n);
        }
        int r = n == 0 ? 0 : vectors[0].length;
        if (r > MAX_RANK) {
            throw new IllegalArgumentException("rank at most " + MAX_RANK + ", got vectors of length " + r);
        }
        int[][] cols = new int[n][];
        for (int j = 0; j < n; j++) {
            if (vectors[j].length != r) {
                throw new IllegalArgumentException(
                        "vector " + j + " has " + vectors[j].length + " coordinates, vector 0 has " + r);
            }
            for (int v : vectors[j]) {
                if (Math.abs(v) > MAX_ENTRY) {
                    throw new IllegalArgumentException("entry " + v + " outside -" + MAX_ENTRY + ".." + MAX_ENTRY);
                }
            }
            cols[j] = vectors[j].clone();
        }
        return new VectorOrientedMatroid(cols, r);
    }

    /** The oriented matroid of the vectors if they span R^r, else null (a lower rank). */
    public static VectorOrientedMatroid ofVectorsAnyRank(int[][] vectors) {
        try {
            return ofVectors(vectors);
        } catch (IllegalArgumentException notSpanning) {
            if (notSpanning.getMessage().startsWith("the vectors do not span")) {
                return null;
            }
            throw notSpanning;
        }
    }

    private void collectBases(int from, int k, int[] chosen, List<Long> out) {
        if (k == rank) {
            if (chirotope(chosen) != 0) {
                long b = 0;
                for (int x : chosen) {
                    b |= 1L << x;
                }
                out.add(b);
            }
            return;
        }
        for (int x = from; x < n; x++) {
            chosen[k] = x;
            collectBases(x + 1, k + 1, chosen, out);
        }
    }

    /** The rank r of the oriented matroid (the vectors' dimension). */
    public int dimension() {
        return rank;
    }

    /** A copy of element j's vector. */
    public int[] vector(int j) {
        return columns[j].clone();
    }

    @Override
    public int size() {
        return n;
    }

    /** χ(b₁, …, b_r): the sign of the determinant of the vectors in this order. */
    public int chirotope(int... ordered) {
        if (ordered.length != rank) {
            throw new IllegalArgumentException("the chirotope takes " + rank + " elements, got " + ordered.length);
        }
        int[][] m = new int[rank][];
        for (int i = 0; i < rank; i++) {
            m[i] = columns[ordered[i]];
        }
        return Long.signum(Determinants.of(m));
    }

    @Override
    public int rank(long[] set) {
        long x = set.length == 0 ? 0 : set[0] & (n == 64 ? -1L : (1L << n) - 1);
        int cached = rankCache[(int) x];
        if (cached == 0) {
            int best = 0;
            for (long b : bases) {
                best = Math.max(best, Long.bitCount(b & x));
            }
            cached = best + 1;
            rankCache[(int) x] = (byte) cached;
        }
        return cached - 1;
    }

    private int rankOf(long x) {
        return rank(new long[] {x});
    }

    /**
     * Every signed circuit, both signs of each, from the chirotope: for a circuit C = {c₀, …, c_k}
     * (in increasing order) extend C − c₀ by F to a basis; then C(c_i) = (−1)^i χ(C − c_i, F)
     * up to one common sign. Why: for any r + 1 vectors w₀, …, w_r in R^r, Σ (−1)^i det(w − w_i)·w_i
     * = 0 (Cramer's rule); with w = (C, F) the terms that drop an element of F vanish (C is
     * dependent), and every C − c_i ∪ F is a basis (C − c_i spans what C − c₀ spans).
     */
    public List<SignedCircuit> circuits() {
        List<SignedCircuit> out = new ArrayList<>();
        for (long x = 1; x < 1L << n; x++) {
            int k = Long.bitCount(x);
            if (k > rank + 1 || rankOf(x) != k - 1 || !allPropersIndependent(x)) {
                continue;
            }
            int[] c = Bits.toArray(new long[] {x});
            long rest = x & ~(1L << c[0]);
            int[] ext = extendToBasis(rest);
            long pos = 0;
            long neg = 0;
            int[] ordered = new int[rank];
            for (int i = 0; i < c.length; i++) {
                int w = 0;
                for (int j = 0; j < c.length; j++) {
                    if (j != i) {
                        ordered[w++] = c[j];
                    }
                }
                System.arraycopy(ext, 0, ordered, w, ext.length);
                int s = chirotope(ordered) * (i % 2 == 0 ? 1 : -1);
                if (s > 0) {
                    pos |= 1L << c[i];
                } else if (s < 0) {
                    neg |= 1L << c[i];
                } else {
                    throw new IllegalStateException("a circuit element with chirotope 0: not a circuit");
                }
            }
            SignedCircuit sc = new SignedCircuit(pos, neg);
            out.add(sc);
        }
        return out;
    }

    private boolean allPropersIndependent(long x) {
        for (long rest = x; rest != 0; rest &= rest - 1) {
            long without = x & ~Long.lowestOneBit(rest);
            if (rankOf(without) != Long.bitCount(without)) {
                return false;
            }
        }
        return true;
    }

    /** Elements F outside the independent set I with I ∪ F a basis (greedy). */
    private int[] extendToBasis(long independent) {
        long cur = independent;
        int[] f = new int[rank - Long.bitCount(independent)];
        int w = 0;
        for (int y = 0; y < n && w < f.length; y++) {
            long next = cur | 1L << y;
            if (next != cur && rankOf(next) == Long.bitCount(next)) {
                cur = next;
                f[w++] = y;
            }
        }
        return f;
    }

    @Override
    public String describe() {
        return "oriented matroid of " + n + " vectors in R^" + rank;
    }

    @Override
    public String toString() {
        return describe() + " " + Arrays.deepToString(columns);
    }
}
