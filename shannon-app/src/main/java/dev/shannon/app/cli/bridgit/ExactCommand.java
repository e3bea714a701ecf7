package dev.shannon.app.cli.bridgit;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.cli.Output;
import dev.shannon.app.io.BridgitJson;
import dev.shannon.app.io.Json;
import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.ExactSearch;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code shannon bridgit exact}: solve the board by plain search, with no theory in the verdict. */
@Command(
        name = "exact",
        mixinStandardHelpOptions = true,
        description = {
            "Solve the n x (n+1) board by plain minimax on red's graph (dead-edge pruning, Lehman move ordering, "
                    + "a transposition table over the board's symmetries; the verdict comes from the search alone), "
                    + "holding every solved position against Lehman's criterion. Boards up to n = 6. Plain search does n = 4 in seconds "
                    + "and does not finish n = 5; with --pairs (parallel free edges merge: Red's pairing strategy) n = 5 takes minutes."
        })
public final class ExactCommand implements Callable<Integer> {
    @Option(names = "--n", paramLabel = "N", required = true, description = "Board size (1..6).")
    int n;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            defaultValue = "600",
            description =
                    "Stop after this many seconds and report how far it got; 0 for no limit (default: ${DEFAULT-VALUE}).")
    double timeLimit;

    @Option(
            names = "--table-size",
            paramLabel = "POSITIONS",
            defaultValue = "4194304",
            description = "Transposition-table capacity; it is emptied when full (default: ${DEFAULT-VALUE}).")
    int tableSize;

    @Option(
            names = "--pairs",
            description =
                    "Also merge the ends of two parallel free edges (Red's pairing strategy): exact, no Lehman, but beyond plain search.")
    boolean pairs;

    @Mixin
    Output output;

    @Override
    public Integer call() {
        if (timeLimit < 0 || tableSize < 1) {
            throw new IllegalArgumentException("time limit must be >= 0 and table size >= 1");
        }
        Board board = Board.of(n);
        ExactSearch.Result r = ExactSearch.solve(n, true, pairs, (long) (timeLimit * 1e9), tableSize);
        PrintWriter out = output.out();
        int all = board.crossingCount();
        if (output.json()) {
            ObjectNode o = Json.object();
            o.put("n", n);
            o.put("complete", r.complete());
            o.put("pairReduction", pairs);
            o.put("firstPlayer", r.firstPlayerWins() ? "wins" : r.complete() ? "loses" : "unknown");
            o.put("firstMoves", all);
            o.put("firstMovesDecided", r.firstMovesDecided());
            o.set("winningFirstMoves", BridgitJson.crossings(r.winningFirstMoves()));
            o.set("losingFirstMoves", BridgitJson.crossings(r.losingFirstMoves()));
            o.put("positions", r.positions());
            o.put("tableHits", r.tableHits());
            o.put("lehmanChecked", r.lehmanChecked());
            o.put("disagreements", r.disagreements());
            o.put("seconds", r.nanos() / 1e9);
            out.println(Json.line(o));
        } else {
            out.println("Bridg-It " + board + " (" + all + (all == 1 ? " crossing" : " crossings")
                    + ") by plain minimax on red's graph" + (pairs ? ", with the pair reduction" : ""));
            out.println("first player: " + (r.firstPlayerWins() ? "wins" : r.complete() ? "loses" : "not yet known"));
            out.println("first moves decided: " + r.firstMovesDecided() + "/" + all
                    + (r.complete() ? "" : " (stopped at the time limit)"));
            out.println("winning first moves: " + r.winningFirstMoves().size() + "/" + all + ": "
                    + AnalyzeCommand.join(r.winningFirstMoves()));
            out.println("losing first moves: " + r.losingFirstMoves().size()
                    + (r.losingFirstMoves().isEmpty() ? "" : ": " + AnalyzeCommand.join(r.losingFirstMoves())));
            out.println("positions solved: " + r.positions() + " (table hits " + r.tableHits() + ")");
            out.println("Lehman's criterion: " + r.lehmanChecked() + " positions checked, " + r.disagreements()
                    + " disagreements");
            out.printf("time: %.1f s%n", r.nanos() / 1e9);
        }
        out.flush();
        return 0;
    }
}
