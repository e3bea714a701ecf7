package dev.shannon.online;

/**
 * A request that came at the wrong moment: a move for a ply that is no longer the current one, out of turn, before
 * the opponent has arrived or after the end; a rematch before the end. Trying again after reading the game may help.
 */
public final class GameConflictException extends OnlineGameException {
    private static final long serialVersionUID = 1L;

    public GameConflictException(String message) {
        super(message);
    }
}
