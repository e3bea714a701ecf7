package dev.shannon.app.cli.bridgit;

import dev.shannon.app.cli.Output;
import dev.shannon.app.cli.TimeLimit;
import dev.shannon.app.io.BridgitJson;
import dev.shannon.app.io.Json;
import dev.shannon.bridgit.BoardTable;
import dev.shannon.bridgit.TableRow;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code shannon bridgit table}: the board facts of docs/rules.md, computed. */
@Command(
        name = "table",
        mixinStandardHelpOptions = true,
        description = {
            "Per board n x (n+1): red's graph V and E, the 2(V-1) edges two spanning trees need, how many first moves win, "
                    + "and after how many first moves the remaining edges split into exactly two spanning trees (Edmonds' matroid partition)."
        })
@TimeLimit.Default(600)
public final class TableCommand implements Callable<Integer> {
    @Option(
            names = "--max-n",
            paramLabel = "N",
            defaultValue = "14",
            description =
                    "Largest board (default: ${DEFAULT-VALUE}); the two-tree column costs about n^5, minutes past n = 30 (see --time-limit).")
    int maxN;

    @Mixin
    Output output;

    @Mixin
    TimeLimit timeLimit;

    @Override
    public Integer call() {
        PrintWriter out = output.out();
        List<TableRow> rows;
        rows = timeLimit.run(() -> BoardTable.rows(maxN));
        if (!output.json()) {
            out.printf("%-8s %5s %5s %7s %15s %17s%n", "board", "V", "E", "2(V-1)", "winning first", "two-tree split");
        }
        for (TableRow r : rows) {
            if (output.json()) {
                out.println(Json.line(BridgitJson.tableRow(r)));
            } else {
                out.printf(
                        "%-8s %5d %5d %7d %15s %17s%n",
                        r.n() + "x" + (r.n() + 1),
                        r.vertices(),
                        r.edges(),
                        r.twoTreeEdges(),
                        r.winningFirstMoves() + "/" + r.firstMoves(),
                        r.splittingFirstMoves() + "/" + r.firstMoves());
            }
        }
        out.flush();
        return 0;
    }
}
