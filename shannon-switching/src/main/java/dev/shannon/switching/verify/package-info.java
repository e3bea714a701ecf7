/**
 * Independent verifiers of the Lehman solver, trusting no theorem of the game:
 * {@link dev.shannon.switching.verify.MinimaxSolver} (memoized brute-force search with speed-only
 * options and a {@link dev.shannon.switching.verify.PositionVisitor} hook, e.g.
 * {@link dev.shannon.switching.verify.LehmanAudit}) and
 * {@link dev.shannon.switching.verify.NashWilliamsTutte} (the two-trees condition by brute force
 * over vertex sets and partitions).
 */
package dev.shannon.switching.verify;
