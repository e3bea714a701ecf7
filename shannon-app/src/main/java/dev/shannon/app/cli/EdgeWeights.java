package dev.shannon.app.cli;

import dev.shannon.zdd.Edge;
import dev.shannon.zdd.Subgraph;
import dev.shannon.zdd.Universe;
import java.math.BigDecimal;
import java.util.Arrays;

/**
 * The edge weights of {@code count --min-weight}, read as exact decimals and summed without
 * rounding. The search for the lightest member adds weights in {@code double}s; written in units
 * of the finest decimal place used (a weight of 2.25 with a finest place of 0.01 is 225 units),
 * every weight and every partial sum is an integer, and while the magnitudes of all weights add
 * up to at most 2<sup>53</sup> units no sum is ever rounded. Weights beyond that are refused
 * rather than minimised approximately (with {@code 1e16 1 -1e16 0.5} a plain {@code double}
 * sum takes 1e16 + 1 - 1e16 for 0). See docs/formats.md, "Edge weights".
 */
final class EdgeWeights {
    /** The most decimal places a weight may have. */
    static final int MAX_DECIMALS = 9;
    /** 2^53: every integer up to it is a {@code double}. */
    private static final BigDecimal EXACT_UNITS = BigDecimal.valueOf(1L << 53);

    private final BigDecimal[] exact;
    private final double[] units;

    private EdgeWeights(BigDecimal[] exact, double[] units) {
        this.exact = exact;
        this.units = units;
    }

    /** One weight per edge of {@code u}, in the universe's edge order, from weights in input order. */
    static EdgeWeights parse(String source, String[] tokens, Universe u) {
        if (tokens.length != u.edgeCount()) {
            throw new IllegalArgumentException(
                    source + ": " + tokens.length + " weights for " + u.edgeCount() + " edges");
        }
        BigDecimal[] byInput = new BigDecimal[tokens.length];
        int decimals = 0;
        for (int i = 0; i < tokens.length; i++) {
            byInput[i] = number(source, tokens[i]);
            decimals = Math.max(
                    decimals, Math.max(0, byInput[i].stripTrailingZeros().scale()));
        }
        if (decimals > MAX_DECIMALS) {
            throw new IllegalArgumentException(
                    source + ": weights may have at most " + MAX_DECIMALS + " decimal places, to be summed exactly");
        }
        BigDecimal magnitude = BigDecimal.ZERO;
        for (BigDecimal w : byInput) {
            magnitude = magnitude.add(w.abs());
        }
        if (magnitude.movePointRight(decimals).compareTo(EXACT_UNITS) > 0) {
            throw new IllegalArgumentException(
                    source + ": the weights' magnitudes add up to " + magnitude.toPlainString()
                            + ", more than can be summed exactly (2^53 units of "
                            + BigDecimal.ONE.movePointLeft(decimals).toPlainString() + ")");
        }
        BigDecimal[] exact = new BigDecimal[tokens.length];
        double[] units = new double[tokens.length];
        for (int e = 0; e < exact.length; e++) {
            exact[e] = byInput[u.inputIndex(e)];
            units[e] = exact[e].movePointRight(decimals).doubleValue();
        }
        return new EdgeWeights(exact, units);
    }

    /** Weight 1 on every edge. */
    static EdgeWeights ones(Universe u) {
        BigDecimal[] exact = new BigDecimal[u.edgeCount()];
        Arrays.fill(exact, BigDecimal.ONE);
        double[] units = new double[u.edgeCount()];
        Arrays.fill(units, 1.0);
        return new EdgeWeights(exact, units);
    }

    private static BigDecimal number(String source, String token) {
        String t = token.toLowerCase(java.util.Locale.ROOT);
        if (t.equals("nan") || t.contains("inf")) {
            throw new IllegalArgumentException(source + ": weight '" + token + "' is not finite");
        }
        BigDecimal w;
        try {
            w = new BigDecimal(token);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(source + ": '" + token + "' is not a number");
        }
        // A huge exponent (1e400, 1e-999999) is not a weight anyone minimises over; refuse it before
        // any arithmetic on it.
        if (w.signum() != 0
                && ((long) w.precision() - w.scale() > 16
                        || w.stripTrailingZeros().scale() > MAX_DECIMALS)) {
            throw new IllegalArgumentException(source + ": weight '" + token + "' is out of range (at most 16 digits"
                    + " before the point and " + MAX_DECIMALS + " after)");
        }
        return w;
    }

    /** The weights in units of the finest decimal place, in the universe's edge order: exact integers. */
    double[] units() {
        return units.clone();
    }

    /** The exact total weight of {@code g}, as the nearest {@code double} (how it is printed). */
    double weightOf(Subgraph g) {
        BigDecimal sum = BigDecimal.ZERO;
        for (Edge e : g.edgeList()) {
            sum = sum.add(exact[e.index()]);
        }
        return sum.doubleValue();
    }
}
