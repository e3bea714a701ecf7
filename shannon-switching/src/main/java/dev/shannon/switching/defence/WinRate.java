package dev.shannon.switching.defence;

import java.util.Locale;

/**
 * A win rate over {@code games} games with its 95% Wilson score interval (Wilson 1927), which,
 * unlike the normal approximation, stays inside [0, 1] and is honest at 0 or all wins.
 */
public record WinRate(int wins, int games, double low, double high) {
    private static final double Z = 1.959963984540054;

    public static WinRate of(int wins, int games) {
        if (games < 0 || wins < 0 || wins > games) {
            throw new IllegalArgumentException("need 0 <= wins <= games, got " + wins + " of " + games);
        }
        if (games == 0) {
            return new WinRate(0, 0, 0, 1);
        }
        double p = wins / (double) games;
        double z2 = Z * Z;
        double denominator = 1 + z2 / games;
        double centre = (p + z2 / (2.0 * games)) / denominator;
        double half = Z * Math.sqrt(p * (1 - p) / games + z2 / (4.0 * games * games)) / denominator;
        return new WinRate(wins, games, Math.max(0, centre - half), Math.min(1, centre + half));
    }

    public double rate() {
        return games == 0 ? 0 : wins / (double) games;
    }

    /** "73% [64–80]", percentages. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%3.0f%% [%2.0f-%3.0f]", 100 * rate(), 100 * low, 100 * high);
    }
}
