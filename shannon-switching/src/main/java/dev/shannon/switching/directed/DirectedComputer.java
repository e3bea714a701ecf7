package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * A computer player for a directed switching game.
 *
 * <p>It plays perfectly whenever the exact search ({@link DirectedSearch}, one table kept while it
 * lasts) settles the position within its budget. As Short orienting it first searches rooted play
 * ({@link DirectedSearch#rooted}: claims only into the root of another class), which is far
 * smaller and whose wins are wins; the full search comes after. When a search runs out, the computer starts a
 * fresh one, with a fresh budget, once two more rounds have been played (positions only shrink, so
 * late in a large game it becomes exact again); one computer is meant for one game. Beyond that
 * budget it falls back on the
 * undirected game: as Cut, if Cut wins the undirected game on the same position (Short's arcs
 * read as claimed edges), a Lehman winning deletion, or else a deletion after which he wins the
 * undirected game on the edges Short can still use — both perfect, since a directed path is an
 * undirected one; as Short, an arc that completes his path, else a Lehman winning claim that this
 * bound does not refute and that is no shortcut (a pass), preferably
 * directed into the root of the other class of his arcs (so that every class stays an
 * out-arborescence) and passing the rooted bound ({@link RootedBound}), and surviving both bounds
 * one round further ({@link BoundLookahead}) — a
 * heuristic, not a strategy: see docs/directed.md for how often it holds. Otherwise it takes the
 * arc on the shortest potential s→t path.
 */
public final class DirectedComputer {
    private final DirectedGame game;
    /** Asked about the undirected shadow when the position is too large to search. */
    private final SwitchingSolver undirectedSolver = SwitchingSolver.lehman();

    private final Player side;
    private final long maxPositions;
    /** Only for Lehman's bound, which never searches (its position count stays 0). */
    private final DirectedSearch bound;

    private final BoundLookahead lookahead;
    private DirectedSearch search;
    /** As Short orienting: the search of the rooted game, whose wins are wins (null otherwise). */
    private DirectedSearch rootedSearch;

    private final RootedBound rootedBound;
    /** Free edges when a search last ran out; the next search waits until this many fewer remain. */
    private int freeAtFailure = Integer.MAX_VALUE;

    private int rootedFreeAtFailure = Integer.MAX_VALUE;
    private static final int RETRY_AFTER = 4;
    /** How many ranked claims the fallback looks at one round further (each costs up to 2m² bounds). */
    private static final int LOOKAHEAD_CANDIDATES = 6;
    /** Bound evaluations the look-ahead may spend on one move (each a (2,2) pebble game). */
    private static final long LOOKAHEAD_BUDGET = 20_000;

    /** What the computer plays and why. */
    public record Choice(DirectedMove move, String reason) {}

    public DirectedComputer(DirectedGame game, Player side, long maxPositions) {
        this.game = game;
        this.side = side;
        this.maxPositions = maxPositions;
        this.search = new DirectedSearch(game, maxPositions);
        this.bound = new DirectedSearch(game, 0);
        boolean rooted = side == Player.SHORT && game.rule() == DirectedRule.SHORT_ORIENTS;
        this.rootedSearch = rooted ? DirectedSearch.rooted(game, maxPositions, Long.MAX_VALUE) : null;
        this.rootedBound = rooted ? new RootedBound(game) : null;
        this.lookahead = new BoundLookahead(bound, rootedBound);
    }

    public Player side() {
        return side;
    }

    public Choice move(DirectedPosition p) {
        if (p.toMove() != side || p.winner().isPresent()) {
            throw new IllegalArgumentException("not the computer's turn");
        }
        List<DirectedMove> moves = p.legalMoves();
        int free = 0;
        for (int e = 0; e < game.edgeCount(); e++) {
            free += p.isFree(e) ? 1 : 0;
        }
        if (rootedSearch != null && free <= rootedFreeAtFailure - RETRY_AFTER && bound.boundLeavesShortAChance(p)) {
            // Rooted play first: far smaller, and a rooted win is a win. (Where Lehman's bound is
            // Cut's, Short has lost and there is nothing to prove.)
            try {
                if (rootedSearch.shortWins(p)) {
                    for (DirectedMove m : moves) {
                        if (rootedSearch.isRootedClaim(p.states(), m) && rootedSearch.shortWins(p.play(m))) {
                            return new Choice(
                                    m,
                                    "exact search of rooted play: this claim keeps a forced win with every class an out-arborescence");
                        }
                    }
                }
            } catch (DirectedSearch.LimitExceededException tooBig) {
                // The full game is larger still: do not spend a second budget on it this move.
                rootedFreeAtFailure = free;
                freeAtFailure = Math.min(freeAtFailure, free);
                rootedSearch = DirectedSearch.rooted(game, maxPositions, Long.MAX_VALUE);
            }
        }
        if (free <= freeAtFailure - RETRY_AFTER) {
            try {
                boolean wins = search.shortWins(p) == (side == Player.SHORT);
                if (wins) {
                    for (DirectedMove m : moves) {
                        if (search.shortWins(p.play(m)) == (side == Player.SHORT)) {
                            return new Choice(m, "exact search: this move keeps a forced win");
                        }
                    }
                }
                // Lost against perfect play: any move, but prefer one that makes the opponent work.
                return new Choice(
                        bestByPath(p, moves),
                        "exact search: every move loses against perfect play; playing on the shortest path");
            } catch (DirectedSearch.LimitExceededException tooBig) {
                freeAtFailure = free;
                search = new DirectedSearch(game, maxPositions);
            }
        }
        return fallback(p, moves);
    }

    private Choice fallback(DirectedPosition p, List<DirectedMove> moves) {
        Verdict undirected = undirectedSolver.verdict(shadow(p));
        if (side == Player.CUT) {
            if (undirected.winner() == Player.CUT) {
                for (int e : undirected.winningMoves()) {
                    if (p.isFree(e)) {
                        return new Choice(
                                new DirectedMove(e, true),
                                "Cut wins the undirected game here (Lehman), so the directed one too");
                    }
                }
            }
            for (DirectedMove m : moves) {
                if (!bound.boundLeavesShortAChance(p.play(m))) {
                    return new Choice(
                            m,
                            "after this deletion Cut wins the undirected game on the edges Short can still use (Lehman), so the directed one too");
                }
            }
        } else {
            for (DirectedMove m : moves) {
                if (p.play(m).winner().orElse(Player.CUT) == Player.SHORT) {
                    return new Choice(m, "this claim completes a directed path from s to t");
                }
            }
        }
        if (side == Player.SHORT && undirected.winner() == Player.SHORT && undirected.winningMoveCount() > 0) {
            DirectedMove m = rootedClaim(p, undirected.winningMoves());
            if (m != null) {
                return new Choice(
                        m,
                        "too large to search: a Lehman winning claim that Lehman's bound does not refute, directed into the root of the other class, looked at one round ahead (heuristic)");
            }
        }
        return new Choice(bestByPath(p, moves), "too large to search: the arc on the shortest potential path");
    }

    /** The undirected position with the same claimed and deleted edges. */
    private Position shadow(DirectedPosition p) {
        List<Integer> claimed = new ArrayList<>();
        List<Integer> deleted = new ArrayList<>();
        for (int e = 0; e < game.edgeCount(); e++) {
            if (p.isDeleted(e)) {
                deleted.add(e);
            } else if (!p.isFree(e)) {
                claimed.add(e);
            }
        }
        return Position.of(
                game.board(),
                claimed.stream().mapToInt(Integer::intValue).toArray(),
                deleted.stream().mapToInt(Integer::intValue).toArray(),
                p.toMove());
    }

    /**
     * Among Lehman's winning claims, in the directions after which Lehman's bound (the undirected
     * game on the edges Short can still use) leaves Short a chance, the arc on the shortest usable
     * s→t path that enters the other class of claimed arcs at its root (a vertex no claimed arc
     * enters), never s's class: so every class stays an out-arborescence, which a path entering at
     * the root crosses like a single vertex (docs/directed.md). If no such arc enters a root, the
     * shortest-path one; null if the bound refutes them all.
     */
    private DirectedMove rootedClaim(DirectedPosition p, int[] claims) {
        Multigraph g = game.board().graph();
        ArcReach reach = new ArcReach(g, game.rule());
        byte[] state = p.states();
        reach.freeDistances(state, game.board().s(), true);
        reach.freeDistances(state, game.board().t(), false);
        reach.claimed(state, game.board().s(), true, reach.claimedFromS);
        reach.claimed(state, game.board().t(), false, reach.claimedToT);
        boolean[] entered = new boolean[g.vertexCount()];
        UnionFind classes = new UnionFind(g.vertexCount());
        for (int e = 0; e < g.edgeCount(); e++) {
            if (p.isClaimedForward(e) || p.isClaimedBackward(e)) {
                entered[p.isClaimedForward(e) ? g.edgeV(e) : g.edgeU(e)] = true;
                classes.union(g.edgeU(e), g.edgeV(e));
            }
        }
        int s = game.board().s();
        List<long[]> ranked = new ArrayList<>(); // {rooted ? 0 : 1, length, edge, forward}
        for (int e : claims) {
            if (!p.isFree(e)) {
                continue;
            }
            for (boolean forward :
                    game.rule() == DirectedRule.SHORT_ORIENTS ? new boolean[] {true, false} : new boolean[] {true}) {
                int x = forward ? g.edgeU(e) : g.edgeV(e);
                int y = forward ? g.edgeV(e) : g.edgeU(e);
                long length = pathThrough(reach, x, y);
                if (length == Long.MAX_VALUE || !bound.boundLeavesShortAChance(p.play(new DirectedMove(e, forward)))) {
                    continue; // a sure loss: after it Cut wins the undirected game on the live edges
                }
                boolean rooted = !entered[y] && !classes.connected(y, s) && !classes.connected(x, y);
                // Rooted claims after which rooted play can still win (its bound) first, then other rooted ones.
                int rank = rooted
                        ? rootedBound != null && rootedBound.leavesShortAChance(p.play(new DirectedMove(e, forward)))
                                ? 0
                                : 1
                        : 2;
                // At equal length, a claim that grows s's or t's class before one between two floating classes.
                long anchored = reach.claimedFromS[x] || reach.claimedToT[y] ? 0 : 1;
                ranked.add(new long[] {rank, 2 * length + anchored, e, forward ? 1 : 0});
            }
        }
        if (ranked.isEmpty()) {
            return null;
        }
        ranked.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        // The first few in that order, looked at one round further; else the first.
        lookahead.allow(LOOKAHEAD_BUDGET);
        for (int i = 0; i < Math.min(LOOKAHEAD_CANDIDATES, ranked.size()); i++) {
            DirectedMove m = new DirectedMove((int) ranked.get(i)[2], ranked.get(i)[3] == 1);
            Boolean passes = lookahead.survivesARound(p.play(m));
            if (passes == null) {
                break; // too large to look further: the first in order
            }
            if (passes) {
                return m;
            }
        }
        return new DirectedMove((int) ranked.get(0)[2], ranked.get(0)[3] == 1);
    }

    /**
     * The length of the shortest usable s→t path through the arc x → y; MAX_VALUE if the arc is
     * dead: x unreachable from s, y unable to reach t, or a shortcut (y already reached from s,
     * or x already reaching t, by Short's arcs) — claiming it would be a pass.
     */
    private static long pathThrough(ArcReach reach, int x, int y) {
        if (!reach.reachable(reach.fromS, x)
                || !reach.reachable(reach.toT, y)
                || reach.claimedFromS[y]
                || reach.claimedToT[x]) {
            return Long.MAX_VALUE;
        }
        return (long) reach.fromS[x] + reach.toT[y];
    }

    private DirectedMove bestByPath(DirectedPosition p, List<DirectedMove> moves) {
        Multigraph g = game.board().graph();
        ArcReach reach = new ArcReach(g, game.rule());
        byte[] state = p.states();
        reach.freeDistances(state, game.board().s(), true);
        reach.freeDistances(state, game.board().t(), false);
        reach.claimed(state, game.board().s(), true, reach.claimedFromS);
        reach.claimed(state, game.board().t(), false, reach.claimedToT);
        DirectedMove best = moves.get(0);
        long bestLength = Long.MAX_VALUE;
        for (DirectedMove m : moves) {
            int e = m.edge();
            int x = m.forward() ? g.edgeU(e) : g.edgeV(e);
            int y = m.forward() ? g.edgeV(e) : g.edgeU(e);
            long length = pathThrough(reach, x, y);
            if (p.toMove() == Player.CUT && game.rule() == DirectedRule.SHORT_ORIENTS) {
                length = Math.min(length, pathThrough(reach, y, x));
            }
            if (length < bestLength) {
                bestLength = length;
                best = m;
            }
        }
        return best;
    }
}
