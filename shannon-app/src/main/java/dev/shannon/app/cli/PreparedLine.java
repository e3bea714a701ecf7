package dev.shannon.app.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A line for standard error made in advance, for the moments when making it could fail: near a
 * full heap, building a message can itself throw {@link OutOfMemoryError}, and a second one left
 * the process silent (issue 29, §5). Writing it allocates nothing: it bypasses {@code System.err},
 * whose buffering and encoding allocate, and swallows whatever writing throws, so that the exit
 * status the caller sets still says what happened.
 */
public final class PreparedLine {
    private static final FileOutputStream STANDARD_ERROR = new FileOutputStream(FileDescriptor.err);

    private final byte[] bytes;

    private PreparedLine(byte[] bytes) {
        this.bytes = bytes;
    }

    /** The line {@code text}, ended by the platform's line separator. */
    public static PreparedLine of(String text) {
        return new PreparedLine((text + System.lineSeparator()).getBytes(StandardCharsets.UTF_8));
    }

    /** Flushes {@code System.out} and {@code System.err}, then writes the line; never throws. */
    public void writeQuietly() {
        try {
            System.out.flush();
            System.err.flush();
            STANDARD_ERROR.write(bytes);
        } catch (Throwable unprintable) { // NOPMD: even an OutOfMemoryError must not change the exit status
            // nothing more can be done
        }
    }
}
