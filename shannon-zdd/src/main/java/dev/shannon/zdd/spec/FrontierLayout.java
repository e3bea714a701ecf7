package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * Where each vertex lives in a frontier-based state. A vertex <em>enters</em> the frontier at
 * its first edge (in decision order) and <em>leaves</em> after its last; while on the frontier
 * it owns a <em>slot</em> {@code 0 .. width-1}, the lowest one free when it entered. Slots are
 * reused, so a spec must reset a slot when its vertex leaves; then every free slot holds the
 * spec's "nothing here" value and states stay canonical.
 *
 * <p>For a loop both endpoint queries name the same vertex and slot.
 */
public final class FrontierLayout {
    private final int edgeCount;
    private final int width;
    private final int[] us;
    private final int[] vs;
    private final int[] slotU;
    private final int[] slotV;
    private final int[] firstEdge;
    private final int[] lastEdge;
    /** {@code occupant[e][slot]}: the vertex in the slot after edge e (leavers gone), or -1. */
    private final int[][] occupant;

    private FrontierLayout(DecisionGraph u) {
        int n = u.vertexCount();
        int m = u.edgeCount();
        edgeCount = m;
        us = new int[m];
        vs = new int[m];
        firstEdge = new int[n];
        lastEdge = new int[n];
        Arrays.fill(firstEdge, -1);
        Arrays.fill(lastEdge, -1);
        for (int e = 0; e < m; e++) {
            us[e] = u.edgeU(e);
            vs[e] = u.edgeV(e);
            for (int x : new int[] {us[e], vs[e]}) {
                if (firstEdge[x] < 0) {
                    firstEdge[x] = e;
                }
                lastEdge[x] = e;
            }
        }
        slotU = new int[m];
        slotV = new int[m];
        int[] slotOf = new int[n];
        Arrays.fill(slotOf, -1);
        boolean[] used = new boolean[n + 2];
        int w = 0;
        long snapshotBytes = 0;
        for (int e = 0; e < m; e++) {
            for (int x : new int[] {us[e], vs[e]}) {
                if (slotOf[x] < 0) {
                    int s = 0;
                    while (used[s]) {
                        s++;
                    }
                    used[s] = true;
                    slotOf[x] = s;
                    w = Math.max(w, s + 1);
                }
            }
            slotU[e] = slotOf[us[e]];
            slotV[e] = slotOf[vs[e]];
            for (int x : new int[] {us[e], vs[e]}) {
                if (lastEdge[x] == e && slotOf[x] >= 0) { // a loop names its vertex twice
                    used[slotOf[x]] = false;
                    slotOf[x] = -1;
                }
            }
            snapshotBytes += 16 + 4L * w;
        }
        // The per-edge snapshots below cost edges × width ints: on a huge, wide universe that alone
        // would exhaust the heap, so they answer to the universe's memory limit like the searches do.
        u.requireRoom(
                snapshotBytes,
                "the frontier layout alone (" + m + " edges, a frontier of " + w
                        + " vertices: far too wide for frontier-based search)");
        occupant = new int[m][];
        int[] current = new int[0];
        int seen = 0;
        for (int e = 0; e < m; e++) {
            seen = Math.max(seen, Math.max(slotU[e], slotV[e]) + 1);
            if (current.length < seen) {
                int old = current.length;
                current = Arrays.copyOf(current, seen);
                Arrays.fill(current, old, seen, -1);
            }
            current[slotU[e]] = us[e];
            current[slotV[e]] = vs[e];
            if (lastEdge[us[e]] == e) {
                current[slotU[e]] = -1;
            }
            if (lastEdge[vs[e]] == e) {
                current[slotV[e]] = -1;
            }
            occupant[e] = current.clone();
        }
        width = w;
    }

    /** The layout of {@code universe}'s edge order. */
    public static FrontierLayout of(DecisionGraph universe) {
        return new FrontierLayout(universe);
    }

    public int edgeCount() {
        return edgeCount;
    }

    /** The number of slots: the largest frontier. */
    public int width() {
        return width;
    }

    public int u(int e) {
        return us[e];
    }

    public int v(int e) {
        return vs[e];
    }

    /** The slot of {@link #u(int)} while edge {@code e} is decided. */
    public int slotU(int e) {
        return slotU[e];
    }

    /** The slot of {@link #v(int)} while edge {@code e} is decided. */
    public int slotV(int e) {
        return slotV[e];
    }

    /** Whether edge {@code e} is the first edge of {@link #u(int)} (so its slot is fresh). */
    public boolean entersU(int e) {
        return firstEdge[us[e]] == e;
    }

    public boolean entersV(int e) {
        return firstEdge[vs[e]] == e;
    }

    /** Whether edge {@code e} is the last edge of {@link #u(int)} (so its slot is freed after it). */
    public boolean leavesU(int e) {
        return lastEdge[us[e]] == e;
    }

    public boolean leavesV(int e) {
        return lastEdge[vs[e]] == e;
    }

    /** The first edge at {@code v}, or -1 if it has none. */
    public int firstEdge(int v) {
        return firstEdge[v];
    }

    /** The last edge at {@code v}, or -1 if it has none. */
    public int lastEdge(int v) {
        return lastEdge[v];
    }

    /** The vertex holding {@code slot} once edge {@code e} is decided and leavers are gone, or -1. */
    public int occupant(int e, int slot) {
        int[] o = occupant[e];
        return slot < o.length ? o[slot] : -1;
    }
}
