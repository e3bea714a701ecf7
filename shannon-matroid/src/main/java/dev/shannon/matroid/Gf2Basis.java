package dev.shannon.matroid;

/**
 * An echelon basis of GF(2) vectors that remembers, for every basis vector, which inserted
 * elements it is the sum of: then the representation of a spanned vector, and so its
 * fundamental circuit, falls out of one reduction. Each basis vector is keyed by its lowest
 * set bit, and no other basis vector is consulted for that bit, so reduction clears the
 * lowest bit of the remainder step by step.
 */
final class Gf2Basis {
    private final int elementWords;
    private final long[][] byPivot; // byPivot[bit] = basis vector with that lowest bit, or null
    private final long[][] sumOf; // sumOf[bit] = elements summed in it

    /** A basis that tracks sums only if {@code elements > 0} (rank alone needs none). */
    Gf2Basis(int rows, int elements) {
        this.elementWords = Bits.words(elements);
        this.byPivot = new long[rows][];
        this.sumOf = new long[rows][];
    }

    /** Inserts vector v (element x); false if it is already spanned. */
    boolean insert(long[] v, int x) {
        long[] rem = v.clone();
        long[] sum = new long[elementWords];
        if (elementWords > 0) {
            Bits.set(sum, x);
        }
        int bit = reduce(rem, sum);
        if (bit < 0) {
            return false;
        }
        byPivot[bit] = rem;
        sumOf[bit] = sum;
        return true;
    }

    /** The inserted elements summing to v, or null if v is not spanned. */
    long[] combination(long[] v) {
        long[] rem = v.clone();
        long[] sum = new long[elementWords];
        return reduce(rem, sum) < 0 ? sum : null;
    }

    /** Reduces rem in place, XORing into sum what was used; the first unmatched bit, or -1 when rem becomes 0. */
    private int reduce(long[] rem, long[] sum) {
        for (int bit = Bits.next(rem, 0); bit >= 0; bit = Bits.next(rem, bit + 1)) {
            long[] b = byPivot[bit];
            if (b == null) {
                return bit;
            }
            for (int w = bit >>> 6; w < rem.length; w++) {
                rem[w] ^= b[w];
            }
            long[] s = sumOf[bit];
            for (int w = 0; w < elementWords; w++) {
                sum[w] ^= s[w];
            }
        }
        return -1;
    }
}
