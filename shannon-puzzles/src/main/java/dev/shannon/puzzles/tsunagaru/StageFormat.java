package dev.shannon.puzzles.tsunagaru;

import java.util.ArrayList;
import java.util.List;

/**
 * The text forms of a {@link Stage}.
 *
 * <p><b>Reading.</b> One line per row of cells; blank lines and everything after {@code #} are
 * ignored. A cell is written as
 * <ul>
 * <li>{@code 1 L I 3 4} — a tile by kind (dead end, corner, straight, T, cross), or {@code .}
 * (also {@code ·}) — an empty cell: the <em>types-only</em> format (docs/formats.md);</li>
 * <li>a box-drawing character showing the tile's current arms — {@code ╵╶╷╴} dead ends,
 * {@code └┌┐┘} corners, {@code │─} straights, {@code ├┬┤┴} T's, {@code ┼} the cross — or</li>
 * <li>a kind, {@code @} and the clicks (0..3, quarter turns clockwise) from its base orientation
 * {@code ╵ └ │ ├ ┼}: {@code L@1} is {@code ┌}.</li>
 * </ul>
 * Cells may be separated by whitespace or written side by side ({@code L333L} is five cells):
 * whitespace only separates. A stage is playable when every tile gives its orientation and
 * types-only when none does; mixing the two is an error. Rows must all have the same number of
 * cells, at most {@value Stage#MAX_SIDE} rows and columns, and at least one tile.
 *
 * <p>A line {@code wrap} before the first row of cells marks a wrap-around stage
 * ({@link Stage#wraps()}, at least 3 × 3); a text without it is a plain stage, as it always was.
 *
 * <p>Every error is an {@link IllegalArgumentException} whose message names the line (1-based,
 * counting every line of the text) and, where it is about one cell, the column (the cell's
 * position in its row, 1-based).
 *
 * <p><b>Writing.</b> {@link #typesOnly} writes kinds separated by spaces; {@link #playable}
 * writes box-drawing characters side by side (with {@code .} for empty cells); {@link #clicks}
 * writes {@code K@n} tokens. All three read back to an equal stage; a wrap-around stage's forms
 * begin with the line {@code wrap}.
 */
public final class StageFormat {
    private StageFormat() {}

    /** One parsed cell: its kind (null = empty) and arms (-1 = not given). */
    private record Cell(TileKind kind, int arms, int line, int column) {}

    /**
     * Reads a stage.
     *
     * @throws IllegalArgumentException naming the line and column of the first problem
     */
    public static Stage parse(String text) {
        List<List<Cell>> rows = new ArrayList<>();
        int wrapLine = 0;
        int firstLine = 0;
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (int ln = 1; ln <= lines.length; ln++) {
            String line = lines[ln - 1];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            if (line.isBlank()) {
                continue;
            }
            if (line.strip().equalsIgnoreCase(WRAP)) {
                if (!rows.isEmpty() || wrapLine > 0) {
                    throw new IllegalArgumentException("line " + ln + ": '" + WRAP + "' is given once, before the"
                            + " first row of tiles (it marks a wrap-around stage)");
                }
                wrapLine = ln;
                continue;
            }
            List<Cell> row = parseRow(line, ln);
            if (rows.isEmpty()) {
                firstLine = ln;
            } else if (row.size() != rows.get(0).size()) {
                throw new IllegalArgumentException(
                        "line " + ln + ": " + row.size() + (row.size() == 1 ? " cell" : " cells") + ", but line "
                                + firstLine + " has " + rows.get(0).size() + " (rows must all be the same length)");
            }
            if (rows.size() == Stage.MAX_SIDE) {
                throw new IllegalArgumentException("line " + ln + ": more than " + Stage.MAX_SIDE
                        + " rows (the largest stage is " + Stage.MAX_SIDE + "x" + Stage.MAX_SIDE + ")");
            }
            rows.add(row);
        }
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("no stage: the text has no rows of tiles");
        }
        Stage stage = build(rows);
        try {
            return stage.wrapping(wrapLine > 0);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("line " + wrapLine + ": " + e.getMessage(), e);
        }
    }

    /** The line that marks a wrap-around stage. */
    static final String WRAP = "wrap";

    /** The first line of a wrap-around stage's text forms, nothing for a plain stage. */
    private static StringBuilder header(Stage s) {
        return new StringBuilder(s.wraps() ? WRAP + "\n" : "");
    }

    private static Stage build(List<List<Cell>> rows) {
        int h = rows.size();
        int w = rows.get(0).size();
        TileKind[] kinds = new TileKind[h * w];
        int[] arms = new int[h * w];
        Cell oriented = null;
        Cell plain = null;
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                Cell cell = rows.get(r).get(c);
                kinds[r * w + c] = cell.kind;
                arms[r * w + c] = Math.max(0, cell.arms);
                if (cell.kind != null) {
                    if (cell.arms >= 0 && oriented == null) {
                        oriented = cell;
                    } else if (cell.arms < 0 && plain == null) {
                        plain = cell;
                    }
                }
            }
        }
        if (oriented == null && plain == null) {
            throw new IllegalArgumentException("the stage has no tiles (every cell is empty)");
        }
        if (oriented != null && plain != null) {
            throw new IllegalArgumentException("line " + plain.line + ", column " + plain.column + ": tile '"
                    + plain.kind.symbol()
                    + "' has no orientation, but the tile at line " + oriented.line + ", column " + oriented.column
                    + " has one (give every tile's orientation, or none)");
        }
        return oriented == null ? Stage.of(h, w, kinds) : Stage.playable(h, w, kinds, arms);
    }

    private static List<Cell> parseRow(String line, int ln) {
        List<Cell> row = new ArrayList<>();
        int[] cps = line.codePoints().toArray();
        int i = 0;
        while (i < cps.length) {
            int ch = cps[i];
            if (Character.isWhitespace(ch) || ch == '\u3000') {
                i++;
                continue;
            }
            int column = row.size() + 1;
            if (i == 0 || Character.isWhitespace(cps[i - 1]) || cps[i - 1] == '\u3000') {
                checkNumber(cps, i, ln, column);
            }
            if (column > Stage.MAX_SIDE) {
                throw new IllegalArgumentException("line " + ln + ": more than " + Stage.MAX_SIDE
                        + " cells (the largest stage is " + Stage.MAX_SIDE + "x" + Stage.MAX_SIDE + ")");
            }
            String where = "line " + ln + ", column " + column + ": ";
            TileKind kind = TileKind.ofSymbol(ch);
            int boxArms = Arms.ofBox(ch);
            if (ch == '.' || ch == '·') {
                row.add(new Cell(null, -1, ln, column));
                i++;
            } else if (boxArms > 0) {
                row.add(new Cell(TileKind.ofArms(boxArms), boxArms, ln, column));
                i++;
            } else if (kind != null) {
                i++;
                int arms = -1;
                if (i < cps.length && cps[i] == '@') {
                    int j = i + 1;
                    while (j < cps.length && cps[j] >= '0' && cps[j] <= '9') {
                        j++;
                    }
                    if (j == i + 1) {
                        throw new IllegalArgumentException(
                                where + "'" + (char) ch + "@' needs the clicks 0..3 after '@'");
                    }
                    String digits = new String(cps, i + 1, j - i - 1);
                    if (digits.length() > 1 || digits.charAt(0) > '3') {
                        throw new IllegalArgumentException(where + "clicks " + digits + " too large in '" + (char) ch
                                + "@" + digits + "' (a tile turns 0..3 clicks from its base orientation)");
                    }
                    arms = Arms.rotate(kind.baseArms(), digits.charAt(0) - '0');
                    i = j;
                }
                row.add(new Cell(kind, arms, ln, column));
            } else {
                throw new IllegalArgumentException(where + unknown(cps, i));
            }
        }
        return row;
    }

    /**
     * A whitespace-separated token of digits is a run of tiles ({@code 3134}) only if every digit
     * is a tile; otherwise it reads as one number, refused whole ({@code 12} is not tiles 1 and 2).
     */
    private static void checkNumber(int[] cps, int i, int ln, int column) {
        int j = i;
        boolean tiles = true;
        while (j < cps.length && cps[j] >= '0' && cps[j] <= '9') {
            tiles &= TileKind.ofSymbol(cps[j]) != null;
            j++;
        }
        boolean endsToken = j == cps.length || Character.isWhitespace(cps[j]) || cps[j] == '\u3000' || cps[j] == '#';
        if (j - i >= 2 && endsToken && !tiles) {
            throw new IllegalArgumentException("line " + ln + ", column " + column + ": '" + new String(cps, i, j - i)
                    + "' is not a tile: a number too large (a tile has 1 to 4 arms: 1 L I 3 4)");
        }
    }

    private static String unknown(int[] cps, int i) {
        int ch = cps[i];
        if (ch >= '0' && ch <= '9') {
            int j = i;
            while (j < cps.length && cps[j] >= '0' && cps[j] <= '9') {
                j++;
            }
            String number = new String(cps, i, j - i);
            String why = ch == '2' && j == i + 1 ? " (a tile with two arms is written L or I)" : "";
            return "'" + number + "' is not a tile: a tile has 1 to 4 arms (1 L I 3 4)" + why;
        }
        if (ch == '@') {
            return "'@' must follow a tile kind, as in L@1";
        }
        return "unknown tile '" + new String(cps, i, 1)
                + "' (expected 1 L I 3 4, . for an empty cell, or a box-drawing tile like └)";
    }

    /** The types-only form: kinds separated by spaces, {@code .} for an empty cell. */
    public static String typesOnly(Stage s) {
        StringBuilder sb = header(s);
        for (int r = 0; r < s.rows(); r++) {
            for (int c = 0; c < s.cols(); c++) {
                TileKind k = s.kind(r, c);
                sb.append(c > 0 ? " " : "").append(k == null ? '.' : k.symbol());
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The playable form in box-drawing characters, side by side, {@code .} for an empty cell. */
    public static String playable(Stage s) {
        StringBuilder sb = header(s);
        for (int r = 0; r < s.rows(); r++) {
            for (int c = 0; c < s.cols(); c++) {
                sb.append(s.isTile(r, c) ? Arms.box(s.arms(r, c)) : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The playable form as {@code K@n} tokens (kind and clicks from the base orientation). */
    public static String clicks(Stage s) {
        StringBuilder sb = header(s);
        for (int r = 0; r < s.rows(); r++) {
            for (int c = 0; c < s.cols(); c++) {
                TileKind k = s.kind(r, c);
                sb.append(c > 0 ? " " : "").append(k == null ? "." : k.symbol() + "@" + s.clicks(r, c));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
