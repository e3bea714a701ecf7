package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.zdd.order.EdgeOrder;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The default edge order changes only the diagrams, never the families: on trees and sparse
 * multigraphs (where the depth-first, greedy and spine candidates win) every family built under
 * {@link EdgeOrder#FRONTIER} has the same members, edge by input edge, as under
 * {@link EdgeOrder#AS_GIVEN} (extends {@code UniverseTest.theDefaultOrderCountsTheSameFamilies},
 * a count on one shuffled grid). And a tree that the breadth-first sweeps made explode is now easy.
 */
class DefaultOrderFamiliesTest {

    /** A random tree on up to 10 vertices (parent of i among 0..i-1), plus up to 3 extra edges, parallel or loops allowed. */
    @Provide
    Arbitrary<TestGraphs.Spec> treesAndSparseGraphs() {
        return Combinators.combine(
                        Arbitraries.integers().between(1, 10),
                        Arbitraries.integers().between(0, 3),
                        Arbitraries.longs())
                .as((n, extra, seed) -> {
                    SplittableRandom r = new SplittableRandom(seed);
                    List<int[]> edges = new ArrayList<>();
                    for (int i = 1; i < n; i++) {
                        edges.add(r.nextBoolean() ? new int[] {r.nextInt(i), i} : new int[] {i, r.nextInt(i)});
                    }
                    for (int k = 0; k < extra; k++) {
                        edges.add(new int[] {r.nextInt(n), r.nextInt(n)});
                    }
                    // Shuffle the input order and the vertex numbers, so that AS_GIVEN is no sweep.
                    int[] perm = new int[n];
                    for (int i = 0; i < n; i++) {
                        perm[i] = i;
                    }
                    for (int i = n - 1; i > 0; i--) {
                        int j = r.nextInt(i + 1);
                        int t = perm[i];
                        perm[i] = perm[j];
                        perm[j] = t;
                    }
                    for (int i = edges.size() - 1; i > 0; i--) {
                        int j = r.nextInt(i + 1);
                        int[] t = edges.get(i);
                        edges.set(i, edges.get(j));
                        edges.set(j, t);
                    }
                    int[] us = edges.stream().mapToInt(e -> perm[e[0]]).toArray();
                    int[] vs = edges.stream().mapToInt(e -> perm[e[1]]).toArray();
                    return new TestGraphs.Spec(n, us, vs, true);
                });
    }

    @Property(tries = 150)
    void familiesAreTheSameUnderEitherOrder(@ForAll("treesAndSparseGraphs") TestGraphs.Spec s) {
        Universe frontier = s.universe();
        Universe given = new TestGraphs.Spec(s.n(), s.us(), s.vs(), false).universe();
        List<Function<Universe, GraphSet>> families = List.of(
                GraphSets::connected,
                GraphSets::cycles,
                GraphSets::forests,
                GraphSets::spanningTrees,
                GraphSets::matchings,
                u -> GraphSets.paths(u, 0, u.vertexCount() - 1),
                u -> GraphSets.trees(u));
        for (Function<Universe, GraphSet> f : families) {
            GraphSet a = f.apply(frontier);
            GraphSet b = f.apply(given);
            assertThat(a.count()).isEqualTo(b.count());
            assertThat(members(a, frontier)).isEqualTo(members(b, given));
        }
    }

    /** Each member as the sorted list of its edges' input positions. */
    private static Set<List<Integer>> members(GraphSet family, Universe u) {
        Set<List<Integer>> out = new HashSet<>();
        for (Subgraph g : family) {
            int[] input = Arrays.stream(g.edges()).map(u::inputIndex).sorted().toArray();
            out.add(Arrays.stream(input).boxed().toList());
        }
        return out;
    }

    /**
     * The complete binary tree of 127 vertices (edges as {@code shannon count connected} reads
     * them: "t0 t1", "t0 t2", ...). With the sweeps alone its frontier was 17 and building the
     * connected subgraphs ran out of a 2 GB heap; now the frontier is 4 and the diagram is built
     * within a 64 MiB memory limit (about 0.2 s;
     * docs/history/benchmarks-to-2026-12-04.md). The count is checked against the tree
     * formula: a subtree with its top vertex at v is v plus, for each child, nothing or a subtree
     * topped by it, so there are prod over children (1 + f(child)) of them; connected edge sets
     * are the subtrees with an edge, sum f(v) - n.
     */
    @Test
    void theBinaryTreeThatExplodedIsCountedInLittleMemory() {
        int n = 127;
        int[] parent = new int[n];
        Universe.Builder b = Universe.builder();
        for (int i = 1; i < n; i++) {
            parent[i] = (i - 1) / 2;
            b.addEdge("t" + parent[i], "t" + i);
        }
        Universe u = b.build().withMemoryLimit(64L << 20);
        assertThat(u.frontierWidth()).isEqualTo(4);
        GraphSet connected = GraphSets.connected(u);
        BigInteger count = connected.count();
        assertThat(count).isEqualTo(subtreesWithAnEdge(parent)).isEqualTo(new BigInteger("44127887746326310604790"));
        assertThat(connected.nodeCount()).isLessThan(1_000);
    }

    /** The same formula on random trees of 300 vertices given in shuffled order. */
    @Test
    void randomTreesCountTheirSubtrees() {
        Random r = new Random(18);
        for (int t = 0; t < 3; t++) {
            int n = 300;
            int[] parent = new int[n];
            List<String[]> edges = new ArrayList<>();
            for (int i = 1; i < n; i++) {
                parent[i] = r.nextInt(i);
                edges.add(new String[] {"r" + parent[i], "r" + i});
            }
            Collections.shuffle(edges, r);
            Universe.Builder b = Universe.builder();
            for (String[] e : edges) {
                b.addEdge(e[0], e[1]);
            }
            Universe u = b.build().withMemoryLimit(64L << 20);
            assertThat(u.frontierWidth()).isLessThanOrEqualTo(8);
            assertThat(GraphSets.connected(u).count()).isEqualTo(subtreesWithAnEdge(parent));
        }
    }

    /** Connected edge sets of the tree given by parents (parent[i] < i): the subtrees with at least one edge. */
    private static BigInteger subtreesWithAnEdge(int[] parent) {
        int n = parent.length;
        BigInteger[] f = new BigInteger[n];
        Arrays.fill(f, BigInteger.ONE);
        BigInteger sum = BigInteger.ZERO;
        for (int v = n - 1; v >= 0; v--) {
            // f[v] already holds the product over v's children, which all come after v.
            sum = sum.add(f[v]);
            if (v > 0) {
                f[parent[v]] = f[parent[v]].multiply(BigInteger.ONE.add(f[v]));
            }
        }
        return sum.subtract(BigInteger.valueOf(n));
    }
}
