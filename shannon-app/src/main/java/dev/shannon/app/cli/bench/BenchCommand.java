package dev.shannon.app.cli.bench;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code shannon bench}: speed measurements whose results go into BENCHMARKS.md. */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        description = "Measure speed (median of repeated runs on a warm JVM). Results are recorded in BENCHMARKS.md.",
        subcommands = {SwitchingBench.class, FlowBench.class})
public final class BenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
