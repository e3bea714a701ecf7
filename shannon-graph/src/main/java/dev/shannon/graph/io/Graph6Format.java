package dev.shannon.graph.io;

import dev.shannon.graph.Multigraph;

/**
 * graph6 (McKay's format for simple graphs): a size header, then the upper triangle of the
 * adjacency matrix column by column, six bits a printable character (63..126). Vertices are
 * named "0".."n-1"; edges come in the format's order, (i, j) with j ascending, then i.
 * Isolated vertices are kept, so that indices given with --s/--t keep their meaning.
 */
public final class Graph6Format {
    private static final String HEADER = ">>graph6<<";

    private Graph6Format() {}

    public static Multigraph read(String source, String text) {
        return read(source, text, GraphLimits.DEFAULT);
    }

    public static Multigraph read(String source, String text, GraphLimits limits) {
        String g6 = text.strip();
        if (g6.startsWith(HEADER)) {
            g6 = g6.substring(HEADER.length());
        }
        if (g6.isEmpty()) {
            throw new GraphFormatException(source + ": empty graph6 string");
        }
        if (g6.indexOf('\n') >= 0) {
            throw new GraphFormatException(source + ": graph6 input holds more than one graph (one per file)");
        }
        for (int i = 0; i < g6.length(); i++) {
            char c = g6.charAt(i);
            if (c < 63 || c > 126) {
                throw new GraphFormatException(source + ": invalid graph6 character '" + c + "' at position " + (i + 1)
                        + " (allowed: '?' to '~')");
            }
        }
        long n;
        int pos;
        if (g6.charAt(0) != 126) {
            n = g6.charAt(0) - 63;
            pos = 1;
        } else if (g6.length() >= 2 && g6.charAt(1) != 126) {
            n = bits(source, g6, 1, 3);
            pos = 4;
        } else {
            n = bits(source, g6, 2, 6);
            pos = 8;
        }
        if (n > limits.maxVertices()) {
            throw new GraphFormatException(
                    source + ": graph too large: " + n + " vertices (the limit is " + limits.maxVertices() + ")");
        }
        int vertices = (int) n;
        long pairs = (long) vertices * (vertices - 1) / 2;
        long needed = (pairs + 5) / 6;
        if (g6.length() - pos != needed) {
            throw new GraphFormatException(source + ": graph6 body has " + (g6.length() - pos) + " characters, "
                    + vertices + " vertices need " + needed);
        }
        Multigraph.Builder builder = Multigraph.builder();
        for (int v = 0; v < vertices; v++) {
            builder.addVertex(Integer.toString(v));
        }
        long k = 0;
        for (int j = 1; j < vertices; j++) {
            for (int i = 0; i < j; i++, k++) {
                int c = g6.charAt(pos + (int) (k / 6)) - 63;
                if ((c >> (5 - (int) (k % 6)) & 1) != 0) {
                    limits.checkEdges(source, builder.edgeCount() + 1);
                    builder.addEdge(i, j);
                }
            }
        }
        // No edges is a graph like any other here: graph6 names its vertices, so the terminals exist.
        return builder.build();
    }

    private static long bits(String source, String g6, int from, int count) {
        if (g6.length() < from + count) {
            throw new GraphFormatException(source + ": truncated graph6 size header");
        }
        long n = 0;
        for (int i = 0; i < count; i++) {
            n = (n << 6) | (g6.charAt(from + i) - 63);
        }
        return n;
    }

    /** Writes a simple graph on vertices 0..n-1 (names ignored; loops and parallel edges rejected). */
    public static String write(Multigraph g) {
        int n = g.vertexCount();
        boolean[][] adj = new boolean[n][n];
        for (int e = 0; e < g.edgeCount(); e++) {
            int a = g.edgeU(e);
            int b = g.edgeV(e);
            if (a == b || adj[a][b]) {
                throw new IllegalArgumentException(
                        "graph6 holds only simple graphs: edge " + e + " is a " + (a == b ? "loop" : "parallel edge"));
            }
            adj[a][b] = adj[b][a] = true;
        }
        StringBuilder sb = new StringBuilder();
        if (n < 63) {
            sb.append((char) (n + 63));
        } else if (n < 258048) {
            sb.append((char) 126);
            for (int shift = 12; shift >= 0; shift -= 6) {
                sb.append((char) (((n >> shift) & 63) + 63));
            }
        } else {
            sb.append((char) 126).append((char) 126);
            for (int shift = 30; shift >= 0; shift -= 6) {
                sb.append((char) ((((long) n >> shift) & 63) + 63));
            }
        }
        int acc = 0;
        int count = 0;
        for (int j = 1; j < n; j++) {
            for (int i = 0; i < j; i++) {
                acc = (acc << 1) | (adj[i][j] ? 1 : 0);
                if (++count == 6) {
                    sb.append((char) (acc + 63));
                    acc = 0;
                    count = 0;
                }
            }
        }
        if (count > 0) {
            sb.append((char) ((acc << (6 - count)) + 63));
        }
        return sb.toString();
    }
}
