package dev.shannon.bridgit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The computer for the limited-bridges game: a depth-limited negamax search with alpha–beta
 * pruning and iterative deepening under a time budget, on the game's exact rules (chains win,
 * threefold repetition and the move cap draw). Positions at the horizon are scored by how many
 * bridges each side still needs along its shortest route (the opponent's minus one's own).
 *
 * <p>What it guarantees: depth 2 is always completed, so it takes a winning move whenever one
 * exists and never plays a move after which the opponent can win at once if any move avoids
 * that; more generally, at the depth it reports it finds every forced win and avoids every
 * forced loss within that many moves. It does not claim perfect play in the moving phase. When
 * the bridges can never run out (2k ≥ the number of crossings) the game is ordinary Bridg-It and
 * it plays the exact {@link PerfectPlayer} instead.
 */
public final class LimitedBridgesPlayer {
    private static final int WIN = 1_000_000;

    /** The chosen move, why, and how deep the search that chose it went. */
    public record Choice(LimitedMove move, String reason, int depth) {
    }

    private final long budgetNanos;
    private final int maxDepth;
    private long deadline;
    private long nodes;

    /** A player thinking for about {@code budgetMillis} per move, at most {@code maxDepth} moves ahead (at least 2). */
    public LimitedBridgesPlayer(long budgetMillis, int maxDepth) {
        this.budgetNanos = Math.max(0, budgetMillis) * 1_000_000L;
        this.maxDepth = Math.max(2, maxDepth);
    }

    public Choice choose(LimitedBridgesGame game) {
        if (game.isOver()) {
            throw new IllegalArgumentException("the game is over: " + game.describeEnding());
        }
        if (2 * game.bridges() >= game.board().crossingCount()) {
            BridgitGame plain = BridgitGame.ofOwners(game.board(), game.ownerArray(), game.toMove());
            ComputerMove m = ComputerPlayer.perfect().choose(plain);
            return new Choice(LimitedMove.place(m.crossing()), "bridges never run out, so this is plain Bridg-It: " + m.reason(), 0);
        }
        List<LimitedBridgesGame> children = ordered(game);
        LimitedBridgesGame best = children.get(0);
        int bestScore = 0;
        int depthDone = 0;
        deadline = Long.MAX_VALUE;
        for (int depth = 1; depth <= maxDepth; depth++) {
            if (depth > 2) {
                deadline = System.nanoTime() + budgetNanos;
            }
            try {
                int alpha = -WIN - 1;
                LimitedBridgesGame bestHere = null;
                for (LimitedBridgesGame child : children) {
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
                children.remove(bestHere);
                children.add(0, bestHere);
                if (Math.abs(bestScore) >= WIN - maxDepth) {
                    break; // a forced result: deeper search cannot change it
                }
            } catch (OutOfTime stop) {
                break;
            }
        }
        return new Choice(best.lastMove().orElseThrow(), explain(bestScore, depthDone), depthDone);
    }

    private static String explain(int score, int depth) {
        if (score >= WIN - depth) {
            int plies = WIN - score;
            return plies <= 1 ? "completes my chain: I win" : "forces a win within " + plies + " moves";
        }
        if (score <= -WIN + depth) {
            return "every move loses against best play within " + depth + " moves; this one holds out longest";
        }
        return "searched " + depth + " moves ahead: no forced result; best balance of bridges still needed (mine vs. theirs, "
                + (score >= 0 ? "+" : "") + score + ")";
    }

    private int negamax(LimitedBridgesGame g, int depth, int alpha, int beta, int ply) {
        if ((++nodes & 1023) == 0 && System.nanoTime() > deadline) {
            throw new OutOfTime();
        }
        if (g.isOver()) {
            // The side that just moved either won (bad for the side to move) or drew.
            return g.winner().isPresent() ? -(WIN - ply) : 0;
        }
        if (depth == 0) {
            return evaluate(g);
        }
        int best = -WIN - 1;
        for (LimitedBridgesGame child : depth >= 2 ? ordered(g) : children(g)) {
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

    /** Bridges the opponent still needs minus bridges the side to move still needs. */
    static int evaluate(LimitedBridgesGame g) {
        Side me = g.toMove();
        int mine = Math.min(ShortestRoute.length(g.board(), g.ownerArray(), me), 1000);
        int theirs = Math.min(ShortestRoute.length(g.board(), g.ownerArray(), me.opponent()), 1000);
        return theirs - mine;
    }

    private static List<LimitedBridgesGame> children(LimitedBridgesGame g) {
        List<LimitedBridgesGame> list = new ArrayList<>();
        for (LimitedMove m : g.legalMoves()) {
            list.add(g.play(m));
        }
        return list;
    }

    /** Children with wins first, then by the static score from the mover's point of view. */
    private static List<LimitedBridgesGame> ordered(LimitedBridgesGame g) {
        List<LimitedBridgesGame> list = children(g);
        list.sort(Comparator.comparingInt(LimitedBridgesPlayer::moverScore).reversed());
        return list;
    }

    private static int moverScore(LimitedBridgesGame child) {
        if (child.isOver()) {
            return child.winner().isPresent() ? WIN : 0;
        }
        return -evaluate(child);
    }

    private static final class OutOfTime extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutOfTime() {
            super(null, null, false, false);
        }
    }
}
