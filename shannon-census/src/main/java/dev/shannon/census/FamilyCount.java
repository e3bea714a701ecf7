package dev.shannon.census;

import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;

/**
 * A family counted without solving any game: how many graphs (or classes), how many with s and t
 * connected, and the same weighted by the labelled graphs each stands for. A quick check of a
 * generator against known counts (OEIS A304070 for the classes, 2^(K(K−1)/2) labelled graphs).
 *
 * @param graphs            items of the family (graphs, or isomorphism classes)
 * @param connected         items in which s and t are connected
 * @param labelledGraphs    labelled graphs they stand for
 * @param labelledConnected of those, the ones with s and t connected
 */
public record FamilyCount(long graphs, long connected, long labelledGraphs, long labelledConnected) {

    /** Counts every shard of {@code family}, on up to {@code threads} threads. */
    public static FamilyCount of(GraphFamily family, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        IntStream shards = IntStream.range(0, family.shardCount());
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            return pool.submit(() -> shards.parallel()
                            .mapToObj(i -> ofShard(family, new Shard(i, family.shardCount())))
                            .reduce(new FamilyCount(0, 0, 0, 0), FamilyCount::plus))
                    .join();
        } finally {
            pool.shutdownNow();
        }
    }

    /** Counts one shard. */
    public static FamilyCount ofShard(GraphFamily family, Shard shard) {
        long[] c = new long[4];
        int n = family.vertices();
        family.forEach(shard, (w, weight) -> {
            boolean joined = connected(n, w);
            c[0]++;
            c[2] += weight;
            if (joined) {
                c[1]++;
                c[3] += weight;
            }
        });
        return new FamilyCount(c[0], c[1], c[2], c[3]);
    }

    public FamilyCount plus(FamilyCount o) {
        return new FamilyCount(
                graphs + o.graphs,
                connected + o.connected,
                labelledGraphs + o.labelledGraphs,
                labelledConnected + o.labelledConnected);
    }

    /** Whether vertices 0 and 1 of the matrix are joined by a path. */
    static boolean connected(int n, int[] w) {
        int seen = 1;
        int frontier = 1;
        while (frontier != 0) {
            int v = Integer.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            for (int u = 0; u < n; u++) {
                if (w[v * MinorCode.STRIDE + u] != 0 && (seen >> u & 1) == 0) {
                    seen |= 1 << u;
                    frontier |= 1 << u;
                }
            }
        }
        return (seen & 2) != 0;
    }
}
