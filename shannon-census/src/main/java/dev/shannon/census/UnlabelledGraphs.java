package dev.shannon.census;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * One simple graph on K vertices per isomorphism class of (graph, s, t), where an isomorphism must
 * map s to s and t to t (s and t are ordered: swapping them is a different marking), with
 * vertices 0 = s and 1 = t. Classes come from our own generator, nothing external; each carries
 * its weight (K−2)!/|Aut(G,s,t)|, the number of labelled graphs it stands for, so the weighted
 * table equals the labelled census.
 *
 * <p>The generator is McKay's canonical augmentation ("Isomorph-free exhaustive generation",
 * J. Algorithms 26, 1998), by adding one inner vertex at a time: a class on k vertices is made from
 * a class on k − 1 by joining a new vertex to a subset of the old ones, and it is kept only if the
 * new vertex is its <em>canonical deletion</em> — in the orbit of the inner vertex of largest
 * degree that comes last in the canonical order ({@link CanonicalForm}). Every class on k vertices
 * then has exactly one parent class, so the only repeats left are children of one parent made from
 * subsets its automorphisms swap; they are removed among that parent's children alone. A subset
 * whose new vertex is not of largest degree is discarded before any canonical labelling. Nothing
 * global is kept but the list itself (K = 9: 16,343,872 classes, 12 bytes each: a code and a weight).
 *
 * <p>Order: parents in their own order, each parent's children by increasing code. The order is a
 * function of K alone (not of threads), so shard {@code i} holds the same classes anywhere; shards
 * hold about 2^12 classes.
 */
public final class UnlabelledGraphs implements GraphFamily {
    private static final int SHARD_BITS = 12;
    private static final int CHUNKS_PER_THREAD = 16;

    private final int vertices;
    private final long[] codes;
    private final int[] weights;
    private final int shardCount;

    private UnlabelledGraphs(int vertices, long[] codes, int[] weights, int shardCount) {
        this.vertices = vertices;
        this.codes = codes;
        this.weights = weights;
        this.shardCount = shardCount;
    }

    /** Enumerates the classes on all cores (K = 8: about half a million, seconds), cut into the default shards. */
    public static UnlabelledGraphs of(int vertices) {
        return of(vertices, 0);
    }

    /** The same, cut into {@code shards} shards (0: the default, about 2^12 classes a shard). */
    public static UnlabelledGraphs of(int vertices, int shards) {
        return of(vertices, shards, Runtime.getRuntime().availableProcessors());
    }

    /** The same, generated on {@code threads} threads (the result does not depend on them). */
    public static UnlabelledGraphs of(int vertices, int shards, int threads) {
        GraphFamily.checkVertices(vertices);
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        int[] w = new int[MinorCode.CELLS];
        long withoutEdge = MinorCode.encode(2, w, new int[] {0, 1});
        w[1] = 1;
        w[MinorCode.STRIDE] = 1;
        long[] codes = {withoutEdge, MinorCode.encode(2, w, new int[] {0, 1})};
        int[] automorphisms = {1, 1};
        ExecutorService pool = threads > 1
                ? Executors.newFixedThreadPool(threads, r -> {
                    Thread t = new Thread(r, "census-classes");
                    t.setDaemon(true);
                    return t;
                })
                : null;
        try {
            for (int k = 3; k <= vertices; k++) {
                Children next = extend(codes, k, pool, threads);
                codes = next.codes;
                automorphisms = next.automorphisms;
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        long factorial = 1;
        for (int i = 2; i <= vertices - 2; i++) {
            factorial *= i;
        }
        int[] weights = new int[codes.length];
        for (int i = 0; i < codes.length; i++) {
            weights[i] = (int) (factorial / automorphisms[i]);
        }
        int count = shards > 0 ? shards : Math.max(1, codes.length >> SHARD_BITS);
        GraphFamily.checkShards(count, codes.length);
        return new UnlabelledGraphs(vertices, codes, weights, count);
    }

    /** Classes on k vertices with their automorphism counts, in parent order. */
    private record Children(long[] codes, int[] automorphisms) {}

    private static Children extend(long[] parents, int k, ExecutorService pool, int threads) {
        int chunks = pool == null ? 1 : Math.min(parents.length, threads * CHUNKS_PER_THREAD);
        List<Children> parts = new ArrayList<>();
        if (pool == null) {
            parts.add(children(parents, 0, parents.length, k));
        } else {
            List<Future<Children>> futures = new ArrayList<>();
            for (int c = 0; c < chunks; c++) {
                int from = (int) ((long) parents.length * c / chunks);
                int to = (int) ((long) parents.length * (c + 1) / chunks);
                futures.add(pool.submit(() -> children(parents, from, to, k)));
            }
            try {
                for (Future<Children> f : futures) {
                    parts.add(f.get());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("class enumeration interrupted", e);
            } catch (ExecutionException e) {
                throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
            }
        }
        int total = 0;
        for (Children p : parts) {
            total = Math.addExact(total, p.codes.length);
        }
        long[] codes = new long[total];
        int[] automorphisms = new int[total];
        int at = 0;
        for (Children p : parts) {
            System.arraycopy(p.codes, 0, codes, at, p.codes.length);
            System.arraycopy(p.automorphisms, 0, automorphisms, at, p.codes.length);
            at += p.codes.length;
        }
        return new Children(codes, automorphisms);
    }

    /** The canonical children of parents [from, to): each a new vertex k − 1 joined to a subset of the others. */
    private static Children children(long[] parents, int from, int to, int k) {
        CanonicalForm canonical = new CanonicalForm();
        int newVertex = k - 1;
        int subsets = 1 << newVertex;
        int[] w = new int[MinorCode.CELLS];
        int[] degree = new int[MinorCode.MAX_VERTICES];
        long[] mine = new long[subsets];
        int[] mineAut = new int[subsets];
        long[] codes = new long[Math.max(16, (to - from) * 4)];
        int[] automorphisms = new int[codes.length];
        int count = 0;
        for (int p = from; p < to; p++) {
            MinorCode.decode(parents[p], w);
            for (int v = 0; v < newVertex; v++) {
                int d = 0;
                for (int u = 0; u < newVertex; u++) {
                    d += w[v * MinorCode.STRIDE + u];
                }
                degree[v] = d;
            }
            int kept = 0;
            for (int subset = 0; subset < subsets; subset++) {
                int newDegree = Integer.bitCount(subset);
                int candidates = 1 << newVertex;
                boolean largest = true;
                for (int v = 2; v < newVertex && largest; v++) {
                    int d = degree[v] + (subset >> v & 1);
                    if (d > newDegree) {
                        largest = false;
                    } else if (d == newDegree) {
                        candidates |= 1 << v;
                    }
                }
                if (!largest) {
                    continue; // the new vertex is not of largest degree, so it is not the canonical deletion
                }
                for (int v = 0; v < newVertex; v++) {
                    int bit = subset >> v & 1;
                    w[newVertex * MinorCode.STRIDE + v] = bit;
                    w[v * MinorCode.STRIDE + newVertex] = bit;
                }
                long code = canonical.code(k, w, candidates, newVertex);
                if (canonical.watchedIsLastCandidate()) {
                    mine[kept] = code;
                    mineAut[kept++] = canonical.automorphisms();
                }
            }
            // Repeats among this parent's children: subsets its automorphisms map onto each other.
            sortTogether(mine, mineAut, kept);
            for (int i = 0; i < kept; i++) {
                if (i > 0 && mine[i] == mine[i - 1]) {
                    continue;
                }
                if (count == codes.length) {
                    codes = Arrays.copyOf(codes, codes.length * 2);
                    automorphisms = Arrays.copyOf(automorphisms, codes.length);
                }
                codes[count] = mine[i];
                automorphisms[count++] = mineAut[i];
            }
        }
        return new Children(Arrays.copyOf(codes, count), Arrays.copyOf(automorphisms, count));
    }

    /** Insertion sort of a few hundred codes, carrying their automorphism counts along. */
    private static void sortTogether(long[] codes, int[] values, int n) {
        for (int i = 1; i < n; i++) {
            long c = codes[i];
            int v = values[i];
            int j = i - 1;
            while (j >= 0 && codes[j] > c) {
                codes[j + 1] = codes[j];
                values[j + 1] = values[j];
                j--;
            }
            codes[j + 1] = c;
            values[j + 1] = v;
        }
    }

    @Override
    public int vertices() {
        return vertices;
    }

    @Override
    public String id() {
        return "unlabelled";
    }

    @Override
    public long size() {
        return codes.length;
    }

    @Override
    public int shardCount() {
        return shardCount;
    }

    @Override
    public long labelledWeight(Shard shard) {
        long sum = 0;
        int to = (int) shard.to(size());
        for (int i = (int) shard.from(size()); i < to; i++) {
            sum += weights[i];
        }
        return sum;
    }

    @Override
    public void forEach(Shard shard, GraphSink sink) {
        int[] w = new int[MinorCode.CELLS];
        int to = (int) shard.to(size());
        for (int i = (int) shard.from(size()); i < to; i++) {
            MinorCode.decode(codes[i], w);
            sink.accept(w, weights[i]);
        }
    }

    /** The canonical code of class {@code i} (for tests). */
    long code(int i) {
        return codes[i];
    }

    /** The number of labelled graphs class {@code i} stands for. */
    long weight(int i) {
        return weights[i];
    }
}
