package dev.shannon.matroid;

/**
 * The columns of a matrix over a prime field, with the elimination steps a linear matroid needs.
 * Two kernels: {@link Gf2Columns} (columns as bitsets, elimination by word-wide XOR) and
 * {@link GfpColumns} (entries mod p in {@code long} arithmetic). {@link LinearMatroid} writes its
 * rank, exchange and dual once over either, as SageMath's binary matroid is a linear matroid
 * with a GF(2) fast path.
 */
sealed interface FieldColumns permits Gf2Columns, GfpColumns {
    /** The field's order p (2 for the binary kernel). */
    int prime();

    int rows();

    /** The number of columns (the matroid's elements). */
    int size();

    /** Entry (i, j), in 0..p-1. */
    int entry(int i, int j);

    /**
     * An empty echelon basis over these columns; with {@code trackElements} it remembers which
     * columns make up each basis vector, so that representations (fundamental circuits) can be read.
     */
    EchelonExchange.Basis basis(boolean trackElements);

    /** The rows brought to reduced row echelon form (the columns are not changed). */
    Echelon reducedRows();

    /** A zero matrix of this kernel's field, to be filled by {@link Filling#set}. */
    Filling zero(int rows, int columns);

    /** These columns with each column of {@code elements}, in turn, pivoted out of the others and zeroed. */
    FieldColumns contracted(long[] elements);

    /** These columns with the columns of {@code elements} zeroed. */
    FieldColumns withZeroColumns(long[] elements);

    /** A matrix in reduced row echelon form: rows {@code 0..rank-1} have a 1 at their pivot column. */
    abstract class Echelon {
        private final int rank;
        private final int[] pivotColumn;

        Echelon(int rank, int[] pivotColumn) {
            this.rank = rank;
            this.pivotColumn = pivotColumn;
        }

        int rank() {
            return rank;
        }

        /** The pivot column of row {@code i < rank}. */
        int pivotColumn(int i) {
            return pivotColumn[i];
        }

        /** The next column {@code >= from} where row {@code i} is nonzero, or -1. */
        abstract int nextNonZero(int i, int from);

        /** Entry (i, j). */
        abstract int entry(int i, int j);
    }

    /** A matrix being filled entry by entry, then frozen into columns. */
    interface Filling {
        void set(int i, int j, int value);

        FieldColumns build();
    }
}
