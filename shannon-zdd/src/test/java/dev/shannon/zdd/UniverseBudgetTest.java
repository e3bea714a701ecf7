package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * One budget per universe: the memory limit bounds the sum of the node tables, the diagrams kept
 * outside them and the search in flight (a search that fits alone is refused while a large
 * family holds the table), a finished search leaves nothing reserved but its diagram, and a table
 * gives its room back once its family is dropped, so that the refused search then runs within
 * the same limit. Every figure compared is independent of when the Java collector runs: between
 * operations the budget holds exactly the tables' arrays and the kept diagrams, whichever of the
 * dropped ones the collector has found so far.
 */
class UniverseBudgetTest {
    private static final long ROOMY = 1L << 30;

    private static final int K = 9;

    /** The grid's corner-to-corner paths, loaded into the edge table by an operation on them. */
    private static GraphSet pathsInTable(Universe u) {
        GraphSet paths = GraphSets.paths(u, 0, K * K - 1);
        return paths.union(paths.excludingEdge(0));
    }

    /** The search: paths between the other two corners. */
    private static GraphSet search(Universe u) {
        return GraphSets.paths(u, K - 1, K * K - K);
    }

    /** Between operations, the budget holds the tables and the kept diagrams, nothing else. */
    static void assertExactAccounting(Universe u) {
        assertThat(u.memoryInUse())
                .as("the budget holds the tables' arrays and the kept diagrams")
                .isEqualTo(u.memoryOfTables() + u.memoryKept());
    }

    @Test
    void searchesLeaveNothingReservedButTheirDiagramAndTheLimitBoundsTablesAndSearchTogether() {
        // Calibration on roomy universes: what the table holds with the paths in it, and what
        // the search needs on its own.
        Universe roomy = Universe.grid(K, K).withMemoryLimit(ROOMY);
        GraphSet held = pathsInTable(roomy);
        long table = roomy.memoryOfTables();
        long keptBefore = roomy.memoryKept();
        GraphSet found = search(roomy);
        assertExactAccounting(roomy);
        assertThat(roomy.memoryKept() - keptBefore)
                .as("the search gave back all it reserved but its diagram, kept while its set is")
                .isEqualTo(found.family.zdd().bytes());
        BigInteger paths = found.count();
        assertExactAccounting(roomy);
        assertThat(held.count()).isPositive();
        Universe alone = Universe.grid(K, K).withMemoryLimit(ROOMY);
        search(alone);
        long search = alone.memoryPeak();
        assertThat(table).as("the calibration is meaningful").isGreaterThan(4 * alone.memoryOfTables());

        Universe tight = Universe.grid(K, K).withMemoryLimit(search + table / 2);
        AtomicReference<GraphSet> holder = new AtomicReference<>(pathsInTable(tight));
        assertThatThrownBy(() -> search(tight)).isInstanceOf(ZddMemoryLimitException.class);
        // (its reclaims collected the table first, so the intermediate family is gone too)
        assertExactAccounting(tight);
        assertThat(tight.memoryOfTables())
                .as("the refused search left nothing behind")
                .isLessThanOrEqualTo(table)
                .isGreaterThan(table / 2);
        holder.set(null);
        // The table frees the dropped paths, shrinks, and the search runs within the same limit.
        assertThat(search(tight).count()).isEqualTo(paths);
        assertExactAccounting(tight);
        assertThat(tight.memoryOfTables()).isLessThan(table / 4);
    }
}
