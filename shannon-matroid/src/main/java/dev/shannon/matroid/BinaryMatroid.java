package dev.shannon.matroid;

import java.util.Arrays;

/**
 * The binary matroid of a 0/1 matrix: the {@link LinearMatroid} over GF(2), with columns kept as
 * bitsets over the rows so that Gaussian elimination is word-wide XOR ({@link Gf2Columns}).
 */
public final class BinaryMatroid extends LinearMatroid {
    /** The largest matrix side accepted (rows or columns). */
    public static final int MAX_SIDE = 1 << 14;

    private BinaryMatroid(Gf2Columns columns) {
        super(columns);
    }

    /** From rows of 0/1 entries, all of one length. */
    public static BinaryMatroid ofRows(int[][] matrix) {
        int m = matrix.length;
        int n = m == 0 ? 0 : matrix[0].length;
        checkSides(m, n, MAX_SIDE);
        long[][] cols = new long[n][Bits.words(m)];
        for (int i = 0; i < m; i++) {
            checkRow(matrix, i, n);
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
        return new BinaryMatroid(new Gf2Columns(m, cols));
    }

    /** From columns given as bitsets over {@code rows} rows (copied). */
    public static BinaryMatroid ofColumns(int rows, long[][] columns) {
        checkSides(rows, columns.length, MAX_SIDE);
        long[][] cols = new long[columns.length][];
        for (int j = 0; j < columns.length; j++) {
            cols[j] = Arrays.copyOf(columns[j], Bits.words(rows));
        }
        return new BinaryMatroid(new Gf2Columns(rows, cols));
    }

    @Override
    BinaryMatroid over(FieldColumns columns) {
        return new BinaryMatroid((Gf2Columns) columns);
    }

    @Override
    public BinaryMatroid dual() {
        return (BinaryMatroid) super.dual();
    }

    @Override
    public BinaryMatroid contract(long[] elements) {
        return (BinaryMatroid) super.contract(elements);
    }

    @Override
    public BinaryMatroid delete(long[] elements) {
        return (BinaryMatroid) super.delete(elements);
    }

    @Override
    public String describe() {
        return "binary " + rows() + "x" + size();
    }
}
