package dev.shannon.switching.defence;

import java.util.Arrays;

/**
 * The effective electrical resistance between s and t of a multigraph whose every edge is a
 * one-ohm resistor (parallel edges conduct in parallel, loops carry nothing), and the current
 * each edge carries when one ampere enters at s and leaves at t. Kirchhoff's laws give the
 * potentials as the solution of a Laplacian system L·φ = e_s with φ_t = 0; the resistance is φ_s.
 *
 * <p>Why resistance: a single shortest route sees one way through, while the resistance falls with
 * every additional route and with every shortcut, so it weighs all routes at once. Shannon's own
 * Hex-playing machine (1950s) was a resistor network read the same way, and Anshelevich's Hex
 * programs use the resistance ratio of the two sides as their evaluation.
 *
 * <p>Two solvers: conjugate gradients with a Jacobi preconditioner ({@link #solveIteratively};
 * sparse, a few dozen iterations on game boards) and Cholesky factorisation ({@link #solveDense};
 * cubic in the vertices); {@link #solve} picks the faster for the size, and each is tested
 * against the other. Vertices outside s's component carry no
 * current and are left out, so the system is always positive definite.
 */
public final class Resistance {
    /** What a solve returns: the resistance (infinite when s and t are apart, 0 when s = t) and each edge's current. */
    public record Flow(double resistance, double[] current) {
        public boolean separated() {
            return Double.isInfinite(resistance);
        }
    }

    private static final double TOLERANCE = 1e-9;
    /**
     * Up to this many unknowns {@link #solve} factorises densely: measured on Bridg-It's red
     * graphs, Cholesky takes 5 µs at 5×6 (21 unknowns) against 105 µs for conjugate gradients,
     * the two meet near 10×11 (91 unknowns, about 0.44 ms each), and at 14×15 conjugate
     * gradients win 0.5 ms to 6.6 ms (docs/defence.md).
     */
    static final int DENSE_LIMIT = 90;

    private Resistance() {}

    /**
     * Edges {@code u[i]–v[i]} for i below {@code edges}, terminals s and t: by Cholesky up to
     * {@value #DENSE_LIMIT} unknowns, by conjugate gradients above.
     */
    public static Flow solve(int vertices, int edges, int[] u, int[] v, int s, int t) {
        Reduced r = Reduced.of(vertices, edges, u, v, s, t);
        if (r == null) {
            return trivial(edges, s, t);
        }
        return r.flow(r.size <= DENSE_LIMIT ? r.cholesky() : r.conjugateGradient());
    }

    /** By conjugate gradients whatever the size (for comparison and tests). */
    public static Flow solveIteratively(int vertices, int edges, int[] u, int[] v, int s, int t) {
        Reduced r = Reduced.of(vertices, edges, u, v, s, t);
        if (r == null) {
            return trivial(edges, s, t);
        }
        return r.flow(r.conjugateGradient());
    }

    /** The same by a dense Cholesky factorisation of the reduced Laplacian. */
    public static Flow solveDense(int vertices, int edges, int[] u, int[] v, int s, int t) {
        Reduced r = Reduced.of(vertices, edges, u, v, s, t);
        if (r == null) {
            return trivial(edges, s, t);
        }
        return r.flow(r.cholesky());
    }

    private static Flow trivial(int edges, int s, int t) {
        return new Flow(s == t ? 0 : Double.POSITIVE_INFINITY, new double[edges]);
    }

    /**
     * The Laplacian of s's component with t's row and column removed, in compressed rows. Local
     * index of each kept vertex in {@code local}; t and the vertices outside the component have −1.
     */
    private static final class Reduced {
        final int edges;
        final int[] u;
        final int[] v;
        final int[] local;
        final int size;
        final int sLocal;
        final double[] diagonal;
        final int[] rowStart;
        final int[] column;
        final double[] value;

        private Reduced(
                int edges,
                int[] u,
                int[] v,
                int[] local,
                int size,
                int sLocal,
                double[] diagonal,
                int[] rowStart,
                int[] column,
                double[] value) {
            this.edges = edges;
            this.u = u;
            this.v = v;
            this.local = local;
            this.size = size;
            this.sLocal = sLocal;
            this.diagonal = diagonal;
            this.rowStart = rowStart;
            this.column = column;
            this.value = value;
        }

        /** Null when s = t or s and t are apart (nothing to solve). */
        static Reduced of(int vertices, int edges, int[] u, int[] v, int s, int t) {
            if (s == t) {
                return null;
            }
            int[] component = component(vertices, edges, u, v, s);
            if (component[t] == 0) {
                return null;
            }
            int[] local = new int[vertices];
            int size = 0;
            for (int x = 0; x < vertices; x++) {
                local[x] = component[x] == 1 && x != t ? size++ : -1;
            }
            double[] diagonal = new double[size];
            int[] count = new int[size + 1];
            for (int e = 0; e < edges; e++) {
                if (u[e] == v[e] || component[u[e]] == 0) {
                    continue;
                }
                int a = local[u[e]];
                int b = local[v[e]];
                if (a >= 0) {
                    diagonal[a] += 1;
                }
                if (b >= 0) {
                    diagonal[b] += 1;
                }
                if (a >= 0 && b >= 0) {
                    count[a + 1]++;
                    count[b + 1]++;
                }
            }
            for (int i = 0; i < size; i++) {
                count[i + 1] += count[i];
            }
            int[] column = new int[count[size]];
            double[] value = new double[count[size]];
            int[] fill = Arrays.copyOf(count, size);
            for (int e = 0; e < edges; e++) {
                if (u[e] == v[e] || component[u[e]] == 0) {
                    continue;
                }
                int a = local[u[e]];
                int b = local[v[e]];
                if (a >= 0 && b >= 0) {
                    column[fill[a]] = b;
                    value[fill[a]++] = -1;
                    column[fill[b]] = a;
                    value[fill[b]++] = -1;
                }
            }
            return new Reduced(edges, u, v, local, size, local[s], diagonal, count, column, value);
        }

        private static int[] component(int vertices, int edges, int[] u, int[] v, int s) {
            int[] start = new int[vertices + 1];
            for (int e = 0; e < edges; e++) {
                start[u[e] + 1]++;
                start[v[e] + 1]++;
            }
            for (int x = 0; x < vertices; x++) {
                start[x + 1] += start[x];
            }
            int[] next = new int[start[vertices]];
            int[] fill = Arrays.copyOf(start, vertices);
            for (int e = 0; e < edges; e++) {
                next[fill[u[e]]++] = v[e];
                next[fill[v[e]]++] = u[e];
            }
            int[] mark = new int[vertices];
            int[] stack = new int[vertices];
            int top = 0;
            mark[s] = 1;
            stack[top++] = s;
            while (top > 0) {
                int x = stack[--top];
                for (int i = start[x]; i < start[x + 1]; i++) {
                    if (mark[next[i]] == 0) {
                        mark[next[i]] = 1;
                        stack[top++] = next[i];
                    }
                }
            }
            return mark;
        }

        private void multiply(double[] x, double[] out) {
            for (int i = 0; i < size; i++) {
                double sum = diagonal[i] * x[i];
                for (int k = rowStart[i]; k < rowStart[i + 1]; k++) {
                    sum += value[k] * x[column[k]];
                }
                out[i] = sum;
            }
        }

        double[] conjugateGradient() {
            double[] x = new double[size];
            double[] r = new double[size];
            r[sLocal] = 1;
            double[] z = new double[size];
            for (int i = 0; i < size; i++) {
                z[i] = r[i] / diagonal[i];
            }
            double[] p = z.clone();
            double[] q = new double[size];
            double rz = dot(r, z);
            // A Laplacian of n vertices converges in at most n steps in exact arithmetic; allow slack for rounding.
            for (int iteration = 0; iteration < 4 * size + 10 && Math.sqrt(dot(r, r)) > TOLERANCE; iteration++) {
                multiply(p, q);
                double alpha = rz / dot(p, q);
                for (int i = 0; i < size; i++) {
                    x[i] += alpha * p[i];
                    r[i] -= alpha * q[i];
                }
                for (int i = 0; i < size; i++) {
                    z[i] = r[i] / diagonal[i];
                }
                double next = dot(r, z);
                double beta = next / rz;
                rz = next;
                for (int i = 0; i < size; i++) {
                    p[i] = z[i] + beta * p[i];
                }
            }
            return x;
        }

        double[] cholesky() {
            double[][] a = new double[size][size];
            for (int i = 0; i < size; i++) {
                a[i][i] = diagonal[i];
                for (int k = rowStart[i]; k < rowStart[i + 1]; k++) {
                    a[i][column[k]] += value[k];
                }
            }
            for (int j = 0; j < size; j++) {
                double d = a[j][j];
                for (int k = 0; k < j; k++) {
                    d -= a[j][k] * a[j][k];
                }
                a[j][j] = Math.sqrt(d);
                for (int i = j + 1; i < size; i++) {
                    double sum = a[i][j];
                    for (int k = 0; k < j; k++) {
                        sum -= a[i][k] * a[j][k];
                    }
                    a[i][j] = sum / a[j][j];
                }
            }
            double[] y = new double[size];
            for (int i = 0; i < size; i++) {
                double sum = i == sLocal ? 1 : 0;
                for (int k = 0; k < i; k++) {
                    sum -= a[i][k] * y[k];
                }
                y[i] = sum / a[i][i];
            }
            double[] x = new double[size];
            for (int i = size - 1; i >= 0; i--) {
                double sum = y[i];
                for (int k = i + 1; k < size; k++) {
                    sum -= a[k][i] * x[k];
                }
                x[i] = sum / a[i][i];
            }
            return x;
        }

        Flow flow(double[] phi) {
            double[] current = new double[edges];
            for (int e = 0; e < edges; e++) {
                current[e] = potential(phi, u[e]) - potential(phi, v[e]);
            }
            return new Flow(phi[sLocal], current);
        }

        private double potential(double[] phi, int x) {
            return local[x] >= 0 ? phi[local[x]] : 0;
        }

        private static double dot(double[] a, double[] b) {
            double sum = 0;
            for (int i = 0; i < a.length; i++) {
                sum += a[i] * b[i];
            }
            return sum;
        }
    }
}
