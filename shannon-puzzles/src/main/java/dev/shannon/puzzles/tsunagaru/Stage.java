package dev.shannon.puzzles.tsunagaru;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A stage of 「つながる。」: a grid of tiles ({@link TileKind}) and empty cells, immutable. A
 * stage is <em>types-only</em> (the kinds only; docs/formats.md, "Tsunagaru stages") or <em>playable</em> (each tile also
 * shows its current arms, the state of a game in progress). A solution turns every tile so that
 * each arm meets an arm of the neighbour it points to and no arm points off the board or into an
 * empty cell; the pieces need not form one connected whole.
 *
 * <p>Text forms (read and written by {@link StageFormat}; see there for the details):
 * <pre>
 * types-only            playable (box-drawing)     playable (kind@clicks)
 * L 3 L                 └┬┐                        L@0 3@1 L@2
 * 1 . I                 ╵·│                        1@0 .   I@0
 * </pre>
 * In the playable forms a tile's clicks count quarter turns clockwise from its base
 * orientation ({@code ╵ └ │ ├ ┼}: arms from north, clockwise).
 *
 * <p>Cells are addressed by row and column from {@code (0, 0)} at the top left, or by index
 * {@code r * cols + c}. Stages have at most {@value #MAX_SIDE} rows and columns.
 */
public final class Stage {
    /** The largest number of rows and of columns. */
    public static final int MAX_SIDE = 100;

    private final int rows;
    private final int cols;
    /** Per cell: the kind, or null for an empty cell. */
    private final TileKind[] kinds;
    /** Per cell: the arms shown (0 for an empty cell), or null for a types-only stage. */
    private final int[] arms;

    private final int tiles;
    /** The board's adjacency: the grid, or the torus of a wrap-around stage. */
    private final Neighbours neighbours;

    private Stage(int rows, int cols, TileKind[] kinds, int[] arms, Neighbours neighbours) {
        this.rows = rows;
        this.cols = cols;
        this.kinds = kinds;
        this.arms = arms;
        this.neighbours = neighbours;
        this.tiles = (int) Arrays.stream(kinds).filter(Objects::nonNull).count();
    }

    private Stage(int rows, int cols, TileKind[] kinds, int[] arms) {
        this(rows, cols, kinds, arms, new Neighbours(rows, cols, false));
    }

    /** The same stage with these arms (or null), on the same board. */
    private Stage with(int[] newArms) {
        return new Stage(rows, cols, kinds, newArms, neighbours);
    }

    /**
     * A types-only stage from its cells in row-major order (null for an empty cell).
     *
     * @throws IllegalArgumentException for a size outside 1..{@value #MAX_SIDE}, a wrong number of
     *                                  cells, or no tile at all
     */
    public static Stage of(int rows, int cols, TileKind[] cells) {
        checkShape(rows, cols, cells.length);
        Stage s = new Stage(rows, cols, cells.clone(), null);
        if (s.tiles == 0) {
            throw new IllegalArgumentException("the stage has no tiles");
        }
        return s;
    }

    /**
     * A playable stage: kinds and the arms each tile shows, row-major (arms 0 at empty cells).
     *
     * @throws IllegalArgumentException as {@link #of(int, int, TileKind[])}, or if some tile's arms
     *                                  are not an orientation of its kind
     */
    public static Stage playable(int rows, int cols, TileKind[] cells, int[] arms) {
        Stage types = of(rows, cols, cells);
        if (arms.length != cells.length) {
            throw new IllegalArgumentException("need " + cells.length + " arm sets, got " + arms.length);
        }
        return types.withArms(arms);
    }

    /** The types-only stage written in {@code text} (see {@link StageFormat#parse}). */
    public static Stage parse(String text) {
        return StageFormat.parse(text);
    }

    static void checkShape(int rows, int cols, int cells) {
        if (rows < 1 || cols < 1) {
            throw new IllegalArgumentException(
                    "a stage needs at least one row and one column, got " + rows + "x" + cols);
        }
        if (rows > MAX_SIDE || cols > MAX_SIDE) {
            throw new IllegalArgumentException("stage " + cols + " wide and " + rows + " high is too large (at most "
                    + MAX_SIDE + " rows and " + MAX_SIDE + " columns)");
        }
        if (cells != rows * cols) {
            throw new IllegalArgumentException(
                    "a " + rows + "x" + cols + " stage has " + rows * cols + " cells, got " + cells);
        }
    }

    public int rows() {
        return rows;
    }

    /**
     * Whether the board wraps around (Simon Tatham's Net's option, docs/rules.md): the left and
     * right edges are next to each other, and so are the top and bottom rows, so an arm may point
     * off one edge to meet a tile on the opposite one.
     */
    public boolean wraps() {
        return neighbours.wrap();
    }

    /**
     * This stage on a wrap-around board ({@code true}) or a plain one, the tiles and their
     * orientations unchanged.
     *
     * @throws IllegalArgumentException for a wrap-around board with fewer than 3 rows or columns
     */
    public Stage wrapping(boolean wrap) {
        return wrap == wraps() ? this : new Stage(rows, cols, kinds, arms, new Neighbours(rows, cols, wrap));
    }

    /** The cell next to cell {@code index} in direction {@code d} (0 N, 1 E, 2 S, 3 W), or -1 off the board. */
    public int neighbour(int index, int d) {
        return neighbours.of(index, d);
    }

    Neighbours neighbours() {
        return neighbours;
    }

    public int cols() {
        return cols;
    }

    /** The number of cells, {@code rows * cols}. */
    public int cellCount() {
        return kinds.length;
    }

    /** The number of tiles (cells that are not empty). */
    public int tileCount() {
        return tiles;
    }

    /** The kind at a cell, or null if it is empty. */
    public TileKind kind(int row, int col) {
        return kinds[index(row, col)];
    }

    /** The kind at cell {@code index}, or null. */
    public TileKind kind(int index) {
        return kinds[index];
    }

    public boolean isTile(int row, int col) {
        return kind(row, col) != null;
    }

    /** Whether each tile's orientation is known. */
    public boolean isPlayable() {
        return arms != null;
    }

    /**
     * The arms the tile at a cell shows (0 for an empty cell).
     *
     * @throws IllegalStateException for a types-only stage
     */
    public int arms(int row, int col) {
        return arms(index(row, col));
    }

    /** The arms shown at cell {@code index}. */
    public int arms(int index) {
        if (arms == null) {
            throw new IllegalStateException("a types-only stage has no orientations");
        }
        return arms[index];
    }

    /** The clicks (0..3) that turn a tile's base orientation into the one it shows; 0 for empty cells. */
    public int clicks(int row, int col) {
        TileKind k = kind(row, col);
        return k == null ? 0 : Arms.clicks(k.baseArms(), arms(row, col));
    }

    /** The kinds, row-major (null = empty). */
    public TileKind[] kinds() {
        return kinds.clone();
    }

    int index(int row, int col) {
        if (row < 0 || row >= rows || col < 0 || col >= cols) {
            throw new IllegalArgumentException(
                    "cell (" + row + ", " + col + ") is outside the " + rows + "x" + cols + " stage");
        }
        return row * cols + col;
    }

    // ------------------------------------------------------------- playing

    /**
     * This stage with the tile at a cell turned one click (a quarter turn clockwise), as in the
     * game.
     *
     * @throws IllegalArgumentException if the cell is outside the stage or empty
     * @throws IllegalStateException    for a types-only stage
     */
    public Stage rotate(int row, int col) {
        return rotate(row, col, 1);
    }

    /** This stage with the tile at a cell turned {@code clicks} quarter turns clockwise. */
    public Stage rotate(int row, int col, int clicks) {
        int i = index(row, col);
        if (kinds[i] == null) {
            throw new IllegalArgumentException("cell (" + row + ", " + col + ") is empty: nothing to rotate");
        }
        if (arms == null) {
            throw new IllegalStateException("a types-only stage has no orientations to rotate");
        }
        int[] a = arms.clone();
        a[i] = Arms.rotate(a[i], clicks);
        return with(a);
    }

    /**
     * This stage showing the given arms (row-major, 0 at empty cells).
     *
     * @throws IllegalArgumentException if some tile's arms are not an orientation of its kind
     */
    public Stage withArms(int[] newArms) {
        if (newArms.length != kinds.length) {
            throw new IllegalArgumentException("need " + kinds.length + " arm sets, got " + newArms.length);
        }
        for (int i = 0; i < kinds.length; i++) {
            int want = kinds[i] == null ? 0 : kinds[i].orientationMask();
            if (kinds[i] == null ? newArms[i] != 0 : (newArms[i] & ~Arms.ALL) != 0 || (want >>> newArms[i] & 1) == 0) {
                throw new IllegalArgumentException(
                        "cell (" + i / cols + ", " + i % cols + "): arms " + Arms.letters(newArms[i]) + " do not fit "
                                + (kinds[i] == null ? "an empty cell" : "a tile " + kinds[i].symbol()));
            }
        }
        return with(newArms.clone());
    }

    /** This stage showing a solution's arms. */
    public Stage showing(Solution solution) {
        if (solution.rows() != rows || solution.cols() != cols || solution.wraps() != wraps()) {
            throw new IllegalArgumentException("the solution is " + solution.rows() + "x" + solution.cols()
                    + (solution.wraps() ? " wrap-around" : "") + ", the stage " + rows + "x" + cols
                    + (wraps() ? " wrap-around" : ""));
        }
        return withArms(solution.armsArray());
    }

    /** Every tile in its base orientation ({@code ╵ └ │ ├ ┼}). */
    public Stage inBaseOrientation() {
        int[] a = new int[kinds.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = kinds[i] == null ? 0 : kinds[i].baseArms();
        }
        return with(a);
    }

    /** Every tile turned a uniformly random number of clicks (0..3) from its current (or base) orientation. */
    public Stage scrambled(RandomGenerator random) {
        Stage s = arms == null ? inBaseOrientation() : this;
        int[] a = s.arms.clone();
        for (int i = 0; i < a.length; i++) {
            a[i] = Arms.rotate(a[i], random.nextInt(4));
        }
        return with(a);
    }

    /** The same tiles without orientations. */
    public Stage typesOnly() {
        return arms == null ? this : with(null);
    }

    /** The arms shown, row-major, or null for a types-only stage. */
    int[] armsOrNull() {
        return arms;
    }

    /**
     * Whether the tiles as shown form a solution: every arm meets an arm of the neighbour it
     * points to, and none points off the board (on a wrap-around board, an arm off one edge points
     * to the tile on the opposite edge).
     */
    public boolean isSolved() {
        return arms != null && looseArms() == 0;
    }

    /**
     * The arms shown that meet no arm: pointing off the board, into an empty cell, or to a
     * neighbour without an arm back (0 for a types-only stage). A stage is solved when there
     * are none.
     */
    public int looseArms() {
        if (arms == null) {
            return 0;
        }
        int loose = 0;
        for (int i = 0; i < arms.length; i++) {
            for (int d = 0; d < 4; d++) {
                if ((arms[i] >>> d & 1) == 0) {
                    continue;
                }
                int j = neighbours.of(i, d);
                boolean met = j >= 0 && (arms[j] & Arms.opposite(1 << d)) != 0;
                loose += met ? 0 : 1;
            }
        }
        return loose;
    }

    /** The tiles as shown, as a solution, if they are one. */
    public Optional<Solution> asSolution() {
        return isSolved() ? Optional.of(Solution.trusted(neighbours, arms)) : Optional.empty();
    }

    /** A box-drawing picture of the tiles as shown (see {@link BoxDrawing}); types-only stages as letters. */
    public String draw() {
        if (arms == null) {
            return StageFormat.typesOnly(this);
        }
        return BoxDrawing.draw(rows, cols, arms);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Stage s
                && rows == s.rows
                && cols == s.cols
                && wraps() == s.wraps()
                && Arrays.equals(kinds, s.kinds)
                && Arrays.equals(arms, s.arms);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(kinds) + Arrays.hashCode(arms) + rows + (wraps() ? 7 : 0);
    }

    /** The stage in its file form: types-only, or playable in box-drawing characters. */
    @Override
    public String toString() {
        return arms == null ? StageFormat.typesOnly(this) : StageFormat.playable(this);
    }
}
