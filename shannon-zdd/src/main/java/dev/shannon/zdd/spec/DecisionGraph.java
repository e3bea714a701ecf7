package dev.shannon.zdd.spec;

/**
 * The graph a spec walks: vertices {@code 0 .. vertexCount-1} and edges {@code 0 .. edgeCount-1}
 * numbered in decision order, the order in which frontier-based search decides them. This is all
 * a spec needs of its universe, so the specs depend on this package alone and the families
 * ({@code dev.shannon.zdd.GraphSets}, which build from specs) depend on them, one way.
 *
 * <p>{@code dev.shannon.zdd.Universe} is the implementation users meet; a spec made for one
 * universe is refused by another ({@link FrontierSpec#requireFor}).
 */
public interface DecisionGraph {
    int vertexCount();

    int edgeCount();

    /** One end of edge {@code e} (the other is {@link #edgeV}; a loop names one vertex twice). */
    int edgeU(int e);

    int edgeV(int e);

    /** The name of vertex {@code v}, for messages. */
    String name(int v);

    /**
     * Checks that a spec's tables of {@code bytes} would fit in this graph's memory limit now,
     * before they are allocated; throws {@code dev.shannon.zdd.ZddMemoryLimitException} naming
     * {@code what} otherwise. A graph without a limit accepts everything.
     */
    default void requireRoom(long bytes, String what) {}
}
