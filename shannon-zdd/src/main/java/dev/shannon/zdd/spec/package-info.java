/**
 * The specs: each family of subgraphs as a small state machine over the edges in decision order
 * ({@link dev.shannon.zdd.spec.FrontierSpec}, after TdZdd's "DD spec"), and what writing one takes
 * ({@link dev.shannon.zdd.spec.FrontierLayout} for frontier slots,
 * {@link dev.shannon.zdd.spec.PackedSlots} for packing them, {@link dev.shannon.zdd.spec.VertexNumbers}
 * and {@link dev.shannon.zdd.spec.EdgeNumbers} for checking arguments).
 *
 * <p>A spec is made for one graph, which it sees as a {@link dev.shannon.zdd.spec.DecisionGraph}:
 * vertices and edges numbered, edges in the order they are decided. That is all of the universe a
 * spec needs, so this package names nothing of {@code dev.shannon.zdd}; the universes, families and
 * set algebra there are built from specs ({@code GraphSets}, {@code GraphSet.build}), so the
 * dependency runs one way, from the families to the specs ({@code PackageLayersTest}). The engine
 * that runs a spec sees it only through its {@code core.SearchSpec} contract.
 */
package dev.shannon.zdd.spec;
