package dev.shannon.bridgit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The commercial variant (docs/rules.md, "The limited-bridges variant"): each player has {@code k} bridges. While a player
 * has bridges in hand, a turn places one on a free crossing; once both have placed all of them
 * and nobody has won, a turn moves one of your own bridges to a free crossing (a different one).
 * A player wins the moment their bridges form a chain between their goal lines.
 *
 * <p>What ends an endless game (our rule, since the box's instructions leave it open): the game
 * is a <b>draw</b> when the same position (every bridge and the side to move) occurs for the
 * third time, or when {@code moveCap} moves have been made in the moving phase without a winner
 * (default {@value #DEFAULT_MOVE_CAP}, a hundred moves each).
 *
 * <p>Immutable; {@link #undo()} returns the previous position.
 */
public final class LimitedBridgesGame implements TurnGame<LimitedBridgesGame> {
    public static final int DEFAULT_BRIDGES = 10;
    public static final int DEFAULT_MOVE_CAP = 200;

    /** How a finished game ended. */
    public enum Ending {
        RED_WINS,
        BLUE_WINS,
        DRAW_BY_REPETITION,
        DRAW_BY_MOVE_CAP
    }

    private final Board board;
    private final Side first;
    private final int bridges;
    private final int moveCap;
    private final byte[] owner;
    private final int movesPlayed;
    private final int movingPhaseMoves;
    private final LimitedMove lastMove;
    private final LimitedBridgesGame previous;
    private final Ending ending;

    private LimitedBridgesGame(
            Board board,
            Side first,
            int bridges,
            int moveCap,
            byte[] owner,
            int movesPlayed,
            int movingPhaseMoves,
            LimitedMove lastMove,
            LimitedBridgesGame previous,
            Ending ending) {
        this.board = board;
        this.first = first;
        this.bridges = bridges;
        this.moveCap = moveCap;
        this.owner = owner;
        this.movesPlayed = movesPlayed;
        this.movingPhaseMoves = movingPhaseMoves;
        this.lastMove = lastMove;
        this.previous = previous;
        this.ending = ending;
    }

    /** An empty n×(n+1) board, {@code bridges} per player, the default move cap. */
    public static LimitedBridgesGame start(int n, Side first, int bridges) {
        return start(n, first, bridges, DEFAULT_MOVE_CAP);
    }

    public static LimitedBridgesGame start(int n, Side first, int bridges, int moveCap) {
        Board board = Board.of(n);
        if (bridges < 1) {
            throw new IllegalArgumentException("each player needs at least 1 bridge, got " + bridges);
        }
        if (moveCap < 1) {
            throw new IllegalArgumentException("the move cap must be at least 1, got " + moveCap);
        }
        return new LimitedBridgesGame(
                board,
                Objects.requireNonNull(first),
                bridges,
                moveCap,
                new byte[board.crossingCount()],
                0,
                0,
                null,
                null,
                null);
    }

    public Board board() {
        return board;
    }

    public Side first() {
        return first;
    }

    /** Bridges each player has in all. */
    public int bridges() {
        return bridges;
    }

    public int moveCap() {
        return moveCap;
    }

    public Side toMove() {
        return movesPlayed % 2 == 0 ? first : first.opponent();
    }

    public int movesPlayed() {
        return movesPlayed;
    }

    /** Moves made in the moving phase so far (counted against the cap). */
    public int movingPhaseMoves() {
        return movingPhaseMoves;
    }

    /** Bridges of {@code side} on the board. */
    public int bridgesPlaced(Side side) {
        byte mine = code(side);
        int count = 0;
        for (byte b : owner) {
            if (b == mine) {
                count++;
            }
        }
        return count;
    }

    /** Bridges {@code side} still has in hand. */
    public int bridgesInHand(Side side) {
        return bridges - bridgesPlaced(side);
    }

    /** True while the side to move still places new bridges. */
    public boolean isPlacing() {
        return bridgesInHand(toMove()) > 0 && freeCount() > 0;
    }

    public Optional<Ending> ending() {
        return Optional.ofNullable(ending);
    }

    public boolean isOver() {
        return ending != null;
    }

    /** The winner, if the game ended with a chain. */
    public Optional<Side> winner() {
        return ending == Ending.RED_WINS
                ? Optional.of(Side.RED)
                : ending == Ending.BLUE_WINS ? Optional.of(Side.BLUE) : Optional.empty();
    }

    /** The crossings of one chain of the winner's bridges between its goal lines, sorted; empty unless someone has won. */
    public List<Crossing> winningChain() {
        return winner().map(w -> BridgitGame.chain(board, owner, w)).orElse(List.of());
    }

    public Optional<LimitedMove> lastMove() {
        return Optional.ofNullable(lastMove);
    }

    public Optional<Side> owner(Crossing x) {
        return Optional.ofNullable(side(owner[board.index(x)]));
    }

    /** Every legal move for the side to move, in crossing order (placements, or moves from each own bridge). */
    public List<LimitedMove> legalMoves() {
        List<LimitedMove> moves = new ArrayList<>();
        if (isOver()) {
            return moves;
        }
        if (isPlacing()) {
            for (int e = 0; e < owner.length; e++) {
                if (owner[e] == 0) {
                    moves.add(LimitedMove.place(board.crossing(e)));
                }
            }
            return moves;
        }
        byte mine = code(toMove());
        for (int from = 0; from < owner.length; from++) {
            if (owner[from] != mine) {
                continue;
            }
            for (int to = 0; to < owner.length; to++) {
                if (owner[to] == 0) {
                    moves.add(LimitedMove.move(board.crossing(from), board.crossing(to)));
                }
            }
        }
        return moves;
    }

    /** Plays {@code move} for the side to move; throws IllegalArgumentException if it is illegal. */
    public LimitedBridgesGame play(LimitedMove move) {
        if (isOver()) {
            throw new IllegalArgumentException("the game is over: " + describeEnding());
        }
        Side mover = toMove();
        byte mine = code(mover);
        int to = board.index(move.to());
        byte[] next = owner.clone();
        boolean placing = isPlacing();
        if (placing) {
            if (!move.isPlacement()) {
                int inHand = bridgesInHand(mover);
                throw new IllegalArgumentException(mover.id() + " still has " + inHand
                        + (inHand == 1 ? " bridge" : " bridges") + " to place: give one crossing, not a move");
            }
        } else {
            if (move.isPlacement()) {
                throw new IllegalArgumentException(mover.id() + " has placed all " + bridges
                        + " bridges: move one, written from>to (e.g. 1,1>3,3)");
            }
            int from = board.index(move.from());
            if (owner[from] != mine) {
                throw new IllegalArgumentException("crossing " + move.from() + " holds no " + mover.id() + " bridge");
            }
            next[from] = 0;
        }
        if (owner[to] != 0) {
            throw new IllegalArgumentException("crossing " + move.to() + " is already taken by "
                    + side(owner[to]).id());
        }
        next[to] = mine;
        int phaseMoves = movingPhaseMoves + (placing ? 0 : 1);
        LimitedBridgesGame g = new LimitedBridgesGame(
                board, first, bridges, moveCap, next, movesPlayed + 1, phaseMoves, move, this, null);
        Ending end = null;
        if (BridgitGame.chainExists(board, next, mover)) {
            end = mover == Side.RED ? Ending.RED_WINS : Ending.BLUE_WINS;
        } else if (!placing && g.occurrences() >= 3) {
            end = Ending.DRAW_BY_REPETITION;
        } else if (phaseMoves >= moveCap) {
            end = Ending.DRAW_BY_MOVE_CAP;
        }
        return end == null
                ? g
                : new LimitedBridgesGame(
                        board, first, bridges, moveCap, next, movesPlayed + 1, phaseMoves, move, this, end);
    }

    /** The position before the last move. */
    public LimitedBridgesGame undo() {
        if (previous == null) {
            throw new IllegalArgumentException("no move to undo");
        }
        return previous;
    }

    /** How many times this position (bridges and side to move) has occurred in the game so far, this one included. */
    public int occurrences() {
        int count = 0;
        // Placements only add bridges, so a position can only recur among positions with as many bridges.
        for (LimitedBridgesGame g = this; g != null; g = g.previous) {
            if (g.movesPlayed % 2 == movesPlayed % 2 && Arrays.equals(g.owner, owner)) {
                count++;
            }
            if (g.movingPhaseMoves == 0) {
                break;
            }
        }
        return count;
    }

    public String describeEnding() {
        if (ending == null) {
            return "not over";
        }
        return switch (ending) {
            case RED_WINS -> "red has won";
            case BLUE_WINS -> "blue has won";
            case DRAW_BY_REPETITION -> "draw: the same position occurred three times";
            case DRAW_BY_MOVE_CAP -> "draw: " + moveCap + " moves in the moving phase without a winner";
        };
    }

    /** The internal owner array (0 free, 1 red, 2 blue): read-only. */
    byte[] ownerArray() {
        return owner;
    }

    int freeCount() {
        int count = 0;
        for (byte b : owner) {
            if (b == 0) {
                count++;
            }
        }
        return count;
    }

    static byte code(Side side) {
        return (byte) (side == Side.RED ? 1 : 2);
    }

    private static Side side(byte code) {
        return code == 1 ? Side.RED : code == 2 ? Side.BLUE : null;
    }
}
