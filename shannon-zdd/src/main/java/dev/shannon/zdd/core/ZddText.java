package dev.shannon.zdd.core;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.Map;

/**
 * The text form of a diagram. Lines, with {@code #} starting a comment:
 * <pre>
 * graphset 1
 * universe VERTICES EDGES FINGERPRINT
 * nodes N
 * ID EDGE LO HI        (N lines, children before parents)
 * root ID
 * </pre>
 * Node ids 0 and 1 are the terminals (0: no member; 1: the empty edge set); other ids are
 * arbitrary distinct integers ≥ 2 defined before use. A node means "the members of LO, plus
 * EDGE added to each member of HI". EDGE is an edge number of the universe (its decision
 * order) and must be smaller than the edges of LO and HI. {@code FINGERPRINT} is the universe's
 * 64-bit digest in hexadecimal ({@code Universe.fingerprint()}); the universe line is required,
 * and loading checks it and the counts. The loader re-reduces, so any diagram
 * obeying these rules loads, reduced or not.
 */
public final class ZddText {
    private ZddText() {
    }

    public static void write(Zdd z, int vertexCount, String fingerprint, Writer out) {
        try {
            out.write("# GraphSet: a zero-suppressed decision diagram over a fixed universe\n");
            out.write("graphset 1\n");
            out.write("universe " + vertexCount + " " + z.levels() + " " + fingerprint + "\n");
            out.write("nodes " + z.nodeCount() + "\n");
            StringBuilder line = new StringBuilder();
            for (int i = 2; i < z.size(); i++) {
                line.setLength(0);
                line.append(i).append(' ').append(z.var(i)).append(' ').append(z.lo(i)).append(' ')
                        .append(z.hi(i)).append('\n');
                out.write(line.toString());
            }
            out.write("root " + z.root() + "\n");
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a diagram over a universe with the given counts and fingerprint.
     *
     * @throws IllegalArgumentException on any malformed or mismatched input, naming the line
     */
    public static Zdd read(Reader in, int vertexCount, int edgeCount, String fingerprint, long memoryLimit) {
        BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
        MemoryBudget budget = new MemoryBudget(memoryLimit);
        NodeTable t = null;
        HashMap<Long, Integer> ids = new HashMap<>();
        int declared = -1;
        int seen = 0;
        int lineNo = 0;
        boolean header = false;
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
                if (!header) {
                    expect(tok.length == 2 && tok[0].equals("graphset") && tok[1].equals("1"), lineNo,
                            "expected 'graphset 1'");
                    header = true;
                } else if (tok[0].equals("universe")) {
                    expect(tok.length == 4, lineNo, "expected 'universe VERTICES EDGES FINGERPRINT'");
                    expect(num(tok[1], lineNo) == vertexCount && num(tok[2], lineNo) == edgeCount, lineNo,
                            "universe has " + vertexCount + " vertices and " + edgeCount + " edges, file says "
                                    + tok[1] + " and " + tok[2]);
                    expect(tok[3].equalsIgnoreCase(fingerprint), lineNo,
                            "the file was written for a different universe (fingerprint " + tok[3] + ", this one's is "
                                    + fingerprint + ")");
                    universeChecked = true;
                } else if (tok[0].equals("nodes")) {
                    expect(universeChecked, lineNo, "missing 'universe VERTICES EDGES FINGERPRINT' line before 'nodes'");
                    expect(tok.length == 2 && t == null, lineNo, "expected one 'nodes N' line");
                    long n = num(tok[1], lineNo);
                    expect(n >= 0 && n <= Integer.MAX_VALUE - 16, lineNo, "node count " + n + " out of range");
                    declared = (int) n;
                    // The table grows as nodes come; the declared count only presizes it, within reason.
                    t = new NodeTable(edgeCount, budget, Math.min(declared, 1 << 20) + 2);
                    ids.put(0L, Zdd.ZERO);
                    ids.put(1L, Zdd.ONE);
                } else if (tok[0].equals("root")) {
                    expect(tok.length == 2 && t != null && root == null, lineNo, "misplaced 'root' line");
                    root = ref(ids, tok[1], lineNo);
                } else {
                    expect(t != null && root == null, lineNo, "node before 'nodes' or after 'root'");
                    expect(tok.length == 4, lineNo, "expected 'ID EDGE LO HI'");
                    long id = num(tok[0], lineNo);
                    expect(id >= 2 && !ids.containsKey(id), lineNo, "node id " + id + " is < 2 or repeated");
                    long edge = num(tok[1], lineNo);
                    expect(edge >= 0 && edge < edgeCount, lineNo, "edge " + edge + " outside 0.." + (edgeCount - 1));
                    int lo = ref(ids, tok[2], lineNo);
                    int hi = ref(ids, tok[3], lineNo);
                    expect(t.var(lo) > edge && t.var(hi) > edge, lineNo, "children must test later edges");
                    ids.put(id, t.node((int) edge, lo, hi));
                    seen++;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        expect(header, lineNo, "empty input");
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
