package dev.shannon.online;

/** A move the rules forbid (off the board, already taken, the wrong kind of move); the message names why. */
public final class IllegalMoveException extends OnlineGameException {
    private static final long serialVersionUID = 1L;

    public IllegalMoveException(String message) {
        super(message);
    }
}
