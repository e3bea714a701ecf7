package dev.shannon.graph.layout;

import dev.shannon.graph.Multigraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A force-directed drawing (Fruchterman and Reingold, 1991), computed once per graph: edges pull
 * their ends together, all vertices push each other apart, a weak pull to the centre keeps
 * separate pieces on screen, and the step size cools to zero. Parallel edges and loops pull no
 * harder than one edge. Deterministic: the same graph always gets the same picture.
 */
public final class ForceLayout {
    private static final int ITERATIONS = 400;

    private ForceLayout() {}

    /** Small graphs get this many tries from different starts, the one with the fewest crossings kept. */
    static final int TRIES = 16;
    /** Up to this many vertices and edges the tries are made (each costs about n² × 400 steps). */
    static final int TRIED_VERTICES = 30;

    static final int TRIED_EDGES = 80;

    /**
     * The drawing: for a small graph, of {@link #TRIES} force-directed drawings from different
     * starts, each then untangled vertex by vertex, the first without crossings, else the one with
     * the fewest ({@link Crossings}). A planar graph (of at most {@link PlanarLayout#MAX_VERTICES}
     * vertices) still drawn with crossings gets {@link PlanarLayout}'s drawing instead, so it is
     * always drawn without; a drawing without crossings (of as many vertices at most) is evened out
     * by {@link CrossingFreeRelaxation}, which moves vertices off the edges they are not on.
     */
    public static Layout of(Multigraph g) {
        Layout searched = searched(g);
        // A planar graph the search drew with crossings: a planar embedding instead (today's picture otherwise).
        if (Crossings.count(g, searched) > 0) {
            return PlanarLayout.of(g).orElse(searched);
        }
        if (g.vertexCount() > PlanarLayout.MAX_VERTICES) {
            return searched;
        }
        // Without crossings, but a vertex may still lie all but on an edge: evened out, kept without.
        Layout even = CrossingFreeRelaxation.of(g, searched);
        return Crossings.count(g, even) == 0 ? even : searched;
    }

    private static Layout searched(Multigraph g) {
        Layout best = from(g, 0);
        if (g.vertexCount() > TRIED_VERTICES || g.edgeCount() > TRIED_EDGES) {
            return best;
        }
        best = untangled(g, best);
        int fewest = Crossings.count(g, best);
        for (int t = 1; t < TRIES && fewest > 0; t++) {
            Layout other = untangled(g, from(g, t));
            int c = Crossings.count(g, other);
            if (c < fewest) {
                best = other;
                fewest = c;
            }
        }
        return best;
    }

    /**
     * The drawing with vertices moved one at a time while that removes crossings: each to the
     * middle of its neighbours (Tutte's barycentre, which puts K4's fourth vertex inside the
     * triangle of the others) or to one of a few seeded points, never closer to another vertex
     * than about half the typical distance, nor near an edge.
     */
    private static Layout untangled(Multigraph g, Layout start) {
        int n = g.vertexCount();
        double[] x = start.x();
        double[] y = start.y();
        double minX = Arrays.stream(x).min().orElse(0);
        double maxX = Arrays.stream(x).max().orElse(1);
        double minY = Arrays.stream(y).min().orElse(0);
        double maxY = Arrays.stream(y).max().orElse(1);
        double gap = 0.45 * Math.sqrt(Math.max(1e-9, (maxX - minX) * (maxY - minY)) / n);
        SplittableRandom random = new SplittableRandom(7L * n + g.edgeCount());
        int crossings = Crossings.count(g, x, y);
        for (int round = 0; round < 4 && crossings > 0; round++) {
            for (int v = 0; v < n && crossings > 0; v++) {
                double[][] candidates = new double[9][];
                candidates[0] = barycentre(g, v, x, y);
                for (int k = 1; k < candidates.length; k++) {
                    candidates[k] = new double[] {
                        minX + (maxX - minX) * random.nextDouble(), minY + (maxY - minY) * random.nextDouble()
                    };
                }
                double ox = x[v];
                double oy = y[v];
                for (double[] c : candidates) {
                    if (c == null || !clear(g, v, c[0], c[1], x, y, gap)) {
                        continue;
                    }
                    x[v] = c[0];
                    y[v] = c[1];
                    int now = Crossings.count(g, x, y);
                    if (now < crossings) {
                        crossings = now;
                        ox = c[0];
                        oy = c[1];
                    }
                    x[v] = ox;
                    y[v] = oy;
                }
            }
        }
        return new Layout(x, y);
    }

    private static double[] barycentre(Multigraph g, int v, double[] x, double[] y) {
        double sx = 0;
        double sy = 0;
        int k = 0;
        for (int e = 0; e < g.edgeCount(); e++) {
            int w = g.edgeU(e) == v ? g.edgeV(e) : g.edgeV(e) == v ? g.edgeU(e) : -1;
            if (w >= 0 && w != v) {
                sx += x[w];
                sy += y[w];
                k++;
            }
        }
        return k == 0 ? null : new double[] {sx / k, sy / k};
    }

    /** Whether v may go to (px, py): away from every other vertex and from every edge not at v. */
    private static boolean clear(Multigraph g, int v, double px, double py, double[] x, double[] y, double gap) {
        for (int w = 0; w < x.length; w++) {
            if (w != v && Math.hypot(x[w] - px, y[w] - py) < gap) {
                return false;
            }
        }
        for (int e = 0; e < g.edgeCount(); e++) {
            int a = g.edgeU(e);
            int b = g.edgeV(e);
            if (a != v && b != v && a != b && segmentDistance(x[a], y[a], x[b], y[b], px, py) < gap / 2) {
                return false;
            }
        }
        return true;
    }

    private static double segmentDistance(double ax, double ay, double bx, double by, double px, double py) {
        double dx = bx - ax;
        double dy = by - ay;
        double len2 = dx * dx + dy * dy;
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
        return Math.hypot(ax + t * dx - px, ay + t * dy - py);
    }

    /** One force-directed drawing from start number {@code start} (0: the circle with a little jitter). */
    private static Layout from(Multigraph g, int start) {
        int n = g.vertexCount();
        double[] x = new double[n];
        double[] y = new double[n];
        // Start on a circle with a little seeded jitter so symmetric graphs can unfold; later
        // starts scatter the vertices at random.
        SplittableRandom random = new SplittableRandom(31L * n + g.edgeCount() + 1_000_003L * start);
        double jitter = start == 0 ? 0.01 : 1.0;
        for (int i = 0; i < n; i++) {
            double a = 2 * Math.PI * i / n;
            x[i] = Math.cos(a) + jitter * random.nextDouble();
            y[i] = Math.sin(a) + jitter * random.nextDouble();
        }
        if (n <= 2) {
            // One vertex, or two side by side: nothing to balance.
            return new Layout(n == 2 ? new double[] {0, 1} : new double[n], new double[n]);
        }
        int[][] pairs = distinctPairs(g);
        double area = 4.0;
        double k = Math.sqrt(area / n);
        double[] dx = new double[n];
        double[] dy = new double[n];
        double temperature = 0.2;
        for (int it = 0; it < ITERATIONS; it++) {
            Arrays.fill(dx, 0);
            Arrays.fill(dy, 0);
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    double ex = x[i] - x[j];
                    double ey = y[i] - y[j];
                    double d2 = Math.max(ex * ex + ey * ey, 1e-6);
                    double f = k * k / d2; // repulsion k²/d, along the unit vector (ex, ey)/d
                    dx[i] += ex * f;
                    dy[i] += ey * f;
                    dx[j] -= ex * f;
                    dy[j] -= ey * f;
                }
            }
            for (int[] p : pairs) {
                double ex = x[p[0]] - x[p[1]];
                double ey = y[p[0]] - y[p[1]];
                double d = Math.sqrt(Math.max(ex * ex + ey * ey, 1e-12));
                double f = d / k; // attraction d²/k, along the unit vector
                dx[p[0]] -= ex * f;
                dy[p[0]] -= ey * f;
                dx[p[1]] += ex * f;
                dy[p[1]] += ey * f;
            }
            for (int i = 0; i < n; i++) {
                dx[i] -= 0.05 * x[i] * n / 10;
                dy[i] -= 0.05 * y[i] * n / 10;
                double len = Math.sqrt(dx[i] * dx[i] + dy[i] * dy[i]);
                if (len > 0) {
                    double step = Math.min(len, temperature);
                    x[i] += dx[i] / len * step;
                    y[i] += dy[i] / len * step;
                }
            }
            temperature *= 0.985;
        }
        return new Layout(x, y);
    }

    /** Each unordered pair of distinct adjacent vertices once. */
    private static int[][] distinctPairs(Multigraph g) {
        Set<Long> seen = new HashSet<>();
        List<int[]> out = new ArrayList<>();
        for (int e = 0; e < g.edgeCount(); e++) {
            int a = Math.min(g.edgeU(e), g.edgeV(e));
            int b = Math.max(g.edgeU(e), g.edgeV(e));
            if (a != b && seen.add((long) a << 32 | b)) {
                out.add(new int[] {a, b});
            }
        }
        return out.toArray(new int[0][]);
    }
}
