package dev.shannon.matroid;

/** U(r, n): n elements, every set of at most r of them independent. */
public final class UniformMatroid implements Matroid {
    /** The most elements accepted. */
    public static final int MAX_ELEMENTS = 1 << 14;

    private final int r;
    private final int n;

    public UniformMatroid(int r, int n) {
        if (n < 0 || n > MAX_ELEMENTS) {
            throw new IllegalArgumentException("uniform matroid size must be 0.." + MAX_ELEMENTS + ", got " + n);
        }
        if (r < 0 || r > n) {
            throw new IllegalArgumentException("uniform matroid rank must be 0.." + n + ", got " + r);
        }
        this.r = r;
        this.n = n;
    }

    @Override
    public int size() {
        return n;
    }

    @Override
    public int rank(long[] set) {
        return Math.min(r, Bits.count(set));
    }

    /** In U(r, n) an independent set of size r plus any element is a circuit; below r nothing is dependent. */
    @Override
    public ExchangeOracle exchange(long[] independent) {
        long[] set = independent.clone();
        return new ExchangeOracle() {
            private int size = Bits.count(set);

            @Override
            public long[] circuit(int x) {
                return size < r ? null : set.clone();
            }

            @Override
            public void add(int x) {
                Bits.set(set, x);
                size++;
            }
        };
    }

    @Override
    public UniformMatroid dual() {
        return new UniformMatroid(n - r, n);
    }

    @Override
    public String describe() {
        return "uniform U(" + r + "," + n + ")";
    }
}
