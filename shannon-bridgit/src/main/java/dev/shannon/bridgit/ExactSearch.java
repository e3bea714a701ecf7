package dev.shannon.bridgit;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.verify.SearchBoard;
import dev.shannon.switching.verify.SolvedPositions;
import dev.shannon.switching.verify.StBlock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Solves Bridg-It from the empty board by plain minimax on red's switching-game graph (Red, moving
 * first, claims; Blue deletes), with no theory in the verdict. What makes it fast enough:
 * <ul>
 * <li><b>dead-edge pruning</b> — a free edge on no simple s–t path (the block of a virtual st edge, {@link StBlock}) can never
 * matter; taking it is a pass, and a pass never helps in this game, so it is dropped;</li>
 * <li><b>move ordering</b> — Red first tries the claims Lehman's criterion calls winning, Blue
 * (where Lehman says Blue wins) first a deletion after which Lehman says Red loses; a wrong hint
 * would only cost time, the search still decides;</li>
 * <li><b>a transposition table</b> keyed by the live minor up to relabelling, taken as the least
 * key over the board's four symmetries (left–right, top–bottom, half turn);</li>
 * <li>parallel live edges are one move;</li>
 * <li>optionally, the <b>pair reduction</b>: two free edges between the same two vertices merge
 * those vertices (whichever Blue deletes, Red claims the other), which is what solves 5×6.</li>
 * </ul>
 * Every position solved is also held against Lehman's criterion on its full minor (dead edges and
 * loops included), and disagreements are counted. Boards up to n = 6 (61 crossings, one 64-bit mask).
 */
public final class ExactSearch {
    /** The largest board the bitmask search handles. */
    public static final int MAX_N = 6;
    /** Default transposition-table capacity (positions). */
    public static final int DEFAULT_TABLE = 1 << 22;

    /** Orders the moves and audits the search; never decides a position. */
    private static final SwitchingSolver LEHMAN = SwitchingSolver.lehman();

    /**
     * The outcome of a search.
     *
     * @param n                 board size
     * @param complete          true if every first move was decided in time
     * @param firstMovesDecided first moves decided (centre first, then outwards)
     * @param winningFirstMoves decided first moves that win for the first player, sorted
     * @param losingFirstMoves  decided first moves that lose, sorted
     * @param positions         positions solved by expanding their moves
     * @param tableHits         positions answered by the table
     * @param lehmanChecked     solved positions held against Lehman's criterion
     * @param disagreements     of those, how many disagreed (expected: 0)
     * @param nanos             wall-clock time
     */
    public record Result(
            int n,
            boolean complete,
            int firstMovesDecided,
            List<Crossing> winningFirstMoves,
            List<Crossing> losingFirstMoves,
            long positions,
            long tableHits,
            long lehmanChecked,
            long disagreements,
            long nanos) {
        /** Does the first player win? Known once one winning first move is found. */
        public boolean firstPlayerWins() {
            return !winningFirstMoves.isEmpty();
        }
    }

    private final Board board;
    private final int m;
    private final SearchBoard position;
    private final int[][] symmetryOrder; // per symmetry: edge scanned at step j
    private final boolean[] swapsTerminals;
    private final boolean audit;
    private final boolean pairReduction;
    private final long deadline;
    private final SolvedPositions table;
    private Level[] levels;
    private long positions;
    private long checked;
    private long disagreements;

    private ExactSearch(Board board, boolean audit, boolean pairReduction, long timeLimitNanos, int tableCapacity) {
        this.board = board;
        this.m = board.crossingCount();
        this.position = new SearchBoard(
                board.vertexCount(),
                board.endpointsU(Side.RED).clone(),
                board.endpointsV(Side.RED).clone(),
                Board.S,
                Board.T);
        this.audit = audit;
        this.pairReduction = pairReduction;
        this.deadline = timeLimitNanos <= 0 ? Long.MAX_VALUE : System.nanoTime() + timeLimitNanos;
        this.table = new SolvedPositions(tableCapacity);
        int size = 2 * board.n();
        int[][] orders = new int[4][m];
        swapsTerminals = new boolean[4];
        for (int k = 0; k < 4; k++) {
            boolean flipColumns = (k & 1) != 0;
            boolean flipRows = (k & 2) != 0;
            swapsTerminals[k] = flipColumns; // mirroring left–right swaps Red's goal columns
            for (int e = 0; e < m; e++) {
                Crossing x = board.crossing(e);
                Crossing y = new Crossing(flipRows ? size - x.r() : x.r(), flipColumns ? size - x.c() : x.c());
                orders[k][board.index(y)] = e; // each map is an involution: image order = preimage order
            }
        }
        symmetryOrder = orders;
        levels = new Level[m + 2];
        for (int i = 0; i < levels.length; i++) {
            levels[i] = new Level(m);
        }
    }

    /**
     * Solves the n×(n+1) board with the first player to move (the board is symmetric, so "first
     * player" is Red on Red's graph).
     *
     * @param audit          hold every solved position against Lehman's criterion
     * @param timeLimitNanos stop after this long (0: no limit); the result says how far it got
     * @param tableCapacity  transposition-table size in positions (emptied when full)
     */
    public static Result solve(int n, boolean audit, long timeLimitNanos, int tableCapacity) {
        return solve(n, audit, false, timeLimitNanos, tableCapacity);
    }

    /**
     * As {@link #solve(int, boolean, long, int)}, optionally with the pair reduction: two free
     * edges between the same two vertices merge them (Red's pairing strategy). Exact, and no
     * Lehman in the verdict, but one argument beyond plain search; off by default.
     */
    public static Result solve(int n, boolean audit, boolean pairReduction, long timeLimitNanos, int tableCapacity) {
        Board board = Board.of(n);
        if (n > MAX_N) {
            throw new IllegalArgumentException("exact search handles boards up to n = " + MAX_N + "; n = " + n + " has "
                    + board.crossingCount() + " crossings");
        }
        return new ExactSearch(board, audit, pairReduction, timeLimitNanos, Math.max(16, tableCapacity)).run();
    }

    private Result run() {
        long start = System.nanoTime();
        Integer[] firstMoves = new Integer[m];
        for (int e = 0; e < m; e++) {
            firstMoves[e] = e;
        }
        Arrays.sort(firstMoves, (a, b) -> Integer.compare(board.distanceFromCentre(a), board.distanceFromCentre(b)));
        List<Crossing> wins = new ArrayList<>();
        List<Crossing> losses = new ArrayList<>();
        int decided = 0;
        boolean complete = true;
        try {
            for (int e : firstMoves) {
                boolean redWins = afterMove(true, e, 0);
                (redWins ? wins : losses).add(board.crossing(e));
                decided++;
            }
        } catch (OutOfTime stop) {
            complete = false;
        }
        wins.sort(null);
        losses.sort(null);
        return new Result(
                board.n(),
                complete,
                decided,
                List.copyOf(wins),
                List.copyOf(losses),
                positions,
                table.hits(),
                checked,
                disagreements,
                System.nanoTime() - start);
    }

    /** Plays edge e (claim for Red, delete for Blue) at {@code depth}, solves the result, takes it back. */
    private boolean afterMove(boolean redMoves, int e, int depth) {
        if (redMoves) {
            int mark = position.claim(e);
            boolean redWins = redWins(false, depth + 1);
            position.unclaim(e, mark);
            return redWins;
        }
        position.delete(e);
        boolean redWins = redWins(true, depth + 1);
        position.undelete(e);
        return redWins;
    }

    /** Does Red win the current position with the given side to move? */
    private boolean redWins(boolean redToMove, int depth) {
        if (position.joined()) {
            return true;
        }
        Level level = levels[depth];
        int state = describe(level);
        if (state != OPEN) {
            return state == JOINED;
        }
        int known = table.lookup(level.key, level.keyLength, redToMove);
        if (known != SolvedPositions.UNKNOWN) {
            return known == 1;
        }
        if ((++positions & 4095) == 0 && System.nanoTime() > deadline) {
            throw new OutOfTime();
        }
        boolean lehman = order(level, redToMove);
        boolean result = expand(level, redToMove, depth);
        if (audit) {
            checked++;
            if (lehman != result) {
                disagreements++;
            }
        }
        table.store(level.key, level.keyLength, redToMove, result);
        return result;
    }

    private boolean expand(Level level, boolean redToMove, int depth) {
        for (int i = 0; i < level.moveCount; i++) {
            boolean redWins = afterMove(redToMove, level.move[i], depth);
            if (redWins == redToMove) {
                return redWins;
            }
        }
        return !redToMove;
    }

    /**
     * Orders the level's moves by Lehman's hints and returns Lehman's verdict (does Red win?) on the
     * full minor. The verdict is only compared with the search, never used as an answer.
     */
    private boolean order(Level level, boolean redToMove) {
        int[] a = Arrays.copyOf(level.freeA, level.freeCount);
        int[] b = Arrays.copyOf(level.freeB, level.freeCount);
        if (redToMove) {
            int[] claims = LEHMAN.winningClaims(minor(level.freeLabels, a, b));
            long good = 0;
            for (int i : claims) {
                good |= 1L << level.freeEdge[i];
            }
            level.moveToFront(good);
            return claims.length > 0;
        }
        boolean redWins = LEHMAN.shortWinsWithCutToMove(minor(level.freeLabels, a, b));
        if (!redWins) {
            // Look for one deletion after which Lehman says Red loses, and try it first.
            for (int i = 0; i < level.moveCount; i++) {
                int e = level.move[i];
                Minor after = minor(level.freeLabels, without(level.freeA, level, e), without(level.freeB, level, e));
                if (LEHMAN.winningClaims(after).length == 0) {
                    level.moveToFront(1L << e);
                    break;
                }
            }
        }
        return redWins;
    }

    /** The level's free minor (s = 0, t = 1) as the solver takes it. */
    private static Minor minor(int vertices, int[] a, int[] b) {
        return Minor.of(Multigraph.ofIndices(vertices, a, b), 0, 1);
    }

    private static int[] without(int[] ends, Level level, int edge) {
        int[] out = new int[level.freeCount - 1];
        int k = 0;
        for (int i = 0; i < level.freeCount; i++) {
            if (level.freeEdge[i] != edge) {
                out[k++] = ends[i];
            }
        }
        return out;
    }

    private static final int SEPARATED = 0;
    private static final int OPEN = 1;
    private static final int JOINED = 2;

    /**
     * Fills {@code level} with the current minor, its live moves and its key. Returns
     * {@link #SEPARATED} if s and t are cut apart (Blue has won), {@link #JOINED} if the pair
     * reduction already joins them (Red has won), else {@link #OPEN}.
     */
    private int describe(Level level) {
        int k = position.label(level.freeEdge, level.freeA, level.freeB);
        int labels = position.labelCount();
        level.freeCount = k;
        level.freeLabels = labels;
        int[] a = level.freeA;
        int[] b = level.freeB;
        int count = k;
        int vertices = labels;
        if (pairReduction) {
            count = reducePairs(level);
            if (count < 0) {
                return JOINED;
            }
            a = level.redA;
            b = level.redB;
            vertices = level.redLabels;
        }
        StBlock block = position.block();
        if (!block.compute(vertices, count, a, b)) {
            return SEPARATED;
        }
        long live = 0;
        for (int i = 0; i < count; i++) {
            int e = pairReduction ? level.redEdge[i] : level.freeEdge[i];
            // A non-loop edge with both ends in the st block lies in that block: it is live.
            if (a[i] != b[i] && block.inBlock(a[i]) && block.inBlock(b[i])) {
                live |= 1L << e;
                level.endA[e] = a[i];
                level.endB[e] = b[i];
            }
        }
        level.live = live;
        level.buildMoves();
        buildKey(level);
        return OPEN;
    }

    /**
     * The pair reduction: two free edges joining the same two vertices let Red treat those
     * vertices as one (whichever Blue deletes, Red claims the other — a pairing strategy; and if
     * Red claims one, the other is a loop). So both edges go and their ends merge, repeatedly.
     * Writes the reduced graph into the level; returns its edge count, or −1 if s and t merge.
     */
    private int reducePairs(Level level) {
        int n = level.freeLabels;
        int k = level.freeCount;
        int[] root = level.pairRoot;
        for (int v = 0; v < n; v++) {
            root[v] = v;
        }
        long removed = 0;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < k && !changed; i++) {
                if ((removed >>> i & 1) != 0) {
                    continue;
                }
                int ai = find(root, level.freeA[i]);
                int bi = find(root, level.freeB[i]);
                if (ai == bi) {
                    continue;
                }
                for (int j = i + 1; j < k; j++) {
                    if ((removed >>> j & 1) != 0) {
                        continue;
                    }
                    int aj = find(root, level.freeA[j]);
                    int bj = find(root, level.freeB[j]);
                    if (ai == aj && bi == bj || ai == bj && bi == aj) {
                        root[Math.max(ai, bi)] = Math.min(ai, bi); // keeps s (0) and t (1) as roots while apart
                        removed |= 1L << i | 1L << j;
                        changed = true;
                        break;
                    }
                }
            }
        }
        if (find(root, 0) == find(root, 1)) {
            return -1;
        }
        int[] dense = level.pairDense;
        Arrays.fill(dense, 0, n, -1);
        dense[0] = 0;
        dense[1] = 1;
        int labels = 2;
        int count = 0;
        for (int i = 0; i < k; i++) {
            if ((removed >>> i & 1) != 0) {
                continue;
            }
            int ra = find(root, level.freeA[i]);
            int rb = find(root, level.freeB[i]);
            if (dense[ra] < 0) {
                dense[ra] = labels++;
            }
            if (dense[rb] < 0) {
                dense[rb] = labels++;
            }
            level.redA[count] = dense[ra];
            level.redB[count] = dense[rb];
            level.redEdge[count++] = level.freeEdge[i];
        }
        level.redLabels = labels;
        return count;
    }

    private static int find(int[] root, int x) {
        while (root[x] != x) {
            root[x] = root[root[x]];
            x = root[x];
        }
        return x;
    }

    /** The least, over the four symmetries, of the sorted live-edge codes under first-appearance labels. */
    private void buildKey(Level level) {
        int count = Long.bitCount(level.live);
        int length = (count + 5) / 6;
        level.keyLength = length;
        boolean first = true;
        for (int k = 0; k < 4; k++) {
            int[] relabel = level.relabel;
            Arrays.fill(relabel, 0, level.freeLabels, -1);
            relabel[swapsTerminals[k] ? 1 : 0] = 0;
            relabel[swapsTerminals[k] ? 0 : 1] = 1;
            int next = 2;
            int c = 0;
            for (int j = 0; j < m; j++) {
                int e = symmetryOrder[k][j];
                if ((level.live >>> e & 1) == 0) {
                    continue;
                }
                int a = level.endA[e];
                int b = level.endB[e];
                if (relabel[a] < 0) {
                    relabel[a] = next++;
                }
                if (relabel[b] < 0) {
                    relabel[b] = next++;
                }
                int x = relabel[a];
                int y = relabel[b];
                // A live edge is no loop, so its code is never 0 (the padding); labels < 32 fit 5 bits each.
                level.codes[c++] = Math.min(x, y) << 5 | Math.max(x, y);
            }
            Arrays.sort(level.codes, 0, c);
            Arrays.fill(level.candidate, 0, length, 0L);
            for (int i = 0; i < c; i++) {
                level.candidate[i / 6] |= (long) level.codes[i] << (10 * (i % 6));
            }
            if (first || Arrays.compareUnsigned(level.candidate, 0, length, level.key, 0, length) < 0) {
                System.arraycopy(level.candidate, 0, level.key, 0, length);
                first = false;
            }
        }
    }

    /** Scratch for one search depth. */
    private static final class Level {
        final int[] freeEdge;
        final int[] freeA;
        final int[] freeB;
        int freeCount;
        int freeLabels;
        final int[] endA; // by edge, valid for live edges
        final int[] endB;
        long live;
        final int[] move;
        int moveCount;
        final int[] relabel;
        final int[] codes;
        final long[] key;
        final long[] candidate;
        int keyLength;
        final int[] pairRoot;
        final int[] pairDense;
        final int[] redA;
        final int[] redB;
        final int[] redEdge;
        int redLabels;

        Level(int m) {
            freeEdge = new int[m];
            freeA = new int[m];
            freeB = new int[m];
            endA = new int[m];
            endB = new int[m];
            move = new int[m];
            relabel = new int[2 * m + 2];
            codes = new int[m];
            key = new long[(m + 5) / 6];
            candidate = new long[(m + 5) / 6];
            pairRoot = new int[2 * m + 2];
            pairDense = new int[2 * m + 2];
            redA = new int[m];
            redB = new int[m];
            redEdge = new int[m];
        }

        /** One move per live edge, parallel live edges (same ends) counted once. */
        void buildMoves() {
            moveCount = 0;
            for (long rest = live; rest != 0; rest &= rest - 1) {
                int e = Long.numberOfTrailingZeros(rest);
                boolean parallel = false;
                for (int i = 0; i < moveCount && !parallel; i++) {
                    int f = move[i];
                    parallel = endA[f] == endA[e] && endB[f] == endB[e] || endA[f] == endB[e] && endB[f] == endA[e];
                }
                if (!parallel) {
                    move[moveCount++] = e;
                }
            }
        }

        /** Stable partition: moves in {@code good} first. */
        void moveToFront(long good) {
            int front = 0;
            for (int i = 0; i < moveCount; i++) {
                if ((good >>> move[i] & 1) != 0) {
                    int x = move[i];
                    System.arraycopy(move, front, move, front + 1, i - front);
                    move[front++] = x;
                }
            }
        }
    }
}
