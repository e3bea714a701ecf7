package dev.shannon.zdd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.shannon.zdd.core.MemoryBudget;
import java.math.BigInteger;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * audit16 (issue 33 §4): a collection shrinks its unique table ({@code NodeTable.shrink}) and
 * its operation cache ({@code ZddAlgebra.clearCache(int)}) by releasing the old array's bytes
 * first and reserving the smaller array after. Since the budget is the universe's, shared with
 * the searches in flight on other threads (and since 59762d7 a refused reservation on any thread
 * collects every idle table), a reservation made on another thread in between can take the room:
 * the reservation of the smaller array is then refused and the table is left with a null array,
 * so that every later operation on the universe fails with a {@link NullPointerException}.
 *
 * <p>The other thread here stands in for a search in flight: it takes all the room that comes
 * free under the limit while the table collects. The race is timing-dependent; on the audit's
 * loaded 2-core machine it broke the universe within about 100 rounds in 3 of 4 runs. Since a
 * smaller array takes over part of the larger one's reservation ({@code MemoryBudget.smaller}),
 * nothing is reserved in between and no round can break it.
 */
class CollectionShrinkRaceTest {
    private static final int K = 7;
    private static final int ROUNDS = 120;
    private static final long LIMIT = 64L << 20;

    @Test
    void aCollectionRacingAReservationLeavesTheUniverseUsable() throws Exception {
        int n = K * K;
        BigInteger expected =
                GraphSets.paths(Universe.grid(K, K), 0, n - 1).excludingEdge(0).count();
        Universe u = Universe.grid(K, K).withMemoryLimit(LIMIT);
        for (int round = 0; round < ROUNDS; round++) {
            // A large operation grows the edge table and its cache; dropped, it leaves room to shrink.
            GraphSet p = GraphSets.paths(u, 0, n - 1);
            p.removeSomeEdge().union(p.addSomeEdge()).count();
            p = null;
            AtomicBoolean stop = new AtomicBoolean();
            Thread inFlight = new Thread(() -> takeWhatComesFree(u, stop));
            inFlight.start();
            try {
                u.manager().reclaim();
            } catch (ZddMemoryLimitException refusedWhileShrinking) {
                // a refusal is allowed; what follows must still work
            } finally {
                stop.set(true);
                inFlight.join();
            }
            try {
                assertEquals(
                        expected, GraphSets.paths(u, 0, n - 1).excludingEdge(0).count(), "round " + round);
            } catch (NullPointerException broken) {
                fail("round " + round + ": the universe is broken after a collection raced a reservation", broken);
            }
        }
    }

    /** A search in flight, reduced to its reservations: takes all the free room, holds it until told. */
    private static void takeWhatComesFree(Universe u, AtomicBoolean stop) {
        MemoryBudget search = u.operationBudget();
        MemoryBudget.withoutReclaim(() -> {
            while (!stop.get()) {
                long free = LIMIT - u.memoryInUse();
                if (free > 0) {
                    try {
                        search.reserve(free, "a search in flight");
                    } catch (ZddMemoryLimitException full) {
                        // another reservation came first; try again
                    }
                }
            }
            return null;
        });
        search.close();
    }
}
