package dev.shannon.app.cli.bridgit;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code shannon bridgit}: Gale's Bridg-It on n×(n+1) boards. Only wires its subcommands. */
@Command(
        name = "bridgit",
        mixinStandardHelpOptions = true,
        description = {
            "Gale's Bridg-It on the n x (n+1) board: exact analysis, a computer opponent, the board table and exact search.",
            "Coordinates: a (2n+1) x (2n+1) lattice; red dots at (odd r, even c), blue dots at (even r, odd c);",
            "a crossing is (r,c) with 1 <= r,c <= 2n-1 and r, c both odd or both even. Red joins left to right, Blue top to bottom."
        },
        subcommands = {
            AnalyzeCommand.class,
            BridgitPlayCommand.class,
            TableCommand.class,
            ExactCommand.class,
            DualityCommand.class,
            SelfPlayCommand.class,
            BridgitArenaCommand.class,
            PuzzlesCommand.class,
            CommandLine.HelpCommand.class,
        })
public final class BridgitCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
