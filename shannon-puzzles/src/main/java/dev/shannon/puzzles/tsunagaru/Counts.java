package dev.shannon.puzzles.tsunagaru;

import java.math.BigInteger;

/**
 * The number of solutions of a stage under the game's rule, and how many of them are connected
 * (all tiles in one piece). Exact: stages can have astronomically many solutions.
 */
public record Counts(BigInteger solutions, BigInteger connected) {
    /** The solutions in which the pieces are not all joined. */
    public BigInteger disconnected() {
        return solutions.subtract(connected);
    }
}
