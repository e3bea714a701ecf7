package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import java.util.Arrays;

/** The classes of Short's claimed arcs (components, direction ignored) and the vertices his arcs enter. */
final class ArcClasses {
    private ArcClasses() {}

    /** Resets {@code classes} to the components of the claimed arcs of {@code state}. */
    static void fill(Multigraph g, byte[] state, UnionFind classes) {
        classes.reset();
        for (int e = 0; e < state.length; e++) {
            if (state[e] == ArcState.FORWARD || state[e] == ArcState.BACKWARD) {
                classes.union(g.edgeU(e), g.edgeV(e));
            }
        }
    }

    /** What to do with one direction x → y of a free edge e ({@code forward}: from its first endpoint). */
    interface ArcVisitor {
        void visit(int e, int x, int y, boolean forward);
    }

    /** Calls {@code visitor} for both directions of every free edge that is not a loop. */
    static void forEachFreeArc(Multigraph g, byte[] state, ArcVisitor visitor) {
        for (int e = 0; e < state.length; e++) {
            if (state[e] == ArcState.FREE && !g.isLoop(e)) {
                visitor.visit(e, g.edgeU(e), g.edgeV(e), true);
                visitor.visit(e, g.edgeV(e), g.edgeU(e), false);
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
