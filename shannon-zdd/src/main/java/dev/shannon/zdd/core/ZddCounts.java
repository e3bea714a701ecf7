package dev.shannon.zdd.core;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.NoSuchElementException;
import java.util.random.RandomGenerator;

/**
 * The exact number of members below every node of a diagram, for counting, uniform sampling
 * and ranking. Counts are summed children first in one forward loop ({@link Zdd} numbers
 * children before parents) as fixed-width limbs ({@link Limbs}); the width comes from a first
 * pass in floating point, since no node counts more members than the root.
 */
public final class ZddCounts {
    private final Zdd zdd;
    private final long[] limbs;
    private final int width;

    private ZddCounts(Zdd zdd, long[] limbs, int width) {
        this.zdd = zdd;
        this.limbs = limbs;
        this.width = width;
    }

    /** The bytes of its counts, as a budget counts them. */
    public long bytes() {
        return 8L * limbs.length;
    }

    public static ZddCounts of(Zdd z, MemoryBudget budget) {
        int n = z.size();
        int bits = estimateBits(z, budget);
        int w = Limbs.forBits(bits + 2);
        long[] c = budget.longs(n * w, "member counts");
        c[w] = 1;
        for (int i = 2; i < n; i++) {
            long carry = Limbs.add(c, z.lo(i) * w, c, z.hi(i) * w, c, i * w, w);
            if (carry != 0) {
                throw new IllegalStateException("count overflow at node " + i);
            }
        }
        return new ZddCounts(z, c, w);
    }

    /** Bits of the root's count, from a double-precision pass (or the 2^levels bound if that overflows). */
    private static int estimateBits(Zdd z, MemoryBudget budget) {
        int n = z.size();
        budget.reserve(8L * n, "count estimate");
        double[] d = new double[n];
        d[1] = 1;
        for (int i = 2; i < n; i++) {
            d[i] = d[z.lo(i)] + d[z.hi(i)];
        }
        budget.release(8L * n);
        double r = d[z.root()];
        if (Double.isInfinite(r)) {
            return z.levels() + 1;
        }
        return Math.max(1, Math.getExponent(Math.max(1.0, r)) + 1);
    }

    /** The number of members below {@code node}. */
    public BigInteger count(int node) {
        return Limbs.toBigInteger(limbs, node * width, width);
    }

    /** The number of members of the whole family. */
    public BigInteger total() {
        return count(zdd.root());
    }

    /**
     * The member of rank {@code rank} (0-based) in the diagram's order: at each node the members
     * without the node's edge come first. Returns its edges in increasing order.
     */
    public int[] unrank(BigInteger rank) {
        if (rank.signum() < 0 || rank.compareTo(total()) >= 0) {
            throw new IndexOutOfBoundsException("rank " + rank + " outside 0.." + total().subtract(BigInteger.ONE));
        }
        int[] edges = new int[16];
        int k = 0;
        int f = zdd.root();
        BigInteger r = rank;
        while (f > Zdd.ONE) {
            BigInteger c0 = count(zdd.lo(f));
            if (r.compareTo(c0) < 0) {
                f = zdd.lo(f);
            } else {
                r = r.subtract(c0);
                if (k == edges.length) {
                    edges = Arrays.copyOf(edges, 2 * k);
                }
                edges[k++] = zdd.var(f);
                f = zdd.hi(f);
            }
        }
        return Arrays.copyOf(edges, k);
    }

    /** A member drawn uniformly at random (the family must not be empty). */
    public int[] sample(RandomGenerator random) {
        return unrank(uniformBelow(total(), random));
    }

    /** A uniform integer in {@code [0, bound)} by rejection from random bits. */
    static BigInteger uniformBelow(BigInteger bound, RandomGenerator random) {
        if (bound.signum() <= 0) {
            throw new NoSuchElementException("empty graph set");
        }
        int bits = bound.subtract(BigInteger.ONE).bitLength();
        if (bits == 0) {
            return BigInteger.ZERO;
        }
        while (true) {
            byte[] bytes = new byte[(bits + 7) / 8 + 1];
            for (int i = 1; i < bytes.length; i++) {
                bytes[i] = (byte) random.nextInt(256);
            }
            int extra = 8 * (bytes.length - 1) - bits;
            bytes[1] &= (byte) (0xFF >>> extra);
            BigInteger x = new BigInteger(bytes);
            if (x.compareTo(bound) < 0) {
                return x;
            }
        }
    }
}
