package dev.shannon.app.cli.tsunagaru;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code shannon tsunagaru}: the rotating-tile puzzle 「つながる。」. Only wires its subcommands. */
@Command(
        name = "tsunagaru",
        mixinStandardHelpOptions = true,
        description = {
            "The rotating-tile puzzle Tsunagaru (「つながる。」): count, list, draw and generate stages with GraphSet.",
            "",
            "A stage file has one line per row of tiles 1 L I 3 4 (dead end, corner, straight, T, cross), . for an empty cell, "
                    + "separated by spaces or side by side; '#' starts a comment. A playable stage shows each tile's current "
                    + "orientation as a box-drawing character (╵ └ │ ├ ┼ ...) or as KIND@CLICKS (L@1 is ┌; clicks are quarter "
                    + "turns clockwise from ╵ └ │ ├ ┼). At most 100 rows and 100 columns. A first line 'wrap' "
                    + "makes the board wrap around, as in Net (a torus: arms meet across the edges)."
        },
        subcommands = {
            TsunagaruSolveCommand.class,
            RenderCommand.class,
            GenerateCommand.class,
            LevelsCommand.class,
            SampleCommand.class,
            TsunagaruBenchCommand.class,
            CommandLine.HelpCommand.class,
        })
public final class TsunagaruCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
