package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * Partitions of the vertices into connected parts, as edge sets (Graphillion's
 * {@code partitions}/{@code balanced_partitions}): an edge set is a member iff every edge it
 * skips joins two different components of it — so each component is a part with all the edges
 * inside it — and the number of components (isolated vertices counting as parts) and each
 * part's total vertex weight lie within bounds, and, if a ratio r is given, the heaviest part
 * weighs at most r times the lightest (Graphillion's {@code ratio}, as its
 * {@code ComponentRatioSpec} has it: {@code heaviest > lightest · r} is refused). A loop, whose
 * ends are always in one part, is in every member.
 *
 * <p>State, for a frontier of width W: a component label per slot (1..W, 0 for a free slot);
 * per label the set of labels it must stay apart from (a bit mask: an edge between them was
 * skipped); per label its weight so far; the number of finished parts; with a ratio, the
 * lightest and heaviest finished part. Labels are renumbered in slot order after every edge, so
 * equal futures leave equal states.
 */
public final class PartitionSpec implements FrontierSpec {
    /** Labels are bits of an {@code int}. */
    public static final int MAX_WIDTH = 31;

    private final DecisionGraph universe;
    private final FrontierLayout layout;
    private final int w;
    private final int[] weight;
    private final int minWeight;
    private final int maxWeight;
    private final int minParts;
    private final int maxParts;
    /**
     * What the state keeps of a weight or a count: only as much as a bound can still tell apart
     * (an unbounded weight not at all), or equal futures would look different and never merge.
     */
    private final boolean weighed;

    private final int weightCap;
    private final int partsCap;
    /** The heaviest part may weigh at most this many times the lightest; infinite for no bound. */
    private final double ratio;

    private final boolean ratioBound;

    /**
     * @param weights   per vertex, non-negative (null: every vertex weighs 1)
     * @param minWeight least total weight of a part
     * @param maxWeight greatest total weight of a part
     */
    public PartitionSpec(DecisionGraph u, int minParts, int maxParts, int[] weights, int minWeight, int maxWeight) {
        this(u, minParts, maxParts, weights, minWeight, maxWeight, Double.POSITIVE_INFINITY);
    }

    /**
     * The same, with the heaviest part weighing at most {@code ratio} times the lightest.
     *
     * @param ratio at least 1; {@link Double#POSITIVE_INFINITY} for no bound
     */
    public PartitionSpec(
            DecisionGraph u, int minParts, int maxParts, int[] weights, int minWeight, int maxWeight, double ratio) {
        if (!(ratio >= 1)) {
            throw new IllegalArgumentException(
                    "the ratio of the heaviest part to the lightest must be at least 1, got " + ratio);
        }
        if (minParts < 0 || maxParts < minParts) {
            throw new IllegalArgumentException("bad number of parts " + minParts + ".." + maxParts);
        }
        if (weights != null && weights.length != u.vertexCount()) {
            throw new IllegalArgumentException("need " + u.vertexCount() + " vertex weights, got " + weights.length);
        }
        this.universe = u;
        this.layout = FrontierLayout.of(u);
        if (layout.width() > MAX_WIDTH) {
            throw new IllegalArgumentException(
                    "a frontier of " + layout.width() + " vertices; partitions handle at most " + MAX_WIDTH);
        }
        this.w = Math.max(1, layout.width());
        this.weight = new int[u.vertexCount()];
        for (int v = 0; v < weight.length; v++) {
            weight[v] = weights == null ? 1 : weights[v];
            if (weight[v] < 0) {
                throw new IllegalArgumentException("vertex weights must be >= 0, got " + weight[v]);
            }
        }
        this.minWeight = minWeight;
        this.maxWeight = maxWeight;
        this.minParts = minParts;
        this.maxParts = maxParts;
        long total = 0;
        for (int x : weight) {
            total += x;
        }
        this.ratio = ratio;
        this.ratioBound = ratio != Double.POSITIVE_INFINITY;
        boolean upper = maxWeight < total;
        weighed = minWeight > 0 || upper || ratioBound;
        // Comparing parts with each other needs their exact weights.
        weightCap = upper || ratioBound ? Integer.MAX_VALUE : minWeight;
        partsCap = maxParts >= weight.length ? minParts : maxParts + 1;
    }

    /** Partitions into between {@code minParts} and {@code maxParts} connected parts. */
    public static PartitionSpec parts(DecisionGraph u, int minParts, int maxParts) {
        return new PartitionSpec(u, minParts, maxParts, null, 0, Integer.MAX_VALUE);
    }

    @Override
    public int stateSize() {
        return 3 * w + 1 + (ratioBound ? 2 : 0);
    }

    // Layout of a state at offset `at`: labels at + slot, masks at + w + (label - 1),
    // weights at + 2w + (label - 1), finished parts at + 3w; with a ratio, the lightest finished
    // part at + 3w + 1 (Integer.MAX_VALUE while there is none) and the heaviest at + 3w + 2.

    @Override
    public int root(int[] st, int at) {
        Arrays.fill(st, at, at + stateSize(), 0);
        if (ratioBound) {
            st[at + 3 * w + 1] = Integer.MAX_VALUE;
        }
        int parts = 0;
        for (int v = 0; v < weight.length; v++) {
            if (layout.firstEdge(v) < 0) {
                if (weight[v] < minWeight || weight[v] > maxWeight || !finish(st, at, weight[v])) {
                    return REJECT;
                }
                parts++;
            }
        }
        if (parts > maxParts) {
            return REJECT;
        }
        st[at + 3 * w] = Math.min(parts, partsCap);
        if (layout.edgeCount() == 0) {
            return parts >= minParts ? ACCEPT : REJECT;
        }
        return 0;
    }

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        int su = layout.slotU(e);
        int sv = layout.slotV(e);
        if (layout.entersU(e)) {
            enter(st, at, su, layout.u(e));
        }
        if (sv != su && layout.entersV(e)) {
            enter(st, at, sv, layout.v(e));
        }
        int lu = st[at + su];
        int lv = st[at + sv];
        if (take) {
            if (lu != lv) {
                if ((st[at + w + lu - 1] >>> (lv - 1) & 1) != 0) {
                    return REJECT; // an edge between the two was skipped
                }
                long sum = (long) st[at + 2 * w + lu - 1] + st[at + 2 * w + lv - 1];
                if (sum > maxWeight || ratioBound && sum > st[at + 3 * w + 1] * ratio) {
                    return REJECT; // too heavy now, and parts only grow
                }
                merge(st, at, lu, lv, (int) Math.min(sum, weightCap));
            }
        } else {
            if (lu == lv) {
                return REJECT; // a skipped edge inside a part
            }
            st[at + w + lu - 1] |= 1 << (lv - 1);
            st[at + w + lv - 1] |= 1 << (lu - 1);
        }
        if (layout.leavesU(e) && !leave(st, at, su)) {
            return REJECT;
        }
        if (sv != su && layout.leavesV(e) && !leave(st, at, sv)) {
            return REJECT;
        }
        renumber(st, at);
        if (e + 1 == layout.edgeCount()) {
            int parts = st[at + 3 * w];
            return parts >= minParts ? ACCEPT : REJECT;
        }
        return e + 1;
    }

    /** Gives vertex x, entering at {@code slot}, a component of its own. */
    private void enter(int[] st, int at, int slot, int x) {
        int fresh = 1;
        for (int s = 0; s < w; s++) {
            fresh = Math.max(fresh, st[at + s] + 1);
        }
        st[at + slot] = fresh;
        st[at + w + fresh - 1] = 0;
        st[at + 2 * w + fresh - 1] = weighed ? Math.min(weight[x], weightCap) : 0;
    }

    /** Component lv joins lu. */
    private void merge(int[] st, int at, int lu, int lv, int sum) {
        for (int s = 0; s < w; s++) {
            if (st[at + s] == lv) {
                st[at + s] = lu;
            }
        }
        int bu = 1 << (lu - 1);
        int bv = 1 << (lv - 1);
        st[at + w + lu - 1] |= st[at + w + lv - 1];
        for (int l = 1; l <= w; l++) {
            int m = st[at + w + l - 1];
            if ((m & bv) != 0) {
                st[at + w + l - 1] = (m & ~bv) | bu;
            }
        }
        st[at + w + lv - 1] = 0;
        st[at + 2 * w + lu - 1] = sum;
        st[at + 2 * w + lv - 1] = 0;
    }

    /** The vertex in {@code slot} leaves; its component is a finished part if nobody else holds it. */
    private boolean leave(int[] st, int at, int slot) {
        int l = st[at + slot];
        st[at + slot] = 0;
        for (int s = 0; s < w; s++) {
            if (st[at + s] == l) {
                return true;
            }
        }
        int wt = st[at + 2 * w + l - 1];
        if (weighed && (wt < minWeight || wt > maxWeight) || !finish(st, at, wt)) {
            return false;
        }
        int parts = st[at + 3 * w] + 1;
        if (parts > maxParts) {
            return false;
        }
        st[at + 3 * w] = Math.min(parts, partsCap);
        int bit = 1 << (l - 1);
        for (int k = 1; k <= w; k++) {
            st[at + w + k - 1] &= ~bit;
        }
        st[at + w + l - 1] = 0;
        st[at + 2 * w + l - 1] = 0;
        return true;
    }

    /** A part of weight {@code wt} is finished: whether the lightest and heaviest so far keep within the ratio. */
    private boolean finish(int[] st, int at, int wt) {
        if (!ratioBound) {
            return true;
        }
        int lightest = Math.min(st[at + 3 * w + 1], wt);
        int heaviest = Math.max(st[at + 3 * w + 2], wt);
        st[at + 3 * w + 1] = lightest;
        st[at + 3 * w + 2] = heaviest;
        return heaviest <= lightest * ratio;
    }

    /** Renumbers labels 1, 2, … in slot order, moving their masks and weights along. */
    private void renumber(int[] st, int at) {
        int[] map = new int[w + 1];
        int next = 0;
        for (int s = 0; s < w; s++) {
            int l = st[at + s];
            if (l != 0 && map[l] == 0) {
                map[l] = ++next;
            }
        }
        boolean identity = true;
        for (int l = 1; l <= next && identity; l++) {
            identity = map[l] == l;
        }
        if (identity) {
            return;
        }
        int[] masks = new int[w];
        int[] weights = new int[w];
        for (int l = 1; l <= w; l++) {
            if (map[l] == 0) {
                continue;
            }
            int m = st[at + w + l - 1];
            int moved = 0;
            for (int k = 1; k <= w; k++) {
                if ((m >>> (k - 1) & 1) != 0 && map[k] != 0) {
                    moved |= 1 << (map[k] - 1);
                }
            }
            masks[map[l] - 1] = moved;
            weights[map[l] - 1] = st[at + 2 * w + l - 1];
        }
        for (int s = 0; s < w; s++) {
            st[at + s] = map[st[at + s]];
        }
        System.arraycopy(masks, 0, st, at + w, w);
        System.arraycopy(weights, 0, st, at + 2 * w, w);
    }

    @Override
    public DecisionGraph universe() {
        return universe;
    }
}
