package dev.shannon.zdd.core;

import java.util.ArrayDeque;

/**
 * Full-size {@link IntChunks} chunks that one sequence has let go and another may take, still
 * counted against the {@link MemoryBudget}. Frontier search keeps the links of its unreduced
 * diagram in chunks and frees them level by level from the bottom while the reduction appends
 * reduced nodes, also from the bottom: through a stock the reduced diagram is written into the
 * links' memory instead of into fresh memory while the links become garbage. Not thread-safe.
 */
final class ChunkStock {
    private final MemoryBudget budget;
    private final ArrayDeque<int[]> spare = new ArrayDeque<>();

    ChunkStock(MemoryBudget budget) {
        this.budget = budget;
    }

    /** Takes in a chunk of {@link IntChunks#SIZE} ints, its bytes still reserved; its contents are stale. */
    void give(int[] chunk) {
        if (chunk.length != IntChunks.SIZE) {
            throw new IllegalArgumentException("not a full chunk: " + chunk.length);
        }
        spare.push(chunk);
    }

    /** A spare chunk (its bytes reserved on the taker's behalf, contents stale), or null. */
    int[] take() {
        return spare.poll();
    }

    int size() {
        return spare.size();
    }

    /** Returns the spare chunks' bytes to the budget. */
    void close() {
        for (int[] chunk : spare) {
            budget.release(4L * chunk.length);
        }
        spare.clear();
    }
}
