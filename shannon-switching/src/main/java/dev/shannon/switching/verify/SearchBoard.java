package dev.shannon.switching.verify;

import dev.shannon.graph.UnionFind;

/**
 * The position a minimax search over a switching-game graph stands in: claimed edges contracted
 * in a union–find with rollback, free edges a 64-bit mask (so at most 64 edges), and the scratch
 * that turns the position into its minor (dense labels, the s–t block). Moves are made and taken
 * back in stack order. Shared by {@link MinimaxSolver} and Bridg-It's exact search, which differ
 * in how they order and key positions, not in how they play them. Not thread-safe.
 */
public final class SearchBoard {
    /** The most edges a board can hold (one bit each). */
    public static final int MAX_EDGES = 64;

    private final int[] eu;
    private final int[] ev;
    private final int s;
    private final int t;
    private final UnionFind uf;
    private final MinorLabels labels;
    private final StBlock block = new StBlock();
    private long free;

    /** The start: every edge {@code eu[e]}–{@code ev[e]} free (arrays kept, not copied), terminals s and t. */
    public SearchBoard(int vertexCount, int[] eu, int[] ev, int s, int t) {
        if (eu.length > MAX_EDGES) {
            throw new IllegalArgumentException(
                    "a search board holds at most " + MAX_EDGES + " edges, got " + eu.length);
        }
        this.eu = eu;
        this.ev = ev;
        this.s = s;
        this.t = t;
        this.uf = new UnionFind(vertexCount);
        this.labels = new MinorLabels(vertexCount);
        this.free = eu.length == 64 ? -1L : (1L << eu.length) - 1;
    }

    /** Whether claimed edges join s and t (Short has won). */
    public boolean joined() {
        return uf.find(s) == uf.find(t);
    }

    /** Claims free edge e (contracts it); the mark to give {@link #unclaim}. */
    public int claim(int e) {
        free &= ~(1L << e);
        int mark = uf.mark();
        uf.union(eu[e], ev[e]);
        return mark;
    }

    /** Takes back the claim of e made when {@link #claim} returned {@code mark}. */
    public void unclaim(int e, int mark) {
        uf.rollback(mark);
        free |= 1L << e;
    }

    /** Deletes free edge e. */
    public void delete(int e) {
        free &= ~(1L << e);
    }

    /** Takes back the deletion of e. */
    public void undelete(int e) {
        free |= 1L << e;
    }

    /**
     * The current minor, labelled ({@link MinorLabels}: s's class 0, t's 1, the rest in order of
     * first appearance): its free edges into {@code edges}, their ends' labels into {@code a} and
     * {@code b}; returns the number of free edges. {@link #labelCount()} is then its vertex count.
     */
    public int label(int[] edges, int[] a, int[] b) {
        return labels.label(uf, s, t, free, eu, ev, edges, a, b);
    }

    /** The number of vertices of the minor {@link #label} last wrote. */
    public int labelCount() {
        return labels.count();
    }

    /** Scratch for the s–t block of a labelled minor (which free edges can still matter). */
    public StBlock block() {
        return block;
    }
}
