package dev.shannon.app.cli;

import dev.shannon.app.io.Json;
import dev.shannon.app.io.JsonGameFormat;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.io.Graph6Format;
import dev.shannon.switching.DotWriter;
import dev.shannon.switching.TerminalGraph;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code shannon convert}: a switching-game file in another form. */
@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        description = {
            "Write a switching-game file in another form: text (edge list with a terminals line), json, dot (Graphviz) or graph6.",
            "graph6 keeps only simple graphs and no names: vertices become 0..n-1 in order of first appearance."
        },
        footer = {
            "",
            "Examples:",
            "  shannon convert examples/k4.txt --to json",
            "  shannon convert examples/petersen.json --to dot | dot -Tsvg > p.svg"
        })
public final class ConvertCommand implements Callable<Integer> {
    enum Target {
        text,
        json,
        dot,
        graph6
    }

    @Parameters(paramLabel = "FILE", description = "The graph ('-' for standard input).")
    String file;

    @Option(names = "--to", required = true, paramLabel = "FORM", description = "text, json, dot or graph6.")
    Target target;

    @Mixin
    GameFileOptions input;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        TerminalGraph game = input.read(file);
        if (target == Target.text || target == Target.json) {
            requireNoIsolatedVertex(game);
        }
        PrintWriter out = spec.commandLine().getOut();
        switch (target) {
            case text -> out.print(game.toText());
            case json -> out.println(Json.line(JsonGameFormat.write(game)));
            case dot -> out.print(DotWriter.write(game));
            case graph6 -> out.println(Graph6Format.write(game.graph()));
        }
        out.flush();
        return ExitCodes.OK;
    }

    /**
     * The text and JSON forms list edges only: their vertices are the edges' ends. A vertex on no
     * edge (graph6 has them) would silently vanish — and a terminal with it, or a spanning count
     * would change — so such a graph is refused rather than written wrong.
     */
    private void requireNoIsolatedVertex(TerminalGraph game) {
        Multigraph g = game.graph();
        boolean[] touched = new boolean[g.vertexCount()];
        for (int e = 0; e < g.edgeCount(); e++) {
            touched[g.edgeU(e)] = true;
            touched[g.edgeV(e)] = true;
        }
        for (int v = 0; v < touched.length; v++) {
            if (!touched[v]) {
                throw new UsageError("vertex " + g.name(v) + " touches no edge, and the " + target
                        + " form lists edges only, so it cannot hold this graph; use --to graph6 or --to dot");
            }
        }
    }
}
