package dev.shannon.zdd.core;

/**
 * What frontier search needs of a family: a state machine over levels {@code 0 .. n-1} (the
 * edges, or vertices, in decision order) with a fixed-size state of {@code int}s — TdZdd's "DD
 * spec" (Iwashita and Minato 2013). The public face, with the universe it belongs to and the
 * rules a spec must follow, is {@link dev.shannon.zdd.spec.FrontierSpec}; the engine sees only this.
 */
public interface SearchSpec {
    /** Returned instead of a level: no completion of this choice belongs to the family. */
    int REJECT = -1;
    /** Returned instead of a level: this choice, with nothing further taken, is a member. */
    int ACCEPT = -2;

    /** The number of {@code int}s of state. */
    int stateSize();

    /**
     * Writes the initial state to {@code state[at .. at + stateSize())}.
     *
     * @return the first level to decide, {@link #ACCEPT} (only the empty set) or {@link #REJECT}
     */
    int root(int[] state, int at);

    /**
     * Updates the state for taking ({@code take}) or skipping level {@code edge}.
     *
     * @return the next level to decide ({@code > edge}), {@link #ACCEPT} or {@link #REJECT}
     */
    int child(int[] state, int at, int edge, boolean take);

    /**
     * Both children of the state at {@code state[at ..]} for level {@code edge}: the skip child
     * in place, the take child written to {@code taken[tat ..]}. One call per state instead of
     * two, so a spec can share the work of its two branches (and the engine unpacks the state
     * once).
     *
     * @return {@code (takeLevel << 32) | (skipLevel & 0xFFFFFFFFL)}, each level as
     *     {@link #child} returns it
     */
    default long children(int[] state, int at, int[] taken, int tat, int edge) {
        System.arraycopy(state, at, taken, tat, stateSize());
        int take = child(taken, tat, edge, true);
        int skip = child(state, at, edge, false);
        return bothLevels(skip, take);
    }

    /** The two levels of {@link #children} in one {@code long}. */
    static long bothLevels(int skip, int take) {
        return (long) take << 32 | (skip & 0xFFFFFFFFL);
    }

    /**
     * Whether the levels this spec names are always ones it can take: it already jumps over
     * every level where taking would reject, so the engine's lookahead (a trial take of each
     * new state's next level) would find nothing and is skipped.
     */
    default boolean looksAhead() {
        return false;
    }
}
