package dev.shannon.zdd.core;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link IntChunks#copyOut} reads what {@link IntChunks#get} reads, and {@link IntChunks#copyIn}
 * writes what {@link IntChunks#set} writes, across chunk boundaries too.
 */
class IntChunksCopyTest {
    private static final int ENTRIES = 2 * IntChunks.SIZE + 1000;
    private static final IntChunks CHUNKS = filled();

    private static IntChunks filled() {
        IntChunks c = new IntChunks(MemoryBudget.unlimited(), "test");
        for (int i = 0; i < ENTRIES; i++) {
            c.add(i * 31 + 7);
        }
        return c;
    }

    @Property(tries = 300)
    void copiesAnyRange(
            @ForAll @IntRange(min = 0, max = ENTRIES) int from, @ForAll @IntRange(min = 0, max = 3000) int len) {
        int start = Math.min(from, ENTRIES - len);
        int[] out = new int[len + 1];
        out[len] = -1;
        CHUNKS.copyOut(start, out, len);
        for (int i = 0; i < len; i++) {
            assertThat(out[i]).isEqualTo(CHUNKS.get(start + i));
        }
        assertThat(out[len]).as("nothing written past the range").isEqualTo(-1);
    }

    @Property(tries = 100)
    void copiesAcrossEachBoundary(
            @ForAll @IntRange(min = 1, max = 2) int boundary, @ForAll @IntRange(min = 0, max = 2000) int before) {
        int start = boundary * IntChunks.SIZE - before;
        int len = before + 500;
        int[] out = new int[len];
        CHUNKS.copyOut(start, out, len);
        for (int i = 0; i < len; i++) {
            assertThat(out[i]).isEqualTo(CHUNKS.get(start + i));
        }
    }

    @Property(tries = 200)
    void copyInWritesWhatSetWrites(
            @ForAll @IntRange(min = 0, max = ENTRIES) int from, @ForAll @IntRange(min = 0, max = 3000) int len) {
        int start = Math.min(from, ENTRIES - len);
        IntChunks copied = new IntChunks(MemoryBudget.unlimited(), "test");
        IntChunks set = new IntChunks(MemoryBudget.unlimited(), "test");
        copied.extend(ENTRIES);
        set.extend(ENTRIES);
        int[] src = new int[len];
        for (int i = 0; i < len; i++) {
            src[i] = i * 17 + 3;
            set.set(start + i, src[i]);
        }
        copied.copyIn(start, src, len);
        // Fresh chunks read 0, so every entry, written or not, must agree.
        for (int i = Math.max(0, start - 10); i < Math.min(ENTRIES, start + len + 10); i++) {
            assertThat(copied.get(i)).as("entry %d", i).isEqualTo(set.get(i));
        }
    }
}
