package dev.shannon.switching.directed;

import dev.shannon.switching.Player;

/**
 * Lehman's bound looked at one round ahead, for the computer's search-free play as Short: a
 * position with Cut to move passes if after every deletion Short has a claim that the bound (the
 * undirected game on the edges he can still use) does not refute. Failing it proves nothing about
 * the directed game, so it only ranks claims; passing it proves nothing either. Each look costs up
 * to (deletions × claims) pebble games, so looks share a budget of bound evaluations: once it is
 * spent the answer is "not known" (null), and the caller stops looking. With a {@link RootedBound},
 * Short's claims are the rooted ones and a claim passes if both bounds leave him a chance.
 */
final class BoundLookahead {
    private final DirectedSearch bound;
    private final RootedBound rooted;
    private long budget;

    BoundLookahead(DirectedSearch bound, RootedBound rooted) {
        this.bound = bound;
        this.rooted = rooted;
    }

    /** Allows {@code evaluations} more bound evaluations from now on. */
    void allow(long evaluations) {
        budget = evaluations;
    }

    /** Whether {@code afterClaim} (Cut to move) passes; null once the budget is spent. */
    Boolean survivesARound(DirectedPosition afterClaim) {
        if (afterClaim.winner().isPresent()) {
            return afterClaim.winner().get() == Player.SHORT;
        }
        for (DirectedMove deletion : afterClaim.legalMoves()) {
            DirectedPosition q = afterClaim.play(deletion);
            if (q.winner().isPresent()) {
                if (q.winner().get() == Player.CUT) {
                    return false;
                }
                continue;
            }
            boolean answered = false;
            for (DirectedMove claim : q.legalMoves()) {
                if (--budget < 0) {
                    return null;
                }
                if (rooted != null && !bound.isRootedClaim(q.states(), claim)) {
                    continue;
                }
                DirectedPosition r = q.play(claim);
                if (bound.boundLeavesShortAChance(r) && (rooted == null || rooted.leavesShortAChance(r))) {
                    answered = true;
                    break;
                }
            }
            if (!answered) {
                return false;
            }
        }
        return true;
    }
}
