package dev.shannon.matroid;

/**
 * U(r, n): n elements, every set of at most r of them independent — here with a set of loops
 * besides (the elements a game has already played), so that its minors stay uniform:
 * U(r, n) / C has rank r - |C| on the rest, U(r, n) \ D rank min(r, n - |D|).
 */
public final class UniformMatroid implements Matroid {
    /** The most elements accepted. */
    public static final int MAX_ELEMENTS = 1 << 14;

    private final int r;
    private final int n;
    private final long[] loops;

    public UniformMatroid(int r, int n) {
        if (n < 0 || n > MAX_ELEMENTS) {
            throw new IllegalArgumentException("uniform matroid size must be 0.." + MAX_ELEMENTS + ", got " + n);
        }
        if (r < 0 || r > n) {
            throw new IllegalArgumentException("uniform matroid rank must be 0.." + n + ", got " + r);
        }
        this.r = r;
        this.n = n;
        this.loops = Bits.empty(n);
    }

    /** A minor: rank r on the elements outside {@code loops}. */
    private UniformMatroid(int r, int n, long[] loops) {
        this.r = r;
        this.n = n;
        this.loops = loops;
    }

    @Override
    public int size() {
        return n;
    }

    @Override
    public int rank(long[] set) {
        return Math.min(r, Bits.count(Bits.minus(set, loops)));
    }

    @Override
    public UniformMatroid contract(long[] elements) {
        long[] more = Bits.union(loops, elements);
        int gone = Bits.count(Bits.minus(elements, loops));
        return new UniformMatroid(Math.max(0, r - gone), n, more);
    }

    @Override
    public UniformMatroid delete(long[] elements) {
        long[] more = Bits.union(loops, elements);
        return new UniformMatroid(Math.min(r, n - Bits.count(more)), n, more);
    }

    /** In U(r, n) an independent set of size r plus any element is a circuit; below r nothing is dependent. */
    @Override
    public ExchangeOracle exchange(long[] independent) {
        long[] set = independent.clone();
        return new ExchangeOracle() {
            private int size = Bits.count(set);

            @Override
            public long[] circuit(int x) {
                if (Bits.get(loops, x)) {
                    return Bits.empty(n);
                }
                return size < r ? null : set.clone();
            }

            @Override
            public void add(int x) {
                Bits.set(set, x);
                size++;
            }
        };
    }

    /** U(n - r, n) when there are no loops; with loops (which are coloops of the dual) by the rank formula. */
    @Override
    public Matroid dual() {
        return Bits.isEmpty(loops) ? new UniformMatroid(n - r, n) : new DualView(this);
    }

    @Override
    public String describe() {
        return Bits.isEmpty(loops)
                ? "uniform U(" + r + "," + n + ")"
                : "uniform U(" + r + "," + n + ") with loops " + Bits.toString(loops);
    }
}
