package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * Per-vertex in- and out-degree constraints, reading each edge {@code e} of the universe as an
 * arc from {@code edgeU(e)} to {@code edgeV(e)} (a loop adds one to both): the arc sets in which
 * every vertex's in-degree and out-degree lie in its allowed sets and, for a balanced vertex,
 * are equal. Degrees are kept for frontier vertices only; a choice is rejected as soon as an
 * allowed degree is out of reach with the vertex's remaining arcs. The directed families of
 * {@code dev.shannon.zdd.DiGraphSets} are undirected ones intersected with this.
 */
public final class ArcDegreeSpec implements FrontierSpec {
    /** Allowed degrees are bits of a {@code long}. */
    public static final int MAX_DEGREE = 62;

    private static final int SHIFT = 8;
    private static final int LOW = (1 << SHIFT) - 1;

    private final DecisionGraph universe;
    private final FrontierLayout layout;
    private final long[] in;
    private final long[] out;
    private final boolean[] balanced;
    /** Arcs into (resp. out of) each endpoint after e: how far its degrees can still grow. */
    private final int[] restInU;

    private final int[] restOutU;
    private final int[] restInV;
    private final int[] restOutV;

    /**
     * @param in       per vertex, a bit mask of allowed in-degrees (-1: any)
     * @param out      per vertex, a bit mask of allowed out-degrees (-1: any)
     * @param balanced per vertex, whether in-degree must equal out-degree
     */
    public ArcDegreeSpec(DecisionGraph u, long[] in, long[] out, boolean[] balanced) {
        int n = u.vertexCount();
        if (in.length != n || out.length != n || balanced.length != n) {
            throw new IllegalArgumentException("need " + n + " constraints of each kind");
        }
        this.universe = u;
        this.layout = FrontierLayout.of(u);
        this.in = in.clone();
        this.out = out.clone();
        this.balanced = balanced.clone();
        int m = u.edgeCount();
        restInU = new int[m];
        restOutU = new int[m];
        restInV = new int[m];
        restOutV = new int[m];
        int[] ins = new int[n];
        int[] outs = new int[n];
        for (int e = m - 1; e >= 0; e--) {
            int a = layout.u(e);
            int b = layout.v(e);
            restInU[e] = ins[a];
            restOutU[e] = outs[a];
            restInV[e] = ins[b];
            restOutV[e] = outs[b];
            outs[a]++;
            ins[b]++;
        }
    }

    /** The same in- and out-degree masks for every vertex. */
    public static ArcDegreeSpec uniform(DecisionGraph u, long in, long out, boolean balanced) {
        int n = u.vertexCount();
        long[] i = new long[n];
        long[] o = new long[n];
        boolean[] b = new boolean[n];
        Arrays.fill(i, in);
        Arrays.fill(o, out);
        Arrays.fill(b, balanced);
        return new ArcDegreeSpec(u, i, o, b);
    }

    @Override
    public int stateSize() {
        return Math.max(1, layout.width());
    }

    @Override
    public int root(int[] state, int at) {
        Arrays.fill(state, at, at + stateSize(), 0);
        // A vertex no arc touches has degrees 0 and 0.
        for (int v = 0; v < in.length; v++) {
            if (layout.firstEdge(v) < 0 && !fits(v, 0, 0, 0, 0)) {
                return REJECT;
            }
        }
        return layout.edgeCount() == 0 ? ACCEPT : 0;
    }

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        int a = layout.u(e);
        int b = layout.v(e);
        int t = take ? 1 : 0;
        if (a == b) {
            if (!step(st, at, a, layout.slotU(e), t, t, restInU[e], restOutU[e], layout.leavesU(e))) {
                return REJECT;
            }
        } else if (!step(st, at, a, layout.slotU(e), 0, t, restInU[e], restOutU[e], layout.leavesU(e))
                || !step(st, at, b, layout.slotV(e), t, 0, restInV[e], restOutV[e], layout.leavesV(e))) {
            return REJECT;
        }
        return e + 1 == layout.edgeCount() ? ACCEPT : e + 1;
    }

    private boolean step(
            int[] st, int at, int x, int slot, int addIn, int addOut, int restIn, int restOut, boolean leaves) {
        int word = st[at + slot];
        int di = (word >>> SHIFT) + addIn;
        int dout = (word & LOW) + addOut;
        if (di > MAX_DEGREE || dout > MAX_DEGREE) {
            return false;
        }
        if (leaves) {
            st[at + slot] = 0;
            return fits(x, di, dout, 0, 0);
        }
        if (!fits(x, di, dout, restIn, restOut)) {
            return false;
        }
        st[at + slot] = di << SHIFT | dout;
        return true;
    }

    /** Whether degrees (di + i, dout + o) with i ≤ restIn, o ≤ restOut can meet x's constraints. */
    private boolean fits(int x, int di, int dout, int restIn, int restOut) {
        long wi = reach(in[x], di, restIn);
        long wo = reach(out[x], dout, restOut);
        if (wi == 0 || wo == 0) {
            return false;
        }
        if (!balanced[x]) {
            return true;
        }
        // Some common value: in-degree k reachable and out-degree k reachable.
        long ki = wi << di;
        long ko = wo << dout;
        return (ki & ko) != 0;
    }

    /** Allowed values d + j (0 ≤ j ≤ rest) of {@code mask}, as bits j. */
    private static long reach(long mask, int d, int rest) {
        long window = rest >= 62 ? -1L : (1L << (rest + 1)) - 1;
        return (mask >>> d) & window;
    }

    @Override
    public DecisionGraph universe() {
        return universe;
    }
}
