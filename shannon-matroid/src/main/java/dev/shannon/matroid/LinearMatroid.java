package dev.shannon.matroid;

/**
 * The matroid of a matrix over the prime field GF(p): element j is column j, independence is
 * linear independence mod p. Entries are kept reduced to 0..p-1; arithmetic is in {@code long}
 * so any prime below 2^31 works.
 */
public final class LinearMatroid implements Matroid {
    /** The largest matrix side accepted (rows or columns). */
    public static final int MAX_SIDE = 4096;

    private final int p;
    private final int rows;
    private final int[][] columns; // columns[j][i]

    private LinearMatroid(int p, int rows, int[][] columns) {
        this.p = p;
        this.rows = rows;
        this.columns = columns;
    }

    /** From rows of entries in 0..p-1, over GF(p) for a prime p. */
    public static LinearMatroid ofRows(int p, int[][] matrix) {
        if (!isPrime(p)) {
            throw new IllegalArgumentException(p + " is not a prime: linear matroids are over GF(p) for a prime p");
        }
        int m = matrix.length;
        int n = m == 0 ? 0 : matrix[0].length;
        if (m > MAX_SIDE || n > MAX_SIDE) {
            throw new IllegalArgumentException(
                    "matrix too large: at most " + MAX_SIDE + " rows and columns, got " + m + "x" + n);
        }
        int[][] cols = new int[n][m];
        for (int i = 0; i < m; i++) {
            if (matrix[i].length != n) {
                throw new IllegalArgumentException(
                        "row " + (i + 1) + " has " + matrix[i].length + " entries, row 1 has " + n);
            }
            for (int j = 0; j < n; j++) {
                int v = matrix[i][j];
                if (v < 0 || v >= p) {
                    throw new IllegalArgumentException(
                            "entry " + v + " in row " + (i + 1) + " is outside 0.." + (p - 1));
                }
                cols[j][i] = v;
            }
        }
        return new LinearMatroid(p, m, cols);
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

    public int prime() {
        return p;
    }

    public int rows() {
        return rows;
    }

    public int entry(int i, int j) {
        return columns[j][i];
    }

    @Override
    public int size() {
        return columns.length;
    }

    @Override
    public int rank(long[] set) {
        GfpBasis b = new GfpBasis(p, rows, 0);
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
        GfpBasis b = new GfpBasis(p, rows, columns.length);
        return new EchelonExchange(
                new EchelonExchange.Basis() {
                    @Override
                    public boolean insert(int x) {
                        return b.insert(columns[x], x);
                    }

                    @Override
                    public long[] representation(int x) {
                        return b.support(columns[x]);
                    }
                },
                independent);
    }

    /** The dual's standard representation: from the reduced echelon form [I | A], rows e_j - sum_i A[i][j] e_{p_i}. */
    @Override
    public LinearMatroid dual() {
        int n = columns.length;
        long[][] r = new long[rows][n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < rows; i++) {
                r[i][j] = columns[j][i];
            }
        }
        int[] pivotCol = new int[rows];
        int rank = 0;
        for (int j = 0; j < n && rank < rows; j++) {
            int piv = -1;
            for (int i = rank; i < rows; i++) {
                if (r[i][j] != 0) {
                    piv = i;
                    break;
                }
            }
            if (piv < 0) {
                continue;
            }
            long[] t = r[piv];
            r[piv] = r[rank];
            r[rank] = t;
            long inv = GfpBasis.inverse(t[j], p);
            for (int c = 0; c < n; c++) {
                t[c] = t[c] * inv % p;
            }
            for (int i = 0; i < rows; i++) {
                if (i != rank && r[i][j] != 0) {
                    long f = r[i][j];
                    for (int c = 0; c < n; c++) {
                        r[i][c] = Math.floorMod(r[i][c] - f * t[c], (long) p);
                    }
                }
            }
            pivotCol[rank++] = j;
        }
        int[] dualRow = EchelonExchange.dualRows(n, pivotCol, rank);
        int k = n - rank;
        int[][] dcols = new int[n][k];
        for (int j = 0; j < n; j++) {
            if (dualRow[j] >= 0) {
                dcols[j][dualRow[j]] = 1;
            }
        }
        for (int i = 0; i < rank; i++) {
            for (int j = 0; j < n; j++) {
                if (dualRow[j] >= 0 && r[i][j] != 0) {
                    dcols[pivotCol[i]][dualRow[j]] = (int) ((p - r[i][j]) % p);
                }
            }
        }
        return new LinearMatroid(p, k, dcols);
    }

    /** Contraction by projection: each element of C, in turn, is pivoted out of the other columns and zeroed. */
    @Override
    public LinearMatroid contract(long[] elements) {
        int[][] cols = new int[columns.length][];
        for (int j = 0; j < cols.length; j++) {
            cols[j] = columns[j].clone();
        }
        for (int c = Bits.next(elements, 0); c >= 0; c = Bits.next(elements, c + 1)) {
            int[] v = cols[c];
            int pivot = 0;
            while (pivot < rows && v[pivot] == 0) {
                pivot++;
            }
            if (pivot < rows) {
                long inv = GfpBasis.inverse(v[pivot], p);
                for (int j = 0; j < cols.length; j++) {
                    if (j != c && cols[j][pivot] != 0) {
                        long f = cols[j][pivot] * inv % p;
                        for (int i = 0; i < rows; i++) {
                            cols[j][i] = (int) Math.floorMod(cols[j][i] - f * v[i], (long) p);
                        }
                    }
                }
            }
            cols[c] = new int[rows];
        }
        return new LinearMatroid(p, rows, cols);
    }

    @Override
    public Matroid delete(long[] elements) {
        int[][] cols = columns.clone();
        for (int d = Bits.next(elements, 0); d >= 0; d = Bits.next(elements, d + 1)) {
            cols[d] = new int[rows];
        }
        return new LinearMatroid(p, rows, cols);
    }

    @Override
    public String describe() {
        return "linear over GF(" + p + ") " + rows + "x" + columns.length;
    }
}
