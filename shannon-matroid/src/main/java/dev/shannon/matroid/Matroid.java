package dev.shannon.matroid;

/**
 * A matroid on the ground set {@code 0..size()-1}, known only through its rank function: the
 * oracle every algorithm of this package is written against (Edmonds' model).
 *
 * <p>Minors keep the ground set: a contracted or deleted element stays as a loop, so element
 * numbers mean the same thing in every position of a game. Implementations with a concrete
 * representation (a matrix, a graph) override {@link #exchange}, {@link #dual()},
 * {@link #contract} and {@link #delete} with direct constructions; the defaults are views that
 * only call {@link #rank}.
 */
public interface Matroid {
    /** The number of elements. */
    int size();

    /** The rank of a subset given as a bitset over the ground set (see {@link Bits}). */
    int rank(long[] set);

    /** The rank of the whole matroid. */
    default int rank() {
        return rank(Bits.full(size()));
    }

    default boolean isIndependent(long[] set) {
        return rank(set) == Bits.count(set);
    }

    /**
     * Fundamental circuits against a fixed independent set (what matroid partition asks); the
     * default answers with rank calls, representations answer by elimination.
     */
    default ExchangeOracle exchange(long[] independent) {
        return new RankExchange(this, independent);
    }

    /** The dual: {@code r*(X) = |X| + r(E - X) - r(E)}. */
    default Matroid dual() {
        return new DualView(this);
    }

    /** {@code M / C}, the elements of C made loops: {@code r'(X) = r(X ∪ C) - r(C)}. */
    default Matroid contract(long[] elements) {
        return new ContractionView(this, elements);
    }

    /** {@code M \ D}, the elements of D made loops: {@code r'(X) = r(X - D)}. */
    default Matroid delete(long[] elements) {
        return new DeletionView(this, elements);
    }

    /** A short description ("binary 3x7", "uniform U(2,4)", ...). */
    default String describe() {
        return getClass().getSimpleName() + " on " + size() + " elements";
    }
}
