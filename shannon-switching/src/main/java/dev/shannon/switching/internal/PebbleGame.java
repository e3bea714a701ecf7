package dev.shannon.switching.internal;

import java.util.Arrays;

/**
 * The (k,l) pebble game of Lee &amp; Streinu (2008), "Pebble game algorithms and sparse graphs",
 * on flat primitive arrays.
 *
 * <p>Every vertex starts with k pebbles. An edge uv is <em>accepted</em> iff l+1 pebbles can be
 * gathered on u and v (by reversing directed paths of accepted edges towards a free pebble); it
 * is then oriented out of u or v, using one of that endpoint's pebbles. The accepted edges form a
 * basis of the (k,l)-sparsity matroid: every set of k′ vertices spans at most k·k′ − l of them.
 * Shannon uses k = 2 with l = 2 (unions of two forests, Nash-Williams) and l = 3 (Laman).
 *
 * <p>All changes can be journalled and rolled back ({@link #mark()}, {@link #rollback(int)}), so
 * that "what if this edge were added or removed" costs one search, not a new game.
 */
public final class PebbleGame {
    private static final int OP_REVERSE = 0;
    private static final int OP_ADD = 1;
    private static final int OP_REMOVE = 2;

    private final int k;
    private final int l;
    private final int n;
    private final int[] pebbles;

    // Accepted edges, by slot: the edge points from tail to head and is covered by a pebble of its tail.
    private int[] tail;
    private int[] head;
    private int[] label; // caller's edge id
    private boolean[] alive;
    private int slots;

    // Out- and in-lists per vertex, with each slot's position in them for O(1) removal.
    private final int[][] out;
    private final int[] outSize;
    private final int[][] in;
    private final int[] inSize;
    private int[] outPos;
    private int[] inPos;

    // Search scratch.
    private final int[] seen;
    private int stamp;
    private final int[] stack;
    private final int[] viaSlot;

    private int[] journal = new int[64];
    private int journalSize;
    private boolean journalling;

    public PebbleGame(int vertices, int k, int l) {
        if (k < 1 || l < 0 || l >= 2 * k) {
            throw new IllegalArgumentException("need k >= 1 and 0 <= l < 2k, got k=" + k + " l=" + l);
        }
        this.k = k;
        this.l = l;
        this.n = vertices;
        pebbles = new int[n];
        Arrays.fill(pebbles, k);
        int cap = Math.max(16, 2 * n);
        tail = new int[cap];
        head = new int[cap];
        label = new int[cap];
        alive = new boolean[cap];
        outPos = new int[cap];
        inPos = new int[cap];
        out = new int[n][];
        in = new int[n][];
        outSize = new int[n];
        inSize = new int[n];
        for (int v = 0; v < n; v++) {
            out[v] = new int[Math.max(2, k)];
            in[v] = new int[4];
        }
        seen = new int[n];
        stack = new int[n];
        viaSlot = new int[n];
    }

    /** The (2,2) game: accepted sets are unions of two forests. */
    public static PebbleGame twoTwo(int vertices) {
        return new PebbleGame(vertices, 2, 2);
    }

    /** The (2,3) game: Laman sparsity, generic rigidity in the plane. */
    public static PebbleGame twoThree(int vertices) {
        return new PebbleGame(vertices, 2, 3);
    }

    public int vertexCount() {
        return n;
    }

    /** Free pebbles on {@code v}. */
    public int pebbles(int v) {
        return pebbles[v];
    }

    /** Starts recording changes so that they can be rolled back. */
    public void startJournal() {
        journalling = true;
        journalSize = 0;
    }

    /** A mark for {@link #rollback(int)}; requires {@link #startJournal()}. */
    public int mark() {
        if (!journalling) {
            throw new IllegalStateException("journal not started");
        }
        return journalSize;
    }

    /** Undoes every change made since {@code mark}. */
    public void rollback(int mark) {
        boolean was = journalling;
        journalling = false;
        while (journalSize > mark) {
            journalSize -= 2;
            int op = journal[journalSize];
            int slot = journal[journalSize + 1];
            switch (op) {
                case OP_REVERSE -> reverse(slot);
                case OP_ADD -> {
                    unlink(slot);
                    alive[slot] = false;
                    slots--; // journalled adds are undone last-in first-out
                }
                case OP_REMOVE -> {
                    alive[slot] = true;
                    link(slot);
                }
                default -> pebbles[op - 3] -= slot; // a pebble change: 3 + vertex, delta
            }
        }
        journalling = was;
    }

    private void log(int op, int arg) {
        if (!journalling) {
            return;
        }
        if (journalSize + 2 > journal.length) {
            journal = Arrays.copyOf(journal, journal.length * 2);
        }
        journal[journalSize++] = op;
        journal[journalSize++] = arg;
    }

    private void changePebbles(int v, int delta) {
        pebbles[v] += delta;
        log(3 + v, delta);
    }

    /**
     * Tries to add edge uv (labelled {@code id}); returns true if it was accepted, i.e. if
     * l+1 pebbles could be gathered on u and v. A rejected edge leaves the game equivalent
     * (orientations may change, the accepted set does not).
     */
    public boolean add(int u, int v, int id) {
        if (gather(u, v, l + 1) < l + 1) {
            return false;
        }
        int from = pebbles[u] > 0 ? u : v;
        int to = from == u ? v : u;
        changePebbles(from, -1);
        int slot = newSlot(from, to, id);
        log(OP_ADD, slot);
        return true;
    }

    /** Like {@link #add(int, int, int)} but returns the slot of the accepted edge, or -1. */
    public int addSlot(int u, int v, int id) {
        return add(u, v, id) ? slots - 1 : -1;
    }

    /** Removes the accepted edge in {@code slot}; its pebble returns to its tail. */
    public void remove(int slot) {
        if (!alive[slot]) {
            throw new IllegalArgumentException("slot " + slot + " holds no edge");
        }
        changePebbles(tail[slot], +1);
        unlink(slot);
        alive[slot] = false;
        log(OP_REMOVE, slot);
    }

    /** True if an edge between u and v would be accepted now (the game may reorient edges). */
    public boolean canAdd(int u, int v) {
        return gather(u, v, l + 1) >= l + 1;
    }

    /**
     * Gathers pebbles on u and v until they hold {@code wanted} (at most 2k, or k when u = v)
     * or no more can be brought; returns how many they hold. Pebbles on u and v never leave.
     */
    public int gather(int u, int v, int wanted) {
        if (u == v) {
            while (pebbles[u] < Math.min(wanted, k) && fetch(u, u, u)) {
                // keep fetching
            }
            return pebbles[u];
        }
        while (pebbles[u] + pebbles[v] < wanted) {
            if (pebbles[u] < k && fetch(u, u, v)) {
                continue;
            }
            if (pebbles[v] < k && fetch(v, u, v)) {
                continue;
            }
            break;
        }
        return pebbles[u] + pebbles[v];
    }

    /**
     * Brings one pebble to {@code target} along a directed path of accepted edges from a vertex
     * with a free pebble, never taking one from {@code pinA} or {@code pinB}. Depth-first.
     */
    private boolean fetch(int target, int pinA, int pinB) {
        int mark = ++stamp;
        seen[pinA] = mark;
        seen[pinB] = mark;
        seen[target] = mark;
        int top = 0;
        stack[top++] = target;
        while (top > 0) {
            int x = stack[--top];
            int[] list = out[x];
            for (int i = 0, size = outSize[x]; i < size; i++) {
                int slot = list[i];
                int y = head[slot];
                if (seen[y] == mark) {
                    continue;
                }
                seen[y] = mark;
                viaSlot[y] = slot;
                if (pebbles[y] > 0) {
                    // Reverse the path target -> ... -> y; y's pebble moves to target.
                    changePebbles(y, -1);
                    int z = y;
                    while (z != target) {
                        int s = viaSlot[z];
                        int prev = tail[s];
                        reverse(s);
                        log(OP_REVERSE, s);
                        z = prev;
                    }
                    changePebbles(target, +1);
                    return true;
                }
                stack[top++] = y;
            }
        }
        return false;
    }

    private int newSlot(int from, int to, int id) {
        if (slots == tail.length) {
            int cap = slots * 2;
            tail = Arrays.copyOf(tail, cap);
            head = Arrays.copyOf(head, cap);
            label = Arrays.copyOf(label, cap);
            alive = Arrays.copyOf(alive, cap);
            outPos = Arrays.copyOf(outPos, cap);
            inPos = Arrays.copyOf(inPos, cap);
        }
        int slot = slots++;
        tail[slot] = from;
        head[slot] = to;
        label[slot] = id;
        alive[slot] = true;
        link(slot);
        return slot;
    }

    private void reverse(int slot) {
        unlink(slot);
        int t = tail[slot];
        tail[slot] = head[slot];
        head[slot] = t;
        link(slot);
    }

    private void link(int slot) {
        int t = tail[slot];
        if (outSize[t] == out[t].length) {
            out[t] = Arrays.copyOf(out[t], out[t].length * 2);
        }
        outPos[slot] = outSize[t];
        out[t][outSize[t]++] = slot;
        int h = head[slot];
        if (inSize[h] == in[h].length) {
            in[h] = Arrays.copyOf(in[h], in[h].length * 2);
        }
        inPos[slot] = inSize[h];
        in[h][inSize[h]++] = slot;
    }

    private void unlink(int slot) {
        int t = tail[slot];
        int p = outPos[slot];
        int last = out[t][--outSize[t]];
        out[t][p] = last;
        outPos[last] = p;
        int h = head[slot];
        int q = inPos[slot];
        int lastIn = in[h][--inSize[h]];
        in[h][q] = lastIn;
        inPos[lastIn] = q;
    }

    /**
     * After {@code gather(u, v, l + 1)} has failed (u and v hold exactly l pebbles and no more can
     * be brought), the maximal tight vertex set containing u and v: every vertex from which no
     * directed path reaches a free pebble outside {u, v}. Writes 1 into {@code member[w]} for its
     * members and 0 elsewhere; returns its size.
     */
    public int tightSet(int u, int v, byte[] member) {
        // Reverse search from every free pebble not on u or v: whoever reaches one is outside.
        Arrays.fill(member, (byte) 1);
        int top = 0;
        for (int w = 0; w < n; w++) {
            if (w != u && w != v && pebbles[w] > 0) {
                member[w] = 0;
                stack[top++] = w;
            }
        }
        while (top > 0) {
            int x = stack[--top];
            int[] list = in[x];
            for (int i = 0, size = inSize[x]; i < size; i++) {
                int y = tail[list[i]];
                if (member[y] != 0 && y != u && y != v) {
                    member[y] = 0;
                    stack[top++] = y;
                }
            }
        }
        int size = 0;
        for (int w = 0; w < n; w++) {
            size += member[w];
        }
        return size;
    }

    /**
     * The vertices reachable from u or v along accepted edges in their direction. Right after
     * {@code gather(u, v, l + 1)} has failed this is the smallest tight set containing u and v,
     * and the accepted edges inside it, with uv, form the fundamental circuit of uv (Lee &amp;
     * Streinu). Writes the vertices into {@code into} and returns how many there are.
     */
    public int reach(int u, int v, int[] into) {
        int mark = ++stamp;
        int count = 0;
        seen[u] = mark;
        into[count++] = u;
        if (seen[v] != mark) {
            seen[v] = mark;
            into[count++] = v;
        }
        for (int i = 0; i < count; i++) {
            int x = into[i];
            int[] list = out[x];
            for (int k = 0, size = outSize[x]; k < size; k++) {
                int y = head[list[k]];
                if (seen[y] != mark) {
                    seen[y] = mark;
                    into[count++] = y;
                }
            }
        }
        return count;
    }

    /** Number of accepted edges directed out of {@code v}. */
    public int outDegree(int v) {
        return outSize[v];
    }

    /** The slot of the {@code i}-th accepted edge directed out of {@code v}. */
    public int outSlot(int v, int i) {
        return out[v][i];
    }

    /** The caller's id of the edge in {@code slot}. */
    public int id(int slot) {
        return label[slot];
    }

    public boolean isAlive(int slot) {
        return alive[slot];
    }

    public int slotCount() {
        return slots;
    }

    public int tail(int slot) {
        return tail[slot];
    }

    public int head(int slot) {
        return head[slot];
    }
}
