package dev.shannon.app;

import dev.shannon.app.cli.CensusCommand;
import dev.shannon.app.cli.ConvertCommand;
import dev.shannon.app.cli.CountCommand;
import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.LoadTestCommand;
import dev.shannon.app.cli.PlayCommand;
import dev.shannon.app.cli.ServeCommand;
import dev.shannon.app.cli.SolveCommand;
import dev.shannon.app.cli.UsageError;
import dev.shannon.app.cli.arena.ArenaCommand;
import dev.shannon.app.cli.bench.BenchCommand;
import dev.shannon.app.cli.bridgit.BridgitCommand;
import dev.shannon.app.cli.matroid.MatroidCommand;
import dev.shannon.app.cli.tsunagaru.TsunagaruCommand;
import dev.shannon.app.io.SafeText;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code shannon} command. Each subcommand is its own class; this one only wires them and
 * turns exceptions into the exit-status contract: one line on standard error, exit 2 for bad
 * input, exit 1 for an internal error.
 */
@Command(
        name = "shannon",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description =
                "Connection games and graph puzzles: the Shannon switching game, Bridg-It, GraphSet and Tsunagaru.",
        subcommands = {
            SolveCommand.class,
            ServeCommand.class,
            LoadTestCommand.class,
            PlayCommand.class,
            ArenaCommand.class,
            ConvertCommand.class,
            BenchCommand.class,
            BridgitCommand.class,
            CensusCommand.class,
            CountCommand.class,
            TsunagaruCommand.class,
            MatroidCommand.class,
            CommandLine.HelpCommand.class,
        })
public final class ShannonCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The configured command line, with the project's exception handling. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new ShannonCommand());
        cl.setExecutionExceptionHandler(ShannonCommand::handleExecutionException);
        cl.setParameterExceptionHandler(ShannonCommand::handleParameterException);
        return cl;
    }

    private static int handleParameterException(CommandLine.ParameterException ex, String[] args) {
        PrintWriter err = ex.getCommandLine().getErr();
        err.println("shannon: " + oneLine(ex.getMessage()) + " (see '"
                + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help')");
        err.flush();
        return ExitCodes.BAD_INPUT;
    }

    private static int handleExecutionException(Exception ex, CommandLine cl, CommandLine.ParseResult parseResult) {
        PrintWriter err = cl.getErr();
        int code;
        String message;
        if (ex instanceof IllegalArgumentException || ex instanceof UsageError) {
            code = ExitCodes.BAD_INPUT;
            message = ex.getMessage();
        } else if (ex instanceof UncheckedIOException || ex instanceof IOException) {
            code = ExitCodes.BAD_INPUT;
            Throwable cause = ex instanceof UncheckedIOException u ? u.getCause() : ex;
            message = cause instanceof NoSuchFileException nf
                    ? "no such file: " + nf.getFile()
                    : "input/output error: " + ex.getMessage();
        } else {
            code = ExitCodes.INTERNAL_ERROR;
            message = "internal error: " + ex;
        }
        err.println("shannon: " + oneLine(message));
        err.flush();
        return code;
    }

    private static String oneLine(String message) {
        if (message == null) {
            return "unknown error";
        }
        int nl = message.indexOf('\n');
        // Messages quote the input; its control characters must not reach the terminal.
        return SafeText.escape((nl >= 0 ? message.substring(0, nl) : message).strip());
    }
}
