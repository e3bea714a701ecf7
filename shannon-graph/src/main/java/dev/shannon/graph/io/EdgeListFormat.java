package dev.shannon.graph.io;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.VertexNames;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;

/**
 * The switching-game text format (docs/formats.md, "Text form"): one edge per line {@code u v}, one line
 * {@code terminals S T}, {@code #} starts a comment, blank lines are ignored. Names are any
 * tokens without spaces, {@code #}, {@code =} or control characters (NUL, ESC, …: a name is
 * printed back in messages and drawings, where those would do harm), and valid Unicode
 * ({@link VertexNames}). Edges are indexed in input order; vertices in
 * order of first appearance. Parallel edges and loops are allowed.
 *
 * <p>A line {@code u -> v} is an arc: the edge u v, with u first. The undirected game ignores the
 * order; the fixed-arc directed game reads every edge as the arc from its first endpoint to its
 * second (so {@code u v} and {@code u -> v} mean the same there, and {@code ->} says it plainly).
 */
public final class EdgeListFormat {
    private static final int MAX_LINE = 10_000;

    private EdgeListFormat() {}

    public static GraphFile read(String source, Reader in) {
        return read(source, in, GraphLimits.DEFAULT);
    }

    public static GraphFile read(String source, String text) {
        return read(source, new StringReader(text), GraphLimits.DEFAULT);
    }

    public static GraphFile read(String source, Reader in, GraphLimits limits) {
        Multigraph.Builder builder = Multigraph.builder();
        String s = null;
        String t = null;
        int terminalsLine = 0;
        BufferedReader reader = in instanceof BufferedReader b ? b : new BufferedReader(in);
        try {
            int lineNo = 0;
            for (String line; (line = reader.readLine()) != null; ) {
                lineNo++;
                if (line.length() > MAX_LINE) {
                    throw GraphFormatException.atLine(source, lineNo, "line longer than " + MAX_LINE + " characters");
                }
                int hash = line.indexOf('#');
                String content = (hash >= 0 ? line.substring(0, hash) : line).strip();
                if (content.isEmpty()) {
                    continue;
                }
                String[] tokens = content.split("\\s+");
                if (tokens.length == 3 && tokens[0].equals("terminals")) {
                    if (terminalsLine != 0) {
                        throw GraphFormatException.atLine(
                                source, lineNo, "second 'terminals' line (the first is line " + terminalsLine + ")");
                    }
                    checkName(source, lineNo, tokens[1]);
                    checkName(source, lineNo, tokens[2]);
                    s = tokens[1];
                    t = tokens[2];
                    terminalsLine = lineNo;
                    continue;
                }
                if (tokens.length == 3 && tokens[1].equals("->")) {
                    // An arc: the edge from its first name to its second (what directed games read).
                    tokens = new String[] {tokens[0], tokens[2]};
                }
                if (tokens.length != 2) {
                    throw GraphFormatException.atLine(
                            source,
                            lineNo,
                            "expected an edge 'u v', an arc 'u -> v' or 'terminals S T', found " + tokens.length
                                    + (tokens.length == 1 ? " token" : " tokens") + ": '" + abbreviate(content) + "'");
                }
                checkName(source, lineNo, tokens[0]);
                checkName(source, lineNo, tokens[1]);
                limits.checkEdges(source, builder.edgeCount() + 1);
                builder.addEdge(tokens[0], tokens[1]);
                limits.checkVertices(source, builder.vertexCount());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(source + ": cannot read: " + e.getMessage(), e);
        }
        if (builder.edgeCount() == 0) {
            throw new GraphFormatException(source + ": empty graph: no edges");
        }
        return new GraphFile(source, builder.build(), s, t);
    }

    private static void checkName(String source, int line, String name) {
        if (name.indexOf('=') >= 0) {
            throw GraphFormatException.atLine(source, line, "vertex name '" + abbreviate(name) + "' contains '='");
        }
        String problem = VertexNames.problem(name);
        if (problem != null) {
            throw GraphFormatException.atLine(source, line, problem);
        }
    }

    private static String abbreviate(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }

    /** A game's board in this format: the terminals line, then every edge in index order. */
    public static String write(Multigraph g, String s, String t) {
        StringBuilder sb = new StringBuilder();
        sb.append("terminals ").append(s).append(' ').append(t).append('\n');
        appendEdges(g, sb);
        return sb.toString();
    }

    /** A bare graph in this format (no terminals line). */
    public static String write(Multigraph g) {
        StringBuilder sb = new StringBuilder();
        appendEdges(g, sb);
        return sb.toString();
    }

    private static void appendEdges(Multigraph g, StringBuilder sb) {
        for (int e = 0; e < g.edgeCount(); e++) {
            sb.append(g.name(g.edgeU(e))).append(' ').append(g.name(g.edgeV(e))).append('\n');
        }
    }
}
