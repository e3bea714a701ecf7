package dev.shannon.switching.directed;

import dev.shannon.switching.TerminalGraph;
import java.util.Objects;

/**
 * A directed switching game: the board (a multigraph with terminals s and t) and the rule. Under
 * {@link DirectedRule#FIXED} edge e is the arc {@code edgeU(e) → edgeV(e)}; under
 * {@link DirectedRule#SHORT_ORIENTS} the endpoints' order means nothing until Short claims it.
 */
public record DirectedGame(TerminalGraph board, DirectedRule rule) {
    public DirectedGame {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(rule, "rule");
    }

    public int edgeCount() {
        return board.edgeCount();
    }
}
