package dev.shannon.zdd.core;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The text form of a diagram. Lines, with {@code #} starting a comment:
 * <pre>
 * KEYWORD 1            (graphset for families of edge sets)
 * universe VERTICES EDGES FINGERPRINT
 * nodes N
 * ID EDGE LO HI        (N lines, children before parents)
 * root ID
 * </pre>
 * The keyword says what the variables are ({@link Header}); for other kinds than edge sets
 * EDGE is the variable, below the diagram's number of variables.
 * Node ids 0 and 1 are the terminals (0: no member; 1: the empty edge set); other ids are
 * arbitrary distinct integers ≥ 2 defined before use. A node means "the members of LO, plus
 * EDGE added to each member of HI". EDGE is an edge number of the universe (its decision
 * order) and must be smaller than the edges of LO and HI. {@code FINGERPRINT} is the universe's
 * 64-bit digest in hexadecimal ({@code Universe.fingerprint()}); the universe line is required,
 * and loading checks it and the counts. The loader re-reduces, so any diagram
 * obeying these rules loads, reduced or not.
 */
public final class ZddText {
    private ZddText() {}

    /** The plural of a header's variable noun: "edges", "vertices", "variables". */
    private static String plural(String noun) {
        return noun.endsWith("ex") ? noun.substring(0, noun.length() - 2) + "ices" : noun + "s";
    }

    /**
     * The lines before the nodes: a comment, {@code KEYWORD 1}, and the universe's counts and
     * fingerprint (which need not be the diagram's number of variables). {@code variable} names
     * what a node line's second number is ("edge", "vertex", …) in the loader's error messages.
     */
    public record Header(
            String comment, String keyword, String variable, int vertexCount, int edgeCount, String fingerprint) {}

    /** Checks the tokens of a dump's first line before {@link #read} expects {@code KEYWORD 1} there. */
    @FunctionalInterface
    public interface FirstLineCheck {
        /** @throws IllegalArgumentException naming line {@code lineNo}, to refuse the text */
        void check(String[] tokens, int lineNo);
    }

    public static void write(Zdd z, Header header, Writer out) {
        try {
            out.write("# " + header.comment() + "\n");
            out.write(header.keyword() + " 1\n");
            out.write(
                    "universe " + header.vertexCount() + " " + header.edgeCount() + " " + header.fingerprint() + "\n");
            out.write("nodes " + z.nodeCount() + "\n");
            StringBuilder line = new StringBuilder();
            for (int i = 2; i < z.size(); i++) {
                line.setLength(0);
                line.append(i)
                        .append(' ')
                        .append(z.var(i))
                        .append(' ')
                        .append(z.lo(i))
                        .append(' ')
                        .append(z.hi(i))
                        .append('\n');
                out.write(line.toString());
            }
            out.write("root " + z.root() + "\n");
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a diagram of {@code levels} variables written with {@code header}; {@code firstLine}
     * may refuse the first line with a message of its own.
     *
     * @throws IllegalArgumentException on any malformed or mismatched input, naming the line
     */
    public static Zdd read(Reader in, Header header, int levels, MemoryBudget budget, FirstLineCheck firstLine) {
        int vertexCount = header.vertexCount();
        int edgeCount = header.edgeCount();
        String fingerprint = header.fingerprint();
        BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
        NodeTable t = null;
        HashMap<Long, Integer> ids = new HashMap<>();
        int declared = -1;
        int seen = 0;
        int lineNo = 0;
        boolean firstSeen = false;
        boolean universeChecked = false;
        Integer root = null;
        try {
            String line;
            while ((line = r.readLine()) != null) {
                lineNo++;
                int hash = line.indexOf('#');
                String s = (hash >= 0 ? line.substring(0, hash) : line).strip();
                if (s.isEmpty()) {
                    continue;
                }
                String[] tok = s.split("\\s+");
                if (!firstSeen) {
                    firstLine.check(tok, lineNo);
                    expect(
                            tok.length == 2 && tok[0].equals(header.keyword()) && tok[1].equals("1"),
                            lineNo,
                            "expected '" + header.keyword() + " 1'");
                    firstSeen = true;
                } else if (tok[0].equals("universe")) {
                    expect(tok.length == 4, lineNo, "expected 'universe VERTICES EDGES FINGERPRINT'");
                    expect(
                            num(tok[1], lineNo) == vertexCount && num(tok[2], lineNo) == edgeCount,
                            lineNo,
                            "universe has " + vertexCount + " vertices and " + edgeCount + " edges, file says " + tok[1]
                                    + " and " + tok[2]);
                    expect(
                            tok[3].equalsIgnoreCase(fingerprint),
                            lineNo,
                            "the file was written for a different universe (fingerprint " + tok[3] + ", this one's is "
                                    + fingerprint + ")");
                    universeChecked = true;
                } else if (tok[0].equals("nodes")) {
                    expect(
                            universeChecked,
                            lineNo,
                            "missing 'universe VERTICES EDGES FINGERPRINT' line before 'nodes'");
                    expect(tok.length == 2 && t == null, lineNo, "expected one 'nodes N' line");
                    long n = num(tok[1], lineNo);
                    expect(n >= 0 && n <= Integer.MAX_VALUE - 16, lineNo, "node count " + n + " out of range");
                    declared = (int) n;
                    // The table grows as nodes come; the declared count only presizes it, within reason.
                    t = new NodeTable(levels, budget, Math.min(declared, 1 << 20) + 2);
                    ids.put(0L, Zdd.ZERO);
                    ids.put(1L, Zdd.ONE);
                } else if (tok[0].equals("root")) {
                    expect(tok.length == 2 && t != null && root == null, lineNo, "misplaced 'root' line");
                    root = ref(ids, tok[1], lineNo);
                } else {
                    expect(t != null && root == null, lineNo, "node before 'nodes' or after 'root'");
                    expect(
                            tok.length == 4,
                            lineNo,
                            "expected 'ID " + header.variable().toUpperCase(Locale.ROOT) + " LO HI'");
                    long id = num(tok[0], lineNo);
                    expect(id >= 2 && !ids.containsKey(id), lineNo, "node id " + id + " is < 2 or repeated");
                    long variable = num(tok[1], lineNo);
                    expect(
                            variable >= 0 && variable < levels,
                            lineNo,
                            header.variable() + " " + variable + " outside 0.." + (levels - 1));
                    int lo = ref(ids, tok[2], lineNo);
                    int hi = ref(ids, tok[3], lineNo);
                    expect(
                            t.var(lo) > variable && t.var(hi) > variable,
                            lineNo,
                            "children must test later " + plural(header.variable()));
                    ids.put(id, t.node((int) variable, lo, hi));
                    seen++;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        expect(firstSeen, lineNo, "empty input");
        expect(t != null && root != null, lineNo, "missing 'nodes' or 'root' line");
        expect(seen == declared, lineNo, "declared " + declared + " nodes, found " + seen);
        return t.export(root);
    }

    private static int ref(Map<Long, Integer> ids, String tok, int lineNo) {
        Integer f = ids.get(num(tok, lineNo));
        expect(f != null, lineNo, "node " + tok + " is not defined yet");
        return f;
    }

    private static long num(String tok, int lineNo) {
        try {
            return Long.parseLong(tok);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("line " + lineNo + ": '" + tok + "' is not an integer");
        }
    }

    private static void expect(boolean ok, int lineNo, String message) {
        if (!ok) {
            throw new IllegalArgumentException("line " + lineNo + ": " + message);
        }
    }
}
