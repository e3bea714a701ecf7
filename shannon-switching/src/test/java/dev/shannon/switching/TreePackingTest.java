package dev.shannon.switching;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import dev.shannon.switching.fixtures.RandomGames;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Edmonds' partition against every assignment of the edges to two forests or neither. */
class TreePackingTest {

    @Property(tries = 500)
    void packsAsManyEdgesAsAnyTwoDisjointForests(@ForAll("graphs") TerminalGraph game) {
        Multigraph g = game.graph();
        TreePacking packing = TreePacking.pack(g.vertexCount(), g.edgeUs(), g.edgeVs());
        int[] assignment = new int[g.edgeCount()];
        for (int e = 0; e < g.edgeCount(); e++) {
            assignment[e] = packing.forestOf(e);
        }
        assertThat(forestSizes(g, assignment))
                .as("the packing's forests are forests")
                .isEqualTo(packing.size());
        assertThat(packing.size()).isEqualTo(bestByBruteForce(g));
    }

    @Provide
    Arbitrary<TerminalGraph> graphs() {
        return RandomGames.games(6, 9);
    }

    /** The largest total size over all 3^m assignments to forest 0, forest 1 or neither. */
    private static int bestByBruteForce(Multigraph g) {
        int m = g.edgeCount();
        int[] assignment = new int[m];
        int best = 0;
        int total = (int) Math.pow(3, m);
        for (int code = 0; code < total; code++) {
            int c = code;
            for (int e = 0; e < m; e++) {
                assignment[e] = c % 3 - 1;
                c /= 3;
            }
            best = Math.max(best, forestSizes(g, assignment));
        }
        return best;
    }

    /** Edges assigned to a forest, or −1 if either forest has a cycle (a loop is a cycle). */
    private static int forestSizes(Multigraph g, int[] assignment) {
        UnionFind[] forests = {new UnionFind(g.vertexCount()), new UnionFind(g.vertexCount())};
        int size = 0;
        for (int e = 0; e < assignment.length; e++) {
            if (assignment[e] >= 0) {
                if (!forests[assignment[e]].union(g.edgeU(e), g.edgeV(e))) {
                    return -1;
                }
                size++;
            }
        }
        return size;
    }
}
