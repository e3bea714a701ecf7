package dev.shannon.app.cli.tsunagaru;

import dev.shannon.app.cli.ExitCodes;
import dev.shannon.puzzles.tsunagaru.SampleStages;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code shannon tsunagaru sample}: prints a built-in stage. */
@Command(
        name = "sample",
        mixinStandardHelpOptions = true,
        description = "Print a built-in stage (types-only), or list the names without NAME.",
        footer = {
            "",
            "Examples:",
            "  shannon tsunagaru sample",
            "  shannon tsunagaru sample world-9 | shannon tsunagaru solve -"
        })
public final class SampleCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME", description = "A sample's name.")
    String name;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (name == null) {
            SampleStages.names().forEach(out::println);
        } else {
            out.print(SampleStages.get(name));
        }
        out.flush();
        return ExitCodes.OK;
    }
}
