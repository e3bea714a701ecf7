package dev.shannon.zdd.spec;

/**
 * The intersection of two families, specified by running both specs side by side (TdZdd's
 * {@code zddIntersection}). When one spec jumps ahead, the other is advanced to the same edge
 * by skipping the edges in between; when one accepts, the other must accept with every
 * remaining edge skipped.
 */
public final class IntersectionSpec implements FrontierSpec {
    private final FrontierSpec a;
    private final FrontierSpec b;
    private final int sizeA;

    public IntersectionSpec(FrontierSpec a, FrontierSpec b) {
        if (a.universe() != null) {
            FrontierSpec.requireFor(a.universe(), b);
        }
        this.a = a;
        this.b = b;
        this.sizeA = a.stateSize();
    }

    @Override
    public DecisionGraph universe() {
        return a.universe() != null ? a.universe() : b.universe();
    }

    @Override
    public int stateSize() {
        return sizeA + b.stateSize();
    }

    @Override
    public int root(int[] state, int at) {
        int la = a.root(state, at);
        if (la == REJECT) {
            return REJECT;
        }
        int lb = b.root(state, at + sizeA);
        return align(state, at, la, lb);
    }

    @Override
    public int child(int[] state, int at, int edge, boolean take) {
        int la = a.child(state, at, edge, take);
        if (la == REJECT) {
            return REJECT;
        }
        int lb = b.child(state, at + sizeA, edge, take);
        return align(state, at, la, lb);
    }

    /** Brings the spec that is behind up to the other by skipping edges. */
    private int align(int[] state, int at, int la, int lb) {
        while (true) {
            if (la == REJECT || lb == REJECT) {
                return REJECT;
            }
            if (la == lb) {
                return la;
            }
            if (la == ACCEPT || lb >= 0 && la > lb) {
                lb = b.child(state, at + sizeA, lb, false);
            } else {
                la = a.child(state, at, la, false);
            }
        }
    }
}
