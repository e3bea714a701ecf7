package dev.shannon.zdd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shannon.zdd.core.FrontierEngine;
import dev.shannon.zdd.core.MemoryBudget;
import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.spec.CycleSpec;
import dev.shannon.zdd.spec.FrontierSpec;
import org.junit.jupiter.api.Test;

/**
 * A diagram is the same node for node for any thread count. Found by audit13
 * (docs/history/benchmarks-2026-12-05.md): on this random graph of 29 vertices and 83 edges, the
 * Hamiltonian cycles (MateSpec, states of three ints) have a level of 4.8 million states, more
 * records than one bucket of a one-thread merge; that merge numbered them in hash order, bucket
 * after bucket, where a shared level numbers them in the order of their first links, so the
 * diagram built on two threads was the same family with the same 2,068,719 nodes, numbered
 * differently from node 63 on. One thread now merges such a level in order of links too.
 */
class TwoThreadNumberingTest {
    private static final String EDGES =
            "24-26 24-2 16-13 27-23 23-19 25-16 11-15 27-1 26-28 16-24 23-11 22-25 7-26 7-13 "
                    + "12-27 4-18 23-12 18-12 5-25 1-17 23-4 6-26 20-19 17-24 5-23 17-26 13-14 15-22 9-3 7-23 9-2 1-2 5-19 "
                    + "28-17 18-7 5-16 13-19 0-13 0-4 27-24 26-4 15-23 24-15 8-15 5-6 25-15 25-4 24-1 6-22 18-25 6-27 3-5 "
                    + "14-0 19-1 20-28 17-16 9-17 0-10 14-8 5-11 26-18 20-21 2-0 27-26 8-20 23-18 6-10 16-20 27-16 27-2 "
                    + "25-20 3-21 13-22 18-14 7-25 21-7 20-3 15-20 8-28 4-20 11-26 5-0 6-16";

    @Test
    void hamiltonianCyclesOnTwoThreadsAreNumberedAsOnOne() {
        Universe.Builder b = Universe.builder();
        for (int i = 0; i < 29; i++) {
            b.addVertex("v" + i);
        }
        for (String e : EDGES.split(" ")) {
            String[] p = e.split("-");
            b.addEdge("v" + p[0], "v" + p[1]);
        }
        Universe u = b.build();
        FrontierSpec spec = CycleSpec.hamiltonian(u);
        Zdd one = FrontierEngine.build(
                        u.edgeCount(), spec, MemoryBudget.unlimited(), FrontierEngine.Options.DEFAULT.withThreads(1))
                .zdd();
        Zdd two = FrontierEngine.build(
                        u.edgeCount(), spec, MemoryBudget.unlimited(), FrontierEngine.Options.DEFAULT.withThreads(2))
                .zdd();
        assertTrue(one.sameFamily(two));
        assertEquals(one.size(), two.size());
        assertEquals(one.root(), two.root());
        for (int i = 2; i < one.size(); i++) {
            String at = "node " + i;
            assertEquals(one.var(i), two.var(i), at);
            assertEquals(one.lo(i), two.lo(i), at);
            assertEquals(one.hi(i), two.hi(i), at);
        }
    }
}
