package dev.shannon.census.spark;

import dev.shannon.census.GraphFamily;
import java.io.Serializable;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What an executor needs to rebuild a census's family: its name, K and shard count (a few bytes
 * sent with each task, instead of the 16 million classes of K = 9). A shard's graphs depend only on
 * these, so every executor sees the same shards.
 */
record FamilySpec(String id, int vertices, int shards) implements Serializable {
    /**
     * Families already built in this JVM. A cache of immutable values keyed by their description:
     * every task of an executor needs the same family, and building the K = 9 classes takes
     * about half a minute; tasks that arrive meanwhile wait for the one build.
     */
    private static final ConcurrentHashMap<FamilySpec, GraphFamily> BUILT = new ConcurrentHashMap<>();

    static FamilySpec of(GraphFamily family) {
        return new FamilySpec(family.id(), family.vertices(), family.shardCount());
    }

    /** The family, built once per JVM. */
    GraphFamily family() {
        return BUILT.computeIfAbsent(this, s -> GraphFamily.of(s.id, s.vertices, s.shards));
    }
}
