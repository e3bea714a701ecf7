/**
 * GraphSet: sets of subgraphs as zero-suppressed decision diagrams, built by frontier-based
 * search.
 *
 * <h2>The idea</h2>
 * A graph with m edges has 2<sup>m</sup> subgraphs (edge sets). A family of them — all simple
 * paths between two corners of a grid, all spanning trees, all solutions of a tile puzzle — is a
 * set of subsets of the edges, and a <em>zero-suppressed decision diagram</em> (ZDD, Minato 1993)
 * stores such a family as a DAG: each node asks "is edge e in?", a member is a path from the root
 * to the 1-terminal, and an edge skipped on the way is absent. Shared subfamilies are stored
 * once, so families with 10<sup>24</sup> members fit in a million nodes, and set operations,
 * counting, sampling and optimisation run in time proportional to the diagram.
 *
 * <p>Diagrams are built by <em>frontier-based search</em> (Knuth's SIMPATH, generalised by
 * Iwashita and Minato's TdZdd): edges are decided one by one in a fixed order, and a partial
 * choice is summarised by a small state about the vertices on the "frontier" between decided and
 * undecided edges; equal states have equal futures, so they share one node. A
 * {@link dev.shannon.zdd.spec.FrontierSpec} describes a family by its states; the engine in
 * {@code core} does the rest.
 *
 * <h2>Using it</h2>
 * <pre>{@code
 * Universe grid = Universe.grid(8, 8);                       // vertices "r,c", row-major edges
 * GraphSet paths = GraphSets.paths(grid, "0,0", "7,7");      // 789,360,053,252 paths
 * GraphSet viaCentre = paths.includingVertex("4,4");         // set algebra on the diagram
 * Subgraph any = viaCentre.sample(42L);                      // uniform random member
 * Subgraph shortest = paths.minWeight(grid.weights(e -> 1)).orElseThrow();
 *
 * GraphSet tiles = GraphSets.graphs(grid)                    // several constraints, one search
 *         .allDegrees(0, 2).forbid(0, 1).components(1).build();
 * }</pre>
 *
 * <ul>
 * <li>{@link dev.shannon.zdd.Universe} — the ground graph and its edge order (no global
 * state: every {@link dev.shannon.zdd.GraphSet} knows its universe);</li>
 * <li>{@link dev.shannon.zdd.GraphSets}, {@link dev.shannon.zdd.GraphConstraints} — named
 * families and combined constraints;</li>
 * <li>{@link dev.shannon.zdd.GraphSet} — the immutable family and its operations;</li>
 * <li>{@link dev.shannon.zdd.SubgraphKind} — the kinds {@code shannon count} knows.</li>
 * </ul>
 *
 * <h2>Specs</h2>
 * Each family of subgraphs is a small state machine over the edges
 * ({@link dev.shannon.zdd.spec.FrontierSpec}). Writing a new graph class means writing one spec:
 * choose what a partial choice must remember about the frontier
 * ({@link dev.shannon.zdd.spec.FrontierLayout} gives every frontier vertex a slot), make that
 * canonical, and decide per edge. {@link dev.shannon.zdd.spec.EdgeCountSpec} is the smallest example;
 * {@link dev.shannon.zdd.spec.MateSpec}-based {@link dev.shannon.zdd.spec.PathSpec} and
 * {@link dev.shannon.zdd.spec.CycleSpec} (Knuth's SIMPATH), {@link dev.shannon.zdd.spec.ConnectivitySpec}
 * (component partitions: trees, forests, connected subgraphs, Steiner trees, reliability),
 * {@link dev.shannon.zdd.spec.DegreeSpec} (degree sets, matchings, k-factors),
 * {@link dev.shannon.zdd.spec.ForbiddenEdgeSetsSpec}, {@link dev.shannon.zdd.spec.LinearConstraintSpec}
 * and {@link dev.shannon.zdd.spec.CliqueSpec} cover the rest; {@link dev.shannon.zdd.spec.IntersectionSpec}
 * combines any of them in one search. The specs have their package, {@code dev.shannon.zdd.spec},
 * which names nothing of this one: a spec sees its universe as a
 * {@link dev.shannon.zdd.spec.DecisionGraph} (which {@link dev.shannon.zdd.Universe} implements),
 * and the families here are made from specs — one way.
 *
 * <h2>Packages</h2>
 * One way: this package uses {@code spec} (the specs), {@code core} (the engine, tables, memory
 * accounting; it sees a spec only as a {@link dev.shannon.zdd.core.SearchSpec}) and {@code order}
 * (edge orders); {@code spec} uses only {@code core}'s contract, and none of them uses this package
 * ({@code PackageLayersTest}).
 */
package dev.shannon.zdd;
