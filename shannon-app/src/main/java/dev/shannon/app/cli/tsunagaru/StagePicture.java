package dev.shannon.app.cli.tsunagaru;

import dev.shannon.puzzles.tsunagaru.Arms;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A stage drawn for print, in the spirit of the game: square tiles on a board, each tile's arms
 * as thick strokes from its centre to its edge (so the arms of neighbouring tiles join across
 * the gap), and a person standing at every tile's centre. Arms that meet a neighbour's arm are
 * drawn in ink and arms that meet nothing in grey, so an unsolved stage shows where it is still
 * broken; in a solution each connected piece gets its own colour when there are several. On a
 * wrap-around board (docs/rules.md) an arm that meets its partner across the board's edge runs on
 * into the margin, and so does the partner's on the other side.
 */
final class StagePicture {
    private static final String PAGE = "#ffffff";
    private static final String BOARD = "#d9d0bf";
    private static final String TILE = "#f8f4eb";
    private static final String TILE_EDGE = "#c9bfac";
    private static final String EMPTY = "#e8e1d3";
    private static final String LOOSE = "#aaa397";
    private static final String PERSON = "#e39a2d";
    private static final String PERSON_EDGE = "#ffffff";
    private static final String INK = "#3b3a36";
    /** Piece colours: dark, distinct, readable in grey print. */
    private static final String[] PIECES = {
        "#22466e", "#1b7a64", "#a8323f", "#6a4a94", "#9a5b12", "#4f6b17", "#1f6f99", "#8a3d78"
    };

    private StagePicture() {}

    /** The picture's size for a stage of {@code rows × cols} at {@code cell} pixels a cell. */
    static double width(int cols, double cell) {
        return cols * cell + cell;
    }

    static double height(int rows, double cell, boolean caption) {
        return rows * cell + cell + (caption ? cell * 0.6 : 0);
    }

    /**
     * The shapes of a stage whose cells show {@code arms} (row-major, 0 = empty cell).
     *
     * @param wrap    whether the board wraps around (arms meet across its edges)
     * @param caption a line under the board, or null
     */
    static List<Shape> draw(int rows, int cols, boolean wrap, int[] arms, double cell, String caption) {
        Board board = new Board(rows, cols, wrap);
        List<Shape> out = new ArrayList<>();
        double margin = cell / 2;
        double w = width(cols, cell);
        double h = height(rows, cell, caption != null);
        out.add(new Shape.Box(0, 0, w, h, 0, PAGE, null, 0));
        double pad = cell * 0.12;
        out.add(new Shape.Box(
                margin - pad, margin - pad, cols * cell + 2 * pad, rows * cell + 2 * pad, cell * 0.18, BOARD, null, 0));
        double inset = cell * 0.045;
        for (int i = 0; i < arms.length; i++) {
            double x = margin + (i % cols) * cell;
            double y = margin + (i / cols) * cell;
            boolean tile = arms[i] != 0;
            out.add(new Shape.Box(
                    x + inset,
                    y + inset,
                    cell - 2 * inset,
                    cell - 2 * inset,
                    cell * 0.13,
                    tile ? TILE : EMPTY,
                    tile ? TILE_EDGE : null,
                    cell * 0.015));
        }
        int[] piece = pieces(board, arms);
        // Pieces get their own colours only once every arm meets one: on a stage still being
        // played the partial groups would just be noise.
        int pieceCount = 0;
        boolean solved = true;
        for (int i = 0; i < arms.length; i++) {
            pieceCount = Math.max(pieceCount, piece[i] + 1);
            for (int d = 0; d < 4; d++) {
                solved &= (arms[i] >>> d & 1) == 0 || board.meets(arms, i, d);
            }
        }
        if (!solved) {
            pieceCount = 1;
        }
        double armWidth = cell * 0.14;
        for (int i = 0; i < arms.length; i++) {
            if (arms[i] == 0) {
                continue;
            }
            double cx = margin + (i % cols + 0.5) * cell;
            double cy = margin + (i / cols + 0.5) * cell;
            boolean anyMet = false;
            for (int d = 0; d < 4; d++) {
                if ((arms[i] >>> d & 1) == 0) {
                    continue;
                }
                boolean met = board.meets(arms, i, d);
                anyMet |= met;
                String color = met ? pieceColor(piece[i], pieceCount) : LOOSE;
                double ex = cx + DC[d] * cell / 2;
                double ey = cy + DR[d] * cell / 2;
                // A loose arm stops short of the edge, so it reads as not joined.
                if (!met) {
                    ex = cx + DC[d] * cell * 0.38;
                    ey = cy + DR[d] * cell * 0.38;
                }
                out.add(new Shape.Bar(cx, cy, ex, ey, armWidth, color));
                if (met && board.offBoard(i, d)) {
                    // Across the edge: the arm runs on into the margin, towards its partner on the other side.
                    out.add(new Shape.Bar(
                            ex, ey, ex + DC[d] * cell * 0.3, ey + DR[d] * cell * 0.3, armWidth * 0.6, color));
                }
            }
            out.add(new Shape.Disc(cx, cy, armWidth / 2, anyMet ? pieceColor(piece[i], pieceCount) : LOOSE, null, 0));
        }
        for (int i = 0; i < arms.length; i++) {
            if (arms[i] != 0) {
                person(out, margin + (i % cols + 0.5) * cell, margin + (i / cols + 0.5) * cell, cell);
            }
        }
        if (caption != null) {
            out.add(new Shape.Caption(w / 2, margin + rows * cell + cell * 0.72, cell * 0.3, caption, INK));
        }
        return out;
    }

    private static final int[] DR = {-1, 0, 1, 0};
    private static final int[] DC = {0, 1, 0, -1};

    /** A pictogram person: head and shoulders, outlined in white so it stands out on the arms. */
    private static void person(List<Shape> out, double cx, double cy, double cell) {
        double edge = cell * 0.035;
        out.add(new Shape.Box(
                cx - cell * 0.16, cy - cell * 0.02, cell * 0.32, cell * 0.25, cell * 0.11, PERSON, PERSON_EDGE, edge));
        out.add(new Shape.Disc(cx, cy - cell * 0.12, cell * 0.105, PERSON, PERSON_EDGE, edge));
    }

    /** The board's cells and who is next to whom: the grid, or the torus of a wrap-around stage. */
    private record Board(int rows, int cols, boolean wrap) {
        /** Whether a step from cell i in direction d leaves the rectangle. */
        boolean offBoard(int i, int d) {
            int r = i / cols + DR[d];
            int c = i % cols + DC[d];
            return r < 0 || r >= rows || c < 0 || c >= cols;
        }

        /** The cell next to i in direction d, or -1 off a plain board. */
        int next(int i, int d) {
            if (offBoard(i, d) && !wrap) {
                return -1;
            }
            return Math.floorMod(i / cols + DR[d], rows) * cols + Math.floorMod(i % cols + DC[d], cols);
        }

        boolean meets(int[] arms, int i, int d) {
            int j = next(i, d);
            return j >= 0 && (arms[j] & Arms.rotate(1 << d, 2)) != 0;
        }
    }

    private static String pieceColor(int piece, int pieces) {
        return pieces <= 1 ? PIECES[0] : PIECES[piece % PIECES.length];
    }

    /** Piece numbers 0, 1, … of the groups of tiles joined by meeting arms, in row-major order of first tile. */
    private static int[] pieces(Board board, int[] arms) {
        int n = arms.length;
        int[] piece = new int[n];
        Arrays.fill(piece, -1);
        int[] stack = new int[n];
        int next = 0;
        for (int s = 0; s < n; s++) {
            if (arms[s] == 0 || piece[s] >= 0) {
                continue;
            }
            int top = 0;
            stack[top++] = s;
            piece[s] = next;
            while (top > 0) {
                int i = stack[--top];
                for (int d = 0; d < 4; d++) {
                    if ((arms[i] >>> d & 1) != 0 && board.meets(arms, i, d)) {
                        int j = board.next(i, d);
                        if (piece[j] < 0) {
                            piece[j] = next;
                            stack[top++] = j;
                        }
                    }
                }
            }
            next++;
        }
        return piece;
    }
}
