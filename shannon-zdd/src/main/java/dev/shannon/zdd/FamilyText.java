package dev.shannon.zdd;

import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddText;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * The text form of a family, for each kind of element. The node lines are {@link ZddText}'s;
 * the header names what the diagram's variables are, so that a dump is only ever loaded as the
 * kind of family it was written from and over the universe it was written for:
 * <pre>
 * KIND 1                               graphset, vertexsets or edgevertexsets
 * universe VERTICES EDGES FINGERPRINT  the universe's sizes and Universe.fingerprint()
 * nodes N
 * ID VARIABLE LO HI                    N lines, children before parents
 * root ID
 * </pre>
 * {@code VARIABLE} is the element's place in the family's variable order: for graph sets the
 * edge number, for vertex sets the vertex's level (the order the edge order first reaches the
 * vertices), for edge-and-vertex sets the level of the combined order ({@link EdgeVertexLevels}).
 * All three orders are fixed by the universe, so the fingerprint covers them.
 *
 * <p>The header and universe lines are checked here; the rest is handed to {@link ZddText}
 * (whose own header is the graph sets' one), with the lines read here replaced by what it
 * expects, so its messages keep their line numbers.
 */
final class FamilyText {
    private FamilyText() {
    }

    /** What the variables of a dumped diagram are. */
    enum Kind {
        GRAPH_SETS("graphset", "graph sets (sets of edges)"),
        VERTEX_SETS("vertexsets", "vertex families (sets of vertices)"),
        EDGE_VERTEX_SETS("edgevertexsets", "edge-vertex families (sets of edges and vertices)");

        final String keyword;
        final String description;

        Kind(String keyword, String description) {
            this.keyword = keyword;
            this.description = description;
        }

        int levels(Universe u) {
            return switch (this) {
                case GRAPH_SETS -> u.edgeCount();
                case VERTEX_SETS -> u.vertexCount();
                case EDGE_VERTEX_SETS -> u.edgeCount() + u.vertexCount();
            };
        }
    }

    /** The first lines of a dump: a comment, the kind, the universe. */
    private static String header(Kind kind, Universe u) {
        return "# GraphSet: " + kind.description + " as a zero-suppressed decision diagram over a fixed universe\n"
                + kind.keyword + " 1\n"
                + "universe " + u.vertexCount() + " " + u.edgeCount() + " " + u.fingerprint() + "\n";
    }

    /** {@link ZddText#write} writes exactly three header lines before the node count. */
    private static final int ZDD_TEXT_HEADER_LINES = 3;

    static void write(Kind kind, Zdd z, Universe u, Writer out) {
        if (z.levels() != kind.levels(u)) {
            throw new IllegalStateException("a diagram over " + z.levels() + " variables is not one of " + kind.description);
        }
        // Graph sets keep ZddText's own header, which is theirs.
        ZddText.write(z, u.vertexCount(), u.fingerprint(),
                kind == Kind.GRAPH_SETS ? out : new HeaderReplacingWriter(out, header(kind, u)));
    }

    /**
     * Reads a dump of {@code kind} over {@code u}.
     *
     * @throws IllegalArgumentException on malformed input, a dump of another kind, or one made
     *                                  for another universe, naming the line
     */
    static Zdd read(Kind kind, Universe u, Reader in) {
        BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
        StringBuilder replaced = new StringBuilder();
        boolean header = false;
        int lineNo = 0;
        try {
            String line;
            while ((line = r.readLine()) != null) {
                lineNo++;
                int hash = line.indexOf('#');
                String s = (hash >= 0 ? line.substring(0, hash) : line).strip();
                if (s.isEmpty()) {
                    replaced.append('\n');
                    continue;
                }
                String[] tok = s.split("\\s+");
                if (!header) {
                    checkKind(kind, tok, lineNo);
                    replaced.append("graphset 1\n");
                    header = true;
                    continue;
                }
                if (!tok[0].equals("universe")) {
                    replaced.append(line).append('\n'); // the node count or a mistake: ZddText's to judge
                    break;
                }
                checkUniverse(u, tok, lineNo);
                replaced.append("universe ").append(u.vertexCount()).append(' ').append(kind.levels(u)).append(' ')
                        .append(u.fingerprint()).append('\n');
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return ZddText.read(new Concatenated(new StringReader(replaced.toString()), r), u.vertexCount(), kind.levels(u),
                u.fingerprint(), u.memoryLimit());
    }

    private static void checkKind(Kind kind, String[] tok, int lineNo) {
        for (Kind other : Kind.values()) {
            if (other != kind && tok[0].equals(other.keyword)) {
                throw new IllegalArgumentException("line " + lineNo + ": the text holds " + other.description + " ('"
                        + other.keyword + "'), not " + kind.description + " ('" + kind.keyword + "')");
            }
        }
        if (!(tok.length == 2 && tok[0].equals(kind.keyword) && tok[1].equals("1"))) {
            throw new IllegalArgumentException("line " + lineNo + ": expected '" + kind.keyword + " 1'");
        }
    }

    private static void checkUniverse(Universe u, String[] tok, int lineNo) {
        if (tok.length != 4) {
            throw new IllegalArgumentException("line " + lineNo + ": expected 'universe VERTICES EDGES FINGERPRINT'");
        }
        if (!tok[1].equals(Integer.toString(u.vertexCount())) || !tok[2].equals(Integer.toString(u.edgeCount()))) {
            throw new IllegalArgumentException("line " + lineNo + ": universe has " + u.vertexCount() + " vertices and "
                    + u.edgeCount() + " edges, file says " + tok[1] + " and " + tok[2]);
        }
        if (!tok[3].equalsIgnoreCase(u.fingerprint())) {
            throw new IllegalArgumentException("line " + lineNo + ": the file was written for a different universe (fingerprint "
                    + tok[3] + ", this one's is " + u.fingerprint() + ")");
        }
    }

    /** One reader after another. */
    private static final class Concatenated extends Reader {
        private final Reader first;
        private final Reader second;
        private boolean firstDone;

        Concatenated(Reader first, Reader second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public int read(char[] buf, int off, int len) throws IOException {
            if (!firstDone) {
                int n = first.read(buf, off, len);
                if (n >= 0) {
                    return n;
                }
                firstDone = true;
            }
            return second.read(buf, off, len);
        }

        @Override
        public void close() throws IOException {
            second.close();
        }
    }

    /** Passes text through, except that the first {@link #ZDD_TEXT_HEADER_LINES} lines become {@code header}. */
    private static final class HeaderReplacingWriter extends Writer {
        private final Writer out;
        private final String header;
        private int skipped;

        HeaderReplacingWriter(Writer out, String header) {
            this.out = out;
            this.header = header;
        }

        @Override
        public void write(char[] buf, int off, int len) throws IOException {
            int i = off;
            int end = off + len;
            while (i < end && skipped < ZDD_TEXT_HEADER_LINES) {
                if (buf[i++] == '\n' && ++skipped == ZDD_TEXT_HEADER_LINES) {
                    out.write(header);
                }
            }
            if (i < end) {
                out.write(buf, i, end - i);
            }
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }
}
