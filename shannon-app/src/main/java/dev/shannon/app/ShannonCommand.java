package dev.shannon.app;

import dev.shannon.app.cli.CensusCommand;
import dev.shannon.app.cli.ConvertCommand;
import dev.shannon.app.cli.CountCommand;
import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.LoadTestCommand;
import dev.shannon.app.cli.PlayCommand;
import dev.shannon.app.cli.PuzzlesCommand;
import dev.shannon.app.cli.ServeCommand;
import dev.shannon.app.cli.SolveCommand;
import dev.shannon.app.cli.TimeLimit;
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
import java.util.List;
import java.util.ResourceBundle;
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
                "Connection games and graph puzzles: the Shannon switching game, Bridg-It, GraphSet and Tsunagaru.")
public final class ShannonCommand implements Runnable {
    /** Every subcommand, in the order help lists them (added in code, so that a run builds only its own). */
    private static final List<Class<?>> SUBCOMMANDS = List.of(
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
            PuzzlesCommand.class,
            CommandLine.HelpCommand.class);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The configured command line with every subcommand, with the project's exception handling. */
    public static CommandLine commandLine() {
        return commandLine(SUBCOMMANDS);
    }

    /**
     * The command line for {@code args}: when the first argument names a subcommand, only that
     * one is built (picocli reflects over every option of every command it is given, and its
     * classes cannot be kept in the class-data archive, being Java 5 class files: building all
     * twelve command trees was most of a small command's start-up); otherwise (help, a
     * mistyped or missing command) every one, so that help and suggestions list them all.
     */
    public static CommandLine commandLine(String... args) {
        if (args.length > 0) {
            for (Class<?> c : SUBCOMMANDS) {
                Command command = c.getAnnotation(Command.class);
                if (command.name().equals(args[0]) && c != CommandLine.HelpCommand.class) {
                    return commandLine(List.of(c));
                }
            }
        }
        return commandLine();
    }

    private static CommandLine commandLine(List<Class<?>> subcommands) {
        CommandLine cl = new CommandLine(new ShannonCommand());
        for (Class<?> c : subcommands) {
            cl.addSubcommand(c);
        }
        cl.setExecutionExceptionHandler(ShannonCommand::handleExecutionException);
        cl.setParameterExceptionHandler(ShannonCommand::handleParameterException);
        cl.setDefaultValueProvider(new TimeLimit.Defaults()); // each command's own --time-limit default
        cl.setResourceBundle(ResourceBundle.getBundle("dev.shannon.app.cli.OutputHelp")); // each command's --json help
        return cl;
    }

    private static int handleParameterException(CommandLine.ParameterException ex, String[] args) {
        PrintWriter err = ex.getCommandLine().getErr();
        err.println("shannon: " + parameterMessage(ex));
        err.flush();
        return ExitCodes.BAD_INPUT;
    }

    /**
     * The one line for a command line picocli could not read: a word where a command is expected is
     * an unknown command; otherwise picocli's message, without its own "Error: " (the line already
     * starts with "shannon: "), and where to read more.
     */
    static String parameterMessage(CommandLine.ParameterException ex) {
        CommandLine cl = ex.getCommandLine();
        String help = cl.getCommandSpec().qualifiedName() + " --help";
        if (ex instanceof CommandLine.UnmatchedArgumentException u
                && !cl.getSubcommands().isEmpty()
                && !u.getUnmatched().isEmpty()
                && !u.getUnmatched().get(0).startsWith("-")) {
            return "unknown command " + oneLine(u.getUnmatched().get(0)) + "; see " + help;
        }
        String message = oneLine(ex.getMessage()).replaceFirst("^Error: ", "");
        return message + " (see '" + help + "')";
    }

    private static int handleExecutionException(Exception ex, CommandLine cl, CommandLine.ParseResult parseResult) {
        OutOfMemoryError outOfMemory = Main.outOfMemoryCause(ex);
        if (outOfMemory != null) {
            throw outOfMemory; // Main writes its line made in advance: building one here could fail
        }
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
