package dev.shannon.app.cli.arena;

import dev.shannon.app.cli.UsageError;
import dev.shannon.switching.Player;
import dev.shannon.switching.defence.PairedWins;
import dev.shannon.switching.defence.Strength;
import dev.shannon.switching.defence.SwitchingArena;
import dev.shannon.switching.defence.ThinkBudget;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code shannon arena}: the switching game's defenders, starting lost, against attacker models. */
@Command(
        name = "arena",
        mixinStandardHelpOptions = true,
        description = {
            "Switching-game defenders against attacker models over seeded games on fixed graph families; the "
                    + "defender (Short or Cut) has lost in theory at the start. Prints win rates with 95%% Wilson intervals.",
            "Families: grid-RxC (s, t opposite corners), wheel-K (s, t opposite on the rim), random-N-M (a new seeded graph "
                    + "each game). Attackers: route (a shortest s-t route's edge nearest s), erring-P, and the levels. "
                    + "Defenders: legacy (the old defence) and the levels relentless, strong, casual, beginner."
        })
public final class ArenaCommand implements Callable<Integer> {
    @Option(
            names = "--families",
            paramLabel = "LIST",
            description = "Comma-separated graph families (default: all of the standard ones).")
    String families;

    @Option(
            names = "--defends",
            paramLabel = "SIDE",
            defaultValue = "both",
            description =
                    "Which side defends: short, cut or both (default: ${DEFAULT-VALUE}); families where that side never loses are skipped.")
    String defends;

    @Mixin
    ArenaOptions options;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    private static String share(SwitchingArena.Match m) {
        return m.wonMoves() + "/" + m.forcedMoves() + "/" + m.hopelessMoves() + "/" + m.noSlipMoves() + " of "
                + m.defenderMoves();
    }

    @Override
    public Integer call() {
        ThinkBudget budget = options.budget();
        List<Player> sides = switch (defends) {
            case "short" -> List.of(Player.SHORT);
            case "cut" -> List.of(Player.CUT);
            case "both" -> List.of(Player.SHORT, Player.CUT);
            default -> throw new UsageError("--defends must be short, cut or both, got '" + defends + "'");
        };
        List<String> fams = families == null ? SwitchingArena.FAMILIES : ArenaOptions.list(families, "--families");
        for (String f : fams) {
            SwitchingArena.graph(f, 0);
        }
        List<String> defenders = ArenaOptions.list(options.defenders, "--defenders");
        List<String> models = options.attackers(SwitchingArena.ATTACKERS);
        for (String d : defenders) {
            if (!d.equals("legacy")) {
                Strength.parse(d);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(
                "Switching-game arena: %d games a cell, think %d ms a move (work-counted), seed %d%n",
                options.games, options.think, options.seed);
        // After each win rate: the share of the defender's moves in which its choice could not matter, and why
        // (w: won back after a slip, f: a forced block, h: hopeless, n: no move leaves a losing reply), as move counts.
        ArenaTable table = new ArenaTable(defenders, " wins [95%], moves without choice (w/f/h/n)");
        long start = System.nanoTime();
        for (String family : fams) {
            for (Player side : sides) {
                if (!SwitchingArena.canLose(family, side)) {
                    continue;
                }
                for (String attacker : models) {
                    List<SwitchingArena.Match> results = new ArrayList<>();
                    List<String> cells = new ArrayList<>();
                    for (String defender : defenders) {
                        SwitchingArena.Match m = SwitchingArena.play(
                                defender, attacker, family, side, options.games, options.seed, budget);
                        results.add(m);
                        cells.add(m.defenderWins()
                                + String.format(Locale.ROOT, ", %2.0f%% (%s)", 100 * m.noChoiceShare(), share(m)));
                    }
                    table.addCells(
                            family,
                            side.id(),
                            attacker,
                            cells,
                            results.size() > 1
                                    ? ArenaTable.pairedRatio(
                                            results.get(0).defenderWins(),
                                            results.get(results.size() - 1).defenderWins(),
                                            PairedWins.of(
                                                    results.get(0).outcomes(),
                                                    results.get(results.size() - 1)
                                                            .outcomes()))
                                    : "");
                }
            }
        }
        table.print(out, "family", "defends");
        out.printf("%.1f s%n", (System.nanoTime() - start) / 1e9);
        out.flush();
        return 0;
    }
}
