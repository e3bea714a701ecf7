package dev.shannon.app.cli;

import dev.shannon.graph.TerminalGraph;
import dev.shannon.switching.Analysis;

/** Runs the brute-force verifier for {@code solve --method minimax}. */
final class MinimaxBridge {
    private MinimaxBridge() {
    }

    static Analysis analyze(TerminalGraph game) {
        throw new UsageError("--method minimax is not wired yet in this build");
    }
}
