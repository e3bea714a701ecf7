package dev.shannon.zdd.core;

import java.math.BigInteger;

/**
 * Exact non-negative integers as little-endian base-2<sup>63</sup> limbs in {@code long}
 * arrays: counting needs only addition, and fixed-width limb addition in primitive arrays is
 * far cheaper than a {@link BigInteger} per node. The top bit of every limb stays clear so the
 * carry is just {@code sum >>> 63}.
 */
public final class Limbs {
    private Limbs() {}

    /** The number of limbs that hold any count below 2<sup>bits</sup>. */
    public static int forBits(int bits) {
        return Math.max(1, (bits + 62) / 63);
    }

    /** {@code a[ao .. ao+n) + b[bo .. bo+n)} into {@code r[ro .. ro+n)}; returns the carry out. */
    public static long add(long[] a, int ao, long[] b, int bo, long[] r, int ro, int n) {
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long sum = a[ao + i] + b[bo + i] + carry;
            r[ro + i] = sum & Long.MAX_VALUE;
            carry = sum >>> 63;
        }
        return carry;
    }

    /** The value of {@code a[off .. off+n)}. */
    public static BigInteger toBigInteger(long[] a, int off, int n) {
        BigInteger x = BigInteger.ZERO;
        for (int i = n - 1; i >= 0; i--) {
            x = x.shiftLeft(63).or(BigInteger.valueOf(a[off + i]));
        }
        return x;
    }

    /** The value of all of {@code a}. */
    public static BigInteger toBigInteger(long[] a) {
        return toBigInteger(a, 0, a.length);
    }
}
