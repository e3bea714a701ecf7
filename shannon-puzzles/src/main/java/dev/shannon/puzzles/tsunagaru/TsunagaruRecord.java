package dev.shannon.puzzles.tsunagaru;

import dev.shannon.graph.io.RecordText;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A Tsunagaru record (docs/records.md): the stage as it was dealt (the playable box-drawing
 * form), the rule played by, and the quarter turns made (clockwise, or anticlockwise with a
 * trailing {@code -}), as tile coordinates
 * {@code row,col} counted from 0 at the top left.
 * <pre>
 * shannon-record tsunagaru
 * rule any
 * stage
 * ╶┐
 * ╶┘
 * end
 * turns 0,0 0,0 1,0
 * </pre>
 */
public record TsunagaruRecord(Stage stage, Rule rule, List<Turn> turns) {
    public static final String GAME = "tsunagaru";

    /**
     * One quarter turn of the tile at (row, col): clockwise, written {@code row,col}, or
     * anticlockwise, written {@code row,col-} (a left click on the page, as in Net).
     */
    public record Turn(int row, int col, boolean anticlockwise) {
        /** A quarter turn clockwise. */
        public Turn(int row, int col) {
            this(row, col, false);
        }

        /**
         * "row,col" or "row,col-", each number one to three digits (read without a regular
         * expression: a record may hold 50,000).
         */
        static Turn parse(String token) {
            boolean back = token.endsWith("-");
            int end = back ? token.length() - 1 : token.length();
            int comma = token.indexOf(',');
            if (comma < 1 || comma > 3 || end - comma - 1 < 1 || end - comma - 1 > 3) {
                throw notATile(token);
            }
            for (int i = 0; i < end; i++) {
                char c = token.charAt(i);
                if (i != comma && (c < '0' || c > '9')) {
                    throw notATile(token);
                }
            }
            return new Turn(Integer.parseInt(token, 0, comma, 10), Integer.parseInt(token, comma + 1, end, 10), back);
        }

        private static IllegalArgumentException notATile(String token) {
            return new IllegalArgumentException(
                    "turns: '" + token + "' is not a tile row,col (or row,col- for a turn anticlockwise)");
        }

        /** Quarter turns clockwise: 1, or 3 for one anticlockwise. */
        public int clicks() {
            return anticlockwise ? 3 : 1;
        }

        @Override
        public String toString() {
            return row + "," + col + (anticlockwise ? "-" : "");
        }
    }

    public TsunagaruRecord {
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(rule, "rule");
        if (!stage.isPlayable()) {
            throw new IllegalArgumentException(
                    "stage: a record needs each tile's orientation (box-drawing characters)");
        }
        turns = List.copyOf(turns);
    }

    public static TsunagaruRecord parse(String text) {
        return parse(text, Stage.MAX_SIDE);
    }

    /**
     * As {@link #parse(String)}, refusing a stage of more than {@code maxSide} rows or columns
     * before its turns are read (a server's limit is smaller than the library's).
     */
    public static TsunagaruRecord parse(String text, int maxSide) {
        RecordText r = RecordText.parse(text, GAME, Set.of("rule", "turns"), Set.of("stage"));
        String block = r.requiredBlock("stage");
        Stage stage;
        try {
            stage = Stage.parse(block);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("stage: " + e.getMessage(), e);
        }
        if (stage.rows() > maxSide || stage.cols() > maxSide) {
            // Before the turns are read: they are the part of a record that can be long.
            throw new IllegalArgumentException(
                    "stage: at most " + maxSide + " rows and columns, got " + stage.rows() + "x" + stage.cols());
        }
        Rule rule = switch (r.field("rule").orElse("any")) {
            case "any" -> Rule.ANY;
            case "connected" -> Rule.CONNECTED;
            default ->
                throw new IllegalArgumentException("rule must be any or connected, got '" + r.required("rule") + "'");
        };
        List<Turn> turns = new ArrayList<>();
        String list = r.field("turns").orElse("").strip();
        if (!list.isEmpty()) {
            for (String token : list.split("\\s+")) {
                turns.add(Turn.parse(token));
            }
        }
        TsunagaruRecord rec = new TsunagaruRecord(stage, rule, turns);
        rec.finalStage();
        return rec;
    }

    public String format() {
        StringBuilder list = new StringBuilder();
        for (Turn t : turns) {
            list.append(list.length() == 0 ? "" : " ").append(t);
        }
        return new RecordText.Writer(GAME)
                .field("rule", rule == Rule.CONNECTED ? "connected" : "any")
                .block("stage", StageFormat.playable(stage))
                .field("turns", list.toString())
                .toString();
    }

    /**
     * The stage after every turn; throws IllegalArgumentException naming the first turn off the
     * board or on an empty cell. Turns of different tiles commute, so each tile is turned once by
     * its number of turns: linear in the turns and the cells, where turning a copy of the stage per
     * turn cost 1.2 s for 45,000 turns on a 100×100 stage (issue 29, §3).
     */
    public Stage finalStage() {
        int[] clicks = new int[stage.cellCount()];
        for (int i = 0; i < turns.size(); i++) {
            Turn t = turns.get(i);
            if (t.row() >= stage.rows() || t.col() >= stage.cols() || !stage.isTile(t.row(), t.col())) {
                throw new IllegalArgumentException("turn " + (i + 1) + " (" + t + "): no tile there on the "
                        + stage.cols() + "x" + stage.rows() + " stage");
            }
            clicks[t.row() * stage.cols() + t.col()] += t.clicks();
        }
        int[] arms = new int[clicks.length];
        for (int i = 0; i < arms.length; i++) {
            arms[i] = stage.kind(i) == null ? 0 : Arms.rotate(stage.arms(i), clicks[i] % 4);
        }
        return stage.withArms(arms);
    }
}
