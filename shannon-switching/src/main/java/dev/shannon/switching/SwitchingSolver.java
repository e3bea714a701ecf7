package dev.shannon.switching;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;

/**
 * An exact solver of the Shannon switching game: both verdicts (Short to move, Cut to move) and
 * every winning move, as one {@link Analysis}. The implementations answer the same question by
 * different means and must agree to the last winning move: {@link LehmanSolver} (pebble games,
 * the fast one), {@code flow.FlowSolver} (network flow), {@code verify.MinimaxSolver} (brute-force
 * search, no theorem) and {@code verify.NashWilliamsTutte} (Lehman's criterion by enumerating
 * vertex sets and partitions, tiny graphs). Each has its own size limit.
 *
 * <p>Besides the whole analysis, the two questions most callers really ask have methods of their
 * own, so that a solver can answer them for less: the winning claims with Short to move
 * ({@link #winningClaims(Minor)}: Bridg-It's ✓ marks, a computer player's choice) and whether
 * Short wins with Cut to move ({@link #shortWinsWithCutToMove(Minor)}: Lehman's criterion itself).
 * Both take the {@link Minor} a position leaves to play on. Callers that are not given a solver
 * use {@link #lehman()}.
 */
public interface SwitchingSolver {
    /**
     * Both verdicts on {@code g} with every edge free and terminals {@code s}, {@code t} (s = t:
     * Short has already won; s and t apart: Cut has, and every deletion "wins"). Moves are edge
     * indices of {@code g}, ascending.
     */
    Analysis solve(Multigraph g, int s, int t);

    /** Both verdicts for the position's free edges, whoever is to move in it; moves are original edge indices. */
    default Analysis solve(Position position) {
        Minor minor = position.minor();
        Analysis local = solve(minor.graph(), minor.s(), minor.t());
        return new Analysis(
                local.type(),
                local.shortFirst().onOriginalEdges(minor.originalEdge()),
                local.cutFirst().onOriginalEdges(minor.originalEdge()));
    }

    /** Both verdicts at the start of the game on {@code game}. */
    default Analysis solve(TerminalGraph game) {
        return solve(game.graph(), game.s(), game.t());
    }

    /**
     * With Short to move on the minor's graph (every edge free): the edges whose claim wins for
     * Short, as original edges ({@link Minor#originalEdge()}), ascending; empty when Short loses
     * (and when s and t are apart). The Short-to-move half of {@link #solve(Multigraph, int, int)}:
     * a solver may skip Cut's deletions, which can cost a recomputation per edge.
     *
     * @throws IllegalArgumentException if the minor's terminals are merged (Short has already won)
     */
    default int[] winningClaims(Minor minor) {
        requireApart(minor);
        return solve(minor.graph(), minor.s(), minor.t())
                .shortFirst()
                .onOriginalEdges(minor.originalEdge())
                .winningMoves();
    }

    /**
     * With Cut to move on the minor's graph (every edge free): does Short win? True once the
     * terminals are merged, false while they are apart. By Lehman's theorem this is the question
     * every other reduces to.
     */
    default boolean shortWinsWithCutToMove(Minor minor) {
        return solve(minor.graph(), minor.s(), minor.t()).cutFirst().winner() == Player.SHORT;
    }

    /** The verdict for the player to move in {@code position}; with Short to move only the claims are computed. */
    default Verdict verdict(Position position) {
        Minor minor = position.minor();
        if (position.toMove() == Player.CUT) {
            return solve(minor.graph(), minor.s(), minor.t()).cutFirst().onOriginalEdges(minor.originalEdge());
        }
        if (minor.terminalsMerged()) {
            return new Verdict(Player.SHORT, Player.SHORT, new int[0]);
        }
        int[] claims = winningClaims(minor);
        return new Verdict(Player.SHORT, claims.length > 0 ? Player.SHORT : Player.CUT, claims);
    }

    /** Lehman's solver (pebble games): the default wherever a caller is not given a solver. */
    static SwitchingSolver lehman() {
        return LehmanSolver.INSTANCE;
    }

    /** Refuses a minor whose terminals are merged: there is no move left to win with. */
    private static void requireApart(Minor minor) {
        if (minor.terminalsMerged()) {
            throw new IllegalArgumentException("s and t are already joined");
        }
    }
}
