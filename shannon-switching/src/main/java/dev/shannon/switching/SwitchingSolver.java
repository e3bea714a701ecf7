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
}
