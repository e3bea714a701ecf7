package dev.shannon.switching.verify;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.LehmanSolver;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.Verdict;
import java.util.Arrays;
import java.util.Objects;

/**
 * Solves switching-game positions by memoized brute-force search, trusting no theorem: Short
 * claims (contracts) an edge, Cut deletes one, Short wins when s and t meet, Cut when they are
 * separated. It is the independent check of {@link LehmanSolver} and gives exactly the same
 * {@link Analysis} (both verdicts, every winning move as an original edge index, ascending).
 *
 * <p>Search state is a union–find with rollback for the contractions and a 64-bit mask of free
 * edges, so at most {@value #MAX_FREE_EDGES} free edges (brute force is hopeless long before).
 * The transposition table is keyed on the minor itself, not on the edge states: the sorted
 * multiset of endpoint pairs of the live edges, contracted vertices renumbered with s = 0, t = 1
 * and the rest in order of first appearance, 16 bits a pair, four pairs a {@code long}. Different
 * move orders reaching the same minor share one entry, across root graphs too when one solver
 * is reused.
 *
 * <p>An instance reuses its table across calls and is not thread-safe; the static methods use a
 * fresh one.
 */
public final class MinimaxSolver implements SwitchingSolver {
    /** The most free edges a position may have. */
    public static final int MAX_FREE_EDGES = 64;

    private final MinimaxOptions options;
    private final SolvedPositions table;
    private long solved;

    // The root graph being searched.
    private SearchBoard board;
    private Level[] levels = new Level[0];

    public MinimaxSolver(MinimaxOptions options) {
        this.options = Objects.requireNonNull(options, "options");
        this.table = new SolvedPositions(options.maxTableEntries());
    }

    /** Both verdicts of {@code position} (whoever is to move in it), with a fresh table. */
    public static MinimaxResult analyze(Position position, MinimaxOptions options) {
        return new MinimaxSolver(options).search(position);
    }

    /** Both verdicts at the start of the game on {@code game}, with a fresh table. */
    public static MinimaxResult analyze(TerminalGraph game, MinimaxOptions options) {
        return new MinimaxSolver(options).search(game.graph(), game.s(), game.t());
    }

    /** The analysis of {@link #search(Position)}, without the search's statistics. */
    @Override
    public Analysis solve(Position position) {
        return search(position).analysis();
    }

    /** The analysis of {@link #search(Multigraph, int, int)}, without the search's statistics. */
    @Override
    public Analysis solve(Multigraph g, int s, int t) {
        return search(g, s, t).analysis();
    }

    /** Both verdicts of the position left by {@code position}, reusing this solver's table, with what the search cost. */
    public MinimaxResult search(Position position) {
        long start = System.nanoTime();
        long solved0 = solved;
        long hits0 = table.hits();
        long clears0 = table.clears();
        Minor minor = position.minor();
        Analysis local = analyzeFree(minor.graph(), minor.s(), minor.t());
        Analysis analysis = new Analysis(
                local.type(),
                remap(local.shortFirst(), minor.originalEdge()),
                remap(local.cutFirst(), minor.originalEdge()));
        return new MinimaxResult(analysis, stats(start, solved0, hits0, clears0));
    }

    /**
     * Both verdicts on {@code g} with every edge free and terminals s, t (s = t: Short has already
     * won). Moves are edge indices of {@code g}. Reuses this solver's table.
     */
    public MinimaxResult search(Multigraph g, int s, int t) {
        long start = System.nanoTime();
        long solved0 = solved;
        long hits0 = table.hits();
        long clears0 = table.clears();
        Analysis analysis = analyzeFree(g, s, t);
        return new MinimaxResult(analysis, stats(start, solved0, hits0, clears0));
    }

    /** Only the winner on {@code g} (all edges free) with {@code toMove} to play; cheaper than a full analysis. */
    public Player winner(Multigraph g, int s, int t, Player toMove) {
        checkTerminals(g, s, t);
        if (s == t) {
            return Player.SHORT;
        }
        setUp(g, s, t);
        return shortWins(toMove, 0) ? Player.SHORT : Player.CUT;
    }

    /** Totals over every call on this solver. */
    public MinimaxStats stats() {
        return new MinimaxStats(solved, table.hits(), table.size(), table.clears(), 0);
    }

    private MinimaxStats stats(long start, long solved0, long hits0, long clears0) {
        return new MinimaxStats(
                solved - solved0,
                table.hits() - hits0,
                table.size(),
                table.clears() - clears0,
                System.nanoTime() - start);
    }

    private Analysis analyzeFree(Multigraph g, int s, int t) {
        checkTerminals(g, s, t);
        int m = g.edgeCount();
        if (s == t) {
            // The game is over: Short has won and nobody moves.
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.SHORT, new int[0]),
                    new Verdict(Player.CUT, Player.SHORT, new int[0]));
        }
        setUp(g, s, t);
        if (!describe(levels[0])) {
            // Already separated: Cut has won; every deletion "wins", no claim does (docs/rules.md).
            int[] all = new int[m];
            Arrays.setAll(all, e -> e);
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.CUT, new int[0]), new Verdict(Player.CUT, Player.CUT, all));
        }
        // Solve the root both ways first, so that the per-move searches below mostly hit the table.
        shortWins(Player.SHORT, 0);
        shortWins(Player.CUT, 0);
        return Analysis.of(rootVerdict(Player.SHORT, m), rootVerdict(Player.CUT, m));
    }

    private Verdict rootVerdict(Player mover, int m) {
        int[] wins = new int[m];
        int count = 0;
        for (int e = 0; e < m; e++) {
            boolean shortWins = afterMove(mover, e, 0);
            if (shortWins == (mover == Player.SHORT)) {
                wins[count++] = e;
            }
        }
        return new Verdict(mover, count > 0 ? mover : mover.opponent(), Arrays.copyOf(wins, count));
    }

    /** Plays edge e for {@code mover} at search depth {@code depth}, solves the result, takes the move back. */
    private boolean afterMove(Player mover, int e, int depth) {
        if (mover == Player.SHORT) {
            int mark = board.claim(e);
            boolean shortWins = shortWins(Player.CUT, depth + 1);
            board.unclaim(e, mark);
            return shortWins;
        }
        board.delete(e);
        boolean shortWins = shortWins(Player.SHORT, depth + 1);
        board.undelete(e);
        return shortWins;
    }

    /** Does Short win the current position with {@code toMove} to play? */
    private boolean shortWins(Player toMove, int depth) {
        if (board.joined()) {
            return true;
        }
        Level level = levels[depth];
        if (!describe(level)) {
            return false;
        }
        boolean shortToMove = toMove == Player.SHORT;
        int known = table.lookup(level.key, level.keyLength, shortToMove);
        if (known != SolvedPositions.UNKNOWN) {
            return known == 1;
        }
        solved++;
        boolean result = expand(toMove, level, depth);
        // The level's key is intact: deeper searches write only deeper levels.
        table.store(level.key, level.keyLength, shortToMove, result);
        if (options.visitor() != null) {
            options.visitor().visit(level.freeMinor(), 0, 1, toMove, result ? Player.SHORT : Player.CUT);
        }
        return result;
    }

    private boolean expand(Player toMove, Level level, int depth) {
        int moves = level.distinctMoves();
        if (options.lehmanOrdering()) {
            level.orderByLehman(toMove);
        }
        for (int i = 0; i < moves; i++) {
            boolean shortWins = afterMove(toMove, level.move[i], depth);
            if (shortWins == (toMove == Player.SHORT)) {
                return shortWins;
            }
        }
        // No move wins for the mover. (There is always a move: s and t are joined by live edges.)
        return toMove == Player.CUT;
    }

    /**
     * Fills {@code level} with the current minor: free edges with their contracted ends, the live
     * edges among them (all free edges, or only the s–t block when pruning), the moves and the key.
     *
     * @return false iff s and t are separated
     */
    private boolean describe(Level level) {
        int k = board.label(level.freeEdge, level.freeA, level.freeB);
        int labels = board.labelCount();
        level.freeCount = k;
        level.freeLabels = labels;
        StBlock block = board.block();
        if (!block.compute(labels, k, level.freeA, level.freeB)) {
            return false;
        }
        int live = 0;
        if (options.pruneDeadEdges()) {
            // Renumber over live edges only, so the key depends on the live minor alone.
            int[] relabel = level.relabel;
            Arrays.fill(relabel, 0, labels, -1);
            relabel[0] = 0;
            relabel[1] = 1;
            int next = 2;
            for (int i = 0; i < k; i++) {
                int a = level.freeA[i];
                int b = level.freeB[i];
                if (a == b || !block.inBlock(a) || !block.inBlock(b)) {
                    continue;
                }
                if (relabel[a] < 0) {
                    relabel[a] = next++;
                }
                if (relabel[b] < 0) {
                    relabel[b] = next++;
                }
                level.liveA[live] = relabel[a];
                level.liveB[live] = relabel[b];
                level.liveEdge[live++] = level.freeEdge[i];
            }
            level.liveLabels = next;
        } else {
            System.arraycopy(level.freeA, 0, level.liveA, 0, k);
            System.arraycopy(level.freeB, 0, level.liveB, 0, k);
            System.arraycopy(level.freeEdge, 0, level.liveEdge, 0, k);
            live = k;
            level.liveLabels = labels;
        }
        level.liveCount = live;
        level.buildKey();
        return true;
    }

    private void setUp(Multigraph g, int s, int t) {
        int m = g.edgeCount();
        if (m > MAX_FREE_EDGES) {
            throw new IllegalArgumentException(
                    "minimax handles at most " + MAX_FREE_EDGES + " free edges; this position has " + m);
        }
        this.board = new SearchBoard(g.vertexCount(), g.edgeUs(), g.edgeVs(), s, t);
        if (levels.length < m + 2) {
            levels = new Level[m + 2];
            for (int i = 0; i < levels.length; i++) {
                levels[i] = new Level(MAX_FREE_EDGES);
            }
        }
    }

    private static void checkTerminals(Multigraph g, int s, int t) {
        int n = g.vertexCount();
        if (s < 0 || s >= n || t < 0 || t >= n) {
            throw new IllegalArgumentException(
                    "terminals " + s + ", " + t + " are not both vertices (0.." + (n - 1) + ")");
        }
    }

    private static Verdict remap(Verdict v, int[] originalEdge) {
        int[] moves = v.winningMoves();
        for (int i = 0; i < moves.length; i++) {
            moves[i] = originalEdge[moves[i]];
        }
        return new Verdict(v.toMove(), v.winner(), moves);
    }

    /** Scratch for one search depth: the minor there, its moves and its key. */
    private static final class Level {
        final int[] freeEdge;
        final int[] freeA;
        final int[] freeB;
        int freeCount;
        int freeLabels;
        final int[] liveEdge;
        final int[] liveA;
        final int[] liveB;
        int liveCount;
        int liveLabels;
        final int[] relabel;
        final int[] sorted; // pair code << 6 | index into live edges
        final int[] move; // one original edge per distinct pair
        int moveCount;
        final long[] key;
        int keyLength;

        Level(int capacity) {
            freeEdge = new int[capacity];
            freeA = new int[capacity];
            freeB = new int[capacity];
            liveEdge = new int[capacity];
            liveA = new int[capacity];
            liveB = new int[capacity];
            relabel = new int[2 * capacity + 2];
            sorted = new int[capacity];
            move = new int[capacity];
            key = new long[(capacity + 3) / 4];
        }

        /** Key: the sorted pair codes (1 + lo·256 + hi, never 0), four to a long. */
        void buildKey() {
            for (int i = 0; i < liveCount; i++) {
                int a = liveA[i];
                int b = liveB[i];
                int code = 1 + (Math.min(a, b) << 8 | Math.max(a, b));
                sorted[i] = code << 6 | i;
            }
            Arrays.sort(sorted, 0, liveCount);
            keyLength = (liveCount + 3) / 4;
            Arrays.fill(key, 0, keyLength, 0L);
            for (int i = 0; i < liveCount; i++) {
                key[i >> 2] |= (long) (sorted[i] >>> 6) << (16 * (i & 3));
            }
        }

        /** Fills {@link #move} with one edge per distinct endpoint pair (parallel copies are the same move). */
        int distinctMoves() {
            moveCount = 0;
            int previous = -1;
            for (int i = 0; i < liveCount; i++) {
                int code = sorted[i] >>> 6;
                if (code != previous) {
                    move[moveCount++] = liveEdge[sorted[i] & 63];
                    previous = code;
                }
            }
            return moveCount;
        }

        /** Moves Lehman's criterion calls winning for {@code toMove} go first; the search still decides. */
        void orderByLehman(Player toMove) {
            Multigraph live =
                    Multigraph.ofIndices(liveLabels, Arrays.copyOf(liveA, liveCount), Arrays.copyOf(liveB, liveCount));
            Verdict hint = SwitchingSolver.lehman().solve(live, 0, 1).verdict(toMove);
            boolean[] good = new boolean[MAX_FREE_EDGES];
            for (int i : hint.winningMoves()) {
                good[liveEdge[i]] = true;
            }
            int front = 0;
            for (int i = 0; i < moveCount; i++) {
                if (good[move[i]]) {
                    int x = move[i];
                    System.arraycopy(move, front, move, front + 1, i - front);
                    move[front++] = x;
                }
            }
        }

        /** The minor of every free edge, s = 0 and t = 1, for visitors. */
        Multigraph freeMinor() {
            return Multigraph.ofIndices(freeLabels, Arrays.copyOf(freeA, freeCount), Arrays.copyOf(freeB, freeCount));
        }
    }
}
