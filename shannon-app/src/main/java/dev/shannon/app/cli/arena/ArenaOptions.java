package dev.shannon.app.cli.arena;

import dev.shannon.app.cli.ComputerLevels;
import dev.shannon.app.cli.UsageError;
import dev.shannon.switching.defence.ThinkBudget;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.Option;

/** The options both arena commands share. */
public final class ArenaOptions {
    /** Games per cell at most: a cell is one defender against one model on one board. */
    public static final int MAX_GAMES = 10_000;

    @Option(
            names = "--games",
            paramLabel = "COUNT",
            defaultValue = "20",
            description = "Games per table cell (default: ${DEFAULT-VALUE}).")
    public int games;

    @Option(
            names = "--think",
            paramLabel = "MILLIS",
            defaultValue = "50",
            description =
                    "Think budget per move of every player (default: ${DEFAULT-VALUE}; counted in work, so a seed gives the same games on any machine).")
    public long think;

    @Option(
            names = "--seed",
            paramLabel = "SEED",
            defaultValue = "1",
            description = "Random seed (default: ${DEFAULT-VALUE}).")
    public long seed;

    @Option(
            names = "--defenders",
            paramLabel = "LIST",
            defaultValue = "legacy,relentless",
            description = "Comma-separated defenders (default: ${DEFAULT-VALUE}).")
    public String defenders;

    @Option(
            names = "--attackers",
            paramLabel = "LIST",
            description = "Comma-separated attacker models (default: all of them).")
    public String attackers;

    /** The attackers asked for, or {@code all} when none were named. */
    public List<String> attackers(List<String> all) {
        return attackers == null ? all : list(attackers, "--attackers");
    }

    public ThinkBudget budget() {
        if (games < 1 || games > MAX_GAMES) {
            throw new UsageError("--games must be between 1 and " + MAX_GAMES + ", got " + games);
        }
        // The work units decide every move; the wall clock, which would make results depend on the machine's load,
        // only stops a runaway search, far above the think time (ThinkBudget.ofMillis stops at 3x + 100 ms).
        ThinkBudget b = ComputerLevels.thinkBudget(think);
        return new ThinkBudget(b.units(), ARENA_WALL_FACTOR * think + 2000);
    }

    /** The arenas' wall-clock stop, in think times (plus 2 s): loose enough that a loaded machine does not change a game. */
    public static final long ARENA_WALL_FACTOR = 40;

    /** A comma-separated list, each entry stripped; never empty. */
    public static List<String> list(String text, String option) {
        List<String> out = Arrays.stream(text.split(","))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toList();
        if (out.isEmpty()) {
            throw new UsageError(option + " needs at least one entry");
        }
        return out;
    }
}
