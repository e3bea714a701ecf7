package dev.shannon.app.cli;

import dev.shannon.app.ShannonCommand;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Runs the shannon command line in-process and captures what it prints. */
public final class CliRunner {
    /** Exit status, standard output and standard error of one run. */
    public record Result(int exit, String out, String err) {}

    private CliRunner() {}

    public static Result run(String... args) {
        return runWithInput("", args);
    }

    /** Runs with {@code stdin} as standard input (System.in is swapped for the call; tests run one at a time). */
    public static Result runWithInput(String stdin, String... args) {
        return runWithStream(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), args);
    }

    /** Runs with {@code stdin} as standard input, read as the command reads it (an endless stream, bytes that are not UTF-8). */
    public static synchronized Result runWithStream(InputStream stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = ShannonCommand.commandLine(args); // as Main builds it: only the command run
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        InputStream saved = System.in;
        System.setIn(stdin);
        try {
            int exit = cl.execute(args);
            return new Result(exit, out.toString(), err.toString());
        } finally {
            System.setIn(saved);
        }
    }
}
