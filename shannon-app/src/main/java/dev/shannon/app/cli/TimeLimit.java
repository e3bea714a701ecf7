package dev.shannon.app.cli;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.function.Supplier;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/**
 * {@code --time-limit}, a deadline on the whole command ({@link CommandDeadline}), as a picocli
 * mixin. Each command has its own default — a table of boards may take minutes where a generator
 * should answer within one — so a command that mixes this in says its default by its annotation
 * {@link Default}; {@link Defaults} hands it to picocli, which then shows it in the help
 * ("default: 600") and applies it when the option is left out.
 */
public final class TimeLimit {
    /** The option's name, as the deadline's messages quote it. */
    public static final String OPTION = "--time-limit";

    /** On a command with a {@code --time-limit}: how many seconds it gives itself when the option is left out. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    public @interface Default {
        int value();
    }

    @Option(
            names = OPTION,
            paramLabel = "SECONDS",
            description = "Give up after this many seconds for the whole command, exit 2 (default: ${DEFAULT-VALUE}).")
    double seconds;

    /** The limit in seconds (the command's default unless given). */
    public double seconds() {
        return seconds;
    }

    /** Starts the clock; a limit that is not positive or beyond {@link CommandDeadline#MAX_SECONDS} is refused. */
    public CommandDeadline start() {
        return CommandDeadline.start(OPTION, seconds);
    }

    /** Runs {@code work} within the limit; if the deadline stops it, the command ends with one line naming the limit. */
    public <T> T run(Supplier<T> work) {
        try (CommandDeadline deadline = start()) {
            return deadline.run(work);
        }
    }

    /**
     * The picocli default provider that gives {@code --time-limit} the default of the command it is
     * on (installed on the whole command tree by {@code ShannonCommand}); for every other option,
     * and a {@code --time-limit} a command declares itself, it has nothing to say, so their own
     * {@code defaultValue}s apply.
     */
    public static final class Defaults implements IDefaultValueProvider {
        @Override
        public String defaultValue(ArgSpec arg) {
            if (!(arg instanceof OptionSpec option) || !OPTION.equals(option.longestName())) {
                return null;
            }
            Object command = arg.command().userObject();
            Default seconds = command.getClass().getAnnotation(Default.class);
            if (seconds != null) {
                return Integer.toString(seconds.value());
            }
            if (arg.defaultValue() != null) {
                return null; // a --time-limit of the command's own, with a meaning of its own (solve's minimax clock)
            }
            throw new IllegalStateException(command.getClass().getName() + " has a " + OPTION
                    + " but does not say its default (annotate it @TimeLimit.Default)");
        }
    }
}
