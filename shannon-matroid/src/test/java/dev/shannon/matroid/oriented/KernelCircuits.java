package dev.shannon.matroid.oriented;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.Set;

/**
 * Signed circuits straight from linear algebra, sharing nothing with the chirotope: a set X is
 * a circuit iff the kernel of its columns is one-dimensional and spanned by a vector with no zero
 * entry; the signs are that vector's. Exact rational elimination (BigInteger, fraction-free).
 * Each circuit is given with its least element positive.
 */
final class KernelCircuits {
    private KernelCircuits() {}

    static Set<SignedCircuit> of(int[][] vectors) {
        int n = vectors.length;
        Set<SignedCircuit> out = new HashSet<>();
        for (long x = 1; x < 1L << n; x++) {
            int[] cols = new int[Long.bitCount(x)];
            int w = 0;
            for (int j = 0; j < n; j++) {
                if ((x >> j & 1) != 0) {
                    cols[w++] = j;
                }
            }
            BigInteger[] kernel = oneDimensionalKernel(vectors, cols);
            if (kernel == null) {
                continue;
            }
            long pos = 0;
            long neg = 0;
            boolean full = true;
            for (int i = 0; i < cols.length; i++) {
                int s = kernel[i].signum();
                full &= s != 0;
                pos |= s > 0 ? 1L << cols[i] : 0;
                neg |= s < 0 ? 1L << cols[i] : 0;
            }
            if (full) {
                out.add(normalised(new SignedCircuit(pos, neg)));
            }
        }
        return out;
    }

    static SignedCircuit normalised(SignedCircuit c) {
        return Long.numberOfTrailingZeros(c.positive()) == Long.numberOfTrailingZeros(c.support()) ? c : c.negate();
    }

    /** A kernel vector of the chosen columns if the kernel has dimension exactly 1, else null. */
    private static BigInteger[] oneDimensionalKernel(int[][] vectors, int[] cols) {
        int r = vectors.length == 0 ? 0 : vectors[0].length;
        int k = cols.length;
        BigInteger[][] a = new BigInteger[r][k];
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < k; j++) {
                a[i][j] = BigInteger.valueOf(vectors[cols[j]][i]);
            }
        }
        int[] pivotCol = new int[r];
        int rows = 0;
        for (int c = 0; c < k && rows < r; c++) {
            int p = -1;
            for (int i = rows; i < r; i++) {
                if (a[i][c].signum() != 0) {
                    p = i;
                    break;
                }
            }
            if (p < 0) {
                continue;
            }
            BigInteger[] tmp = a[p];
            a[p] = a[rows];
            a[rows] = tmp;
            for (int i = 0; i < r; i++) {
                if (i != rows && a[i][c].signum() != 0) {
                    BigInteger f = a[i][c];
                    BigInteger g = a[rows][c];
                    for (int j = 0; j < k; j++) {
                        a[i][j] = a[i][j].multiply(g).subtract(a[rows][j].multiply(f));
                    }
                }
            }
            pivotCol[rows++] = c;
        }
        if (k - rows != 1) {
            return null;
        }
        int free = -1;
        boolean[] isPivot = new boolean[k];
        for (int i = 0; i < rows; i++) {
            isPivot[pivotCol[i]] = true;
        }
        for (int j = 0; j < k; j++) {
            if (!isPivot[j]) {
                free = j;
            }
        }
        // Row i reads a[i][p_i] x_{p_i} + a[i][free] x_free = 0. Take x_free = Π a[i][p_i].
        BigInteger prod = BigInteger.ONE;
        for (int i = 0; i < rows; i++) {
            prod = prod.multiply(a[i][pivotCol[i]]);
        }
        BigInteger[] x = new BigInteger[k];
        x[free] = prod;
        for (int i = 0; i < rows; i++) {
            x[pivotCol[i]] = a[i][free].negate().multiply(prod).divide(a[i][pivotCol[i]]);
        }
        return x;
    }
}
