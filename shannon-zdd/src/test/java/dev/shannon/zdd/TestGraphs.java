package dev.shannon.zdd;

import dev.shannon.zdd.order.EdgeOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Random small multigraphs for property tests, in either edge order. */
final class TestGraphs {
    private TestGraphs() {}

    /** A multigraph description: vertex count and endpoint lists, plus an order choice. */
    record Spec(int n, int[] us, int[] vs, boolean frontierOrder) {
        Universe universe() {
            Universe.Builder b = Universe.builder();
            for (int v = 0; v < n; v++) {
                b.addVertex("v" + v);
            }
            for (int i = 0; i < us.length; i++) {
                b.addEdge(us[i], vs[i]);
            }
            return b.build(frontierOrder ? EdgeOrder.FRONTIER : EdgeOrder.AS_GIVEN);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("n=" + n + (frontierOrder ? " frontier" : " as-given") + " edges:");
            for (int i = 0; i < us.length; i++) {
                sb.append(' ').append(us[i]).append('-').append(vs[i]);
            }
            return sb.toString();
        }
    }

    /** A random family of vertex sets (masks over vertex numbers) over a random multigraph, and a seed for more. */
    record VertexFamilyCase(Universe u, Set<Long> a, long seed) {
        @Override
        public String toString() {
            return u.edges() + " A=" + a;
        }
    }

    /** Vertex families over multigraphs with loops, up to {@code maxN} vertices and {@code maxM} edges. */
    static Arbitrary<VertexFamilyCase> vertexFamilies(int maxN, int maxM) {
        return Combinators.combine(multigraphs(maxN, maxM, true), Arbitraries.longs())
                .as((u, seed) ->
                        new VertexFamilyCase(u, Brute.randomFamily(u.vertexCount(), new SplittableRandom(seed)), seed));
    }

    /** Multigraphs with up to {@code maxN} vertices and {@code maxM} edges; loops if asked. */
    static Arbitrary<Universe> multigraphs(int maxN, int maxM, boolean loops) {
        return specs(maxN, maxM, loops).map(Spec::universe);
    }

    static Arbitrary<Spec> specs(int maxN, int maxM, boolean loops) {
        return Combinators.combine(
                        Arbitraries.integers().between(1, maxN),
                        Arbitraries.integers().between(0, maxM),
                        Arbitraries.longs(),
                        Arbitraries.of(true, false))
                .as((n, m, seed, order) -> {
                    SplittableRandom r = new SplittableRandom(seed);
                    int[] us = new int[m];
                    int[] vs = new int[m];
                    for (int i = 0; i < m; i++) {
                        us[i] = r.nextInt(n);
                        vs[i] = r.nextInt(n);
                        if (!loops || r.nextInt(6) != 0) {
                            while (vs[i] == us[i] && n > 1) {
                                vs[i] = r.nextInt(n);
                            }
                            if (vs[i] == us[i]) {
                                us[i] = -1;
                            }
                        }
                    }
                    return drop(n, us, vs, order);
                });
    }

    private static Spec drop(int n, int[] us, int[] vs, boolean order) {
        int k = 0;
        for (int u : us) {
            if (u >= 0) {
                k++;
            }
        }
        int[] a = new int[k];
        int[] b = new int[k];
        k = 0;
        for (int i = 0; i < us.length; i++) {
            if (us[i] >= 0) {
                a[k] = us[i];
                b[k++] = vs[i];
            }
        }
        return new Spec(n, a, b, order);
    }

    /** Simple graphs: no loops, no parallel edges. */
    static Arbitrary<Universe> simpleGraphs(int maxN, double density) {
        return Combinators.combine(
                        Arbitraries.integers().between(1, maxN), Arbitraries.longs(), Arbitraries.of(true, false))
                .as((n, seed, order) -> {
                    SplittableRandom r = new SplittableRandom(seed);
                    List<int[]> edges = new ArrayList<>();
                    for (int a = 0; a < n; a++) {
                        for (int b = a + 1; b < n; b++) {
                            if (r.nextDouble() < density) {
                                edges.add(new int[] {a, b});
                            }
                        }
                    }
                    int[] us = edges.stream().mapToInt(e -> e[0]).toArray();
                    int[] vs = edges.stream().mapToInt(e -> e[1]).toArray();
                    return new Spec(n, us, vs, order).universe();
                });
    }

    /** The complete graph K_n on vertices k0 .. k(n-1). */
    static Universe complete(int n) {
        Universe.Builder b = Universe.builder();
        for (int v = 0; v < n; v++) {
            b.addVertex("k" + v);
        }
        for (int x = 0; x < n; x++) {
            for (int y = x + 1; y < n; y++) {
                b.addEdge(x, y);
            }
        }
        return b.build();
    }
}
