package dev.shannon.app.cli.bridgit;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.cli.ComputerLevels;
import dev.shannon.app.io.Json;
import dev.shannon.bridgit.SelfPlay;
import dev.shannon.switching.defence.ThinkBudget;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code shannon bridgit selfplay}: the perfect first player against every level. */
@Command(
        name = "selfplay",
        mixinStandardHelpOptions = true,
        description = {
            "Computer games: the relentless player moves first (alternately as red and blue) against itself, "
                    + "the casual, greedy and random players, on every board from --min-n to --max-n. It must never lose."
        })
public final class SelfPlayCommand implements Callable<Integer> {
    @Option(
            names = "--games",
            paramLabel = "COUNT",
            defaultValue = "42",
            description =
                    "Games per board and opponent level (default: ${DEFAULT-VALUE}; 6 boards x 4 levels x 42 = 1008 games).")
    int games;

    @Option(
            names = "--error-rate",
            paramLabel = "P",
            defaultValue = "0.3",
            description = "The casual player's slip probability (default: ${DEFAULT-VALUE}).")
    double errorRate;

    @Option(
            names = "--think",
            paramLabel = "MILLIS",
            defaultValue = "20",
            description =
                    "Every player's think budget per move (default: ${DEFAULT-VALUE}; work-counted, see bridgit play --help).")
    long think;

    @picocli.CommandLine.Mixin
    BoardRange range;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        int minN = range.minN;
        int maxN = range.maxN(7);
        long seed = range.seed;
        boolean json = range.json;
        ThinkBudget budget = ComputerLevels.thinkBudget(think);
        // Written so that NaN fails too (the library reads NaN as "the level's own rate", which is not a probability).
        if (!(errorRate >= 0 && errorRate <= 1)) {
            throw new IllegalArgumentException("--error-rate must be a probability between 0 and 1, got " + errorRate);
        }
        if (games < 0 || minN > maxN) {
            throw new IllegalArgumentException("need --games >= 0 and --min-n <= --max-n");
        }
        long start = System.nanoTime();
        SelfPlay.Summary s = SelfPlay.run(minN, maxN, games, errorRate, seed, budget);
        double seconds = (System.nanoTime() - start) / 1e9;
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectNode o = Json.object();
            o.put("games", s.games());
            o.put("firstPlayerLosses", s.firstPlayerLosses());
            o.put("seconds", seconds);
            ArrayNode a = o.putArray("tallies");
            for (SelfPlay.Tally t : s.tallies()) {
                a.addObject()
                        .put("n", t.n())
                        .put("opponent", t.opponent().id())
                        .put("games", t.games())
                        .put("firstPlayerWins", t.firstPlayerWins());
            }
            out.println(Json.line(o));
        } else {
            out.printf("%-8s %-9s %6s %16s%n", "board", "opponent", "games", "relentless first won");
            for (SelfPlay.Tally t : s.tallies()) {
                out.printf(
                        "%-8s %-9s %6d %16d%n",
                        t.n() + "x" + (t.n() + 1), t.opponent().id(), t.games(), t.firstPlayerWins());
            }
            out.printf(
                    "%d games, the relentless first player lost %d (%.1f s)%n",
                    s.games(), s.firstPlayerLosses(), seconds);
        }
        out.flush();
        return s.firstPlayerLosses() == 0 ? 0 : 1;
    }
}
