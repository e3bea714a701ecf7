package dev.shannon.zdd.count;

import dev.shannon.graph.Interruption;

/**
 * The dynamic programme over frontier states of a rows × cols grid, vertex by vertex in row-major
 * order, as in the transfer-matrix enumerations of self-avoiding walks (Jensen; Bousquet-Mélou,
 * Guttmann and Jensen 2005) and Iwashita, Nakazawa, Kawahara, Uno and Minato 2013 (docs/theory.md,
 * "Counting without a diagram").
 *
 * <p>Before vertex (r, c) the frontier has cols + 1 positions, two bits each in one {@code long}:
 * positions 0 … c − 1 hold the edges going down from row r (columns left of c), position c the
 * edge coming into (r, c) from the left, positions c + 1 … cols the edges coming down into row r
 * (columns c … cols − 1). A position holds 0 (no edge), 1 or 2 (an arc of the partial subgraph
 * that leaves the frontier here and comes back further right, or left: the arcs nest like
 * parentheses because the grid is planar), or 3 (a piece hanging from a terminal). Processing
 * (r, c) replaces its two incoming edges (positions c, c + 1) by its two outgoing ones (down,
 * right); a state carries the number of partial subgraphs that reach it, modulo each modulus.
 *
 * <p>Every state has at most two successors at a vertex, and at most one at a vertex of the last
 * row or column (nothing can go down or right there, so no new arc starts and an arriving piece
 * has one way on). A member is the sequence of choices that made it, so a rows × cols grid has at
 * most 2^((rows − 1)(cols − 1)) members of any family counted here: the bound that makes the
 * Chinese remainder unambiguous ({@link GridCounter}).
 */
final class FrontierProgramme {
    private static final int EMPTY = 0;
    private static final int OPEN = 1;
    private static final int CLOSE = 2;
    private static final int END = 3;

    private final int rows;
    private final int cols;
    private final GridFamily family;
    private final int s;
    private final int t;
    private final long[] mod;
    private final CountProgress progress;
    private final long memoryLimit;

    private final long[] total;
    private long statesVisited;
    private long widest;
    private long peakBytes;

    /**
     * @param s the first terminal's vertex number r * cols + c (ignored unless the family has ends)
     * @param t the second terminal's, different from {@code s}
     */
    FrontierProgramme(
            int rows, int cols, GridFamily family, int s, int t, long[] mod, CountProgress progress, long memoryLimit) {
        this.rows = rows;
        this.cols = cols;
        this.family = family;
        this.s = family.hasEnds() ? s : -1;
        this.t = family.hasEnds() ? t : -1;
        this.mod = mod.clone();
        this.progress = progress;
        this.memoryLimit = memoryLimit;
        this.total = new long[mod.length];
    }

    /** Runs the programme; then {@link #residues()} and the statistics are set. */
    void run() {
        StateLevels levels = new StateLevels(mod, memoryLimit);
        levels.startWith(0L);
        int last = rows * cols - 1;
        for (int r = 0; r < rows; r++) {
            long states = 0;
            for (int c = 0; c < cols; c++) {
                int v = r * cols + c;
                boolean terminal = v == s || v == t;
                // the states of this step, merged a partition at a time: each batch's successors
                // are made (and the members finished here counted) while it is in the cache
                levels.beginStep();
                while (levels.nextBatch()) {
                    Interruption.check();
                    step(levels, r, c, terminal, v == last);
                }
                levels.endStep();
                states = levels.levelSize();
                statesVisited += states;
                widest = Math.max(widest, states);
            }
            progress.row(r + 1, rows, (int) Math.min(Integer.MAX_VALUE, states));
        }
        peakBytes = levels.peakBytes();
    }

    /** The count modulo each modulus. */
    long[] residues() {
        return total.clone();
    }

    long statesVisited() {
        return statesVisited;
    }

    int widestLevel() {
        return (int) Math.min(Integer.MAX_VALUE, widest);
    }

    long peakBytes() {
        return peakBytes;
    }

    /** Makes the successors of every state of the batch read at vertex (r, c), and counts the members finished here. */
    private void step(StateLevels levels, int r, int c, boolean terminal, boolean lastVertex) {
        boolean down = r + 1 < rows;
        boolean right = c + 1 < cols;
        boolean spanning = family.spanning();
        int at = 2 * c;
        long clearMask = ~(15L << at);
        // the frontier moves to the next row after the last column: every position one to the right
        int rowShift = !right && down ? 2 : 0;
        int n = levels.batchSize();
        if (down && right && !terminal && !spanning) {
            inner(levels, c, n);
            return;
        }
        for (int i = 0; i < n; i++) {
            long x = levels.key(i);
            int left = (int) (x >>> at) & 3;
            int up = (int) (x >>> (at + 2)) & 3;
            long base = x & clearMask;
            if (terminal) {
                if (left == EMPTY && up == EMPTY) {
                    if (down) {
                        levels.add((base | (long) END << at) << rowShift, i);
                    }
                    if (right) {
                        levels.add(base | (long) END << (at + 2), i);
                    }
                } else if (left == EMPTY || up == EMPTY) {
                    int a = left | up;
                    int pos = left != EMPTY ? c : c + 1;
                    if (a == END) {
                        complete(base, lastVertex, levels, i);
                    } else {
                        // the terminal ends this arc: its other end now hangs from a terminal
                        int partner = a == OPEN ? matchRight(base, pos) : matchLeft(base, pos);
                        levels.add(set(base, partner, END) << rowShift, i);
                    }
                }
                continue;
            }
            if (left == EMPTY && up == EMPTY) {
                if (!spanning) {
                    levels.add(base << rowShift, i);
                }
                if (down && right) {
                    levels.add(base | (long) OPEN << at | (long) CLOSE << (at + 2), i);
                }
            } else if (left == EMPTY || up == EMPTY) {
                long a = left | up;
                if (down) {
                    levels.add((base | a << at) << rowShift, i);
                }
                if (right) {
                    levels.add(base | a << (at + 2), i);
                }
            } else {
                join(base, left, up, c, lastVertex, rowShift, levels, i);
            }
        }
    }

    /**
     * The usual vertex, neither a terminal nor in the last row or column, of a family that may
     * leave vertices out: a state with at most one piece arriving has two successors (the vertex
     * left out or the arc opened; the piece going down or right), written without a branch on the
     * codes, from {@link #SECOND}.
     */
    private void inner(StateLevels levels, int c, int n) {
        int at = 2 * c;
        long clearMask = ~(15L << at);
        for (int i = 0; i < n; i++) {
            long x = levels.key(i);
            int left = (int) (x >>> at) & 3;
            int up = (int) (x >>> (at + 2)) & 3;
            long base = x & clearMask;
            if ((left == EMPTY) | (up == EMPTY)) {
                int a = left | up;
                levels.add(base | (long) a << at, i);
                levels.add(base | SECOND[a] << at, i);
            } else {
                join(base, left, up, c, false, 0, levels, i);
            }
        }
    }

    /**
     * The codes of positions c and c + 1 (as bits 0–3) in the second successor of a state whose
     * one arriving piece has code a (0: none): the piece goes right, or a new arc opens at c and
     * closes at c + 1.
     */
    private static final long[] SECOND = {OPEN | CLOSE << 2, OPEN << 2, CLOSE << 2, END << 2};

    /** Vertex (r, c) joins the two pieces arriving from the left and from above. */
    private void join(long base, int left, int up, int c, boolean lastVertex, int rowShift, StateLevels levels, int i) {
        long y;
        if (left == OPEN && up == CLOSE) {
            // the two ends of one arc: a cycle closes
            if (!family.hasEnds()) {
                complete(base, lastVertex, levels, i);
            }
            return;
        } else if (left == END && up == END) {
            complete(base, lastVertex, levels, i);
            return;
        } else if (left == OPEN && up == OPEN) {
            y = set(base, matchRight(base, c + 1), OPEN);
        } else if (left == CLOSE && up == CLOSE) {
            y = set(base, matchLeft(base, c), CLOSE);
        } else if (left == CLOSE && up == OPEN) {
            y = base;
        } else if (left == END) {
            y = set(base, up == OPEN ? matchRight(base, c + 1) : matchLeft(base, c + 1), END);
        } else { // up == END
            y = set(base, left == OPEN ? matchRight(base, c) : matchLeft(base, c), END);
        }
        levels.add(y << rowShift, i);
    }

    /** A member is finished here: it counts if nothing else is open and, if spanning, no vertex is left. */
    private void complete(long rest, boolean lastVertex, StateLevels levels, int i) {
        if (rest != 0 || (family.spanning() && !lastVertex)) {
            return;
        }
        for (int j = 0; j < total.length; j++) {
            total[j] = Moduli.add(total[j], levels.residue(i, j), mod[j]);
        }
    }

    private static long set(long x, int pos, int code) {
        return (x & ~(3L << (2 * pos))) | (long) code << (2 * pos);
    }

    /** The position of the CLOSE matching the OPEN at {@code pos} (positions c, c + 1 already cleared). */
    private int matchRight(long x, int pos) {
        int depth = 1;
        for (int p = pos + 1; p <= cols; p++) {
            int code = (int) (x >>> (2 * p)) & 3;
            if (code == OPEN) {
                depth++;
            } else if (code == CLOSE && --depth == 0) {
                return p;
            }
        }
        throw new IllegalStateException("unmatched arc in frontier state " + Long.toHexString(x));
    }

    /** The position of the OPEN matching the CLOSE at {@code pos}. */
    private static int matchLeft(long x, int pos) {
        int depth = 1;
        for (int p = pos - 1; p >= 0; p--) {
            int code = (int) (x >>> (2 * p)) & 3;
            if (code == CLOSE) {
                depth++;
            } else if (code == OPEN && --depth == 0) {
                return p;
            }
        }
        throw new IllegalStateException("unmatched arc in frontier state " + Long.toHexString(x));
    }
}
