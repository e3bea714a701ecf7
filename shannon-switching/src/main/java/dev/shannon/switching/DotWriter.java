package dev.shannon.switching;

import dev.shannon.graph.Multigraph;

/** Graphviz DOT output: terminals drawn as double circles, claimed edges bold, deleted edges dashed grey. */
public final class DotWriter {
    private DotWriter() {}

    public static String write(TerminalGraph game) {
        return write(game, null);
    }

    public static String write(Position position) {
        return write(position.game(), position);
    }

    private static String write(TerminalGraph game, Position position) {
        Multigraph g = game.graph();
        StringBuilder sb = new StringBuilder("graph shannon {\n  node [shape=circle];\n");
        for (int v = 0; v < g.vertexCount(); v++) {
            sb.append("  ").append(quote(g.name(v)));
            if (v == game.s() || v == game.t()) {
                sb.append(" [shape=doublecircle, xlabel=")
                        .append(v == game.s() ? "\"s\"" : "\"t\"")
                        .append(']');
            }
            sb.append(";\n");
        }
        for (int e = 0; e < g.edgeCount(); e++) {
            sb.append("  ")
                    .append(quote(g.name(g.edgeU(e))))
                    .append(" -- ")
                    .append(quote(g.name(g.edgeV(e))))
                    .append(" [label=\"")
                    .append(e)
                    .append('"');
            if (position != null) {
                EdgeState state = position.state(e);
                if (state == EdgeState.CLAIMED) {
                    sb.append(", penwidth=3");
                } else if (state == EdgeState.DELETED) {
                    sb.append(", style=dashed, color=gray");
                }
            }
            sb.append("];\n");
        }
        return sb.append("}\n").toString();
    }

    private static String quote(String name) {
        return '"' + name.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
