package dev.shannon.graph.layout;

import dev.shannon.graph.Multigraph;

/**
 * How many pairs of edges cross in a drawing with straight edges: two edges that share no
 * endpoint and whose segments meet (properly, or where an endpoint of one lies on the other).
 * Parallel edges and loops are drawn apart (as curves) and never count.
 */
public final class Crossings {
    private Crossings() {}

    public static int count(Multigraph g, double[] x, double[] y) {
        int m = g.edgeCount();
        int crossings = 0;
        for (int e = 0; e < m; e++) {
            int a = g.edgeU(e);
            int b = g.edgeV(e);
            if (a == b) {
                continue;
            }
            for (int f = e + 1; f < m; f++) {
                int c = g.edgeU(f);
                int d = g.edgeV(f);
                if (c == d || c == a || c == b || d == a || d == b) {
                    continue;
                }
                if (meet(x[a], y[a], x[b], y[b], x[c], y[c], x[d], y[d])) {
                    crossings++;
                }
            }
        }
        return crossings;
    }

    public static int count(Multigraph g, Layout layout) {
        return count(g, layout.x(), layout.y());
    }

    private static boolean meet(
            double ax, double ay, double bx, double by, double cx, double cy, double dx, double dy) {
        double d1 = side(cx, cy, dx, dy, ax, ay);
        double d2 = side(cx, cy, dx, dy, bx, by);
        double d3 = side(ax, ay, bx, by, cx, cy);
        double d4 = side(ax, ay, bx, by, dx, dy);
        if (d1 * d2 < 0 && d3 * d4 < 0) {
            return true;
        }
        return d1 == 0 && between(cx, cy, dx, dy, ax, ay)
                || d2 == 0 && between(cx, cy, dx, dy, bx, by)
                || d3 == 0 && between(ax, ay, bx, by, cx, cy)
                || d4 == 0 && between(ax, ay, bx, by, dx, dy);
    }

    /** Twice the signed area of the triangle p, q, r: which side of p→q the point r is on. */
    private static double side(double px, double py, double qx, double qy, double rx, double ry) {
        return (qx - px) * (ry - py) - (qy - py) * (rx - px);
    }

    /** Whether r, known to be on the line through p and q, lies within the segment. */
    private static boolean between(double px, double py, double qx, double qy, double rx, double ry) {
        return Math.min(px, qx) <= rx && rx <= Math.max(px, qx) && Math.min(py, qy) <= ry && ry <= Math.max(py, qy);
    }
}
