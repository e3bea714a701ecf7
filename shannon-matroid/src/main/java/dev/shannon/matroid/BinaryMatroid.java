package dev.shannon.matroid;

import java.util.Arrays;

/**
 * The binary matroid of a 0/1 matrix: element j is column j, a set is independent when its
 * columns are linearly independent over GF(2). Columns are bitsets over the rows, so Gaussian
 * elimination is word-wide XOR.
 */
public final class BinaryMatroid implements Matroid {
    /** The largest matrix side accepted (rows or columns). */
    public static final int MAX_SIDE = 1 << 14;

    private final int rows;
    private final long[][] columns; // columns[j] = bitset over rows

    private BinaryMatroid(int rows, long[][] columns) {
        this.rows = rows;
        this.columns = columns;
    }

    /** From rows of 0/1 entries, all of one length. */
    public static BinaryMatroid ofRows(int[][] matrix) {
        int m = matrix.length;
        int n = m == 0 ? 0 : matrix[0].length;
        check(m, n);
        long[][] cols = new long[n][Bits.words(m)];
        for (int i = 0; i < m; i++) {
            if (matrix[i].length != n) {
                throw new IllegalArgumentException(
                        "row " + (i + 1) + " has " + matrix[i].length + " entries, row 1 has " + n);
            }
            for (int j = 0; j < n; j++) {
                int v = matrix[i][j];
                if (v != 0 && v != 1) {
                    throw new IllegalArgumentException("entry " + v + " in row " + (i + 1) + " is not 0 or 1");
                }
                if (v == 1) {
                    Bits.set(cols[j], i);
                }
            }
        }
        return new BinaryMatroid(m, cols);
    }

    /** From columns given as bitsets over {@code rows} rows (copied). */
    public static BinaryMatroid ofColumns(int rows, long[][] columns) {
        check(rows, columns.length);
        long[][] cols = new long[columns.length][];
        for (int j = 0; j < columns.length; j++) {
            cols[j] = Arrays.copyOf(columns[j], Bits.words(rows));
        }
        return new BinaryMatroid(rows, cols);
    }

    private static void check(int m, int n) {
        if (m > MAX_SIDE || n > MAX_SIDE) {
            throw new IllegalArgumentException(
                    "matrix too large: at most " + MAX_SIDE + " rows and columns, got " + m + "x" + n);
        }
    }

    public int rows() {
        return rows;
    }

    /** Entry (i, j) of the matrix. */
    public int entry(int i, int j) {
        return Bits.get(columns[j], i) ? 1 : 0;
    }

    @Override
    public int size() {
        return columns.length;
    }

    @Override
    public int rank(long[] set) {
        Gf2Basis b = new Gf2Basis(rows, 0);
        int r = 0;
        for (int j = Bits.next(set, 0); j >= 0; j = Bits.next(set, j + 1)) {
            if (b.insert(columns[j], j)) {
                r++;
            }
        }
        return r;
    }

    @Override
    public ExchangeOracle exchange(long[] independent) {
        Gf2Basis b = new Gf2Basis(rows, columns.length);
        return new EchelonExchange(
                new EchelonExchange.Basis() {
                    @Override
                    public boolean insert(int x) {
                        return b.insert(columns[x], x);
                    }

                    @Override
                    public long[] representation(int x) {
                        return b.combination(columns[x]);
                    }
                },
                independent);
    }

    /**
     * The dual's standard representation: bring the matrix to reduced row echelon form [I | A]
     * (pivot columns P); the dual has one row per non-pivot column j, with 1 at j and A's column
     * j at the pivots. Its row space is the orthogonal complement of this one's.
     */
    @Override
    public BinaryMatroid dual() {
        int n = columns.length;
        // Row-major copy for elimination: rowsBits[i] = bitset over columns.
        long[][] r = new long[rows][Bits.words(n)];
        for (int j = 0; j < n; j++) {
            for (int i = Bits.next(columns[j], 0); i >= 0; i = Bits.next(columns[j], i + 1)) {
                Bits.set(r[i], j);
            }
        }
        int[] pivotCol = new int[rows];
        int rank = 0;
        for (int j = 0; j < n && rank < rows; j++) {
            int p = -1;
            for (int i = rank; i < rows; i++) {
                if (Bits.get(r[i], j)) {
                    p = i;
                    break;
                }
            }
            if (p < 0) {
                continue;
            }
            long[] t = r[p];
            r[p] = r[rank];
            r[rank] = t;
            for (int i = 0; i < rows; i++) {
                if (i != rank && Bits.get(r[i], j)) {
                    for (int w = 0; w < t.length; w++) {
                        r[i][w] ^= t[w];
                    }
                }
            }
            pivotCol[rank++] = j;
        }
        int[] dualRow = EchelonExchange.dualRows(n, pivotCol, rank);
        int k = n - rank;
        long[][] dcols = new long[n][Bits.words(k)];
        for (int j = 0; j < n; j++) {
            if (dualRow[j] >= 0) {
                Bits.set(dcols[j], dualRow[j]);
            }
        }
        for (int i = 0; i < rank; i++) {
            long[] row = r[i];
            for (int j = Bits.next(row, 0); j >= 0; j = Bits.next(row, j + 1)) {
                if (dualRow[j] >= 0) {
                    Bits.set(dcols[pivotCol[i]], dualRow[j]);
                }
            }
        }
        return new BinaryMatroid(k, dcols);
    }

    /** Contraction by projection: each element of C, in turn, is pivoted out of the others and zeroed. */
    @Override
    public BinaryMatroid contract(long[] elements) {
        long[][] cols = new long[columns.length][];
        for (int j = 0; j < cols.length; j++) {
            cols[j] = columns[j].clone();
        }
        for (int c = Bits.next(elements, 0); c >= 0; c = Bits.next(elements, c + 1)) {
            long[] v = cols[c];
            int pivot = Bits.next(v, 0);
            if (pivot >= 0) {
                for (int j = 0; j < cols.length; j++) {
                    if (j != c && Bits.get(cols[j], pivot)) {
                        for (int w = 0; w < v.length; w++) {
                            cols[j][w] ^= v[w];
                        }
                    }
                }
            }
            cols[c] = new long[v.length];
        }
        return new BinaryMatroid(rows, cols);
    }

    @Override
    public BinaryMatroid delete(long[] elements) {
        long[][] cols = columns.clone();
        for (int d = Bits.next(elements, 0); d >= 0; d = Bits.next(elements, d + 1)) {
            cols[d] = new long[Bits.words(rows)];
        }
        return new BinaryMatroid(rows, cols);
    }

    @Override
    public String describe() {
        return "binary " + rows + "x" + columns.length;
    }
}
