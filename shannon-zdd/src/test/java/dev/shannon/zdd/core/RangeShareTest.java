package dev.shannon.zdd.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link RangeShare} hands out every state exactly once, and each thread's states in increasing
 * order (what {@link StateRecords#mergeInLinkOrder} needs of each worker's records), whatever the
 * order in which the threads ask: in random interleavings on one thread, and on real threads.
 */
class RangeShareTest {
    @Property(tries = 400)
    void everyStateOnceEachThreadInOrder(
            @ForAll @IntRange(min = 0, max = 6000) int n,
            @ForAll @IntRange(min = 1, max = 4) int k,
            @ForAll long seed) {
        RangeShare share = new RangeShare(n, k);
        List<List<long[]>> claims = newClaims(k);
        Random random = new Random(seed);
        List<Integer> busy = new ArrayList<>();
        for (int t = 0; t < k; t++) {
            busy.add(t);
        }
        // Threads ask in a random order, some much more often than others (a slow thread).
        double[] speed = new double[k];
        for (int t = 0; t < k; t++) {
            speed[t] = 0.05 + random.nextDouble();
        }
        while (!busy.isEmpty()) {
            int t = busy.get(random.nextInt(busy.size()));
            if (random.nextDouble() > speed[t]) {
                continue;
            }
            long r = share.next(t);
            if (r < 0) {
                busy.remove((Integer) t);
            } else {
                claims.get(t).add(new long[] {r >>> 32, (int) r});
            }
        }
        check(n, claims);
    }

    @Property(tries = 40)
    void everyStateOnceOnRealThreads(
            @ForAll @IntRange(min = 0, max = 300_000) int n, @ForAll @IntRange(min = 2, max = 4) int k)
            throws InterruptedException {
        RangeShare share = new RangeShare(n, k);
        List<List<long[]>> claims = newClaims(k);
        Thread[] threads = new Thread[k];
        for (int t = 0; t < k; t++) {
            int me = t;
            threads[t] = new Thread(() -> {
                // Uneven work per state, so that the threads run out at different times.
                long sink = 0;
                for (long r; (r = share.next(me)) >= 0; ) {
                    claims.get(me).add(new long[] {r >>> 32, (int) r});
                    for (int i = 0; i < (me + 1) * 200; i++) {
                        sink += i ^ r;
                    }
                }
                if (sink == 42) {
                    System.out.print("");
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        check(n, claims);
    }

    private static List<List<long[]>> newClaims(int k) {
        List<List<long[]>> claims = new ArrayList<>();
        for (int t = 0; t < k; t++) {
            claims.add(new ArrayList<>());
        }
        return claims;
    }

    private static void check(int n, List<List<long[]>> claims) {
        int[] times = new int[n];
        for (List<long[]> own : claims) {
            long last = 0;
            for (long[] c : own) {
                assertThat(c[0]).as("a thread's states increase").isGreaterThanOrEqualTo(last);
                assertThat(c[1]).as("a claim is not empty").isGreaterThan(c[0]);
                assertThat(c[1] - c[0]).isLessThanOrEqualTo(RangeShare.BLOCK);
                for (long i = c[0]; i < c[1]; i++) {
                    times[(int) i]++;
                }
                last = c[1];
            }
        }
        for (int i = 0; i < n; i++) {
            assertThat(times[i]).as("state %d handed out", i).isEqualTo(1);
        }
    }
}
