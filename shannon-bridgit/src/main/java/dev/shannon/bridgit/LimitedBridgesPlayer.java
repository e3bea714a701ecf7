package dev.shannon.bridgit;

import dev.shannon.graph.UnionFind;
import dev.shannon.switching.defence.Resistance;
import dev.shannon.switching.defence.ThinkBudget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The computer for the limited-bridges game: a depth-limited negamax search with alpha–beta
 * pruning and iterative deepening under a think budget, on the game's exact rules (chains win,
 * threefold repetition and the move cap draw). Positions at the horizon are scored by how many
 * bridges each side still needs along its shortest route (the opponent's minus one's own), ties
 * broken by the resistance ratio of the two sides' networks, which sees every route at once
 * (see {@link dev.shannon.switching.defence.Resistance}).
 *
 * <p>The budget is counted in search nodes, not time ({@link ThinkBudget}): the same position
 * gets the same move on any machine. The wall clock is a hard stop at the budget's cap, checked
 * inside every step (the list of moves, the ordering, each search node), so no move takes longer
 * than the cap on any board.
 *
 * <p>What it guarantees: it takes a winning move whenever one exists and never plays a move after
 * which the opponent can win at once if any move avoids that — found without a depth-2 search
 * ({@link ImmediateWin}), so this holds on every board the clock allows the move list to be made
 * on (up to n = 30 at the default budget); more generally, at the depth it reports it finds every
 * forced win and avoids every forced loss within that many moves. It does not claim perfect play in the moving phase. When
 * the bridges can never run out (2k ≥ the number of crossings) the game is ordinary Bridg-It and
 * it plays the exact {@link PerfectPlayer} instead.
 */
public final class LimitedBridgesPlayer {
    private static final int WIN = 1_000_000;

    /** The chosen move, why, and how deep the search that chose it went. */
    public record Choice(LimitedMove move, String reason, String why, int depth) {
        /** A choice whose reason needs no technical form (it says all there is). */
        Choice(LimitedMove move, String reason, int depth) {
            this(move, reason, reason, depth);
        }
    }

    /** How positions at the search horizon are scored. */
    public enum Evaluation {
        /** Bridges still needed along each side's shortest route, nothing else (the first version, kept for comparison). */
        ROUTES,
        /** Bridges still needed, ties under one bridge broken by the resistance ratio of the two networks. */
        ROUTES_AND_RESISTANCE
    }

    private final ThinkBudget budget;
    private final int maxDepth;
    private final Evaluation evaluation;
    private long deadline;
    private long nodeLimit;
    private long nodes;

    /** A player thinking for about {@code budgetMillis} per move, at most {@code maxDepth} moves ahead (at least 2). */
    public LimitedBridgesPlayer(long budgetMillis, int maxDepth) {
        this(ThinkBudget.ofMillis(Math.max(0, Math.min(budgetMillis, ThinkBudget.MAX_MILLIS))), maxDepth);
    }

    public LimitedBridgesPlayer(ThinkBudget budget, int maxDepth) {
        this(budget, maxDepth, Evaluation.ROUTES_AND_RESISTANCE);
    }

    public LimitedBridgesPlayer(ThinkBudget budget, int maxDepth, Evaluation evaluation) {
        this.budget = budget;
        this.maxDepth = Math.max(2, maxDepth);
        this.evaluation = evaluation;
    }

    public Choice choose(LimitedBridgesGame game) {
        if (game.isOver()) {
            throw new IllegalArgumentException("the game is over: " + game.describeEnding());
        }
        if (2 * game.bridges() >= game.board().crossingCount()) {
            BridgitGame plain = BridgitGame.ofOwners(game.board(), game.ownerArray(), game.toMove());
            ComputerMove m = ComputerPlayer.relentless(budget, 0).choose(plain);
            return new Choice(
                    LimitedMove.place(m.crossing()),
                    "bridges never run out, so this is plain Bridg-It: " + m.reason(),
                    "bridges never run out, so this is plain Bridg-It: " + m.why(),
                    0);
        }
        // The clock runs from here: every step below, the move list included, stops at the cap.
        deadline = System.nanoTime() + budget.wallCapMillis() * 1_000_000L;
        nodeLimit = Long.MAX_VALUE;
        nodes = 0;
        List<LimitedBridgesGame> children = new ArrayList<>();
        List<LimitedBridgesGame> safe = new ArrayList<>();
        try {
            for (LimitedMove m : game.legalMoves()) {
                LimitedBridgesGame child = game.play(m);
                if (child.winner().isPresent()) {
                    return new Choice(m, explain(WIN - 1, 1), technical(WIN - 1, 1), 1);
                }
                children.add(child);
                tick();
            }
            // Depth 2 without the search: the moves after which the opponent cannot win at once.
            for (LimitedBridgesGame child : children) {
                if (!ImmediateWin.available(child)) {
                    safe.add(child);
                }
                tick();
            }
        } catch (OutOfTime stop) {
            LimitedBridgesGame fallback = safe.isEmpty() ? children.get(0) : safe.get(0);
            return new Choice(
                    fallback.lastMove().orElseThrow(),
                    safe.isEmpty()
                            ? "out of time before any search: the first move at hand"
                            : "out of time before any search: a move after which the opponent cannot win at once",
                    0);
        }
        if (safe.isEmpty()) {
            // Every move lets the opponent win at once: the search picks the one that holds out longest.
            safe = children;
        }
        int guaranteed = safe == children ? 1 : 2;
        LimitedBridgesGame best = safe.get(0);
        int bestScore = 0;
        int depthDone = 0;
        try {
            safe = sortedByMover(safe);
            best = safe.get(0);
            for (int depth = 1; depth <= maxDepth; depth++) {
                if (depth == 3) {
                    // Depths 1 and 2 only answer to the clock; deeper ones to the node budget. A node
                    // costs about one pass over the crossings (two route searches and a resistance solve).
                    nodeLimit = nodes
                            + budget.units() / Math.max(1, 4L * game.board().crossingCount());
                }
                int alpha = -WIN - 1;
                LimitedBridgesGame bestHere = null;
                for (LimitedBridgesGame child : safe) {
                    int score = -negamax(child, depth - 1, -WIN - 1, -alpha, 1);
                    if (bestHere == null || score > alpha) {
                        alpha = score;
                        bestHere = child;
                    }
                }
                best = bestHere;
                bestScore = alpha;
                depthDone = depth;
                // Put the best move first for the next, deeper iteration.
                safe.remove(bestHere);
                safe.add(0, bestHere);
                if (Math.abs(bestScore) >= WIN - maxDepth) {
                    break; // a forced result: deeper search cannot change it
                }
            }
        } catch (OutOfTime stop) {
            // The deepest completed iteration's move stands (or the best by the static order).
        }
        int depth = Math.max(depthDone, guaranteed);
        String reason = depthDone == 0
                ? (guaranteed == 2
                        ? "no time for a search on this board: the most promising move at first sight after which the"
                                + " opponent cannot win at once"
                        : "every move lets the opponent win at once")
                : explain(bestScore, depthDone);
        String why = depthDone == 0 ? reason : technical(bestScore, depthDone);
        return new Choice(best.lastMove().orElseThrow(), reason, why, depth);
    }

    /** Counts a unit of work and stops the search when the node budget or the clock cap is spent. */
    private void tick() {
        // The clock at every unit: one unit can be a resistance solve (milliseconds on the 30 × 31 board).
        if (++nodes > nodeLimit || System.nanoTime() > deadline) {
            throw new OutOfTime();
        }
    }

    /** The reason in a player's words: a forced result, or which side is nearer its chain. */
    private static String explain(int score, int depth) {
        if (score >= WIN - depth) {
            int plies = WIN - score;
            return plies <= 1 ? "completes my chain: I win" : "forces a win within " + plies + " moves";
        }
        if (score <= -WIN + depth) {
            return "every move loses within " + depth + " moves if you play well; this one holds out longest";
        }
        String balance = score > 0
                ? "I stay closer to a chain than you"
                : score < 0
                        ? "you are closer to a chain, and this move slows you most"
                        : "we stay equally close to a chain";
        return "looked " + depth + " moves ahead and found no forced win: " + balance;
    }

    /** The same in the search's terms: depth, score, and what the score counts. */
    private static String technical(int score, int depth) {
        if (score >= WIN - depth || score <= -WIN + depth) {
            return "alpha-beta search to depth " + depth + ": a forced result (score " + score + ")";
        }
        return "searched " + depth
                + " moves ahead: no forced result; the best balance of bridges still needed (theirs minus mine: "
                + String.format(Locale.ROOT, "%+.1f", score / 100.0) + ", counting every route)";
    }

    private int negamax(LimitedBridgesGame g, int depth, int alpha, int beta, int ply) {
        tick();
        if (g.isOver()) {
            // The side that just moved either won (bad for the side to move) or drew.
            return g.winner().isPresent() ? -(WIN - ply) : 0;
        }
        if (depth == 0) {
            // The resistance tie-break moves a score by under half a bridge: when the bridges alone
            // put the score outside the window, the decision is the same without it (it costs 60
            // times the route searches on the 8 × 9 board).
            int routes = routeScore(g);
            if (evaluation == Evaluation.ROUTES || routes + 49 <= alpha || routes - 49 >= beta) {
                return routes;
            }
            return routes + tieBreak(g);
        }
        int best = -WIN - 1;
        // Next to the horizon the replies are made one at a time, so a cutoff also saves making the rest.
        Iterable<LimitedBridgesGame> next = depth >= 2
                ? ordered(g)
                : () -> g.legalMoves().stream().map(g::play).iterator();
        for (LimitedBridgesGame child : next) {
            int score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
            if (score > best) {
                best = score;
            }
            if (best > alpha) {
                alpha = best;
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    /**
     * Bridges the opponent still needs minus bridges the side to move still needs, in hundredths,
     * plus a tie-break under one bridge: the log of the resistance ratio of the two networks.
     */
    static int evaluate(LimitedBridgesGame g, Evaluation evaluation) {
        return routeScore(g) + (evaluation == Evaluation.ROUTES ? 0 : tieBreak(g));
    }

    /** Bridges the opponent still needs minus bridges the side to move still needs, in hundredths. */
    private static int routeScore(LimitedBridgesGame g) {
        Side me = g.toMove();
        int mine = Math.min(ShortestRoute.length(g.board(), g.ownerArray(), me), 1000);
        int theirs = Math.min(ShortestRoute.length(g.board(), g.ownerArray(), me.opponent()), 1000);
        return 100 * (theirs - mine);
    }

    /** The log of the resistance ratio of the two networks, in hundredths of a bridge, within ±49. */
    private static int tieBreak(LimitedBridgesGame g) {
        Side me = g.toMove();
        double ratio = Math.log(resistance(g, me.opponent())) - Math.log(resistance(g, me));
        return (int) Math.round(Math.max(-49, Math.min(49, 20 * (Double.isNaN(ratio) ? 0 : ratio))));
    }

    /** The resistance between {@code side}'s goal lines with its bridges as wires and free crossings as one-ohm resistors. */
    private static double resistance(LimitedBridgesGame g, Side side) {
        Board board = g.board();
        byte[] owner = g.ownerArray();
        byte mine = (byte) (side == Side.RED ? 1 : 2);
        UnionFind joined = new UnionFind(board.vertexCount());
        for (int e = 0; e < owner.length; e++) {
            if (owner[e] == mine) {
                joined.union(board.edgeU(side, e), board.edgeV(side, e));
            }
        }
        int[] u = new int[owner.length];
        int[] v = new int[owner.length];
        int k = 0;
        for (int e = 0; e < owner.length; e++) {
            if (owner[e] == 0) {
                u[k] = joined.find(board.edgeU(side, e));
                v[k++] = joined.find(board.edgeV(side, e));
            }
        }
        double r = Resistance.solve(board.vertexCount(), k, u, v, joined.find(Board.S), joined.find(Board.T))
                .resistance();
        return Math.max(r, 1e-9);
    }

    private static List<LimitedBridgesGame> children(LimitedBridgesGame g) {
        List<LimitedBridgesGame> list = new ArrayList<>();
        for (LimitedMove m : g.legalMoves()) {
            list.add(g.play(m));
        }
        return list;
    }

    /** Children with wins first, then by the static score from the mover's point of view. */
    private List<LimitedBridgesGame> ordered(LimitedBridgesGame g) {
        return sortedByMover(children(g));
    }

    /** The positions sorted by the static score of the side that moved into them; each score is a unit of work. */
    private List<LimitedBridgesGame> sortedByMover(List<LimitedBridgesGame> positions) {
        int[] score = new int[positions.size()];
        Integer[] order = new Integer[positions.size()];
        for (int i = 0; i < score.length; i++) {
            tick();
            score[i] = moverScore(positions.get(i));
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingInt((Integer i) -> score[i]).reversed());
        List<LimitedBridgesGame> sorted = new ArrayList<>(score.length);
        for (int i : order) {
            sorted.add(positions.get(i));
        }
        return sorted;
    }

    private int moverScore(LimitedBridgesGame child) {
        if (child.isOver()) {
            return child.winner().isPresent() ? WIN : 0;
        }
        return -evaluate(child, evaluation);
    }
}
