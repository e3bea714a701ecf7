package dev.shannon.zdd.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A memory limit reached while the node arrays grow leaves the table as it was: the limit is
 * reported as such (never as an index out of bounds, as when the five arrays were grown one at a
 * time and the limit struck between them), nothing of the failed growth stays reserved, and every
 * node made before is still there and found again.
 */
class NodeTableGrowthTest {
    @Test
    void aLimitReachedWhileGrowingLeavesTheTableWhole() {
        // 64 expected nodes: five int arrays of 66 entries and a unique table of 256 slots. Grown
        // to 115 entries one array at a time (each new array reserved before the old one is let
        // go), the first two fit under this limit and the third does not.
        MemoryBudget budget = new MemoryBudget(5 * 4 * 66 + 4 * 256 + 750);
        NodeTable table = new NodeTable(8, budget, 64);
        List<Integer> made = new ArrayList<>();
        int previous = Zdd.ZERO;
        long usedBefore = budget.used();
        ZddMemoryLimitException limit = null;
        for (int i = 0; i < 10_000 && limit == null; i++) {
            usedBefore = budget.used();
            try {
                // A chain of distinct nodes: each one's low child is the one before.
                previous = table.node(0, previous, Zdd.ONE);
                made.add(previous);
            } catch (ZddMemoryLimitException e) {
                limit = e;
            }
        }
        assertThat(limit).as("the limit was reached").isNotNull();
        assertThat(made).hasSizeGreaterThanOrEqualTo(60);
        assertThat(budget.used())
                .as("nothing reserved by the failed growth is kept")
                .isEqualTo(usedBefore);
        int live = table.liveNodes();
        int low = Zdd.ZERO;
        for (int f : made) {
            assertThat(table.var(f)).isZero();
            assertThat(table.lo(f)).isEqualTo(low);
            assertThat(table.hi(f)).isEqualTo(Zdd.ONE);
            assertThat(table.node(0, low, Zdd.ONE))
                    .as("found again, not made again")
                    .isEqualTo(f);
            low = f;
        }
        assertThat(table.liveNodes()).isEqualTo(live);
        int last = previous;
        assertThatThrownBy(() -> table.node(0, last, Zdd.ONE)).isInstanceOf(ZddMemoryLimitException.class);
        assertThat(budget.used()).isEqualTo(usedBefore);
    }

    @Test
    void aLoadWhoseRoomIsRefusedStillFindsTheNodesItShares() {
        NodeTable source = new NodeTable(8, MemoryBudget.unlimited(), 16);
        int f = Zdd.ZERO;
        for (int i = 0; i < 200; i++) {
            f = source.node(i % 8, f, Zdd.ONE);
        }
        Zdd z = source.export(f);
        MemoryBudget budget = new MemoryBudget(1 << 20);
        NodeTable table = new NodeTable(8, budget, 16);
        int root = table.load(z);
        // Room for one such load and no more: growing for another 200 nodes at once is refused,
        // but every node is already here.
        MemoryBudget tight = new MemoryBudget(budget.peak() + 64);
        NodeTable again = new NodeTable(8, tight, 16);
        int first = again.load(z);
        long used = tight.used();
        assertThat(again.load(z)).isEqualTo(first);
        assertThat(tight.used()).isEqualTo(used);
        assertThat(again.liveNodes()).isEqualTo(table.liveNodes());
        assertThat(root).isGreaterThan(Zdd.ONE);
    }
}
