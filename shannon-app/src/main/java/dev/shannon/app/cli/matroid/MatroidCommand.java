package dev.shannon.app.cli.matroid;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code shannon matroid}: the switching game on matroids. Only wires its subcommands. */
@Command(
        name = "matroid",
        mixinStandardHelpOptions = true,
        description = {
            "The switching game on a matroid (Lehman 1964, solved by Edmonds 1965): Short claims elements, Cut deletes them; "
                    + "Short wins once the target element is spanned by the claimed ones, Cut once it is no longer spanned by what is left.",
            "Files: a first line 'binary', 'linear P', 'uniform R N', 'bases N', 'circuits N' or 'graph', then the matrix rows "
                    + "(or sets, or edges), and 'target J' (for a graph, 'terminals S T': the target is a new edge s-t)."
        },
        subcommands = {
            MatroidSolveCommand.class,
            MatroidPlayCommand.class,
            MatroidCensusCommand.class,
            MatroidBenchCommand.class,
            CommandLine.HelpCommand.class,
        })
public final class MatroidCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
