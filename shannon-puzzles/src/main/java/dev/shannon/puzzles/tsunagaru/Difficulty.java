package dev.shannon.puzzles.tsunagaru;

/**
 * How hard a stage is to solve by hand: of its {@code tiles}, how many local deduction alone
 * settles ({@link Deduction}: board edges, settled neighbours), and how many search nodes the
 * backtracking solver needs to count every solution (-1 if it gave up).
 */
public record Difficulty(int tiles, int settledByDeduction, long searchNodes) {
    /** The tiles that local deduction leaves open. */
    public int needSearch() {
        return tiles - settledByDeduction;
    }

    /** The share of tiles local deduction settles, 0..1. */
    public double deducedShare() {
        return tiles == 0 ? 1 : (double) settledByDeduction / tiles;
    }

    /** Measures a stage; the search gives up after {@code nodeLimit} nodes. */
    public static Difficulty of(Stage stage, long nodeLimit) {
        int settled = Deduction.settledTiles(stage);
        long nodes;
        try {
            nodes = BacktrackingSolver.count(stage.typesOnly(), nodeLimit).nodes();
        } catch (IllegalStateException e) {
            nodes = -1;
        }
        return new Difficulty(stage.tileCount(), settled, nodes);
    }

    @Override
    public String toString() {
        return settledByDeduction + " of " + tiles + " tiles settled by local deduction, " + needSearch()
                + " need search (" + (searchNodes < 0 ? "backtracking gave up" : searchNodes + " backtracking nodes")
                + ")";
    }
}
