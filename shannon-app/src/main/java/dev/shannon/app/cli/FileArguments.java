package dev.shannon.app.cli;

import java.nio.file.Path;
import java.util.List;

/** Checks on the FILE arguments of the commands that read several files, '-' meaning standard input. */
public final class FileArguments {
    private FileArguments() {}

    /** Standard input holds one file: '-' may stand at most once. */
    public static void requireStandardInputOnce(List<String> files) {
        if (files.stream().filter("-"::equals).count() > 1) {
            throw new UsageError("standard input ('-') can be read only once");
        }
    }

    /** A search's time limit in seconds: positive and finite (NaN is neither). */
    public static void requirePositiveSeconds(double seconds) {
        if (!(seconds > 0) || Double.isInfinite(seconds)) {
            throw new UsageError("--time-limit must be a positive number of seconds, got " + seconds);
        }
    }

    /** How a report names the file: standard input as "<stdin>". */
    public static String displayName(String file) {
        return file.equals("-") ? "<stdin>" : file;
    }

    /**
     * The game FILE of a play command, needed unless its --record resumes a game: given, and not
     * standard input, which brings the moves. {@code what} names the game ("graph").
     */
    public static void requirePlayableFile(String file, Path record, String what) {
        if (file == null) {
            throw new UsageError(
                    "give the " + what + " FILE" + (record != null ? " (" + record + " does not exist yet)" : ""));
        }
        if (file.equals("-")) {
            throw new UsageError("play reads moves from standard input: give the " + what + " as a file");
        }
    }
}
