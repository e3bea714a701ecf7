package dev.shannon.census;

/**
 * Shard {@code index} of {@code count}: the items {@code [size·index/count, size·(index+1)/count)} of a
 * graph family of {@code size} items. Shards of one family are disjoint and cover it.
 */
public record Shard(int index, int count) {
    public Shard {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("no shard " + index + " of " + count);
        }
    }

    /** The first item of this shard. */
    public long from(long size) {
        return Math.multiplyExact(size, (long) index) / count;
    }

    /** One past the last item of this shard. */
    public long to(long size) {
        return Math.multiplyExact(size, (long) index + 1) / count;
    }
}
