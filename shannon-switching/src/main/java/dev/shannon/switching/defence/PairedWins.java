package dev.shannon.switching.defence;

import java.util.List;
import java.util.Locale;

/**
 * Two defenders' games paired by seed: game i of each met the same opening and the same attacker
 * seed, so where only one of them won, that defender did better in that game. The exact two-sided
 * sign test (McNemar's test for small counts) asks whether such games split unevenly by more than
 * chance: under "the defenders are equally strong" each goes either way with probability 1/2.
 *
 * @param onlyFirst games the first defender won and the second lost
 * @param onlySecond games the second won and the first lost
 * @param games     games paired
 */
public record PairedWins(int onlyFirst, int onlySecond, int games) {
    /** Pairs game i of {@code first} with game i of {@code second} (true: the defender won). */
    public static PairedWins of(List<Boolean> first, List<Boolean> second) {
        if (first.size() != second.size()) {
            throw new IllegalArgumentException(
                    "paired runs need as many games each, got " + first.size() + " and " + second.size());
        }
        int a = 0;
        int b = 0;
        for (int i = 0; i < first.size(); i++) {
            if (first.get(i) && !second.get(i)) {
                a++;
            } else if (second.get(i) && !first.get(i)) {
                b++;
            }
        }
        return new PairedWins(a, b, first.size());
    }

    /** The two-sided p-value of the exact sign test on the games only one defender won (1 if there are none). */
    public double signTestP() {
        int n = onlyFirst + onlySecond;
        int k = Math.min(onlyFirst, onlySecond);
        // P(X <= k) for X ~ Binomial(n, 1/2), summed in logs so that n in the thousands does not underflow.
        double tail = 0;
        double logChoose = 0;
        for (int i = 0; i <= k; i++) {
            if (i > 0) {
                logChoose += Math.log(n - i + 1) - Math.log(i);
            }
            tail += Math.exp(logChoose - n * Math.log(2));
        }
        return Math.min(1, 2 * tail);
    }

    /** "3/11, p=0.06": games only the first won, only the second won, and the sign test. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%d/%d, p=%.2g", onlyFirst, onlySecond, signTestP());
    }
}
