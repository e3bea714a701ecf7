package dev.shannon.matroid;

/**
 * Counts oracle calls: every rank evaluation is one call, and so is every fundamental-circuit
 * question a representation answers directly. Shared by a matroid and the duals and minors
 * made from it, so one count covers a whole solve. Not thread-safe: one counter per solve.
 */
public final class OracleCounter {
    private long rankCalls;
    private long circuitCalls;

    public long rankCalls() {
        return rankCalls;
    }

    public long circuitCalls() {
        return circuitCalls;
    }

    public long total() {
        return rankCalls + circuitCalls;
    }

    void countRank() {
        rankCalls++;
    }

    void countCircuit() {
        circuitCalls++;
    }

    /** {@code m} with every call counted here. */
    public Matroid count(Matroid m) {
        return m instanceof Counted c && c.counter == this ? m : new Counted(m, this);
    }

    private static final class Counted implements Matroid {
        private final Matroid m;
        private final OracleCounter counter;

        Counted(Matroid m, OracleCounter counter) {
            this.m = m;
            this.counter = counter;
        }

        @Override
        public int size() {
            return m.size();
        }

        @Override
        public int rank(long[] set) {
            counter.countRank();
            return m.rank(set);
        }

        @Override
        public ExchangeOracle exchange(long[] independent) {
            ExchangeOracle inner = m.exchange(independent);
            if (inner instanceof RankExchange) {
                // Answered by rank calls: let those be counted one by one.
                return new RankExchange(this, independent);
            }
            return new ExchangeOracle() {
                @Override
                public long[] circuit(int x) {
                    counter.countCircuit();
                    return inner.circuit(x);
                }

                @Override
                public void add(int x) {
                    inner.add(x);
                }
            };
        }

        @Override
        public Matroid dual() {
            return new Counted(m.dual(), counter);
        }

        @Override
        public Matroid contract(long[] elements) {
            return new Counted(m.contract(elements), counter);
        }

        @Override
        public Matroid delete(long[] elements) {
            return new Counted(m.delete(elements), counter);
        }

        @Override
        public String describe() {
            return m.describe();
        }
    }
}
