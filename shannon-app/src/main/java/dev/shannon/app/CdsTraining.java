package dev.shannon.app;

import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The training run behind {@code ./shannon}'s class-data archive (docs/limits.md, "Start-up"):
 * the classes a run loads are the ones the archive keeps, so this runs the help (picocli and
 * every command) and a small GraphSet count (the diagram engine, which is most of what
 * {@code count} loads), with their output thrown away. Not a command: the launcher runs it
 * with {@code -XX:DumpLoadedClassList} and dumps a static archive from that list.
 */
public final class CdsTraining {
    private CdsTraining() {}

    /** The commands run, each a whole command line. */
    private static final String[][] RUNS = {
        {"--help"}, {"count", "paths", "--grid", "3x3", "--zdd-size"}, {"count", "cycles", "--grid", "3x3"},
    };

    public static void main(String[] args) {
        PrintStream out = System.out;
        System.setOut(new PrintStream(OutputStream.nullOutputStream()));
        int status = 0;
        try {
            for (String[] run : RUNS) {
                status = Math.max(status, Main.run(run));
            }
        } finally {
            System.setOut(out);
        }
        System.exit(status);
    }
}
