package dev.shannon.online;

import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;
import dev.shannon.bridgit.TurnGame;
import java.util.Optional;

/** What the two Bridg-It referees share: turn, ply and winner read off the library's {@link TurnGame}. */
abstract class TurnGameReferee<G extends TurnGame<G>> implements Referee {
    protected final G game;

    TurnGameReferee(G game) {
        this.game = game;
    }

    @Override
    public String toMove() {
        return game.toMove().id();
    }

    @Override
    public int ply() {
        return game.movesPlayed();
    }

    @Override
    public boolean isOver() {
        return game.isOver();
    }

    @Override
    public Optional<String> winner() {
        return game.winner().map(Side::id);
    }

    static String describeNonCrossing(int n, Crossing at) {
        return at + " is not a crossing of the " + n + "x" + (n + 1) + " board: crossings have 1 <= r, c <= "
                + (2 * n - 1) + ", r and c both odd or both even";
    }
}
