package dev.shannon.app.io;

import java.util.function.Function;

/**
 * Reads a game record file (docs/records.md; '-' for standard input) for any game's record class;
 * a malformed record, or one with an illegal move, is one error line naming the file.
 */
public final class RecordFiles {
    private RecordFiles() {}

    /**
     * @param parse the record class's parser; it should also replay the moves, so that an illegal
     *              one is refused here, with the file's name, rather than later
     */
    public static <R> R read(String name, Function<String, R> parse) {
        String text = InputFiles.read(name, System.in);
        try {
            return parse.apply(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(InputFiles.displayName(name) + ": " + e.getMessage(), e);
        }
    }
}
