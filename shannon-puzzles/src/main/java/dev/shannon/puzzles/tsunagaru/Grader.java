package dev.shannon.puzzles.tsunagaru;

/**
 * Grades a stage by the reasoning it needs ({@link Reasoning}), with solvers that use only that
 * reasoning: {@link #local} is arc consistency ({@link Deduction}); {@link #lookahead} adds, for
 * every open tile and every arm set it may still show, the supposition "this tile shows these
 * arms" followed by local deduction within {@value #RADIUS} cells of it — a contradiction there
 * removes the arm set (a bounded form of singleton arc consistency), and the two alternate until
 * nothing changes. Both only ever remove arm sets no solution uses (each step is a proof), so a
 * stage they settle completely has exactly that one solution.
 */
public final class Grader {
    /** How far (in rows and columns) from the supposed tile the lookahead's deduction reaches. */
    public static final int RADIUS = 2;

    private Grader() {}

    /** The level of a stage: the weakest reasoning that settles every tile (SEARCH when none does). */
    public static Reasoning grade(Stage stage) {
        Stage s = stage.typesOnly();
        int[] local = local(s);
        if (local != null && settlesAll(s, local)) {
            return Reasoning.LOCAL;
        }
        int[] look = lookahead(s);
        return look != null && settlesAll(s, look) ? Reasoning.LOOKAHEAD : Reasoning.SEARCH;
    }

    /**
     * The domains (per cell, bit m set if arm set m is still possible) after local deduction, or
     * null if it finds a contradiction.
     */
    public static int[] local(Stage stage) {
        int[] dom = Deduction.initialDomains(stage);
        return new Deduction(stage).propagate(dom) ? dom : null;
    }

    /** The domains after local deduction and lookahead over regions, or null on a contradiction. */
    public static int[] lookahead(Stage stage) {
        Deduction deduction = new Deduction(stage);
        int[] dom = Deduction.initialDomains(stage);
        if (!deduction.propagate(dom)) {
            return null;
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < dom.length; i++) {
                if (Deduction.isFixed(dom[i])) {
                    continue;
                }
                boolean[] region = region(stage.neighbours(), i);
                int keep = dom[i];
                for (int rest = dom[i]; rest != 0; rest &= rest - 1) {
                    int m = Integer.numberOfTrailingZeros(rest);
                    int[] trial = dom.clone();
                    trial[i] = 1 << m;
                    if (!deduction.propagate(trial, region)) {
                        keep &= ~(1 << m);
                    }
                }
                if (keep != dom[i]) {
                    dom[i] = keep;
                    if (keep == 0 || !deduction.propagate(dom)) {
                        return null;
                    }
                    changed = true;
                }
            }
        }
        return dom;
    }

    /** The cells within {@value #RADIUS} rows and columns of {@code centre} (the short way round on a torus). */
    private static boolean[] region(Neighbours board, int centre) {
        int rows = board.rows();
        int cols = board.cols();
        boolean[] in = new boolean[rows * cols];
        int r0 = centre / cols;
        int c0 = centre % cols;
        for (int i = 0; i < in.length; i++) {
            in[i] = board.distance(i / cols, r0, rows) <= RADIUS && board.distance(i % cols, c0, cols) <= RADIUS;
        }
        return in;
    }

    /** Whether every cell's domain holds one arm set. */
    static boolean settlesAll(Stage s, int[] dom) {
        for (int d : dom) {
            if (!Deduction.isFixed(d)) {
                return false;
            }
        }
        return true;
    }

    /** The arm sets of fully settled domains, cell by cell. */
    public static int[] arms(int[] dom) {
        int[] arms = new int[dom.length];
        for (int i = 0; i < dom.length; i++) {
            arms[i] = Deduction.armsOf(dom[i]);
        }
        return arms;
    }
}
