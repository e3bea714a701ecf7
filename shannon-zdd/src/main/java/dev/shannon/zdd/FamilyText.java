package dev.shannon.zdd;

import dev.shannon.zdd.core.MemoryBudget;
import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddText;
import java.io.Reader;
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
 */
final class FamilyText {
    private FamilyText() {}

    /** What the variables of a dumped diagram are. */
    enum Kind {
        GRAPH_SETS("graphset", "graph sets (sets of edges)", "edge"),
        VERTEX_SETS("vertexsets", "vertex families (sets of vertices)", "vertex"),
        EDGE_VERTEX_SETS("edgevertexsets", "edge-vertex families (sets of edges and vertices)", "variable");

        final String keyword;
        final String description;
        /** What a node line's second number is, for its error messages. */
        final String variable;

        Kind(String keyword, String description, String variable) {
            this.keyword = keyword;
            this.description = description;
            this.variable = variable;
        }

        int levels(Universe u) {
            return switch (this) {
                case GRAPH_SETS -> u.edgeCount();
                case VERTEX_SETS -> u.vertexCount();
                case EDGE_VERTEX_SETS -> u.edgeCount() + u.vertexCount();
            };
        }
    }

    /** The first lines of a dump of {@code kind} over {@code u}: a comment, the kind, the universe. */
    private static ZddText.Header header(Kind kind, Universe u) {
        // Graph sets keep the comment they had before the other kinds were added.
        String comment = "GraphSet: " + (kind == Kind.GRAPH_SETS ? "a" : kind.description + " as a")
                + " zero-suppressed decision diagram over a fixed universe";
        return new ZddText.Header(
                comment, kind.keyword, kind.variable, u.vertexCount(), u.edgeCount(), u.fingerprint());
    }

    static void write(Kind kind, Zdd z, Universe u, Writer out) {
        if (z.levels() != kind.levels(u)) {
            throw new IllegalStateException(
                    "a diagram over " + z.levels() + " variables is not one of " + kind.description);
        }
        ZddText.write(z, header(kind, u), out);
    }

    /**
     * Reads a dump of {@code kind} over {@code u}.
     *
     * @throws IllegalArgumentException on malformed input, a dump of another kind, or one made
     *                                  for another universe, naming the line
     */
    static Zdd read(Kind kind, Universe u, Reader in) {
        try (MemoryBudget budget = u.operationBudget()) {
            return ZddText.read(
                    in, header(kind, u), kind.levels(u), budget, (tok, lineNo) -> refuseOtherKind(kind, tok, lineNo));
        }
    }

    /** A first line naming another kind is refused with what it holds. */
    private static void refuseOtherKind(Kind kind, String[] tok, int lineNo) {
        for (Kind other : Kind.values()) {
            if (other != kind && tok[0].equals(other.keyword)) {
                throw new IllegalArgumentException("line " + lineNo + ": the text holds " + other.description + " ('"
                        + other.keyword + "'), not " + kind.description + " ('" + kind.keyword + "')");
            }
        }
    }
}
