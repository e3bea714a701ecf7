package dev.shannon.online;

import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.TerminalGraph;
import java.util.Locale;
import java.util.Optional;

/** The Shannon switching game under {@link Position}'s rules: Short claims an edge, Cut deletes one. */
final class SwitchingReferee implements Referee {
    private final Position position;

    private SwitchingReferee(Position position) {
        this.position = position;
    }

    static SwitchingReferee start(TerminalGraph game, String first) {
        return new SwitchingReferee(Position.start(game, Player.parse(first)));
    }

    @Override
    public String toMove() {
        return position.toMove().id();
    }

    @Override
    public int ply() {
        return position.movesPlayed();
    }

    @Override
    public boolean isOver() {
        return position.winner().isPresent();
    }

    @Override
    public Optional<String> winner() {
        return position.winner().map(Player::id);
    }

    @Override
    public String ending() {
        return position.winner()
                .map(w -> w == Player.SHORT ? "short joined s and t" : "cut separated s from t")
                .orElse(null);
    }

    @Override
    public Referee play(Move move) {
        if (!(move instanceof Move.Take take)) {
            throw new IllegalMoveException("a switching-game move is one edge index");
        }
        int e = take.element();
        if (isOver()) {
            throw new IllegalMoveException("the game is over");
        }
        int edges = position.game().edgeCount();
        if (e < 0 || e >= edges) {
            throw new IllegalMoveException("no edge " + e + ": edges are 0.." + (edges - 1));
        }
        if (!position.isFree(e)) {
            throw new IllegalMoveException(
                    "edge " + e + " is already " + position.state(e).name().toLowerCase(Locale.ROOT));
        }
        return new SwitchingReferee(position.play(e));
    }
}
