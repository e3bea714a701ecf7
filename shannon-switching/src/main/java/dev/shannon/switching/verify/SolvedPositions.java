package dev.shannon.switching.verify;

/**
 * What a minimax search has solved: for each minor (by its canonical key) and each side to move,
 * whether the first player — Short, or Red in Bridg-It — wins. A {@link PositionTable} with one
 * byte per minor holding both cases; bounded, emptied when full. Not thread-safe.
 */
public final class SolvedPositions {
    private static final int KNOWN_FIRST_TO_MOVE = 1;
    private static final int FIRST_WINS_FIRST_TO_MOVE = 2;
    private static final int KNOWN_SECOND_TO_MOVE = 4;
    private static final int FIRST_WINS_SECOND_TO_MOVE = 8;

    /** Returned by {@link #lookup} for a case not solved yet. */
    public static final int UNKNOWN = -1;

    private final PositionTable table;
    private long hits;

    /** A table of at most {@code maxEntries} minors. */
    public SolvedPositions(int maxEntries) {
        this.table = new PositionTable(maxEntries);
    }

    /** 1 if the first player wins the minor {@code key[0..length)} with the given side to move, 0 if not, else {@link #UNKNOWN}. */
    public int lookup(long[] key, int length, boolean firstToMove) {
        int value = table.get(key, length);
        if ((value & (firstToMove ? KNOWN_FIRST_TO_MOVE : KNOWN_SECOND_TO_MOVE)) == 0) {
            return UNKNOWN;
        }
        hits++;
        return (value & (firstToMove ? FIRST_WINS_FIRST_TO_MOVE : FIRST_WINS_SECOND_TO_MOVE)) != 0 ? 1 : 0;
    }

    /** Records who wins the minor with the given side to move. */
    public void store(long[] key, int length, boolean firstToMove, boolean firstWins) {
        int bits = firstToMove
                ? KNOWN_FIRST_TO_MOVE | (firstWins ? FIRST_WINS_FIRST_TO_MOVE : 0)
                : KNOWN_SECOND_TO_MOVE | (firstWins ? FIRST_WINS_SECOND_TO_MOVE : 0);
        table.merge(key, length, (byte) bits);
    }

    /** Look-ups answered so far. */
    public long hits() {
        return hits;
    }

    /** Minors held now. */
    public int size() {
        return table.size();
    }

    /** Times the table was emptied for being full. */
    public long clears() {
        return table.clears();
    }
}
