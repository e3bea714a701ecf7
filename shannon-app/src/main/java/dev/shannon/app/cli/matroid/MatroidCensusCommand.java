package dev.shannon.app.cli.matroid;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.Output;
import dev.shannon.app.io.Json;
import dev.shannon.matroid.BinaryCensus;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code shannon matroid census}: every binary matrix game of one size, by minimax and by Edmonds' criterion. */
@Command(
        name = "census",
        mixinStandardHelpOptions = true,
        description = {
            "Solve the switching game on the binary matroid of every k x n matrix over GF(2), the last column the target, "
                    + "by brute-force minimax and by Edmonds' criterion, and count the game types and the disagreements (there should be none).",
            "Each multiset of the other columns is solved once (nonzero targets moved to e1 by a row operation); counts are of labelled matrices."
        },
        footer = {
            "",
            "Examples:",
            "  shannon matroid census --rows 3 --cols 7",
            "  shannon matroid census --rows 4 --cols 8 --json"
        })
public final class MatroidCensusCommand implements Callable<Integer> {
    @Option(names = "--rows", paramLabel = "K", required = true, description = "Rows of the matrices (1..6).")
    int rows;

    @Option(
            names = "--cols",
            paramLabel = "N",
            required = true,
            description = "Columns, the target included (2.." + 24 + ").")
    int cols;

    @Mixin
    Output output;

    @Override
    public Integer call() {
        BinaryCensus census = new BinaryCensus(rows, cols);
        long start = System.nanoTime();
        BinaryCensus.Report r = census.run(done -> {});
        double seconds = (System.nanoTime() - start) / 1e9;
        PrintWriter out = output.out();
        if (output.json()) {
            ObjectNode o = Json.object();
            o.put("rows", r.rows());
            o.put("cols", r.cols());
            o.put("matrices", r.matrices().toString());
            o.put("classes", r.classes());
            o.put("shortEitherWay", r.shortEitherWay().toString());
            o.put("cutEitherWay", r.cutEitherWay().toString());
            o.put("firstPlayerWins", r.firstPlayerWins().toString());
            o.put("secondPlayerOnly", r.secondPlayerOnly().toString());
            o.put("classesShort", r.classesShort());
            o.put("classesCut", r.classesCut());
            o.put("classesFirst", r.classesFirst());
            o.put("disagreements", r.disagreements());
            o.put("seconds", Math.round(seconds * 1000) / 1000.0);
            out.println(Json.line(o));
        } else {
            out.printf(
                    "Binary matroid games, %d x %d matrices over GF(2), last column the target:%n", r.rows(), r.cols());
            out.printf("  matrices            %s (%d column multisets solved)%n", r.matrices(), r.classes());
            out.printf(
                    "  Short either way    %s (%d multisets with target e1)%n", r.shortEitherWay(), r.classesShort());
            out.printf("  Cut either way      %s (%d)%n", r.cutEitherWay(), r.classesCut());
            out.printf("  first player wins   %s (%d)%n", r.firstPlayerWins(), r.classesFirst());
            out.printf("  second player only  %s%n", r.secondPlayerOnly());
            out.printf(
                    "  disagreements       %d (minimax against Edmonds' criterion, every verdict and winning move)%n",
                    r.disagreements());
            out.printf("Done in %.1f s.%n", seconds);
        }
        out.flush();
        return ExitCodes.OK;
    }
}
