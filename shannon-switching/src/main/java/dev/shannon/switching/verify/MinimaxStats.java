package dev.shannon.switching.verify;

/**
 * What a minimax search cost.
 *
 * @param positionsSolved positions (a minor and the player to move) solved by expanding their moves
 * @param tableHits       positions answered by the transposition table
 * @param tableEntries    distinct minors in the table at the end
 * @param tableClears     times the table reached its cap and was emptied
 * @param nanos           wall-clock time of the call
 */
public record MinimaxStats(long positionsSolved, long tableHits, int tableEntries, long tableClears, long nanos) {
    /** Positions solved per second of wall-clock time. */
    public double positionsPerSecond() {
        return nanos == 0 ? 0 : positionsSolved * 1e9 / nanos;
    }
}
