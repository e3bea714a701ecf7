package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.util.Arrays;

/**
 * A growable ZDD node store with a unique table. Nodes live in three {@code int} arrays; the
 * unique table is open addressing over node numbers, so no object exists per node.
 * {@link #node} applies both reduction rules (zero suppression and sharing) as nodes are made.
 * Diagrams enter by {@link #load} and leave by {@link #export}, which keeps only the nodes
 * reachable from one root and numbers them children first.
 *
 * <p>A table can be long-lived (the shared store of a {@link ZddManager}): {@link #collect}
 * frees every node not reachable from the given roots, and freed numbers are reused by later
 * nodes. Node numbers are therefore not ordered children first here, only in exported
 * diagrams. Walks ({@link #export}, {@link #collect}, {@link #reachableCount}) mark nodes with
 * an epoch stamp, so their cost is what they reach, never the table's size. Not thread-safe:
 * one thread at a time (the manager's lock).
 */
public final class NodeTable {
    /** {@code var} of a freed slot; its {@code lo} links the free list. */
    private static final int FREE = -1;

    private final int levels;
    private final MemoryBudget budget;
    private int[] var;
    private int[] lo;
    private int[] hi;
    /** High-water mark: slots {@code 0..size-1} have been used. */
    private int size;
    /** Slots in use (terminals included). */
    private int live;

    private int freeHead;
    private int[] table;
    private int mask;
    /** Walk marks: a node is marked in the current walk iff {@code stamp[f] == epoch}. */
    private int[] stamp;

    private int epoch;
    /** A walk's per-node scratch value (an exported number), valid where stamped. */
    private int[] scratch;

    public NodeTable(int levels, MemoryBudget budget, int expectedNodes) {
        this.levels = levels;
        this.budget = budget;
        int cap = Math.max(16, expectedNodes + 2);
        var = budget.ints(cap, "ZDD nodes");
        lo = budget.ints(cap, "ZDD nodes");
        hi = budget.ints(cap, "ZDD nodes");
        stamp = budget.ints(cap, "ZDD node marks");
        scratch = budget.ints(cap, "ZDD node marks");
        var[0] = levels;
        var[1] = levels;
        size = 2;
        live = 2;
        int tcap = Integer.highestOneBit(Math.max(16, cap) * 2 - 1) << 1;
        table = budget.ints(tcap, "ZDD unique table");
        mask = tcap - 1;
    }

    public int levels() {
        return levels;
    }

    /** The nodes in use, terminals included. */
    public int liveNodes() {
        return live;
    }

    public int var(int f) {
        return var[f];
    }

    public int lo(int f) {
        return lo[f];
    }

    public int hi(int f) {
        return hi[f];
    }

    /** The node testing {@code v} with the given children, made or found; {@code hi == 0} gives {@code lo}. */
    public int node(int v, int l, int h) {
        if (h == Zdd.ZERO) {
            return l;
        }
        int slot = hash(v, l, h) & mask;
        while (true) {
            int f = table[slot];
            if (f == 0) {
                break;
            }
            if (var[f] == v && lo[f] == l && hi[f] == h) {
                return f;
            }
            slot = (slot + 1) & mask;
        }
        int f;
        if (freeHead != 0) {
            f = freeHead;
            freeHead = lo[f];
        } else {
            if (size == var.length) {
                growNodes();
            }
            f = size++;
        }
        var[f] = v;
        lo[f] = l;
        hi[f] = h;
        table[slot] = f;
        live++;
        if (2L * live > table.length) {
            rehash(table.length * 2);
        }
        return f;
    }

    /**
     * Grows the five node arrays together: all new arrays are reserved before any field changes,
     * so a memory limit reached part way leaves the table as it was (and its arrays of one length)
     * for the manager to collect and retry.
     */
    private void growNodes() {
        growNodes(MemoryBudget.nextCapacity(size, "ZDD nodes"));
    }

    private void growNodes(int cap) {
        int[][] grown = new int[5][];
        try {
            for (int k = 0; k < grown.length; k++) {
                grown[k] = budget.ints(cap, k < 3 ? "ZDD nodes" : "ZDD node marks");
            }
        } catch (ZddMemoryLimitException e) {
            for (int[] g : grown) {
                if (g != null) {
                    budget.release(4L * g.length);
                }
            }
            throw e;
        }
        int[][] old = {var, lo, hi, stamp, scratch};
        for (int k = 0; k < old.length; k++) {
            System.arraycopy(old[k], 0, grown[k], 0, Math.min(old[k].length, cap));
            budget.release(4L * old[k].length);
        }
        var = grown[0];
        lo = grown[1];
        hi = grown[2];
        stamp = grown[3];
        scratch = grown[4];
    }

    private static int hash(int v, int l, int h) {
        long x = (v * 0x9E3779B97F4A7C15L) ^ (l * 0xC2B2AE3D27D4EB4FL) ^ (h * 0x165667B19E3779F9L);
        x ^= x >>> 29;
        x *= 0xBF58476D1CE4E5B9L;
        return (int) (x ^ (x >>> 32));
    }

    /** Rebuilds the unique table at {@code slots} entries from the nodes in use. */
    private void rehash(int slots) {
        if (slots > 1 << 30) {
            throw new ZddMemoryLimitException("ZDD unique table would exceed 2^30 slots");
        }
        int[] t = slots == table.length ? table : budget.ints(slots, "ZDD unique table");
        if (t == table) {
            Arrays.fill(t, 0);
        } else {
            budget.release(4L * table.length);
        }
        table = t;
        mask = t.length - 1;
        for (int f = 2; f < size; f++) {
            if (var[f] == FREE) {
                continue;
            }
            int slot = hash(var[f], lo[f], hi[f]) & mask;
            while (t[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            t[slot] = f;
        }
    }

    /**
     * Grows the node arrays and the unique table once for up to {@code extra} new nodes, instead
     * of in many steps as they arrive (loading the 8 × 8 grid's 911,390 tree nodes into a fresh
     * table took 17 copies of the node arrays and 10 rehashes). Best effort: if the memory limit
     * refuses the room, the table is as it was and grows as it goes.
     */
    private void makeRoomFor(int extra) {
        try {
            MemoryBudget.withoutReclaim(() -> {
                growFor(extra);
                return null;
            });
        } catch (ZddMemoryLimitException refused) {
            // Grow step by step instead; a load that needs fewer new nodes may still fit.
        }
    }

    private void growFor(int extra) {
        long nodes = (long) size + extra;
        if (nodes > var.length && nodes < Integer.MAX_VALUE - 16) {
            // At least the usual step, so that loads of small diagrams do not copy each time.
            growNodes((int) Math.max(nodes, MemoryBudget.nextCapacity(size, "ZDD nodes")));
        }
        long slots = table.length;
        while (slots < 2L * ((long) live + extra) && slots < 1 << 30) {
            slots <<= 1;
        }
        if (slots > table.length) {
            rehash((int) slots);
        }
    }

    /** Copies a diagram in (sharing with nodes already here) and returns its root here. */
    public int load(Zdd z) {
        if (z.levels() != levels) {
            throw new IllegalArgumentException("diagram over " + z.levels() + " variables, table over " + levels);
        }
        int[] map = budget.ints(z.size(), "ZDD load map");
        try {
            makeRoomFor(z.size());
            map[Zdd.ONE] = Zdd.ONE;
            for (int i = 2; i < z.size(); i++) {
                map[i] = node(z.var(i), map[z.lo(i)], map[z.hi(i)]);
            }
            return map[z.root()];
        } finally {
            budget.release(4L * z.size());
        }
    }

    /** The family below {@code f} as an immutable diagram of its reachable nodes, children first. */
    public Zdd export(int f) {
        return export(f, budget);
    }

    /** {@link #export(int)}, the new diagram's arrays counted against {@code out}. */
    public Zdd export(int f, MemoryBudget out) {
        if (f <= Zdd.ONE) {
            return Zdd.terminal(levels, f == Zdd.ONE);
        }
        int[] order = postOrder(f);
        int n = order.length;
        IntChunks v = new IntChunks(out, "ZDD nodes");
        IntChunks l = new IntChunks(out, "ZDD nodes");
        IntChunks h = new IntChunks(out, "ZDD nodes");
        for (int i = 0; i < 2; i++) {
            v.add(levels);
            l.add(0);
            h.add(0);
        }
        scratch[0] = 0;
        scratch[1] = 1;
        for (int i = 0; i < n; i++) {
            int g = order[i];
            scratch[g] = i + 2;
            v.add(var[g]);
            l.add(scratch[lo[g]]);
            h.add(scratch[hi[g]]);
        }
        return Zdd.of(levels, v, l, h, n + 1);
    }

    /** The number of inner nodes reachable from {@code f}. */
    public int reachableCount(int f) {
        return f <= Zdd.ONE ? 0 : postOrder(f).length;
    }

    /** Starts a walk: afterwards no node is marked. */
    private void newEpoch() {
        if (++epoch == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            epoch = 1;
        }
        stamp[0] = epoch;
        stamp[1] = epoch;
    }

    /** Inner nodes reachable from {@code f}, each after its children (iterative depth-first). */
    private int[] postOrder(int f) {
        newEpoch();
        int[] out = new int[16];
        int n = 0;
        int[] stack = new int[64];
        int sp = 0;
        stack[sp++] = f;
        // A node is marked when expanded; in a DAG a marked child is therefore already output.
        while (sp > 0) {
            int g = stack[--sp];
            if (g < 0) {
                if (n == out.length) {
                    out = Arrays.copyOf(out, 2 * n);
                }
                out[n++] = ~g;
                continue;
            }
            if (stamp[g] == epoch) {
                continue;
            }
            stamp[g] = epoch;
            if (sp + 3 > stack.length) {
                stack = Arrays.copyOf(stack, 2 * stack.length);
            }
            stack[sp++] = ~g;
            if (stamp[hi[g]] != epoch) {
                stack[sp++] = hi[g];
            }
            if (stamp[lo[g]] != epoch) {
                stack[sp++] = lo[g];
            }
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * Frees every inner node not reachable from a root (a node {@code f} with
     * {@code roots[f] > 0}; {@code roots} may be shorter than the table) and rebuilds the unique
     * table; returns the number of nodes freed. Node numbers of the survivors do not change.
     */
    public int collect(int[] roots) {
        newEpoch();
        int[] stack = new int[64];
        int limit = Math.min(roots.length, size);
        for (int r = 2; r < limit; r++) {
            if (roots[r] <= 0 || stamp[r] == epoch) {
                continue;
            }
            int sp = 0;
            stack[sp++] = r;
            stamp[r] = epoch;
            while (sp > 0) {
                int g = stack[--sp];
                if (sp + 2 > stack.length) {
                    stack = Arrays.copyOf(stack, 2 * stack.length);
                }
                if (stamp[lo[g]] != epoch) {
                    stamp[lo[g]] = epoch;
                    stack[sp++] = lo[g];
                }
                if (stamp[hi[g]] != epoch) {
                    stamp[hi[g]] = epoch;
                    stack[sp++] = hi[g];
                }
            }
        }
        int freed = 0;
        int top = 1;
        for (int f = size - 1; f >= 2; f--) {
            if (var[f] != FREE && stamp[f] == epoch) {
                top = f;
                break;
            }
        }
        for (int f = size - 1; f > top; f--) {
            if (var[f] != FREE) {
                freed++;
            }
        }
        size = top + 1;
        freeHead = 0;
        // Highest numbers first onto the list, so new nodes reuse the low numbers first.
        for (int f = size - 1; f >= 2; f--) {
            if (var[f] == FREE || stamp[f] != epoch) {
                if (var[f] != FREE) {
                    freed++;
                }
                var[f] = FREE;
                lo[f] = freeHead;
                hi[f] = 0;
                freeHead = f;
            }
        }
        live -= freed;
        shrink();
        return freed;
    }

    /**
     * After a collection, gives back the room a large operation left behind: the node arrays
     * down to a margin above the highest surviving number (survivors keep their numbers, so
     * live nodes scattered high keep the arrays long) when they are more than twice that, and
     * the unique table down to four slots per live node when it is more than twice that. Best
     * effort: if the limit refuses even the smaller arrays, the table stays as it is.
     */
    private void shrink() {
        int cap = MemoryBudget.nextCapacity(Math.max(size, 1 << 10), "ZDD nodes");
        if (var.length > 2L * cap) {
            try {
                MemoryBudget.withoutReclaim(() -> {
                    growNodes(cap);
                    return null;
                });
            } catch (ZddMemoryLimitException refused) {
                // keep the larger arrays
            }
        }
        int slots = Integer.highestOneBit(Math.max(16, 4 * live) - 1) << 1;
        if (table.length > 2L * slots) {
            table = budget.smaller(table, slots); // never refused: it keeps part of the old reservation
        }
        rehash(table.length);
    }

    /** The bytes of the node arrays and the unique table, as the budget counts them. */
    public long bytes() {
        return 4L * (var.length + lo.length + hi.length + stamp.length + scratch.length + table.length);
    }

    /** The length of the node arrays (for tests of {@link #collect}'s shrinking). */
    int capacity() {
        return var.length;
    }

    /** The number of slots of the unique table (for tests). */
    int slots() {
        return table.length;
    }
}
