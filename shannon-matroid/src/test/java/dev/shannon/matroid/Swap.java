package dev.shannon.matroid;

import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.Verdict;

/** The analysis of the dual game read back: Short there is Cut here. */
final class Swap {
    private Swap() {}

    static Analysis of(Analysis dual) {
        Verdict s = dual.shortFirst();
        Verdict c = dual.cutFirst();
        return Analysis.of(
                new Verdict(Player.SHORT, c.winner().opponent(), c.winningMoves()),
                new Verdict(Player.CUT, s.winner().opponent(), s.winningMoves()));
    }
}
