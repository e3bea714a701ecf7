package dev.shannon.switching.directed;

/**
 * A move of a directed switching game: edge {@code edge}, and — for Short's claims — the
 * direction: {@code forward} means from the edge's first endpoint to its second. Cut's deletions
 * carry {@code forward = true} by convention, as do claims under fixed arcs.
 */
public record DirectedMove(int edge, boolean forward) {
    public DirectedMove {
        if (edge < 0) {
            throw new IllegalArgumentException("no edge " + edge);
        }
    }
}
