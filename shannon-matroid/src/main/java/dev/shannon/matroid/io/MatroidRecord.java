package dev.shannon.matroid.io;

import dev.shannon.graph.io.RecordText;
import dev.shannon.matroid.MatroidPosition;
import dev.shannon.switching.Player;
import java.util.Arrays;
import java.util.Objects;
import java.util.Set;

/**
 * A matroid-game record (docs/records.md): the game in the matroid text format (docs/matroid.md),
 * who moved first, and the elements taken in order — Short claims, Cut deletes, alternating.
 * <pre>
 * shannon-record matroid
 * first short
 * matroid
 * uniform 2 4
 * target 0
 * end
 * moves 1 2
 * </pre>
 */
public record MatroidRecord(String matroidText, Player first, int[] moves) {
    public static final String GAME = "matroid";

    public MatroidRecord {
        Objects.requireNonNull(matroidText, "matroidText");
        Objects.requireNonNull(first, "first");
        moves = moves.clone();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    /** Reads a record and replays its moves: IllegalArgumentException naming the line or the move when it is malformed. */
    public static MatroidRecord parse(String text) {
        RecordText r = RecordText.parse(text, GAME, Set.of("first", "moves"), Set.of("matroid"));
        String block = r.requiredBlock("matroid");
        MatroidFile file = read(block);
        Player first = Player.parse(r.field("first").orElse("short"));
        String list = r.field("moves").orElse("").strip();
        int[] moves = list.isEmpty()
                ? new int[0]
                : Arrays.stream(list.split("\\s+"))
                        .mapToInt(MatroidRecord::element)
                        .toArray();
        MatroidRecord rec = new MatroidRecord(block, first, moves);
        rec.position(file);
        return rec;
    }

    /** The game the record's matroid block holds. */
    public MatroidFile file() {
        return read(matroidText);
    }

    private static MatroidFile read(String block) {
        try {
            return MatroidFormat.read("matroid", block);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    private static int element(String token) {
        if (!token.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("moves: '" + token + "' is not an element number");
        }
        return Integer.parseInt(token);
    }

    /** The position the moves reach; IllegalArgumentException naming the first illegal move. */
    public MatroidPosition position() {
        return position(file());
    }

    private MatroidPosition position(MatroidFile file) {
        MatroidPosition p = MatroidPosition.start(file.game(), first);
        for (int i = 0; i < moves.length; i++) {
            try {
                p = p.play(moves[i]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        "move " + (i + 1) + " (element " + moves[i] + "): " + e.getMessage(), e);
            }
        }
        return p;
    }

    public String format() {
        StringBuilder list = new StringBuilder();
        for (int x : moves) {
            list.append(list.length() == 0 ? "" : " ").append(x);
        }
        return new RecordText.Writer(GAME)
                .field("first", first.id())
                .block("matroid", matroidText)
                .field("moves", list.toString())
                .toString();
    }
}
