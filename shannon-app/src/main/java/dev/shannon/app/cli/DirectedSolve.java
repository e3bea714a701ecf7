package dev.shannon.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.GameType;
import dev.shannon.switching.Player;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.directed.DirectedAnalysis;
import dev.shannon.switching.directed.DirectedGame;
import dev.shannon.switching.directed.DirectedMove;
import dev.shannon.switching.directed.DirectedRule;
import dev.shannon.switching.directed.DirectedSearch;
import dev.shannon.switching.directed.DirectedVerdict;
import java.util.List;

/**
 * {@code solve --directed RULE}: a directed switching game solved by exact search, printed as a
 * report or as JSON with the shape of the undirected answer (Short's winning moves name their arc).
 */
final class DirectedSolve {
    /** The search budget: positions in the table. About 100 bytes each. */
    static final long MAX_POSITIONS = 2_000_000;
    /** The most edges a directed board may have here: table keys grow with the edges (2 bits each). */
    static final int MAX_EDGES = 200;

    private DirectedSolve() {}

    static DirectedRule rule(String id) {
        try {
            return DirectedRule.byId(id);
        } catch (IllegalArgumentException e) {
            throw new UsageError("--directed: " + e.getMessage());
        }
    }

    static DirectedAnalysis analyze(TerminalGraph board, DirectedRule rule, double seconds) {
        checkSize(board);
        long deadline = seconds >= 1e9 ? Long.MAX_VALUE : System.nanoTime() + (long) (seconds * 1e9);
        try {
            return new DirectedSearch(new DirectedGame(board, rule), MAX_POSITIONS, deadline).analyze();
        } catch (DirectedSearch.LimitExceededException e) {
            throw new UsageError(e.getMessage() + " (limits: " + MAX_POSITIONS + " positions, --time-limit " + seconds
                    + " s); the directed games are solved by search and suit small graphs");
        }
    }

    /** Refuses boards with more than {@link #MAX_EDGES} edges, in one line. */
    static void checkSize(TerminalGraph board) {
        if (board.edgeCount() > MAX_EDGES) {
            throw new UsageError("--directed games are solved by search and take at most " + MAX_EDGES
                    + " edges; this graph has " + board.edgeCount());
        }
    }

    static ObjectNode toJson(TerminalGraph board, DirectedRule rule, DirectedAnalysis a, double millis) {
        Multigraph g = board.graph();
        ObjectNode root = Json.object();
        root.put("game", rule.id());
        root.put("type", a.type().id());
        root.set("shortFirst", verdictJson(a.shortFirst(), g));
        root.set("cutFirst", verdictJson(a.cutFirst(), g));
        root.put("undirectedType", SwitchingSolver.lehman().solve(board).type().id());
        root.put("s", g.name(board.s()));
        root.put("t", g.name(board.t()));
        root.put("vertices", g.vertexCount());
        root.put("edges", g.edgeCount());
        root.put("positions", a.positions());
        root.put("timeMillis", Math.round(millis * 1000) / 1000.0);
        return root;
    }

    private static ObjectNode verdictJson(DirectedVerdict v, Multigraph g) {
        ObjectNode node = Json.object();
        node.put("winner", v.winner().id());
        ArrayNode moves = node.putArray("winningMoves");
        for (DirectedMove m : v.winningMoves()) {
            if (v.toMove() == Player.CUT) {
                moves.add(m.edge());
            } else {
                ObjectNode arc = moves.addObject();
                arc.put("edge", m.edge());
                arc.put("from", g.name(tail(g, m)));
                arc.put("to", g.name(head(g, m)));
            }
        }
        return node;
    }

    static String report(String file, TerminalGraph board, DirectedRule rule, DirectedAnalysis a, double millis) {
        Multigraph g = board.graph();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                "%s: %d vertices, %d edges, s = %s, t = %s; directed game: %s%n",
                FileArguments.displayName(file),
                g.vertexCount(),
                g.edgeCount(),
                g.name(board.s()),
                g.name(board.t()),
                rule.id()));
        sb.append(VerdictText.gameType(a.type()));
        sb.append(line("Short to move", a.shortFirst(), g));
        sb.append(line("Cut to move", a.cutFirst(), g));
        GameType undirected = SwitchingSolver.lehman().solve(board).type();
        sb.append("Undirected game on the same edges: ")
                .append(undirected.id())
                .append(undirected == a.type() ? " (the same)" : " (different)")
                .append('\n');
        sb.append(String.format("Searched %,d positions in %.3f ms.%n", a.positions(), millis));
        return sb.toString();
    }

    private static String line(String label, DirectedVerdict v, Multigraph g) {
        List<DirectedMove> moves = v.winningMoves();
        boolean claims = v.toMove() == Player.SHORT;
        return VerdictText.verdict(
                label,
                v.winner(),
                claims ? "claim" : "deletion",
                moves.size(),
                i -> claims
                        ? arcLabel(g, moves.get(i))
                        : SolveCommand.edgeLabel(g, moves.get(i).edge()));
    }

    static String arcLabel(Multigraph g, DirectedMove m) {
        return m.edge() + " (" + g.name(tail(g, m)) + " → " + g.name(head(g, m)) + ")";
    }

    static int tail(Multigraph g, DirectedMove m) {
        return m.forward() ? g.edgeU(m.edge()) : g.edgeV(m.edge());
    }

    static int head(Multigraph g, DirectedMove m) {
        return m.forward() ? g.edgeV(m.edge()) : g.edgeU(m.edge());
    }
}
