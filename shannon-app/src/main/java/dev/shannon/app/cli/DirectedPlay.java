package dev.shannon.app.cli;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.directed.DirectedComputer;
import dev.shannon.switching.directed.DirectedGame;
import dev.shannon.switching.directed.DirectedMove;
import dev.shannon.switching.directed.DirectedPosition;
import dev.shannon.switching.directed.DirectedRule;
import dev.shannon.switching.directed.DirectedSearch;
import dev.shannon.switching.directed.DirectedVerdict;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;

/**
 * {@code play --directed RULE}: a directed switching game in the terminal against the computer
 * ({@link DirectedComputer}: exact search while the position fits its budget). Short moves are
 * {@code u -> v} or {@code u v} (the arc from u to v) or an edge number (its arc as listed);
 * Cut's are an edge number or its two ends.
 */
final class DirectedPlay {
    private DirectedPlay() {}

    static int run(
            TerminalGraph board, DirectedRule rule, Player human, Player first, BufferedReader in, PrintWriter out)
            throws IOException {
        DirectedSolve.checkSize(board);
        DirectedGame game = new DirectedGame(board, rule);
        Multigraph g = board.graph();
        Player computerSide = human.opponent();
        DirectedComputer computer = new DirectedComputer(game, computerSide, DirectedSolve.MAX_POSITIONS);
        DirectedPosition p = DirectedPosition.start(game, first);
        String lastReason = "the computer has not moved yet";
        out.printf(
                "Directed switching game (%s): %d vertices, %d edges, s = %s, t = %s.%n",
                rule.id(), g.vertexCount(), g.edgeCount(), g.name(board.s()), g.name(board.t()));
        out.printf(
                "You are %s. %s moves first. Short needs a directed path from s to t of claimed arcs.%n",
                human == Player.SHORT ? "Short" : "Cut", first == Player.SHORT ? "Short" : "Cut");
        printBoard(out, p);
        while (p.winner().isEmpty()) {
            if (p.toMove() == computerSide) {
                DirectedComputer.Choice c = computer.move(p);
                lastReason = c.reason();
                p = p.play(c.move());
                out.printf(
                        "Computer (%s) %s %s.%n",
                        computerSide.id(),
                        computerSide == Player.SHORT ? "claims" : "deletes",
                        computerSide == Player.SHORT
                                ? DirectedSolve.arcLabel(g, c.move())
                                : SolveCommand.edgeLabel(g, c.move().edge()));
                continue;
            }
            String cmd = PlayerPrompt.next(out, in);
            if (cmd == null) {
                return ExitCodes.OK;
            }
            switch (cmd) {
                case "" -> {}
                case "board" -> printBoard(out, p);
                case "why" -> out.println(lastReason);
                case "help" ->
                    out.println(
                            "Short: 'u -> v' or 'u v' claims the arc from u to v, an edge number claims it as listed; "
                                    + "Cut: an edge number or its two ends. 'board', 'hint', 'why', 'quit'.");
                case "hint" -> {
                    try {
                        DirectedVerdict v = new DirectedSearch(game, DirectedSolve.MAX_POSITIONS).verdict(p);
                        if (v.winner() != human) {
                            out.println("No move wins against perfect play; the computer wins from here.");
                        } else {
                            StringBuilder sb = new StringBuilder("Winning moves:");
                            for (DirectedMove m : v.winningMoves()) {
                                sb.append(' ')
                                        .append(
                                                human == Player.SHORT
                                                        ? DirectedSolve.arcLabel(g, m)
                                                        : SolveCommand.edgeLabel(g, m.edge()));
                            }
                            out.println(sb);
                        }
                    } catch (DirectedSearch.LimitExceededException e) {
                        out.println("Too large to search from here: " + e.getMessage() + ".");
                    }
                }
                default -> {
                    DirectedMove m = parse(g, p, rule, cmd);
                    if (m == null) {
                        out.println(
                                "? not a free edge or arc you may take: type an edge number or its two ends (see 'board'), or 'help'.");
                        continue;
                    }
                    p = p.play(m);
                }
            }
        }
        Player winner = p.winner().orElseThrow();
        out.println(
                winner == Player.SHORT
                        ? "Short wins: claimed arcs lead from s to t."
                        : "Cut wins: no directed path from s to t is left.");
        out.println(winner == human ? "You win!" : "The computer wins.");
        out.flush();
        return ExitCodes.OK;
    }

    /** The move named by {@code text}, or null if it names none that is legal. */
    static DirectedMove parse(Multigraph g, DirectedPosition p, DirectedRule rule, String text) {
        String[] parts = text.split("\\s+");
        if (parts.length == 3 && parts[1].equals("->")) {
            parts = new String[] {parts[0], parts[2]};
        }
        if (parts.length == 1 && parts[0].matches("\\d{1,9}")) {
            int e = Integer.parseInt(parts[0]);
            return e < g.edgeCount() && p.isFree(e) ? new DirectedMove(e, true) : null;
        }
        if (parts.length != 2) {
            return null;
        }
        int a = g.indexOf(parts[0]);
        int b = g.indexOf(parts[1]);
        boolean cut = p.toMove() == Player.CUT;
        for (int e = 0; e < g.edgeCount(); e++) {
            if (!p.isFree(e)) {
                continue;
            }
            if (g.edgeU(e) == a && g.edgeV(e) == b) {
                return new DirectedMove(e, true);
            }
            if (g.edgeU(e) == b && g.edgeV(e) == a && (cut || rule == DirectedRule.SHORT_ORIENTS)) {
                return new DirectedMove(e, cut || a == b);
            }
        }
        return null;
    }

    private static void printBoard(PrintWriter out, DirectedPosition p) {
        Multigraph g = p.game().board().graph();
        boolean fixed = p.game().rule() == DirectedRule.FIXED;
        StringBuilder sb = new StringBuilder("Edges (* claimed, x deleted):");
        for (int e = 0; e < g.edgeCount(); e++) {
            String mark = p.isDeleted(e) ? "x" : p.isFree(e) ? " " : "*";
            String label;
            if (p.isClaimedBackward(e)) {
                label = e + " (" + g.name(g.edgeV(e)) + "→" + g.name(g.edgeU(e)) + ")";
            } else if (p.isClaimedForward(e) || fixed) {
                label = e + " (" + g.name(g.edgeU(e)) + "→" + g.name(g.edgeV(e)) + ")";
            } else {
                label = SolveCommand.edgeLabel(g, e);
            }
            sb.append(e % 6 == 0 ? "\n  " : "   ").append(String.format("%s%-14s", mark, label));
        }
        out.println(sb);
    }
}
