package dev.shannon.matroid;

import dev.shannon.switching.Player;

/**
 * A position of the switching game on a matroid as it was played: the game left (claimed elements
 * contracted, deleted ones deleted), which elements were claimed and deleted, and who moves next.
 * Immutable; {@link #play} gives the next position.
 */
public final class MatroidPosition {
    private final MatroidGame game;
    private final long[] claimed;
    private final long[] deleted;
    private final Player toMove;
    private final int movesPlayed;

    private MatroidPosition(MatroidGame game, long[] claimed, long[] deleted, Player toMove, int movesPlayed) {
        this.game = game;
        this.claimed = claimed;
        this.deleted = deleted;
        this.toMove = toMove;
        this.movesPlayed = movesPlayed;
    }

    /** The position before the first move of {@code game}, {@code first} to move. */
    public static MatroidPosition start(MatroidGame game, Player first) {
        return new MatroidPosition(game, Bits.empty(game.size()), Bits.empty(game.size()), first, 0);
    }

    /**
     * The position after the player to move takes element x (Short claims it, Cut deletes it);
     * IllegalArgumentException when the game is over or x is not free.
     */
    public MatroidPosition play(int x) {
        if (isOver()) {
            throw new IllegalArgumentException("the game is already over: " + winner().id() + " has won");
        }
        if (x < 0 || x >= game.size()) {
            throw new IllegalArgumentException("no element " + x + " (the elements are 0.." + (game.size() - 1) + ")");
        }
        if (!game.isPlayable(x)) {
            throw new IllegalArgumentException(
                    "element " + x + (x == game.target() ? " is the target" : " has already been played"));
        }
        if (toMove == Player.SHORT) {
            return new MatroidPosition(game.claim(x), Bits.with(claimed, x), deleted, Player.CUT, movesPlayed + 1);
        }
        return new MatroidPosition(game.delete(x), claimed, Bits.with(deleted, x), Player.SHORT, movesPlayed + 1);
    }

    /** The game that is left: its matroid is the original one with the claims contracted and the deletions deleted. */
    public MatroidGame game() {
        return game;
    }

    public Player toMove() {
        return toMove;
    }

    public int movesPlayed() {
        return movesPlayed;
    }

    public boolean isClaimed(int x) {
        return Bits.get(claimed, x);
    }

    public boolean isDeleted(int x) {
        return Bits.get(deleted, x);
    }

    public boolean isOver() {
        return game.shortHasWon() || game.cutHasWon();
    }

    /** Who has won, or null while the game goes on. */
    public Player winner() {
        return game.shortHasWon() ? Player.SHORT : game.cutHasWon() ? Player.CUT : null;
    }
}
