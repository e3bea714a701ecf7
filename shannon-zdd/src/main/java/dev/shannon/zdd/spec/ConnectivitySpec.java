package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * Connectivity constraints — trees, forests, connected subgraphs, Steiner trees, rooted
 * forests, k-component subgraphs and terminal connectivity are all this one spec with
 * different settings (after Graphillion's {@code graphs(vertex_groups=…, no_loop=…)}).
 *
 * <p>The <em>components</em> of an edge set F are the connected components of the graph formed
 * by F's edges and their endpoints, plus a single-vertex component for every vertex of a group
 * that F does not touch, plus — when {@code spanning} — a single-vertex component for every
 * other untouched vertex too. The spec accepts F when
 * <ul>
 * <li>the vertices of each group lie in one component, and different groups in different ones;</li>
 * <li>there are exactly {@code components} components (unless {@link #ANY});</li>
 * <li>F has no cycle, if {@code acyclic} (in a multigraph a loop or two parallel edges are
 * cycles).</li>
 * </ul>
 *
 * <p>State: a component label per frontier slot (0 for a free slot or an untouched vertex that
 * does not count), the group of each label, and the number of components already closed. Labels
 * are renumbered in slot order after every step so that equal partitions give equal words. A
 * component closes when its last vertex leaves the frontier; when the required number has closed
 * and nothing else can appear, the spec accepts with all remaining edges skipped.
 */
public final class ConnectivitySpec implements FrontierSpec {
    private final DecisionGraph universe;
    /** No constraint on the number of components. */
    public static final int ANY = -1;

    private final FrontierLayout layout;
    private final int m;
    private final int width;
    private final int components;
    private final boolean acyclic;
    private final boolean spanning;
    /** Group of each vertex (1-based), 0 for none. */
    private final int[] groupOf;
    /** Per group: the edge at which its last vertex enters the frontier. */
    private final int[] groupComplete;
    /** Components closed before the first edge: untouchable vertices that count. */
    private final int initiallyClosed;
    /** Per edge: whether a vertex that counts can still enter after it. */
    private final boolean[] moreToCome;

    private final boolean impossible;
    private final PackedSlots labels;
    private final PackedSlots groups;
    private final int labelsAt;
    private final int groupsAt;
    /** Without groups every group entry is 0 and none is stored. */
    private final boolean hasGroups;

    private final int words;

    /**
     * @param vertexGroups groups of vertices (disjoint); may be empty
     * @param components   the exact number of components, or {@link #ANY}
     */
    public ConnectivitySpec(DecisionGraph u, int[][] vertexGroups, int components, boolean acyclic, boolean spanning) {
        this.universe = u;
        if (components < ANY) {
            throw new IllegalArgumentException("bad number of components " + components);
        }
        this.layout = FrontierLayout.of(u);
        this.m = u.edgeCount();
        this.width = Math.max(1, layout.width());
        this.components = components;
        this.acyclic = acyclic;
        this.spanning = spanning;
        int n = u.vertexCount();
        groupOf = new int[n];
        groupComplete = new int[vertexGroups.length + 1];
        boolean dead = false;
        int closed = 0;
        for (int g = 0; g < vertexGroups.length; g++) {
            if (vertexGroups[g].length == 0) {
                throw new IllegalArgumentException("vertex group " + g + " is empty");
            }
            int complete = -1;
            for (int x : vertexGroups[g]) {
                VertexNumbers.require(u, x, "vertex");
                if (groupOf[x] == g + 1) {
                    throw new IllegalArgumentException("vertex '" + u.name(x) + "' is given twice");
                }
                if (groupOf[x] != 0) {
                    throw new IllegalArgumentException("vertex '" + u.name(x) + "' is in two groups");
                }
                groupOf[x] = g + 1;
                if (layout.firstEdge(x) < 0) {
                    // An isolated group vertex is a component by itself, so the group must be just it.
                    if (vertexGroups[g].length > 1) {
                        dead = true;
                    }
                    closed++;
                }
                complete = Math.max(complete, layout.firstEdge(x));
            }
            groupComplete[g + 1] = complete;
        }
        if (spanning) {
            for (int x = 0; x < n; x++) {
                if (layout.firstEdge(x) < 0 && groupOf[x] == 0) {
                    closed++;
                }
            }
        }
        moreToCome = new boolean[Math.max(1, m)];
        for (int x = 0; x < n; x++) {
            int f = layout.firstEdge(x);
            if (f > 0 && counts(x)) {
                for (int e = 0; e < f; e++) {
                    moreToCome[e] = true;
                }
            }
        }
        this.initiallyClosed = closed;
        this.impossible = dead || components != ANY && closed > components;
        labels = new PackedSlots(width, PackedSlots.bitsFor(width));
        groups = new PackedSlots(width + 1, PackedSlots.bitsFor(vertexGroups.length));
        labelsAt = 1;
        groupsAt = 1 + labels.words();
        hasGroups = vertexGroups.length > 0;
        words = groupsAt + (hasGroups ? groups.words() : 0);
        int w = width;
        scratch = ThreadLocal.withInitial(() -> new Scratch(w));
    }

    /** Non-empty trees: connected, acyclic edge sets with at least one edge. */
    public static ConnectivitySpec trees(DecisionGraph u) {
        return new ConnectivitySpec(u, new int[0][], 1, true, false);
    }

    /** Trees containing {@code root}, the bare root (no edges) included. */
    public static ConnectivitySpec treesAt(DecisionGraph u, int root) {
        VertexNumbers.require(u, root, "root");
        return new ConnectivitySpec(u, new int[][] {{root}}, 1, true, false);
    }

    /** Spanning trees: (V, F) is connected and acyclic; a one-vertex universe has one, the empty one. */
    public static ConnectivitySpec spanningTrees(DecisionGraph u) {
        return new ConnectivitySpec(u, new int[0][], 1, true, true);
    }

    /** Forests: all acyclic edge sets, the empty set included. */
    public static ConnectivitySpec forests(DecisionGraph u) {
        return new ConnectivitySpec(u, new int[0][], ANY, true, false);
    }

    /**
     * Rooted forests: acyclic edge sets in which every tree contains exactly one of the roots
     * (a root may stand alone); if {@code spanning}, every vertex lies in one of the trees.
     */
    public static ConnectivitySpec rootedForests(DecisionGraph u, int[] roots, boolean spanning) {
        VertexNumbers.requireAll(u, roots, "root");
        int[][] groups = new int[roots.length][];
        for (int i = 0; i < roots.length; i++) {
            for (int j = 0; j < i; j++) {
                if (roots[j] == roots[i]) {
                    // Each root is a group of its own, so the constructor would call this "in two groups".
                    throw new IllegalArgumentException("root '" + u.name(roots[i]) + "' is given twice");
                }
            }
            groups[i] = new int[] {roots[i]};
        }
        return new ConnectivitySpec(u, groups, roots.length, true, spanning);
    }

    /** Connected edge sets: one connected piece, the empty set excluded. */
    public static ConnectivitySpec connected(DecisionGraph u) {
        return new ConnectivitySpec(u, new int[0][], 1, false, false);
    }

    /** Connected edge sets whose piece contains every vertex of {@code vertices}. */
    public static ConnectivitySpec connectedContaining(DecisionGraph u, int[] vertices) {
        return new ConnectivitySpec(u, new int[][] {vertices.clone()}, 1, false, false);
    }

    /** Steiner trees: trees whose vertices include every terminal. */
    public static ConnectivitySpec steinerTrees(DecisionGraph u, int[] terminals) {
        VertexNumbers.requireAll(u, terminals, "terminal");
        return new ConnectivitySpec(u, new int[][] {terminals.clone()}, 1, true, false);
    }

    /**
     * All edge sets in which the terminals lie in one component (other components and cycles
     * allowed): the event whose probability is the network reliability.
     */
    public static ConnectivitySpec terminalsConnected(DecisionGraph u, int[] terminals) {
        VertexNumbers.requireAll(u, terminals, "terminal");
        return new ConnectivitySpec(u, new int[][] {terminals.clone()}, ANY, false, false);
    }

    /** Whether an untouched vertex still forms a component. */
    private boolean counts(int x) {
        return spanning || groupOf[x] != 0;
    }

    @Override
    public int stateSize() {
        return words;
    }

    @Override
    public int root(int[] st, int at) {
        Arrays.fill(st, at, at + words, 0);
        st[at] = components == ANY ? 0 : initiallyClosed;
        if (impossible) {
            return REJECT;
        }
        if (m == 0) {
            return components == ANY || initiallyClosed == components ? ACCEPT : REJECT;
        }
        return 0;
    }

    /** Unpacked labels and groups of one state; per thread, since specs are shared. */
    private static final class Scratch {
        final int[] label;
        final int[] group;
        final int[] renumber;
        final int[] newGroup;

        Scratch(int width) {
            label = new int[width];
            group = new int[width + 1];
            renumber = new int[width + 1];
            newGroup = new int[width + 1];
        }
    }

    private final ThreadLocal<Scratch> scratch;

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        Scratch x = scratch.get();
        int[] lab = x.label;
        int[] grp = x.group;
        for (int s = 0; s < width; s++) {
            lab[s] = labels.get(st, at + labelsAt, s);
        }
        for (int l = 0; l <= width && hasGroups; l++) {
            grp[l] = groups.get(st, at + groupsAt, l);
        }
        int u = layout.u(e);
        int v = layout.v(e);
        int su = layout.slotU(e);
        int sv = layout.slotV(e);
        if (layout.entersU(e) && counts(u)) {
            grp[touch(lab, su)] = groupOf[u];
        }
        if (u != v && layout.entersV(e) && counts(v)) {
            grp[touch(lab, sv)] = groupOf[v];
        }
        if (take && !take(lab, grp, su, sv)) {
            return REJECT;
        }
        if (layout.leavesU(e) && !leave(st, at, lab, grp, e, su)) {
            return REJECT;
        }
        if (u != v && layout.leavesV(e) && !leave(st, at, lab, grp, e, sv)) {
            return REJECT;
        }
        boolean open = store(st, at, x);
        if (components != ANY && st[at] == components) {
            // Nothing may be added: accept iff no open component and no counting vertex to come.
            if (open) {
                return REJECT;
            }
            return e + 1 < m && moreToCome[e] ? REJECT : ACCEPT;
        }
        if (e + 1 == m) {
            return components == ANY ? ACCEPT : REJECT;
        }
        return e + 1;
    }

    private boolean take(int[] lab, int[] grp, int su, int sv) {
        int lu = touch(lab, su);
        int lv = su == sv ? lu : touch(lab, sv);
        if (lu == lv) {
            return !acyclic;
        }
        int gu = grp[lu];
        int gv = grp[lv];
        if (gu != 0 && gv != 0 && gu != gv) {
            return false;
        }
        for (int s = 0; s < width; s++) {
            if (lab[s] == lv) {
                lab[s] = lu;
            }
        }
        grp[lu] = Math.max(gu, gv);
        grp[lv] = 0;
        return true;
    }

    /** The label of the vertex in {@code slot}, giving an untouched one a fresh label first. */
    private int touch(int[] lab, int slot) {
        if (lab[slot] != 0) {
            return lab[slot];
        }
        // At most width - 1 other slots hold labels, so some label in 1..width is free.
        int fresh = width;
        for (boolean used = true; used; ) {
            used = false;
            for (int s = 0; s < width; s++) {
                if (lab[s] == fresh) {
                    used = true;
                    fresh--;
                    break;
                }
            }
        }
        lab[slot] = fresh;
        return fresh;
    }

    /** The vertex in {@code slot} leaves; closing its component if it was the last one there. */
    private boolean leave(int[] st, int at, int[] lab, int[] grp, int e, int slot) {
        int l = lab[slot];
        lab[slot] = 0;
        if (l == 0) {
            return true;
        }
        for (int s = 0; s < width; s++) {
            if (lab[s] == l) {
                return true;
            }
        }
        int g = grp[l];
        grp[l] = 0;
        if (g != 0) {
            // The group must be complete and no other open component may carry it.
            if (groupComplete[g] > e) {
                return false;
            }
            for (int s = 0; s < width; s++) {
                if (lab[s] != 0 && grp[lab[s]] == g) {
                    return false;
                }
            }
        }
        if (components == ANY) {
            return true;
        }
        st[at]++;
        return st[at] <= components;
    }

    /**
     * Packs labels renumbered 1, 2, … in order of first appearance by slot, with their groups,
     * so that equal partitions give equal words; returns whether any label is left.
     */
    private boolean store(int[] st, int at, Scratch x) {
        int[] renumber = x.renumber;
        int[] g = x.newGroup;
        Arrays.fill(renumber, 0);
        Arrays.fill(g, 0);
        int next = 0;
        for (int s = 0; s < width; s++) {
            int l = x.label[s];
            if (l != 0) {
                if (renumber[l] == 0) {
                    renumber[l] = ++next;
                    g[next] = x.group[l];
                }
                l = renumber[l];
            }
            labels.set(st, at + labelsAt, s, l);
        }
        for (int l = 0; l <= width && hasGroups; l++) {
            groups.set(st, at + groupsAt, l, g[l]);
        }
        return next > 0;
    }

    @Override
    public final DecisionGraph universe() {
        return universe;
    }
}
