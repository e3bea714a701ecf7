package dev.shannon.census;

/**
 * Minimax for small graphs, specialised for the census and trusting no theorem of the game:
 * positions are {@link MinorCode}s of canonically labelled multigraphs (at most 9 vertices), a
 * move rewrites an adjacency matrix (Short: merge two vertices; Cut: lower a multiplicity), and
 * before a position is looked up its dead edges (on no simple s–t path, see {@link LiveBlock}) are
 * dropped and it is canonically relabelled, so isomorphic positions share one table entry.
 * Children already in the table are checked before any is searched (enhanced transposition
 * cutoff). Every position solved is shown to a {@link PositionCheck}.
 *
 * <p>One instance per thread; {@link #reset()} empties the table so that the work done for a shard
 * does not depend on which shards the thread did before.
 */
final class CensusSolver {
    private static final int S = MinorCode.STRIDE;
    private static final int MAX_DEPTH = MinorCode.MAX_EDGES + 2; // every move removes an edge
    // Table bits.
    private static final int KNOWN_SHORT = 1;
    private static final int WIN_SHORT = 2;
    private static final int KNOWN_CUT = 4;
    private static final int WIN_CUT = 8;

    /** Answer bits of {@link #solve}: s and t connected, Short wins moving first, Short wins moving second. */
    static final int CONNECTED = 1;

    static final int SHORT_WINS_SHORT_FIRST = 2;
    static final int SHORT_WINS_CUT_FIRST = 4;

    private final GameTable table;
    private final PositionCheck check;
    private final CanonicalForm canonical = new CanonicalForm();
    private final LiveBlock block = new LiveBlock();
    private final int[][] matrix = new int[MAX_DEPTH][MinorCode.CELLS];
    private final long[][] children = new long[MAX_DEPTH][MinorCode.MAX_EDGES];
    private final int[] scratch = new int[MinorCode.CELLS];
    private final int[] compacted = new int[MinorCode.CELLS];
    private long positions;

    CensusSolver(int maxTableEntries, PositionCheck check) {
        this.table = new GameTable(maxTableEntries);
        this.check = check;
    }

    /** Forgets every solved position and zeroes the counters. */
    void reset() {
        table.clear();
        positions = 0;
    }

    /** Positions solved since the last reset (each a minor and a player to move). */
    long positions() {
        return positions;
    }

    GameTable table() {
        return table;
    }

    /** Solves the graph {@code w} (stride 8, s = 0, t = 1) both ways; returns the answer bits. */
    int solve(int n, int[] w) {
        long code = normalize(n, w);
        if (code == 0) {
            return 0; // separated from the start: Cut has won whoever moves
        }
        int answer = CONNECTED;
        if (shortWins(code, true, 0)) {
            answer |= SHORT_WINS_SHORT_FIRST;
        }
        if (shortWins(code, false, 0)) {
            answer |= SHORT_WINS_CUT_FIRST;
        }
        return answer;
    }

    /** The canonical code of the live part of {@code w}, or 0 if s and t are separated. */
    long normalize(int n, int[] w) {
        int live = block.of(n, w);
        if (live == 0) {
            return 0;
        }
        int k = CanonicalForm.compact(n, w, live, compacted);
        return canonical.code(k, compacted);
    }

    private boolean shortWins(long code, boolean shortToMove, int depth) {
        int known = shortToMove ? KNOWN_SHORT : KNOWN_CUT;
        int win = shortToMove ? WIN_SHORT : WIN_CUT;
        int bits = table.get(code);
        if ((bits & known) != 0) {
            return (bits & win) != 0;
        }
        int[] w = matrix[depth];
        int n = MinorCode.decode(code, w);
        boolean result = expand(n, w, shortToMove, depth);
        positions++;
        table.merge(code, known | (result ? win : 0));
        if (check != null) {
            check.check(code, n, w, shortToMove, result);
        }
        return result;
    }

    private boolean expand(int n, int[] w, boolean shortToMove, int depth) {
        if (shortToMove && w[1] != 0) {
            return true; // claiming an s–t edge joins s and t
        }
        long[] next = children[depth];
        int count = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (w[a * S + b] == 0) {
                    continue;
                }
                if (shortToMove) {
                    next[count++] = afterClaim(n, w, a, b); // a contraction never separates s and t
                } else {
                    long child = afterDeletion(n, w, a, b);
                    if (child == 0) {
                        return false; // this deletion separates s and t: Cut wins
                    }
                    next[count++] = child;
                }
            }
        }
        // A child already solved as a win for the mover ends the search at once.
        int opponentKnown = shortToMove ? KNOWN_CUT : KNOWN_SHORT;
        int opponentWin = shortToMove ? WIN_CUT : WIN_SHORT;
        for (int i = 0; i < count; i++) {
            int bits = table.get(next[i]);
            if ((bits & opponentKnown) != 0 && ((bits & opponentWin) != 0) == shortToMove) {
                return shortToMove;
            }
        }
        for (int i = 0; i < count; i++) {
            if (shortWins(next[i], !shortToMove, depth + 1) == shortToMove) {
                return shortToMove;
            }
        }
        return !shortToMove;
    }

    /** Short claims an edge ab (a &lt; b, not st): b merges into a, the other ab edges become dead loops. */
    private long afterClaim(int n, int[] w, int a, int b) {
        int[] c = scratch;
        int i = 0;
        for (int x = 0; x < n; x++) {
            if (x == b) {
                continue;
            }
            int j = 0;
            for (int y = 0; y < n; y++) {
                if (y == b) {
                    continue;
                }
                int m = w[x * S + y];
                if (x == a && y != a) {
                    m += w[b * S + y];
                } else if (y == a && x != a) {
                    m += w[x * S + b];
                }
                c[i * S + j] = m;
                j++;
            }
            i++;
        }
        return normalize(n - 1, c);
    }

    /** Cut deletes one edge ab. */
    private long afterDeletion(int n, int[] w, int a, int b) {
        int[] c = scratch;
        System.arraycopy(w, 0, c, 0, n * S);
        c[a * S + b]--;
        c[b * S + a]--;
        return normalize(n, c);
    }
}
