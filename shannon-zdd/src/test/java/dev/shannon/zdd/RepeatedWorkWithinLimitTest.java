package dev.shannon.zdd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * audit16 (issue 33 §4): work that fits once in a universe keeps fitting when it is repeated
 * there, its earlier families dropped, given the margin docs/limits.md states. One piece of work
 * (the independent sets of the 8 × 8 grid, their maximal members united with those of eight
 * vertices, counted and sampled, then dropped) is run in a fresh universe at the smallest limit
 * it fits in (found in 16 KiB steps), then fifty times in a row in one universe at 1.3 times that.
 * At the fresh minimum itself, and at 1.1 and 1.15 times it, repeated runs are refused now and then
 * (audit16: 25, 1 and 25 of 50 fitted; from 1.2 times on all of them): a table grows its node
 * arrays by half at a time, holding the old and the new arrays while it copies, and keeps the
 * numbers of its surviving nodes, so after earlier work its arrays can stand at a length at which
 * the next growth passes a limit the fresh universe, growing from small arrays, kept under.
 */
class RepeatedWorkWithinLimitTest {
    private static final int K = 8;
    private static final long STEP = 16 << 10;

    private static String work(Universe u) {
        VertexSetFamily independent = VertexSetFamily.independentSets(u);
        VertexSetFamily f = independent.maximal().union(independent.ofSize(K));
        return f.count() + "/" + f.sample(3L);
    }

    private static boolean fitsFresh(long limit) {
        try {
            work(Universe.grid(K, K).withMemoryLimit(limit));
            return true;
        } catch (ZddMemoryLimitException e) {
            return false;
        }
    }

    @Test
    void workThatFitsOnceFitsFiftyTimesInARowWithThreeTenthsMore() {
        String expected = work(Universe.grid(K, K));
        long lo = 0;
        long hi = STEP;
        while (!fitsFresh(hi)) {
            lo = hi;
            hi *= 2;
        }
        while (hi - lo > STEP) {
            long mid = (lo + hi) / 2 / STEP * STEP;
            if (fitsFresh(mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        List<String> refused = new ArrayList<>();
        for (double factor : new double[] {1.3}) {
            long limit = (long) (hi * factor);
            assertTrue(fitsFresh(limit));
            Universe u = Universe.grid(K, K).withMemoryLimit(limit);
            int fitted = 0;
            String first = null;
            for (int run = 0; run < 50; run++) {
                try {
                    assertEquals(expected, work(u));
                    fitted++;
                } catch (ZddMemoryLimitException e) {
                    if (first == null) {
                        first = "run " + run + ": " + e.getMessage();
                    }
                }
            }
            if (fitted < 50) {
                refused.add(String.format(
                        "at %.2f MiB (%.2f x the fresh minimum) %d of 50 fitted; first refusal %s",
                        limit / 1048576.0, factor, fitted, first));
            }
        }
        assertTrue(refused.isEmpty(), String.join("\n", refused));
    }
}
