package dev.shannon.switching;

import java.util.Objects;

/**
 * A solved switching-game position: the verdict with Short to move, the verdict with Cut to move,
 * and the game type they make.
 */
public record Analysis(GameType type, Verdict shortFirst, Verdict cutFirst) {
    public Analysis {
        Objects.requireNonNull(type);
        if (shortFirst.toMove() != Player.SHORT || cutFirst.toMove() != Player.CUT) {
            throw new IllegalArgumentException("verdicts given in the wrong order");
        }
    }

    public static Analysis of(Verdict shortFirst, Verdict cutFirst) {
        return new Analysis(GameType.of(shortFirst.winner(), cutFirst.winner()), shortFirst, cutFirst);
    }

    /** The verdict with {@code player} to move. */
    public Verdict verdict(Player player) {
        return player == Player.SHORT ? shortFirst : cutFirst;
    }
}
