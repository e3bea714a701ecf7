package dev.shannon.puzzles.tsunagaru;

import java.util.Arrays;

/**
 * Local deduction on a stage, without search: each cell keeps a <em>domain</em>, the set of arm
 * sets it may still show (a 16-bit set, bit m for arm set m), and domains are narrowed until
 * nothing changes (arc consistency on the grid): an arm may point to a neighbour only if the
 * neighbour may point back, and must if the neighbour must. It is what a player does by eye:
 * corners of the board, tiles against the edge, tiles whose neighbours are settled.
 *
 * <p>Everything is on primitive arrays, since {@link BacktrackingSolver} calls it at every node.
 */
public final class Deduction {
    /** {@code WITH[d]}: the arm sets (as a 16-bit set) that have an arm in direction d. */
    private static final int[] WITH = new int[4];

    static {
        for (int m = 0; m < 16; m++) {
            for (int d = 0; d < 4; d++) {
                if ((m >>> d & 1) != 0) {
                    WITH[d] |= 1 << m;
                }
            }
        }
    }

    private final Neighbours board;
    private final int[] queue;
    private final boolean[] queued;

    /** Deduction on the board of {@code stage} (the grid, or the torus of a wrap-around stage). */
    Deduction(Stage stage) {
        this.board = stage.neighbours();
        this.queue = new int[stage.cellCount()];
        this.queued = new boolean[stage.cellCount()];
    }

    /** The domains before any deduction: each tile's orientations, {arm set 0} for an empty cell. */
    static int[] initialDomains(Stage s) {
        int[] dom = new int[s.cellCount()];
        for (int i = 0; i < dom.length; i++) {
            TileKind k = s.kind(i);
            dom[i] = k == null ? 1 : k.orientationMask();
        }
        return dom;
    }

    /**
     * Narrows {@code dom} in place to arc consistency.
     *
     * @return false if some domain became empty (no solution extends these domains)
     */
    boolean propagate(int[] dom) {
        return propagate(dom, null);
    }

    /**
     * Narrows {@code dom} in place to arc consistency within {@code region} (cells outside it are
     * read but never narrowed; null for the whole board) — the deduction a player follows near one
     * tile ({@link Grader}'s lookahead).
     *
     * @return false if some domain in the region became empty
     */
    boolean propagate(int[] dom, boolean[] region) {
        int n = queue.length;
        int head = 0;
        int size = 0;
        for (int i = 0; i < n; i++) {
            if (region == null || region[i]) {
                queue[size++] = i;
                queued[i] = true;
            }
        }
        // The queue is circular: a cell is in it at most once.
        while (size > 0) {
            int i = queue[head];
            head = head + 1 == n ? 0 : head + 1;
            size--;
            queued[i] = false;
            int before = dom[i];
            int d0 = narrow(dom, i);
            if (d0 == 0) {
                return false;
            }
            if (d0 != before) {
                dom[i] = d0;
                for (int d = 0; d < 4; d++) {
                    int j = board.of(i, d);
                    if (j >= 0) {
                        if (!queued[j] && (region == null || region[j])) {
                            queued[j] = true;
                            int tail = head + size;
                            queue[tail >= n ? tail - n : tail] = j;
                            size++;
                        }
                    }
                }
            }
        }
        return true;
    }

    /** The domain of cell i, narrowed by the board edge and its neighbours' domains. */
    private int narrow(int[] dom, int i) {
        int x = dom[i];
        for (int d = 0; d < 4; d++) {
            int j = board.of(i, d);
            if (j < 0) {
                x &= ~WITH[d];
                continue;
            }
            int other = dom[j];
            int back = WITH[(d + 2) & 3];
            if ((other & back) == 0) {
                x &= ~WITH[d];
            } else if ((other & ~back) == 0) {
                x &= WITH[d];
            }
        }
        return x;
    }

    /** Whether a domain holds exactly one arm set. */
    static boolean isFixed(int domain) {
        return Integer.bitCount(domain) == 1;
    }

    /** The arm set of a fixed domain. */
    static int armsOf(int domain) {
        return Integer.numberOfTrailingZeros(domain);
    }

    /**
     * The tiles that local deduction alone settles, as arms per cell (-1 for an unsettled
     * tile, 0 for an empty cell), or null if deduction alone proves there is no solution.
     */
    public static int[] settledByDeduction(Stage s) {
        int[] dom = initialDomains(s);
        if (!new Deduction(s).propagate(dom)) {
            return null;
        }
        int[] arms = new int[dom.length];
        for (int i = 0; i < dom.length; i++) {
            arms[i] = s.kind(i) == null ? 0 : isFixed(dom[i]) ? armsOf(dom[i]) : -1;
        }
        return arms;
    }

    /** The number of tiles that local deduction alone settles (0 if it finds a contradiction). */
    public static int settledTiles(Stage s) {
        int[] arms = settledByDeduction(s);
        return arms == null ? 0 : (int) Arrays.stream(arms).filter(a -> a > 0).count();
    }
}
