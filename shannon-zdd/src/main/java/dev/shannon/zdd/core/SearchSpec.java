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

    /**
     * Whether {@link #children(long[], int, int, int, long[])} is this spec's own, for states of
     * one or two {@code int}s: the engine then keeps each state as the one {@code long} its
     * records hold (its key) from the level through the spec to the children's records, instead
     * of unpacking it into ints and packing the children again, and hands the spec a run of a
     * level's states in one call.
     */
    default boolean onLongs() {
        return false;
    }

    /** The longs a state's children take in {@link #children(long[], int, int, int, long[])}. */
    int CHILDREN = 3;

    /**
     * {@link #children(int[], int, int[], int, int)} for states {@code keys[from .. from + n)} of
     * level {@code edge}, each of one or two {@code int}s given as one {@code long}, {@code key =
     * ints[0] & 0xFFFFFFFFL | (long) ints[1] << 32} (the second term only for two): for state
     * {@code i}, {@code out[CHILDREN * i]} is the two levels as
     * {@link #children(int[], int, int[], int, int)} returns them, {@code out[CHILDREN * i + 1]}
     * the skip child's key and {@code out[CHILDREN * i + 2]} the take child's (each meaningful
     * only when its level is an edge). This default goes through the ints; a spec that works on
     * its state as a {@code long} overrides it and {@link #onLongs}.
     */
    default void children(long[] keys, int from, int n, int edge, long[] out) {
        int words = stateSize();
        int[] state = new int[2];
        int[] taken = new int[2];
        for (int i = 0; i < n; i++) {
            unpack(keys[from + i], words, state);
            long both = children(state, 0, taken, 0, edge);
            out[CHILDREN * i] = both;
            out[CHILDREN * i + 1] = pack(state, words);
            out[CHILDREN * i + 2] = pack(taken, words);
        }
    }

    /** A state of one or two ints as the one {@code long} of {@link #children(long[], int, int, int, long[])}. */
    static long pack(int[] state, int words) {
        return words == 1 ? state[0] & 0xFFFFFFFFL : state[0] & 0xFFFFFFFFL | (long) state[1] << 32;
    }

    /** The ints of a state of one or two given as one {@code long} ({@link #pack}). */
    static void unpack(long key, int words, int[] state) {
        state[0] = (int) key;
        if (words == 2) {
            state[1] = (int) (key >>> 32);
        }
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
