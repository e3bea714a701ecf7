package dev.shannon.online;

import dev.shannon.matroid.MatroidGame;
import dev.shannon.switching.Player;
import java.util.Optional;

/**
 * The switching game on a matroid under {@link MatroidGame}'s rules (Lehman 1964): Short claims (contracts) a
 * playable element, Cut deletes one; Short wins once the target is spanned, Cut once it can no longer be.
 */
final class MatroidReferee implements Referee {
    private final MatroidGame game;
    private final Player toMove;
    private final int ply;

    private MatroidReferee(MatroidGame game, Player toMove, int ply) {
        this.game = game;
        this.toMove = toMove;
        this.ply = ply;
    }

    static MatroidReferee start(MatroidGame game, String first) {
        return new MatroidReferee(game, Player.parse(first), 0);
    }

    @Override
    public String toMove() {
        return toMove.id();
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public boolean isOver() {
        return winner().isPresent();
    }

    @Override
    public Optional<String> winner() {
        if (game.shortHasWon()) {
            return Optional.of(Player.SHORT.id());
        }
        return game.cutHasWon() ? Optional.of(Player.CUT.id()) : Optional.empty();
    }

    @Override
    public String ending() {
        return winner().map(w -> w.equals("short") ? "short spanned the target" : "cut made the target unreachable")
                .orElse(null);
    }

    @Override
    public Referee play(Move move) {
        if (!(move instanceof Move.Take take)) {
            throw new IllegalMoveException("a matroid-game move is one element index");
        }
        int x = take.element();
        if (isOver()) {
            throw new IllegalMoveException("the game is over");
        }
        if (x < 0 || x >= game.size()) {
            throw new IllegalMoveException("no element " + x + ": elements are 0.." + (game.size() - 1));
        }
        if (x == game.target()) {
            throw new IllegalMoveException("element " + x + " is the target, which nobody plays");
        }
        if (!game.isPlayable(x)) {
            throw new IllegalMoveException("element " + x + " has already been played");
        }
        MatroidGame next = toMove == Player.SHORT ? game.claim(x) : game.delete(x);
        return new MatroidReferee(next, toMove.opponent(), ply + 1);
    }
}
