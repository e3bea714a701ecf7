package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import dev.shannon.switching.Player;
import dev.shannon.switching.internal.PebbleGame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Exact minimax for directed switching games, over claims and (when Short orients) directions.
 * Nothing here relies on a theorem of the directed game, only on these search devices:
 *
 * <ul>
 * <li><b>Dead arcs.</b> An arc x → y can help Short only if x is reachable from s and y reaches t
 * by potential arcs, y is not yet reached from s by his arcs and x does not yet reach t by them
 * (otherwise any path through it has a shortcut). These conditions only fail more often as play
 * goes on, so an edge none of whose allowed directions passes them can never matter: taking it
 * is a pass, and in a Maker–Breaker game a pass is never better than another move. A direction
 * that fails them is never claimed (the edge deleted and a pass, which claiming the other
 * direction beats). Dead edges, free or claimed, and loops are neither searched nor told apart
 * from deleted ones in the table.</li>
 * <li><b>Transposition table</b> keyed by the live part of the position (2 bits an edge), the sets
 * Short's arcs already reach from s and already bring to t, and the player to move.</li>
 * <li><b>Lehman's bound.</b> A directed path is an undirected one, so where Cut wins the
 * undirected game on the same position (claimed arcs read as claimed edges, dead edges
 * dropped; Lehman's criterion by the (2,2) pebble game) Cut wins the directed one: such a
 * position is settled without search.</li>
 * <li><b>Move ordering</b> by the length of the shortest potential s→t path through the arc;
 * arcs that complete Short's path come first.</li>
 * </ul>
 *
 * Positions are counted; past {@code maxPositions} the search gives up with
 * {@link LimitExceededException} rather than run unbounded.
 *
 * <p>{@link #rooted} makes a search of a <em>restricted</em> game: Short orienting, he may only
 * claim arcs that enter another class of his arcs at its root (a vertex no claimed arc enters), so
 * every class stays an out-arborescence and s's is rooted at s. Restricting Short can only hurt
 * him, so a rooted win is a win, with a strategy that stays rooted; a rooted loss proves nothing.
 * That game is much smaller (an edge whose two ends are non-roots is dead for it; Short rarely has
 * two directions) and its bound ({@link RootedBound}: Lehman on the classes, with only the edges a
 * rooted claim can still use) is much tighter, so it settles far larger boards; and on every
 * labelled graph to 6 vertices Short loses nothing by it (docs/directed.md).
 */
public final class DirectedSearch {
    private final DirectedGame game;
    private final Multigraph g;
    private final int s;
    private final int t;
    private final long maxPositions;
    private final long deadline;
    private final ArcReach reach;
    private final Map<Key, Boolean> table = new HashMap<>();
    private final UnionFind classes;
    /** Non-null in a rooted search: its bound, and which vertices claimed arcs enter. */
    private final RootedBound rootedBound;

    private final boolean[] entered;
    private long positions;

    /** Thrown when a search would need more positions than allowed. */
    public static final class LimitExceededException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LimitExceededException(String message) {
            super(message);
        }
    }

    public DirectedSearch(DirectedGame game, long maxPositions) {
        this(game, maxPositions, Long.MAX_VALUE);
    }

    /** A search that also gives up once {@code System.nanoTime()} passes {@code deadlineNanos}. */
    public DirectedSearch(DirectedGame game, long maxPositions, long deadlineNanos) {
        this(game, maxPositions, deadlineNanos, false);
    }

    /**
     * A search of the rooted game (see the class comment), Short orienting: {@link #shortWins}
     * true means Short wins by rooted claims alone; false only that rooted claims do not suffice.
     */
    public static DirectedSearch rooted(DirectedGame game, long maxPositions, long deadlineNanos) {
        return new DirectedSearch(game, maxPositions, deadlineNanos, true);
    }

    private DirectedSearch(DirectedGame game, long maxPositions, long deadlineNanos, boolean rooted) {
        if (rooted && game.rule() != DirectedRule.SHORT_ORIENTS) {
            throw new IllegalArgumentException("rooted play is a Short-orients notion");
        }
        this.rootedBound = rooted ? new RootedBound(game) : null;
        this.entered = new boolean[game.board().graph().vertexCount()];
        this.deadline = deadlineNanos;
        this.game = game;
        this.g = game.board().graph();
        this.s = game.board().s();
        this.t = game.board().t();
        this.maxPositions = maxPositions;
        this.reach = new ArcReach(g, game.rule());
        this.classes = new UnionFind(g.vertexCount());
    }

    /** Positions solved so far (table entries made). */
    public long positions() {
        return positions;
    }

    /** Both verdicts at the start of the game, with every winning move. */
    public DirectedAnalysis analyze() {
        DirectedVerdict shortFirst = verdict(DirectedPosition.start(game, Player.SHORT));
        DirectedVerdict cutFirst = verdict(DirectedPosition.start(game, Player.CUT));
        return DirectedAnalysis.of(shortFirst, cutFirst, positions);
    }

    /**
     * The winner of {@code p} with its player to move, and every winning move. Where Cut has
     * already won every deletion counts as winning for Cut; where Short has, no move is listed.
     */
    public DirectedVerdict verdict(DirectedPosition p) {
        var decided = p.winner();
        if (decided.isPresent()) {
            List<DirectedMove> moves = new ArrayList<>();
            if (decided.get() == Player.CUT && p.toMove() == Player.CUT) {
                for (int e = 0; e < g.edgeCount(); e++) {
                    if (p.isFree(e)) {
                        moves.add(new DirectedMove(e, true));
                    }
                }
            }
            return new DirectedVerdict(p.toMove(), decided.get(), moves);
        }
        List<DirectedMove> winning = new ArrayList<>();
        for (DirectedMove move : p.legalMoves()) {
            if (rootedBound != null && p.toMove() == Player.SHORT && !isRootedClaim(p.states(), move)) {
                continue;
            }
            boolean shortWins = shortWins(p.play(move));
            if (shortWins == (p.toMove() == Player.SHORT)) {
                winning.add(move);
            }
        }
        Player winner = winning.isEmpty() ? p.toMove().opponent() : p.toMove();
        return new DirectedVerdict(p.toMove(), winner, winning);
    }

    /** Whether Short wins {@code p} with its player to move and perfect play. */
    public boolean shortWins(DirectedPosition p) {
        return solve(p.states(), p.toMove() == Player.SHORT);
    }

    /** Whether {@code move} (a claim) enters another class at its root, as rooted play requires. */
    public boolean isRootedClaim(byte[] state, DirectedMove move) {
        int e = move.edge();
        int x = move.forward() ? g.edgeU(e) : g.edgeV(e);
        int y = move.forward() ? g.edgeV(e) : g.edgeU(e);
        fillEntered(state);
        fillClasses(state);
        return !g.isLoop(e) && !entered[y] && y != s && classes.find(x) != classes.find(y);
    }

    private void fillEntered(byte[] state) {
        ArcClasses.entered(g, state, entered);
    }

    private void fillClasses(byte[] state) {
        ArcClasses.fill(g, state, classes);
    }

    /**
     * Lehman's bound alone, without search: false means Cut wins {@code p} (the undirected game on
     * its live edges, Short's arcs read as claimed edges, is Cut's); true decides nothing.
     */
    boolean boundLeavesShortAChance(DirectedPosition p) {
        byte[] state = p.states();
        int settled = settle(state);
        if (settled != 0) {
            return settled > 0;
        }
        long[] key = new long[(2 * state.length + 63) / 64];
        for (int e = 0; e < state.length; e++) {
            int u = g.edgeU(e);
            int v = g.edgeV(e);
            boolean live = state[e] == ArcState.FREE
                    && !g.isLoop(e)
                    && (score(u, v) != Integer.MAX_VALUE
                            || game.rule() == DirectedRule.SHORT_ORIENTS && score(v, u) != Integer.MAX_VALUE);
            key[2 * e / 64] |= (long) (live ? ArcState.FREE : ArcState.DELETED) << (2 * e % 64);
        }
        return undirectedShortWins(state, key, p.toMove() == Player.SHORT);
    }

    /** 1 if Short has won, −1 if Cut has, else 0 with the reach arrays filled for this state. */
    private int settle(byte[] state) {
        reach.claimed(state, s, true, reach.claimedFromS);
        if (reach.claimedFromS[t]) {
            return 1;
        }
        reach.distances(state, s, true);
        if (!reach.reachable(reach.fromS, t)) {
            return -1;
        }
        reach.distances(state, t, false);
        reach.claimed(state, t, false, reach.claimedToT);
        return 0;
    }

    private boolean solve(byte[] state, boolean shortToMove) {
        int settled = settle(state);
        if (settled != 0) {
            return settled > 0;
        }
        int m = state.length;
        int n = g.vertexCount();
        // Live free edges with their best (shortest) direction score; completing arcs score 0.
        int[] order = new int[2 * m];
        long[] sortKey = new long[2 * m];
        int count = 0;
        boolean rooted = rootedBound != null;
        long[] key = new long[(2 * m + (rooted ? 3 : 2) * n + 1 + 63) / 64];
        if (rooted) {
            fillEntered(state);
            fillClasses(state);
        }
        for (int e = 0; e < m; e++) {
            byte st = state[e];
            int code = ArcState.DELETED; // dead edges, free or claimed, are told apart from nothing
            int u = g.edgeU(e);
            int v = g.edgeV(e);
            if (st == ArcState.FREE && !g.isLoop(e)) {
                int forward = score(u, v);
                int backward = game.rule() == DirectedRule.SHORT_ORIENTS ? score(v, u) : Integer.MAX_VALUE;
                if (rooted) {
                    // Rooted play can only enter a root of another class; a non-root stays one, so
                    // an edge with neither direction open is dead for this game.
                    boolean sameClass = classes.find(u) == classes.find(v);
                    forward = sameClass || entered[v] ? Integer.MAX_VALUE : forward;
                    backward = sameClass || entered[u] ? Integer.MAX_VALUE : backward;
                }
                if (forward != Integer.MAX_VALUE || backward != Integer.MAX_VALUE) {
                    code = ArcState.FREE;
                    if (shortToMove) {
                        if (forward != Integer.MAX_VALUE) {
                            sortKey[count] = (long) forward << 32 | count;
                            order[count++] = 2 * e;
                        }
                        if (backward != Integer.MAX_VALUE) {
                            sortKey[count] = (long) backward << 32 | count;
                            order[count++] = 2 * e + 1;
                        }
                    } else {
                        sortKey[count] = (long) Math.min(forward, backward) << 32 | count;
                        order[count++] = 2 * e;
                    }
                }
            } else if (st == ArcState.FORWARD && score(u, v) != Integer.MAX_VALUE
                    || st == ArcState.BACKWARD && score(v, u) != Integer.MAX_VALUE) {
                code = st;
            }
            key[2 * e / 64] |= (long) code << (2 * e % 64);
        }
        // Short's arcs inside what s already reaches, or what already reaches t, are dead above;
        // the two sets themselves say all they still do.
        for (int x = 0; x < n; x++) {
            if (reach.claimedFromS[x]) {
                setBit(key, 2 * m + x);
            }
            if (reach.claimedToT[x]) {
                setBit(key, 2 * m + n + x);
            }
        }
        if (rooted) {
            for (int x = 0; x < n; x++) {
                if (entered[x]) {
                    setBit(key, 2 * m + 2 * n + 1 + x);
                }
            }
        }
        if (shortToMove) {
            setBit(key, 2 * m + 2 * n);
        }
        Key k = new Key(key);
        Boolean known = table.get(k);
        if (known != null) {
            return known;
        }
        if (++positions > maxPositions) {
            throw new LimitExceededException(
                    "the directed game needs more than " + maxPositions + " positions of search");
        }
        if ((positions & 1023) == 0 && deadline != Long.MAX_VALUE && System.nanoTime() > deadline) {
            throw new LimitExceededException("the directed search ran out of time after " + positions + " positions");
        }
        if (rooted
                ? !rootedBound.leavesShortAChance(state, shortToMove)
                : !undirectedShortWins(state, key, shortToMove)) {
            // A directed path is an undirected one: where Cut wins the undirected game on the same
            // (live) edges, his undirected strategy wins here too.
            table.put(k, false);
            return false;
        }
        long[] sorted = Arrays.copyOf(sortKey, count);
        Arrays.sort(sorted);
        int[] moves = new int[count];
        for (int i = 0; i < count; i++) {
            moves[i] = order[(int) sorted[i]];
        }
        boolean result = !shortToMove;
        for (int mv : moves) {
            int e = mv >> 1;
            state[e] = shortToMove ? ((mv & 1) == 0 ? ArcState.FORWARD : ArcState.BACKWARD) : ArcState.DELETED;
            boolean shortWins = solve(state, !shortToMove);
            state[e] = ArcState.FREE;
            if (shortWins == shortToMove) {
                result = shortToMove;
                break;
            }
        }
        table.put(k, result);
        return result;
    }

    private static void setBit(long[] words, int bit) {
        words[bit / 64] |= 1L << (bit % 64);
    }

    /**
     * Lehman's verdict on the undirected shadow: every claimed arc contracted as a claimed edge,
     * the live free edges free (dead ones are passes in the directed game, so dropping them
     * changes nothing there), with the player to move. With Short to move this is Cut to move
     * on the shadow plus a free edge st (Cut must delete it at once).
     */
    private boolean undirectedShortWins(byte[] state, long[] key, boolean shortToMove) {
        fillClasses(state);
        int rs = classes.find(s);
        int rt = classes.find(t);
        if (rs == rt) {
            return true;
        }
        PebbleGame pebbles = PebbleGame.twoTwo(g.vertexCount());
        if (shortToMove) {
            pebbles.add(rs, rt, -1);
        }
        for (int e = 0; e < state.length; e++) {
            if ((key[2 * e / 64] >>> (2 * e % 64) & 3) == ArcState.FREE) {
                int a = classes.find(g.edgeU(e));
                int b = classes.find(g.edgeV(e));
                if (a != b) {
                    pebbles.add(a, b, e);
                }
            }
        }
        return pebbles.gather(rs, rt, 3) < 3;
    }

    /**
     * The length of the shortest potential s→t path through the arc x → y, 0 if it completes
     * Short's path; MAX_VALUE if the arc can never help: x unreachable from s or y unable to
     * reach t, or y already reached from s or x already reaching t by Short's arcs (claiming it
     * then is a pass).
     */
    private int score(int x, int y) {
        if (!reach.reachable(reach.fromS, x)
                || !reach.reachable(reach.toT, y)
                || reach.claimedFromS[y]
                || reach.claimedToT[x]) {
            return Integer.MAX_VALUE;
        }
        if (reach.claimedFromS[x] && reach.claimedToT[y]) {
            return 0;
        }
        return reach.fromS[x] + 1 + reach.toT[y];
    }

    /** A table key: the packed edge codes and the player to move. */
    private record Key(long[] words) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(k.words, words);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(words);
        }
    }
}
