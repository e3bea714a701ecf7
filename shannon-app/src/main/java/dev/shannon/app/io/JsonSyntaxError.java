package dev.shannon.app.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.regex.Pattern;

/**
 * Jackson's parse errors in the words of a person who wrote the JSON: where the error is, and what
 * is wrong, on one line, without the library's internals (its "Source: REDACTED" notes and the names
 * of its limit settings), which mean nothing to the author of a file or a request.
 */
public final class JsonSyntaxError {
    /** "(start marker at [Source: …; line: L, column: C])": where an unclosed array or object opened. */
    private static final Pattern START_MARKER =
            Pattern.compile("\\(start marker at \\[Source: [^;\\]]*; line: (\\d+), column: (\\d+)]\\)");
    /** ", from `StreamReadConstraints.getMaxNestingDepth()`" and the like, inside a limit's message. */
    private static final Pattern SETTING_NAME = Pattern.compile(",? from `[A-Za-z.]+\\(\\)`");

    private JsonSyntaxError() {}

    /** " at line L, column C: what is wrong" (no location when Jackson has none, as for limits). */
    public static String describe(JsonProcessingException e) {
        String where = e.getLocation() == null || e.getLocation().getLineNr() < 0
                ? ""
                : " at line " + e.getLocation().getLineNr() + ", column "
                        + e.getLocation().getColumnNr();
        return where + ": " + plain(e.getOriginalMessage());
    }

    /** The first line of a Jackson message with its internals put in plain words. */
    static String plain(String message) {
        if (message == null || message.isBlank()) {
            return "unreadable";
        }
        String first = message.strip().lines().findFirst().orElse("unreadable");
        first = START_MARKER.matcher(first).replaceAll("(opened at line $1, column $2)");
        return SETTING_NAME.matcher(first).replaceAll("").strip();
    }
}
