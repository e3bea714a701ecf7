package dev.shannon.census;

/**
 * Sees every position the census search solves, once per table entry, with the search's answer.
 * The matrix is only valid during the call.
 */
interface PositionCheck {
    /**
     * @param code        the position's canonical {@link MinorCode}
     * @param n           vertices (s = 0, t = 1)
     * @param w           multiplicities, row-major with stride 8 (the position's live edges only)
     * @param shortToMove who moves
     * @param shortWins   the search's answer
     */
    void check(long code, int n, int[] w, boolean shortToMove, boolean shortWins);
}
