package dev.shannon.matroid;

import java.util.Arrays;

/** The GF(p) kernel of {@link FieldColumns}: entries kept in 0..p-1, arithmetic in {@code long} (any prime below 2^31). */
record GfpColumns(int prime, int rows, int[][] columns) implements FieldColumns {
    @Override
    public int size() {
        return columns.length;
    }

    @Override
    public int entry(int i, int j) {
        return columns[j][i];
    }

    @Override
    public EchelonExchange.Basis basis(boolean trackElements) {
        GfpBasis b = new GfpBasis(prime, rows, trackElements ? columns.length : 0);
        return EchelonExchange.Basis.of(x -> b.insert(columns[x], x), x -> b.support(columns[x]));
    }

    @Override
    public Echelon reducedRows() {
        long p = prime;
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
                        r[i][c] = Math.floorMod(r[i][c] - f * t[c], p);
                    }
                }
            }
            pivotCol[rank++] = j;
        }
        return new Echelon(rank, pivotCol) {
            @Override
            int nextNonZero(int i, int from) {
                for (int j = from; j < n; j++) {
                    if (r[i][j] != 0) {
                        return j;
                    }
                }
                return -1;
            }

            @Override
            int entry(int i, int j) {
                return (int) r[i][j];
            }
        };
    }

    @Override
    public Filling zero(int rows, int n) {
        int[][] cols = new int[n][rows];
        return new Filling() {
            @Override
            public void set(int i, int j, int value) {
                cols[j][i] = Math.floorMod(value, prime);
            }

            @Override
            public FieldColumns build() {
                return new GfpColumns(prime, rows, cols);
            }
        };
    }

    @Override
    public GfpColumns contracted(long[] elements) {
        long p = prime;
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
                            cols[j][i] = (int) Math.floorMod(cols[j][i] - f * v[i], p);
                        }
                    }
                }
            }
            cols[c] = new int[rows];
        }
        return new GfpColumns(prime, rows, cols);
    }

    @Override
    public GfpColumns withZeroColumns(long[] elements) {
        int[][] cols = columns.clone();
        for (int d = Bits.next(elements, 0); d >= 0; d = Bits.next(elements, d + 1)) {
            cols[d] = new int[rows];
        }
        return new GfpColumns(prime, rows, cols);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GfpColumns g && g.prime == prime && g.rows == rows && Arrays.deepEquals(g.columns, columns);
    }

    @Override
    public int hashCode() {
        return (31 * prime + rows) * 31 + Arrays.deepHashCode(columns);
    }

    @Override
    public String toString() {
        return "GF(" + prime + ") " + rows + "x" + columns.length;
    }
}
