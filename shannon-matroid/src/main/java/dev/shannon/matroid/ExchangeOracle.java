package dev.shannon.matroid;

/**
 * Fundamental circuits with respect to one independent set I: for an element x outside I,
 * either I + x is independent ({@link #circuit} returns null) or it holds exactly one circuit,
 * and the elements y of I on it are those for which I - y + x is independent again. Matroid
 * partition walks these exchanges.
 */
public interface ExchangeOracle {
    /** The elements of I on the circuit of I + x (x itself left out), or null if I + x is independent. */
    long[] circuit(int x);

    /** Grows I by x, which must keep it independent ({@link #circuit}(x) was null). */
    void add(int x);
}
