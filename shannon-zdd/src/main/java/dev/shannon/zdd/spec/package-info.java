/**
 * Frontier specs: each family of subgraphs as a small state machine over the edges
 * ({@link dev.shannon.zdd.spec.FrontierSpec}).
 *
 * <p>Writing a new graph class means writing one spec: choose what a partial choice must
 * remember about the frontier ({@link dev.shannon.zdd.spec.FrontierLayout} gives every frontier
 * vertex a slot), make that canonical, and decide per edge. {@link
 * dev.shannon.zdd.spec.EdgeCountSpec} is the smallest example; {@link
 * dev.shannon.zdd.spec.MateSpec}-based {@link dev.shannon.zdd.spec.PathSpec} and {@link
 * dev.shannon.zdd.spec.CycleSpec} (Knuth's SIMPATH), {@link dev.shannon.zdd.spec.ConnectivitySpec}
 * (component partitions: trees, forests, connected subgraphs, Steiner trees, reliability),
 * {@link dev.shannon.zdd.spec.DegreeSpec} (degree sets, matchings, k-factors), {@link
 * dev.shannon.zdd.spec.ForbiddenEdgeSetsSpec}, {@link dev.shannon.zdd.spec.LinearConstraintSpec}
 * and {@link dev.shannon.zdd.spec.CliqueSpec} cover the rest; {@link
 * dev.shannon.zdd.spec.IntersectionSpec} combines any of them in one search.
 */
package dev.shannon.zdd.spec;
