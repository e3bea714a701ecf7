package dev.shannon.zdd;

import dev.shannon.graph.Multigraph;
import dev.shannon.zdd.spec.FrontierSpec;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * Frontier search over <em>vertices</em> (levels of {@link VertexLevels}) for the vertex-set
 * families: each decided vertex that still has undecided neighbours keeps one slot of state
 * (chosen, and for domination whether it is dominated yet), freed and reset when its last
 * neighbour is decided, so states are canonical. Not an edge spec: only {@link VertexSetFamily}
 * runs it, with the vertex count as the number of levels. Adjacency is that of a graph on the
 * universe's vertices: the universe's own, or its {@link PowerGraph} for distance-k families.
 */
final class VertexSpec implements FrontierSpec {
    /** The families. */
    enum Kind {
        /** No two chosen vertices adjacent (a vertex with a loop is never chosen). */
        INDEPENDENT,
        /** Every edge has a chosen end (a vertex with a loop is always chosen). */
        COVER,
        /** Every vertex chosen or adjacent to a chosen one. */
        DOMINATING,
        /** Every two chosen vertices adjacent. */
        CLIQUE
    }

    private static final int CHOSEN = 1;
    private static final int DOMINATED = 2;

    private final Kind kind;
    private final int n;
    private final int width;
    private final boolean[] loop;
    /** The slot a vertex keeps after its decision, or -1 if it has no later neighbour. */
    private final int[] slot;
    /** Slots of the earlier neighbours of each level. */
    private final int[][] earlier;
    /** Whether slot s holds an earlier neighbour of level p: {@code earlierMask[p][s]}. */
    private final boolean[][] earlierMask;
    /** Slots freed once each level is decided (their vertices' last neighbour). */
    private final int[][] leaving;

    VertexSpec(Multigraph adjacency, VertexLevels levels, Kind kind) {
        this.kind = kind;
        n = adjacency.vertexCount();
        loop = new boolean[n];
        List<TreeSet<Integer>> nbrs = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            nbrs.add(new TreeSet<>());
        }
        for (int e = 0; e < adjacency.edgeCount(); e++) {
            int a = levels.levelOf[adjacency.edgeU(e)];
            int b = levels.levelOf[adjacency.edgeV(e)];
            if (a == b) {
                loop[a] = true;
            } else {
                nbrs.get(a).add(b);
                nbrs.get(b).add(a);
            }
        }
        int[] last = new int[n];
        for (int p = 0; p < n; p++) {
            last[p] = nbrs.get(p).isEmpty() ? p : Math.max(p, nbrs.get(p).last());
        }
        slot = new int[n];
        earlier = new int[n][];
        leaving = new int[n][];
        List<List<Integer>> leavingAt = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            leavingAt.add(new ArrayList<>());
        }
        ArrayDeque<Integer> free = new ArrayDeque<>();
        int used = 0;
        for (int p = 0; p < n; p++) {
            earlier[p] = nbrs.get(p).headSet(p).stream().mapToInt(q -> slot[q]).toArray();
            // Slots of vertices whose last neighbour is p are free for p itself.
            leaving[p] = leavingAt.get(p).stream().mapToInt(Integer::intValue).toArray();
            for (int s : leaving[p]) {
                free.push(s);
            }
            if (last[p] > p) {
                slot[p] = free.isEmpty() ? used++ : free.pop();
                leavingAt.get(last[p]).add(slot[p]);
            } else {
                slot[p] = -1;
            }
        }
        width = used;
        earlierMask = new boolean[n][width];
        for (int p = 0; p < n; p++) {
            for (int s : earlier[p]) {
                earlierMask[p][s] = true;
            }
        }
    }

    /** The most vertices in the frontier at once. */
    int width() {
        return width;
    }

    @Override
    public int stateSize() {
        return width + 1; // the last word: a clique's "no later vertex may join" flag
    }

    @Override
    public int root(int[] state, int at) {
        Arrays.fill(state, at, at + width + 1, 0);
        return n == 0 ? ACCEPT : 0;
    }

    @Override
    public int child(int[] state, int at, int p, boolean take) {
        int own = take ? CHOSEN : 0;
        switch (kind) {
            case INDEPENDENT -> {
                if (take && (loop[p] || !noneChosen(state, at, earlier[p]))) {
                    return REJECT;
                }
            }
            case COVER -> {
                if (!take && (loop[p] || !allChosen(state, at, earlier[p]))) {
                    return REJECT;
                }
            }
            case DOMINATING -> own |= dominate(state, at, p, take) ? DOMINATED : 0;
            case CLIQUE -> {
                if (take && (state[at + width] != 0 || !chosenAmong(state, at, earlierMask[p]))) {
                    return REJECT;
                }
            }
        }
        // Vertices whose last neighbour was p leave the frontier (p may reuse a slot of theirs).
        for (int s : leaving[p]) {
            if (kind == Kind.DOMINATING && (state[at + s] & DOMINATED) == 0) {
                return REJECT;
            }
            if (kind == Kind.CLIQUE && state[at + s] == CHOSEN) {
                state[at + width] = 1; // nobody later is adjacent to it, so nobody later can join
            }
            state[at + s] = 0;
        }
        if (slot[p] >= 0) {
            state[at + slot[p]] = own;
        } else if (kind == Kind.DOMINATING && (own & DOMINATED) == 0) {
            return REJECT; // p leaves at once, undominated
        } else if (kind == Kind.CLIQUE && take) {
            state[at + width] = 1;
        }
        if (kind == Kind.CLIQUE && state[at + width] == 1) {
            return ACCEPT; // no more vertices can be chosen: the rest are skipped
        }
        return p == n - 1 ? ACCEPT : p + 1;
    }

    private static boolean noneChosen(int[] state, int at, int[] slots) {
        for (int s : slots) {
            if (state[at + s] == CHOSEN) {
                return false;
            }
        }
        return true;
    }

    private static boolean allChosen(int[] state, int at, int[] slots) {
        for (int s : slots) {
            if (state[at + s] != CHOSEN) {
                return false;
            }
        }
        return true;
    }

    /** Whether every chosen frontier vertex is adjacent (marked in {@code adjacent}). */
    private boolean chosenAmong(int[] state, int at, boolean[] adjacent) {
        for (int s = 0; s < width; s++) {
            if (state[at + s] == CHOSEN && !adjacent[s]) {
                return false;
            }
        }
        return true;
    }

    /** Marks the earlier neighbours choosing p dominates; whether p itself is dominated. */
    private boolean dominate(int[] state, int at, int p, boolean take) {
        boolean dominated = take;
        for (int s : earlier[p]) {
            if ((state[at + s] & CHOSEN) != 0) {
                dominated = true;
            }
            if (take) {
                state[at + s] |= DOMINATED;
            }
        }
        return dominated;
    }
}
