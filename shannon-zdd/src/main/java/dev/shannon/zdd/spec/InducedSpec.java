package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * Induced subgraphs as edge sets: the sets S holding every edge whose two ends both touch S
 * (a loop at a touched vertex included). With {@link ConnectivitySpec#connected} these are
 * Graphillion's {@code induced_graphs}, the connected induced subgraphs with at least one edge.
 *
 * <p>State per frontier slot: whether its vertex is touched, whether it is barred from being
 * touched (a skipped edge joins it to a touched vertex), and the slots it may not be touched
 * together with (skipped edges between two vertices touched by neither yet).
 */
public final class InducedSpec implements FrontierSpec {
    private static final int TOUCHED = 1;
    private static final int BARRED = 2;

    private final DecisionGraph universe;
    private final FrontierLayout layout;
    private final int w;

    private InducedSpec(DecisionGraph u) {
        this.universe = u;
        this.layout = FrontierLayout.of(u);
        if (layout.width() > 31) {
            throw new IllegalArgumentException(
                    "a frontier of " + layout.width() + " vertices; induced subgraphs handle " + "at most 31");
        }
        this.w = Math.max(1, layout.width());
    }

    public static InducedSpec of(DecisionGraph u) {
        return new InducedSpec(u);
    }

    @Override
    public int stateSize() {
        return 2 * w; // flags per slot, then conflict masks per slot
    }

    @Override
    public int root(int[] st, int at) {
        Arrays.fill(st, at, at + 2 * w, 0);
        return layout.edgeCount() == 0 ? ACCEPT : 0;
    }

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        int su = layout.slotU(e);
        int sv = layout.slotV(e);
        if (take) {
            if (!touch(st, at, su) || sv != su && !touch(st, at, sv)) {
                return REJECT;
            }
        } else if (su == sv) {
            if ((st[at + su] & TOUCHED) != 0) {
                return REJECT;
            }
            bar(st, at, su);
        } else {
            boolean tu = (st[at + su] & TOUCHED) != 0;
            boolean tv = (st[at + sv] & TOUCHED) != 0;
            if (tu && tv) {
                return REJECT;
            }
            if (tu) {
                bar(st, at, sv);
            } else if (tv) {
                bar(st, at, su);
            } else if (((st[at + su] | st[at + sv]) & BARRED) == 0) {
                st[at + w + su] |= 1 << sv;
                st[at + w + sv] |= 1 << su;
            }
        }
        if (layout.leavesU(e)) {
            leave(st, at, su);
        }
        if (sv != su && layout.leavesV(e)) {
            leave(st, at, sv);
        }
        return e + 1 == layout.edgeCount() ? ACCEPT : e + 1;
    }

    /** Marks slot s touched; its conflicts become barred. False if s is barred or a conflict is touched. */
    private boolean touch(int[] st, int at, int s) {
        int f = st[at + s];
        if ((f & BARRED) != 0) {
            return false;
        }
        if ((f & TOUCHED) != 0) {
            return true;
        }
        st[at + s] = TOUCHED;
        int mask = st[at + w + s];
        st[at + w + s] = 0;
        for (int x = 0; x < w; x++) {
            if ((mask >>> x & 1) != 0) {
                if ((st[at + x] & TOUCHED) != 0) {
                    return false;
                }
                bar(st, at, x);
            }
        }
        return true;
    }

    /** Slot s may never be touched: its conflicts no longer matter. */
    private void bar(int[] st, int at, int s) {
        st[at + s] = BARRED;
        forget(st, at, s);
    }

    /** Clears slot s's conflicts and every mention of it. */
    private void forget(int[] st, int at, int s) {
        st[at + w + s] = 0;
        int bit = ~(1 << s);
        for (int x = 0; x < w; x++) {
            st[at + w + x] &= bit;
        }
    }

    private void leave(int[] st, int at, int s) {
        st[at + s] = 0;
        forget(st, at, s);
    }

    @Override
    public DecisionGraph universe() {
        return universe;
    }
}
