package dev.shannon.bridgit;

import dev.shannon.graph.UnionFind;
import java.util.Arrays;

/**
 * One side's switching-game graph, kept incrementally as the game goes: the side's own bridges
 * are contracted (a union–find with rollback), the opponent's crossings deleted. Every change
 * can be undone in O(1), so a search or a computer player can try a move and take it back.
 * Mutable and not thread-safe; {@link BridgitGame} is the immutable face of a position.
 */
public final class SideGraph {
    private static final byte FREE = 0;
    private static final byte OWN = 1;
    private static final byte DELETED = 2;

    private final Board board;
    private final Side side;
    private final int[] eu;
    private final int[] ev;
    private final UnionFind contracted;
    private final byte[] state;
    private final int[] played; // crossing of each change, in order
    private final int[] ufMarks; // union–find mark before each change
    private int changes;
    private int free;

    public SideGraph(Board board, Side side) {
        this.board = board;
        this.side = side;
        this.eu = board.endpointsU(side);
        this.ev = board.endpointsV(side);
        this.contracted = new UnionFind(board.vertexCount());
        this.state = new byte[board.crossingCount()];
        this.played = new int[board.crossingCount()];
        this.ufMarks = new int[board.crossingCount()];
        this.free = board.crossingCount();
    }

    /** {@code side}'s graph in the position {@code game}. */
    public static SideGraph of(BridgitGame game, Side side) {
        SideGraph g = new SideGraph(game.board(), side);
        for (int e : game.moveIndices()) {
            g.take(e, game.ownerIndex(e) == side);
        }
        return g;
    }

    public Board board() {
        return board;
    }

    public Side side() {
        return side;
    }

    /** The crossing is taken: by this side (contract its edge) when {@code own}, else by the opponent (delete it). */
    public void take(int crossing, boolean own) {
        if (state[crossing] != FREE) {
            throw new IllegalArgumentException("crossing " + board.crossing(crossing) + " is already taken");
        }
        ufMarks[changes] = contracted.mark();
        played[changes++] = crossing;
        state[crossing] = own ? OWN : DELETED;
        free--;
        if (own) {
            contracted.union(eu[crossing], ev[crossing]);
        }
    }

    /** Undoes the last {@link #take}. */
    public void undo() {
        if (changes == 0) {
            throw new IllegalStateException("nothing to undo");
        }
        int crossing = played[--changes];
        contracted.rollback(ufMarks[changes]);
        state[crossing] = FREE;
        free++;
    }

    public int changeCount() {
        return changes;
    }

    public boolean isFree(int crossing) {
        return state[crossing] == FREE;
    }

    public int freeCount() {
        return free;
    }

    /** True once this side's bridges join its goal lines: it has won. */
    public boolean joined() {
        return contracted.connected(Board.S, Board.T);
    }

    /** The vertex (a representative dot-class) that board vertex {@code v} has been contracted into. */
    public int representative(int v) {
        return contracted.find(v);
    }

    /** Does edge {@code crossing} currently join two different contracted vertices? */
    public boolean isLoop(int crossing) {
        return contracted.find(eu[crossing]) == contracted.find(ev[crossing]);
    }

    /**
     * The graph left to play on, in fresh arrays: contracted vertices numbered densely with s's
     * class first and t's second, one edge per free crossing in crossing order.
     */
    public SideMinor minor() {
        int n = board.vertexCount();
        int[] vertexOf = new int[n];
        int[] dense = new int[n];
        Arrays.fill(dense, -1);
        int count = 0;
        dense[contracted.find(Board.S)] = count++;
        int rt = contracted.find(Board.T);
        if (dense[rt] < 0) {
            dense[rt] = count++;
        }
        for (int v = 0; v < n; v++) {
            int r = contracted.find(v);
            if (dense[r] < 0) {
                dense[r] = count++;
            }
            vertexOf[v] = dense[r];
        }
        int[] u = new int[free];
        int[] w = new int[free];
        int[] crossing = new int[free];
        int i = 0;
        for (int e = 0; e < state.length; e++) {
            if (state[e] == FREE) {
                u[i] = vertexOf[eu[e]];
                w[i] = vertexOf[ev[e]];
                crossing[i++] = e;
            }
        }
        return new SideMinor(side, count, vertexOf[Board.S], vertexOf[Board.T], u, w, crossing, vertexOf);
    }
}
