package dev.shannon.matroid.io;

import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.graph.io.GraphFile;
import dev.shannon.graph.io.GraphFormatException;
import dev.shannon.graph.io.GraphLimits;
import dev.shannon.matroid.BinaryMatroid;
import dev.shannon.matroid.ExplicitMatroid;
import dev.shannon.matroid.GraphGames;
import dev.shannon.matroid.LinearMatroid;
import dev.shannon.matroid.Matroid;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.matroid.UniformMatroid;
import dev.shannon.switching.TerminalGraph;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * The matroid game text format (see docs/matroid.md). {@code #} starts a comment, blank lines are
 * ignored. The first line names the kind: {@code binary} or {@code linear P} (then the rows of
 * the matrix, entries separated by spaces, column j being element j), {@code uniform R N}
 * (elements 0..N-1), {@code bases N} or {@code circuits N} (then one set a line, element
 * indices separated by spaces, {@code -} for the empty set) or {@code graph} (then edge lines
 * {@code u v} and a line {@code terminals S T}, exactly as in a switching-game file). A line
 * {@code target J} names the distinguished element; for a graph the target is a new edge s–t
 * after the last edge instead. Every other element is playable.
 */
public final class MatroidFormat {
    /** The most matrix entries (rows times columns) accepted. */
    public static final long MAX_ENTRIES = 1L << 22;
    /** The most elements accepted, whatever the kind. */
    public static final int MAX_ELEMENTS = 4096;

    private static final int MAX_LINE = 100_000;

    private MatroidFormat() {}

    public static MatroidFile read(String source, String text) {
        String[] lines = text.split("\r?\n|\r", -1);
        int first = -1;
        String[] kind = null;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].length() > MAX_LINE) {
                throw error(source, i + 1, "line longer than " + MAX_LINE + " characters");
            }
            String[] t = tokens(lines[i]);
            if (t.length > 0) {
                first = i;
                kind = t;
                break;
            }
        }
        if (kind == null) {
            throw new GraphFormatException(
                    source
                            + ": empty file: the first line names the kind (binary, linear P, uniform R N, graph, bases N, circuits N)");
        }
        int kindLine = first + 1;
        switch (kind[0]) {
            case "graph" -> {
                expectArgs(source, kindLine, kind, 0, "graph");
                return graph(source, lines, first);
            }
            case "binary", "linear", "uniform", "bases", "circuits" -> {
                return numeric(source, lines, first, kind);
            }
            default ->
                throw error(
                        source,
                        kindLine,
                        "unknown kind '" + abbreviate(kind[0])
                                + "': expected binary, linear P, uniform R N, graph, bases N or circuits N");
        }
    }

    private static MatroidFile graph(String source, String[] lines, int kindIndex) {
        // The edge-list reader does the rest; the kind line becomes a comment so line numbers still match.
        StringBuilder rest = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            String[] t = tokens(lines[i]);
            if (i > kindIndex && t.length > 0 && t[0].equals("target")) {
                // The edge reader would take "target 3" for an edge from a vertex called "target" (issue 29, §8).
                throw error(
                        source,
                        i + 1,
                        "a graph's target is the edge s–t that 'terminals S T' names; a 'target' line is for the other"
                                + " kinds (a vertex called 'target' needs another name here)");
            }
            rest.append(i == kindIndex ? "#" : lines[i]).append('\n');
        }
        GraphFile file = EdgeListFormat.read(
                source, new StringReader(rest.toString()), new GraphLimits(MAX_ELEMENTS, MAX_ELEMENTS - 1));
        TerminalGraph game = TerminalGraph.from(file, null, null);
        return new MatroidFile(source, "graph", GraphGames.graphic(game.graph(), game.s(), game.t()), game);
    }

    private static MatroidFile numeric(String source, String[] lines, int kindIndex, String[] kind) {
        int kindLine = kindIndex + 1;
        Integer target = null;
        int targetLine = 0;
        List<int[]> rows = new ArrayList<>();
        List<Integer> rowLines = new ArrayList<>();
        for (int i = kindIndex + 1; i < lines.length; i++) {
            if (lines[i].length() > MAX_LINE) {
                throw error(source, i + 1, "line longer than " + MAX_LINE + " characters");
            }
            String[] t = tokens(lines[i]);
            if (t.length == 0) {
                continue;
            }
            if (t[0].equals("target")) {
                if (targetLine != 0) {
                    throw error(source, i + 1, "second 'target' line (the first is line " + targetLine + ")");
                }
                if (t.length != 2) {
                    throw error(source, i + 1, "expected 'target J', one element index");
                }
                target = number(source, i + 1, t[1], "target");
                targetLine = i + 1;
                continue;
            }
            if (kind[0].equals("uniform")) {
                throw error(source, i + 1, "a uniform matroid has no rows: only 'target J' may follow");
            }
            int[] row;
            if ((kind[0].equals("bases") || kind[0].equals("circuits")) && t.length == 1 && t[0].equals("-")) {
                row = new int[0];
            } else {
                row = new int[t.length];
                for (int j = 0; j < t.length; j++) {
                    row[j] = number(source, i + 1, t[j], "entry");
                }
            }
            rows.add(row);
            rowLines.add(i + 1);
            if ((long) rows.size() * row.length > MAX_ENTRIES) {
                throw error(source, i + 1, "matrix too large: more than " + MAX_ENTRIES + " entries (the limit)");
            }
        }
        if (target == null) {
            throw new GraphFormatException(source + ": missing 'target J' line naming the distinguished element");
        }
        Matroid m = switch (kind[0]) {
            case "binary" -> {
                expectArgs(source, kindLine, kind, 0, "binary");
                yield BinaryMatroid.ofRows(matrix(source, rows, rowLines, 2));
            }
            case "linear" -> {
                expectArgs(source, kindLine, kind, 1, "linear P");
                int p = number(source, kindLine, kind[1], "P");
                if (!LinearMatroid.isPrime(p)) {
                    throw error(source, kindLine, p + " is not a prime: 'linear P' needs a prime P");
                }
                yield LinearMatroid.ofRows(p, matrix(source, rows, rowLines, p));
            }
            case "uniform" -> {
                expectArgs(source, kindLine, kind, 2, "uniform R N");
                int r = number(source, kindLine, kind[1], "R");
                int n = number(source, kindLine, kind[2], "N");
                if (n > MAX_ELEMENTS) {
                    throw error(source, kindLine, "too many elements: " + n + " (the limit is " + MAX_ELEMENTS + ")");
                }
                if (r > n) {
                    throw error(source, kindLine, "rank " + r + " exceeds the " + n + " elements");
                }
                yield new UniformMatroid(r, n);
            }
            default -> {
                expectArgs(source, kindLine, kind, 1, kind[0] + " N");
                int n = number(source, kindLine, kind[1], "N");
                try {
                    yield kind[0].equals("bases")
                            ? ExplicitMatroid.ofBases(n, rows)
                            : ExplicitMatroid.ofCircuits(n, rows);
                } catch (IllegalArgumentException e) {
                    throw new GraphFormatException(source + ": " + e.getMessage());
                }
            }
        };
        if (m.size() > MAX_ELEMENTS) {
            throw new GraphFormatException(
                    source + ": too many elements: " + m.size() + " (the limit is " + MAX_ELEMENTS + ")");
        }
        if (target >= m.size()) {
            throw error(source, targetLine, "target " + target + " is not an element (0.." + (m.size() - 1) + ")");
        }
        return new MatroidFile(source, kind[0], MatroidGame.of(m, target), null);
    }

    private static int[][] matrix(String source, List<int[]> rows, List<Integer> rowLines, int p) {
        if (rows.isEmpty()) {
            throw new GraphFormatException(source + ": no matrix rows");
        }
        int width = rows.get(0).length;
        for (int i = 0; i < rows.size(); i++) {
            int[] row = rows.get(i);
            if (row.length != width) {
                throw error(source, rowLines.get(i), "row has " + row.length + " entries, the first row has " + width);
            }
            for (int v : row) {
                if (v >= p) {
                    throw error(source, rowLines.get(i), "entry " + v + " is outside 0.." + (p - 1));
                }
            }
        }
        if (width > MAX_ELEMENTS) {
            throw new GraphFormatException(
                    source + ": too many elements: " + width + " columns (the limit is " + MAX_ELEMENTS + ")");
        }
        return rows.toArray(new int[0][]);
    }

    private static void expectArgs(String source, int line, String[] kind, int count, String form) {
        if (kind.length != count + 1) {
            throw error(source, line, "expected '" + form + "'");
        }
    }

    private static int number(String source, int line, String token, String what) {
        if (!token.matches("\\d{1,9}")) {
            throw error(source, line, what + " '" + abbreviate(token) + "' is not a non-negative integer below 10^9");
        }
        return Integer.parseInt(token);
    }

    private static String[] tokens(String line) {
        int hash = line.indexOf('#');
        String content = (hash >= 0 ? line.substring(0, hash) : line).strip();
        return content.isEmpty() ? new String[0] : content.split("\\s+");
    }

    private static GraphFormatException error(String source, int line, String message) {
        return GraphFormatException.atLine(source, line, message);
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }
}
