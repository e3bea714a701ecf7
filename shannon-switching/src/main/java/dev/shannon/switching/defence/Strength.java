package dev.shannon.switching.defence;

import java.util.Locale;

/**
 * How strong a computer plays, in words that say what they mean. Every strength plays the same
 * player — exact winning moves whenever it has one, the {@link Defender} when it has lost in
 * theory — and the weaker ones slip on purpose: with the stated probability a move is a random
 * free one instead.
 */
public enum Strength {
    RELENTLESS("relentless", 0, "never errs: wins whenever it can, defends a lost game as hard as it can"),
    STRONG("strong", 0.05, "relentless, but one move in 20 is a random slip"),
    CASUAL("casual", 0.2, "relentless, but one move in 5 is a random slip"),
    BEGINNER("beginner", 0.4, "relentless, but 2 moves in 5 are random slips");

    private final String id;
    private final double errorRate;
    private final String summary;

    Strength(String id, double errorRate, String summary) {
        this.id = id;
        this.errorRate = errorRate;
        this.summary = summary;
    }

    public String id() {
        return id;
    }

    /** The probability that a move is a deliberate random slip. */
    public double errorRate() {
        return errorRate;
    }

    public String summary() {
        return summary;
    }

    /** A strength by name (any case); "perfect" is the older name of relentless, "erring" of casual. */
    public static Strength parse(String text) {
        Strength s = find(text);
        if (s == null) {
            throw new IllegalArgumentException(
                    "unknown level '" + text + "': expected relentless, strong, casual or beginner");
        }
        return s;
    }

    /** The strength of that name or older name (any case), or null if there is none. */
    public static Strength find(String text) {
        String t = normalise(text);
        switch (t) {
            case "perfect":
                return RELENTLESS;
            case "erring":
                return CASUAL;
            default:
                break;
        }
        for (Strength s : values()) {
            if (s.id.equals(t)) {
                return s;
            }
        }
        return null;
    }

    /** A level name as it is compared: stripped, lower case, "" for null. */
    public static String normalise(String text) {
        return text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
    }
}
