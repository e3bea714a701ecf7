package dev.shannon.switching.rating;

import java.util.List;
import java.util.Objects;

/**
 * Glicko-2 rating updates, exactly as in Mark E. Glickman, "Example of the Glicko-2 system"
 * (Boston University, 2013; steps 1–8 there). A pure function: a player's rating and the
 * results of one rating period in, the new rating out. Puzzles use it as chess sites do: every
 * attempt is a game between the player and the puzzle, won by solving it.
 */
public final class Glicko2 {
    /** The scale factor between the Glicko and Glicko-2 scales, 400 / ln 10. */
    public static final double SCALE = 173.7178;
    /** The system constant τ, which bounds how fast the volatility changes (Glickman suggests 0.3 to 1.2). */
    public static final double DEFAULT_TAU = 0.5;
    /** Convergence tolerance of step 5's iteration. */
    private static final double EPSILON = 0.000001;

    /**
     * A rating on the Glicko scale: rating r, rating deviation RD and volatility σ.
     *
     * @param rating     r (1500 for a new player)
     * @param deviation  RD (350 for a new player)
     * @param volatility σ (0.06 for a new player)
     */
    public record Rating(double rating, double deviation, double volatility) {
        public Rating {
            if (!Double.isFinite(rating)
                    || !(deviation > 0)
                    || !Double.isFinite(deviation)
                    || !(volatility > 0)
                    || !Double.isFinite(volatility)) {
                throw new IllegalArgumentException(
                        "a rating needs a finite rating, a positive deviation and a positive volatility");
            }
        }

        /** A new player: 1500, RD 350, σ 0.06. */
        public static Rating initial() {
            return new Rating(1500, 350, 0.06);
        }
    }

    /** One game of the rating period: the opponent's rating and the score (1 win, 0.5 draw, 0 loss). */
    public record Result(Rating opponent, double score) {
        public Result {
            Objects.requireNonNull(opponent, "opponent");
            if (!(score >= 0 && score <= 1)) {
                throw new IllegalArgumentException("a score is between 0 and 1, got " + score);
            }
        }
    }

    private Glicko2() {}

    /** The player's rating after the rating period's {@code games}, with τ = {@value #DEFAULT_TAU}. */
    public static Rating update(Rating player, List<Result> games) {
        return update(player, games, DEFAULT_TAU);
    }

    /** The player's rating after the rating period's {@code games} (none: only the deviation grows). */
    public static Rating update(Rating player, List<Result> games, double tau) {
        // Step 2: to the Glicko-2 scale.
        double mu = (player.rating() - 1500) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            return new Rating(player.rating(), SCALE * Math.sqrt(phi * phi + sigma * sigma), sigma);
        }
        // Steps 3 and 4: the estimated variance v and the improvement Δ.
        double vInverse = 0;
        double sum = 0;
        for (Result game : games) {
            double muJ = (game.opponent().rating() - 1500) / SCALE;
            double g = g(game.opponent().deviation() / SCALE);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            vInverse += g * g * e * (1 - e);
            sum += g * (game.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * sum;
        // Step 5: the new volatility, by the Illinois algorithm.
        double newSigma = volatility(phi, sigma, v, delta, tau);
        // Steps 6 and 7: the new deviation and rating.
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        // Step 8: back to the Glicko scale.
        return new Rating(SCALE * newMu + 1500, SCALE * newPhi, newSigma);
    }

    /** The expected score of a player against an opponent (Glicko-2's E, from the player's side). */
    public static double expectedScore(Rating player, Rating opponent) {
        double mu = (player.rating() - 1500) / SCALE;
        double muJ = (opponent.rating() - 1500) / SCALE;
        return 1 / (1 + Math.exp(-g(opponent.deviation() / SCALE) * (mu - muJ)));
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    private static double volatility(double phi, double sigma, double v, double delta, double tau) {
        double a = Math.log(sigma * sigma);
        double phi2 = phi * phi;
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phi2 + v + ex;
            return ex * (delta * delta - phi2 - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
        double bigA = a;
        double bigB;
        if (delta * delta > phi2 + v) {
            bigB = Math.log(delta * delta - phi2 - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) {
                k++;
            }
            bigB = a - k * tau;
        }
        double fA = f.applyAsDouble(bigA);
        double fB = f.applyAsDouble(bigB);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double c = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f.applyAsDouble(c);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = c;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }
}
