package dev.shannon.online;

import java.util.Locale;

/**
 * Why a game ended: by the rules (a chain, a cut, or a limited-bridges draw), a resignation, a flag fall, or because
 * nobody came back ({@link Timeouts} says when).
 */
public enum EndReason {
    RULES,
    RESIGN,
    TIME,
    ABANDONED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static EndReason parse(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
