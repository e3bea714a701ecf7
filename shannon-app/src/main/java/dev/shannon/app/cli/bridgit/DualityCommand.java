package dev.shannon.app.cli.bridgit;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.cli.TimeLimit;
import dev.shannon.app.io.Json;
import dev.shannon.bridgit.DualityCheck;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code shannon bridgit duality}: red's and blue's verdicts never agree (no draws). */
@Command(
        name = "duality",
        mixinStandardHelpOptions = true,
        description = {
            "In random positions, red's verdict on red's graph and blue's verdict on blue's graph must never both "
                    + "say win nor both say lose. Reports how many positions were checked and how many violated it."
        })
@TimeLimit.Default(600)
public final class DualityCommand implements Callable<Integer> {
    @Option(
            names = "--per-size",
            paramLabel = "COUNT",
            defaultValue = "2000",
            description = "Positions per board (default: ${DEFAULT-VALUE}).")
    int perSize;

    @picocli.CommandLine.Mixin
    BoardRange range;

    @Mixin
    TimeLimit timeLimit;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        int minN = range.minN;
        int maxN = range.maxN(10);
        long seed = range.seed;
        boolean json = range.json;
        long start = System.nanoTime();
        DualityCheck.Result r = timeLimit.run(() -> DualityCheck.run(minN, maxN, perSize, seed));
        double seconds = (System.nanoTime() - start) / 1e9;
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectNode o = Json.object();
            o.put("minN", minN);
            o.put("maxN", maxN);
            o.put("positions", r.positions());
            o.put("violations", r.violations());
            o.put("seconds", seconds);
            out.println(Json.line(o));
        } else {
            out.printf(
                    "checked %d random undecided positions on boards %dx%d .. %dx%d: %d violations (%.1f s)%n",
                    r.positions(), minN, minN + 1, maxN, maxN + 1, r.violations(), seconds);
            for (String example : r.examples()) {
                out.println("  violation: " + example);
            }
        }
        out.flush();
        return r.violations() == 0 ? 0 : 1;
    }
}
