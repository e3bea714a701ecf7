package dev.shannon.graph;

import java.util.Arrays;

/**
 * Disjoint sets over {@code 0..n-1} with union by size and no path compression, so that every
 * union can be undone in O(1): searches make a move (a contraction) and take it back.
 * {@link #find} is O(log n).
 */
public final class UnionFind {
    private final int[] parent;
    private final int[] size;
    private final int[] history; // roots attached by each successful union, for rollback
    private int unions;
    private int sets;

    public UnionFind(int n) {
        parent = new int[n];
        size = new int[n];
        history = new int[Math.max(n - 1, 0)];
        reset();
    }

    /** Every element back in its own set. */
    public void reset() {
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        Arrays.fill(size, 1);
        unions = 0;
        sets = parent.length;
    }

    public int find(int x) {
        while (parent[x] != x) {
            x = parent[x];
        }
        return x;
    }

    public boolean connected(int a, int b) {
        return find(a) == find(b);
    }

    /** Joins the sets of {@code a} and {@code b}; returns false (and records nothing) if already joined. */
    public boolean union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return false;
        }
        if (size[ra] < size[rb]) {
            int x = ra;
            ra = rb;
            rb = x;
        }
        parent[rb] = ra;
        size[ra] += size[rb];
        history[unions++] = rb;
        sets--;
        return true;
    }

    /** The number of successful unions so far: a mark for {@link #rollback(int)}. */
    public int mark() {
        return unions;
    }

    /** Undoes successful unions until only {@code mark} remain. */
    public void rollback(int mark) {
        while (unions > mark) {
            int rb = history[--unions];
            int ra = parent[rb];
            size[ra] -= size[rb];
            parent[rb] = rb;
            sets++;
        }
    }

    public int setCount() {
        return sets;
    }

    public int elementCount() {
        return parent.length;
    }
}
