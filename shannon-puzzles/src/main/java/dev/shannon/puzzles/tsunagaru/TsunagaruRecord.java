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

        static Turn parse(String token) {
            if (!token.matches("[0-9]{1,3},[0-9]{1,3}-?")) {
                throw new IllegalArgumentException(
                        "turns: '" + token + "' is not a tile row,col (or row,col- for a turn anticlockwise)");
            }
            boolean back = token.endsWith("-");
            String[] p = (back ? token.substring(0, token.length() - 1) : token).split(",");
            return new Turn(Integer.parseInt(p[0]), Integer.parseInt(p[1]), back);
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
        RecordText r = RecordText.parse(text, GAME, Set.of("rule", "turns"), Set.of("stage"));
        String block = r.requiredBlock("stage");
        Stage stage;
        try {
            stage = Stage.parse(block);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("stage: " + e.getMessage(), e);
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

    /** The stage after every turn; throws IllegalArgumentException naming the first turn off the board or on an empty cell. */
    public Stage finalStage() {
        Stage s = stage;
        for (int i = 0; i < turns.size(); i++) {
            Turn t = turns.get(i);
            if (t.row() >= s.rows() || t.col() >= s.cols() || !s.isTile(t.row(), t.col())) {
                throw new IllegalArgumentException("turn " + (i + 1) + " (" + t + "): no tile there on the " + s.cols()
                        + "x" + s.rows() + " stage");
            }
            s = s.rotate(t.row(), t.col(), t.clicks());
        }
        return s;
    }
}
