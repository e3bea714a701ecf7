package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * The edge sets whose touched vertices (the ends of their edges, a loop's one vertex included)
 * have a total vertex weight in {@code [minWeight, maxWeight]}, both ends inclusive, with
 * non-negative integer weights. With {@link InducedSpec} and {@link ConnectivitySpec#connected}
 * these are Graphillion's {@code weighted_induced_graphs}.
 *
 * <p>State: one bit per frontier slot, whether its vertex is touched yet (cleared when the
 * vertex leaves the frontier, after its last edge), then the weight of every vertex touched so
 * far. A vertex's weight is added when its first taken edge is decided; since weights are not
 * negative the sum never falls, so a sum above the upper bound rejects at once.
 */
public final class TouchedWeightSpec implements FrontierSpec {
    private final DecisionGraph universe;
    private final FrontierLayout layout;
    private final int[] weights;
    private final int minWeight;
    private final int maxWeight;
    private final int maskWords;

    /**
     * @param weights one non-negative weight per vertex of {@code u}
     * @throws IllegalArgumentException on a negative weight, a wrong number of weights or
     *                                  {@code minWeight > maxWeight}
     */
    public TouchedWeightSpec(DecisionGraph u, int[] weights, int minWeight, int maxWeight) {
        if (weights == null || weights.length != u.vertexCount()) {
            throw new IllegalArgumentException(
                    "need " + u.vertexCount() + " vertex weights, got " + (weights == null ? "none" : weights.length));
        }
        for (int w : weights) {
            if (w < 0) {
                throw new IllegalArgumentException("vertex weights must be at least 0, got " + w);
            }
        }
        if (minWeight > maxWeight) {
            throw new IllegalArgumentException("empty weight range " + minWeight + ".." + maxWeight);
        }
        this.universe = u;
        this.layout = FrontierLayout.of(u);
        this.weights = weights.clone();
        this.minWeight = minWeight;
        this.maxWeight = maxWeight;
        this.maskWords = (Math.max(1, layout.width()) + 31) / 32;
    }

    @Override
    public int stateSize() {
        return maskWords + 1;
    }

    @Override
    public int root(int[] st, int at) {
        Arrays.fill(st, at, at + maskWords + 1, 0);
        if (layout.edgeCount() == 0) {
            return inRange(0) ? ACCEPT : REJECT;
        }
        return maxWeight < 0 ? REJECT : 0;
    }

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        int su = layout.slotU(e);
        int sv = layout.slotV(e);
        if (take) {
            long sum = st[at + maskWords];
            sum += touch(st, at, su, layout.u(e));
            if (sv != su) {
                sum += touch(st, at, sv, layout.v(e));
            }
            if (sum > maxWeight) {
                return REJECT;
            }
            st[at + maskWords] = (int) sum;
        }
        if (layout.leavesU(e)) {
            clear(st, at, su);
        }
        if (layout.leavesV(e)) {
            clear(st, at, sv);
        }
        if (e + 1 < layout.edgeCount()) {
            return e + 1;
        }
        return inRange(st[at + maskWords]) ? ACCEPT : REJECT;
    }

    private boolean inRange(long sum) {
        return sum >= minWeight && sum <= maxWeight;
    }

    /** Marks slot s (holding vertex v) touched; returns the weight this adds (0 if it was already). */
    private int touch(int[] st, int at, int s, int v) {
        int word = at + (s >>> 5);
        int bit = 1 << (s & 31);
        if ((st[word] & bit) != 0) {
            return 0;
        }
        st[word] |= bit;
        return weights[v];
    }

    private void clear(int[] st, int at, int s) {
        st[at + (s >>> 5)] &= ~(1 << (s & 31));
    }

    @Override
    public DecisionGraph universe() {
        return universe;
    }
}
