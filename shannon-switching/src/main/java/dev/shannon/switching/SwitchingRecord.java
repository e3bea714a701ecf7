package dev.shannon.switching;

import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.graph.io.GraphFormatException;
import dev.shannon.graph.io.RecordText;

import java.util.Arrays;
import java.util.Objects;
import java.util.Set;

/**
 * A switching-game record (docs/records.md): the graph with its terminals in the edge-list text
 * form, who moved first, and the edges taken in order, by their number (0 for the first edge line).
 * <pre>
 * shannon-record switching
 * first short
 * graph
 * terminals s t
 * s a
 * a t
 * end
 * moves 0 1
 * </pre>
 */
public record SwitchingRecord(TerminalGraph graph, Player first, int[] moves) {
    public static final String GAME = "switching";

    public SwitchingRecord {
        Objects.requireNonNull(graph, "graph");
        Objects.requireNonNull(first, "first");
        moves = moves.clone();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    public static SwitchingRecord parse(String text) {
        RecordText r = RecordText.parse(text, GAME, Set.of("first", "moves"), Set.of("graph"));
        TerminalGraph g;
        try {
            g = TerminalGraph.from(EdgeListFormat.read("graph", r.requiredBlock("graph")), null, null);
        } catch (GraphFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        Player first = Player.parse(r.field("first").orElse("short"));
        String list = r.field("moves").orElse("").strip();
        int[] moves = list.isEmpty() ? new int[0] : Arrays.stream(list.split("\\s+")).mapToInt(t -> edge(t, g)).toArray();
        return new SwitchingRecord(g, first, moves);
    }

    private static int edge(String token, TerminalGraph g) {
        if (!token.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("moves: '" + token + "' is not an edge number");
        }
        int e = Integer.parseInt(token);
        if (e >= g.edgeCount()) {
            throw new IllegalArgumentException("moves: no edge " + e + " (the graph's edges are 0.." + (g.edgeCount() - 1) + ")");
        }
        return e;
    }

    /** The record of the game that reached {@code p} by {@code moves} (edges in order) from {@code first}. */
    public static SwitchingRecord of(TerminalGraph graph, Player first, int[] moves) {
        return new SwitchingRecord(graph, first, moves);
    }

    public String format() {
        StringBuilder list = new StringBuilder();
        for (int e : moves) {
            list.append(list.length() == 0 ? "" : " ").append(e);
        }
        return new RecordText.Writer(GAME).field("first", first.id()).block("graph", graph.toText())
                .field("moves", list.toString()).toString();
    }

    /** The position after the moves; throws IllegalArgumentException naming the first illegal one. */
    public Position position() {
        Position p = Position.start(graph, first);
        for (int i = 0; i < moves.length; i++) {
            try {
                p = p.play(moves[i]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("move " + (i + 1) + " (edge " + moves[i] + "): " + e.getMessage(), e);
            }
        }
        return p;
    }
}
