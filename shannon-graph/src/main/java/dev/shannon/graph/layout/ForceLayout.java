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

    public static Layout of(Multigraph g) {
        int n = g.vertexCount();
        double[] x = new double[n];
        double[] y = new double[n];
        // Start on a circle with a little seeded jitter so symmetric graphs can unfold.
        SplittableRandom random = new SplittableRandom(31L * n + g.edgeCount());
        for (int i = 0; i < n; i++) {
            double a = 2 * Math.PI * i / n;
            x[i] = Math.cos(a) + 0.01 * random.nextDouble();
            y[i] = Math.sin(a) + 0.01 * random.nextDouble();
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
