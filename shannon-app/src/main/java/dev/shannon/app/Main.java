package dev.shannon.app;

import dev.shannon.app.cli.ShannonCommand;

/** Entry point of the {@code shannon} command. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit status (0 ok, 1 internal error, 2 bad input). */
    public static int run(String... args) {
        return ShannonCommand.commandLine().execute(args);
    }
}
