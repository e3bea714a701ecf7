package dev.shannon.matroid;

import java.util.Arrays;

/**
 * Matroid partition (Edmonds 1965; Cunningham 1986): k disjoint sets, each independent in the
 * same matroid, grown one element at a time by shortest augmenting paths in the exchange graph.
 * An arc u -> y (y in part i, u not) means part i may give up y for u; a path from the new
 * element to a sink (an element some part takes as it is) is applied from its end, and because
 * it is shortest every part stays independent.
 *
 * <p>When an element cannot be added, the elements its search reached form a set R with every
 * part's share of R spanning R (each reached element's fundamental circuit in each other part
 * was reached too): that is the certificate that the element is spanned by the union.
 */
public final class MatroidPartition {
    private final Matroid m;
    private final int n;
    private final int k;
    private final long[][] parts;
    private final ExchangeOracle[] oracles; // null = to be rebuilt
    private final int[] side;
    private final int rankBound;
    private int total;
    private long[] lastReached;
    private long augmentations;
    private final int[] parentNode;
    private final int[] parentPart;
    private final int[] queue;

    public MatroidPartition(Matroid m, int k) {
        if (k < 1) {
            throw new IllegalArgumentException("a partition has at least one part, got " + k);
        }
        this.m = m;
        this.n = m.size();
        this.k = k;
        this.parts = new long[k][Bits.words(n)];
        this.oracles = new ExchangeOracle[k];
        this.side = new int[n];
        Arrays.fill(side, -1);
        this.rankBound = k * m.rank();
        this.parentNode = new int[n];
        this.parentPart = new int[n];
        this.queue = new int[n];
    }

    public int partCount() {
        return k;
    }

    /** A copy of part i. */
    public long[] part(int i) {
        return parts[i].clone();
    }

    /** The part holding x, or -1. */
    public int side(int x) {
        return side[x];
    }

    /** The number of elements in all parts. */
    public int size() {
        return total;
    }

    /** Augmenting paths longer than a direct insertion, so far. */
    public long augmentations() {
        return augmentations;
    }

    /** Adds every element of {@code elements} that can be added, in increasing order. */
    public void addAll(long[] elements) {
        for (int x = Bits.next(elements, 0); x >= 0; x = Bits.next(elements, x + 1)) {
            if (total == rankBound) {
                return; // every part is a basis: nothing more fits
            }
            add(x);
        }
    }

    /** The circuit of part i plus x (x outside part i), as {@link ExchangeOracle#circuit}. */
    public long[] circuit(int i, int x) {
        return oracle(i).circuit(x);
    }

    private ExchangeOracle oracle(int i) {
        if (oracles[i] == null) {
            oracles[i] = m.exchange(parts[i]);
        }
        return oracles[i];
    }

    /**
     * Tries to add x (in no part yet). True if it went in; false if the union already spans it,
     * and then {@link #lastReached} is the certificate set R.
     */
    public boolean add(int x) {
        if (side[x] >= 0) {
            throw new IllegalArgumentException("element " + x + " is already in part " + side[x]);
        }
        long[] reached = Bits.empty(n);
        Bits.set(reached, x);
        parentNode[x] = -1;
        int head = 0;
        int tail = 0;
        queue[tail++] = x;
        while (head < tail) {
            int u = queue[head++];
            for (int i = 0; i < k; i++) {
                if (side[u] == i) {
                    continue;
                }
                long[] c = oracle(i).circuit(u);
                if (c == null) {
                    apply(x, u, i);
                    return true;
                }
                for (int y = Bits.next(c, 0); y >= 0; y = Bits.next(c, y + 1)) {
                    if (!Bits.get(reached, y)) {
                        Bits.set(reached, y);
                        parentNode[y] = u;
                        parentPart[y] = i;
                        queue[tail++] = y;
                    }
                }
            }
        }
        lastReached = reached;
        return false;
    }

    /** The elements the last failed {@link #add} reached (the element itself included). */
    public long[] lastReached() {
        if (lastReached == null) {
            throw new IllegalStateException("no addition has failed yet");
        }
        return lastReached.clone();
    }

    private void apply(int x, int sink, int sinkPart) {
        total++;
        if (sink == x) {
            Bits.set(parts[sinkPart], x);
            side[x] = sinkPart;
            if (oracles[sinkPart] != null) {
                oracles[sinkPart].add(x);
            }
            return;
        }
        augmentations++;
        int y = sink;
        int p = sinkPart;
        while (true) {
            int from = side[y];
            if (from >= 0) {
                Bits.clear(parts[from], y);
                oracles[from] = null;
            }
            Bits.set(parts[p], y);
            side[y] = p;
            oracles[p] = null;
            if (y == x) {
                return;
            }
            p = parentPart[y];
            y = parentNode[y];
        }
    }
}
