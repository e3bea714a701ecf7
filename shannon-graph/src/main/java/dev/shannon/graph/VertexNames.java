package dev.shannon.graph;

/**
 * What a vertex name may be, in one place for every reader (text, JSON, records, matroid files,
 * web bodies) and for {@link Multigraph.Builder} itself: valid Unicode, without control
 * characters. Valid Unicode means no half of a surrogate pair: JSON can spell one
 * ({@code "\ud800"}), and printed it becomes '?', so that two distinct names would print as one
 * and a reader of the output would merge them (issue 29, §4).
 */
public final class VertexNames {
    private VertexNames() {}

    /** True when {@code text} is a well-formed UTF-16 string: every surrogate is half of a pair. */
    public static boolean isValidUnicode(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    /** True when {@code name} holds a C0 or C1 control character or DEL. */
    public static boolean hasControlCharacter(CharSequence name) {
        return name.chars().anyMatch(Character::isISOControl);
    }

    /** Why {@code name} cannot be a vertex name, or null when it can. */
    public static String problem(CharSequence name) {
        if (!isValidUnicode(name)) {
            return "a vertex name is not valid Unicode (it holds half of a UTF-16 surrogate pair)";
        }
        if (hasControlCharacter(name)) {
            return "a vertex name contains a control character (such as NUL or ESC)";
        }
        return null;
    }
}
