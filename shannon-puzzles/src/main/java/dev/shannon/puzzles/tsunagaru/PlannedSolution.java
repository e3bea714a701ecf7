package dev.shannon.puzzles.tsunagaru;

/**
 * A solution reached from a playable stage: the clicks per cell (row-major, 0..3; 0 at empty
 * cells) and their total.
 */
public record PlannedSolution(Solution solution, int[] clicks, int totalClicks) {
    public PlannedSolution {
        clicks = clicks.clone();
    }

    @Override
    public int[] clicks() {
        return clicks.clone();
    }

    /** The clicks as a grid of digits ({@code ·} at empty cells), one line per row. */
    public String drawClicks() {
        int rows = solution.rows();
        int cols = solution.cols();
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                sb.append(c > 0 ? " " : "")
                        .append(solution.arms(r, c) == 0 ? "·" : String.valueOf(clicks[r * cols + c]));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
