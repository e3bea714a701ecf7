package dev.shannon.zdd.count;

import java.util.Locale;
import java.util.Optional;

/**
 * The families of subgraphs of a grid that {@link GridCounter} counts without a diagram: those
 * whose frontier state is a set of non-crossing arcs (docs/theory.md, "Counting without a
 * diagram").
 */
public enum GridFamily {
    /** Simple paths between two terminals. */
    PATHS("paths", true, false),
    /** Simple paths between two terminals through every vertex. */
    HAMILTONIAN_PATHS("hamiltonian-paths", true, true),
    /** Cycles (of length at least 4 on a grid). */
    CYCLES("cycles", false, false),
    /** Cycles through every vertex. */
    HAMILTONIAN_CYCLES("hamiltonian-cycles", false, true);

    private final String id;
    private final boolean hasEnds;
    private final boolean spanning;

    GridFamily(String id, boolean hasEnds, boolean spanning) {
        this.id = id;
        this.hasEnds = hasEnds;
        this.spanning = spanning;
    }

    /** The family's name, as {@code shannon count} spells it. */
    public String id() {
        return id;
    }

    /** Whether members are paths between two given terminals. */
    public boolean hasEnds() {
        return hasEnds;
    }

    /** Whether members must pass through every vertex. */
    public boolean spanning() {
        return spanning;
    }

    /** The family named {@code id} (case-insensitive), if it is one of these. */
    public static Optional<GridFamily> find(String id) {
        String key = id.toLowerCase(Locale.ROOT);
        for (GridFamily f : values()) {
            if (f.id.equals(key)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
