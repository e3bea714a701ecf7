package dev.shannon.bridgit;

import dev.shannon.graph.io.RecordText;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A Bridg-It game record (docs/records.md): the board size, who moved first, for the
 * limited-bridges game the bridges each player has, and the moves in order.
 * <pre>
 * shannon-record bridgit
 * n 5
 * first red
 * bridges 10          # only in the limited-bridges game
 * moves 5,5 4,4 3,3   # crossings r,c; a moved bridge is from&gt;to, e.g. 3,3&gt;1,1
 * </pre>
 * {@link #parse} checks the form; {@link #game()} and {@link #limitedGame()} replay the moves and
 * so check that every one is legal.
 */
public record BridgitRecord(int n, Side first, OptionalInt bridges, List<LimitedMove> moves) {
    public static final String GAME = "bridgit";

    public BridgitRecord {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(bridges, "bridges");
        moves = List.copyOf(moves);
    }

    /** The record of a plain game. */
    public static BridgitRecord of(BridgitGame g) {
        return new BridgitRecord(
                g.n(),
                g.first(),
                OptionalInt.empty(),
                g.moves().stream().map(LimitedMove::place).toList());
    }

    /** The record of a limited-bridges game (its moves, read back from the last). */
    public static BridgitRecord of(LimitedBridgesGame g) {
        List<LimitedMove> moves = new ArrayList<>();
        for (LimitedBridgesGame at = g; at.lastMove().isPresent(); at = at.undo()) {
            moves.add(at.lastMove().get());
        }
        Collections.reverse(moves);
        return new BridgitRecord(g.board().n(), g.first(), OptionalInt.of(g.bridges()), moves);
    }

    public boolean isLimited() {
        return bridges.isPresent();
    }

    public static BridgitRecord parse(String text) {
        RecordText r = RecordText.parse(text, GAME, Set.of("n", "first", "bridges", "moves"), Set.of());
        int n = number(r.required("n"), "n");
        Board.of(n);
        Side first = Side.parse(r.field("first").orElse("red"));
        OptionalInt bridges = r.field("bridges").isPresent()
                ? OptionalInt.of(number(r.required("bridges"), "bridges"))
                : OptionalInt.empty();
        List<LimitedMove> moves = new ArrayList<>();
        String list = r.field("moves").orElse("").strip();
        if (!list.isEmpty()) {
            for (String token : list.split("\\s+")) {
                LimitedMove m = LimitedMove.parse(token);
                if (bridges.isEmpty() && !m.isPlacement()) {
                    throw new IllegalArgumentException("move " + (moves.size() + 1) + " '" + token
                            + "' moves a bridge: only the limited-bridges game (a 'bridges K' line) does that");
                }
                moves.add(m);
            }
        }
        return new BridgitRecord(n, first, bridges, moves);
    }

    private static int number(String text, String key) {
        if (!text.matches("[0-9]{1,6}")) {
            throw new IllegalArgumentException("'" + key + "' must be a whole number, got '" + text + "'");
        }
        return Integer.parseInt(text);
    }

    public String format() {
        RecordText.Writer w =
                new RecordText.Writer(GAME).field("n", Integer.toString(n)).field("first", first.id());
        bridges.ifPresent(k -> w.field("bridges", Integer.toString(k)));
        StringBuilder list = new StringBuilder();
        for (LimitedMove m : moves) {
            list.append(list.length() == 0 ? "" : " ").append(m);
        }
        return w.field("moves", list.toString()).toString();
    }

    /** The plain game after the moves; throws IllegalArgumentException for a limited-bridges record or an illegal move. */
    public BridgitGame game() {
        if (isLimited()) {
            throw new IllegalArgumentException("this is a limited-bridges record (bridges " + bridges.getAsInt() + ")");
        }
        List<Crossing> crossings = moves.stream().map(LimitedMove::to).toList();
        try {
            return BridgitGame.of(n, first, crossings);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("moves: " + e.getMessage(), e);
        }
    }

    /** The limited-bridges game after the moves; throws IllegalArgumentException for a plain record or an illegal move. */
    public LimitedBridgesGame limitedGame() {
        if (!isLimited()) {
            throw new IllegalArgumentException("this is a plain Bridg-It record (no 'bridges' line)");
        }
        LimitedBridgesGame g = LimitedBridgesGame.start(n, first, bridges.getAsInt());
        for (int i = 0; i < moves.size(); i++) {
            try {
                g = g.play(moves.get(i));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("move " + (i + 1) + " (" + moves.get(i) + "): " + e.getMessage(), e);
            }
        }
        return g;
    }
}
