package dev.shannon.matroid;

import java.util.function.IntFunction;
import java.util.function.IntPredicate;

/**
 * Fundamental circuits read off an echelon basis of a matrix's columns: the circuit of I + x is
 * the support of x's representation in terms of I. Shared by the GF(2) and GF(p) matroids,
 * which differ only in how they eliminate.
 */
final class EchelonExchange implements ExchangeOracle {
    /** An echelon basis over some field, remembering which columns make up each basis vector. */
    interface Basis {
        /** Inserts column x; false if it is already spanned. */
        boolean insert(int x);

        /** The columns with nonzero coefficient in column x's representation, or null if x is not spanned. */
        long[] representation(int x);

        /** The basis whose two operations are these functions. */
        static Basis of(IntPredicate insert, IntFunction<long[]> representation) {
            return new Basis() {
                @Override
                public boolean insert(int x) {
                    return insert.test(x);
                }

                @Override
                public long[] representation(int x) {
                    return representation.apply(x);
                }
            };
        }
    }

    private final Basis basis;

    EchelonExchange(Basis basis, long[] independent) {
        this.basis = basis;
        for (int j = Bits.next(independent, 0); j >= 0; j = Bits.next(independent, j + 1)) {
            if (!basis.insert(j)) {
                throw new IllegalArgumentException("not an independent set: " + Bits.toString(independent));
            }
        }
    }

    @Override
    public long[] circuit(int x) {
        return basis.representation(x);
    }

    @Override
    public void add(int x) {
        if (!basis.insert(x)) {
            throw new IllegalArgumentException("element " + x + " is spanned: cannot be added");
        }
    }

    /**
     * For a matrix in reduced echelon form with these pivot columns: the row of the dual's standard
     * representation belonging to each non-pivot column (numbered in column order), -1 for pivots.
     */
    static int[] dualRows(int n, int[] pivotCol, int rank) {
        int[] dualRow = new int[n];
        for (int i = 0; i < rank; i++) {
            dualRow[pivotCol[i]] = -1;
        }
        int k = 0;
        for (int j = 0; j < n; j++) {
            if (dualRow[j] == 0) {
                dualRow[j] = k++;
            }
        }
        return dualRow;
    }
}
