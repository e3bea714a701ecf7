/**
 * Edge orders for universes. The cost of frontier-based search grows exponentially with the
 * largest frontier, i.e. with the vertex separation (pathwidth) of the order; {@link
 * dev.shannon.zdd.order.EdgeOrder#FRONTIER} keeps the narrowest of several vertex-separation
 * heuristics (breadth-first sweeps, depth-first orders, a greedy, a spine layout of a spanning
 * forest) and the input order, and {@link
 * dev.shannon.zdd.order.FrontierWidth} measures any.
 */
package dev.shannon.zdd.order;
