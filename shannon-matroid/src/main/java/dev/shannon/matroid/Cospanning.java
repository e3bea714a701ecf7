package dev.shannon.matroid;

import java.util.Arrays;

/**
 * Lehman's certificate: two disjoint sets A and B of playable elements, neither holding e, with
 * e in span(A) = span(B), in the matroid after {@code move} (-1: none) is claimed. Short's
 * strategy keeps two such sets alive by basis exchange, so Short wins from there with Cut to
 * move. Read in the dual, after {@code move} is deleted, the same shape certifies Cut's win.
 */
public record Cospanning(int move, int[] a, int[] b) {
    public Cospanning {
        a = a.clone();
        b = b.clone();
    }

    @Override
    public int[] a() {
        return a.clone();
    }

    @Override
    public int[] b() {
        return b.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Cospanning c && c.move == move && Arrays.equals(c.a, a) && Arrays.equals(c.b, b);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * move + Arrays.hashCode(a)) + Arrays.hashCode(b);
    }

    @Override
    public String toString() {
        return (move >= 0 ? "after " + move + ": " : "") + "A = " + Arrays.toString(a) + ", B = " + Arrays.toString(b);
    }
}
