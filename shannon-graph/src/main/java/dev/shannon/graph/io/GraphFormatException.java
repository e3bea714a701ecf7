package dev.shannon.graph.io;

/** Malformed graph input; the message names the line or field and what is wrong with it. */
public class GraphFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public GraphFormatException(String message) {
        super(message);
    }

    /** An error on a 1-based line of a named source ("graph.txt:12: ..."). */
    public static GraphFormatException atLine(String source, int line, String message) {
        return new GraphFormatException(source + ":" + line + ": " + message);
    }
}
