package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Exact minimax for directed switching games, over claims and (when Short orients) directions.
 * Nothing here relies on a theorem of the game, only on three search devices:
 *
 * <ul>
 * <li><b>Dead arcs.</b> An arc x → y can lie on a directed s→t path of potential arcs only if x is
 * reachable from s and y reaches t; an edge none of whose allowed directions passes that test
 * can never matter (potential arcs only disappear as play goes on), so taking it is a pass, and
 * in a Maker–Breaker game a pass is never better than another move. Dead edges are neither
 * searched nor told apart from deleted ones in the table.</li>
 * <li><b>Transposition table</b> keyed by the live part of the position (2 bits an edge) and the
 * player to move.</li>
 * <li><b>Move ordering</b> by the length of the shortest potential s→t path through the arc;
 * arcs that complete Short's path come first.</li>
 * </ul>
 *
 * Positions are counted; past {@code maxPositions} the search gives up with
 * {@link LimitExceededException} rather than run unbounded.
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
        this.deadline = deadlineNanos;
        this.game = game;
        this.g = game.board().graph();
        this.s = game.board().s();
        this.t = game.board().t();
        this.maxPositions = maxPositions;
        this.reach = new ArcReach(g, game.rule());
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

    private boolean solve(byte[] state, boolean shortToMove) {
        if (reach.shortHasWon(state, s, t)) {
            return true;
        }
        reach.distances(state, s, true);
        if (!reach.reachable(reach.fromS, t)) {
            return false;
        }
        reach.distances(state, t, false);
        int m = state.length;
        // Live free edges with their best (shortest) direction score; completing arcs score 0.
        int[] order = new int[2 * m];
        long[] sortKey = new long[2 * m];
        int count = 0;
        long[] key = new long[(2 * m + 1 + 63) / 64];
        reach.claimed(state, s, true, reach.claimedFromS);
        reach.claimed(state, t, false, reach.claimedToT);
        for (int e = 0; e < m; e++) {
            byte st = state[e];
            int code = st;
            if (st == ArcState.FREE) {
                int u = g.edgeU(e);
                int v = g.edgeV(e);
                int forward = score(u, v);
                int backward = game.rule() == DirectedRule.SHORT_ORIENTS ? score(v, u) : Integer.MAX_VALUE;
                if (forward == Integer.MAX_VALUE && backward == Integer.MAX_VALUE) {
                    code = ArcState.DELETED; // dead: a pass for whoever takes it
                } else if (shortToMove) {
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
            key[2 * e / 64] |= (long) code << (2 * e % 64);
        }
        if (shortToMove) {
            key[2 * m / 64] |= 1L << (2 * m % 64);
        }
        Key k = new Key(key);
        Boolean known = table.get(k);
        if (known != null) {
            return known;
        }
        if (++positions > maxPositions) {
            throw new LimitExceededException("the directed game needs more than " + maxPositions + " positions of search");
        }
        if ((positions & 1023) == 0 && deadline != Long.MAX_VALUE && System.nanoTime() > deadline) {
            throw new LimitExceededException("the directed search ran out of time after " + positions + " positions");
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

    /** The length of the shortest potential s→t path through the arc x → y, 0 if it completes Short's path; MAX_VALUE if dead. */
    private int score(int x, int y) {
        if (!reach.reachable(reach.fromS, x) || !reach.reachable(reach.toT, y)) {
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
