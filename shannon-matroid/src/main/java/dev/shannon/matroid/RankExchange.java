package dev.shannon.matroid;

/** Fundamental circuits from rank calls alone: |I| + 1 calls per question. */
final class RankExchange implements ExchangeOracle {
    private final Matroid m;
    private final long[] set;
    private int size;

    RankExchange(Matroid m, long[] independent) {
        this.m = m;
        this.set = independent.clone();
        this.size = Bits.count(set);
    }

    @Override
    public long[] circuit(int x) {
        Bits.set(set, x);
        try {
            if (m.rank(set) == size + 1) {
                return null;
            }
            long[] c = Bits.empty(m.size());
            for (int y = Bits.next(set, 0); y >= 0; y = Bits.next(set, y + 1)) {
                if (y == x) {
                    continue;
                }
                Bits.clear(set, y);
                if (m.rank(set) == size) {
                    Bits.set(c, y);
                }
                Bits.set(set, y);
            }
            return c;
        } finally {
            Bits.clear(set, x);
        }
    }

    @Override
    public void add(int x) {
        Bits.set(set, x);
        size++;
    }
}
