package dev.shannon.zdd.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * One budget with children (a universe's budget and its operations) against a model that adds
 * up by hand: the parent always holds its own reservations plus what every open child holds, a
 * child's reservation is refused exactly when the parent has no room for it, and a closed child
 * holds nothing of the parent's.
 */
class MemoryBudgetTest {
    private static final long LIMIT = 10_000;

    @Property(tries = 200)
    void theParentHoldsTheSumOfItselfAndItsOpenChildren(@ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        MemoryBudget parent = new MemoryBudget(LIMIT);
        List<MemoryBudget> open = new ArrayList<>();
        List<Long> held = new ArrayList<>(); // per open child, what it holds
        long own = 0;
        for (int step = 0; step < 200; step++) {
            int what = r.nextInt(5);
            long bytes = r.nextLong(1, 3_000);
            long total = own + held.stream().mapToLong(Long::longValue).sum();
            if (what == 0) {
                open.add(parent.child());
                held.add(0L);
            } else if (what == 1 && !open.isEmpty()) {
                int i = r.nextInt(open.size());
                open.remove(i).close();
                held.remove(i);
            } else if (what == 2 && !open.isEmpty()) {
                int i = r.nextInt(open.size());
                if (bytes > LIMIT - total) {
                    MemoryBudget c = open.get(i);
                    assertThatThrownBy(() -> c.reserve(bytes, "x")).isInstanceOf(ZddMemoryLimitException.class);
                } else {
                    open.get(i).reserve(bytes, "x");
                    held.set(i, held.get(i) + bytes);
                }
            } else if (what == 3 && !open.isEmpty()) {
                int i = r.nextInt(open.size());
                long back = Math.min(bytes, held.get(i));
                open.get(i).release(back);
                held.set(i, held.get(i) - back);
            } else if (bytes <= LIMIT - total) {
                parent.reserve(bytes, "table");
                own += bytes;
            } else {
                assertThatThrownBy(() -> parent.reserve(bytes, "table")).isInstanceOf(ZddMemoryLimitException.class);
            }
            long expected = own + held.stream().mapToLong(Long::longValue).sum();
            assertThat(parent.used()).isEqualTo(expected);
            for (int i = 0; i < open.size(); i++) {
                assertThat(open.get(i).used()).isEqualTo(held.get(i));
            }
        }
    }

    @Test
    void aClosedChildNoLongerCountsAndItsLateReleasesDoNotReachTheParent() {
        MemoryBudget parent = new MemoryBudget(1000);
        MemoryBudget child = parent.child();
        int[] kept = child.ints(100, "result");
        assertThat(parent.used()).isEqualTo(400);
        child.close();
        assertThat(parent.used()).isZero();
        child.release(4L * kept.length); // e.g. an array given back after the operation ended
        assertThat(parent.used()).isZero();
        child.close(); // twice is harmless
        assertThat(parent.used()).isZero();
        assertThat(parent.child().peak()).isZero();
    }

    @Test
    void childrenShareTheParentsLimitRatherThanEachHavingItAll() {
        MemoryBudget parent = new MemoryBudget(1000);
        parent.reserve(600, "a table");
        try (MemoryBudget a = parent.child();
                MemoryBudget b = parent.child()) {
            a.reserve(300, "a search");
            assertThatThrownBy(() -> b.reserve(200, "another search"))
                    .isInstanceOf(ZddMemoryLimitException.class)
                    .hasMessageContaining("memory limit of")
                    .hasMessageContaining("another search");
        }
    }

    /** A budget of 1,000 bytes with 800 reserved, whose reclaimer counts its runs and then does {@code then}. */
    private static MemoryBudget fullWithReclaimer(AtomicInteger runs, Consumer<MemoryBudget> then) {
        MemoryBudget parent = new MemoryBudget(1000);
        parent.reserve(800, "a family's diagram");
        parent.reclaimBy(() -> {
            runs.incrementAndGet();
            then.accept(parent);
        });
        return parent;
    }

    @Test
    void aReservationThatDoesNotFitReclaimsOnceAndTriesAgain() {
        AtomicInteger runs = new AtomicInteger();
        // The collector finds the family unreachable.
        MemoryBudget parent = fullWithReclaimer(runs, b -> b.release(800));
        try (MemoryBudget search = parent.child()) {
            search.reserve(500, "a search");
            assertThat(parent.used()).isEqualTo(500);
        }
        assertThat(runs).hasValue(1);
        parent.reserve(400, "fits");
        assertThat(runs).as("a reservation that fits does not reclaim").hasValue(1);
    }

    @Test
    void aReclaimThatFreesTooLittleIsRefusedAfterOneTryAndNeverRecurses() {
        AtomicInteger runs = new AtomicInteger();
        // The family is still kept; the reclaimer's own reservations (a table shrinking into
        // smaller arrays) never reclaim.
        MemoryBudget parent = fullWithReclaimer(
                runs,
                b -> assertThatThrownBy(() -> b.reserve(900, "a smaller table"))
                        .isInstanceOf(ZddMemoryLimitException.class));
        assertThatThrownBy(() -> parent.child().reserve(300, "a search"))
                .isInstanceOf(ZddMemoryLimitException.class)
                .hasMessageContaining("memory limit of")
                .hasMessageContaining("a search");
        assertThat(runs).hasValue(1);
        assertThat(parent.used()).isEqualTo(800);
        // Best-effort reservations do not reclaim at all.
        assertThatThrownBy(() -> MemoryBudget.withoutReclaim(() -> parent.ints(100, "a larger unique table")))
                .isInstanceOf(ZddMemoryLimitException.class);
        assertThat(runs).hasValue(1);
    }

    @Test
    void aSmallerArrayKeepsPartOfTheLargerOnesReservationAndReservesNothing() {
        MemoryBudget budget = new MemoryBudget(4_000);
        int[] large = budget.ints(1_000, "a large table");
        assertThat(budget.used()).isEqualTo(4_000);
        // The budget is full: a reservation of the smaller array would be refused, a take-over is not.
        int[] small = budget.smaller(large, 250);
        assertThat(small).hasSize(250).containsOnly(0);
        assertThat(budget.used()).isEqualTo(1_000);
        assertThatThrownBy(() -> budget.smaller(small, 251)).isInstanceOf(IllegalArgumentException.class);
        assertThat(budget.used()).isEqualTo(1_000);
    }
}
