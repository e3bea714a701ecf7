package dev.shannon.matroid;

/** The dual of a matroid through its rank function (Whitney): r*(X) = |X| + r(E - X) - r(E). */
final class DualView implements Matroid {
    private final Matroid m;
    private final int fullRank;

    DualView(Matroid m) {
        this.m = m;
        this.fullRank = m.rank();
    }

    @Override
    public int size() {
        return m.size();
    }

    @Override
    public int rank(long[] set) {
        return Bits.count(set) + m.rank(Bits.complement(set, m.size())) - fullRank;
    }

    @Override
    public Matroid dual() {
        return m;
    }

    @Override
    public String describe() {
        return "dual of " + m.describe();
    }
}
