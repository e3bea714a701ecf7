package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.zdd.spec.InducedSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongPredicate;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** Vertex families against every vertex subset of random multigraphs (loops and parallel edges). */
class VertexSetFamilyTest {

    @Provide
    Arbitrary<Universe> graphs() {
        return TestGraphs.multigraphs(8, 14, true);
    }

    /** Vertex sets as bit masks over vertex numbers. */
    static Set<Long> members(Universe u, VertexSetFamily f) {
        Set<Long> out = new HashSet<>();
        for (List<String> s : f) {
            out.add(mask(u, s));
        }
        return out;
    }

    static long mask(Universe u, List<String> names) {
        long m = 0;
        for (String n : names) {
            m |= 1L << u.vertex(n);
        }
        return m;
    }

    static Set<Long> all(Universe u, LongPredicate p) {
        Set<Long> out = new HashSet<>();
        for (long m = 0; m < 1L << u.vertexCount(); m++) {
            if (p.test(m)) {
                out.add(m);
            }
        }
        return out;
    }

    private static boolean in(long m, int v) {
        return (m >>> v & 1) != 0;
    }

    static boolean independent(Universe u, long m) {
        for (int e = 0; e < u.edgeCount(); e++) {
            if (in(m, u.edgeU(e)) && in(m, u.edgeV(e))) {
                return false;
            }
        }
        return true;
    }

    static boolean cover(Universe u, long m) {
        for (int e = 0; e < u.edgeCount(); e++) {
            if (!in(m, u.edgeU(e)) && !in(m, u.edgeV(e))) {
                return false;
            }
        }
        return true;
    }

    static boolean dominating(Universe u, long m) {
        long reached = m;
        for (int e = 0; e < u.edgeCount(); e++) {
            if (in(m, u.edgeU(e))) {
                reached |= 1L << u.edgeV(e);
            }
            if (in(m, u.edgeV(e))) {
                reached |= 1L << u.edgeU(e);
            }
        }
        return reached == (1L << u.vertexCount()) - 1;
    }

    static boolean clique(Universe u, long m) {
        for (int a = 0; a < u.vertexCount(); a++) {
            for (int b = a + 1; b < u.vertexCount(); b++) {
                if (in(m, a) && in(m, b) && !adjacent(u, a, b)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean adjacent(Universe u, int a, int b) {
        for (int e = 0; e < u.edgeCount(); e++) {
            if (u.edgeU(e) == a && u.edgeV(e) == b || u.edgeU(e) == b && u.edgeV(e) == a) {
                return true;
            }
        }
        return false;
    }

    @Property(tries = 300)
    void familiesMatchEveryVertexSubset(@ForAll("graphs") Universe u) {
        Set<Long> ind = all(u, m -> independent(u, m));
        Set<Long> dom = all(u, m -> dominating(u, m));
        Set<Long> cov = all(u, m -> cover(u, m));
        Set<Long> cli = all(u, m -> clique(u, m));
        assertThat(members(u, VertexSetFamily.independentSets(u))).isEqualTo(ind);
        assertThat(members(u, VertexSetFamily.dominatingSets(u))).isEqualTo(dom);
        assertThat(members(u, VertexSetFamily.vertexCovers(u))).isEqualTo(cov);
        assertThat(members(u, VertexSetFamily.cliques(u))).isEqualTo(cli);
        assertThat(VertexSetKind.INDEPENDENT_SETS.count(u)).isEqualTo(BigInteger.valueOf(ind.size()));
        assertThat(VertexSetKind.DOMINATING_SETS.count(u)).isEqualTo(BigInteger.valueOf(dom.size()));
        assertThat(VertexSetKind.VERTEX_COVERS.count(u)).isEqualTo(BigInteger.valueOf(cov.size()));
        assertThat(VertexSetKind.CLIQUES.count(u)).isEqualTo(BigInteger.valueOf(cli.size()));
        // A cover is the complement of an independent set.
        assertThat(VertexSetFamily.vertexCovers(u).count())
                .isEqualTo(VertexSetFamily.independentSets(u).count());
    }

    @Property(tries = 200)
    void algebraAndConversions(@ForAll("graphs") Universe u) {
        VertexSetFamily ind = VertexSetFamily.independentSets(u);
        VertexSetFamily dom = VertexSetFamily.dominatingSets(u);
        Set<Long> i = members(u, ind);
        Set<Long> d = members(u, dom);
        Set<Long> both = new HashSet<>(i);
        both.retainAll(d);
        assertThat(members(u, ind.intersection(dom))).isEqualTo(both); // independent dominating sets
        Set<Long> either = new HashSet<>(i);
        either.addAll(d);
        assertThat(members(u, ind.union(dom))).isEqualTo(either);
        assertThat(members(u, ind.complement())).isEqualTo(all(u, m -> !i.contains(m)));
        // Maximal independent sets are exactly the independent dominating sets (graphs without loops).
        boolean loops = false;
        for (int e = 0; e < u.edgeCount(); e++) {
            loops |= u.edgeU(e) == u.edgeV(e);
        }
        if (!loops) {
            assertThat(ind.maximal()).isEqualTo(ind.intersection(dom));
        }
        Set<Long> minimalDom = all(u, m -> d.contains(m) && d.stream().noneMatch(x -> x != m && (x & ~m) == 0));
        assertThat(members(u, dom.minimal())).isEqualTo(minimalDom);
        String v = u.name(0);
        assertThat(members(u, ind.including(v))).isEqualTo(all(u, m -> i.contains(m) && in(m, 0)));
        assertThat(members(u, ind.excluding(v))).isEqualTo(all(u, m -> i.contains(m) && !in(m, 0)));
        assertThat(members(u, ind.ofSize(2))).isEqualTo(all(u, m -> i.contains(m) && Long.bitCount(m) == 2));
        // Induced subgraphs, and back to the vertices they touch.
        Set<Long> induced = new HashSet<>();
        Set<Long> touched = new HashSet<>();
        for (long m : i) {
            long edges = 0;
            for (int e = 0; e < u.edgeCount(); e++) {
                if (in(m, u.edgeU(e)) && in(m, u.edgeV(e))) {
                    edges |= 1L << e;
                }
            }
            induced.add(edges);
        }
        GraphSet inducedSet = ind.inducedSubgraphs();
        assertThat(Brute.members(inducedSet)).isEqualTo(induced);
        GraphSet paths = GraphSets.forests(u);
        for (long g : Brute.members(paths)) {
            long vs = 0;
            for (int e : Brute.edges(g)) {
                vs |= 1L << u.edgeU(e) | 1L << u.edgeV(e);
            }
            touched.add(vs);
        }
        assertThat(members(u, paths.vertexSets())).isEqualTo(touched);
        List<String> s = ind.sample(3L);
        assertThat(i).contains(mask(u, s));
        assertThat(ind.contains(s)).isTrue();
        assertThat(ind.stream().toList()).hasSize(i.size());
    }

    @Test
    void conventionsForTheEmptySet() {
        Universe none = Universe.builder().build();
        for (VertexSetFamily f : List.of(
                VertexSetFamily.independentSets(none),
                VertexSetFamily.dominatingSets(none),
                VertexSetFamily.vertexCovers(none),
                VertexSetFamily.cliques(none))) {
            assertThat(f.count()).isEqualTo(BigInteger.ONE); // just the empty set
        }
        Universe.Builder one = Universe.builder();
        one.addVertex("a");
        Universe lonely = one.build();
        assertThat(VertexSetFamily.dominatingSets(lonely).contains(List.of())).isFalse();
        assertThat(VertexSetFamily.vertexCovers(lonely).contains(List.of())).isTrue();
        Universe grid = Universe.grid(8, 8);
        // OEIS A006506 (independent vertex sets of the n×n grid) at n = 8.
        assertThat(VertexSetKind.INDEPENDENT_SETS.count(grid)).isEqualTo(new BigInteger("660647962955"));
        assertThat(VertexSetFamily.frontierWidth(grid)).isEqualTo(8);
        // All 2^64 vertex sets induce exactly the edge sets that hold every edge between their own vertices.
        assertThat(VertexSetFamily.all(grid).inducedSubgraphs()).isEqualTo(GraphSet.build(grid, InducedSpec.of(grid)));
    }

    @Test
    void cliquesOfTheCompleteGraph() {
        Universe.Builder b = Universe.builder();
        for (int v = 0; v < 6; v++) {
            b.addVertex("k" + v);
        }
        for (int x = 0; x < 6; x++) {
            for (int y = x + 1; y < 6; y++) {
                b.addEdge(x, y);
            }
        }
        Universe k6 = b.build();
        assertThat(VertexSetFamily.cliques(k6).count()).isEqualTo(BigInteger.valueOf(64));
        assertThat(VertexSetFamily.independentSets(k6).count()).isEqualTo(BigInteger.valueOf(7));
        List<List<String>> triangles =
                new ArrayList<>(VertexSetFamily.cliques(k6).ofSize(3).stream().toList());
        assertThat(triangles).hasSize(20);
    }
}
