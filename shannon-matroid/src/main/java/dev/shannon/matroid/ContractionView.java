package dev.shannon.matroid;

/** M / C on the same ground set, C's elements left as loops. */
final class ContractionView implements Matroid {
    private final Matroid m;
    private final long[] contracted;
    private final int contractedRank;

    ContractionView(Matroid m, long[] contracted) {
        this.m = m;
        this.contracted = contracted.clone();
        this.contractedRank = m.rank(contracted);
    }

    @Override
    public int size() {
        return m.size();
    }

    @Override
    public int rank(long[] set) {
        return m.rank(Bits.union(set, contracted)) - contractedRank;
    }

    @Override
    public String describe() {
        return m.describe() + " / " + Bits.toString(contracted);
    }
}
