package dev.shannon.bridgit;

import dev.shannon.graph.UnionFind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable Bridg-It position: the board, who moved first, and the crossings taken so far in
 * order (players alternate). {@link #play} and {@link #undo} return new positions. The winner is
 * read off the bridges themselves — a chain of the mover's bridges from goal line to goal line —
 * and owes nothing to any solver.
 */
public final class BridgitGame implements TurnGame<BridgitGame> {
    private static final byte FREE = 0;
    private static final byte RED = 1;
    private static final byte BLUE = 2;

    private final Board board;
    private final Side first;
    private final int[] moves;
    private final byte[] owner;
    private final Side winner;

    private BridgitGame(Board board, Side first, int[] moves, byte[] owner, Side winner) {
        this.board = board;
        this.first = first;
        this.moves = moves;
        this.owner = owner;
        this.winner = winner;
    }

    /** The empty n×(n+1) board with Red to move. */
    public static BridgitGame start(int n) {
        return start(Board.of(n), Side.RED);
    }

    /** The empty n×(n+1) board with {@code first} to move. */
    public static BridgitGame start(int n, Side first) {
        return start(Board.of(n), first);
    }

    public static BridgitGame start(Board board, Side first) {
        return new BridgitGame(
                Objects.requireNonNull(board),
                Objects.requireNonNull(first),
                new int[0],
                new byte[board.crossingCount()],
                null);
    }

    /** The position after {@code moves}, played alternately from {@code first}; every move must be legal. */
    public static BridgitGame of(int n, Side first, List<Crossing> moves) {
        // One pass with a union–find per side instead of a chain search per move: requests replay
        // whole games, and this is the hot path of the web server.
        Board board = Board.of(n);
        Objects.requireNonNull(first, "first");
        byte[] owner = new byte[board.crossingCount()];
        int[] indices = new int[moves.size()];
        UnionFind red = new UnionFind(board.vertexCount());
        UnionFind blue = new UnionFind(board.vertexCount());
        Side mover = first;
        Side winner = null;
        for (int i = 0; i < indices.length; i++) {
            Crossing x = moves.get(i);
            int e = board.index(x);
            if (winner != null) {
                throw new IllegalArgumentException(
                        "cannot play " + x + ": the game is over, " + winner.id() + " has won");
            }
            if (owner[e] != FREE) {
                throw new IllegalArgumentException(
                        "crossing " + x + " is already taken by " + (owner[e] == RED ? "red" : "blue"));
            }
            owner[e] = mover == Side.RED ? RED : BLUE;
            indices[i] = e;
            UnionFind mine = mover == Side.RED ? red : blue;
            mine.union(board.edgeU(mover, e), board.edgeV(mover, e));
            if (mine.connected(Board.S, Board.T)) {
                winner = mover;
            }
            mover = mover.opponent();
        }
        return new BridgitGame(board, first, indices, owner, winner);
    }

    /** Parses moves written "r,c r,c …" (whitespace separated; empty for no moves) and plays them. */
    public static BridgitGame parse(int n, Side first, String moves) {
        return of(n, first, parseMoves(moves));
    }

    /** The crossings in a move list "r,c r,c …". */
    public static List<Crossing> parseMoves(String moves) {
        List<Crossing> list = new ArrayList<>();
        String text = moves == null ? "" : moves.strip();
        if (!text.isEmpty()) {
            for (String token : text.split("\\s+")) {
                list.add(Crossing.parse(token));
            }
        }
        return list;
    }

    /**
     * A position given by its bridges rather than its history (the limited-bridges game moves
     * bridges, so its positions need not arise by alternate placement): {@code owner} holds 0 free,
     * 1 red, 2 blue per crossing. Its move list is the bridges in crossing order, red's and blue's
     * interleaved as far as they go; {@link #toMove()} is {@code toMove}.
     */
    static BridgitGame ofOwners(Board board, byte[] owner, Side toMove) {
        List<Integer> red = new ArrayList<>();
        List<Integer> blue = new ArrayList<>();
        for (int e = 0; e < owner.length; e++) {
            if (owner[e] == RED) {
                red.add(e);
            } else if (owner[e] == BLUE) {
                blue.add(e);
            }
        }
        int total = red.size() + blue.size();
        // Whoever has more bridges moved first; with equal counts, the side to move did.
        Side first = red.size() > blue.size() ? Side.RED : blue.size() > red.size() ? Side.BLUE : toMove;
        if (Math.abs(red.size() - blue.size()) > 1 || (total % 2 == 0 ? first : first.opponent()) != toMove) {
            throw new IllegalArgumentException("bridge counts " + red.size() + " red, " + blue.size()
                    + " blue do not fit " + toMove.id() + " to move");
        }
        int[] moves = new int[total];
        List<Integer> a = first == Side.RED ? red : blue;
        List<Integer> b = first == Side.RED ? blue : red;
        for (int i = 0; i < total; i++) {
            moves[i] = i % 2 == 0 ? a.get(i / 2) : b.get(i / 2);
        }
        Side w = chainExists(board, owner, Side.RED)
                ? Side.RED
                : chainExists(board, owner, Side.BLUE) ? Side.BLUE : null;
        return new BridgitGame(board, first, moves, owner.clone(), w);
    }

    /** The side to move takes crossing {@code x}. */
    public BridgitGame play(Crossing x) {
        return playIndex(board.index(x));
    }

    /** The side to move takes the crossing with index {@code e}. */
    public BridgitGame playIndex(int e) {
        if (e < 0 || e >= owner.length) {
            throw new IllegalArgumentException("no crossing with index " + e);
        }
        Crossing x = board.crossing(e);
        if (winner != null) {
            throw new IllegalArgumentException("cannot play " + x + ": the game is over, " + winner.id() + " has won");
        }
        if (owner[e] != FREE) {
            throw new IllegalArgumentException(
                    "crossing " + x + " is already taken by " + ownerIndex(e).id());
        }
        Side mover = toMove();
        byte[] next = owner.clone();
        next[e] = mover == Side.RED ? RED : BLUE;
        int[] nextMoves = Arrays.copyOf(moves, moves.length + 1);
        nextMoves[moves.length] = e;
        // Only the mover's bridges changed, so only the mover can have just won.
        Side w = chainExists(board, next, mover) ? mover : null;
        return new BridgitGame(board, first, nextMoves, next, w);
    }

    /** The position before the last move. */
    @Override
    public BridgitGame undo() {
        if (moves.length == 0) {
            throw new IllegalArgumentException("no move to undo");
        }
        byte[] prev = owner.clone();
        prev[moves[moves.length - 1]] = FREE;
        // Play stops at a win, so the position before the last move was undecided.
        return new BridgitGame(board, first, Arrays.copyOf(moves, moves.length - 1), prev, null);
    }

    public Board board() {
        return board;
    }

    public int n() {
        return board.n();
    }

    public Side first() {
        return first;
    }

    /** The side whose turn it is (also after the game has ended: the side that would move next). */
    public Side toMove() {
        return moves.length % 2 == 0 ? first : first.opponent();
    }

    public int moveCount() {
        return moves.length;
    }

    /** {@link #moveCount()} under the name the two games share. */
    @Override
    public int movesPlayed() {
        return moves.length;
    }

    /** The moves so far, in order. */
    public List<Crossing> moves() {
        List<Crossing> list = new ArrayList<>(moves.length);
        for (int e : moves) {
            list.add(board.crossing(e));
        }
        return List.copyOf(list);
    }

    /** The crossing indices of the moves so far, in order (a copy). */
    public int[] moveIndices() {
        return moves.clone();
    }

    public Optional<Side> winner() {
        return Optional.ofNullable(winner);
    }

    public boolean isOver() {
        return winner != null;
    }

    /** Throws IllegalArgumentException if the game is over (nobody can move any more). */
    void requireUndecided() {
        if (winner != null) {
            throw new IllegalArgumentException("the game is over: " + winner.id() + " has won");
        }
    }

    /** Who holds crossing {@code x}, if anyone. */
    public Optional<Side> owner(Crossing x) {
        return Optional.ofNullable(ownerIndex(board.index(x)));
    }

    /** Who holds the crossing with index {@code e}, or null if it is free. */
    public Side ownerIndex(int e) {
        return owner[e] == RED ? Side.RED : owner[e] == BLUE ? Side.BLUE : null;
    }

    /** The internal owner array (0 free, 1 red, 2 blue): read-only, for the route search. */
    byte[] ownerArray() {
        return owner;
    }

    public boolean isFree(Crossing x) {
        return owner[board.index(x)] == FREE;
    }

    public boolean isFreeIndex(int e) {
        return owner[e] == FREE;
    }

    /** The free crossings, sorted by r then c. */
    public List<Crossing> freeCrossings() {
        List<Crossing> list = new ArrayList<>();
        for (int e = 0; e < owner.length; e++) {
            if (owner[e] == FREE) {
                list.add(board.crossing(e));
            }
        }
        return list;
    }

    /** The crossings of one chain of the winner's bridges from goal line to goal line, sorted; empty while undecided. */
    public List<Crossing> winningChain() {
        return winner == null ? List.of() : chain(board, owner, winner);
    }

    /** One chain of {@code side}'s bridges in {@code owner} (1 red, 2 blue) between its goal lines, sorted; empty if none. */
    static List<Crossing> chain(Board board, byte[] owner, Side side) {
        byte mine = side == Side.RED ? RED : BLUE;
        int[] via = new int[board.vertexCount()];
        Arrays.fill(via, -2);
        via[Board.S] = -1;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(Board.S);
        // The graph is small (at most a few thousand edges): a plain scan per vertex is enough here.
        while (!queue.isEmpty() && via[Board.T] == -2) {
            int x = queue.poll();
            for (int e = 0; e < owner.length; e++) {
                if (owner[e] != mine) {
                    continue;
                }
                int a = board.edgeU(side, e);
                int b = board.edgeV(side, e);
                int y = a == x ? b : b == x ? a : -1;
                if (y >= 0 && via[y] == -2) {
                    via[y] = e;
                    queue.add(y);
                }
            }
        }
        if (via[Board.T] == -2) {
            return List.of();
        }
        List<Crossing> chain = new ArrayList<>();
        for (int x = Board.T; x != Board.S; ) {
            int e = via[x];
            chain.add(board.crossing(e));
            x = board.edgeU(side, e) == x ? board.edgeV(side, e) : board.edgeU(side, e);
        }
        chain.sort(null);
        return List.copyOf(chain);
    }

    /** Do {@code side}'s bridges in {@code owner} (1 red, 2 blue) join its goal lines? */
    static boolean chainExists(Board board, byte[] owner, Side side) {
        byte mine = side == Side.RED ? RED : BLUE;
        UnionFind uf = new UnionFind(board.vertexCount());
        for (int e = 0; e < owner.length; e++) {
            if (owner[e] == mine) {
                uf.union(board.edgeU(side, e), board.edgeV(side, e));
            }
        }
        return uf.connected(Board.S, Board.T);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BridgitGame g && g.board.equals(board) && g.first == first && Arrays.equals(g.moves, moves);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * board.hashCode() + first.hashCode()) + Arrays.hashCode(moves);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(board.toString())
                .append(", ")
                .append(first.id())
                .append(" first, moves");
        for (int e : moves) {
            sb.append(' ').append(board.crossing(e));
        }
        return sb.toString();
    }
}
