package dev.shannon.switching.verify;

/**
 * How {@link MinimaxSolver} searches. Every option changes only the speed, never the answer.
 *
 * @param pruneDeadEdges  drop edges on no simple s–t path before each position is solved: playing
 *                        one is a pass, and in the switching game a pass never helps the passer
 * @param lehmanOrdering  try first the moves Lehman's criterion calls winning (the search still
 *                        decides; a wrong hint only costs time)
 * @param maxTableEntries the transposition table is emptied when it holds this many positions,
 *                        which bounds memory: about 16 bytes an entry plus 8 bytes per four live
 *                        edges (some 300 MB at the default cap for 25-edge positions)
 * @param visitor         called once for every position the search solves, or null
 */
public record MinimaxOptions(
        boolean pruneDeadEdges, boolean lehmanOrdering, int maxTableEntries, PositionVisitor visitor) {
    /** Default table cap: 2^22 positions. */
    public static final int DEFAULT_MAX_TABLE_ENTRIES = 1 << 22;

    public MinimaxOptions {
        if (maxTableEntries < 1) {
            throw new IllegalArgumentException(
                    "the transposition table needs at least 1 entry, got " + maxTableEntries);
        }
    }

    /** Dead-edge pruning on, Lehman ordering off, default table cap, no visitor. */
    public static MinimaxOptions defaults() {
        return new MinimaxOptions(true, false, DEFAULT_MAX_TABLE_ENTRIES, null);
    }

    /** The plainest search: every free edge is a move, index order. */
    public static MinimaxOptions plain() {
        return new MinimaxOptions(false, false, DEFAULT_MAX_TABLE_ENTRIES, null);
    }

    public MinimaxOptions withPruneDeadEdges(boolean on) {
        return new MinimaxOptions(on, lehmanOrdering, maxTableEntries, visitor);
    }

    public MinimaxOptions withLehmanOrdering(boolean on) {
        return new MinimaxOptions(pruneDeadEdges, on, maxTableEntries, visitor);
    }

    public MinimaxOptions withMaxTableEntries(int entries) {
        return new MinimaxOptions(pruneDeadEdges, lehmanOrdering, entries, visitor);
    }

    public MinimaxOptions withVisitor(PositionVisitor v) {
        return new MinimaxOptions(pruneDeadEdges, lehmanOrdering, maxTableEntries, v);
    }
}
