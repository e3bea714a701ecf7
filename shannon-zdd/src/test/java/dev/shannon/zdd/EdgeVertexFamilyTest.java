package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.shannon.zdd.spec.InducedSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.LongPredicate;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Edge-and-vertex families against explicit sets of masks: a member is one mask, its edges in
 * bits 0..m−1 (edge numbers) and its vertices in bits m..m+n−1 (vertex numbers), so the
 * families' own interleaved variable order is checked too.
 */
class EdgeVertexFamilyTest {

    /** A random graph set and a random vertex family over one random multigraph. */
    record Case(Universe u, Set<Long> edges, Set<Long> vertices, long seed) {
        int m() {
            return u.edgeCount();
        }

        @Override
        public String toString() {
            return u.edges() + " G=" + edges + " V=" + vertices;
        }
    }

    @Provide
    Arbitrary<Case> cases() {
        return Combinators.combine(TestGraphs.multigraphs(6, 8, true), Arbitraries.longs())
                .as((u, seed) -> {
                    SplittableRandom r = new SplittableRandom(seed);
                    return new Case(
                            u, Brute.randomFamily(u.edgeCount(), r), Brute.randomFamily(u.vertexCount(), r), seed);
                });
    }

    static long mask(Universe u, EdgeVertexSet s) {
        return Brute.mask(s.edges()) | VertexSetFamilyTest.mask(u, s.vertices()) << u.edgeCount();
    }

    static Set<Long> members(Universe u, EdgeVertexFamily f) {
        Set<Long> out = new HashSet<>();
        for (EdgeVertexSet s : f) {
            assertThat(out.add(mask(u, s))).as("no member twice").isTrue();
        }
        assertThat(f.count()).isEqualTo(out.size());
        return out;
    }

    /** The vertices an edge set touches, as a vertex mask. */
    static long touched(Universe u, long edges) {
        long t = 0;
        for (int v = 0; v < u.vertexCount(); v++) {
            if (Brute.touched(u, edges, v)) {
                t |= 1L << v;
            }
        }
        return t;
    }

    private static Set<Long> edgesOf(Case c, Set<Long> mixed) {
        Set<Long> out = new HashSet<>();
        mixed.forEach(x -> out.add(x & (1L << c.m()) - 1));
        return out;
    }

    private static Set<Long> verticesOf(Case c, Set<Long> mixed) {
        Set<Long> out = new HashSet<>();
        mixed.forEach(x -> out.add(x >>> c.m()));
        return out;
    }

    /** Each edge set with the vertices it touches, joined with each vertex set of the case. */
    private static Set<Long> mixed(Case c) {
        Set<Long> out = new HashSet<>();
        for (long e : c.edges) {
            for (long v : c.vertices) {
                out.add(e | (touched(c.u, e) | v) << c.m());
            }
        }
        return out;
    }

    @Property(tries = 300)
    void conversionAndProjectionMatchEveryMember(@ForAll("cases") Case c) {
        Universe u = c.u;
        GraphSet g = GraphSetAlgebraTest.of(u, c.edges);
        VertexSetFamily vf = VertexSetAlgebraTest.of(u, c.vertices);

        EdgeVertexFamily withVertices = EdgeVertexFamily.of(g);
        Set<Long> expected = new HashSet<>();
        for (long e : c.edges) {
            expected.add(e | touched(u, e) << c.m());
        }
        assertThat(members(u, withVertices)).isEqualTo(expected);
        assertThat(withVertices.graphSet()).isEqualTo(g);
        Set<Long> touchedSets = new HashSet<>();
        c.edges.forEach(e -> touchedSets.add(touched(u, e)));
        assertThat(VertexSetFamilyTest.members(u, withVertices.vertexSets())).isEqualTo(touchedSets);

        EdgeVertexFamily bare = EdgeVertexFamily.ofVertexSets(vf);
        Set<Long> shifted = new HashSet<>();
        c.vertices.forEach(v -> shifted.add(v << c.m()));
        assertThat(members(u, bare)).isEqualTo(shifted);
        assertThat(bare.vertexSets()).isEqualTo(vf);
        assertThat(Brute.members(bare.graphSet())).isEqualTo(c.vertices.isEmpty() ? Set.of() : Set.of(0L));

        // Members with vertices beyond their edges', and the complement (mostly not subgraphs
        // with their vertices): projection keeps each member's edges, or its vertices.
        EdgeVertexFamily mixed = withVertices.join(bare);
        Set<Long> mixedMasks = mixed(c);
        assertThat(members(u, mixed)).isEqualTo(mixedMasks);
        assertThat(Brute.members(mixed.graphSet())).isEqualTo(edgesOf(c, mixedMasks));
        assertThat(VertexSetFamilyTest.members(u, mixed.vertexSets())).isEqualTo(verticesOf(c, mixedMasks));
        Set<Long> others = new HashSet<>();
        for (long x = 0; x < 1L << (c.m() + u.vertexCount()); x++) {
            if (!mixedMasks.contains(x)) {
                others.add(x);
            }
        }
        EdgeVertexFamily complement = mixed.complement();
        assertThat(complement.count()).isEqualTo(others.size());
        assertThat(Brute.members(complement.graphSet())).isEqualTo(edgesOf(c, others));
        assertThat(VertexSetFamilyTest.members(u, complement.vertexSets())).isEqualTo(verticesOf(c, others));
    }

    @Property(tries = 300)
    void algebraQueriesAndTextMatchEveryMember(@ForAll("cases") Case c) {
        Universe u = c.u;
        int m = c.m();
        Set<Long> a = mixed(c);
        EdgeVertexFamily fa = EdgeVertexFamily.of(GraphSetAlgebraTest.of(u, c.edges))
                .join(EdgeVertexFamily.ofVertexSets(VertexSetAlgebraTest.of(u, c.vertices)));
        // A second family given member by member: consistent random sets (edges with their ends).
        SplittableRandom r = new SplittableRandom(c.seed);
        List<EdgeVertexSet> given = new ArrayList<>();
        Set<Long> b = new HashSet<>();
        for (int i = 0; i < 6; i++) {
            long e = r.nextLong(1L << m);
            long v = touched(u, e) | r.nextLong(1L << u.vertexCount());
            b.add(e | v << m);
            List<String> names = new ArrayList<>();
            for (int x = 0; x < u.vertexCount(); x++) {
                if ((v >>> x & 1) != 0) {
                    names.add(u.name(x));
                }
            }
            given.add(new EdgeVertexSet(Brute.subgraph(u, e), names));
        }
        EdgeVertexFamily fb = EdgeVertexFamily.of(u, given);
        assertThat(members(u, fb)).isEqualTo(b);

        assertThat(members(u, fa.union(fb))).isEqualTo(union(a, b));
        assertThat(members(u, fa.intersection(fb))).isEqualTo(Brute.filter(a, b::contains));
        assertThat(members(u, fa.difference(fb))).isEqualTo(Brute.filter(a, x -> !b.contains(x)));
        assertThat(members(u, fa.minimal()))
                .isEqualTo(Brute.filter(a, x -> a.stream().noneMatch(y -> y != x && (y & ~x) == 0)));
        int k = r.nextInt(m + u.vertexCount() + 1);
        assertThat(members(u, fa.ofSize(k))).isEqualTo(Brute.filter(a, x -> Long.bitCount(x) == k));
        if (m > 0) {
            int e = r.nextInt(m);
            assertThat(members(u, fa.includingEdge(e))).isEqualTo(Brute.filter(a, x -> (x >>> e & 1) != 0));
            assertThat(members(u, fa.excludingEdge(e))).isEqualTo(Brute.filter(a, x -> (x >>> e & 1) == 0));
        }
        int v = r.nextInt(u.vertexCount());
        LongPredicate holdsV = x -> (x >>> (m + v) & 1) != 0;
        assertThat(members(u, fa.includingVertex(u.name(v)))).isEqualTo(Brute.filter(a, holdsV));
        assertThat(members(u, fa.excludingVertex(u.name(v)))).isEqualTo(Brute.filter(a, holdsV.negate()));

        for (EdgeVertexSet s : fb) {
            assertThat(fa.contains(s)).isEqualTo(a.contains(mask(u, s)));
            assertThat(fb.contains(s)).isTrue();
        }

        // By weight: edges' weights then vertices', in the order of sorting every member.
        double[] we = new double[m];
        double[] wv = new double[u.vertexCount()];
        for (int i = 0; i < m; i++) {
            we[i] = r.nextInt(7) - 3;
        }
        for (int i = 0; i < wv.length; i++) {
            wv[i] = r.nextInt(7) - 3;
        }
        double[] w = EdgeVertexFamily.weights(we, wv);
        List<Double> sorted = a.stream().map(x -> weight(x, w)).sorted().toList();
        List<Long> up = fa.byIncreasingWeight(w).map(s -> mask(u, s)).toList();
        assertThat(up).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(a);
        assertThat(up.stream().map(x -> weight(x, w)).toList()).isEqualTo(sorted);
        assertThat(fa.byDecreasingWeight(w).map(s -> weight(mask(u, s), w)).toList())
                .isEqualTo(sorted.stream().sorted(Comparator.reverseOrder()).toList());
        assertThatThrownBy(() -> fa.minWeight(we))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("need " + (m + u.vertexCount()) + " weights");
        if (!a.isEmpty()) {
            assertThat(fa.samples(new SplittableRandom(c.seed)).limit(20).map(s -> mask(u, s)))
                    .allSatisfy(x -> assertThat(a).contains(x));
            assertThat(fa.get(BigInteger.ZERO)).isEqualTo(fa.iterator().next());
        }

        EdgeVertexFamily back = EdgeVertexFamily.loads(u, fa.dumps());
        assertThat(back).isEqualTo(fa);
        assertThat(members(u, back)).isEqualTo(a);
    }

    /** Costs and probabilities per element, laid out as the masks are: edges, then vertices. */
    @Property(tries = 300)
    void costsAndProbabilityMatchEveryMember(@ForAll("cases") Case c) {
        Universe u = c.u;
        int m = c.m();
        int n = u.vertexCount();
        Set<Long> a = mixed(c);
        EdgeVertexFamily fa = EdgeVertexFamily.of(GraphSetAlgebraTest.of(u, c.edges))
                .join(EdgeVertexFamily.ofVertexSets(VertexSetAlgebraTest.of(u, c.vertices)));
        SplittableRandom r = new SplittableRandom(c.seed);
        int[] ce = r.ints(m, -3, 4).toArray();
        int[] cv = r.ints(n, -3, 4).toArray();
        int[] costs = EdgeVertexFamily.costs(ce, cv);
        double[] asWeights = Arrays.stream(costs).asDoubleStream().toArray();
        long bound = r.nextInt(9) - 4;
        assertThat(members(u, fa.costAtMost(costs, bound)))
                .isEqualTo(Brute.filter(a, x -> weight(x, asWeights) <= bound));
        assertThat(members(u, fa.costAtLeast(costs, bound)))
                .isEqualTo(Brute.filter(a, x -> weight(x, asWeights) >= bound));
        assertThat(members(u, fa.costEqual(costs, bound)))
                .isEqualTo(Brute.filter(a, x -> weight(x, asWeights) == bound));
        double[] p =
                EdgeVertexFamily.weights(r.doubles(m).toArray(), r.doubles(n).toArray());
        double expected = 0;
        for (long x : a) {
            double q = 1;
            for (int i = 0; i < m + n; i++) {
                q *= (x >>> i & 1) != 0 ? p[i] : 1 - p[i];
            }
            expected += q;
        }
        assertThat(fa.probability(p)).isCloseTo(expected, within(1e-9));
        assertThatThrownBy(() -> fa.costEqual(ce, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("need " + (m + n) + " costs (" + m + " edges, then " + n + " vertices), got " + m);
        p[m + n - 1] = 2;
        assertThatThrownBy(() -> fa.probability(p))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("edge or vertex probability 2.0 outside [0, 1]");
    }

    private static Set<Long> union(Set<Long> a, Set<Long> b) {
        Set<Long> out = new HashSet<>(a);
        out.addAll(b);
        return out;
    }

    private static double weight(long x, double[] w) {
        double s = 0;
        for (int i = 0; i < w.length; i++) {
            if ((x >>> i & 1) != 0) {
                s += w[i];
            }
        }
        return s;
    }

    @Test
    void orderKeepsTheEdgesOrderAndPutsEachVertexAfterItsLastEdge() {
        Universe loopsAndParallels = Universe.builder()
                .addEdge("x", "y")
                .addEdge("y", "y")
                .addEdge("x", "y")
                .addEdge("z", "w")
                .build();
        for (Universe u : List.of(Universe.grid(3, 4), loopsAndParallels, TestGraphs.complete(5), lonelyVertices())) {
            EdgeVertexLevels l = u.edgeVertexLevels();
            Set<Integer> levels = new HashSet<>();
            for (int e = 0; e < u.edgeCount(); e++) {
                levels.add(l.ofEdge[e]);
                assertThat(l.edgeAt[l.ofEdge[e]]).isEqualTo(e);
                if (e > 0) {
                    assertThat(l.ofEdge[e]).isGreaterThan(l.ofEdge[e - 1]);
                }
                assertThat(l.ofVertex[u.edgeU(e)]).isGreaterThan(l.ofEdge[e]);
                assertThat(l.ofVertex[u.edgeV(e)]).isGreaterThan(l.ofEdge[e]);
            }
            for (int v = 0; v < u.vertexCount(); v++) {
                levels.add(l.ofVertex[v]);
                assertThat(l.vertexAt[l.ofVertex[v]]).isEqualTo(v);
                int[] at = u.incidentEdges(v);
                // Right after its last edge (possibly behind the other end of that edge).
                int after = at.length == 0 ? u.edgeCount() + u.vertexCount() : l.ofEdge[at[at.length - 1]];
                if (at.length > 0) {
                    assertThat(l.ofVertex[v] - after).isBetween(1, 2);
                }
            }
            assertThat(levels).hasSize(u.edgeCount() + u.vertexCount());
        }
    }

    private static Universe lonelyVertices() {
        Universe.Builder b = Universe.builder();
        b.addVertex("a");
        b.addEdge("b", "c").addEdge("c", "c");
        b.addVertex("d");
        return b.build();
    }

    @Test
    void theCornerPathsOfTheChessboardGainTheirVerticesCheaply() {
        Universe grid = Universe.grid(8, 8);
        GraphSet paths = GraphSets.paths(grid, "0,0", "7,7");
        EdgeVertexFamily withVertices = EdgeVertexFamily.of(paths);
        assertThat(withVertices.count()).isEqualTo(paths.count());
        assertThat(withVertices.nodeCount()).isLessThan(3 * paths.nodeCount());
        assertThat(withVertices.graphSet()).isEqualTo(paths);
        assertThat(withVertices.includingVertex("4,4").graphSet()).isEqualTo(paths.includingVertex("4,4"));
    }

    /** Wider frontiers than the random cases: named families, member by member. */
    @Test
    void namedFamiliesOnLargerGraphsGainExactlyTheirVertices() {
        Universe g44 = Universe.grid(4, 4);
        Universe k6 = TestGraphs.complete(6);
        Universe petersen = Universe.builder()
                .addEdge("o0", "o1")
                .addEdge("o1", "o2")
                .addEdge("o2", "o3")
                .addEdge("o3", "o4")
                .addEdge("o4", "o0")
                .addEdge("o0", "i0")
                .addEdge("o1", "i1")
                .addEdge("o2", "i2")
                .addEdge("o3", "i3")
                .addEdge("o4", "i4")
                .addEdge("i0", "i2")
                .addEdge("i2", "i4")
                .addEdge("i4", "i1")
                .addEdge("i1", "i3")
                .addEdge("i3", "i0")
                .build();
        for (GraphSet g : List.of(
                GraphSets.cycles(g44),
                GraphSets.forests(g44).ofSizeAtMost(5),
                GraphSets.trees(k6),
                GraphSets.matchings(petersen),
                GraphSets.paths(petersen, "o0", "i3"))) {
            Universe u = g.universe();
            Set<Long> expected = new HashSet<>();
            Set<Long> vertexSets = new HashSet<>();
            for (Subgraph s : g) {
                long e = Brute.mask(s);
                expected.add(e | touched(u, e) << u.edgeCount());
                vertexSets.add(touched(u, e));
            }
            EdgeVertexFamily withVertices = EdgeVertexFamily.of(g);
            assertThat(members(u, withVertices)).isEqualTo(expected);
            assertThat(VertexSetFamilyTest.members(u, g.vertexSets())).isEqualTo(vertexSets);
            assertThat(withVertices.graphSet()).isEqualTo(g);
        }
    }

    /**
     * The conversions recurse once or twice per edge, in frames larger than the algebra's: they
     * ask for a stack of their own early enough that a 512 KB caller survives a path of 1,999
     * edges (where the algebra still runs on the caller's stack) and one of 6,000.
     */
    @Test
    void conversionsReachLongPaths() throws InterruptedException {
        for (int n : new int[] {1_999, 6_000}) {
            Universe.Builder b = Universe.builder();
            for (int i = 0; i < n; i++) {
                b.addEdge("v" + i, "v" + (i + 1));
            }
            Universe line = b.build(dev.shannon.zdd.order.EdgeOrder.AS_GIVEN);
            List<Throwable> failures = new ArrayList<>();
            Thread t = new Thread(
                    null,
                    () -> {
                        try {
                            GraphSet matchings = GraphSets.matchings(line);
                            EdgeVertexFamily withVertices = EdgeVertexFamily.of(matchings);
                            assertThat(withVertices.count()).isEqualTo(matchings.count());
                            assertThat(withVertices.graphSet()).isEqualTo(matchings);
                            // All vertex sets induce the edge sets holding every edge between their own vertices.
                            assertThat(VertexSetFamily.all(line).inducedSubgraphs())
                                    .isEqualTo(GraphSet.build(line, InducedSpec.of(line)));
                            assertThat(matchings.vertexSets().count()).isEqualTo(matchings.count());
                        } catch (Throwable e) {
                            failures.add(e);
                        }
                    },
                    "small-stack",
                    512 * 1024);
            t.start();
            t.join();
            assertThat(failures).as("on a path of %d edges", n).isEmpty();
        }
    }

    @Test
    void samplesAreUniform() {
        // The 12 corner paths of the 3×3 grid, each with its vertices.
        EdgeVertexFamily paths = EdgeVertexFamily.of(GraphSets.paths(Universe.grid(3, 3), "0,0", "2,2"));
        assertThat(paths.count()).isEqualTo(12);
        int n = 12 * 1000;
        VertexSetStreamsTest.assertUniform(
                paths.stream().toList(),
                paths.samples(new SplittableRandom(21)).limit(n).toList(),
                n);
    }

    @Test
    void inconsistentSetsKindsAndUniversesAreRefused() {
        Universe g = Universe.grid(2, 2);
        Subgraph top = Subgraph.of(g, g.edgeIndex("0,0", "0,1"));
        assertThatThrownBy(() -> EdgeVertexFamily.of(g, List.of(new EdgeVertexSet(top, List.of("0,0")))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("edge 0,0-0,1 comes without its end '0,1'");
        EdgeVertexFamily lonely = EdgeVertexFamily.of(g, List.of(new EdgeVertexSet(Subgraph.of(g), List.of("1,1"))));
        assertThat(lonely.count()).isEqualTo(1);
        assertThat(lonely.contains(new EdgeVertexSet(Subgraph.of(g), List.of("1,1"))))
                .isTrue();
        assertThat(lonely.contains(new EdgeVertexSet(Subgraph.of(g), List.of())))
                .isFalse();
        Universe other = Universe.grid(2, 3);
        assertThatThrownBy(() -> EdgeVertexFamily.of(g, List.of(new EdgeVertexSet(Subgraph.of(other), List.of()))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("different universe");
        assertThatThrownBy(() -> lonely.union(EdgeVertexFamily.empty(other)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("edge-vertex families over different universes");

        String text = lonely.dumps();
        assertThat(text).contains("\nedgevertexsets 1\nuniverse 4 4 " + g.fingerprint() + "\n");
        assertThatThrownBy(() -> GraphSet.loads(g, text))
                .hasMessageStartingWith("line 2: the text holds edge-vertex families");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, text))
                .hasMessageStartingWith("line 2: the text holds edge-vertex families");
        assertThatThrownBy(() -> EdgeVertexFamily.loads(g, GraphSets.cycles(g).dumps()))
                .hasMessage("line 2: the text holds graph sets (sets of edges) ('graphset'), not edge-vertex families "
                        + "(sets of edges and vertices) ('edgevertexsets')");
        assertThatThrownBy(() -> EdgeVertexFamily.loads(other, text))
                .hasMessageStartingWith("line 3: universe has 6 vertices");
        assertThat(EdgeVertexFamily.loads(g, text)).isEqualTo(lonely);
        // A node line's second number is a variable (an edge or a vertex), and the errors say so.
        String header = "edgevertexsets 1\nuniverse 4 4 " + g.fingerprint() + "\n";
        assertThatThrownBy(() -> EdgeVertexFamily.loads(g, header + "nodes 1\n2 8 0 1\nroot 2\n"))
                .hasMessage("line 4: variable 8 outside 0..7");
        assertThatThrownBy(() -> EdgeVertexFamily.loads(g, header + "nodes 1\n2 3 0\nroot 2\n"))
                .hasMessage("line 4: expected 'ID VARIABLE LO HI'");
        assertThatThrownBy(() -> EdgeVertexFamily.loads(g, header + "nodes 2\n2 3 0 1\n3 4 0 2\nroot 3\n"))
                .hasMessage("line 5: children must test later variables");
    }
}
