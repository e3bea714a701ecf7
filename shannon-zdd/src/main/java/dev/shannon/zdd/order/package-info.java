/**
 * Edge orders for universes. The cost of frontier-based search grows exponentially with the
 * largest frontier, i.e. with the vertex separation (pathwidth) of the order; {@link
 * dev.shannon.zdd.order.EdgeOrder#FRONTIER} searches for a narrow one and {@link
 * dev.shannon.zdd.order.FrontierWidth} measures any.
 */
package dev.shannon.zdd.order;
