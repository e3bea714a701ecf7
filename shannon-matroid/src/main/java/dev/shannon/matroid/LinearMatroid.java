package dev.shannon.matroid;

/**
 * The matroid of a matrix over the prime field GF(p): element j is column j, independence is
 * linear independence mod p. Entries are kept reduced to 0..p-1; arithmetic is in {@code long}
 * so any prime below 2^31 works. {@link BinaryMatroid} is the same matroid over GF(2) with a
 * faster kernel (columns as bitsets); rank, exchange, dual and minors are written here once, over
 * the kernel's elimination steps ({@link FieldColumns}), as in SageMath, where the binary matroid
 * is a linear matroid with a fast path.
 */
public sealed class LinearMatroid implements Matroid permits BinaryMatroid {
    /** The largest matrix side accepted (rows or columns). */
    public static final int MAX_SIDE = 4096;

    final FieldColumns columns;

    LinearMatroid(FieldColumns columns) {
        this.columns = columns;
    }

    /** From rows of entries in 0..p-1, over GF(p) for a prime p. */
    public static LinearMatroid ofRows(int p, int[][] matrix) {
        if (!isPrime(p)) {
            throw new IllegalArgumentException(p + " is not a prime: linear matroids are over GF(p) for a prime p");
        }
        int m = matrix.length;
        int n = m == 0 ? 0 : matrix[0].length;
        checkSides(m, n, MAX_SIDE);
        int[][] cols = new int[n][m];
        for (int i = 0; i < m; i++) {
            checkRow(matrix, i, n);
            for (int j = 0; j < n; j++) {
                int v = matrix[i][j];
                if (v < 0 || v >= p) {
                    throw new IllegalArgumentException(
                            "entry " + v + " in row " + (i + 1) + " is outside 0.." + (p - 1));
                }
                cols[j][i] = v;
            }
        }
        return new LinearMatroid(new GfpColumns(p, m, cols));
    }

    static void checkSides(int m, int n, int max) {
        if (m > max || n > max) {
            throw new IllegalArgumentException(
                    "matrix too large: at most " + max + " rows and columns, got " + m + "x" + n);
        }
    }

    static void checkRow(int[][] matrix, int i, int n) {
        if (matrix[i].length != n) {
            throw new IllegalArgumentException(
                    "row " + (i + 1) + " has " + matrix[i].length + " entries, row 1 has " + n);
        }
    }

    public static boolean isPrime(long p) {
        if (p < 2) {
            return false;
        }
        for (long d = 2; d * d <= p; d++) {
            if (p % d == 0) {
                return false;
            }
        }
        return true;
    }

    /** The matroid of these columns, of this class (the binary kernel stays binary). */
    LinearMatroid over(FieldColumns columns) {
        return new LinearMatroid(columns);
    }

    public int prime() {
        return columns.prime();
    }

    public int rows() {
        return columns.rows();
    }

    /** Entry (i, j) of the matrix. */
    public int entry(int i, int j) {
        return columns.entry(i, j);
    }

    @Override
    public int size() {
        return columns.size();
    }

    @Override
    public int rank(long[] set) {
        EchelonExchange.Basis b = columns.basis(false);
        int r = 0;
        for (int j = Bits.next(set, 0); j >= 0; j = Bits.next(set, j + 1)) {
            if (b.insert(j)) {
                r++;
            }
        }
        return r;
    }

    @Override
    public ExchangeOracle exchange(long[] independent) {
        return new EchelonExchange(columns.basis(true), independent);
    }

    /**
     * The dual's standard representation: bring the matrix to reduced row echelon form [I | A]
     * (pivot columns P); the dual has one row per non-pivot column j, with 1 at j and −A's column
     * j at the pivots. Its row space is the orthogonal complement of this one's.
     */
    @Override
    public LinearMatroid dual() {
        int n = columns.size();
        int p = columns.prime();
        FieldColumns.Echelon r = columns.reducedRows();
        int rank = r.rank();
        int[] pivotCol = new int[rank];
        for (int i = 0; i < rank; i++) {
            pivotCol[i] = r.pivotColumn(i);
        }
        int[] dualRow = EchelonExchange.dualRows(n, pivotCol, rank);
        FieldColumns.Filling d = columns.zero(n - rank, n);
        for (int j = 0; j < n; j++) {
            if (dualRow[j] >= 0) {
                d.set(dualRow[j], j, 1);
            }
        }
        for (int i = 0; i < rank; i++) {
            for (int j = r.nextNonZero(i, 0); j >= 0; j = r.nextNonZero(i, j + 1)) {
                if (dualRow[j] >= 0) {
                    d.set(dualRow[j], pivotCol[i], (p - r.entry(i, j)) % p);
                }
            }
        }
        return over(d.build());
    }

    /** Contraction by projection: each element of C, in turn, is pivoted out of the other columns and zeroed. */
    @Override
    public LinearMatroid contract(long[] elements) {
        return over(columns.contracted(elements));
    }

    @Override
    public LinearMatroid delete(long[] elements) {
        return over(columns.withZeroColumns(elements));
    }

    @Override
    public String describe() {
        return "linear over GF(" + prime() + ") " + rows() + "x" + size();
    }
}
