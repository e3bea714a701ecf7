package dev.shannon.zdd.count;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The moduli the counts are carried in: the largest primes below 2^63, so that the sum of two
 * residues fits 64 bits (as an unsigned number) and counting needs additions only. (Primes below
 * 2^62, as before, needed a fifth modulus for a(18)'s bound 2^251 and a sixth for a(20)'s 2^313.) The Chinese
 * remainder theorem needs them pairwise coprime, which {@link #largestPrimesBelow2To63} checks
 * exactly (by gcd), whatever the primality test says.
 */
final class Moduli {
    private final long[] m;

    private Moduli(long[] m) {
        this.m = m.clone();
    }

    /** The {@code count} largest primes below 2^63, largest first. */
    static Moduli largestPrimesBelow2To63(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("at least one modulus, got " + count);
        }
        List<Long> found = new ArrayList<>();
        long candidate = Long.MAX_VALUE;
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

    /** How many of the largest primes below 2^63 it takes for their product to exceed 2^bits. */
    static int neededAbove(int bits) {
        BigInteger bound = BigInteger.ONE.shiftLeft(bits);
        BigInteger product = BigInteger.ONE;
        int count = 0;
        long candidate = Long.MAX_VALUE;
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

    /** The moduli, largest first. */
    long[] toArray() {
        return m.clone();
    }

    /**
     * {@code (a + b) mod p} for residues {@code a, b < p < 2^63}, without a branch. The sum s is
     * below 2p < 2^64 as an unsigned number, and d = s − p (wrapping) is its residue exactly when
     * s ≥ p: then d lies in [0, p), a non-negative long; otherwise s < p < 2^63 is the residue and
     * d lies in [−p, 0), a negative long, so p is added back.
     */
    static long add(long a, long b, long p) {
        long d = a + b - p;
        return d + (p & (d >> 63));
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
