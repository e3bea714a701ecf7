package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.util.HashMap;
import java.util.Map;

/**
 * The child links of one expanded level of the unreduced diagram: for node {@code i},
 * {@code lo[i]} (skip) and {@code hi[i]} (take) are {@link SearchSpec#REJECT},
 * {@link SearchSpec#ACCEPT}, or {@code number << 4 | jump} — the child is state
 * {@code number} of level {@code level + 1 + jump}. A jump of fifteen or more is written as 15
 * and kept in a side map. (With three bits, the path spec's skips over edges it cannot take
 * jumped seven levels often enough on grids that the boxed side map cost 2-3% of a build.)
 *
 * <p>The layers of one search share two chunked columns ({@link Columns}), each layer a range of
 * them, appended top-down level after level and freed bottom-up in the reverse order, so the
 * chunks a freed layer leaves behind can hold the reduced diagram the reduction is writing.
 */
final class LinkLayer {
    static final int JUMP_BITS = 4;
    /** Largest number of states one level may hold, so that a link keeps its bits for the jump. */
    static final int MAX_WIDTH = 1 << (31 - JUMP_BITS);

    private static final int FAR = (1 << JUMP_BITS) - 1;

    final int level;
    private final IntChunks lo;
    private final IntChunks hi;
    /** {@code lo} and {@code hi}, indexed by the branch. */
    private final IntChunks[] branches;
    /** This layer's first entry in the columns, and its number of nodes. */
    private final int start;

    private final int n;
    private Map<Long, Integer> far;

    /** The skip and take columns shared by the layers of one search. */
    static final class Columns {
        final IntChunks lo;
        final IntChunks hi;

        /** Columns whose freed chunks go to {@code stock} (null: back to the budget). */
        Columns(MemoryBudget budget, ChunkStock stock) {
            lo = new IntChunks(budget, "diagram links", stock);
            hi = new IntChunks(budget, "diagram links", stock);
        }

        /** Frees what is left (after a failed search). */
        void free() {
            lo.free();
            hi.free();
        }
    }

    /**
     * Links for {@code n} nodes of {@code level}, appended to {@code columns}; the layers appended
     * after it must be freed first. Every link must be set before it is read.
     */
    LinkLayer(int level, int n, Columns columns) {
        if (n > MAX_WIDTH) {
            throw new ZddMemoryLimitException(
                    "a level of " + n + " states is more than a diagram " + "link can number (" + MAX_WIDTH + ")");
        }
        this.level = level;
        this.lo = columns.lo;
        this.hi = columns.hi;
        this.branches = new IntChunks[] {lo, hi};
        this.n = n;
        this.start = lo.extend(n);
        hi.extend(n);
    }

    int size() {
        return n;
    }

    /** The link on branch {@code take} of node {@code i}. */
    int link(int i, boolean take) {
        return (take ? hi : lo).get(start + i);
    }

    /** Copies the links on branch {@code take} of nodes {@code [from, from + len)} into {@code out[0 .. len)}. */
    void links(int from, int len, boolean take, int[] out) {
        (take ? hi : lo).copyOut(start + from, out, len);
    }

    /**
     * Records that branch {@code take} (1: take, 0: skip) of node {@code i} leads to a terminal
     * (ACCEPT or REJECT). The branch is an index, not a test: on grid paths the take branch
     * reaches a terminal only on the last row, and a test first passed there would send the
     * compiled expansion back to the interpreter and have it compiled again.
     */
    void setTerminal(int i, int take, int terminal) {
        branches[take].set(start + i, terminal);
    }

    /** Gives the links' entries back to the columns; this must be the last layer appended and not yet freed. */
    void free() {
        if (lo.size() != start + n) {
            throw new IllegalStateException("layer of level " + level + " freed out of order");
        }
        lo.truncate(start);
        hi.truncate(start);
    }

    /**
     * Records that branch {@code take} (1: take, 0: skip) of node {@code i} leads to state
     * {@code number} of {@code childLevel}.
     */
    void set(int i, int take, int number, int childLevel) {
        int jump = childLevel - level - 1;
        if (jump >= FAR) {
            // Rare, and the one shared structure: workers of a parallel build link concurrently.
            synchronized (this) {
                if (far == null) {
                    far = new HashMap<>();
                }
                far.put(2L * i + take, childLevel);
            }
            jump = FAR;
        }
        branches[take].set(start + i, number << JUMP_BITS | jump);
    }

    /**
     * Writes the parent links of one level's records, told in record order by a one-thread merge.
     * The records come in runs from one parent level (parents are expanded level after level),
     * so the parent's layer and the jump are looked up once a run; the branch indexes the
     * columns, since skip and take alternate at random in record order.
     */
    static final class Linker implements StateRecords.LinkSink {
        private final LinkLayer[] layers;
        private final int childLevel;
        private int parent = -1;
        private LinkLayer layer;
        private int jump;

        /** A linker of the records of {@code childLevel}, whose parents' links are in {@code layers}. */
        Linker(LinkLayer[] layers, int childLevel) {
            this.layers = layers;
            this.childLevel = childLevel;
        }

        @Override
        public void link(long link, int number) {
            // The root's record has no parent (link -1).
            if (link < 0) {
                return;
            }
            int p = (int) (link >>> 32);
            if (p != parent) {
                parent = p;
                layer = layers[p];
                jump = childLevel - p - 1;
            }
            int i = (int) link >>> 1;
            int take = (int) link & 1;
            if (jump >= FAR) {
                layer.set(i, take, number, childLevel);
            } else {
                layer.branches[take].set(layer.start + i, number << JUMP_BITS | jump);
            }
        }
    }

    /** The level of the (non-terminal) child on branch {@code take} of node {@code i}, whose link is {@code ref}. */
    int childLevel(int i, boolean take, int ref) {
        int jump = ref & FAR;
        return jump == FAR ? far.get(2L * i + (take ? 1 : 0)) : level + 1 + jump;
    }

    /** The state number of a non-terminal link. */
    static int number(int ref) {
        return ref >>> JUMP_BITS;
    }
}
