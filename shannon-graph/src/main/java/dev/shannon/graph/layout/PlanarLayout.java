package dev.shannon.graph.layout;

import dev.shannon.graph.Multigraph;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A straight-line drawing without crossings for a planar graph, or nothing for a non-planar one.
 *
 * <p>Three steps. (1) The simple graph underneath (no loops, one edge per pair; parallel edges and
 * loops are drawn as curves beside it) is made biconnected by added edges that keep it planar: the
 * pieces are joined by an edge, and at each cut vertex two of its neighbours in different blocks
 * are joined — two such neighbours are consecutive around it in any planar drawing, so some pair
 * keeps the graph planar, and each candidate is checked. (2) A planarity test that also gives the
 * faces: Demoucron, Malgrange and Pertuiset (1964) — start from a cycle, and embed one path of a
 * fragment at a time in a face holding all its attachments, a fragment with a single such face
 * first; a fragment with none proves the graph non-planar. (3) Tutte's barycentric drawing (1963):
 * the longest face is the outer boundary, on a regular polygon; every other face of more than three
 * sides gets a helper vertex joined to all its corners, so the graph is internally triangulated,
 * and every inner vertex sits at the mean of its neighbours (one linear system). With a strictly
 * convex boundary this is a drawing without crossings (Tutte 1963; Floater 2003 for internally
 * triangulated discs). The helpers are then dropped. The result is checked with {@link Crossings}
 * and not returned if rounding spoilt it; then {@link CrossingFreeRelaxation} evens it out.
 */
public final class PlanarLayout {
    /** Above this many vertices no planar drawing is tried (each step is about n³; the web page draws at most 40). */
    public static final int MAX_VERTICES = 64;

    private PlanarLayout() {}

    /** A drawing of g without crossings if g is planar and has at most {@link #MAX_VERTICES} vertices. */
    public static Optional<Layout> of(Multigraph g) {
        int n = g.vertexCount();
        if (n > MAX_VERTICES) {
            return Optional.empty();
        }
        boolean[][] adj = simple(g);
        if (n < 3) {
            double[] x = new double[n];
            for (int v = 0; v < n; v++) {
                x[v] = v;
            }
            return Optional.of(new Layout(x, new double[n]));
        }
        List<int[]> faces = biconnect(adj) ? faces(adj, all(n)) : null;
        if (faces == null) {
            return Optional.empty();
        }
        Layout drawn = tutte(adj, faces);
        if (Crossings.count(g, drawn) > 0) {
            return Optional.empty();
        }
        // Evened out, since Tutte's drawing crowds regions into slivers; checked again all the same.
        Layout even = CrossingFreeRelaxation.of(g, drawn);
        return Optional.of(Crossings.count(g, even) == 0 ? even : drawn);
    }

    /** Whether g can be drawn in the plane without crossings (any size; about n³ steps). */
    public static boolean isPlanar(Multigraph g) {
        boolean[][] adj = simple(g);
        return adj.length < 5 || biconnect(adj) && faces(adj, all(adj.length)) != null;
    }

    /** The adjacency of the simple graph underneath g: no loops, one edge per pair. */
    private static boolean[][] simple(Multigraph g) {
        int n = g.vertexCount();
        boolean[][] adj = new boolean[n][n];
        for (int e = 0; e < g.edgeCount(); e++) {
            int a = g.edgeU(e);
            int b = g.edgeV(e);
            if (a != b && !adj[a][b]) {
                adj[a][b] = adj[b][a] = true;
            }
        }
        return adj;
    }

    private static boolean[] all(int n) {
        boolean[] in = new boolean[n];
        Arrays.fill(in, true);
        return in;
    }

    /** Adds edges to adj, keeping it planar, until it is biconnected; false if a block is not planar. */
    private static boolean biconnect(boolean[][] adj) {
        int n = adj.length;
        // Join the pieces: an edge between two pieces never spoils planarity.
        int[] piece = pieces(adj);
        for (int v = 1; v < n; v++) {
            if (piece[v] != piece[0]) {
                int other = piece[v];
                adj[0][v] = adj[v][0] = true;
                for (int w = 0; w < n; w++) {
                    if (piece[w] == other) {
                        piece[w] = piece[0];
                    }
                }
            }
        }
        for (boolean[] block : new Blocks(adj).blocks) {
            if (faces(adj, block) == null) {
                return false;
            }
        }
        while (true) {
            Blocks b = new Blocks(adj);
            if (b.blocks.size() <= 1) {
                return true;
            }
            if (!joinAtSomeCutVertex(adj, b)) {
                return false;
            }
        }
    }

    private static boolean joinAtSomeCutVertex(boolean[][] adj, Blocks b) {
        int n = adj.length;
        for (int c = 0; c < n; c++) {
            List<boolean[]> at = new ArrayList<>();
            for (boolean[] block : b.blocks) {
                if (block[c]) {
                    at.add(block);
                }
            }
            for (int i = 0; i < at.size(); i++) {
                for (int j = i + 1; j < at.size(); j++) {
                    for (int a = 0; a < n; a++) {
                        if (!adj[c][a] || !at.get(i)[a] || a == c) {
                            continue;
                        }
                        for (int z = 0; z < n; z++) {
                            if (!adj[c][z] || !at.get(j)[z] || z == c || adj[a][z]) {
                                continue;
                            }
                            adj[a][z] = adj[z][a] = true;
                            for (boolean[] merged : new Blocks(adj).blocks) {
                                if (merged[a] && merged[z]) {
                                    if (faces(adj, merged) != null) {
                                        return true;
                                    }
                                    break;
                                }
                            }
                            adj[a][z] = adj[z][a] = false;
                        }
                    }
                }
            }
        }
        return false;
    }

    private static int[] pieces(boolean[][] adj) {
        int n = adj.length;
        int[] piece = new int[n];
        Arrays.fill(piece, -1);
        for (int s = 0; s < n; s++) {
            if (piece[s] >= 0) {
                continue;
            }
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(s));
            piece[s] = s;
            while (!queue.isEmpty()) {
                int v = queue.poll();
                for (int w = 0; w < n; w++) {
                    if (adj[v][w] && piece[w] < 0) {
                        piece[w] = s;
                        queue.add(w);
                    }
                }
            }
        }
        return piece;
    }

    /** The blocks (biconnected components, a bridge being one) of the graph adj, each as its vertex set; Hopcroft–Tarjan. */
    private static final class Blocks {
        final List<boolean[]> blocks = new ArrayList<>();
        private final boolean[][] adj;
        private final int[] depth;
        private final int[] low;
        private final ArrayDeque<int[]> stack = new ArrayDeque<>();

        Blocks(boolean[][] adj) {
            this.adj = adj;
            int n = adj.length;
            depth = new int[n];
            low = new int[n];
            Arrays.fill(depth, -1);
            for (int v = 0; v < n; v++) {
                if (depth[v] < 0) {
                    visit(v, -1, 0);
                }
            }
        }

        private void visit(int v, int parent, int d) {
            depth[v] = low[v] = d;
            for (int w = 0; w < adj.length; w++) {
                if (!adj[v][w] || w == parent) {
                    continue;
                }
                if (depth[w] < 0) {
                    stack.push(new int[] {v, w});
                    visit(w, v, d + 1);
                    low[v] = Math.min(low[v], low[w]);
                    if (low[w] >= depth[v]) {
                        boolean[] block = new boolean[adj.length];
                        int[] e;
                        do {
                            e = stack.pop();
                            block[e[0]] = block[e[1]] = true;
                        } while (e[0] != v || e[1] != w);
                        blocks.add(block);
                    }
                } else if (depth[w] < depth[v]) {
                    stack.push(new int[] {v, w});
                    low[v] = Math.min(low[v], depth[w]);
                }
            }
        }
    }

    /**
     * The faces, each as its cycle of vertices, of a planar drawing of the biconnected graph adj
     * restricted to the vertices in; null if it is not planar. Demoucron–Malgrange–Pertuiset.
     */
    static List<int[]> faces(boolean[][] adj, boolean[] in) {
        int n = adj.length;
        int size = 0;
        int edges = 0;
        for (int v = 0; v < n; v++) {
            if (in[v]) {
                size++;
                for (int w = v + 1; w < n; w++) {
                    if (in[w] && adj[v][w]) {
                        edges++;
                    }
                }
            }
        }
        if (size < 3) {
            return List.of();
        }
        if (edges > 3 * size - 6) {
            return null;
        }
        int[] cycle = someCycle(adj, in);
        boolean[] placed = new boolean[n];
        boolean[][] drawn = new boolean[n][n];
        for (int i = 0; i < cycle.length; i++) {
            int a = cycle[i];
            int b = cycle[(i + 1) % cycle.length];
            placed[a] = true;
            drawn[a][b] = drawn[b][a] = true;
        }
        List<int[]> faces = new ArrayList<>(List.of(cycle, cycle.clone()));
        int drawnEdges = cycle.length;
        while (drawnEdges < edges) {
            List<int[]> paths = new ArrayList<>();
            List<boolean[]> attachments = new ArrayList<>();
            fragments(adj, in, placed, drawn, paths, attachments);
            int bestFragment = -1;
            int bestFace = -1;
            int fewest = Integer.MAX_VALUE;
            for (int k = 0; k < paths.size() && fewest > 1; k++) {
                int count = 0;
                int face = -1;
                for (int f = 0; f < faces.size(); f++) {
                    if (holds(faces.get(f), attachments.get(k), n)) {
                        count++;
                        face = f;
                    }
                }
                if (count == 0) {
                    return null;
                }
                if (count < fewest) {
                    fewest = count;
                    bestFragment = k;
                    bestFace = face;
                }
            }
            int[] path = paths.get(bestFragment);
            int[] face = faces.remove(bestFace);
            faces.addAll(split(face, path));
            for (int i = 0; i + 1 < path.length; i++) {
                placed[path[i]] = placed[path[i + 1]] = true;
                drawn[path[i]][path[i + 1]] = drawn[path[i + 1]][path[i]] = true;
                drawnEdges++;
            }
        }
        return faces;
    }

    private static boolean holds(int[] face, boolean[] attach, int n) {
        boolean[] on = new boolean[n];
        for (int v : face) {
            on[v] = true;
        }
        for (int v = 0; v < n; v++) {
            if (attach[v] && !on[v]) {
                return false;
            }
        }
        return true;
    }

    /** Face split in two by path, whose two ends are on it and whose inner vertices are new. */
    private static List<int[]> split(int[] face, int[] path) {
        int i = indexOf(face, path[0]);
        int j = indexOf(face, path[path.length - 1]);
        List<Integer> one = new ArrayList<>();
        List<Integer> two = new ArrayList<>();
        for (int k = i; ; k = (k + 1) % face.length) {
            one.add(face[k]);
            if (k == j) {
                break;
            }
        }
        for (int k = path.length - 2; k >= 1; k--) {
            one.add(path[k]);
        }
        for (int k = j; ; k = (k + 1) % face.length) {
            two.add(face[k]);
            if (k == i) {
                break;
            }
        }
        for (int k = 1; k <= path.length - 2; k++) {
            two.add(path[k]);
        }
        return List.of(
                one.stream().mapToInt(Integer::intValue).toArray(),
                two.stream().mapToInt(Integer::intValue).toArray());
    }

    private static int indexOf(int[] a, int v) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == v) {
                return i;
            }
        }
        throw new IllegalStateException("vertex " + v + " is not on the face");
    }

    /**
     * The fragments of the graph relative to the part drawn so far: each edge not drawn between two
     * drawn vertices, and each piece of the undrawn vertices with its edges to drawn ones. For each,
     * a path through it between two of its attachments, and its attachments.
     */
    private static void fragments(
            boolean[][] adj,
            boolean[] in,
            boolean[] placed,
            boolean[][] drawn,
            List<int[]> paths,
            List<boolean[]> attachments) {
        int n = adj.length;
        for (int v = 0; v < n; v++) {
            for (int w = v + 1; w < n; w++) {
                if (in[v] && in[w] && placed[v] && placed[w] && adj[v][w] && !drawn[v][w]) {
                    boolean[] at = new boolean[n];
                    at[v] = at[w] = true;
                    paths.add(new int[] {v, w});
                    attachments.add(at);
                }
            }
        }
        int[] piece = new int[n];
        Arrays.fill(piece, -1);
        for (int s = 0; s < n; s++) {
            if (!in[s] || placed[s] || piece[s] >= 0) {
                continue;
            }
            boolean[] at = new boolean[n];
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(s));
            piece[s] = s;
            // A path: from an attachment a of s's piece, through the piece, to another attachment.
            int first = -1;
            int[] path = null;
            while (!queue.isEmpty()) {
                int v = queue.poll();
                for (int w = 0; w < n; w++) {
                    if (!in[w] || !adj[v][w]) {
                        continue;
                    }
                    if (placed[w]) {
                        at[w] = true;
                    } else if (piece[w] < 0) {
                        piece[w] = s;
                        queue.add(w);
                    }
                }
            }
            int start = -1;
            for (int v = 0; v < n && start < 0; v++) {
                for (int w = 0; w < n && piece[v] == s && !placed[v]; w++) {
                    if (at[w] && adj[v][w]) {
                        first = w;
                        start = v;
                        break;
                    }
                }
            }
            // Breadth-first from start to a piece vertex next to an attachment other than first.
            int[] from = new int[n];
            Arrays.fill(from, -2);
            from[start] = -1;
            queue.add(start);
            while (!queue.isEmpty() && path == null) {
                int v = queue.poll();
                for (int w = 0; w < n && path == null; w++) {
                    if (in[w] && adj[v][w] && placed[w] && w != first) {
                        List<Integer> p = new ArrayList<>(List.of(w));
                        for (int u = v; u != -1; u = from[u]) {
                            p.add(u);
                        }
                        p.add(first);
                        path = p.stream().mapToInt(Integer::intValue).toArray();
                    } else if (in[w] && adj[v][w] && !placed[w] && from[w] == -2) {
                        from[w] = v;
                        queue.add(w);
                    }
                }
            }
            if (path == null) {
                throw new IllegalStateException("a fragment of a biconnected graph has two attachments");
            }
            paths.add(path);
            attachments.add(at);
        }
    }

    /** A cycle of the biconnected graph adj on in: a depth-first search's first back edge. */
    private static int[] someCycle(boolean[][] adj, boolean[] in) {
        int n = adj.length;
        int start = 0;
        while (!in[start]) {
            start++;
        }
        int[] parent = new int[n];
        int[] depth = new int[n];
        Arrays.fill(depth, -1);
        ArrayDeque<Integer> stack = new ArrayDeque<>(List.of(start));
        depth[start] = 0;
        parent[start] = -1;
        int[] next = new int[n];
        while (!stack.isEmpty()) {
            int v = stack.peek();
            if (next[v] >= n) {
                stack.pop();
                continue;
            }
            int w = next[v]++;
            if (!in[w] || !adj[v][w] || w == parent[v]) {
                continue;
            }
            if (depth[w] < 0) {
                depth[w] = depth[v] + 1;
                parent[w] = v;
                stack.push(w);
            } else if (depth[w] < depth[v]) {
                List<Integer> c = new ArrayList<>();
                for (int u = v; u != w; u = parent[u]) {
                    c.add(u);
                }
                c.add(w);
                return c.stream().mapToInt(Integer::intValue).toArray();
            }
        }
        throw new IllegalStateException("a biconnected graph of three or more vertices has a cycle");
    }

    /** Tutte's barycentric drawing with the longest face outside (see the class comment). */
    private static Layout tutte(boolean[][] adj, List<int[]> faces) {
        int n = adj.length;
        int[] outer = faces.get(0);
        for (int[] f : faces) {
            if (f.length > outer.length) {
                outer = f;
            }
        }
        List<List<Integer>> neighbours = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            List<Integer> list = new ArrayList<>();
            for (int w = 0; w < n; w++) {
                if (adj[v][w]) {
                    list.add(w);
                }
            }
            neighbours.add(list);
        }
        for (int[] f : faces) {
            if (f == outer || f.length <= 3) {
                continue;
            }
            int helper = neighbours.size();
            List<Integer> list = new ArrayList<>();
            for (int v : f) {
                list.add(v);
                neighbours.get(v).add(helper);
            }
            neighbours.add(list);
        }
        int total = neighbours.size();
        double[] x = new double[total];
        double[] y = new double[total];
        boolean[] fixed = new boolean[total];
        for (int i = 0; i < outer.length; i++) {
            double a = 2 * Math.PI * i / outer.length;
            x[outer[i]] = Math.cos(a);
            y[outer[i]] = Math.sin(a);
            fixed[outer[i]] = true;
        }
        int[] index = new int[total];
        int unknowns = 0;
        for (int v = 0; v < total; v++) {
            index[v] = fixed[v] ? -1 : unknowns++;
        }
        // deg(v)·p(v) − Σ p(inner neighbour) = Σ p(fixed neighbour), for x and y at once.
        double[][] m = new double[unknowns][unknowns + 2];
        for (int v = 0; v < total; v++) {
            if (fixed[v]) {
                continue;
            }
            double[] row = m[index[v]];
            for (int w : neighbours.get(v)) {
                row[index[v]] += 1;
                if (fixed[w]) {
                    row[unknowns] += x[w];
                    row[unknowns + 1] += y[w];
                } else {
                    row[index[w]] -= 1;
                }
            }
        }
        solve(m, unknowns);
        for (int v = 0; v < total; v++) {
            if (!fixed[v]) {
                x[v] = m[index[v]][unknowns];
                y[v] = m[index[v]][unknowns + 1];
            }
        }
        return new Layout(Arrays.copyOf(x, n), Arrays.copyOf(y, n));
    }

    /** Gauss–Jordan elimination with partial pivoting on the k × (k + 2) system m (two right-hand sides), in place. */
    private static void solve(double[][] m, int k) {
        for (int c = 0; c < k; c++) {
            int pivot = c;
            for (int r = c + 1; r < k; r++) {
                if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) {
                    pivot = r;
                }
            }
            double[] t = m[c];
            m[c] = m[pivot];
            m[pivot] = t;
            for (int r = 0; r < k; r++) {
                if (r == c || m[r][c] == 0) {
                    continue;
                }
                double f = m[r][c] / m[c][c];
                for (int j = c; j < k + 2; j++) {
                    m[r][j] -= f * m[c][j];
                }
            }
        }
        for (int r = 0; r < k; r++) {
            m[r][k] /= m[r][r];
            m[r][k + 1] /= m[r][r];
        }
    }
}
