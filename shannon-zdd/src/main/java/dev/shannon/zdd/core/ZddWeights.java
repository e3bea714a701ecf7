package dev.shannon.zdd.core;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;

/**
 * Members by total edge weight. A member's weight is the sum of its edges' weights, i.e. the
 * length of its root-to-1 path when take-branches cost their edge's weight and skip-branches
 * nothing. One backward pass gives every node's cheapest completion; the cheapest member
 * follows it greedily, and the k cheapest come lazily from a best-first search whose
 * heuristic is exact (A* with perfect estimates), so each member costs one descent.
 */
public final class ZddWeights {
    private ZddWeights() {}

    /** A member with its total weight. */
    public record Weighted(int[] edges, double weight) {}

    /** The cheapest completion below every node (+∞ for the empty family). */
    static double[] cheapest(Zdd z, double[] w) {
        int n = z.size();
        double[] best = new double[n];
        best[0] = Double.POSITIVE_INFINITY;
        best[1] = 0;
        for (int i = 2; i < n; i++) {
            best[i] = Math.min(best[z.lo(i)], w[z.var(i)] + best[z.hi(i)]);
        }
        return best;
    }

    /** Members in order of increasing total weight {@code w} (ties in an unspecified order). */
    public static Iterator<Weighted> increasing(Zdd z, double[] w) {
        if (w.length != z.levels()) {
            throw new IllegalArgumentException("need " + z.levels() + " edge weights, got " + w.length);
        }
        for (double x : w) {
            if (Double.isNaN(x) || Double.isInfinite(x)) {
                throw new IllegalArgumentException("edge weights must be finite, got " + x);
            }
        }
        return new BestFirst(z, w, cheapest(z, w));
    }

    /** Members in order of decreasing total weight {@code w}. */
    public static Iterator<Weighted> decreasing(Zdd z, double[] w) {
        double[] neg = new double[w.length];
        for (int i = 0; i < w.length; i++) {
            neg[i] = -w[i];
        }
        Iterator<Weighted> it = increasing(z, neg);
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public Weighted next() {
                Weighted x = it.next();
                return new Weighted(x.edges(), -x.weight());
            }
        };
    }

    /** A partial path: the edges taken so far as a shared linked list. */
    private record Prefix(int edge, Prefix rest, int length) {}

    private record Entry(double estimate, double cost, int node, Prefix prefix) {}

    private static final class BestFirst implements Iterator<Weighted> {
        private final Zdd z;
        private final double[] w;
        private final double[] best;
        private final PriorityQueue<Entry> queue =
                new PriorityQueue<>((a, b) -> Double.compare(a.estimate, b.estimate));
        private Weighted next;

        BestFirst(Zdd z, double[] w, double[] best) {
            this.z = z;
            this.w = w;
            this.best = best;
            if (z.root() != Zdd.ZERO) {
                queue.add(new Entry(best[z.root()], 0, z.root(), null));
            }
        }

        @Override
        public boolean hasNext() {
            if (next == null) {
                next = search();
            }
            return next != null;
        }

        @Override
        public Weighted next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Weighted x = next;
            next = null;
            return x;
        }

        private Weighted search() {
            while (!queue.isEmpty()) {
                Entry e = queue.poll();
                int f = e.node;
                if (f == Zdd.ONE) {
                    return new Weighted(edges(e.prefix), e.cost);
                }
                int lo = z.lo(f);
                if (lo != Zdd.ZERO) {
                    queue.add(new Entry(e.cost + best[lo], e.cost, lo, e.prefix));
                }
                int v = z.var(f);
                int hi = z.hi(f);
                double c = e.cost + w[v];
                int len = e.prefix == null ? 1 : e.prefix.length + 1;
                queue.add(new Entry(c + best[hi], c, hi, new Prefix(v, e.prefix, len)));
            }
            return null;
        }

        private static int[] edges(Prefix p) {
            int[] out = new int[p == null ? 0 : p.length];
            for (int i = out.length - 1; i >= 0; i--) {
                out[i] = p.edge;
                p = p.rest;
            }
            Arrays.sort(out);
            return out;
        }
    }
}
