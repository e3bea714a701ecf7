package dev.shannon.puzzles.tsunagaru;

import java.math.BigInteger;

/**
 * A direct solver that knows nothing of decision diagrams, kept as an independent check on
 * {@link StageSolver}: local {@link Deduction} at every node, then a branch on the unsettled
 * tile with the fewest possible orientations, counting the leaves (all tiles settled, which by
 * arc consistency is a solution) and among them the connected ones. Exponential in the worst
 * case; meant for small stages and for measuring how much search a stage needs.
 */
public final class BacktrackingSolver {
    private final Stage stage;
    private final Deduction deduction;
    private long solutions;
    private long connected;
    private long nodes;
    private final long nodeLimit;
    private long deadline = Long.MAX_VALUE;

    private BacktrackingSolver(Stage stage, long nodeLimit) {
        this.stage = stage;
        this.deduction = new Deduction(stage);
        this.nodeLimit = nodeLimit;
    }

    /** The result of one search: both counts and the number of search nodes visited. */
    public record Result(Counts counts, long nodes) {}

    /**
     * Counts every solution and the connected ones.
     *
     * @throws IllegalStateException if the search visits more than {@code nodeLimit} nodes
     */
    public static Result count(Stage stage, long nodeLimit) {
        BacktrackingSolver s = new BacktrackingSolver(stage, nodeLimit);
        s.search(Deduction.initialDomains(stage));
        return new Result(new Counts(BigInteger.valueOf(s.solutions), BigInteger.valueOf(s.connected)), s.nodes);
    }

    /**
     * {@link #count(Stage, long)} that also gives up (the same way) once {@code maxNanos} have
     * passed: on a large stage every node costs a propagation over the whole board, so a node
     * limit alone can mean hours.
     */
    public static Result count(Stage stage, long nodeLimit, long maxNanos) {
        BacktrackingSolver s = new BacktrackingSolver(stage, nodeLimit);
        s.deadline = System.nanoTime() + maxNanos;
        s.search(Deduction.initialDomains(stage));
        return new Result(new Counts(BigInteger.valueOf(s.solutions), BigInteger.valueOf(s.connected)), s.nodes);
    }

    /** {@link #count(Stage, long)} without a node limit. */
    public static Counts count(Stage stage) {
        return count(stage, Long.MAX_VALUE).counts();
    }

    private void search(int[] dom) {
        if (++nodes > nodeLimit) {
            throw new IllegalStateException("backtracking gave up after " + nodeLimit + " nodes");
        }
        if ((nodes & 255) == 0 && System.nanoTime() > deadline) {
            throw new IllegalStateException("backtracking gave up after " + nodes + " nodes, out of time");
        }
        if (!deduction.propagate(dom)) {
            return;
        }
        int branch = -1;
        int best = 5;
        for (int i = 0; i < dom.length; i++) {
            int options = Integer.bitCount(dom[i]);
            if (options > 1 && options < best) {
                best = options;
                branch = i;
            }
        }
        if (branch < 0) {
            int[] arms = new int[dom.length];
            for (int i = 0; i < dom.length; i++) {
                arms[i] = Deduction.armsOf(dom[i]);
            }
            solutions++;
            if (Solution.pieces(stage.neighbours(), arms) == 1) {
                connected++;
            }
            return;
        }
        for (int rest = dom[branch]; rest != 0; rest &= rest - 1) {
            int[] child = dom.clone();
            child[branch] = Integer.lowestOneBit(rest);
            search(child);
        }
    }
}
