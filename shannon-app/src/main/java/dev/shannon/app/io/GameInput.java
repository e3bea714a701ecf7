package dev.shannon.app.io;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.graph.io.Graph6Format;
import dev.shannon.graph.io.GraphFile;
import dev.shannon.graph.io.GraphLimits;
import dev.shannon.switching.TerminalGraph;
import java.io.InputStream;
import java.io.StringReader;

/** Reads a graph file in any of the three forms of docs/formats.md. */
public final class GameInput {
    /** A parsed file and the form it turned out to be in. */
    public record Loaded(GraphFile file, GraphInputFormat format) {}

    private GameInput() {}

    /** The graph file, with its terminals if it names any (graph6 never does). */
    public static Loaded readGraph(String file, GraphInputFormat format, InputStream stdin, GraphLimits limits) {
        String text = InputFiles.read(file, stdin);
        String source = InputFiles.displayName(file);
        GraphInputFormat resolved = format.resolve(file, text);
        GraphFile parsed = switch (resolved) {
            case JSON -> JsonGameFormat.read(source, text, limits);
            case GRAPH6 -> {
                Multigraph g = Graph6Format.read(source, text, limits);
                yield new GraphFile(source, g, null, null);
            }
            default -> EdgeListFormat.read(source, new StringReader(text), limits);
        };
        return new Loaded(parsed, resolved);
    }

    /** The switching game in {@code file}; {@code s}/{@code t} (may be null) override the file's terminals. */
    public static TerminalGraph readGame(String file, GraphInputFormat format, String s, String t, InputStream stdin) {
        Loaded loaded = readGraph(file, format, stdin, GraphLimits.DEFAULT);
        if (loaded.format() == GraphInputFormat.GRAPH6) {
            checkIndex(loaded.file(), "--s", s);
            checkIndex(loaded.file(), "--t", t);
        }
        return TerminalGraph.from(loaded.file(), s, t);
    }

    private static void checkIndex(GraphFile f, String option, String value) {
        if (value == null) {
            throw new IllegalArgumentException(
                    f.source() + ": a graph6 file names no terminals: give --s and --t as vertex indices");
        }
        if (!value.matches("\\d{1,9}")) {
            throw new IllegalArgumentException(
                    option + " must be a vertex index for a graph6 file, got '" + value + "'");
        }
        int n = f.graph().vertexCount();
        if (Integer.parseInt(value) >= n) {
            throw new IllegalArgumentException(option + " " + value + " is not a vertex of " + f.source()
                    + (n == 0 ? " (it has no vertices)" : " (0.." + (n - 1) + ")"));
        }
    }
}
