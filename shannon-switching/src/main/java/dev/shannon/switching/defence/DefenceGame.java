package dev.shannon.switching.defence;

/**
 * A two-player connection game as {@link Defender} sees it: a fixed set of moves (edges or
 * crossings, numbered from 0) that either side may take, sides 0 and 1 alternating, and the exact
 * theory of the game behind {@link #winningMoves()}. Implementations are mutable, with
 * {@link #play}/{@link #undo} so that a search can try a move and take it back; not thread-safe.
 */
public interface DefenceGame {
    /** How many moves the game has in all (taken or not); moves are 0 … moveCount()−1. */
    int moveCount();

    boolean isFree(int move);

    /** How many moves are still free. */
    int freeCount();

    /** The side to move, 0 or 1. */
    int toMove();

    /**
     * {@code side} takes {@code move}, which must be free, the game undecided; afterwards the other
     * side is to move. A search may let the side not to move play, to ask what it threatens.
     */
    void play(int side, int move);

    /** Takes back the last {@link #play}. */
    void undo();

    /** The side that has won, or −1 while undecided. */
    int winner();

    /** Exactly the free moves that win for the side to move against best play, ascending (empty if it loses). */
    int[] winningMoves();

    /** The free moves with which {@code side} would win at once (complete its connection), ascending. */
    int[] completions(int side);

    /**
     * How much each move matters to {@code side}: the current through it when one ampere flows
     * between {@code side}'s goals in its resistor network (absolute values, 0 for taken moves),
     * and the network's resistance.
     */
    Resistance.Flow flow(int side);

    /**
     * How good the position looks for {@code side}, as the logarithm of a resistance ratio: positive
     * when {@code side}'s connection is the easier one, clamped to ±{@value #EVALUATION_LIMIT}.
     */
    double evaluate(int side);

    /** The most the evaluation ever says, once one side's goals are joined or cut apart. */
    double EVALUATION_LIMIT = 12;

    /** A side's name in plain words ("Red", "Cut"). */
    String sideName(int side);

    /** A move's name for people ("1,9", "edge 4 (a–b)"). */
    String moveName(int move);

    /**
     * Work units one exact analysis costs here, for the think budget: about the number of free
     * moves, since a pebble game and a resistance solve are both about linear in the edges.
     */
    default int analysisCost() {
        return Math.max(1, freeCount());
    }
}
