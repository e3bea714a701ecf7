/**
 * GraphSet: sets of subgraphs as zero-suppressed decision diagrams built by frontier-based search
 * (docs/theory.md). The API is {@code dev.shannon.zdd} (universes, families, the memory limit's
 * exception), {@code dev.shannon.zdd.spec} (the specs: the state machines families are built from,
 * depending on nothing else of the API), {@code dev.shannon.zdd.order} (edge orders) and {@code dev.shannon.zdd.count} (counting on grids without a diagram); the engine in
 * {@code dev.shannon.zdd.core} is not exported and may change in any release.
 */
module dev.shannon.zdd {
    requires transitive dev.shannon.graph;

    exports dev.shannon.zdd;
    exports dev.shannon.zdd.count;
    exports dev.shannon.zdd.order;
    exports dev.shannon.zdd.spec;
}
