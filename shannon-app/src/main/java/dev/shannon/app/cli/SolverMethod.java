package dev.shannon.app.cli;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.LehmanSolver;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.flow.FlowSolver;
import dev.shannon.switching.verify.MinimaxOptions;
import dev.shannon.switching.verify.MinimaxSolver;
import dev.shannon.switching.verify.NashWilliamsTutte;

/**
 * The {@code --method} of the commands that decide the switching game ({@code solve},
 * {@code bridgit analyze}): which {@link SwitchingSolver}, held to its limits. A graph too big for
 * the method is refused with a {@link UsageError} naming the limit, never a hang.
 */
public enum SolverMethod {
    lehman,
    minimax,
    flow,
    nwt;

    /** The choices as {@code --method}'s description gives them. */
    public static final String DESCRIPTION =
            "lehman (pebble games, fast), flow (network flow, an independent check; one max-flow basis per edge), minimax (brute-force search; small graphs only) or nwt (Lehman's criterion by trying every vertex set and partition, Nash-Williams–Tutte; at most 10 vertices)";

    /**
     * The method's solver. Every graph it is asked about is first held to the method's limit;
     * {@code tick} runs after each position minimax solves (where a caller watches its clock: it
     * may throw to stop the search).
     */
    public SwitchingSolver solver(Runnable tick) {
        return switch (this) {
            case lehman -> new LehmanSolver();
            case flow ->
                new Limited(new FlowSolver(), this, FlowSolver.MAX_EDGES, false, "edges (it builds a basis per edge)");
            case nwt -> new Limited(new NashWilliamsTutte(), this, NashWilliamsTutte.MAX_VERTICES, true, "vertices");
            case minimax ->
                new Limited(
                        new MinimaxSolver(
                                MinimaxOptions.defaults().withVisitor((g, s, t, toMove, winner) -> tick.run())),
                        this,
                        MinimaxSolver.MAX_FREE_EDGES,
                        false,
                        "edges");
        };
    }

    /** A solver that refuses graphs beyond a limit on vertices or edges before delegating. */
    private record Limited(SwitchingSolver inner, SolverMethod method, int max, boolean vertices, String what)
            implements SwitchingSolver {
        @Override
        public Analysis solve(Multigraph g, int s, int t) {
            check(g);
            return inner.solve(g, s, t);
        }

        @Override
        public int[] winningClaims(Minor minor) {
            check(minor.graph());
            return inner.winningClaims(minor);
        }

        @Override
        public boolean shortWinsWithCutToMove(Minor minor) {
            check(minor.graph());
            return inner.shortWinsWithCutToMove(minor);
        }

        private void check(Multigraph g) {
            int size = vertices ? g.vertexCount() : g.edgeCount();
            if (size > max) {
                throw new UsageError("--method " + method + " handles at most " + max + " " + what + "; this graph has "
                        + size + " (use --method lehman)");
            }
        }
    }
}
