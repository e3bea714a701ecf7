package dev.shannon.puzzles.tsunagaru;

/**
 * Tiles drawn with Unicode box-drawing characters for a terminal: each cell is its tile's
 * character ({@code ·} for an empty cell), and between two cells of a row a connector continues
 * the arms that point across — {@code ─} when both meet, a half line {@code ╴}/{@code ╶} when only
 * one side has an arm there. Vertical arms touch the line above or below directly, so a solved
 * stage appears as unbroken lines.
 */
public final class BoxDrawing {
    private BoxDrawing() {}

    /**
     * The drawing of arm sets given row-major (0 = empty cell, -1 = unknown, drawn {@code ?}),
     * one text line per row.
     */
    public static String draw(int rows, int cols, int[] arms) {
        StringBuilder sb = new StringBuilder((2 * cols) * rows);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int a = arms[r * cols + c];
                if (c > 0) {
                    int left = arms[r * cols + c - 1];
                    boolean fromLeft = left > 0 && (left & Arms.EAST) != 0;
                    boolean fromRight = a > 0 && (a & Arms.WEST) != 0;
                    sb.append(fromLeft && fromRight ? '─' : fromLeft ? '╴' : fromRight ? '╶' : ' ');
                }
                sb.append(a == 0 ? '·' : a < 0 ? '?' : Arms.box(a));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
