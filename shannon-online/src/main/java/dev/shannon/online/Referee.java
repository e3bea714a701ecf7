package dev.shannon.online;

import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.bridgit.Side;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.matroid.io.MatroidFormat;
import dev.shannon.switching.TerminalGraph;
import java.util.Optional;

/**
 * A position under the game's own rules, immutable: whose turn it is and whether the game is over. Every move goes
 * through {@link #play}, which throws {@link IllegalMoveException} naming the reason for anything the rules forbid;
 * the rules are the library's ({@code BridgitGame}, {@code LimitedBridgesGame}, the switching game's
 * {@code Position}, {@code MatroidGame}), never re-implemented here.
 */
public interface Referee {
    /** The side to move (after the end: the side that would move next). */
    String toMove();

    /** Moves played so far. */
    int ply();

    /** True once the rules have ended the game (a win, or a limited-bridges draw). */
    boolean isOver();

    /** The winner by the rules; empty while the game runs and after a draw. */
    Optional<String> winner();

    /** The position after the side to move plays {@code move}. */
    Referee play(Move move);

    /** A short sentence on how the rules ended the game ("red joined its sides"), or null while it runs. */
    String ending();

    static Referee start(GameKind kind, Integer n, Integer bridges, String board, String first) {
        return switch (kind) {
            case BRIDGIT ->
                bridges == null
                        ? BridgitReferee.start(n, first)
                        : new LimitedBridgesReferee(LimitedBridgesGame.start(n, Side.parse(first), bridges));
            case SWITCHING ->
                SwitchingReferee.start(TerminalGraph.from(EdgeListFormat.read("graph", board), null, null), first);
            case MATROID ->
                MatroidReferee.start(MatroidFormat.read("matroid", board).game(), first);
        };
    }
}
