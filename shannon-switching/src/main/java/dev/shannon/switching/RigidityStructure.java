package dev.shannon.switching;

import dev.shannon.switching.internal.PebbleGame;
import java.util.Arrays;

/**
 * What Lehman's theorem needs to know about a multigraph with terminals s and t, computed with
 * two pebble games and no search over moves.
 *
 * <ol>
 * <li>The (2,2) pebble game on all edges. Its <em>components</em> (maximal tight vertex sets: k
 * vertices spanning 2k − 2 accepted edges) are exactly the maximal vertex sets whose induced
 * subgraph has two edge-disjoint spanning trees (Nash-Williams–Tutte); tight sets that meet are
 * tight together, so the components partition the vertices. With Cut to move, Short wins iff s
 * and t lie in one component (Lehman 1964).</li>
 * <li>The quotient Q: one vertex per component, one edge per edge joining two components. Q is
 * simple and (2,3)-sparse (a tight set of Q would be a larger (2,2)-tight set of G).</li>
 * <li>Claiming f = ab with Short to move wins iff G + f′ (a parallel copy of f) has s and t in
 * one (2,2)-component — contracting f is the same as letting f serve both trees. In Q that
 * happens iff some (2,3)-tight set (Laman-rigid set) of Q holds a, b, comp(s) and comp(t). So
 * the winning claims are exactly the Q-edges inside the maximal (2,3)-tight set X containing
 * comp(s) and comp(t), found by a (2,3) pebble game on Q.</li>
 * </ol>
 *
 * Edges are given as endpoint arrays; edges marked in {@code skip} are treated as absent.
 */
final class RigidityStructure {
    final int n;
    final int[] eu;
    final int[] ev;
    final int s;
    final int t;
    /** Component of each vertex in the (2,2) decomposition. */
    final int[] comp;

    final int compCount;
    /** Slot of each edge in the (2,2) game, or -1 if rejected (or skipped). */
    final int[] slot22;
    /** Slot of each edge in the (2,3) game on Q, or -1 if the edge is not a Q-edge. */
    final int[] slotQ;

    final PebbleGame q;
    private final PebbleGame p22;
    private final boolean[] skip;
    /** Whether s and t share a (2,2) component: Short wins with Cut to move. */
    final boolean shortWinsCutToMove;
    /** Members (by component) of the maximal (2,3)-tight set of Q holding comp(s), comp(t); null if none. */
    final byte[] rigidWithTerminals;

    RigidityStructure(int n, int[] eu, int[] ev, boolean[] skip, int s, int t) {
        this.n = n;
        this.eu = eu;
        this.ev = ev;
        this.s = s;
        this.t = t;
        int m = eu.length;
        this.skip = skip;
        p22 = PebbleGame.twoTwo(n);
        slot22 = new int[m];
        for (int e = 0; e < m; e++) {
            slot22[e] = skip != null && skip[e] ? -1 : p22.addSlot(eu[e], ev[e], e);
        }
        comp = new int[n];
        Arrays.fill(comp, -1);
        int components = 0;
        byte[] member = new byte[n];
        for (int e = 0; e < m; e++) {
            if (slot22[e] < 0) {
                continue;
            }
            int a = eu[e];
            int b = ev[e];
            if (comp[a] >= 0 && comp[a] == comp[b]) {
                continue;
            }
            if (p22.gather(a, b, 3) < 3) {
                p22.tightSet(a, b, member);
                int id = components++;
                for (int w = 0; w < n; w++) {
                    if (member[w] != 0) {
                        comp[w] = id;
                    }
                }
            }
        }
        for (int w = 0; w < n; w++) {
            if (comp[w] < 0) {
                comp[w] = components++;
            }
        }
        // Renumber so that component ids are dense (merged components leave gaps).
        int[] dense = new int[components];
        Arrays.fill(dense, -1);
        int count = 0;
        for (int w = 0; w < n; w++) {
            if (dense[comp[w]] < 0) {
                dense[comp[w]] = count++;
            }
            comp[w] = dense[comp[w]];
        }
        compCount = count;
        shortWinsCutToMove = comp[s] == comp[t];

        q = PebbleGame.twoThree(compCount);
        slotQ = new int[m];
        Arrays.fill(slotQ, -1);
        for (int e = 0; e < m; e++) {
            if (slot22[e] >= 0 && comp[eu[e]] != comp[ev[e]]) {
                slotQ[e] = q.addSlot(comp[eu[e]], comp[ev[e]], e);
                if (slotQ[e] < 0) {
                    throw new IllegalStateException(
                            "quotient of the (2,2) components is not (2,3)-sparse at edge " + e);
                }
            }
        }
        if (shortWinsCutToMove || q.gather(comp[s], comp[t], 4) == 4) {
            rigidWithTerminals = null;
        } else {
            rigidWithTerminals = new byte[compCount];
            q.tightSet(comp[s], comp[t], rigidWithTerminals);
        }
        q.startJournal();
    }

    /** With Short to move (and s, t not yet in one component): does claiming edge e win? */
    boolean claimWins(int e) {
        return slotQ[e] >= 0
                && rigidWithTerminals != null
                && rigidWithTerminals[comp[eu[e]]] != 0
                && rigidWithTerminals[comp[ev[e]]] != 0;
    }

    /** With Short to move: does Short win at all? */
    boolean shortWinsShortToMove() {
        return shortWinsCutToMove || rigidWithTerminals != null;
    }

    /** Both ends of e lie in components of the rigid set X (so deleting e may matter). */
    boolean insideRigidSet(int e) {
        return rigidWithTerminals != null
                && rigidWithTerminals[comp[eu[e]]] != 0
                && rigidWithTerminals[comp[ev[e]]] != 0;
    }

    /**
     * For a Q-edge e: is Short still winning with Short to move once e is deleted? Deleting an
     * edge between components leaves the components unchanged, so only Q loses an edge.
     */
    boolean shortStillWinsWithoutQEdge(int e) {
        int mark = q.mark();
        q.remove(slotQ[e]);
        boolean rigid = q.gather(comp[s], comp[t], 4) < 4;
        q.rollback(mark);
        return rigid;
    }

    /**
     * The vertex set S of Lehman's criterion: with Cut to move and Short winning, the component of
     * s and t; otherwise (Short winning only when moving first) the union of the components in the
     * rigid set X. Null when Short loses with Short to move.
     */
    boolean[] lehmanSet() {
        boolean[] in = new boolean[n];
        if (shortWinsCutToMove) {
            for (int w = 0; w < n; w++) {
                in[w] = comp[w] == comp[s];
            }
            return in;
        }
        if (rigidWithTerminals == null) {
            return null;
        }
        for (int w = 0; w < n; w++) {
            in[w] = rigidWithTerminals[comp[w]] != 0;
        }
        return in;
    }

    /**
     * For each accepted edge, whether it lies on a circuit of the (2,2) matroid, i.e. whether
     * some basis avoids it. Deleting such an edge changes no span and no component. The
     * fundamental circuit of a rejected edge uv is the accepted edges inside the smallest tight
     * set holding u and v, which is where a failed pebble search from u and v stops.
     */
    boolean[] onCircuit() {
        int m = eu.length;
        boolean[] on = new boolean[m];
        int[] buffer = new int[n];
        for (int f = 0; f < m; f++) {
            if (slot22[f] >= 0 || (skip != null && skip[f]) || eu[f] == ev[f]) {
                continue;
            }
            if (p22.gather(eu[f], ev[f], 3) > 2) {
                throw new IllegalStateException("rejected edge " + f + " became independent");
            }
            int size = p22.reach(eu[f], ev[f], buffer);
            for (int i = 0; i < size; i++) {
                int w = buffer[i];
                for (int k = 0, d = p22.outDegree(w); k < d; k++) {
                    on[p22.id(p22.outSlot(w, k))] = true;
                }
            }
        }
        return on;
    }

    /**
     * Whether component c is needed for the rigid set: with every Q-edge at c removed, are comp(s)
     * and comp(t) no longer rigidly joined? If they stay joined, nothing inside c can matter.
     */
    boolean componentNeeded(int c, int[] qEdgesAt, int[] qEdgesStart) {
        if (c == comp[s] || c == comp[t]) {
            return true;
        }
        int mark = q.mark();
        for (int i = qEdgesStart[c]; i < qEdgesStart[c + 1]; i++) {
            q.remove(slotQ[qEdgesAt[i]]);
        }
        boolean needed = q.gather(comp[s], comp[t], 4) == 4;
        q.rollback(mark);
        return needed;
    }

    /**
     * Marks, in {@code critical}, the coloop edges inside component c whose deletion ends Short's
     * win (c being needed, see {@link #componentNeeded}). Reasoning: deleting a coloop e splits c
     * into sub-components; a (2,3)-tight set of the new quotient that reaches outside c can hold
     * at most one of them (two would make a (2,2)-tight set bigger than c before the deletion). So
     * Short still wins iff the smallest tight set Y0 of Q holding c, comp(s) and comp(t) attaches
     * to c — through its Q-edges, and through s or t if they lie in c — inside one sub-component.
     * Vertices a and b of c stay together iff e is not on the fundamental circuit of a virtual
     * edge ab, i.e. not inside the smallest (2,2)-tight set holding a and b.
     */
    void markCritical(int c, int[] qEdgesAt, int[] qEdgesStart, boolean[] critical) {
        // Y0: with 3 pebbles held on comp(s), comp(t) (the state after the rigidity test), every
        // tight set holding them is closed, so Y0 is what c, comp(s) and comp(t) reach.
        if (q.gather(comp[s], comp[t], 4) != 3) {
            throw new IllegalStateException("comp(s) and comp(t) are not rigidly joined");
        }
        byte[] inY0 = new byte[compCount];
        int[] buffer = new int[compCount];
        int size = q.reach(comp[s], comp[t], buffer);
        for (int i = 0; i < size; i++) {
            inY0[buffer[i]] = 1;
        }
        size = q.reach(c, c, buffer);
        for (int i = 0; i < size; i++) {
            inY0[buffer[i]] = 1;
        }
        // Attachment vertices of Y0 in c.
        IntList attach = new IntList();
        if (comp[s] == c) {
            attach.add(s);
        }
        if (comp[t] == c) {
            attach.add(t);
        }
        for (int i = qEdgesStart[c]; i < qEdgesStart[c + 1]; i++) {
            int e = qEdgesAt[i];
            int inside = comp[eu[e]] == c ? eu[e] : ev[e];
            int other = comp[eu[e]] == c ? comp[ev[e]] : comp[eu[e]];
            if (inY0[other] != 0) {
                attach.add(inside);
            }
        }
        if (attach.size() < 2) {
            return;
        }
        boolean[] covered = new boolean[n];
        int[] region = new int[n];
        int a = attach.get(0);
        covered[a] = true;
        for (int i = 1; i < attach.size(); i++) {
            int b = attach.get(i);
            if (covered[b]) {
                continue; // already inside a tight set with a: its smallest one lies within
            }
            if (p22.gather(a, b, 3) > 2) {
                throw new IllegalStateException("vertices of one (2,2) component are not rigidly joined");
            }
            int count = p22.reach(a, b, region);
            for (int k = 0; k < count; k++) {
                int w = region[k];
                covered[w] = true;
                for (int j = 0, d = p22.outDegree(w); j < d; j++) {
                    critical[p22.id(p22.outSlot(w, j))] = true;
                }
            }
        }
    }
}
