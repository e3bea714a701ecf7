package dev.shannon.app.cli;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A line on standard error that says a long command is still at work, like the census's progress
 * bar: after {@link #QUIET_MILLIS} without an answer it shows the time spent and the time limit,
 * rewritten in place every second, and is wiped when the command ends. Only on a terminal (as the
 * census's bar), so pipes and logs stay clean. GraphSet's searches do not report how far they
 * are, so the line gives time, not a fraction.
 */
final class WorkingLine implements AutoCloseable {
    /** Commands that answer within this never show the line. */
    static final long QUIET_MILLIS = 2_000;

    private final PrintStream err;
    private final Thread ticker;
    private volatile boolean shown;

    private WorkingLine(PrintStream err, String task, double limitSeconds) {
        this.err = err;
        long start = System.nanoTime();
        ticker = new Thread(() -> tick(task, limitSeconds, start), task + "-working-line");
        ticker.setDaemon(true);
        ticker.start();
    }

    /** The line for {@code task} (the command's name) under a limit of {@code limitSeconds}; nothing off a terminal. */
    static WorkingLine start(String task, double limitSeconds) {
        return System.console() != null ? new WorkingLine(System.err, task, limitSeconds) : null;
    }

    private void tick(String task, double limitSeconds, long start) {
        try {
            Thread.sleep(QUIET_MILLIS);
            while (true) {
                long seconds = (System.nanoTime() - start) / 1_000_000_000L;
                err.print(String.format(
                        Locale.ROOT,
                        "\r%s: working… %d:%02d (gives up at %.0f s)",
                        task,
                        seconds / 60,
                        seconds % 60,
                        limitSeconds));
                err.flush();
                shown = true;
                Thread.sleep(1_000);
            }
        } catch (InterruptedException done) {
            // the command has ended
        }
    }

    @Override
    public void close() {
        ticker.interrupt();
        try {
            ticker.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (shown) {
            err.print("\r\033[K");
            err.flush();
        }
    }
}
