package dev.shannon.switching.verify;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;

/**
 * Sees every position a minimax search solves, once per transposition-table entry, with the
 * winner the search found. The census and the tests use it to hold Lehman's criterion against
 * the search in every position, not only at the root.
 */
@FunctionalInterface
public interface PositionVisitor {
    /**
     * @param minor  the graph left to play on: every free edge, claimed edges contracted (loops and
     *               edges on no s–t path included); vertices are renumbered, s is 0 and t is 1
     * @param toMove the player to move
     * @param winner the winner with perfect play, as the search found it
     */
    void visit(Multigraph minor, int s, int t, Player toMove, Player winner);
}
