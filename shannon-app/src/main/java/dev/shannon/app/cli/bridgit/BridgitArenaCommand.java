package dev.shannon.app.cli.bridgit;

import dev.shannon.app.cli.UsageError;
import dev.shannon.app.cli.arena.ArenaOptions;
import dev.shannon.app.cli.arena.ArenaTable;
import dev.shannon.bridgit.Arena;
import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.LimitedArena;
import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.bridgit.Side;
import dev.shannon.switching.defence.PairedWins;
import dev.shannon.switching.defence.ThinkBudget;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code shannon bridgit arena}: how often each defender, starting lost, beats each attacker model. */
@Command(
        name = "arena",
        mixinStandardHelpOptions = true,
        description = {
            "Defenders against attacker models over seeded games: the attacker moves first (a won game for it), "
                    + "the defender tries to make it slip. Prints each defender's win rate with a 95%% Wilson interval "
                    + "and the first defender's losses over the last one's.",
            "Attackers: straight (walks one line, re-routes by shortest route when blocked), greedy, erring-P (Lehman's "
                    + "winning move with probability 1-P, random otherwise), and the levels relentless, strong, casual, beginner. "
                    + "Defenders: any level, legacy being the old defence."
        })
public final class BridgitArenaCommand implements Callable<Integer> {
    /** Bridges a side at most in the limited game (beyond half the crossings it is plain Bridg-It). */
    static final int MAX_BRIDGES = 60;

    @Option(
            names = "--n",
            paramLabel = "LIST",
            defaultValue = "5,6,8",
            description = "Board sizes (default: ${DEFAULT-VALUE}).")
    String sizes;

    @Option(
            names = "--defends",
            paramLabel = "SIDE",
            defaultValue = "both",
            description =
                    "Which side defends: blue (Red moves first), red (Blue moves first) or both (default: ${DEFAULT-VALUE}).")
    String defends;

    @Option(
            names = "--bridges",
            paramLabel = "K",
            description =
                    "Play the limited-bridges game with K bridges a side instead of plain Bridg-It (defenders legacy, relentless; "
                            + "attackers straight, greedy and the levels; draws counted apart).")
    Integer bridges;

    @Option(
            names = "--move-cap",
            paramLabel = "MOVES",
            defaultValue = "60",
            description = "With --bridges: moving-phase moves before the game is drawn (default: ${DEFAULT-VALUE}).")
    int moveCap;

    @Option(
            names = "--opening",
            paramLabel = "KIND",
            defaultValue = "random",
            description =
                    "The attacker's first move: random (a seeded random crossing that keeps its win, the same for every "
                            + "defender) or own (its model's choice) (default: ${DEFAULT-VALUE}).")
    String opening;

    @Mixin
    ArenaOptions options;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        ThinkBudget budget = options.budget();
        List<Integer> boards = new ArrayList<>();
        for (String s : ArenaOptions.list(sizes, "--n")) {
            try {
                boards.add(Board.of(Integer.parseInt(s)).n());
            } catch (NumberFormatException e) {
                throw new UsageError("--n takes board sizes, got '" + s + "'");
            }
        }
        List<Side> sides = switch (defends) {
            case "blue" -> List.of(Side.BLUE);
            case "red" -> List.of(Side.RED);
            case "both" -> List.of(Side.BLUE, Side.RED);
            default -> throw new UsageError("--defends must be blue, red or both, got '" + defends + "'");
        };
        List<String> defenders = ArenaOptions.list(options.defenders, "--defenders");
        boolean randomOpening = switch (opening) {
            case "random" -> true;
            case "own" -> false;
            default -> throw new UsageError("--opening must be random or own, got '" + opening + "'");
        };
        if (bridges != null) {
            return limited(budget, boards, sides, defenders, randomOpening);
        }
        List<String> models = options.attackers(Arena.ATTACKERS);
        for (String m : models) {
            Arena.player(m, 0, budget);
        }
        for (String d : defenders) {
            Arena.player(d, 0, budget);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(
                "Bridg-It arena: %d games a cell, think %d ms a move (work-counted), seed %d, %s openings%n",
                options.games, options.think, options.seed, opening);
        ArenaTable table = new ArenaTable(defenders);
        long start = System.nanoTime();
        for (int n : boards) {
            for (Side side : sides) {
                for (String attacker : models) {
                    List<Arena.Match> results = new ArrayList<>();
                    for (String defender : defenders) {
                        results.add(Arena.play(
                                defender, attacker, n, side, options.games, options.seed, budget, randomOpening));
                    }
                    Arena.Match first = results.get(0);
                    Arena.Match last = results.get(results.size() - 1);
                    table.addCells(
                            n + "x" + (n + 1),
                            side.id(),
                            attacker,
                            results.stream()
                                    .map(m -> m.defenderWins().toString())
                                    .toList(),
                            results.size() > 1
                                    ? ArenaTable.pairedRatio(
                                            first.defenderWins(),
                                            last.defenderWins(),
                                            PairedWins.of(first.outcomes(), last.outcomes()))
                                    : "");
                }
            }
        }
        table.print(out, "board", "defends");
        out.printf("%.1f s%n", (System.nanoTime() - start) / 1e9);
        out.flush();
        return 0;
    }

    private int limited(
            ThinkBudget budget, List<Integer> boards, List<Side> sides, List<String> defenders, boolean randomOpening) {
        if (bridges < 1 || bridges > MAX_BRIDGES) {
            throw new UsageError("--bridges must be between 1 and " + MAX_BRIDGES + ", got " + bridges);
        }
        if (moveCap < 1 || moveCap > LimitedBridgesGame.DEFAULT_MOVE_CAP) {
            throw new UsageError(
                    "--move-cap must be between 1 and " + LimitedBridgesGame.DEFAULT_MOVE_CAP + ", got " + moveCap);
        }
        List<String> models = options.attackers(LimitedArena.ATTACKERS);
        for (String m : models) {
            LimitedArena.check(m);
        }
        for (String d : defenders) {
            LimitedArena.check(d);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(
                "Limited-bridges arena: %d bridges a side, draw after %d moving moves, %d games a cell, think %d ms a move "
                        + "(work-counted), seed %d, %s openings%n",
                bridges, moveCap, options.games, options.think, options.seed, opening);
        // Paired by seed on "not lost" (a draw is as good as a win for the side that loses the unlimited game).
        ArenaTable table = new ArenaTable(defenders, " won/drawn/lost, wins [95%]");
        long start = System.nanoTime();
        for (int n : boards) {
            for (Side side : sides) {
                for (String attacker : models) {
                    List<String> cells = new ArrayList<>();
                    List<LimitedArena.Match> results = new ArrayList<>();
                    for (String defender : defenders) {
                        LimitedArena.Match m = LimitedArena.play(
                                defender,
                                attacker,
                                n,
                                bridges,
                                moveCap,
                                side,
                                options.games,
                                options.seed,
                                budget,
                                randomOpening);
                        results.add(m);
                        cells.add(m.wins().wins() + "/" + m.draws() + "/" + m.losses() + ", " + m.wins());
                    }
                    LimitedArena.Match first = results.get(0);
                    LimitedArena.Match lastOne = results.get(results.size() - 1);
                    String last = results.size() > 1
                            ? ArenaTable.lossRatio(first.losses(), lastOne.losses()) + "; "
                                    + PairedWins.of(first.notLostGames(), lastOne.notLostGames())
                            : "";
                    table.addCells(n + "x" + (n + 1), side.id(), attacker, cells, last);
                }
            }
        }
        table.print(out, "board", "defends");
        out.printf("%.1f s%n", (System.nanoTime() - start) / 1e9);
        out.flush();
        return 0;
    }
}
