package dev.shannon.matroid;

/**
 * An echelon basis of GF(p) vectors, each basis vector normalised to 1 at its pivot (its first
 * nonzero coordinate) and remembered as a combination of the inserted elements, so that the
 * representation of a spanned vector, and so its fundamental circuit, comes from one reduction.
 */
final class GfpBasis {
    private final long p;
    private final int elements;
    private final long[][] byPivot; // byPivot[row] = basis vector with that pivot, or null
    private final long[][] comboOf; // comboOf[row][element] = coefficient

    /** A basis that tracks combinations only if {@code elements > 0} (rank alone needs none). */
    GfpBasis(int p, int rows, int elements) {
        this.p = p;
        this.elements = elements;
        this.byPivot = new long[rows][];
        this.comboOf = new long[rows][];
    }

    static long inverse(long a, long p) {
        // Fermat: a^(p-2) mod p.
        long result = 1;
        long base = a % p;
        for (long e = p - 2; e > 0; e >>= 1) {
            if ((e & 1) == 1) {
                result = result * base % p;
            }
            base = base * base % p;
        }
        return result;
    }

    boolean insert(int[] v, int x) {
        long[] rem = new long[v.length];
        for (int i = 0; i < v.length; i++) {
            rem[i] = v[i];
        }
        long[] combo = new long[elements];
        if (elements > 0) {
            combo[x] = 1;
        }
        int pivot = reduce(rem, combo);
        if (pivot < 0) {
            return false;
        }
        long inv = inverse(rem[pivot], p);
        for (int i = 0; i < rem.length; i++) {
            rem[i] = rem[i] * inv % p;
        }
        for (int i = 0; i < elements; i++) {
            combo[i] = combo[i] * inv % p;
        }
        byPivot[pivot] = rem;
        comboOf[pivot] = combo;
        return true;
    }

    /** The inserted elements with nonzero coefficient in v's representation, or null if v is not spanned. */
    long[] support(int[] v) {
        long[] rem = new long[v.length];
        for (int i = 0; i < v.length; i++) {
            rem[i] = v[i];
        }
        // combo tracks -(representation); its support is what matters.
        long[] combo = new long[elements];
        if (reduce(rem, combo) >= 0) {
            return null;
        }
        long[] s = Bits.empty(elements);
        for (int i = 0; i < elements; i++) {
            if (combo[i] != 0) {
                Bits.set(s, i);
            }
        }
        return s;
    }

    /** rem -= f * basis vector while a pivot matches, combo likewise; the first unmatched nonzero coordinate, or -1. */
    private int reduce(long[] rem, long[] combo) {
        for (int i = 0; i < rem.length; i++) {
            if (rem[i] == 0) {
                continue;
            }
            long[] b = byPivot[i];
            if (b == null) {
                return i;
            }
            long f = rem[i];
            for (int k = i; k < rem.length; k++) {
                if (b[k] != 0) {
                    rem[k] = Math.floorMod(rem[k] - f * b[k], p);
                }
            }
            long[] c = comboOf[i];
            for (int k = 0; k < elements; k++) {
                if (c[k] != 0) {
                    combo[k] = Math.floorMod(combo[k] - f * c[k], p);
                }
            }
        }
        return -1;
    }
}
