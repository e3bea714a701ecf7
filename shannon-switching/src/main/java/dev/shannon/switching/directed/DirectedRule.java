package dev.shannon.switching.directed;

/** Which directed switching game is played on a multigraph with terminals s and t. */
public enum DirectedRule {
    /**
     * Hamidoune and Las Vergnas (1986): Short claims an edge and chooses its direction; Short wins
     * with a directed s→t path of claimed arcs; Cut deletes edges as in the undirected game.
     */
    SHORT_ORIENTS("short-orients"),
    /** Every edge is an arc from its first endpoint to its second; Short claims arcs and needs a directed s→t path of them. */
    FIXED("fixed");

    private final String id;

    DirectedRule(String id) {
        this.id = id;
    }

    /** The rule's name on the command line and in files. */
    public String id() {
        return id;
    }

    /** The rule called {@code id}, or an exception naming the choices. */
    public static DirectedRule byId(String id) {
        for (DirectedRule r : values()) {
            if (r.id.equals(id)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown directed game '" + id + "' (short-orients or fixed)");
    }
}
