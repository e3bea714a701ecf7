/**
 * The machinery under {@link dev.shannon.zdd.GraphSet}; not a stable API.
 *
 * <ul>
 * <li>{@link dev.shannon.zdd.core.Zdd} — an immutable reduced diagram in chunked primitive
 * arrays, children numbered before parents.</li>
 * <li>{@link dev.shannon.zdd.core.FrontierEngine} — frontier-based search, level by level:
 * states in flat hash tables, links in {@code int} arrays, reduction per level from the bottom,
 * exact counts in limbs; or counting alone without a diagram.</li>
 * <li>{@link dev.shannon.zdd.core.NodeTable}, {@link dev.shannon.zdd.core.ZddAlgebra},
 * {@link dev.shannon.zdd.core.ZddManager} — the family algebra on one shared node table and operation cache per universe, with garbage collection.</li>
 * <li>{@link dev.shannon.zdd.core.ZddCounts}, {@link dev.shannon.zdd.core.ZddMembers},
 * {@link dev.shannon.zdd.core.ZddWeights}, {@link dev.shannon.zdd.core.ZddProbability},
 * {@link dev.shannon.zdd.core.ZddText} — queries over a finished diagram.</li>
 * <li>{@link dev.shannon.zdd.core.MemoryBudget} — accounting that turns "too big" into
 * {@link dev.shannon.zdd.ZddMemoryLimitException}.</li>
 * </ul>
 */
package dev.shannon.zdd.core;
