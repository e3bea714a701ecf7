package dev.shannon.bridgit;

import java.util.Optional;

/**
 * What the two Bridg-It games — {@link BridgitGame} and {@link LimitedBridgesGame} — share at the
 * board, for whoever plays them (a terminal session, a match): the board, whose turn it is, how
 * many moves were made, whether it is over and who has won, and the game one move back.
 * Immutable: every move or undo is a new game.
 *
 * @param <G> the game itself
 */
public interface TurnGame<G extends TurnGame<G>> {
    Board board();

    /** The side whose turn it is (after the end: the side that would move next). */
    Side toMove();

    int movesPlayed();

    boolean isOver();

    /** Who has won; empty while the game runs and after a draw. */
    Optional<Side> winner();

    /** The game before its last move; throws IllegalArgumentException if there is none. */
    G undo();
}
