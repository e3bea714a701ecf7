package dev.shannon.zdd.count;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The moduli the counts are carried in: the largest primes below 2^62, so that the sum of two
 * residues never overflows a {@code long} and counting needs additions only. The Chinese
 * remainder theorem needs them pairwise coprime, which {@link #largestPrimesBelow2To62} checks
 * exactly (by gcd), whatever the primality test says.
 */
final class Moduli {
    private final long[] m;

    private Moduli(long[] m) {
        this.m = m.clone();
    }

    /** The {@code count} largest primes below 2^62, largest first. */
    static Moduli largestPrimesBelow2To62(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("at least one modulus, got " + count);
        }
        List<Long> found = new ArrayList<>();
        long candidate = (1L << 62) - 1;
        while (found.size() < count) {
            if (BigInteger.valueOf(candidate).isProbablePrime(64)) {
                found.add(candidate);
            }
            candidate -= 2;
        }
        long[] m = found.stream().mapToLong(Long::longValue).toArray();
        for (int i = 0; i < m.length; i++) {
            for (int j = i + 1; j < m.length; j++) {
                if (!BigInteger.valueOf(m[i]).gcd(BigInteger.valueOf(m[j])).equals(BigInteger.ONE)) {
                    throw new IllegalStateException("moduli " + m[i] + " and " + m[j] + " share a factor");
                }
            }
        }
        return new Moduli(m);
    }

    /** How many of the largest primes below 2^62 it takes for their product to exceed 2^bits. */
    static int neededAbove(int bits) {
        BigInteger bound = BigInteger.ONE.shiftLeft(bits);
        BigInteger product = BigInteger.ONE;
        int count = 0;
        long candidate = (1L << 62) - 1;
        while (product.compareTo(bound) <= 0) {
            if (BigInteger.valueOf(candidate).isProbablePrime(64)) {
                product = product.multiply(BigInteger.valueOf(candidate));
                count++;
            }
            candidate -= 2;
        }
        return count;
    }

    int size() {
        return m.length;
    }

    long modulus(int lane) {
        return m[lane];
    }

    /** {@code value} mod every modulus is {@code value} itself while it is below 2^62. */
    long reduce(long value) {
        if (value < 0 || value >= m[m.length - 1]) {
            throw new IllegalArgumentException("only small values are reduced here, got " + value);
        }
        return value;
    }

    /** The moduli, largest first. */
    long[] toArray() {
        return m.clone();
    }

    /**
     * {@code (a + b) mod p} for residues {@code a, b < p < 2^62}, without a branch: the sum is
     * below 2^63, and {@code p - 1 - s} is negative exactly when p must be taken off.
     */
    static long add(long a, long b, long p) {
        long s = a + b;
        return s - (p & ((p - 1 - s) >> 63));
    }

    /** The product of the first {@code count} moduli. */
    BigInteger product(int count) {
        BigInteger p = BigInteger.ONE;
        for (int i = 0; i < count; i++) {
            p = p.multiply(BigInteger.valueOf(m[i]));
        }
        return p;
    }

    /**
     * The unique x in [0, product of the first {@code count} moduli) with x = residues[i] mod m[i]
     * for every i below {@code count} (Garner's mixed-radix form of the Chinese remainder theorem).
     */
    BigInteger combine(long[] residues, int count) {
        BigInteger x = BigInteger.ZERO;
        BigInteger radix = BigInteger.ONE;
        for (int i = 0; i < count; i++) {
            BigInteger mi = BigInteger.valueOf(m[i]);
            // x + radix * k = residues[i] (mod m[i])
            BigInteger k = BigInteger.valueOf(residues[i])
                    .subtract(x)
                    .multiply(radix.modInverse(mi))
                    .mod(mi);
            x = x.add(radix.multiply(k));
            radix = radix.multiply(mi);
        }
        return x;
    }
}
