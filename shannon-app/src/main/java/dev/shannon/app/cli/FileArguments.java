package dev.shannon.app.cli;

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
}
