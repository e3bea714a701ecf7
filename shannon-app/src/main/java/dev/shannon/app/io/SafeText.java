package dev.shannon.app.io;

/**
 * Text from the input made safe to print in a message: control characters (NUL, BEL, ESC, DEL,
 * the C1 range), the line and paragraph separators, the bidirectional overrides and unpaired
 * surrogates are written as escapes ({@code \x1b}, {@code \u202e}), so a message can never
 * colour a terminal, ring its bell, move its cursor, reorder what it shows or break a line.
 */
public final class SafeText {
    private SafeText() {}

    public static String escape(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean pair = Character.isHighSurrogate(c)
                    && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1));
            if (pair) {
                if (sb != null) {
                    sb.append(c).append(text.charAt(i + 1));
                }
                i++;
                continue;
            }
            if (!unsafe(c)) {
                if (sb != null) {
                    sb.append(c);
                }
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            sb.append(c < 0x100 ? String.format("\\x%02x", (int) c) : String.format("\\u%04x", (int) c));
        }
        return sb == null ? text : sb.toString();
    }

    private static boolean unsafe(char c) {
        return Character.isISOControl(c)
                || Character.isSurrogate(c)
                || c == '\u2028'
                || c == '\u2029'
                || (c >= '\u202a' && c <= '\u202e')
                || (c >= '\u2066' && c <= '\u2069')
                || c == '\u200e'
                || c == '\u200f'
                || c == '\u061c';
    }
}
