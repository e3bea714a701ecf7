package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.zdd.order.EdgeOrder;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Universes of integer-named vertices give the same families as the same graph with its vertices
 * named by strings, and give the integers back; GraphSet's Graphillion-style spellings (including a
 * graph set, proper subsets, unit weights) against brute force; wide grids swept the short way.
 */
class TypedUniverseTest {
    /** Random edges on integer vertices (spread out, negative too, so that order is not string order). */
    private static List<Map.Entry<Integer, Integer>> randomEdges(int n, int m, Random random) {
        int[] label = new int[n];
        Set<Integer> used = new HashSet<>();
        for (int i = 0; i < n; i++) {
            do {
                label[i] = random.nextInt(2001) - 1000;
            } while (!used.add(label[i]));
        }
        List<Map.Entry<Integer, Integer>> edges = new ArrayList<>();
        for (int e = 0; e < m; e++) {
            edges.add(Map.entry(label[random.nextInt(n)], label[random.nextInt(n)]));
        }
        return edges;
    }

    /** The same edges on string-named vertices: the plain universe a user would have built before. */
    private static Universe stringNamed(List<Map.Entry<Integer, Integer>> edges) {
        Universe.Builder b = Universe.builder();
        edges.stream()
                .flatMap(e -> java.util.stream.Stream.of(e.getKey(), e.getValue()))
                .sorted()
                .distinct()
                .forEach(v -> b.addVertex(String.valueOf(v)));
        for (Map.Entry<Integer, Integer> e : edges) {
            b.addEdge(String.valueOf(e.getKey()), String.valueOf(e.getValue()));
        }
        return b.build();
    }

    /** A member as the multiset of its edges written with vertex names, independent of edge numbers. */
    private static List<String> named(Universe u, Subgraph g) {
        List<String> out = new ArrayList<>();
        for (int e : g.edges()) {
            String a = u.name(u.edgeU(e));
            String b = u.name(u.edgeV(e));
            out.add(a.compareTo(b) <= 0 ? a + "-" + b : b + "-" + a);
        }
        out.sort(null);
        return out;
    }

    private static Set<List<String>> members(GraphSet gs) {
        return gs.stream().map(g -> named(gs.universe(), g)).collect(Collectors.toSet());
    }

    @Property(tries = 60)
    void integerNamesGiveTheFamiliesOfStringNames(
            @ForAll @IntRange(min = 2, max = 7) int n, @ForAll @IntRange(min = 1, max = 11) int m, @ForAll long seed) {
        Random random = new Random(seed);
        List<Map.Entry<Integer, Integer>> edges = randomEdges(n, m, random);
        TypedUniverse<Integer> typed = TypedUniverse.of(edges);
        Universe plain = stringNamed(edges);
        List<Function<Universe, GraphSet>> families = List.of(
                GraphSets::cycles, GraphSets::trees, GraphSets::forests, GraphSets::matchings, GraphSets::connected);
        for (Function<Universe, GraphSet> family : families) {
            GraphSet a = family.apply(typed.universe());
            GraphSet b = family.apply(plain);
            assertThat(a.count()).isEqualTo(b.count());
            assertThat(members(a)).isEqualTo(members(b));
        }
        Integer s = typed.vertices().get(0);
        Integer t = typed.vertices().get(typed.vertices().size() - 1);
        assertThat(members(GraphSets.paths(typed.universe(), typed.number(s), typed.number(t))))
                .isEqualTo(members(GraphSets.paths(plain, String.valueOf(s), String.valueOf(t))));
    }

    @Property(tries = 60)
    void subgraphsGiveTheIntegersBack(
            @ForAll @IntRange(min = 2, max = 7) int n, @ForAll @IntRange(min = 1, max = 11) int m, @ForAll long seed) {
        Random random = new Random(seed);
        List<Map.Entry<Integer, Integer>> edges = randomEdges(n, m, random);
        TypedUniverse<Integer> typed = TypedUniverse.of(edges);
        Universe u = typed.universe();
        assertThat(typed.vertices()).isSorted();
        for (int v = 0; v < u.vertexCount(); v++) {
            assertThat(u.name(v)).isEqualTo(String.valueOf(typed.vertex(v)));
            assertThat(typed.number(typed.vertex(v))).isEqualTo(v);
        }
        // Every edge in input order: the edges come back as given (a parallel edge as its first copy's ends).
        Subgraph all = Subgraph.of(
                u, java.util.stream.IntStream.range(0, u.edgeCount()).toArray());
        List<Map.Entry<Integer, Integer>> back = all.edges(typed);
        assertThat(back).hasSize(edges.size());
        for (int i = 0; i < edges.size(); i++) {
            Set<Integer> given =
                    new HashSet<>(List.of(edges.get(i).getKey(), edges.get(i).getValue()));
            assertThat(new HashSet<>(List.of(back.get(i).getKey(), back.get(i).getValue())))
                    .isEqualTo(given);
        }
        for (Subgraph g : GraphSets.forests(u)) {
            // Back to a subgraph: the same edges up to which of two parallel copies is taken.
            assertThat(named(u, typed.subgraph(g.edges(typed)))).isEqualTo(named(u, g));
            Set<Integer> touched = new HashSet<>();
            g.edges(typed).forEach(e -> {
                touched.add(e.getKey());
                touched.add(e.getValue());
            });
            assertThat(new HashSet<>(typed.vertices(g))).isEqualTo(touched);
        }
    }

    @Test
    void verticesWrittenAlikeOrMissingAreRefused_andEqualOnesAreOne() {
        // Vertices the order finds equal are one vertex.
        assertThat(TypedUniverse.of(List.of(Map.entry("a", "b"), Map.entry("b", "c")), (x, y) -> 0)
                        .universe()
                        .vertexCount())
                .isEqualTo(1);
        record Cell(int r) {
            @Override
            public String toString() {
                return "cell";
            }
        }
        assertThatThrownBy(() -> TypedUniverse.of(
                        List.of(Map.entry(new Cell(1), new Cell(2))), java.util.Comparator.comparingInt(Cell::r)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'cell'");
        TypedUniverse<Integer> u = TypedUniverse.of(List.of(Map.entry(1, 2)));
        assertThatThrownBy(() -> u.number(3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> u.edge(1, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Property(tries = 40)
    void graphillionSpellingsAgreeWithBruteForce(
            @ForAll @IntRange(min = 2, max = 6) int n, @ForAll @IntRange(min = 1, max = 9) int m, @ForAll long seed) {
        Random random = new Random(seed);
        Universe u = TypedUniverse.of(randomEdges(n, m, random)).universe();
        GraphSet all = GraphSet.all(u);
        GraphSet a = all.ofSizeAtMost(random.nextInt(m + 1)).intersection(GraphSets.forests(u));
        GraphSet b = GraphSets.withEdgeCount(u, 1, 1 + random.nextInt(m));
        // including(GraphSet): the members of a that contain some member of b.
        Set<Long> bm = Brute.members(b);
        Set<Long> expected = Brute.members(a).stream()
                .filter(x -> bm.stream().anyMatch(y -> (x & y) == y))
                .collect(Collectors.toSet());
        assertThat(Brute.members(a.including(b))).isEqualTo(expected);
        Set<Long> rest = new HashSet<>(Brute.members(a));
        rest.removeAll(expected);
        assertThat(Brute.members(a.excluding(b))).isEqualTo(rest);
        // Proper subsets and supersets.
        GraphSet smaller = a.difference(GraphSet.of(u, a.stream().limit(1).toList()));
        assertThat(smaller.isProperSubsetOf(a)).isEqualTo(!a.isEmpty());
        assertThat(a.isProperSupersetOf(smaller)).isEqualTo(!a.isEmpty());
        assertThat(a.isProperSubsetOf(a)).isFalse();
        assertThat(a.isSupersetOf(a)).isTrue();
        assertThat(a.isSupersetOf(all)).isEqualTo(a.equals(all));
        // Unit weights: the fewest and the most edges.
        if (a.isEmpty()) {
            assertThat(a.minWeight()).isEmpty();
            assertThat(a.maxWeight()).isEmpty();
        } else {
            int least = Brute.members(a).stream().mapToInt(Long::bitCount).min().orElseThrow();
            int most = Brute.members(a).stream().mapToInt(Long::bitCount).max().orElseThrow();
            assertThat(a.minWeight().orElseThrow().size()).isEqualTo(least);
            assertThat(a.maxWeight().orElseThrow().size()).isEqualTo(most);
            assertThat(a.contains(a.minWeight().orElseThrow())).isTrue();
        }
    }

    @Test
    void wideGridsAreSweptTheShortWay() {
        Universe wide = Universe.grid(3, 12);
        Universe rowMajor = Universe.grid(3, 12, EdgeOrder.AS_GIVEN);
        assertThat(rowMajor.frontierWidth()).isEqualTo(13);
        assertThat(wide.frontierWidth()).isLessThanOrEqualTo(4);
        assertThat(wide.vertexNames()).isEqualTo(rowMajor.vertexNames());
        for (int e = 0; e < wide.edgeCount(); e++) {
            // input positions stay row-major, so per-edge weights given row-major still fit
            assertThat(wide.edge(e).uName() + wide.edge(e).vName())
                    .isEqualTo(rowMajor.edge(wide.inputIndex(e)).uName()
                            + rowMajor.edge(wide.inputIndex(e)).vName());
        }
        assertThat(GraphSets.paths(wide, "0,0", "2,11").count())
                .isEqualTo(GraphSets.paths(rowMajor, "0,0", "2,11").count());
        assertThat(Universe.grid(5, 5).frontierWidth())
                .isEqualTo(Universe.grid(5, 5, EdgeOrder.AS_GIVEN).frontierWidth());
        assertThat(GraphSets.cycles(Universe.grid(2, 3)).count()).isEqualTo(BigInteger.valueOf(3));
    }
}
