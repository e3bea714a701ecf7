package dev.shannon.switching;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.VertexNames;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.graph.io.GraphFile;
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
 * A graph read from graph6 may have vertices that no edge touches, which an edge list cannot
 * name; the optional field {@code isolated} lists them, so that such a game (a terminal on no
 * edge: Cut has won before the first move) can be written and read back.
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
        RecordText r = RecordText.parse(text, GAME, Set.of("first", "moves", "isolated"), Set.of("graph"));
        TerminalGraph g;
        try {
            g = readGraph(
                    r.requiredBlock("graph"), r.field("isolated").orElse("").strip());
        } catch (GraphFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        Player first = Player.parse(r.field("first").orElse("short"));
        String list = r.field("moves").orElse("").strip();
        int[] moves = list.isEmpty()
                ? new int[0]
                : Arrays.stream(list.split("\\s+")).mapToInt(t -> edge(t, g)).toArray();
        return new SwitchingRecord(g, first, moves);
    }

    /** The graph block, plus the vertices on no edge (appended after the others, in the order given). */
    private static TerminalGraph readGraph(String block, String isolated) {
        GraphFile file = EdgeListFormat.read("graph", block);
        if (isolated.isEmpty()) {
            return TerminalGraph.from(file, null, null);
        }
        Multigraph edges = file.graph();
        Multigraph.Builder b = Multigraph.builder();
        for (int v = 0; v < edges.vertexCount(); v++) {
            b.addVertex(edges.name(v));
        }
        for (int e = 0; e < edges.edgeCount(); e++) {
            b.addEdge(edges.edgeU(e), edges.edgeV(e));
        }
        for (String name : isolated.split("\\s+")) {
            if (edges.indexOf(name) >= 0) {
                throw new IllegalArgumentException("isolated: vertex '" + name + "' is on an edge");
            }
            if (VertexNames.problem(name) != null || name.contains("#") || name.contains("=")) {
                throw new IllegalArgumentException("isolated: '" + name + "' is not a vertex name");
            }
            b.addVertex(name);
        }
        Multigraph g = b.build();
        if (file.s() == null || file.t() == null) {
            throw new IllegalArgumentException("graph: missing the line 'terminals S T'");
        }
        for (String terminal : new String[] {file.s(), file.t()}) {
            if (g.indexOf(terminal) < 0) {
                throw new IllegalArgumentException(
                        "graph: unknown terminal '" + terminal + "': neither on an edge nor isolated");
            }
        }
        return TerminalGraph.of(g, file.s(), file.t());
    }

    private static int edge(String token, TerminalGraph g) {
        if (!token.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("moves: '" + token + "' is not an edge number");
        }
        int e = Integer.parseInt(token);
        if (e >= g.edgeCount()) {
            throw new IllegalArgumentException(
                    "moves: no edge " + e + " (the graph's edges are 0.." + (g.edgeCount() - 1) + ")");
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
        RecordText.Writer w =
                new RecordText.Writer(GAME).field("first", first.id()).block("graph", graph.toText());
        String isolated = isolatedVertices(graph.graph());
        if (!isolated.isEmpty()) {
            w.field("isolated", isolated);
        }
        return w.field("moves", list.toString()).toString();
    }

    private static String isolatedVertices(Multigraph g) {
        StringBuilder sb = new StringBuilder();
        for (int v = 0; v < g.vertexCount(); v++) {
            if (g.incidenceCount(v) == 0) {
                sb.append(sb.length() == 0 ? "" : " ").append(g.name(v));
            }
        }
        return sb.toString();
    }

    /** The position after the moves; throws IllegalArgumentException naming the first illegal one. */
    public Position position() {
        Position p = Position.start(graph, first);
        for (int i = 0; i < moves.length; i++) {
            try {
                p = p.play(moves[i]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        "move " + (i + 1) + " (edge " + moves[i] + "): " + e.getMessage(), e);
            }
        }
        return p;
    }
}
