package dev.shannon.app.io;

import java.util.Locale;

/** How a graph file is written. AUTO looks at the name, then at the content. */
public enum GraphInputFormat {
    AUTO,
    TEXT,
    JSON,
    GRAPH6;

    /** The format of {@code text} named {@code name}, when this is AUTO. */
    public GraphInputFormat resolve(String name, String text) {
        if (this != AUTO) {
            return this;
        }
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".json")) {
            return JSON;
        }
        if (lower.endsWith(".g6") || lower.endsWith(".graph6")) {
            return GRAPH6;
        }
        String trimmed = text.strip();
        if (looksLikeJsonObject(trimmed)) {
            return JSON;
        }
        if (trimmed.startsWith(">>graph6<<") || looksLikeGraph6(trimmed)) {
            return GRAPH6;
        }
        return TEXT;
    }

    /**
     * A JSON object opens with '{' and then a key in quotes or '}' — a text edge list whose first
     * name merely starts with '{' (names may) does not.
     */
    private static boolean looksLikeJsonObject(String s) {
        if (!s.startsWith("{")) {
            return false;
        }
        String rest = s.substring(1).stripLeading();
        return rest.isEmpty() || rest.charAt(0) == '"' || rest.charAt(0) == '}';
    }

    /** One token of graph6 characters whose size header matches its length. */
    private static boolean looksLikeGraph6(String s) {
        if (s.isEmpty() || s.chars().anyMatch(c -> c < 63 || c > 126)) {
            return false;
        }
        int n = s.charAt(0) - 63;
        if (n >= 63) {
            return false;
        }
        long bits = (long) n * (n - 1) / 2;
        return s.length() == 1 + (bits + 5) / 6;
    }
}
