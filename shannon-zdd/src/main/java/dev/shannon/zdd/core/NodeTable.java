package dev.shannon.zdd.core;

/**
 * A growable ZDD node store with a unique table, the working space of one operation. Nodes
 * live in three {@code int} arrays; the unique table is open addressing over node numbers, so
 * no object exists per node. {@link #node} applies both reduction rules (zero suppression and
 * sharing) as nodes are made. Operands enter by {@link #load} and the result leaves by
 * {@link #export}, which keeps only the reachable nodes and numbers them children first.
 */
public final class NodeTable {
    private final int levels;
    private final MemoryBudget budget;
    private int[] var;
    private int[] lo;
    private int[] hi;
    private int size;
    private int[] table;
    private int mask;

    public NodeTable(int levels, MemoryBudget budget, int expectedNodes) {
        this.levels = levels;
        this.budget = budget;
        int cap = Math.max(16, expectedNodes + 2);
        var = budget.ints(cap, "ZDD nodes");
        lo = budget.ints(cap, "ZDD nodes");
        hi = budget.ints(cap, "ZDD nodes");
        var[0] = levels;
        var[1] = levels;
        size = 2;
        int tcap = Integer.highestOneBit(Math.max(16, cap) * 2 - 1) << 1;
        table = budget.ints(tcap, "ZDD unique table");
        mask = tcap - 1;
    }

    public int levels() {
        return levels;
    }

    public int size() {
        return size;
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
        if (size == var.length) {
            int cap = MemoryBudget.nextCapacity(size, "ZDD nodes");
            var = budget.grow(var, cap, "ZDD nodes");
            lo = budget.grow(lo, cap, "ZDD nodes");
            hi = budget.grow(hi, cap, "ZDD nodes");
        }
        int f = size++;
        var[f] = v;
        lo[f] = l;
        hi[f] = h;
        table[slot] = f;
        if (2L * size > table.length) {
            rehash();
        }
        return f;
    }

    private static int hash(int v, int l, int h) {
        long x = (v * 0x9E3779B97F4A7C15L) ^ (l * 0xC2B2AE3D27D4EB4FL) ^ (h * 0x165667B19E3779F9L);
        x ^= x >>> 29;
        x *= 0xBF58476D1CE4E5B9L;
        return (int) (x ^ (x >>> 32));
    }

    private void rehash() {
        if (table.length >= 1 << 30) {
            throw new dev.shannon.zdd.ZddMemoryLimitException("ZDD unique table would exceed 2^30 slots");
        }
        int[] t = budget.ints(table.length * 2, "ZDD unique table");
        budget.release(4L * table.length);
        table = t;
        mask = t.length - 1;
        for (int f = 2; f < size; f++) {
            int slot = hash(var[f], lo[f], hi[f]) & mask;
            while (t[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            t[slot] = f;
        }
    }

    /** Copies a diagram in (sharing with nodes already here) and returns its root here. */
    public int load(Zdd z) {
        if (z.levels() != levels) {
            throw new IllegalArgumentException("diagram over " + z.levels() + " variables, table over " + levels);
        }
        int[] map = budget.ints(z.size(), "ZDD load map");
        map[Zdd.ONE] = Zdd.ONE;
        for (int i = 2; i < z.size(); i++) {
            map[i] = node(z.var(i), map[z.lo(i)], map[z.hi(i)]);
        }
        int r = map[z.root()];
        budget.release(4L * z.size());
        return r;
    }

    /** The family below {@code f} as an immutable diagram of its reachable nodes, children first. */
    public Zdd export(int f) {
        if (f <= Zdd.ONE) {
            return Zdd.terminal(levels, f == Zdd.ONE);
        }
        int[] order = postOrder(f);
        int n = order.length;
        int[] newId = budget.ints(size, "ZDD export map");
        IntChunks v = new IntChunks(budget, "ZDD nodes");
        IntChunks l = new IntChunks(budget, "ZDD nodes");
        IntChunks h = new IntChunks(budget, "ZDD nodes");
        for (int i = 0; i < 2; i++) {
            v.add(levels);
            l.add(0);
            h.add(0);
        }
        newId[1] = 1;
        for (int i = 0; i < n; i++) {
            int g = order[i];
            newId[g] = i + 2;
            v.add(var[g]);
            l.add(newId[lo[g]]);
            h.add(newId[hi[g]]);
        }
        budget.release(4L * size);
        return Zdd.of(levels, v, l, h, n + 1);
    }

    /** Inner nodes reachable from {@code f}, each after its children (iterative depth-first). */
    private int[] postOrder(int f) {
        boolean[] seen = new boolean[size];
        int[] out = new int[16];
        int n = 0;
        int[] stack = new int[64];
        int sp = 0;
        stack[sp++] = f;
        seen[0] = true;
        seen[1] = true;
        // A node is marked when expanded; in a DAG a marked child is therefore already output.
        while (sp > 0) {
            int g = stack[--sp];
            if (g < 0) {
                if (n == out.length) {
                    out = java.util.Arrays.copyOf(out, 2 * n);
                }
                out[n++] = ~g;
                continue;
            }
            if (seen[g]) {
                continue;
            }
            seen[g] = true;
            if (sp + 3 > stack.length) {
                stack = java.util.Arrays.copyOf(stack, 2 * stack.length);
            }
            stack[sp++] = ~g;
            if (!seen[hi[g]]) {
                stack[sp++] = hi[g];
            }
            if (!seen[lo[g]]) {
                stack[sp++] = lo[g];
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }
}
