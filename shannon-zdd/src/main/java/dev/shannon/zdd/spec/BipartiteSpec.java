package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * Bipartite subgraphs: the edge sets with no cycle of odd length (a loop is a cycle of length
 * one, so no member has a loop; two parallel edges form an even cycle). The empty set is a
 * member.
 *
 * <p>The state gives each frontier vertex that has a chosen edge its component among the chosen
 * edges and its side (colour) in that component's two-colouring, {@code 2 × component + side};
 * 0 for a vertex with no chosen edge yet (or a free slot). Taking an edge inside one component
 * must join opposite sides, else it closes an odd cycle; between two components it merges them,
 * flipping the second one's sides if need be. Components are numbered in slot order and each
 * one's first vertex is on side 0, so equal futures leave equal words. Connectivity is not
 * tracked: intersect with {@link ConnectivitySpec#connected} for connected bipartite subgraphs.
 */
public final class BipartiteSpec implements FrontierSpec {
    private final DecisionGraph universe;
    private final FrontierLayout layout;
    private final PackedSlots slots;
    private final int width;

    public BipartiteSpec(DecisionGraph u) {
        this.universe = u;
        this.layout = FrontierLayout.of(u);
        this.width = Math.max(1, layout.width());
        // Components 1 .. width + 1 (one fresh label before renumbering), two sides each.
        this.slots = new PackedSlots(width, PackedSlots.bitsFor(2 * (width + 1) + 1));
    }

    @Override
    public int stateSize() {
        return slots.words();
    }

    @Override
    public int root(int[] state, int at) {
        Arrays.fill(state, at, at + slots.words(), 0);
        return layout.edgeCount() == 0 ? ACCEPT : 0;
    }

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        int su = layout.slotU(e);
        int sv = layout.slotV(e);
        if (take && !join(st, at, layout.u(e) == layout.v(e), su, sv)) {
            return REJECT;
        }
        if (layout.leavesU(e)) {
            slots.set(st, at, su, 0);
        }
        if (layout.leavesV(e)) {
            slots.set(st, at, sv, 0);
        }
        if (take || layout.leavesU(e) || layout.leavesV(e)) {
            canonicalise(st, at);
        }
        return e + 1 == layout.edgeCount() ? ACCEPT : e + 1;
    }

    /** Puts the edge between slots su and sv on opposite sides; false if it closes an odd cycle. */
    private boolean join(int[] st, int at, boolean loop, int su, int sv) {
        if (loop) {
            return false;
        }
        int a = slots.get(st, at, su);
        int b = slots.get(st, at, sv);
        if (a == 0 && b == 0) {
            int fresh = width + 1;
            slots.set(st, at, su, 2 * fresh);
            slots.set(st, at, sv, 2 * fresh + 1);
        } else if (a == 0) {
            slots.set(st, at, su, b ^ 1);
        } else if (b == 0) {
            slots.set(st, at, sv, a ^ 1);
        } else if (a >>> 1 == b >>> 1) {
            return ((a ^ b) & 1) == 1;
        } else {
            // Merge b's component into a's, so that v ends up on the side opposite u.
            int from = b >>> 1;
            int flip = (a ^ b ^ 1) & 1;
            int into = a >>> 1;
            for (int s = 0; s < width; s++) {
                int x = slots.get(st, at, s);
                if (x != 0 && x >>> 1 == from) {
                    slots.set(st, at, s, 2 * into + ((x & 1) ^ flip));
                }
            }
        }
        return true;
    }

    /** Renumbers the components 1, 2, … in slot order, each with its first vertex on side 0. */
    private void canonicalise(int[] st, int at) {
        // Old label -> 2 × new label + the flip of its sides; 0 when not yet seen.
        int[] renamed = new int[width + 2];
        int next = 1;
        for (int s = 0; s < width; s++) {
            int x = slots.get(st, at, s);
            if (x == 0) {
                continue;
            }
            int c = x >>> 1;
            if (renamed[c] == 0) {
                renamed[c] = 2 * next++ + (x & 1);
            }
            slots.set(st, at, s, (renamed[c] & ~1) + ((x ^ renamed[c]) & 1));
        }
    }

    @Override
    public DecisionGraph universe() {
        return universe;
    }
}
