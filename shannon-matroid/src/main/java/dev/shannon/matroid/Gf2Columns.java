package dev.shannon.matroid;

import java.util.Arrays;

/** The GF(2) kernel of {@link FieldColumns}: each column a bitset over the rows, elimination by XOR of words. */
record Gf2Columns(int rows, long[][] columns) implements FieldColumns {
    @Override
    public int prime() {
        return 2;
    }

    @Override
    public int size() {
        return columns.length;
    }

    @Override
    public int entry(int i, int j) {
        return Bits.get(columns[j], i) ? 1 : 0;
    }

    @Override
    public EchelonExchange.Basis basis(boolean trackElements) {
        Gf2Basis b = new Gf2Basis(rows, trackElements ? columns.length : 0);
        return EchelonExchange.Basis.of(x -> b.insert(columns[x], x), x -> b.combination(columns[x]));
    }

    @Override
    public Echelon reducedRows() {
        int n = columns.length;
        long[][] r = new long[rows][Bits.words(n)]; // r[i] = row i as a bitset over the columns
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
        return new Echelon(rank, pivotCol) {
            @Override
            int nextNonZero(int i, int from) {
                return Bits.next(r[i], from);
            }

            @Override
            int entry(int i, int j) {
                return Bits.get(r[i], j) ? 1 : 0;
            }
        };
    }

    @Override
    public Filling zero(int rows, int n) {
        long[][] cols = new long[n][Bits.words(rows)];
        return new Filling() {
            @Override
            public void set(int i, int j, int value) {
                if ((value & 1) != 0) {
                    Bits.set(cols[j], i);
                } else {
                    cols[j][i >>> 6] &= ~(1L << i);
                }
            }

            @Override
            public FieldColumns build() {
                return new Gf2Columns(rows, cols);
            }
        };
    }

    @Override
    public Gf2Columns contracted(long[] elements) {
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
        return new Gf2Columns(rows, cols);
    }

    @Override
    public Gf2Columns withZeroColumns(long[] elements) {
        long[][] cols = columns.clone();
        for (int d = Bits.next(elements, 0); d >= 0; d = Bits.next(elements, d + 1)) {
            cols[d] = new long[Bits.words(rows)];
        }
        return new Gf2Columns(rows, cols);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Gf2Columns g && g.rows == rows && Arrays.deepEquals(g.columns, columns);
    }

    @Override
    public int hashCode() {
        return 31 * rows + Arrays.deepHashCode(columns);
    }

    @Override
    public String toString() {
        return "GF(2) " + rows + "x" + columns.length;
    }
}
