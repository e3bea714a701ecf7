/**
 * GraphSet: sets of subgraphs as zero-suppressed decision diagrams built by frontier-based search
 * (docs/theory.md). The API is {@code dev.shannon.zdd} (universes, families, specs, the memory
 * limit's exception) and {@code dev.shannon.zdd.order} (edge orders); the engine in
 * {@code dev.shannon.zdd.core} is not exported and may change in any release.
 */
module dev.shannon.zdd {
    requires transitive dev.shannon.graph;

    exports dev.shannon.zdd;
    exports dev.shannon.zdd.order;
}
