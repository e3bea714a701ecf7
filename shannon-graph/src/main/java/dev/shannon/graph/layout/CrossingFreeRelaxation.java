package dev.shannon.graph.layout;

import dev.shannon.graph.Multigraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Evens out a drawing without crossings and keeps it without: a force-directed pass in the manner
 * of Bertault's PrEd (2000) — vertices push each other apart, edges pull their ends together, a
 * vertex near an edge it is not on and that edge push each other apart, and a weak pull to the
 * middle keeps separate pieces together — where each vertex moves on its own and a move is made
 * only if the vertex's edges then cross no edge and no more vertices lie on edges than before. A
 * barycentric (Tutte) drawing crowds whole regions into slivers and puts vertices all but on
 * other edges; on the page such a vertex reads as a crossing.
 *
 * <p>Moving the vertices one at a time matters: a pass that moves all at once and takes back the
 * whole step when any vertex would cross stalls as soon as one vertex is stuck.
 */
final class CrossingFreeRelaxation {
    /** Rounds of moves at most; fewer once no vertex moves more than SETTLED. */
    private static final int ROUNDS = 200;
    /** The first step, as a fraction of the ideal edge length; it cools by COOLING a round. */
    private static final double FIRST_STEP = 0.3;

    private static final double COOLING = 0.98;
    /** Nearer than this (of the ideal edge length) a vertex counts as on an edge. */
    private static final double ON_EDGE = 1e-3;
    /** A round whose largest move is below this (of the ideal edge length) ends the pass. */
    private static final double SETTLED = 5e-3;

    private final double[] x;
    private final double[] y;
    /** The edges as pairs of distinct ends (loops draw no line), and each vertex's neighbours along them. */
    private final int[][] edges;

    private final int[][] neighbours;
    /** The ideal edge length: the drawing's box shared out among the vertices. */
    private final double k;
    /** The start's box, which the vertices stay in. */
    private final double minX;

    private final double maxX;
    private final double minY;
    private final double maxY;

    private CrossingFreeRelaxation(Multigraph g, Layout start) {
        this.x = start.x();
        this.y = start.y();
        int n = g.vertexCount();
        this.minX = Arrays.stream(x).min().orElse(0);
        this.maxX = Arrays.stream(x).max().orElse(1);
        this.minY = Arrays.stream(y).min().orElse(0);
        this.maxY = Arrays.stream(y).max().orElse(1);
        this.k = Math.sqrt(Math.max((maxX - minX) * (maxY - minY), 1e-9) / Math.max(n, 1));
        List<int[]> lines = new ArrayList<>();
        List<List<Integer>> around = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            around.add(new ArrayList<>());
        }
        for (int e = 0; e < g.edgeCount(); e++) {
            int a = g.edgeU(e);
            int b = g.edgeV(e);
            if (a != b) {
                lines.add(new int[] {a, b});
                around.get(a).add(b);
                around.get(b).add(a);
            }
        }
        this.edges = lines.toArray(new int[0][]);
        this.neighbours = around.stream()
                .map(l -> l.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
    }

    /** The drawing start (without crossings) evened out, still without crossings. */
    static Layout of(Multigraph g, Layout start) {
        CrossingFreeRelaxation r = new CrossingFreeRelaxation(g, start);
        r.run();
        return new Layout(r.x, r.y);
    }

    private void run() {
        double step = FIRST_STEP * k;
        for (int round = 0; round < ROUNDS; round++) {
            double largest = 0;
            for (int v = 0; v < x.length; v++) {
                largest = Math.max(largest, move(v, step));
            }
            if (largest < SETTLED * k) {
                return;
            }
            step *= COOLING;
        }
    }

    /** Moves v along its force by at most step, or by a quarter, a sixteenth… of that where the whole move is not allowed; how far it went. */
    private double move(int v, double step) {
        double[] f = force(v);
        double len = Math.hypot(f[0], f[1]);
        if (len == 0) {
            return 0;
        }
        double ox = x[v];
        double oy = y[v];
        int near = nearMisses(v);
        double reach = Math.min(len, step);
        for (double part = 1; part > 1.0 / 256; part /= 4) {
            x[v] = ox + f[0] / len * reach * part;
            y[v] = oy + f[1] / len * reach * part;
            if (inBox(v) && !crosses(v) && nearMisses(v) <= near) {
                return reach * part;
            }
        }
        x[v] = ox;
        y[v] = oy;
        return 0;
    }

    /** The force on v: repulsion k²/d from every vertex, attraction d²/k along its edges, the pushes between vertices and edges near them, the pull to the middle. */
    private double[] force(int v) {
        double fx = 0;
        double fy = 0;
        for (int w = 0; w < x.length; w++) {
            if (w != v) {
                double ex = x[v] - x[w];
                double ey = y[v] - y[w];
                double d2 = Math.max(ex * ex + ey * ey, 1e-12);
                fx += ex * k * k / d2;
                fy += ey * k * k / d2;
            }
        }
        for (int w : neighbours[v]) {
            double ex = x[v] - x[w];
            double ey = y[v] - y[w];
            double d = Math.hypot(ex, ey);
            fx -= ex * d / k;
            fy -= ey * d / k;
            // Every vertex near this edge pushes the edge, so v, back: a sliver of a face crowded with vertices opens
            // up.
            for (int u = 0; u < x.length; u++) {
                if (u != v && u != w) {
                    double[] p = push(v, w, u);
                    if (p != null) {
                        fx -= p[0] * (1 - p[2]);
                        fy -= p[1] * (1 - p[2]);
                    }
                }
            }
        }
        for (int[] e : edges) {
            if (e[0] != v && e[1] != v) {
                double[] p = push(e[0], e[1], v);
                if (p != null) {
                    fx += p[0];
                    fy += p[1];
                }
            }
        }
        // As strong at the start's rim as the other vertices' push there: separate pieces stay together.
        double rim = Math.max(maxX - minX, maxY - minY) / 2;
        double pull = x.length * k * k / Math.max(rim * rim, 1e-18);
        fx += ((minX + maxX) / 2 - x[v]) * pull;
        fy += ((minY + maxY) / 2 - y[v]) * pull;
        return new double[] {fx, fy};
    }

    /**
     * The push of the edge a–b on vertex u when u is nearer to it than k/2, else null: {x, y, t},
     * along the perpendicular (the edge's normal when u is exactly on it), of size k²/d, and t
     * where along the edge from a the nearest point is.
     */
    private double[] push(int a, int b, int u) {
        double lx = x[b] - x[a];
        double ly = y[b] - y[a];
        double len2 = Math.max(lx * lx + ly * ly, 1e-18);
        double t = Math.max(0, Math.min(1, ((x[u] - x[a]) * lx + (y[u] - y[a]) * ly) / len2));
        double px = x[u] - (x[a] + t * lx);
        double py = y[u] - (y[a] + t * ly);
        double d = Math.hypot(px, py);
        if (d >= k / 2) {
            return null;
        }
        if (d < 1e-12) {
            px = -ly;
            py = lx;
            d = Math.sqrt(len2);
        }
        double size = k * k / Math.max(d, 1e-3 * k) / d;
        return new double[] {px * size, py * size, t};
    }

    private boolean inBox(int v) {
        return minX <= x[v] && x[v] <= maxX && minY <= y[v] && y[v] <= maxY;
    }

    /** Whether an edge at v crosses another edge (one without v's ends). */
    private boolean crosses(int v) {
        for (int w : neighbours[v]) {
            for (int[] f : edges) {
                int c = f[0];
                int d = f[1];
                if (c != v && d != v && c != w && d != w && cross(v, w, c, d)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * How many times v lies on an edge not at it, or a vertex on an edge at v (nearer than
     * ON_EDGE): a move may not add to them. (A drawing may start with some: a move that removes
     * one need not remove all.)
     */
    private int nearMisses(int v) {
        double on = ON_EDGE * k;
        int count = 0;
        for (int[] e : edges) {
            if (e[0] != v && e[1] != v && distance(e[0], e[1], v) < on) {
                count++;
            }
        }
        for (int w : neighbours[v]) {
            for (int u = 0; u < x.length; u++) {
                if (u != v && u != w && distance(v, w, u) < on) {
                    count++;
                }
            }
        }
        return count;
    }

    /** The distance from vertex p to the segment between vertices a and b. */
    private double distance(int a, int b, int p) {
        double lx = x[b] - x[a];
        double ly = y[b] - y[a];
        double len2 = lx * lx + ly * ly;
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((x[p] - x[a]) * lx + (y[p] - y[a]) * ly) / len2));
        return Math.hypot(x[a] + t * lx - x[p], y[a] + t * ly - y[p]);
    }

    /** Whether the segments a–b and c–d (four distinct vertices) meet. */
    private boolean cross(int a, int b, int c, int d) {
        double d1 = side(c, d, a);
        double d2 = side(c, d, b);
        double d3 = side(a, b, c);
        double d4 = side(a, b, d);
        return d1 * d2 <= 0 && d3 * d4 <= 0;
    }

    private double side(int p, int q, int r) {
        return (x[q] - x[p]) * (y[r] - y[p]) - (y[q] - y[p]) * (x[r] - x[p]);
    }
}
