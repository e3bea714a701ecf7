package dev.shannon.app.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** Checks on a file a command is about to write, so a bad path is one clear line before any work. */
public final class OutputFiles {
    private OutputFiles() {}

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

    /**
     * Writes {@code text} (UTF-8) so that {@code file} is either left as it was or holds all of it:
     * to a temporary file beside it, then renamed over it. If the write fails (a full disk), the
     * temporary file is removed and nothing is left behind. A path that is not a regular file
     * (a device, a pipe) is written directly.
     */
    public static void writeAtomically(Path file, String text) throws IOException {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return;
        }
        Path parent = file.toAbsolutePath().getParent();
        // Beside the file (a rename never crosses file systems), created with the usual permissions.
        Path temp = parent.resolve(
                "." + file.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
        boolean moved = false;
        try {
            try (FileChannel channel =
                    FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }
}
