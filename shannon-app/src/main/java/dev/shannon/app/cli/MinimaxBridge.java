package dev.shannon.app.cli;

import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.verify.MinimaxOptions;
import dev.shannon.switching.verify.MinimaxSolver;

/**
 * Runs the brute-force verifier for {@code solve --method minimax}, with its limits: at most
 * {@link MinimaxSolver#MAX_FREE_EDGES} edges and a wall-clock budget, so that a graph too big for
 * brute force gets a clear error instead of a hang.
 */
final class MinimaxBridge {
    private MinimaxBridge() {
    }

    private static final class OutOfTime extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutOfTime() {
            super(null, null, false, false);
        }
    }

    static Analysis analyze(TerminalGraph game, double seconds) {
        return analyze(game, seconds, seconds >= 1e9 ? Long.MAX_VALUE : System.nanoTime() + (long) (seconds * 1e9));
    }

    /** The same under a deadline shared with the rest of the command ({@code seconds} is the limit as given, for the message). */
    static Analysis analyze(TerminalGraph game, double seconds, long deadline) {
        if (game.edgeCount() > MinimaxSolver.MAX_FREE_EDGES) {
            throw new UsageError("--method minimax handles at most " + MinimaxSolver.MAX_FREE_EDGES + " edges; this graph has "
                    + game.edgeCount() + " (use --method lehman)");
        }
        // The visitor sees every solved position: a cheap place to watch the clock.
        MinimaxOptions options = MinimaxOptions.defaults().withVisitor((minor, s, t, toMove, winner) -> {
            if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
                throw new OutOfTime();
            }
        });
        try {
            return MinimaxSolver.analyze(game, options).analysis();
        } catch (OutOfTime e) {
            throw new UsageError("minimax search gave up after the time limit of " + seconds
                    + " s (raise --time-limit, or use --method lehman)");
        }
    }
}
