package dev.shannon.app.io;

import java.nio.file.Files;
import java.nio.file.Path;

/** Checks on a file a command is about to write, so a bad path is one clear line before any work. */
public final class OutputFiles {
    private OutputFiles() {
    }

    /**
     * Refuses a path that is a directory, lies in no directory, or cannot be written there.
     *
     * @param label how the path was given, e.g. {@code "--out "} (may be empty)
     * @throws IllegalArgumentException naming the problem
     */
    public static void checkWritable(Path file, String label) {
        Path parent = file.toAbsolutePath().getParent();
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException(label + file + " is a directory; name a file to write");
        }
        if (parent != null && !Files.isDirectory(parent)) {
            throw new IllegalArgumentException(label + file + ": no such directory " + parent);
        }
        if (Files.exists(file) ? !Files.isWritable(file) : parent != null && !Files.isWritable(parent)) {
            throw new IllegalArgumentException(label + file + ": cannot write there");
        }
    }
}
