package dev.shannon.switching.directed;

/** The state of one edge in a directed switching game, as bytes for flat arrays. */
final class ArcState {
    static final byte FREE = 0;
    /** Claimed as the arc from the edge's first endpoint to its second. */
    static final byte FORWARD = 1;
    /** Claimed as the arc from the edge's second endpoint to its first. */
    static final byte BACKWARD = 2;

    static final byte DELETED = 3;

    private ArcState() {}
}
