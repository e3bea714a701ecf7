package dev.shannon.app;

import dev.shannon.app.cli.CommandDeadline;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.nio.charset.StandardCharsets;

/** Entry point of the {@code shannon} command. */
public final class Main {
    /** Standard error without the buffering and encoding of {@code System.err}, which allocate. */
    private static final FileOutputStream STANDARD_ERROR = new FileOutputStream(FileDescriptor.err);

    private Main() {}

    public static void main(String[] args) {
        // This process is the command's own: a --time-limit may end it (CommandDeadline).
        System.setProperty(CommandDeadline.HALT_PROPERTY, "true");
        Thread.setDefaultUncaughtExceptionHandler(Main::threadDied);
        int status = run(args);
        try {
            System.exit(status);
        } catch (Throwable e) { // NOPMD: exiting near a full heap can itself fail; the status must stand
            // A second OutOfMemoryError here left the process with status 1 and no word.
            Runtime.getRuntime().halt(status);
        }
    }

    /**
     * A thread other than the command's died (a GraphSet worker out of memory, most likely). The
     * command's own thread reports what went wrong in one line; the JVM's default would first
     * print "Exception in thread …" and a stack trace (issue 29, §6). Other errors get one line.
     */
    private static void threadDied(Thread thread, Throwable e) {
        if (e instanceof OutOfMemoryError) {
            return;
        }
        try {
            System.err.println("shannon: internal error in thread " + thread.getName() + ": " + e);
        } catch (Throwable unprintable) { // NOPMD: nothing more can be done for this thread
            // nothing
        }
    }

    /** Runs the command line and returns its exit status (0 ok, 1 internal error, 2 bad input). */
    public static int run(String... args) {
        // Made before the command runs: when the heap is full, GraphSet's workers may still hold it
        // while this thread reports, and building the line then failed too; the second
        // OutOfMemoryError left the process silently with status 1.
        byte[] outOfMemoryLine = outOfMemoryLine();
        try {
            return ShannonCommand.commandLine(args).execute(args);
        } catch (OutOfMemoryError e) {
            // The searches keep to a memory limit; this is for what they could not foresee. One line, not a trace.
            writeQuietly(outOfMemoryLine);
            return 2;
        }
    }

    private static byte[] outOfMemoryLine() {
        return ("shannon: out of memory (the JVM may use "
                        + (Runtime.getRuntime().maxMemory() >> 20)
                        + " MiB): ask for something smaller, or give Java more with SHANNON_JAVA_OPTS=-Xmx…"
                        + System.lineSeparator())
                .getBytes(StandardCharsets.UTF_8);
    }

    /** Writes a prepared line; if even that fails, the exit status still says what happened. */
    private static void writeQuietly(byte[] line) {
        try {
            System.err.flush();
            STANDARD_ERROR.write(line);
        } catch (Throwable unprintable) { // NOPMD: an OutOfMemoryError here must not change the exit status
            // nothing more can be done
        }
    }
}
