package dev.shannon.switching;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.graph.io.GraphFile;
import java.util.Objects;

/**
 * A multigraph with two marked, distinct vertices s and t: the board of a Shannon switching game.
 */
public record TerminalGraph(Multigraph graph, int s, int t) {
    public TerminalGraph {
        Objects.requireNonNull(graph, "graph");
        int n = graph.vertexCount();
        if (s < 0 || s >= n) {
            throw new IllegalArgumentException("terminal s = " + s + " is not a vertex (0.." + (n - 1) + ")");
        }
        if (t < 0 || t >= n) {
            throw new IllegalArgumentException("terminal t = " + t + " is not a vertex (0.." + (n - 1) + ")");
        }
        if (s == t) {
            throw new IllegalArgumentException("s and t are the same vertex '" + graph.name(s) + "'");
        }
    }

    /** The game on {@code graph} between the vertices called {@code s} and {@code t}. */
    public static TerminalGraph of(Multigraph graph, String s, String t) {
        int si = graph.indexOf(s);
        int ti = graph.indexOf(t);
        if (si < 0) {
            throw new IllegalArgumentException("unknown terminal '" + s + "': no edge touches it");
        }
        if (ti < 0) {
            throw new IllegalArgumentException("unknown terminal '" + t + "': no edge touches it");
        }
        if (si == ti) {
            throw new IllegalArgumentException("s and t are the same vertex '" + s + "'");
        }
        return new TerminalGraph(graph, si, ti);
    }

    /**
     * The game a graph file describes; non-null overrides replace the file's terminals (a
     * {@link dev.shannon.graph.io.GraphFormatException} when a terminal is missing or unknown).
     */
    public static TerminalGraph from(GraphFile file, String sOverride, String tOverride) {
        GraphFile.Terminals terminals = file.terminals(sOverride, tOverride);
        return of(file.graph(), terminals.s(), terminals.t());
    }

    /** This game in the edge-list text format (docs/formats.md): the terminals line, then every edge. */
    public String toText() {
        return EdgeListFormat.write(graph, graph.name(s), graph.name(t));
    }

    public int vertexCount() {
        return graph.vertexCount();
    }

    public int edgeCount() {
        return graph.edgeCount();
    }
}
