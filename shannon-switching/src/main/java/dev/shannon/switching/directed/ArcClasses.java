package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;

import java.util.Arrays;

/** The classes of Short's claimed arcs (components, direction ignored) and the vertices his arcs enter. */
final class ArcClasses {
    private ArcClasses() {
    }

    /** Resets {@code classes} to the components of the claimed arcs of {@code state}. */
    static void fill(Multigraph g, byte[] state, UnionFind classes) {
        classes.reset();
        for (int e = 0; e < state.length; e++) {
            if (state[e] == ArcState.FORWARD || state[e] == ArcState.BACKWARD) {
                classes.union(g.edgeU(e), g.edgeV(e));
            }
        }
    }

    /** Marks the heads of the claimed arcs: the vertices that are not the root of their class. */
    static void entered(Multigraph g, byte[] state, boolean[] entered) {
        Arrays.fill(entered, false);
        for (int e = 0; e < state.length; e++) {
            if (state[e] == ArcState.FORWARD) {
                entered[g.edgeV(e)] = true;
            } else if (state[e] == ArcState.BACKWARD) {
                entered[g.edgeU(e)] = true;
            }
        }
    }
}
