package dev.shannon.matroid;

/** M \ D on the same ground set, D's elements left as loops. */
final class DeletionView implements Matroid {
    private final Matroid m;
    private final long[] deleted;

    DeletionView(Matroid m, long[] deleted) {
        this.m = m;
        this.deleted = deleted.clone();
    }

    @Override
    public int size() {
        return m.size();
    }

    @Override
    public int rank(long[] set) {
        return m.rank(Bits.minus(set, deleted));
    }

    @Override
    public String describe() {
        return m.describe() + " \\ " + Bits.toString(deleted);
    }
}
