package dev.shannon.app.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Where a command's answer goes and in which form: {@code --json} and the command's standard
 * output; a picocli mixin. What each command prints with {@code --json} differs (one object, one
 * per file, per board, per position…), so the option's help is the command's own: picocli finds it
 * in {@code OutputHelp.properties} under the command's name (e.g. {@code shannon.solve.json}); the
 * contracts themselves are in docs/json.md.
 */
public final class Output {
    @Option(names = "--json", descriptionKey = "json", description = "Print JSON instead of text (docs/json.md).")
    boolean json;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** Whether the answer is to be JSON. */
    public boolean json() {
        return json;
    }

    /** The command's standard output. */
    public PrintWriter out() {
        return command.commandLine().getOut();
    }

    /** The command's standard error. */
    public PrintWriter err() {
        return command.commandLine().getErr();
    }
}
