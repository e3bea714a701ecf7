package dev.shannon.app.web;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The solver work a request will take, in milliseconds, estimated from its size alone — board
 * side, edges, stage cells — before any of it is done, so that {@link SolverGate} can put it in
 * the right lane. The formulas follow the growth of each solver with constants fitted to single
 * requests timed on a 2-core machine (BENCHMARKS.md, "Web"); they only have to tell a
 * millisecond from a hundred, and err on the high side. Fields are read leniently here (a
 * missing or malformed field counts as its default): the handler itself reports bad input.
 */
public final class RequestCost {
    private RequestCost() {}

    /** A Bridg-It analysis of an n×(n+1) board after {@code moves} moves: pebble games over E crossings, plus replaying the moves. */
    public static double bridgitAnalysis(int n, int moves) {
        double e = (double) n * n + (double) (n - 1) * (n - 1);
        return 3e-4 * Math.pow(e, 1.5) + 3e-5 * moves * e;
    }

    /**
     * Replaying {@code moves} moves of a Bridg-It game on the n×(n+1) board (reading a record, refereeing an online
     * move): each move costs about one pass over the E crossings. Measured best of eight on random games: n = 30 with
     * 1,595 moves 10.6 ms, n = 60 with 6,984 moves 68 ms, about 4e-6 ms per move and crossing once compiled; a first
     * run is a few times slower (the hardening audit saw 10–28 ms for an n = 30 record estimated at 0.5 ms).
     */
    public static double bridgitReplay(int n, int moves) {
        double e = (double) n * n + (double) (n - 1) * (n - 1);
        return 1e-5 * moves * e;
    }

    /** A computer move: a losing side weighs many candidate moves by one analysis each. */
    public static double bridgitMove(int n, int moves) {
        return 25 * bridgitAnalysis(n, 0) + bridgitAnalysis(n, moves) - bridgitAnalysis(n, 0);
    }

    /** A whole game judged position by position: one analysis of each of its {@code moves} + 1 positions. */
    public static double bridgitGame(int n, int moves) {
        return (moves + 1.0) * bridgitAnalysis(n, moves);
    }

    /** A board table row: one analysis per first move up to n = {@code maxSplit}, one analysis above. */
    public static double bridgitTable(int n, int maxSplit) {
        double e = (double) n * n + (double) (n - 1) * (n - 1);
        return n <= maxSplit ? bridgitAnalysis(n, 0) * e / 4 : bridgitAnalysis(n, 0);
    }

    /** A switching-game analysis on a graph of {@code edges} edges after {@code moves} moves. */
    public static double switchingAnalysis(int edges, int moves) {
        return 2.8e-3 * Math.pow(edges, 1.5) + 1e-4 * moves * edges;
    }

    /**
     * A losing side's defence with {@code edges} free edges (or crossings), thinking at most {@code thinkMillis}:
     * the search grows about 1.45-fold per edge (a 16-edge wheel 1–3 ms, a 24-edge grid 150 ms, a
     * 40-edge grid 550 ms, measured with {@code POST /api/switching/move}), until the think budget stops
     * it (its wall clock stops it at 3 × the think time + 100 ms).
     */
    public static double defence(int edges, long thinkMillis) {
        return Math.min(3.0 * thinkMillis + 100, 0.01 * Math.pow(1.45, Math.min(edges, 80)));
    }

    /**
     * Drawing a graph of about {@code vertices} vertices (the force layout is quadratic per step); up to {@link
     * dev.shannon.graph.layout.PlanarLayout#MAX_VERTICES} vertices a drawing without crossings is also evened out
     * vertex by vertex, which costs far more (a 64-vertex planar graph about 300 ms of processor time at load 20,
     * against 16–46 ms before): counted for every small graph, since planarity is known only after drawing.
     */
    public static double graphDrawing(int vertices) {
        double v = vertices;
        double relaxation = vertices <= dev.shannon.graph.layout.PlanarLayout.MAX_VERTICES ? 0.075 * v * v : 0;
        return 0.5 + 1.2e-3 * v * v + relaxation;
    }

    /**
     * Solving a Tsunagaru stage: the diagram is built row by row over a frontier as wide as the
     * shorter side, so the work grows exponentially in that side and linearly in the other.
     * Random stages, worst of five, measured with {@code POST /api/tsunagaru/solve}: 10×10 about
     * 10 ms, 16×16 50 ms, 20×20 0.6 s, 24×24 2 s (the older formula, quadratic in the cells,
     * said 3 ms for 10×10 and 0.1 s for 24×24).
     */
    public static double stageSolve(int rows, int cols) {
        int shorter = Math.min(rows, cols);
        int longer = Math.max(rows, cols);
        return 0.05 * Math.pow(1.33, shorter) * longer;
    }

    /** Generating a stage: many solves of growing stages, capped by the generator's own time limit. */
    public static double stageGeneration(int cells, boolean tricky, long limitMillis) {
        return Math.min(limitMillis, (tricky ? 0.1 : 0.05) * (double) cells * cells);
    }

    /** An integer field of {@code r} clamped to [min, max]; {@code fallback} when absent or not an integer. */
    public static int intField(JsonRequest r, String field, int fallback, int min, int max) {
        JsonNode v = r.raw(field);
        long x = v != null && v.isIntegralNumber() && v.canConvertToLong() ? v.longValue() : fallback;
        return (int) Math.max(min, Math.min(max, x));
    }

    /** The length of an array (0 when {@code v} is absent or not an array). */
    public static int arrayLength(JsonNode v) {
        return v != null && v.isArray() ? v.size() : 0;
    }

    /** The length of a string field of {@code r} in characters (0 when absent or not a string). */
    public static int stringLength(JsonRequest r, String field) {
        JsonNode v = r.raw(field);
        return v != null && v.isTextual() ? v.textValue().length() : 0;
    }
}
