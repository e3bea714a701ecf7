package dev.shannon.zdd.spec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The edge sets that contain none of the given patterns entirely: for patterns P1, P2, … the
 * members α with Pi ⊄ α for every i (Graphillion's {@code excluding(graph)} repeated, done in
 * one pass). A pattern is <em>open</em> from its first edge to its last edge in decision order;
 * while open, one bit says whether all of its decided edges were taken. The bit of a pattern
 * with a skipped edge is 0, the same as a free bit, so such states merge at once. Local patterns
 * (pairs of edges at one vertex, as in tile puzzles) keep only a few bits open at a time.
 */
public final class ForbiddenEdgeSetsSpec implements FrontierSpec {
    private final DecisionGraph universe;
    private final int edgeCount;
    /** Per edge: the open-pattern bit positions it touches, and whether it opens or closes them. */
    private final int[][] bitAt;

    private final boolean[][] opens;
    private final boolean[][] closes;
    private final int words;

    /** @param patterns edge sets (edge numbers of {@code u}); empty patterns forbid everything */
    public ForbiddenEdgeSetsSpec(DecisionGraph u, List<int[]> patterns) {
        this.universe = u;
        this.edgeCount = u.edgeCount();
        int m = edgeCount;
        List<List<int[]>> touches = new ArrayList<>();
        for (int e = 0; e < m; e++) {
            touches.add(new ArrayList<>());
        }
        int[] firstOf = new int[patterns.size()];
        int[] lastOf = new int[patterns.size()];
        boolean emptyPattern = false;
        for (int p = 0; p < patterns.size(); p++) {
            int[] edges = Arrays.stream(patterns.get(p)).sorted().distinct().toArray();
            if (edges.length == 0) {
                emptyPattern = true;
                continue;
            }
            for (int e : edges) {
                EdgeNumbers.require(m, e);
                touches.get(e).add(new int[] {p});
            }
            firstOf[p] = edges[0];
            lastOf[p] = edges[edges.length - 1];
        }
        // Assign bit positions like frontier slots: lowest free bit at a pattern's first edge.
        int[] bitOf = new int[patterns.size()];
        Arrays.fill(bitOf, -1);
        boolean[] used = new boolean[patterns.size() + 1];
        int width = 0;
        bitAt = new int[m][];
        opens = new boolean[m][];
        closes = new boolean[m][];
        for (int e = 0; e < m; e++) {
            List<int[]> here = touches.get(e);
            bitAt[e] = new int[here.size()];
            opens[e] = new boolean[here.size()];
            closes[e] = new boolean[here.size()];
            for (int i = 0; i < here.size(); i++) {
                int p = here.get(i)[0];
                if (bitOf[p] < 0) {
                    int b = 0;
                    while (used[b]) {
                        b++;
                    }
                    used[b] = true;
                    bitOf[p] = b;
                    width = Math.max(width, b + 1);
                    opens[e][i] = true;
                }
                bitAt[e][i] = bitOf[p];
                closes[e][i] = lastOf[p] == e;
            }
            for (int i = 0; i < here.size(); i++) {
                if (closes[e][i]) {
                    used[bitAt[e][i]] = false;
                }
            }
        }
        this.words = emptyPattern ? -1 : Math.max(1, (width + 31) / 32);
    }

    @Override
    public int stateSize() {
        return Math.max(1, words);
    }

    @Override
    public int root(int[] state, int at) {
        Arrays.fill(state, at, at + stateSize(), 0);
        if (words < 0) {
            return REJECT;
        }
        return edgeCount == 0 ? ACCEPT : 0;
    }

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        int[] bits = bitAt[e];
        for (int i = 0; i < bits.length; i++) {
            int w = at + (bits[i] >>> 5);
            int mask = 1 << (bits[i] & 31);
            boolean alive = take && (opens[e][i] || (st[w] & mask) != 0);
            if (closes[e][i]) {
                if (alive) {
                    return REJECT;
                }
                st[w] &= ~mask;
            } else if (alive) {
                st[w] |= mask;
            } else {
                st[w] &= ~mask;
            }
        }
        return e + 1 < edgeCount ? e + 1 : ACCEPT;
    }

    @Override
    public final DecisionGraph universe() {
        return universe;
    }
}
